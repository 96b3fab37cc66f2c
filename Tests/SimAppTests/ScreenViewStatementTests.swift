import Foundation
import SimAppKit
import SimAppVerification
import Testing

/// Screen views in SimApp: `track views` lists each step's views in every report format under
/// the scenario's clock (`wait`), `expect views` checks them, and their static errors.
@MainActor
@Suite struct ScreenViewStatementTests {
  private let scenario = """
    screen Feed Post
    navigation Nav Feed
    window Nav
    track views
    show
    wait 2s
    push Nav Post
    wait 1500ms
    pop Nav

    """

  @Test func theTextReportListsEachViewAfterItsStepsCallbacks() {
    let outcome = simApp(scenario: scenario)
    #expect(outcome.status == 0)
    #expect(
      outcome.output == """
        LifeCircle SimApp: test.scenario

        1. show
             Nav.willAppear(false)
             Feed.willAppear(false)
             Nav.didAppear(false)
             Feed.didAppear(false)
             Feed.didGainFocus(shown)
             view: Feed shown
             stack: Nav > Feed
        2. wait 2s
             stack: Nav > Feed
        3. push Nav Post
             Feed.willDisappear(true)
             Post.willAppear(true)
             Feed.didDisappear(true)
             Post.didAppear(true)
             Feed.didLoseFocus(covered)
             Post.didGainFocus(shown)
             view: Post shown after Feed 2s
             stack: Nav > Post
        4. wait 1500ms
             stack: Nav > Post
        5. pop Nav
             Post.willDisappear(true)
             Feed.willAppear(true)
             Post.didDisappear(true)
             Feed.didAppear(true)
             Post.didLoseFocus(removed)
             Feed.didGainFocus(revealed)
             view: Feed revealed by pop after Post 1500ms
             stack: Nav > Feed

        passed: 5 steps, 0 expectations held

        """)
  }

  @Test func theJSONAndMermaidReportsListTheViewsToo() throws {
    let json = simApp(scenario: scenario, format: "json").output.split(separator: "\n")
    #expect(
      json[2]
        == #"{"checks":[],"command":"push Nav Post","events":["Feed.willDisappear(true)","Post.willAppear(true)","Feed.didDisappear(true)","Post.didAppear(true)","Feed.didLoseFocus(covered)","Post.didGainFocus(shown)"],"line":7,"notes":[],"stack":["Nav","Post"],"step":3,"views":["Post shown after Feed 2s"]}"#
    )
    #expect(json[3].contains(#""views":[]"#))
    let mermaid = simApp(scenario: scenario, format: "mermaid").output.split(separator: "\n")
    let push = try #require(mermaid.firstIndex(of: "  Note over SimApp: 3. push Nav Post"))
    #expect(
      Array(mermaid[push...].prefix(9)) == [
        "  Note over SimApp: 3. push Nav Post",
        "  SimApp->>Feed: willDisappear(true)",
        "  SimApp->>Post: willAppear(true)",
        "  SimApp->>Feed: didDisappear(true)",
        "  SimApp->>Post: didAppear(true)",
        "  SimApp->>Feed: didLoseFocus(covered)",
        "  SimApp->>Post: didGainFocus(shown)",
        "  Note over SimApp: view Post shown after Feed 2s",
        "  Note over SimApp: stack Nav, Post",
      ])
  }

  @Test func withoutTrackViewsTheReportsHaveNoViews() {
    let untracked = scenario.replacingOccurrences(of: "track views\n", with: "")
    #expect(!simApp(scenario: untracked).output.contains("view:"))
    #expect(!simApp(scenario: untracked, format: "json").output.contains("views"))
  }

  @Test func expectViewsChecksTheWordsItWrites() {
    let outcome = simApp(
      scenario: scenario + """
        expect views Feed revealed by pop after Post 1500ms
        expect views Feed revealed after Post
        expect views Feed
        wait 3s
        expect views none
        """)
    #expect(outcome.status == 0, "\(outcome.errors)")
    #expect(outcome.output.hasSuffix("passed: 6 steps, 4 expectations held\n"))
  }

  @Test func aFailedExpectViewsNamesTheExpectedAndTheActualViews() {
    let outcome = simApp(scenario: scenario + "expect views Feed revealed after Post 2s, Post")
    #expect(outcome.status == 1)
    #expect(
      outcome.errors == """
        test.scenario:10:1: error: expectation failed: expect views Feed revealed after Post 2s, Post
          expected: Feed revealed after Post 2s, Post
          actual:   Feed revealed by pop after Post 1500ms

        """)
  }

  @Test(
    arguments: [
      (
        "show\nexpect views Feed", "screen Feed\nnavigation Nav Feed\nwindow Nav\n",
        "test.scenario:5:8: error: `expect views` needs `track views`"
      ),
      ("wait 2 s", nil, "test.scenario:5:8: error: unexpected argument `s` for `wait`"),
      ("wait soon", nil, "test.scenario:5:6: error: `soon` is not a duration"),
      ("expect views Nav", nil, "test.scenario:5:14: error: `Nav` is a navigation controller"),
      ("expect views Feed Post", nil, "test.scenario:5:19: error: `Post` follows a view's screen"),
      ("expect views Feed shwon", nil, "test.scenario:5:19: error: unknown view reason `shwon`"),
      ("expect views Feed shown by pop", nil, "test.scenario:5:25: error: `by` says how"),
      (
        "expect views Feed,,Post", nil, "test.scenario:5:8: error: `expect views` has an empty view"
      ),
    ] as [(String, String?, String)])
  func aViewStatementWithAMistakeIsReportedBeforeAnythingRuns(
    statement: String, declarations: String?, error: String
  ) {
    let head = declarations ?? "screen Feed Post\nnavigation Nav Feed\nwindow Nav\ntrack views\n"
    let outcome = simApp(scenario: head + statement)
    #expect(outcome.status == 2)
    #expect(outcome.errors.hasPrefix(error), "\(outcome.errors)")
  }
}
