import Lifecycle
import Testing

/// Actions that do what users should not, and what the library guarantees anyway.
@MainActor
@Suite struct AdversarialActionTests {
  @Test func anActionThatRemovesEveryActionStopsTheRestOfTheDispatch() {
    let world = Harness()
    let vandal = world.globalAction("vandal")
    world.globalAction("global")
    let screen = world.screen("A")
    screen.registerLifeCircleAction(world.action("own"))
    vandal.onEvent = { [unowned world] host, _ in
      for action in world.registry.actions { world.registry.remove(action) }
      for action in host.lifeCircleActions { host.removeLifeCircleAction(action) }
    }
    drive(screen, to: .appeared, animated: false)
    world.expectTrace([
      "A.viewDidLoad", "A.willAppear(false)", "vandal:A.willAppear(false)", "A.didAppear(false)",
    ])
    #expect(world.registry.actions.isEmpty && screen.lifeCircleActions.isEmpty)
    world.expectDiagnostics([])
  }

  @Test func theSameActionGloballyAndOnAControllerIsCalledFromEachRegistry() {
    let world = Harness()
    let both = world.globalAction("both")
    let screen = world.screen("A")
    screen.registerLifeCircleAction(both)
    drive(screen, to: .disappearing, animated: false)
    world.expectTrace([
      "A.viewDidLoad",
      "A.willAppear(false)", "both:A.willAppear(false)", "both:A.willAppear(false)",
      "A.didAppear(false)", "both:A.didAppear(false)", "both:A.didAppear(false)",
      "A.willDisappear(false)", "both:A.willDisappear(false)", "both:A.willDisappear(false)",
    ])
    screen.disableGlobalAction(both)
    screen.endAppearanceTransition()
    world.expectTrace(["A.didDisappear(false)", "both:A.didDisappear(false)"])
  }

  @Test func anActionThatPresentsOnEveryAppearanceStopsAtTheBoundWithADiagnostic() {
    let world = Harness()
    let presenter = world.action("presenter")
    var presented = 0
    presenter.onEvent = { [unowned world, unowned presenter] host, event in
      guard event == .didAppear else { return }
      let next = world.make { ScreenController(title: "Modal\(presented)") }
      next.registerLifeCircleAction(presenter)
      presented += 1
      try? host.present(next, style: .sheet, animated: false)
    }
    let root = world.screen("Root")
    root.registerLifeCircleAction(presenter)
    let window = world.make { Window(rootController: root) }
    window.makeKeyAndVisible()

    #expect(
      world.diagnostics.first?.message.hasPrefix(
        "calls queued from callbacks reached 1000 generations; dropped the 1 still queued"
      )
        == true)
    world.expectDiagnostics([.runawayNavigation])
    // The window's root presented once from its own appearance, then each of the 1,000 queued
    // presentations ran and queued the next; the 1,001st was dropped.
    #expect(presented == TreeEngine.generationLimit + 1)
    var chain = 0
    var top: ScreenController = root
    while let next = top.presentedController, next !== top {
      chain += 1
      top = next
    }
    #expect(chain == TreeEngine.generationLimit)
    #expect(top.appearanceState == .appeared)
    #expect(window.isVisible)
  }

  @Test func anActionThatPopsItsHostWhileItAppearsIsSafe() throws {
    let world = Harness()
    let (a, b) = (world.screen("A"), world.screen("B"))
    let nav = world.navigation(a)
    _ = world.shownWindow(nav)
    let popper = world.action("popper")
    popper.onEvent = { host, event in
      if event == .didAppear { _ = try? host.navigationController?.pop(animated: false) }
    }
    b.registerLifeCircleAction(popper)

    try nav.push(b, animated: false)

    #expect(same(nav.viewControllers, [a]))
    #expect(a.appearanceState == .appeared && b.appearanceState == .disappeared)
    world.expectDiagnostics([])
  }
}
