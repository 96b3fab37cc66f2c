import Actions
import LifeCircleTesting
import Lifecycle
import Testing

/// `UIStackAction.viewControllerStack(in:)`: one window's screens, in the merged stack's order.
@MainActor
@Suite struct UIStackActionWindowTests {
  private func titles(_ controllers: [ScreenController]) -> [String] { controllers.map(\.title) }

  @Test func twoWindowsInterleaveInTheStackAndSplitByWindow() throws {
    let scene = TestScene()
    let stack = UIStackAction()
    scene.registry.register(stack)
    let home = scene.screen("Home")
    let homeNav = scene.navigation(home, title: "HomeNav")
    let main = scene.showWindow(homeNav)
    let toast = scene.screen("Toast")
    let overlay = scene.showWindow(toast)
    try homeNav.push(scene.screen("Detail"))

    // One stack, in appearance order: the overlay's screen sits between the main window's.
    #expect(titles(stack.viewControllerStack) == ["HomeNav", "Toast", "Detail"])
    #expect(stack.topController?.title == "Detail")
    #expect(titles(stack.viewControllerStack(in: main)) == ["HomeNav", "Detail"])
    #expect(titles(stack.viewControllerStack(in: overlay)) == ["Toast"])

    overlay.hide()
    #expect(stack.viewControllerStack(in: overlay).isEmpty)
    #expect(titles(stack.viewControllerStack(in: main)) == ["HomeNav", "Detail"])
  }

  @Test func presentationsBelongToThePresentersWindow() throws {
    let scene = TestScene()
    let stack = UIStackAction()
    scene.registry.register(stack)
    let home = scene.screen("Home")
    let main = scene.showWindow(scene.navigation(home, title: "HomeNav"))
    let other = scene.showWindow(scene.screen("Other"))

    let sheet = scene.screen("Sheet")
    try home.present(sheet, style: .sheet)
    let player = scene.screen("Player")
    try sheet.present(player)
    #expect(titles(stack.viewControllerStack(in: main)) == ["HomeNav", "Home", "Player"])
    #expect(titles(stack.viewControllerStack(in: other)) == ["Other"])

    try player.dismiss()
    try sheet.dismiss()
    #expect(titles(stack.viewControllerStack(in: main)) == ["HomeNav", "Home"])
  }

  @Test func childrenOfCustomContainersAndTabsBelongToTheirWindow() throws {
    let scene = TestScene()
    let stack = UIStackAction()
    scene.registry.register(stack)
    let feed = scene.screen("Feed")
    let tabs = scene.make { TabController(tabs: [feed, scene.screen("Profile")], title: "Tabs") }
    let main = scene.showWindow(tabs)
    let badge = scene.screen("Badge")
    try feed.addChild(badge)
    #expect(titles(stack.viewControllerStack(in: main)) == ["Tabs", "Feed", "Badge"])

    // A window that never appeared has no screens on screen.
    let hidden = scene.make { Window(rootController: ScreenController(title: "Hidden")) }
    #expect(stack.viewControllerStack(in: hidden).isEmpty)
  }

  @Test func screensOutsideEveryWindowAreInNoWindowsStack() {
    let scene = TestScene()
    let stack = UIStackAction()
    scene.registry.register(stack)
    let main = scene.showWindow(scene.screen("Home"))
    let byHand = scene.screen("ByHand")  // shown by manual forwarding, outside every window
    byHand.beginAppearanceTransition(true, animated: false)
    byHand.endAppearanceTransition()
    #expect(titles(stack.viewControllerStack) == ["Home", "ByHand"])
    #expect(titles(stack.viewControllerStack(in: main)) == ["Home"])
    byHand.beginAppearanceTransition(false, animated: false)
    byHand.endAppearanceTransition()
  }

  @Test func freedControllersAreNeverListed() throws {
    let scene = TestScene()
    let stack = UIStackAction()
    scene.registry.register(stack)
    let navigation = scene.navigation(scene.screen("Home"), title: "HomeNav")
    let main = scene.showWindow(navigation)
    try navigation.push(scene.screen("Detail"))
    try navigation.pop()
    #expect(titles(stack.viewControllerStack(in: main)) == ["HomeNav", "Home"])
  }
}
