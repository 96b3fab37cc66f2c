import Lifecycle
import Testing

@MainActor
@Suite struct TabTests {
  @Test func tabSwitchOrderIsNewWillAppearFirstAndNotAnimated() throws {
    let world = Harness()
    let (a, b) = (world.screen("A"), world.screen("B"))
    let tabs = world.tabs([a, b])
    _ = world.shownWindow(tabs)

    try tabs.select(1)

    world.expectTrace([
      "B.viewDidLoad",
      "B.willAppear(false)", "A.willDisappear(false)", "A.didDisappear(false)",
      "B.didAppear(false)",
    ])
    #expect(tabs.selectedIndex == 1 && tabs.selectedController === b)
    #expect(a.tabController === tabs && same(tabs.tabs, [a, b]))
  }

  @Test func selectingTheSelectedTabOrAnOffScreenTabHasNoCallbacks() throws {
    let world = Harness()
    let tabs = world.tabs([world.screen("A"), world.screen("B")])
    try tabs.select(0)
    try tabs.select(1)
    world.expectTrace([])
    #expect(tabs.selectedIndex == 1)
  }

  @Test func anIndexOutOfRangeIsRefused() throws {
    let world = Harness()
    let tabs = world.tabs([world.screen("A"), world.screen("B")], title: "Main")
    _ = world.shownWindow(tabs)
    world.expectRefusal(.tabIndexOutOfRange) { try tabs.select(2) }
    world.expectRefusal(.tabIndexOutOfRange) { try tabs.select(-1) }
    #expect(tabs.selectedIndex == 0)
    #expect {
      try tabs.select(5)
    } throws: { error in
      String(describing: error)
        == "tab index 5 is out of range 0..<2 for \"Main\" (TabController)"
    }
  }

  @Test func tabsOfNavigationStacks() throws {
    let world = Harness()
    let recorder = world.globalAction("all")
    let (home, settings) = (world.screen("Home"), world.screen("Settings"))
    let homeNav = world.navigation(home, title: "HomeNav")
    let settingsNav = world.navigation(settings, title: "SettingsNav")
    let tabs = world.tabs([homeNav, settingsNav])
    let window = world.make { Window(rootController: tabs) }
    recorder.onEvent = nil

    window.makeKeyAndVisible()
    world.expectTrace([
      "Home.viewDidLoad",
      "all:Tabs.willAppear(false)", "all:HomeNav.willAppear(false)",
      "Home.willAppear(false)", "all:Home.willAppear(false)",
      "all:Tabs.didAppear(false)", "all:HomeNav.didAppear(false)",
      "Home.didAppear(false)", "all:Home.didAppear(false)",
    ])

    try settingsNav.push(world.screen("Detail"))
    world.expectTrace([])
    try tabs.select(1)
    world.expectTrace([
      "Detail.viewDidLoad",
      "all:SettingsNav.willAppear(false)", "Detail.willAppear(false)",
      "all:Detail.willAppear(false)",
      "all:HomeNav.willDisappear(false)", "Home.willDisappear(false)",
      "all:Home.willDisappear(false)",
      "all:HomeNav.didDisappear(false)", "Home.didDisappear(false)",
      "all:Home.didDisappear(false)",
      "all:SettingsNav.didAppear(false)", "Detail.didAppear(false)",
      "all:Detail.didAppear(false)",
    ])
    #expect(settings.appearanceState == .disappeared)
    #expect(settings.navigationController === settingsNav && settings.tabController === tabs)
  }

  @Test func aPlainContainerHoldingATabController() throws {
    let world = Harness()
    let shell = world.screen("Shell")
    let tabs = world.tabs([world.screen("A"), world.screen("B")])
    try shell.addChild(tabs)
    let banner = world.screen("Banner")
    try shell.addChild(banner)
    _ = world.shownWindow(shell)
    #expect(banner.appearanceState == .appeared)

    try tabs.select(1)

    world.expectTrace([
      "B.viewDidLoad", "B.willAppear(false)", "A.willDisappear(false)",
      "A.didDisappear(false)", "B.didAppear(false)",
    ])
  }
}
