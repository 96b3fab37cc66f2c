import Lifecycle
import ListReferenceModel
import Testing

/// The reference appearance table, row by row: every (state, event) pair written out.
@Suite struct ReferenceAppearanceTests {
  /// Each state's row: where `willAppear`, `didAppear`, `willDisappear` and `didDisappear` lead,
  /// `nil` where illegal.
  static let table: [(AppearanceState, [AppearanceState?])] = [
    (.disappeared, [.appearing, nil, nil, nil]),
    (.appearing, [nil, .appeared, .disappearing, nil]),
    (.appeared, [nil, nil, .disappearing, nil]),
    (.disappearing, [.appearing, nil, nil, .disappeared]),
  ]

  @Test(arguments: table)
  func rowOfTheTable(state: AppearanceState, row: [AppearanceState?]) {
    let events: [LifecycleEvent] = [.willAppear, .didAppear, .willDisappear, .didDisappear]
    #expect(events.map { ReferenceAppearance.state(after: $0, from: state) } == row)
  }

  @Test func theReversalsAreTheTwoWillsThatAnswerAWill() {
    var reversals: [String] = []
    for state in ReferenceAppearance.states {
      for event in LifecycleEvent.allCases where ReferenceAppearance.isReversal(event, from: state)
      {
        reversals.append("\(state) \(event.name)")
      }
    }
    #expect(reversals == ["appearing willDisappear", "disappearing willAppear"])
  }

  @Test func wholeCyclesAreLegalAndNeverReversed() {
    #expect(ReferenceAppearance.isWholeCycles([]))
    #expect(
      ReferenceAppearance.isWholeCycles([
        .willAppear, .didAppear, .willDisappear, .didDisappear, .willAppear,
      ]))
    #expect(!ReferenceAppearance.isWholeCycles([.willAppear, .willDisappear]))
    #expect(!ReferenceAppearance.isWholeCycles([.willAppear, .didAppear, .didDisappear]))
    #expect(!ReferenceAppearance.isWholeCycles([.didAppear]))
  }

  @Test func onScreenIsAppearingOrAppeared() {
    #expect(
      ReferenceAppearance.states.filter(ReferenceAppearance.isOnScreen) == [.appearing, .appeared])
  }
}
