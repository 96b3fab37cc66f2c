import Lifecycle
import Testing

@MainActor
@Suite struct DispatchOrderTests {
  @Test func ownHookThenGlobalThenInstanceOnAppearAndReverseOnDisappear() {
    let world = Harness()
    world.globalAction("g1")
    world.globalAction("g2")
    let screen = world.screen("A")
    screen.registerLifeCircleAction(world.action("i1"))
    screen.registerLifeCircleAction(world.action("i2"))
    let window = world.make { Window(rootController: screen) }

    window.makeKeyAndVisible()
    world.expectTrace([
      "A.viewDidLoad",
      "A.willAppear(false)", "g1:A.willAppear(false)", "g2:A.willAppear(false)",
      "i1:A.willAppear(false)", "i2:A.willAppear(false)",
      "A.didAppear(false)", "g1:A.didAppear(false)", "g2:A.didAppear(false)",
      "i1:A.didAppear(false)", "i2:A.didAppear(false)",
    ])

    window.hide()
    world.expectTrace([
      "A.willDisappear(false)", "i2:A.willDisappear(false)", "i1:A.willDisappear(false)",
      "g2:A.willDisappear(false)", "g1:A.willDisappear(false)",
      "A.didDisappear(false)", "i2:A.didDisappear(false)", "i1:A.didDisappear(false)",
      "g2:A.didDisappear(false)", "g1:A.didDisappear(false)",
    ])
  }

  @Test func animatedFlagReachesHookAndActions() {
    let world = Harness()
    world.globalAction("g")
    let screen = world.screen("A")
    screen.beginAppearanceTransition(true, animated: true)
    screen.endAppearanceTransition()
    world.expectTrace([
      "A.viewDidLoad", "A.willAppear(true)", "g:A.willAppear(true)",
      "A.didAppear(true)", "g:A.didAppear(true)",
    ])
  }

  @Test func viewDidLoadRunsOnceBeforeFirstWillAppear() {
    let world = Harness()
    let screen = world.screen("A")
    #expect(!screen.isViewLoaded)
    let window = world.make { Window(rootController: screen) }
    window.makeKeyAndVisible()
    window.hide()
    window.makeKeyAndVisible()
    screen.loadViewIfNeeded()
    #expect(screen.isViewLoaded)
    world.expectTrace([
      "A.viewDidLoad", "A.willAppear(false)", "A.didAppear(false)",
      "A.willDisappear(false)", "A.didDisappear(false)",
      "A.willAppear(false)", "A.didAppear(false)",
    ])
  }

  @Test func loadViewIfNeededLoadsWithoutAppearing() {
    let world = Harness()
    let screen = world.screen("A")
    screen.loadViewIfNeeded()
    screen.loadViewIfNeeded()
    #expect(screen.isViewLoaded)
    #expect(screen.appearanceState == .disappeared)
    world.expectTrace(["A.viewDidLoad"])
  }

  @Test func stateSeenInsideEachHookIsTheNewState() {
    let world = Harness()
    let screen = world.screen("A")
    var seen: [AppearanceState] = []
    screen.onEvent = { [unowned screen] _ in seen.append(screen.appearanceState) }
    let window = world.make { Window(rootController: screen) }
    window.makeKeyAndVisible()
    window.hide()
    #expect(seen == [.appearing, .appeared, .disappearing, .disappeared])
  }
}
