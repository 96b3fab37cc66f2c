import Lifecycle
import Testing

@MainActor
@Suite struct RegistryTests {
  /// A visible window around one screen "A", its trace cleared.
  private func shownScreen(_ world: Harness, configure: (TracedScreen) -> Void = { _ in })
    -> (TracedScreen, Window)
  {
    let screen = world.screen("A")
    configure(screen)
    let window = world.shownWindow(screen)
    return (screen, window)
  }

  @Test func optOutSkipsOneGlobalActionForOneControllerAndOptInRestoresIt() {
    let world = Harness()
    let logger = world.globalAction("log")
    world.globalAction("other")
    let optedOut = world.screen("A")
    optedOut.disableGlobalAction(logger)
    let neighbour = world.screen("B")
    #expect(optedOut.isGlobalActionDisabled(logger))

    optedOut.beginAppearanceTransition(true, animated: false)
    neighbour.beginAppearanceTransition(true, animated: false)
    world.expectTrace([
      "A.viewDidLoad", "A.willAppear(false)", "other:A.willAppear(false)",
      "B.viewDidLoad", "B.willAppear(false)", "log:B.willAppear(false)",
      "other:B.willAppear(false)",
    ])

    optedOut.enableGlobalAction(logger)
    #expect(!optedOut.isGlobalActionDisabled(logger))
    optedOut.endAppearanceTransition()
    world.expectTrace([
      "A.didAppear(false)", "log:A.didAppear(false)", "other:A.didAppear(false)",
    ])
  }

  @Test func enablingAnActionThatWasNeverDisabledChangesNothing() {
    let world = Harness()
    let logger = world.globalAction("log")
    let screen = world.screen("A")
    screen.enableGlobalAction(logger)
    screen.beginAppearanceTransition(true, animated: false)
    world.expectTrace(["A.viewDidLoad", "A.willAppear(false)", "log:A.willAppear(false)"])
  }

  @Test func removedInstanceActionIsNotCalledAgain() {
    let world = Harness()
    let (screen, window) = shownScreen(world)
    let first = screen.registerLifeCircleAction(world.action("i1"))
    let second = screen.registerLifeCircleAction(world.action("i2"))
    screen.removeLifeCircleAction(first)
    #expect(screen.lifeCircleActions.map { $0 === second } == [true])
    window.hide()
    world.expectTrace([
      "A.willDisappear(false)", "i2:A.willDisappear(false)",
      "A.didDisappear(false)", "i2:A.didDisappear(false)",
    ])
  }

  @Test func removedGlobalActionIsNotCalledAgain() {
    let world = Harness()
    let removed = world.globalAction("g1")
    world.globalAction("g2")
    let (_, window) = shownScreen(world)
    world.registry.remove(removed)
    #expect(world.registry.actions.count == 1)
    window.hide()
    world.expectTrace([
      "A.willDisappear(false)", "g2:A.willDisappear(false)",
      "A.didDisappear(false)", "g2:A.didDisappear(false)",
    ])
  }

  @Test func freeFunctionsUseTheCurrentRegistry() {
    let world = Harness()
    let action = world.action("g")
    world.make { registerGlobalAction(action) }
    #expect(world.registry.actions.map { $0 === action } == [true])
    #expect(!LifeCircleRegistry.shared.actions.contains { $0 === action })
    world.make { removeGlobalAction(action) }
    #expect(world.registry.actions.isEmpty)
  }

  @Test func removingAnUnregisteredActionChangesNothing() {
    let world = Harness()
    let kept = world.globalAction("g")
    let screen = world.screen("A")
    let own = screen.registerLifeCircleAction(world.action("i"))
    world.registry.remove(world.action("stranger"))
    screen.removeLifeCircleAction(world.action("stranger"))
    #expect(world.registry.actions.map { $0 === kept } == [true])
    #expect(screen.lifeCircleActions.map { $0 === own } == [true])
  }

  @Test(arguments: [1, 12])
  func membershipHooksAgreeWithTheActionArrays(count: Int) {
    // 12 is past the lists' index threshold: membership then uses the hash index.
    let world = Harness()
    let screen = world.screen("A")
    let globals = (0..<count).map { world.globalAction("g\($0)") }
    let owns = (0..<count).map { screen.registerLifeCircleAction(world.action("i\($0)")) }
    let stranger = world.action("stranger")
    world.registry.remove(globals[0])
    screen.removeLifeCircleAction(owns[0])
    for action in globals + owns + [stranger] {
      #expect(world.registry.holds(action) == world.registry.actions.contains { $0 === action })
      #expect(
        screen.holdsLifeCircleAction(action) == screen.lifeCircleActions.contains { $0 === action })
    }
    #expect(!world.registry.holds(globals[0]) && !screen.holdsLifeCircleAction(owns[0]))
    #expect(world.registry.holds(globals[count - 1]) == (count > 1))
    #expect(screen.holdsLifeCircleAction(owns[count - 1]) == (count > 1))
  }

  @Test func registeringTheSameInstanceTwiceKeepsOneEntry() {
    let world = Harness()
    let global = world.globalAction("g")
    world.registry.register(global)
    let screen = world.screen("A")
    let own = world.action("i")
    screen.registerLifeCircleAction(own)
    screen.registerLifeCircleAction(own, replayingCurrentState: true)
    #expect(world.registry.actions.count == 1)
    #expect(screen.lifeCircleActions.count == 1)
    screen.beginAppearanceTransition(true, animated: false)
    world.expectTrace([
      "A.viewDidLoad", "A.willAppear(false)", "g:A.willAppear(false)", "i:A.willAppear(false)",
    ])
  }

  @Test func anActionRemovingItselfDuringDispatchFinishesThatCallOnly() {
    let world = Harness()
    let (screen, window) = shownScreen(world)
    let quitter = screen.registerLifeCircleAction(world.action("quitter"))
    screen.registerLifeCircleAction(world.action("after"))
    quitter.onEvent = { [unowned quitter] host, _ in host.removeLifeCircleAction(quitter) }
    window.hide()
    world.expectTrace([
      "A.willDisappear(false)", "after:A.willDisappear(false)", "quitter:A.willDisappear(false)",
      "A.didDisappear(false)", "after:A.didDisappear(false)",
    ])
  }

  @Test func anActionRemovedByAnEarlierOneIsNotCalledLaterInThatDispatch() {
    let world = Harness()
    let remover = world.globalAction("remover")
    let victim = world.globalAction("victim")
    let screen = world.screen("A")
    let ownVictim = world.action("ownVictim")
    screen.registerLifeCircleAction(ownVictim)
    remover.onEvent = { [unowned world] host, _ in
      world.registry.remove(victim)
      host.removeLifeCircleAction(ownVictim)
    }
    screen.beginAppearanceTransition(true, animated: false)
    world.expectTrace(["A.viewDidLoad", "A.willAppear(false)", "remover:A.willAppear(false)"])
  }

  @Test func anActionDisabledDuringDispatchIsNotCalledLaterInIt() {
    let world = Harness()
    let disabler = world.globalAction("disabler")
    let victim = world.globalAction("victim")
    let screen = world.screen("A")
    disabler.onEvent = { host, _ in host.disableGlobalAction(victim) }
    screen.beginAppearanceTransition(true, animated: false)
    world.expectTrace(["A.viewDidLoad", "A.willAppear(false)", "disabler:A.willAppear(false)"])
  }

  @Test func anActionAddedOrReenabledDuringDispatchIsFirstCalledOnTheNextEvent() {
    let world = Harness()
    let adder = world.globalAction("adder")
    let reenabled = world.globalAction("reenabled")
    let screen = world.screen("A")
    screen.disableGlobalAction(reenabled)
    let late = world.action("late")
    let lateGlobal = world.action("lateGlobal")
    adder.onEvent = { [unowned world] host, event in
      guard event == .willAppear else { return }
      host.registerLifeCircleAction(late)
      world.registry.register(lateGlobal)
      host.enableGlobalAction(reenabled)
    }
    screen.beginAppearanceTransition(true, animated: false)
    screen.endAppearanceTransition()
    world.expectTrace([
      "A.viewDidLoad", "A.willAppear(false)", "adder:A.willAppear(false)",
      "A.didAppear(false)", "adder:A.didAppear(false)", "reenabled:A.didAppear(false)",
      "lateGlobal:A.didAppear(false)", "late:A.didAppear(false)",
    ])
  }

  @Test func anActionRemovedAndRegisteredAgainDuringDispatchWaitsForTheNextEvent() {
    let world = Harness()
    let juggler = world.globalAction("juggler")
    let global = world.globalAction("global")
    let screen = world.screen("A")
    let own = world.action("own")
    screen.registerLifeCircleAction(own)
    juggler.onEvent = { [unowned world] host, event in
      guard event == .willAppear else { return }
      world.registry.remove(global)
      world.registry.register(global)
      host.removeLifeCircleAction(own)
      host.registerLifeCircleAction(own)
    }
    screen.beginAppearanceTransition(true, animated: false)
    screen.endAppearanceTransition()
    world.expectTrace([
      "A.viewDidLoad", "A.willAppear(false)", "juggler:A.willAppear(false)",
      "A.didAppear(false)", "juggler:A.didAppear(false)", "global:A.didAppear(false)",
      "own:A.didAppear(false)",
    ])
  }

  @Test func anOptOutDuringADisappearingDispatchSkipsTheGlobalActionsStillToCome() {
    let world = Harness()
    let early = world.globalAction("early")
    world.globalAction("late")
    let screen = world.screen("A")
    let disabler = world.action("disabler")
    screen.registerLifeCircleAction(disabler)
    drive(screen, to: .appeared, animated: false)
    world.clear()
    disabler.onEvent = { host, _ in host.disableGlobalAction(early) }
    screen.beginAppearanceTransition(false, animated: false)
    world.expectTrace([
      "A.willDisappear(false)", "disabler:A.willDisappear(false)", "late:A.willDisappear(false)",
    ])
  }

  @Test(arguments: [
    (AppearanceState.disappeared, [String]()),
    (.appearing, ["r:A.willAppear(true)"]),
    (.appeared, ["r:A.willAppear(true)", "r:A.didAppear(true)"]),
    (.disappearing, ["r:A.willAppear(true)", "r:A.didAppear(true)", "r:A.willDisappear(true)"]),
  ])
  func replayTellsANewActionTheEventsItMissed(state: AppearanceState, expected: [String]) {
    let world = Harness()
    let screen = world.screen("A")
    drive(screen, to: state, animated: true)
    world.clear()
    screen.registerLifeCircleAction(world.action("r"), replayingCurrentState: true)
    world.expectTrace(expected)
  }

  @Test func withoutReplayANewActionHearsOnlyLaterEvents() {
    let world = Harness()
    let screen = world.screen("A")
    drive(screen, to: .appeared, animated: false)
    world.clear()
    screen.registerLifeCircleAction(world.action("r"), replayingCurrentState: false)
    screen.beginAppearanceTransition(false, animated: false)
    world.expectTrace(["A.willDisappear(false)", "r:A.willDisappear(false)"])
  }

  @Test func scopedRegistriesDoNotSeeEachOthersActions() {
    let first = Harness()
    let second = Harness()
    first.globalAction("first")
    second.globalAction("second")
    let a = first.screen("A")
    let b = second.screen("B")
    a.beginAppearanceTransition(true, animated: false)
    b.beginAppearanceTransition(true, animated: false)
    first.expectTrace(["A.viewDidLoad", "A.willAppear(false)", "first:A.willAppear(false)"])
    second.expectTrace(["B.viewDidLoad", "B.willAppear(false)", "second:B.willAppear(false)"])
  }

  @Test func scopedRestoresThePreviousRegistryEvenWhenTheBodyThrows() {
    struct Boom: Error {}
    let outer = LifeCircleRegistry()
    let inner = LifeCircleRegistry()
    LifeCircleRegistry.scoped(outer) {
      #expect(throws: Boom.self) {
        try LifeCircleRegistry.scoped(inner) {
          #expect(LifeCircleRegistry.current === inner)
          throw Boom()
        }
      }
      #expect(LifeCircleRegistry.current === outer)
    }
    #expect(LifeCircleRegistry.current === LifeCircleRegistry.shared)
  }

  @Test func aControllerKeepsTheRegistryItWasCreatedIn() {
    let world = Harness()
    let screen = world.screen("A")
    world.globalAction("g")
    screen.beginAppearanceTransition(true, animated: false)
    world.expectTrace(["A.viewDidLoad", "A.willAppear(false)", "g:A.willAppear(false)"])
  }
}

/// While a tree delivers, its registry is current, and the one before is current again after.
@MainActor
@Suite struct DeliveryRegistryTests {
  @Test func aTreeOutsideEveryWindowDeliversWithItsRootsRegistryCurrent() {
    let registry = LifeCircleRegistry()
    let probe = LifeCircleRegistry.scoped(registry) { CurrentRegistryProbe(title: "Probe") }
    drive(probe, to: .appeared, animated: false)
    #expect(probe.seen.map { $0 === registry } == [true, true, true])
    #expect(LifeCircleRegistry.current === LifeCircleRegistry.shared)
  }

  @Test func aWindowsTreeDeliversWithTheWindowsRegistryInsideAnotherScope() {
    let registry = LifeCircleRegistry()
    let probe = LifeCircleRegistry.scoped(registry) { CurrentRegistryProbe(title: "Probe") }
    let window = LifeCircleRegistry.scoped(registry) { Window(rootController: probe) }
    let other = LifeCircleRegistry()
    LifeCircleRegistry.scoped(other) {
      window.makeKeyAndVisible()
      #expect(LifeCircleRegistry.current === other)
    }
    window.hide()
    #expect(probe.seen.count == 5)
    #expect(probe.seen.allSatisfy { $0 === registry })
  }
}

/// Notes the registry current in each callback it hears.
@MainActor
private final class CurrentRegistryProbe: ScreenController {
  private(set) var seen: [LifeCircleRegistry] = []
  override func viewDidLoad() { seen.append(.current) }
  override func viewWillAppear(_ animated: Bool) { seen.append(.current) }
  override func viewDidAppear(_ animated: Bool) { seen.append(.current) }
  override func viewWillDisappear(_ animated: Bool) { seen.append(.current) }
  override func viewDidDisappear(_ animated: Bool) { seen.append(.current) }
}

/// Moves `screen` to `state` with manual forwarding.
@MainActor
func drive(_ screen: ScreenController, to state: AppearanceState, animated: Bool) {
  switch state {
  case .disappeared: break
  case .appearing: screen.beginAppearanceTransition(true, animated: animated)
  case .appeared:
    screen.beginAppearanceTransition(true, animated: animated)
    screen.endAppearanceTransition()
  case .disappearing:
    drive(screen, to: .appeared, animated: animated)
    screen.beginAppearanceTransition(false, animated: animated)
  }
}
