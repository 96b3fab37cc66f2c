import Lifecycle
import Testing

@MainActor
@Suite struct NavigationTests {
  @Test func pushOrder() throws {
    let world = Harness()
    let a = world.screen("A")
    let nav = world.navigation(a)
    _ = world.shownWindow(nav)
    let b = world.screen("B")

    try nav.push(b, animated: true)

    world.expectTrace([
      "B.viewDidLoad",
      "A.willDisappear(true)", "B.willAppear(true)[toParent]",
      "A.didDisappear(true)", "B.didAppear(true)[toParent]",
    ])
    #expect(same(nav.viewControllers, [a, b]))
    #expect(nav.topController === b)
    #expect(b.navigationController === nav)
    #expect(a.appearanceState == .disappeared && b.appearanceState == .appeared)
  }

  @Test func popOrder() throws {
    let world = Harness()
    let a = world.screen("A")
    let b = world.screen("B")
    let nav = world.navigation(a)
    try nav.push(b)
    _ = world.shownWindow(nav)
    var seenInCallbacks: [String] = []
    b.onEvent = { [unowned b, unowned nav] _ in
      seenInCallbacks.append(
        "\(b.navigationController?.title ?? "nil") \(nav.viewControllers.count)")
    }

    let popped = try nav.pop(animated: false)

    #expect(popped === b)
    world.expectTrace([
      "A.viewDidLoad",
      "B.willDisappear(false)[fromParent]", "A.willAppear(false)",
      "B.didDisappear(false)[fromParent]", "A.didAppear(false)",
    ])
    #expect(seenInCallbacks == ["Nav 1", "Nav 1"])
    #expect(b.navigationController == nil && b.parent == nil)
    #expect(same(nav.viewControllers, [a]))
  }

  @Test func popToRootTouchesOnlyTheOldTopAndTheRoot() throws {
    let world = Harness()
    let (a, b, c) = (world.screen("A"), world.screen("B"), world.screen("C"))
    let nav = world.navigation(a)
    try nav.setViewControllers([a, b, c])
    _ = world.shownWindow(nav)

    let popped = try nav.popToRoot()

    world.expectTrace([
      "A.viewDidLoad",
      "C.willDisappear(true)[fromParent]", "A.willAppear(true)",
      "C.didDisappear(true)[fromParent]", "A.didAppear(true)",
    ])
    #expect(same(popped, [b, c]))
    #expect(b.parent == nil && c.parent == nil)
    #expect(try nav.popToRoot().isEmpty)
    world.expectTrace([])
  }

  @Test func popToAControllerInTheMiddle() throws {
    let world = Harness()
    let (a, b, c, d) = (world.screen("A"), world.screen("B"), world.screen("C"), world.screen("D"))
    let nav = world.navigation(a)
    try nav.setViewControllers([a, b, c, d])
    _ = world.shownWindow(nav)

    let popped = try nav.pop(to: b, animated: true)

    #expect(same(popped, [c, d]))
    world.expectTrace([
      "B.viewDidLoad",
      "D.willDisappear(true)[fromParent]", "B.willAppear(true)",
      "D.didDisappear(true)[fromParent]", "B.didAppear(true)",
    ])
    #expect(try nav.pop(to: b).isEmpty)
  }

  @Test func setViewControllersWithTheSameTopHasNoCallbacks() throws {
    let world = Harness()
    let (a, b, c) = (world.screen("A"), world.screen("B"), world.screen("C"))
    let nav = world.navigation(a)
    try nav.push(c)
    _ = world.shownWindow(nav)

    try nav.setViewControllers([b, c])

    world.expectTrace([])
    #expect(same(nav.viewControllers, [b, c]))
    #expect(a.parent == nil && b.parent === nav)
  }

  @Test func setViewControllersWithANewTopIsPushLike() throws {
    let world = Harness()
    let (a, b, c) = (world.screen("A"), world.screen("B"), world.screen("C"))
    let nav = world.navigation(a)
    _ = world.shownWindow(nav)

    try nav.setViewControllers([a, b, c], animated: true)

    world.expectTrace([
      "C.viewDidLoad",
      "A.willDisappear(true)", "C.willAppear(true)[toParent]",
      "A.didDisappear(true)", "C.didAppear(true)[toParent]",
    ])
    #expect(b.appearanceState == .disappeared && !b.isViewLoaded)
  }

  @Test func setViewControllersWithAnOldControllerOnTopIsPopLike() throws {
    let world = Harness()
    let (a, b, c) = (world.screen("A"), world.screen("B"), world.screen("C"))
    let nav = world.navigation(a)
    try nav.setViewControllers([a, b, c])
    _ = world.shownWindow(nav)

    try nav.setViewControllers([b], animated: false)

    world.expectTrace([
      "B.viewDidLoad",
      "C.willDisappear(false)[fromParent]", "B.willAppear(false)",
      "C.didDisappear(false)[fromParent]", "B.didAppear(false)",
    ])
    #expect(a.parent == nil && c.parent == nil && b.parent === nav)
  }

  @Test func offScreenStackChangesHaveNoCallbacks() throws {
    let world = Harness()
    let a = world.screen("A")
    let nav = world.navigation(a)
    try nav.push(world.screen("B"))
    try nav.pop()
    try nav.setViewControllers([world.screen("C")])
    world.expectTrace([])
    #expect(nav.viewControllers.map(\.title) == ["C"])
  }

  @Test func aNavigationStackShowsOnlyItsTopWhenTheWindowAppears() throws {
    let world = Harness()
    let nav = world.navigation(world.screen("A"))
    try nav.push(world.screen("B"))
    let window = world.make { Window(rootController: nav) }
    window.makeKeyAndVisible()
    world.expectTrace(["B.viewDidLoad", "B.willAppear(false)", "B.didAppear(false)"])
  }

  @Test func interactivePopThatFinishes() throws {
    let world = Harness()
    let (nav, a, b, _) = try world.shownStackOfAB()

    let gesture = try nav.beginInteractivePop()
    world.expectTrace(["A.viewDidLoad", "B.willDisappear(true)[fromParent]", "A.willAppear(true)"])
    #expect(same(nav.viewControllers, [a, b]))

    gesture.finish()
    world.expectTrace(["B.didDisappear(true)[fromParent]", "A.didAppear(true)"])
    #expect(same(nav.viewControllers, [a]))
    #expect(b.parent == nil)
  }

  @Test func interactivePopThatIsCancelled() throws {
    let world = Harness()
    let (nav, a, b, _) = try world.shownStackOfAB()

    let gesture = try nav.beginInteractivePop()
    world.clear()
    gesture.cancel()

    world.expectTrace([
      "A.willDisappear(true)", "A.didDisappear(true)", "B.willAppear(true)", "B.didAppear(true)",
    ])
    #expect(same(nav.viewControllers, [a, b]))
    #expect(b.appearanceState == .appeared && a.appearanceState == .disappeared)
  }

  @Test func endingAnInteractivePopTwiceIsRefused() throws {
    let world = Harness()
    let nav = world.navigation(world.screen("A"))
    try nav.push(world.screen("B"))
    _ = world.shownWindow(nav)
    let gesture = try nav.beginInteractivePop()
    gesture.finish()
    world.clear()

    gesture.cancel()
    gesture.finish()

    world.expectTrace([])
    world.expectDiagnostics(causes: [.interactivePopEndedTwice, .interactivePopEndedTwice])
    #expect(nav.viewControllers.map(\.title) == ["A"])
  }

  @Test func interactivePopRefusals() throws {
    let world = Harness()
    let a = world.screen("A")
    let nav = world.navigation(a)
    world.expectRefusal(.notInVisibleWindow) {
      try nav.push(world.screen("B"))
      world.clear()
      _ = try nav.beginInteractivePop()
    }
    try nav.pop()
    _ = world.shownWindow(nav)
    world.expectRefusal(.cannotPopRoot) { _ = try nav.beginInteractivePop() }
  }

  @Test func pushRefusesBadInputAndChangesNothing() throws {
    let world = Harness()
    let (a, b) = (world.screen("A"), world.screen("B"))
    let nav = world.navigation(a)
    try nav.push(b)
    let window = world.shownWindow(nav)
    let otherParent = world.screen("Other")
    let adopted = world.screen("Adopted")
    try otherParent.addChild(adopted)
    let sheet = world.screen("Sheet")
    try b.present(sheet, style: .sheet)
    let inner = world.navigation(world.screen("Inner"))
    try b.addChild(world.screen("unused"))
    world.clear()

    world.expectRefusal(.alreadyHasParent) { try nav.push(a) }
    world.expectRefusal(.alreadyHasParent) { try nav.push(adopted) }
    world.expectRefusal(.alreadyPresented) { try nav.push(sheet) }
    world.expectRefusal(.isWindowRoot) { try inner.push(nav) }
    world.expectRefusal(.wouldCreateCycle) { try nav.push(nav) }
    world.expectRefusal(.cannotPopRoot) {
      let lone = world.navigation(world.screen("Lone"))
      try lone.pop()
    }
    world.expectRefusal(.notInStack) { try nav.pop(to: adopted) }
    world.expectRefusal(.emptyStack) { try nav.setViewControllers([]) }
    world.expectRefusal(.duplicateControllers) { try nav.setViewControllers([a, b, a]) }
    world.expectRefusal(.alreadyHasParent) { try nav.setViewControllers([a, adopted]) }
    world.expectRefusal(.managedByContainer) { try nav.addChild(world.screen("X")) }
    #expect(same(nav.viewControllers, [a, b]))
    #expect(window.rootController === nav && b.appearanceState == .appeared)

    b.removeFromParent()
    world.expectDiagnostics(causes: [.removeFromParentRefused(.managedByContainer)])
    #expect(same(nav.viewControllers, [a, b]))
  }

  @Test func popOfTheRootNamesIt() {
    let world = Harness()
    let nav = world.navigation(world.screen("Home"), title: "Main")
    #expect {
      try nav.pop()
    } throws: { error in
      String(describing: error)
        == "cannot pop \"Home\" (TracedScreen): it is the root of \"Main\" (NavigationController)"
    }
  }
}
