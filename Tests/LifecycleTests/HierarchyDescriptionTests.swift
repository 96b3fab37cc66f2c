import Lifecycle
import Testing

@MainActor
@Suite struct HierarchyDescriptionTests {
  @Test func aWindowOfTabsOfStacksWithASheetReadsAsATree() throws {
    let world = Harness()
    let (home, detail, settings) = (
      world.plainScreen("Home"), world.plainScreen("Detail"), world.plainScreen("Settings")
    )
    let feed = world.navigation(home, title: "Feed")
    let more = world.navigation(settings, title: "More")
    let tabs = world.tabs([feed, more], title: "Main")
    let window = world.shownWindow(tabs)
    try feed.push(detail, animated: false)
    let compose = world.navigation(world.plainScreen("Draft"), title: "Compose")
    try detail.present(compose, style: .sheet, animated: true)
    world.globalAction("log")

    #expect(
      window.hierarchyDescription == """
        Window (visible)
          "Main" (TabController) appeared
            "Feed" (NavigationController) appeared, selected
              "Home" (ScreenController) disappeared
              "Detail" (ScreenController) appeared, top
            "More" (NavigationController) disappeared
              "Settings" (ScreenController) disappeared, top
            "Compose" (NavigationController) appeared, presented (sheet)
              "Draft" (ScreenController) appeared, top
        """)
    #expect(
      compose.hierarchyDescription == """
        "Compose" (NavigationController) appeared, presented (sheet)
          "Draft" (ScreenController) appeared, top
        """)
    #expect(detail.hierarchyDescription == #""Detail" (ScreenController) appeared, top"#)
    // Reading it delivered nothing and loaded nothing: the tab never shown is still unloaded.
    world.expectTrace([])
    world.expectDiagnostics([])
    #expect(!settings.isViewLoaded)
  }

  @Test func aFullScreenPresentationCoversItsPresenterAndContainedChildrenShowUnderTheirParent()
    throws
  {
    let world = Harness()
    let root = world.plainScreen("Root")
    try root.addChild(world.plainScreen("Banner"))
    let window = world.shownWindow(root)
    try root.present(world.plainScreen("Player"), style: .fullScreen, animated: false)

    #expect(
      window.hierarchyDescription == """
        Window (visible)
          "Root" (ScreenController) disappeared
            "Banner" (ScreenController) disappeared
            "Player" (ScreenController) appeared, presented (fullScreen)
        """)
  }

  @Test func aHiddenWindowShowsEverythingDisappearedWithItsPresentationsKept() throws {
    let world = Harness()
    let nav = world.navigation(world.plainScreen("Home"))
    let window = world.shownWindow(nav)
    try nav.present(world.plainScreen("Sheet"), style: .sheet, animated: false)
    window.hide()

    #expect(
      window.hierarchyDescription == """
        Window (hidden)
          "Nav" (NavigationController) disappeared
            "Home" (ScreenController) disappeared, top
            "Sheet" (ScreenController) disappeared, presented (sheet)
        """)
    let neverShown = world.make { Window(rootController: world.plainScreen("Alone")) }
    #expect(
      neverShown.hierarchyDescription == """
        Window (hidden)
          "Alone" (ScreenController) disappeared
        """)
  }

  @Test func anInteractivePopShowsBothSidesHalfWay() throws {
    let world = Harness()
    let nav = world.navigation(world.plainScreen("Home"))
    try nav.push(world.plainScreen("Detail"), animated: false)
    _ = world.shownWindow(nav)
    let pop = try nav.beginInteractivePop()

    #expect(
      nav.hierarchyDescription == """
        "Nav" (NavigationController) appeared
          "Home" (ScreenController) appearing
          "Detail" (ScreenController) disappearing, top
        """)
    pop.cancel()
    #expect(
      nav.hierarchyDescription == """
        "Nav" (NavigationController) appeared
          "Home" (ScreenController) disappeared
          "Detail" (ScreenController) appeared, top
        """)
  }
}
