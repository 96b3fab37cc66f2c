import Lifecycle
import Testing

/// What the appearance machine tells its owner to do with an event, driven with plain values.
@Suite struct AppearanceDecisionTests {
  typealias Machine = AppearanceStateMachine

  @Test func aFirstWillAppearOfAControllerNotLoadedLoadsItsViewFirstAndForwards() {
    var machine = Machine()
    let decision = machine.receive(
      .willAppear, animated: true, isViewLoaded: false, forwardsAutomatically: true)
    #expect(decision == .deliver(.init(loadsView: true, forwardsToChildren: true)))
    #expect(machine.appearanceState == .appearing)
    #expect(machine.lastAnimated)
  }

  @Test func aLoadedControllerLoadsNothingAndForwardsOnlyWhenItForwardsAutomatically() {
    var machine = Machine()
    let appearing = machine.receive(
      .willAppear, animated: false, isViewLoaded: true, forwardsAutomatically: false)
    #expect(appearing == .deliver(.init(loadsView: false, forwardsToChildren: false)))
    let appeared = machine.receive(
      .didAppear, animated: false, isViewLoaded: false, forwardsAutomatically: true)
    #expect(
      appeared == .deliver(.init(loadsView: false, forwardsToChildren: true)),
      "only willAppear loads the view")
  }

  @Test func anIllegalEventIsRefusedWithTheStateAndChangesNothing() {
    var machine = Machine()
    let refused = machine.receive(
      .didAppear, animated: true, isViewLoaded: false, forwardsAutomatically: true)
    #expect(refused == .refuse(state: .disappeared))
    #expect(machine.appearanceState == .disappeared)
    #expect(!machine.lastAnimated, "a refused event's animated flag is not remembered")
  }

  @Test func anOwnerWithoutViewOrChildrenGetsTheEventAlone() {
    var machine = Machine()
    #expect(machine.receive(.willAppear) == .deliver(.eventOnly))
    #expect(machine.receive(.willAppear) == .refuse(state: .appearing))
  }
}
