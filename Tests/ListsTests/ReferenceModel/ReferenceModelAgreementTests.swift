import Lifecycle
import ListReferenceModel
import Testing

/// The reference model and the library were written apart; they must agree on every move.
/// Should one change alone, this test names the pair where they part.
@Suite struct ReferenceModelAgreementTests {
  static let pairs = ReferenceAppearance.states.flatMap { state in
    LifecycleEvent.allCases.map { (state, $0) }
  }

  @Test func allSixteenPairsAreCovered() {
    #expect(Self.pairs.count == 16)
  }

  @Test(arguments: pairs)
  func theModelAndTheLibraryAgree(state: AppearanceState, event: LifecycleEvent) {
    #expect(
      ReferenceAppearance.state(after: event, from: state)
        == AppearanceStateMachine.state(after: event, from: state),
      "\(event.name) from \(state)")
  }
}
