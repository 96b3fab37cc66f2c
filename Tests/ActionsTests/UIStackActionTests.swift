import Actions
import LifeCircleTesting
import Lifecycle
import Testing

@MainActor
@Suite struct UIStackActionTests {
  private func titles(_ stack: UIStackAction) -> [String] {
    stack.viewControllerStack.map(\.title)
  }

  @Test func followsAJourneyThroughEveryContainer() throws {
    let scene = TestScene()
    let stack = UIStackAction()
    scene.registry.register(stack)
    let home = scene.screen("Home")
    let homeNav = scene.navigation(home, title: "HomeNav")
    let settings = scene.screen("Settings")
    let tabs = scene.make { TabController(tabs: [homeNav, settings], title: "Tabs") }

    let window = scene.showWindow(tabs)
    #expect(titles(stack) == ["Tabs", "HomeNav", "Home"])
    #expect(stack.topController === home)

    try homeNav.push(scene.screen("Detail"))
    #expect(titles(stack) == ["Tabs", "HomeNav", "Detail"])
    try homeNav.push(scene.screen("More"))
    try homeNav.pop()
    #expect(titles(stack) == ["Tabs", "HomeNav", "Detail"])
    try homeNav.popToRoot()
    #expect(titles(stack) == ["Tabs", "HomeNav", "Home"])

    try home.present(scene.screen("Sheet"), style: .sheet)
    #expect(titles(stack) == ["Tabs", "HomeNav", "Home", "Sheet"])
    try home.dismiss()
    #expect(titles(stack) == ["Tabs", "HomeNav", "Home"])

    try home.present(scene.screen("Modal"))
    #expect(titles(stack) == ["Modal"])
    try home.dismiss()
    #expect(titles(stack) == ["Tabs", "HomeNav", "Home"])

    try tabs.select(1)
    #expect(titles(stack) == ["Tabs", "Settings"])

    let badge = scene.screen("Badge")
    try settings.addChild(badge)
    #expect(titles(stack) == ["Tabs", "Settings", "Badge"])
    badge.removeFromParent()
    #expect(titles(stack) == ["Tabs", "Settings"])

    window.hide()
    #expect(stack.viewControllerStack.isEmpty && stack.topController == nil)
    window.makeKeyAndVisible()
    #expect(titles(stack) == ["Tabs", "Settings"])
  }

  @Test func topControllerOfATypeFindsTheTopMostNavigationController() throws {
    let scene = TestScene()
    let stack = UIStackAction()
    scene.registry.register(stack)
    let outer = scene.navigation(scene.screen("A"), title: "Outer")
    scene.show(outer)
    #expect(stack.topController(of: NavigationController.self) === outer)
    #expect(stack.topController(of: TabController.self) == nil)

    let inner = scene.navigation(scene.screen("B"), title: "Inner")
    try outer.present(inner, style: .sheet)
    #expect(stack.topController(of: NavigationController.self) === inner)
    try inner.dismiss()
    #expect(stack.topController(of: NavigationController.self) === outer)
  }

  @Test func registeredLateWithReplayItKnowsWhatIsAlreadyOnScreen() throws {
    let scene = TestScene()
    let nav = scene.navigation(scene.screen("Root"))
    try nav.push(scene.screen("Detail"), animated: false)
    scene.show(scene.make { TabController(tabs: [nav, scene.screen("Other")], title: "Main") })
    let stack = UIStackAction()
    scene.registry.register(stack, replayingCurrentState: true)
    #expect(titles(stack) == ["Main", "Nav", "Detail"])
    try nav.pop(animated: false)
    #expect(titles(stack) == ["Main", "Nav", "Root"])
    #expect(scene.diagnostics.isEmpty)
  }

  @Test func neverReportsAFreedControllerAndFreesWhatWasPopped() throws {
    let scene = TestScene()
    let stack = UIStackAction()
    let once = OnceAction { _, _ in }
    let log = LogAction { _ in }
    for action in [stack, once, log] as [any LifeCircleAction] { scene.registry.register(action) }
    let nav = scene.navigation(scene.screen("Root"))
    scene.show(nav)
    weak var weakPopped: ScreenController?
    weak var weakDismissed: ScreenController?
    weak var weakLost: ScreenController?
    do {
      let popped = scene.screen("Popped")
      weakPopped = popped
      try nav.push(popped)
      try nav.pop()
      let dismissed = scene.screen("Dismissed")
      weakDismissed = dismissed
      try nav.present(dismissed, style: .sheet)
      try nav.dismiss()
      // A window let go while visible keeps itself (and its screens) alive until hidden.
      let lost = scene.screen("Lost")
      weakLost = lost
      scene.make { Window(rootController: lost) }.makeKeyAndVisible()
    }
    #expect(weakPopped == nil && weakDismissed == nil)
    #expect(stack.viewControllerStack.map(\.title) == ["Nav", "Root", "Lost"])
    for window in scene.registry.windows where window.rootController === weakLost { window.hide() }
    #expect(weakLost == nil)
    #expect(stack.viewControllerStack.map(\.title) == ["Nav", "Root"])
    #expect(stack.topController?.title == "Root")
  }

  @Test func aCancelledInteractivePopKeepsTheScreenOnceInItsPlace() throws {
    let scene = TestScene()
    let stack = UIStackAction()
    scene.registry.register(stack)
    let nav = scene.navigation(scene.screen("Root"))
    scene.show(nav)
    try nav.push(scene.screen("Top"))

    try nav.beginInteractivePop().cancel()
    #expect(titles(stack) == ["Nav", "Top"])

    try nav.beginInteractivePop().finish()
    #expect(titles(stack) == ["Nav", "Root"])
  }
}
