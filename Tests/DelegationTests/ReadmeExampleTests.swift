import Delegation
import Testing

// README.md's Delegation example, verbatim: its declarations here, its statements in the test.

@MainActor protocol PlayerDelegate: AnyObject {
  func playerDidFinish()
  func playerShouldPause() -> Bool
}

// The player's one delegate slot holds this; everyone interested joins `members`.
@MainActor final class PlayerDelegates: PlayerDelegate {
  let members = Multicast<any PlayerDelegate>()
  func playerDidFinish() { members.forEach { $0.playerDidFinish() } }  // everyone, in order
  func playerShouldPause() -> Bool { members.allSatisfy { $0.playerShouldPause() } }  // all agree
}

@MainActor final class Analytics: PlayerDelegate {
  var events: [String] = []
  func playerDidFinish() { events.append("finished") }
  func playerShouldPause() -> Bool { true }
}

@MainActor
@Suite struct ReadmeExampleTests {
  @Test func theReadmeExampleRuns() {
    let delegates = PlayerDelegates()
    let analytics = Analytics()
    delegates.members.add(analytics)  // held weakly: freed, it simply leaves
    delegates.playerDidFinish()
    assert(analytics.events == ["finished"])

    // What the example claims, checked.
    #expect(analytics.events == ["finished"])
    #expect(delegates.playerShouldPause())
  }
}
