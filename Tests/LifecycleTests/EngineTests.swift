import Lifecycle
import Testing

/// One engine per tree delivers every callback; navigation made while any tree delivers waits
/// behind it, whatever tree it targets (Lifecycle's "Coordination and windows" article).
@MainActor
@Suite struct EngineTests {
  @Test func aCallIntoASecondIdleTreeFromWillDisappearRunsAfterTheFirstTransitionsLastCallback()
    throws
  {
    let world = Harness()
    let (a, b) = (world.screen("A"), world.screen("B"))
    let (x, y) = (world.screen("X"), world.screen("Y"))
    let first = world.navigation(a, title: "First")
    let second = world.navigation(x, title: "Second")
    let windows = (world.shownWindow(first), world.shownWindow(second))
    var called = false
    a.onEvent = { [unowned second, unowned y] event in
      guard event == .willDisappear, !called else { return }
      called = true
      try? second.push(y, animated: false)
      // Queued behind the first tree's push: nothing of the second tree happened yet.
      #expect(same(second.viewControllers, [x]))
    }
    try first.push(b, animated: false)
    world.expectTrace([
      "B.viewDidLoad", "A.willDisappear(false)", "B.willAppear(false)[toParent]",
      "A.didDisappear(false)", "B.didAppear(false)[toParent]",
      "Y.viewDidLoad", "X.willDisappear(false)", "Y.willAppear(false)[toParent]",
      "X.didDisappear(false)", "Y.didAppear(false)[toParent]",
    ])
    #expect(same(second.viewControllers, [x, y]))
    #expect(windows.0.engineInvariantViolations == [])
    #expect(windows.1.engineInvariantViolations == [])
    world.expectDiagnostics([])
  }

  @Test func aCallOutsideEveryCallbackRunsAtOnceOnAnIdleTreeWhileAnotherIsHeld() throws {
    let world = Harness()
    let (nav, _, _, _) = try world.shownStackOfAB()
    let (x, y) = (world.screen("X"), world.screen("Y"))
    let second = world.navigation(x, title: "Second")
    _ = world.shownWindow(second)
    let gesture = try nav.beginInteractivePop()
    world.clear()
    try second.push(y, animated: false)  // the first tree is held; the second is not
    world.expectTrace([
      "Y.viewDidLoad", "X.willDisappear(false)", "Y.willAppear(false)[toParent]",
      "X.didDisappear(false)", "Y.didAppear(false)[toParent]",
    ])
    gesture.cancel()
    world.clear()
    world.expectDiagnostics([])
  }

  @Test func aCallQueuedFromAnotherTreeWaitsInItsTargetsQueueWhileThatTreeIsHeld() throws {
    let world = Harness()
    let (nav, a, b, c) = try world.shownStackOfAB()
    a.loadViewIfNeeded()
    let (x, y) = (world.screen("X"), world.screen("Y"))
    let second = world.navigation(x, title: "Second")
    _ = world.shownWindow(second)
    let gesture = try nav.beginInteractivePop()
    var called = false
    x.onEvent = { [unowned nav, unowned c] event in
      guard event == .willDisappear, !called else { return }
      called = true
      try? nav.push(c, animated: false)  // into the held first tree
    }
    world.clear()
    try second.push(y, animated: false)
    world.expectTrace([
      "Y.viewDidLoad", "X.willDisappear(false)", "Y.willAppear(false)[toParent]",
      "X.didDisappear(false)", "Y.didAppear(false)[toParent]",
    ])
    #expect(same(nav.viewControllers, [a, b]))
    gesture.finish()
    world.expectTrace([
      "B.didDisappear(true)[fromParent]", "A.didAppear(true)",
      "C.viewDidLoad", "A.willDisappear(false)", "C.willAppear(false)[toParent]",
      "A.didDisappear(false)", "C.didAppear(false)[toParent]",
    ])
    #expect(same(nav.viewControllers, [a, c]))
    world.expectDiagnostics([])
  }

  @Test func addChildThenRemoveFromParentInOneCallbackLeavesTheChildWithoutAParent() throws {
    let world = Harness()
    let (parent, trigger, child) = (world.screen("P"), world.screen("T"), world.screen("C"))
    _ = world.shownWindow(parent)
    var called = false
    trigger.onEvent = { [unowned parent, unowned child] event in
      guard event == .willAppear, !called else { return }
      called = true
      try? parent.addChild(child)
      child.removeFromParent()  // no parent yet: queued too, it finds the one addChild gave
    }
    try parent.addChild(trigger)
    world.expectTrace([
      "T.viewDidLoad", "T.willAppear(false)[toParent]", "T.didAppear(false)[toParent]",
      "C.viewDidLoad", "C.willAppear(false)[toParent]", "C.didAppear(false)[toParent]",
      "C.willDisappear(false)[fromParent]", "C.didDisappear(false)[fromParent]",
    ])
    #expect(child.parent == nil)
    #expect(same(parent.children, [trigger]))
    world.expectDiagnostics([])
  }

  @Test func aQueuedPopBoundToTheTopFailsWhenAGestureTookThatTopFirst() throws {
    let world = Harness()
    let (nav, a, b, _) = try world.shownStackOfAB()
    a.loadViewIfNeeded()
    let gesture = try nav.beginInteractivePop()
    world.clear()
    let returned = try nav.pop(animated: false)  // held: queued, bound to B
    #expect(returned === b)
    gesture.finish()
    world.expectTrace(["B.didDisappear(true)[fromParent]", "A.didAppear(true)"])
    #expect(same(nav.viewControllers, [a]))
    world.expectDiagnostics([.queuedOperationFailed])
  }

  @Test func aGestureCannotBeginInsideAnotherTreesCallbacks() throws {
    let world = Harness()
    let (nav, a, _, _) = try world.shownStackOfAB()
    a.loadViewIfNeeded()
    let (x, y) = (world.screen("X"), world.screen("Y"))
    let second = world.navigation(x, title: "Second")
    _ = world.shownWindow(second)
    var refusal: NavigationError?
    y.onEvent = { [unowned nav] event in
      guard event == .didAppear, refusal == nil else { return }
      do {
        _ = try nav.beginInteractivePop()
      } catch {
        refusal = error as? NavigationError
      }
    }
    try second.push(y, animated: false)
    #expect(refusal?.reason == .transitionInProgress)
    world.clear()
    world.expectDiagnostics([])
    y.onEvent = nil
  }

  @Test func manualForwardingFromACallbackRunsAtOnceInsideIt() throws {
    let world = Harness()
    let host = world.screen("H")
    let (x, y) = (world.screen("X"), world.screen("Y"))
    let second = world.navigation(x, title: "Second")
    _ = world.shownWindow(second)
    var forwarded = false
    y.onEvent = { [unowned host] event in
      guard event == .willAppear, !forwarded else { return }
      forwarded = true
      host.beginAppearanceTransition(true, animated: false)
      host.endAppearanceTransition()
    }
    try second.push(y, animated: false)
    world.expectTrace([
      "Y.viewDidLoad", "X.willDisappear(false)", "Y.willAppear(false)[toParent]",
      "H.viewDidLoad", "H.willAppear(false)", "H.didAppear(false)",
      "X.didDisappear(false)", "Y.didAppear(false)[toParent]",
    ])
    #expect(host.appearanceState == .appeared)
    #expect(host.engineInvariantViolations == [])
    world.expectDiagnostics([])
  }

  @Test func aGestureFinishedInsideAnotherTreesCallbackHandsItsQueueToThatTreesWork() throws {
    let world = Harness()
    let (nav, a, _, c) = try world.shownStackOfAB()
    a.loadViewIfNeeded()
    let (x, y) = (world.screen("X"), world.screen("Y"))
    let second = world.navigation(x, title: "Second")
    _ = world.shownWindow(second)
    let gesture = try nav.beginInteractivePop()
    try nav.push(c, animated: false)  // held: waits in the first tree's queue
    var finished = false
    y.onEvent = { [unowned gesture] event in
      guard event == .willAppear, !finished else { return }
      finished = true
      gesture.finish()  // runs at once, inside the second tree's push
    }
    world.clear()
    try second.push(y, animated: false)
    world.expectTrace([
      "Y.viewDidLoad", "X.willDisappear(false)", "Y.willAppear(false)[toParent]",
      "B.didDisappear(true)[fromParent]", "A.didAppear(true)",
      "X.didDisappear(false)", "Y.didAppear(false)[toParent]",
      // The push the gesture held waits for the second tree's push to end.
      "C.viewDidLoad", "A.willDisappear(false)", "C.willAppear(false)[toParent]",
      "A.didDisappear(false)", "C.didAppear(false)[toParent]",
    ])
    #expect(nav.engineInvariantViolations == [] && second.engineInvariantViolations == [])
    world.expectDiagnostics([])
    y.onEvent = nil
  }

  @Test func aReplayThatNavigatesInAnotherTreeRunsThatCallAfterTheReplay() throws {
    let world = Harness()
    let (_, _, b, _) = try world.shownStackOfAB()
    let (x, y) = (world.screen("X"), world.screen("Y"))
    let second = world.navigation(x, title: "Second")
    _ = world.shownWindow(second)
    let late = world.action("late")
    late.onEvent = { [unowned second, unowned y] _, event in
      guard event == .willAppear else { return }
      try? second.push(y, animated: false)
      world.trace.lines.append("late: pushed")
    }
    b.registerLifeCircleAction(late, replayingCurrentState: true)
    world.expectTrace([
      "late:B.willAppear(false)", "late: pushed", "late:B.didAppear(false)",
      "Y.viewDidLoad", "X.willDisappear(false)", "Y.willAppear(false)[toParent]",
      "X.didDisappear(false)", "Y.didAppear(false)[toParent]",
    ])
    world.expectDiagnostics([])
    late.onEvent = nil
  }
}
