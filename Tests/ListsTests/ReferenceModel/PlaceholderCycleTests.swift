import Lifecycle
import ListReferenceModel
import Testing

/// The placeholder's legality model, as a plain value: events followed, illegal ones ignored.
@Suite struct PlaceholderCycleTests {
  @Test func aCycleFollowsLegalEventsAndIgnoresIllegalOnes() {
    let events: [LifecycleEvent] = [
      .didAppear, .willAppear, .willAppear, .willDisappear, .willAppear, .didAppear,
      .willDisappear, .didAppear, .didDisappear,
    ]
    var cycle = PlaceholderCycle()
    var heard: [String] = []
    for event in events {
      let isLegal = cycle.hear(event)
      heard.append("\(event.name) \(isLegal ? "->" : "ignored,") \(cycle.state)")
    }
    #expect(
      heard == [
        "didAppear ignored, disappeared", "willAppear -> appearing",
        "willAppear ignored, appearing", "willDisappear -> disappearing",
        "willAppear -> appearing", "didAppear -> appeared", "willDisappear -> disappearing",
        "didAppear ignored, disappearing", "didDisappear -> disappeared",
      ])
  }
}
