import Lifecycle
import Testing

/// A screen that builds a child in `viewDidLoad`, as UIKit code often does.
@MainActor
final class BuildsChildOnLoad: TracedScreen {
  override func viewDidLoad() {
    super.viewDidLoad()
    // The parent is off screen while it loads, so addChild runs at once and cannot fail here.
    // Made in the parent's registry, so it hears the same global actions.
    try? addChild(
      LifeCircleRegistry.scoped(lifeCircleRegistry) { TracedScreen("\(title)-child", trace: trace) }
    )
  }
}

@MainActor
@Suite struct ReentrancyTests {
  @Test func presentingFromDidAppearWaitsForTheTransitionToEnd() throws {
    let world = Harness()
    let root = world.screen("R")
    try root.addChild(world.screen("R1"))
    let modal = world.screen("M")
    let presenter = world.action("presenter")
    presenter.onEvent = { host, event in
      if event == .didAppear, host.presentedController == nil { try? host.present(modal) }
    }
    root.registerLifeCircleAction(presenter)
    let window = world.make { Window(rootController: root) }

    window.makeKeyAndVisible()

    world.expectTrace([
      "R.viewDidLoad", "R1.viewDidLoad",
      "R.willAppear(false)", "presenter:R.willAppear(false)", "R1.willAppear(false)",
      "R.didAppear(false)", "presenter:R.didAppear(false)", "R1.didAppear(false)",
      "M.viewDidLoad",
      "R.willDisappear(true)", "presenter:R.willDisappear(true)", "R1.willDisappear(true)",
      "M.willAppear(true)[presented]", "M.didAppear(true)[presented]",
      "R.didDisappear(true)", "presenter:R.didDisappear(true)", "R1.didDisappear(true)",
    ])
    #expect(root.presentedController === modal)
  }

  @Test func queuedCallsRunInCallOrderAndReturnPredictedResults() throws {
    let world = Harness()
    let (a, b, c) = (world.screen("A"), world.screen("B"), world.screen("C"))
    let nav = world.navigation(a)
    _ = world.shownWindow(nav)
    a.loadViewIfNeeded()
    var popped: String?
    b.onEvent = { [unowned nav, unowned a, unowned b, unowned c] event in
      guard event == .didAppear, nav.topController === b else { return }
      popped = try? nav.pop(animated: false).title
      try? nav.push(c, animated: false)
      #expect(same(nav.viewControllers, [a, b]))
    }

    try nav.push(b, animated: false)

    #expect(popped == "B")
    world.expectTrace([
      "B.viewDidLoad",
      "A.willDisappear(false)", "B.willAppear(false)[toParent]",
      "A.didDisappear(false)", "B.didAppear(false)[toParent]",
      "B.willDisappear(false)[fromParent]", "A.willAppear(false)",
      "B.didDisappear(false)[fromParent]", "A.didAppear(false)",
      "C.viewDidLoad",
      "A.willDisappear(false)", "C.willAppear(false)[toParent]",
      "A.didDisappear(false)", "C.didAppear(false)[toParent]",
    ])
    #expect(same(nav.viewControllers, [a, c]))
  }

  @Test func aQueuedCallThatFailsIsReportedAsADiagnostic() throws {
    let world = Harness()
    let a = world.screen("A")
    let stranger = world.screen("Stranger")
    let nav = world.navigation(a, title: "Main")
    var returned: [ScreenController]?
    a.onEvent = { [unowned nav, unowned stranger] event in
      if event == .didAppear { returned = try? nav.pop(to: stranger) }
    }

    world.make { Window(rootController: nav) }.makeKeyAndVisible()

    #expect(returned?.isEmpty == true)
    #expect(
      world.diagnostics.first?.message
        == "queued pop to \"Stranger\" (TracedScreen) in \"Main\" (NavigationController) failed: \"Stranger\" (TracedScreen) is not in the stack of \"Main\" (NavigationController)"
    )
    world.expectDiagnostics([.queuedOperationFailed])
    #expect(same(nav.viewControllers, [a]))
  }

  @Test func aPopOfTheRootThrowsAtOnceEvenFromACallback() throws {
    let world = Harness()
    let a = world.screen("A")
    let nav = world.navigation(a, title: "Main")
    var reasons: [NavigationError.Reason] = []
    a.onEvent = { [unowned nav] event in
      guard event == .didAppear else { return }
      do { try nav.pop() } catch {
        reasons.append((error as? NavigationError)?.reason ?? .emptyStack)
      }
    }

    world.make { Window(rootController: nav) }.makeKeyAndVisible()

    #expect(reasons == [.cannotPopRoot])
    world.expectDiagnostics([])
    #expect(same(nav.viewControllers, [a]))
  }

  @Test func aQueuedPopReturnsAndPopsTheControllerOnTopWhenItWasCalled() throws {
    let world = Harness()
    let (nav, a, b, c) = try world.shownStackOfAB()
    var returned: ScreenController?
    a.onEvent = { _ in }
    b.onEvent = { [unowned nav, unowned c] event in
      guard event == .willDisappear, returned == nil else { return }
      try? nav.push(c, animated: false)  // queued first: C lands above B
      returned = try? nav.pop(animated: false)  // queued, bound to B, the top now
    }
    try nav.present(world.screen("Sheet"), style: .fullScreen, animated: false)
    world.clear()
    try nav.dismiss(animated: false)

    #expect(returned === b)
    #expect(same(nav.viewControllers, [a]))
    world.expectDiagnostics([])
    b.onEvent = nil  // B's closure holds `returned`, which holds B: break the cycle
  }

  @Test func anInteractivePopHoldsTheQueueUntilItEnds() throws {
    let world = Harness()
    let (nav, a, b, c) = try world.shownStackOfAB()
    a.loadViewIfNeeded()
    let gesture = try nav.beginInteractivePop()
    world.clear()

    try nav.push(c, animated: false)
    world.expectTrace([])
    #expect(same(nav.viewControllers, [a, b]))
    world.expectRefusal(.transitionInProgress) { _ = try nav.beginInteractivePop() }

    gesture.finish()

    world.expectTrace([
      "B.didDisappear(true)[fromParent]", "A.didAppear(true)",
      "C.viewDidLoad",
      "A.willDisappear(false)", "C.willAppear(false)[toParent]",
      "A.didDisappear(false)", "C.didAppear(false)[toParent]",
    ])
    #expect(same(nav.viewControllers, [a, c]))
  }

  @Test func aCallQueuedByTheBeginCallbacksRunsAfterACancel() throws {
    let world = Harness()
    let (nav, a, b, c) = try world.shownStackOfAB()
    a.loadViewIfNeeded()
    c.loadViewIfNeeded()
    world.clear()
    a.onEvent = { [unowned nav, unowned b, unowned c] event in
      if event == .willAppear && nav.topController === b { try? nav.push(c, animated: false) }
    }

    let gesture = try nav.beginInteractivePop()
    world.expectTrace(["B.willDisappear(true)[fromParent]", "A.willAppear(true)"])
    gesture.cancel()

    world.expectTrace([
      "A.willDisappear(true)", "A.didDisappear(true)", "B.willAppear(true)", "B.didAppear(true)",
      "B.willDisappear(false)", "C.willAppear(false)[toParent]",
      "B.didDisappear(false)", "C.didAppear(false)[toParent]",
    ])
    #expect(same(nav.viewControllers, [a, b, c]))
    world.expectDiagnostics([])
  }

  @Test func viewDidLoadCanBuildChildrenThatAppearWithTheirParent() throws {
    let world = Harness()
    let nav = world.navigation(world.screen("A"))
    _ = world.shownWindow(nav)
    let screen = world.make { BuildsChildOnLoad("B", trace: world.trace) }

    try nav.push(screen, animated: false)

    world.expectTrace([
      "B.viewDidLoad", "B-child.viewDidLoad",
      "A.willDisappear(false)", "B.willAppear(false)[toParent]", "B-child.willAppear(false)",
      "A.didDisappear(false)", "B.didAppear(false)[toParent]", "B-child.didAppear(false)",
    ])
    world.expectDiagnostics([])
  }

  @Test func anActionThatPopsItsHostWhileItAppearsLeavesALegalSequence() throws {
    let world = Harness()
    let (a, b) = (world.screen("A"), world.screen("B"))
    let nav = world.navigation(a)
    _ = world.shownWindow(nav)
    a.loadViewIfNeeded()
    let popper = world.action("popper")
    popper.onEvent = { host, event in
      if event == .willAppear { _ = try? host.navigationController?.pop(animated: false) }
    }
    b.registerLifeCircleAction(popper)

    try nav.push(b, animated: false)

    world.expectTrace([
      "B.viewDidLoad",
      "A.willDisappear(false)", "B.willAppear(false)[toParent]", "popper:B.willAppear(false)",
      "A.didDisappear(false)", "B.didAppear(false)[toParent]", "popper:B.didAppear(false)",
      "B.willDisappear(false)[fromParent]", "popper:B.willDisappear(false)",
      "A.willAppear(false)",
      "B.didDisappear(false)[fromParent]", "popper:B.didDisappear(false)",
      "A.didAppear(false)",
    ])
    world.expectDiagnostics([])
  }
}
