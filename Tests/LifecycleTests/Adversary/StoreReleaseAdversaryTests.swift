import LifeCircleTesting
import Lifecycle
import Testing

// The controller's unchecked `tree` and `dispatch` groups are proven never to let go of the
// last reference to a screen or an action inside an access: every removal from a stack or a
// list of actions keeps the removed object in a local (the popped list, the old stack, the
// gesture, the argument) until the access is over. Each test below makes that local the last
// owner, so the object is freed right after the library's access, and its deinit reads the
// very store it was removed from (in debug builds an overlap would trap).

/// A screen whose deinit reads the children of the controller it was removed from.
@MainActor
private final class ChildrenReadingOnDeinit: TracedScreen {
  weak var watched: ScreenController?

  isolated deinit {
    guard let watched else { return }
    trace.lines.append("\(title).deinit children=\(watched.children.map(\.title))")
  }
}

/// An action whose deinit reads the actions of the controller it was registered on.
@MainActor
private final class ActionsReadingOnDeinit: LifeCircleAction {
  let trace: Trace
  unowned let host: ScreenController
  init(trace: Trace, host: ScreenController) {
    self.trace = trace
    self.host = host
  }
  isolated deinit {
    trace.lines.append(
      "action.deinit own=\(host.lifeCircleActions.count) global=\(host.lifeCircleRegistry.actions.count)"
    )
  }
}

@MainActor
@Suite struct StoreReleaseAdversaryTests {
  /// `popToRoot` removes two screens with one `removeSubrange` on the stack; the popped list
  /// keeps them until the call returns, so each is freed after the access.
  @Test func screensPoppedToTheRootAreFreedAfterTheirRemovalAndReadTheStack() throws {
    let harness = Harness()
    let nav = harness.navigation(harness.screen("Root"))
    try nav.push(harness.make { ChildrenReadingOnDeinit("B", trace: harness.trace) })
    try nav.push(harness.make { ChildrenReadingOnDeinit("C", trace: harness.trace) })
    for case let screen as ChildrenReadingOnDeinit in nav.viewControllers { screen.watched = nav }
    _ = harness.shownWindow(nav)
    _ = try nav.popToRoot(animated: false)
    harness.expectTrace([
      "Root.viewDidLoad", "C.willDisappear(false)[fromParent]", "Root.willAppear(false)",
      "C.didDisappear(false)[fromParent]", "Root.didAppear(false)",
      "B.deinit children=[\"Root\"]", "C.deinit children=[\"Root\"]",
    ])
    #expect(harness.diagnostics.isEmpty)
  }

  /// `setViewControllers` assigns over the stack; the old stack, kept in a local, frees the
  /// screens that left after the assignment.
  @Test func screensReplacedByANewStackAreFreedAfterTheAssignmentAndReadTheStack() throws {
    let harness = Harness()
    let nav = harness.navigation(
      harness.make { ChildrenReadingOnDeinit("A", trace: harness.trace) })
    try nav.push(harness.make { ChildrenReadingOnDeinit("B", trace: harness.trace) })
    for case let screen as ChildrenReadingOnDeinit in nav.viewControllers { screen.watched = nav }
    _ = harness.shownWindow(nav)
    try nav.setViewControllers([harness.screen("X")], animated: false)
    harness.expectTrace([
      "X.viewDidLoad", "B.willDisappear(false)[fromParent]", "X.willAppear(false)[toParent]",
      "B.didDisappear(false)[fromParent]", "X.didAppear(false)[toParent]",
      "A.deinit children=[\"X\"]", "B.deinit children=[\"X\"]",
    ])
    #expect(harness.diagnostics.isEmpty)
  }

  /// A child removed from its parent with no other owner is freed after the removal from the
  /// parent's children; its deinit reads them.
  @Test func aChildRemovedFromItsParentIsFreedAfterTheRemovalAndReadsTheChildren() throws {
    let harness = Harness()
    let parent = harness.screen("P")
    _ = harness.shownWindow(parent)
    do {
      let child = harness.make { ChildrenReadingOnDeinit("K", trace: harness.trace) }
      child.watched = parent
      try parent.addChild(child)
    }
    parent.children[0].removeFromParent()
    harness.expectTrace([
      "K.viewDidLoad", "K.willAppear(false)[toParent]", "K.didAppear(false)[toParent]",
      "K.willDisappear(false)[fromParent]", "K.didDisappear(false)[fromParent]",
      "K.deinit children=[]",
    ])
    #expect(parent.children.isEmpty)
    #expect(harness.diagnostics.isEmpty)
  }

  /// A finished interactive pop removes the leaving screen with the gesture holding it; the
  /// screen is freed once the gesture lets go, after the removal.
  @Test func aScreenPoppedByAFinishedGestureIsFreedAfterItsRemovalAndReadsTheStack() throws {
    let harness = Harness()
    let nav = harness.navigation(harness.screen("A"))
    do {
      let leaving = harness.make { ChildrenReadingOnDeinit("B", trace: harness.trace) }
      leaving.watched = nav
      try nav.push(leaving)
    }
    _ = harness.shownWindow(nav)
    let gesture = try nav.beginInteractivePop()
    gesture.finish()
    harness.expectTrace([
      "A.viewDidLoad", "B.willDisappear(true)[fromParent]", "A.willAppear(true)",
      "B.didDisappear(true)[fromParent]", "A.didAppear(true)", "B.deinit children=[\"A\"]",
    ])
    #expect(nav.viewControllers.map(\.title) == ["A"])
    #expect(harness.diagnostics.isEmpty)
  }

  /// Actions removed with the store as their only other owner (the argument is a copy read from
  /// it) are freed after the removal; their deinits read both lists.
  @Test func actionsRemovedOutsideCallbacksAreFreedAfterTheRemovalAndReadTheLists() throws {
    let harness = Harness()
    let screen = harness.screen("S")
    screen.registerLifeCircleAction(ActionsReadingOnDeinit(trace: harness.trace, host: screen))
    harness.registry.register(ActionsReadingOnDeinit(trace: harness.trace, host: screen))
    screen.removeLifeCircleAction(screen.lifeCircleActions[0])
    harness.registry.remove(harness.registry.actions[0])
    harness.expectTrace(["action.deinit own=0 global=1", "action.deinit own=0 global=0"])
  }
}
