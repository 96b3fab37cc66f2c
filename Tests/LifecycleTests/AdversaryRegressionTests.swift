import Lifecycle
import Testing

/// Found by an adversarial review of the coordinator: paths that made the engine deliver an
/// illegal event (an `assertionFailure` in debug builds) or break the replay rules.
@MainActor
@Suite struct AdversaryRegressionTests {
  /// A hold stays with the controllers it was opened for when their tree is split.
  @Test func aPushOntoAStackAppearingByHandWaitsEvenAfterItsTreeIsSplit() throws {
    let world = Harness()
    let outer = world.make { ManualContainer("Outer", trace: world.trace) }
    let inner = world.make { ManualContainer("Inner", trace: world.trace) }
    let (a, b) = (world.screen("A"), world.screen("B"))
    let nav = world.navigation(a)
    try outer.addChild(inner)
    try inner.addChild(nav)
    nav.beginAppearanceTransition(true, animated: false)
    inner.removeFromParent()
    try nav.push(b, animated: false)
    #expect(same(nav.viewControllers, [a]))
    nav.endAppearanceTransition()
    #expect(same(nav.viewControllers, [a, b]))
    #expect(inner.parent == nil)
    #expect(a.appearanceState == .disappeared && b.appearanceState == .appeared)
    world.expectDiagnostics([])
  }

  /// ... and when their tree's root is freed.
  @Test func aPushOntoAStackAppearingByHandWaitsEvenAfterItsParentIsFreed() throws {
    let world = Harness()
    let (a, b) = (world.screen("A"), world.screen("B"))
    let nav = world.navigation(a)
    var outer: ManualContainer? = world.make { ManualContainer("Outer", trace: world.trace) }
    try outer?.addChild(nav)
    nav.beginAppearanceTransition(true, animated: false)
    outer = nil
    try nav.push(b, animated: false)
    nav.endAppearanceTransition()
    #expect(same(nav.viewControllers, [a, b]))
    #expect(a.appearanceState == .disappeared && b.appearanceState == .appeared)
    world.expectDiagnostics([])
  }

  /// A split while a gesture holds the tree waits for the gesture.
  @Test func aSplitDuringAnInteractivePopWaitsForItsEnd() throws {
    let world = Harness()
    let outer = world.make { ManualContainer("Outer", trace: world.trace) }
    let inner = world.make { ManualContainer("Inner", trace: world.trace) }
    let (a, b, c) = (world.screen("A"), world.screen("B"), world.screen("C"))
    let nav = world.navigation(a)
    try nav.push(b, animated: false)
    try outer.addChild(inner)
    try inner.addChild(nav)
    drive(nav, to: .appeared, animated: false)
    let pop = try nav.beginInteractivePop()
    inner.removeFromParent()
    try nav.push(c, animated: false)
    pop.cancel()
    #expect(same(nav.viewControllers, [a, b, c]))
    #expect(inner.parent == nil && c.appearanceState == .appeared)
    world.expectDiagnostics([])
  }

  /// Manual forwarding that would reach a controller half-way through a gesture is refused.
  @Test func hidingAStackByHandDuringItsInteractivePopIsRefused() throws {
    let world = Harness()
    let container = world.make { ManualContainer("M", trace: world.trace) }
    let (a, b) = (world.screen("A"), world.screen("B"))
    let nav = world.navigation(a)
    try nav.push(b, animated: false)
    try container.addChild(nav)
    _ = world.shownWindow(container)
    drive(nav, to: .appeared, animated: false)
    let pop = try nav.beginInteractivePop()
    world.clear()
    nav.beginAppearanceTransition(false, animated: false)
    world.expectTrace([])
    world.expectDiagnostics([.unbalancedAppearanceTransition])
    pop.cancel()
    #expect(b.appearanceState == .appeared && a.appearanceState == .disappeared)
  }

  /// A replay is an event under way: manual forwarding from inside it is refused.
  @Test func manualForwardingFromInsideAReplayIsRefused() {
    let world = Harness()
    let screen = world.screen("K")
    drive(screen, to: .appeared, animated: false)
    world.clear()
    let action = world.action("act")
    var done = false
    action.onEvent = { [unowned screen] _, event in
      guard event == .willAppear, !done else { return }
      done = true
      screen.beginAppearanceTransition(false, animated: false)
    }
    screen.registerLifeCircleAction(action, replayingCurrentState: true)
    world.expectTrace(["act:K.willAppear(false)", "act:K.didAppear(false)"])
    world.expectDiagnostics(causes: [.manualForwardWhileHearingEvent])
  }

  /// A late global replay that navigates: the navigation waits until the whole window is
  /// replayed, so no controller hears a replay after its real events.
  @Test func aLateGlobalReplayThatNavigatesReplaysTheWindowFirst() throws {
    let world = Harness()
    let (nav, _, b, _) = try world.shownStackOfAB()
    let late = world.action("late")
    var done = false
    late.onEvent = { [unowned nav, unowned b] controller, event in
      guard controller === nav, event == .didAppear, !done else { return }
      done = true
      _ = try? nav.pop(animated: false)
      try? nav.push(b, animated: false)
    }
    world.registry.register(late, replayingCurrentState: true)
    let heard = world.trace.lines.filter { $0.hasPrefix("late:B") }
    #expect(
      heard == [
        "late:B.willAppear(false)", "late:B.didAppear(false)",
        "late:B.willDisappear(false)", "late:B.didDisappear(false)",
        "late:B.willAppear(false)", "late:B.didAppear(false)",
      ])
    world.expectDiagnostics([])
  }
}
