import Lifecycle
import Testing

/// One coordinator per screen tree: every path that delivers callbacks goes through it.
@MainActor
@Suite struct CoordinatorTests {
  @Test func aPushFromTheCallbacksOfAManualBeginWaitsForItsEnd() throws {
    let world = Harness()
    let (a, b) = (world.screen("A"), world.screen("B"))
    let nav = world.navigation(a)
    var pushed = false
    a.onEvent = { [unowned nav, unowned b] event in
      guard event == .willAppear, !pushed else { return }
      pushed = true
      try? nav.push(b, animated: false)
    }
    nav.beginAppearanceTransition(true, animated: true)
    world.expectTrace(["A.viewDidLoad", "A.willAppear(true)"])
    #expect(same(nav.viewControllers, [a]))

    nav.endAppearanceTransition()
    world.expectTrace([
      "A.didAppear(true)",
      "B.viewDidLoad", "A.willDisappear(false)", "B.willAppear(false)[toParent]",
      "A.didDisappear(false)", "B.didAppear(false)[toParent]",
    ])
    #expect(a.appearanceState == .disappeared && b.appearanceState == .appeared)
    world.expectDiagnostics([])
  }

  @Test func aPushOntoAContainerAppearingByHandRunsAfterTheEnd() throws {
    let world = Harness()
    let (a, b) = (world.screen("A"), world.screen("B"))
    let nav = world.navigation(a)
    nav.beginAppearanceTransition(true, animated: false)
    world.clear()
    try nav.push(b, animated: false)
    world.expectTrace([])
    nav.endAppearanceTransition()
    world.expectTrace([
      "A.didAppear(false)",
      "B.viewDidLoad", "A.willDisappear(false)", "B.willAppear(false)[toParent]",
      "A.didDisappear(false)", "B.didAppear(false)[toParent]",
    ])
    world.expectDiagnostics([])
  }

  @Test func controllersOfTwoRegistriesInOneTreeShareItsQueue() throws {
    let world = Harness()
    let feature = world.secondRegistry()
    let a = world.screen("A")
    let nav = world.navigation(a)
    _ = world.shownWindow(nav)
    let module = LifeCircleRegistry.scoped(feature) { TracedScreen("F", trace: world.trace) }
    let sheet = world.screen("S")
    var presented = false
    module.onEvent = { [unowned module, unowned sheet] event in
      guard event == .willAppear, !presented else { return }
      presented = true
      try? module.present(sheet, style: .sheet, animated: false)
    }
    try nav.push(module, animated: false)
    world.expectTrace([
      "F.viewDidLoad", "A.willDisappear(false)", "F.willAppear(false)[toParent]",
      "A.didDisappear(false)", "F.didAppear(false)[toParent]",
      "S.viewDidLoad", "S.willAppear(false)[presented]", "S.didAppear(false)[presented]",
    ])
    world.expectDiagnostics([])
  }

  @Test func anActionRegisteredInTheOwnHookHearsTheNextEventAndWithReplayTheCurrentOnce() {
    let world = Harness()
    let screen = world.screen("A")
    let (late, replayed) = (world.action("late"), world.action("replayed"))
    screen.onEvent = { [unowned screen] event in
      guard event == .willAppear else { return }
      screen.registerLifeCircleAction(late)
      screen.registerLifeCircleAction(replayed, replayingCurrentState: true)
    }
    drive(screen, to: .appeared, animated: false)
    world.expectTrace([
      "A.viewDidLoad", "A.willAppear(false)", "replayed:A.willAppear(false)",
      "A.didAppear(false)", "late:A.didAppear(false)", "replayed:A.didAppear(false)",
    ])
  }

  @Test func replayAfterACancelledAppearanceInventsNoDidAppear() throws {
    let world = Harness()
    let (nav, a, _, _) = try world.shownStackOfAB()
    let replayed = world.action("r")
    a.onEvent = { [unowned a] event in
      if event == .willDisappear {
        a.registerLifeCircleAction(replayed, replayingCurrentState: true)
      }
    }
    let pop = try nav.beginInteractivePop()
    world.clear()
    pop.cancel()
    world.expectTrace([
      "A.willDisappear(true)", "r:A.willAppear(true)", "r:A.willDisappear(true)",
      "A.didDisappear(true)", "r:A.didDisappear(true)",
      "B.willAppear(true)", "B.didAppear(true)",
    ])
    _ = nav
  }

  @Test func aVisibleWindowStaysAliveUntilHiddenAndIsListed() {
    let world = Harness()
    let root = world.screen("R")
    weak var weakWindow: Window?
    do {
      let window = world.make { Window(rootController: root) }
      weakWindow = window
      window.makeKeyAndVisible()
    }
    #expect(weakWindow != nil)
    #expect(world.registry.windows.count == 1 && world.registry.windows.first === weakWindow)
    #expect(root.appearanceState == .appeared)
    world.clear()

    weakWindow?.hide()
    #expect(weakWindow == nil)
    #expect(world.registry.windows.isEmpty)
    world.expectTrace(["R.willDisappear(false)", "R.didDisappear(false)"])
    // The root is free again: it can join another tree.
    let nav = world.navigation(root)
    #expect(same(nav.viewControllers, [root]))
  }

  @Test func aWindowMadeAndShownOnOneLineShowsItsRoot() {
    let world = Harness()
    let root = world.screen("R")
    world.make { Window(rootController: root) }.makeKeyAndVisible()
    world.expectTrace(["R.viewDidLoad", "R.willAppear(false)", "R.didAppear(false)"])
    #expect(world.registry.windows.first?.rootController === root)
    world.registry.windows.first?.hide()
    #expect(world.registry.windows.isEmpty)
  }

  @Test func aHiddenWindowLetGoFreesItsRootWithItsPresentationsDetachedSilently() throws {
    let world = Harness()
    let (root, sheet) = (world.screen("R"), world.screen("S"))
    do {
      let window = world.make { Window(rootController: root) }
      window.makeKeyAndVisible()
      try root.present(sheet, style: .sheet, animated: false)
      window.hide()
    }
    world.clear()
    #expect(world.registry.windows.isEmpty)
    #expect(root.presentedController == nil && sheet.presentingController == nil)
    #expect(sheet.presentationStyle == nil)
    // Both are free: each can be a window's root again.
    let again = world.make { Window(rootController: sheet) }
    #expect(again.rootController === sheet)
    _ = world.navigation(root)
    world.expectTrace([])
    world.expectDiagnostics([])
  }

  @Test func anInteractivePopLetGoWithoutAnEndIsCancelledWithADiagnostic() throws {
    let world = Harness()
    let (nav, a, b, c) = try world.shownStackOfAB()
    _ = try nav.beginInteractivePop()
    world.expectTrace([
      "A.viewDidLoad", "B.willDisappear(true)[fromParent]", "A.willAppear(true)",
      "A.willDisappear(true)", "A.didDisappear(true)", "B.willAppear(true)", "B.didAppear(true)",
    ])
    world.expectDiagnostics(causes: [.interactivePopReleasedWithoutEnd])
    #expect(same(nav.viewControllers, [a, b]))
    // Navigation is not wedged.
    try nav.push(c, animated: false)
    #expect(same(nav.viewControllers, [a, b, c]))
    #expect(c.appearanceState == .appeared)
  }

  @Test func aFinishedInteractivePopHoldsNoController() throws {
    let world = Harness()
    let a = world.screen("A")
    let nav = world.navigation(a)
    _ = world.shownWindow(nav)
    weak var weakB: ScreenController?
    let pop: InteractivePop
    do {
      let b = world.screen("B")
      weakB = b
      try nav.push(b, animated: false)
      pop = try nav.beginInteractivePop()
    }
    pop.finish()
    #expect(weakB == nil)
    #expect(pop.isEnded)
    #expect(same(nav.viewControllers, [a]))
  }

  @Test func oneCallbackMayQueueAnyNumberOfCallsAndAllRun() {
    let world = Harness()
    let root = world.screen("R")
    let kids = (0..<1_500).map { index in world.make { ScreenController(title: "K\(index)") } }
    root.onEvent = { [unowned root] event in
      guard event == .didAppear else { return }
      for kid in kids { try? root.addChild(kid) }
    }
    _ = world.shownWindow(root)
    #expect(root.children.count == 1_500)
    #expect(kids.allSatisfy { $0.appearanceState == .appeared })
    world.expectDiagnostics([])
  }

  @Test func aHundredThousandNestedChildrenAreShownHiddenAndFreed() throws {
    let world = Harness()
    let depth = 100_000
    // Built bottom-up, so each addChild walks one level.
    var top = world.make { ScreenController(title: "\(depth - 1)") }
    weak let weakDeepest = top
    for level in stride(from: depth - 2, through: 0, by: -1) {
      let parent = world.make { ScreenController(title: "\(level)") }
      try parent.addChild(top)
      top = parent
    }
    do {
      let window = world.make { Window(rootController: top) }
      window.makeKeyAndVisible()
      #expect(weakDeepest?.appearanceState == .appeared)
      window.hide()
      #expect(weakDeepest?.appearanceState == .disappeared)
    }
    top = world.make { ScreenController(title: "spare") }
    #expect(weakDeepest == nil)
    world.expectDiagnostics([])
  }

  @Test func manualForwardingIsRefusedWhereSomeoneElseForwards() throws {
    let world = Harness()
    let (parent, child) = (world.screen("P"), world.screen("C"))
    try parent.addChild(child)
    _ = world.shownWindow(parent)
    child.beginAppearanceTransition(false, animated: false)
    parent.endAppearanceTransition()
    world.expectTrace([])
    world.expectDiagnostics(
      causes: [.manualForwardOfForwardedController, .manualForwardOfForwardedController])
    #expect(child.appearanceState == .appeared && parent.appearanceState == .appeared)
  }

  @Test func aControllerOnScreenByItselfCannotJoinATree() throws {
    let world = Harness()
    let (nav, _, _, _) = try world.shownStackOfAB()
    let loose = world.screen("Loose")
    drive(loose, to: .appeared, animated: false)
    world.clear()
    world.expectRefusal(.alreadyOnScreen) { try nav.push(loose) }
  }

  @Test func aTreeWithAManualTransitionOpenCannotJoinAnother() throws {
    let world = Harness()
    let (nav, _, _, _) = try world.shownStackOfAB()
    let container = world.make { ManualContainer("M", trace: world.trace) }
    let child = world.screen("K")
    try container.addChild(child)
    child.beginAppearanceTransition(true, animated: false)
    world.clear()
    world.expectRefusal(.transitionInProgress) { try nav.push(container) }
    child.endAppearanceTransition()
    world.clear()
    #expect(throws: Never.self) { try nav.push(container, animated: false) }
  }

  @Test func aSelectOnTabsAppearingByHandRunsAfterTheEnd() throws {
    let world = Harness()
    let (first, second) = (world.screen("T0"), world.screen("T1"))
    let tabs = world.tabs([first, second])
    tabs.beginAppearanceTransition(true, animated: false)
    world.clear()
    try tabs.select(1)
    #expect(tabs.selectedIndex == 0)
    tabs.endAppearanceTransition()
    world.expectTrace([
      "T0.didAppear(false)",
      "T1.viewDidLoad", "T1.willAppear(false)", "T0.willDisappear(false)",
      "T0.didDisappear(false)", "T1.didAppear(false)",
    ])
    world.expectDiagnostics([])
  }

  @Test func aLateGlobalActionReplaysToItsRegistrysScreensOnlyAndSkipsOptOuts() throws {
    let world = Harness()
    let feature = world.secondRegistry()
    let (a, b) = (world.screen("A"), world.screen("B"))
    let nav = world.navigation(a)
    try nav.push(b, animated: false)
    let module = LifeCircleRegistry.scoped(feature) { TracedScreen("F", trace: world.trace) }
    try b.addChild(module)
    _ = world.shownWindow(nav)
    let late = world.action("late")
    b.disableGlobalAction(late)
    world.registry.register(late, replayingCurrentState: true)
    // A is covered, B opted out, F belongs to the other registry: only Nav is brought up to date.
    world.expectTrace(["late:Nav.willAppear(false)", "late:Nav.didAppear(false)"])
    feature.register(late, replayingCurrentState: true)
    world.expectTrace(["late:F.willAppear(false)", "late:F.didAppear(false)"])
    world.expectDiagnostics([])
  }

  @Test func aQueuedCallRunsOnTheTreeItsControllerIsInWhenItRuns() throws {
    let world = Harness()
    let (a, sheetRoot, pushed) = (world.screen("A"), world.screen("S"), world.screen("P"))
    let nav = world.navigation(a)
    let sheetNav = world.navigation(sheetRoot, title: "SheetNav")
    _ = world.shownWindow(nav)
    var queued = false
    a.onEvent = { [unowned nav, unowned sheetNav, unowned pushed] event in
      guard event == .willDisappear, !queued else { return }
      queued = true
      // Both are queued on the window's tree, where SheetNav is being presented; the dismissal
      // runs first, so the push finds SheetNav on its own, off screen, and runs silently there.
      try? nav.dismiss(animated: false)
      try? sheetNav.push(pushed, animated: false)
    }
    try nav.present(sheetNav, style: .fullScreen, animated: false)
    world.expectTrace([
      "S.viewDidLoad", "A.willDisappear(false)", "S.willAppear(false)", "S.didAppear(false)",
      "A.didDisappear(false)",
      "S.willDisappear(false)", "A.willAppear(false)", "A.didAppear(false)",
      "S.didDisappear(false)",
    ])
    #expect(same(sheetNav.viewControllers, [sheetRoot, pushed]))
    #expect(pushed.appearanceState == .disappeared && sheetNav.presentingController == nil)
    world.expectDiagnostics([])
  }

  /// Found by the fuzzer (seed 18, 5,000 steps): a queued `removeFromParent` was checked only
  /// when called, so one that ran after its controller joined a stack emptied the stack.
  @Test func aQueuedRemoveFromParentIsCheckedAgainWhenItRuns() throws {
    let world = Harness()
    let (parent, moving, bottom) = (world.screen("P"), world.screen("M"), world.screen("B"))
    let nav = world.navigation(bottom)
    try parent.addChild(moving)
    try parent.addChild(nav)
    let window = world.shownWindow(parent)
    var queued = false
    parent.onEvent = { [unowned moving, unowned nav, unowned bottom] event in
      guard event == .willDisappear, !queued else { return }
      queued = true
      moving.removeFromParent()
      try? nav.setViewControllers([bottom, moving], animated: false)
      moving.removeFromParent()  // its parent is still P now; by the time it runs, it is Nav
    }
    window.hide()
    #expect(same(nav.viewControllers, [bottom, moving]))
    #expect(moving.parent === nav)
    world.expectDiagnostics([.queuedOperationFailed])
  }
}
