import Lifecycle
import Testing

@MainActor
@Suite struct ContainerMemoryTests {
  @Test func poppedControllersAreFreed() throws {
    let world = Harness()
    let nav = world.navigation(world.screen("A"))
    _ = world.shownWindow(nav)
    weak var weakB: ScreenController?
    weak var weakC: ScreenController?
    weak var weakD: ScreenController?
    do {
      let (b, c, d) = (world.screen("B"), world.screen("C"), world.screen("D"))
      weakB = b
      weakC = c
      weakD = d
      try nav.push(b)
      try nav.pop()
      try nav.push(c)
      try nav.push(d)
    }
    #expect(weakB == nil)
    try nav.popToRoot()
    #expect(weakC == nil && weakD == nil)
  }

  @Test func controllersDroppedBySetViewControllersAreFreed() throws {
    let world = Harness()
    weak var weakA: ScreenController?
    let nav: NavigationController
    do {
      let a = world.screen("A")
      weakA = a
      nav = world.navigation(a)
    }
    _ = world.shownWindow(nav)
    try nav.setViewControllers([world.screen("B")])
    #expect(weakA == nil)
  }

  @Test func anInteractivelyPoppedControllerIsFreed() throws {
    let world = Harness()
    let nav = world.navigation(world.screen("A"))
    _ = world.shownWindow(nav)
    weak var weakB: ScreenController?
    do {
      let b = world.screen("B")
      weakB = b
      try nav.push(b)
      try nav.beginInteractivePop().finish()
    }
    #expect(weakB == nil)
  }

  @Test func dismissedControllersAreFreedAndDoNotHoldTheirPresenter() throws {
    let world = Harness()
    let root = world.screen("Root")
    _ = world.shownWindow(root)
    weak var weakFull: ScreenController?
    weak var weakSheet: ScreenController?
    do {
      let full = world.navigation(world.screen("Inner"), title: "Full")
      let sheet = world.screen("Sheet")
      weakFull = full
      weakSheet = sheet
      try root.present(full)
      try full.present(sheet, style: .sheet)
    }
    #expect(weakFull != nil && weakSheet != nil)
    try root.dismiss()
    #expect(weakFull == nil && weakSheet == nil)
  }

  @Test func aWindowRootReplacedWithItsWholeTreeIsFreed() throws {
    let world = Harness()
    weak var weakTabs: ScreenController?
    weak var weakDetail: ScreenController?
    let window: Window
    do {
      let detail = world.screen("Detail")
      let nav = world.navigation(world.screen("Home"))
      try nav.push(detail)
      let tabs = world.tabs([nav, world.screen("Other")])
      weakTabs = tabs
      weakDetail = detail
      window = world.shownWindow(tabs)
      try tabs.present(world.screen("Modal"))
    }
    try window.setRootController(world.screen("Next"))
    #expect(weakTabs == nil && weakDetail == nil)
  }
}
