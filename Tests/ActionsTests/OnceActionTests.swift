import Actions
import LifeCircleTesting
import Lifecycle
import Testing

@MainActor
@Suite struct OnceActionTests {
  @Test(arguments: LifecycleEvent.allCases)
  func registeredGloballyItFiresOncePerControllerAtItsEvent(event: LifecycleEvent) throws {
    let scene = TestScene()
    var fired: [String] = []
    let once = OnceAction(on: event) { screen, animated in
      fired.append("\(screen.title) \(animated)")
    }
    scene.registry.register(once)
    let (a, b) = (scene.screen("A"), scene.screen("B"))
    let nav = scene.navigation(a)
    let window = scene.showWindow(nav)
    for _ in 0..<2 {
      try nav.push(b, animated: true)
      try nav.pop(animated: true)
    }
    window.hide()

    let expected: [String] =
      switch event {
      case .willAppear, .didAppear: ["Nav false", "A false", "B true"]
      case .willDisappear, .didDisappear: ["A true", "B true", "Nav false"]
      }
    #expect(fired == expected)
    #expect(once.hasFired(for: a) && once.hasFired(for: b) && once.hasFired(for: nav))
  }

  @Test func registeredOnOneControllerItFiresOnceForThatController() throws {
    let scene = TestScene()
    var fired = 0
    let a = scene.screen("A")
    let b = scene.screen("B")
    let once = a.registerLifeCircleAction(OnceAction { _, _ in fired += 1 })
    let nav = scene.navigation(a)
    scene.show(nav)
    try nav.push(b)
    try nav.pop()
    #expect(fired == 1)
    #expect(once.hasFired(for: a) && !once.hasFired(for: b))
  }

  @Test func itNeverKeepsAControllerAlive() throws {
    let scene = TestScene()
    let once = OnceAction { _, _ in }
    scene.registry.register(once)
    let nav = scene.navigation(scene.screen("Root"))
    scene.show(nav)
    weak var weakScreen: ScreenController?
    do {
      let screen = scene.screen("Pushed")
      weakScreen = screen
      try nav.push(screen)
      #expect(once.hasFired(for: screen))
      try nav.pop()
    }
    #expect(weakScreen == nil)
  }
}
