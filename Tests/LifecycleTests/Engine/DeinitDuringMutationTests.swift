import Actions
import LifeCircleTesting
import Lifecycle
import Testing

/// An action whose deinit runs user code against the controller and the registry it was
/// registered with: it reads their actions and registers a new one.
@MainActor
private final class ReentrantDeinitAction: LifeCircleEventObserver {
  let name: String
  let trace: Trace
  unowned let host: ScreenController
  var onEvent: ((LifecycleEvent) -> Void)?

  init(_ name: String, host: ScreenController, trace: Trace) {
    self.name = name
    self.host = host
    self.trace = trace
  }

  func hostController(
    _ controller: ScreenController, didReceive event: LifecycleEvent, animated: Bool
  ) {
    trace.lines.append("\(name):\(controller.title).\(event)")
    onEvent?(event)
  }

  isolated deinit {
    let (own, global) = (host.lifeCircleActions.count, host.lifeCircleRegistry.actions.count)
    trace.lines.append("\(name).deinit own=\(own) global=\(global)")
    host.registerLifeCircleAction(TraceAction("late", trace: trace))
  }
}

/// A screen whose deinit runs user code against the navigation it was popped from: it reads the
/// stack and pushes onto it.
@MainActor
private final class ReentrantDeinitScreen: ScreenController {
  let trace: Trace
  weak var navigation: NavigationController?
  let make: () -> ScreenController

  init(_ title: String, trace: Trace, make: @escaping () -> ScreenController) {
    self.trace = trace
    self.make = make
    super.init(title: title)
  }

  isolated deinit {
    guard let navigation else { return }
    trace.lines.append("\(title).deinit stack=\(navigation.viewControllers.map(\.title))")
    try? navigation.push(make(), animated: false)
  }
}

/// The library's unchecked stores (the controller's dispatch and tree groups, the registry's
/// actions) are proven never to let go of the last reference to a user's object during an
/// access: the object is freed once the access is over, so its deinit may read and change the
/// same stores. Debug builds check every access at run time: an overlap traps here.
@MainActor
@Suite struct DeinitDuringMutationTests {
  @Test func anOwnActionRemovingItselfIsFreedAfterTheEventItsDeinitSeesItGone() throws {
    let harness = Harness()
    let screen = harness.screen("S")
    weak var freed: ReentrantDeinitAction?
    do {
      let action = ReentrantDeinitAction("self-removing", host: screen, trace: harness.trace)
      action.onEvent = { [unowned screen, unowned action] event in
        if event == .willAppear { screen.removeLifeCircleAction(action) }
      }
      screen.registerLifeCircleAction(action)
      freed = action
    }
    _ = harness.scene.showWindow(screen)
    #expect(freed == nil)
    #expect(
      harness.trace.lines == [
        "S.viewDidLoad", "S.willAppear(false)", "self-removing:S.willAppear",
        "self-removing.deinit own=0 global=0", "S.didAppear(false)", "late:S.didAppear(false)",
      ])
  }

  @Test func aGlobalActionRemovedByAnotherIsFreedAfterTheEventItsDeinitSeesItGone() throws {
    let harness = Harness()
    let screen = harness.screen("S")
    weak var freed: ReentrantDeinitAction?
    let remover = TraceAction("remover", trace: harness.trace)
    do {
      let action = ReentrantDeinitAction("global", host: screen, trace: harness.trace)
      harness.registry.register(action)
      freed = action
    }
    harness.registry.register(remover)
    remover.onEvent = { [unowned harness] _, event in
      guard event == .willAppear, let victim = harness.registry.actions.first else { return }
      harness.registry.remove(victim)
    }
    _ = harness.scene.showWindow(screen)
    #expect(freed == nil)
    #expect(
      harness.trace.lines == [
        "S.viewDidLoad", "S.willAppear(false)", "global:S.willAppear",
        "remover:S.willAppear(false)", "global.deinit own=0 global=1", "S.didAppear(false)",
        "remover:S.didAppear(false)", "late:S.didAppear(false)",
      ])
  }

  @Test func aPoppedScreenWhoseDeinitPushesIsFreedAfterThePopThenItsPushRuns()
    throws
  {
    let harness = Harness()
    let root = harness.screen("Root")
    let nav = harness.navigation(root)
    _ = harness.shownWindow(nav)
    weak var freed: ScreenController?
    do {
      let leaving = harness.make {
        ReentrantDeinitScreen("Leaving", trace: harness.trace) { [unowned harness] in
          harness.screen("Pushed")
        }
      }
      leaving.navigation = nav
      try nav.push(leaving, animated: false)
      freed = leaving
    }
    harness.trace.lines.removeAll()
    _ = try nav.pop(animated: false)
    #expect(freed == nil)
    #expect(
      harness.trace.lines == [
        "Root.willAppear(false)", "Root.didAppear(false)", "Leaving.deinit stack=[\"Root\"]",
        "Pushed.viewDidLoad", "Root.willDisappear(false)", "Pushed.willAppear(false)[toParent]",
        "Root.didDisappear(false)", "Pushed.didAppear(false)[toParent]",
      ])
    #expect(nav.viewControllers.map(\.title) == ["Root", "Pushed"])
    #expect(nav.engineInvariantViolations.isEmpty)
    #expect(harness.diagnostics.isEmpty)
  }
}
