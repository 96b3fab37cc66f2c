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
        └ TabController "Main" appeared
          ├ NavigationController "Feed" appeared (selected)
          │ ├ ScreenController "Home" disappeared
          │ └ ScreenController "Detail" appeared (top)
          ├ NavigationController "More" disappeared
          │ └ ScreenController "Settings" disappeared (top)
          └ NavigationController "Compose" appeared (presented, sheet)
            └ ScreenController "Draft" appeared (top) (focused)
        """)
    #expect(
      compose.hierarchyDescription == """
        NavigationController "Compose" appeared (presented, sheet)
        └ ScreenController "Draft" appeared (top) (focused)
        """)
    #expect(detail.hierarchyDescription == #"ScreenController "Detail" appeared (top)"#)
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
        └ ScreenController "Root" disappeared
          ├ ScreenController "Banner" disappeared
          └ ScreenController "Player" appeared (presented, fullScreen) (focused)
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
        └ NavigationController "Nav" disappeared
          ├ ScreenController "Home" disappeared (top)
          └ ScreenController "Sheet" disappeared (presented, sheet)
        """)
    let neverShown = world.make { Window(rootController: world.plainScreen("Alone")) }
    #expect(
      neverShown.hierarchyDescription == """
        Window (hidden)
        └ ScreenController "Alone" disappeared
        """)
  }

  @Test func anInteractivePopShowsBothSidesHalfWay() throws {
    let world = Harness()
    let nav = world.navigation(world.plainScreen("Home"))
    try nav.push(world.plainScreen("Detail"), animated: false)
    _ = world.shownWindow(nav)
    let pop = try nav.beginInteractivePop()

    // Focus stays where it was decided until the gesture ends (here, on Detail).
    #expect(
      nav.hierarchyDescription == """
        NavigationController "Nav" appeared
        ├ ScreenController "Home" appearing
        └ ScreenController "Detail" disappearing (top) (focused)
        """)
    pop.cancel()
    #expect(
      nav.hierarchyDescription == """
        NavigationController "Nav" appeared
        ├ ScreenController "Home" disappeared
        └ ScreenController "Detail" appeared (top) (focused)
        """)
  }
}
