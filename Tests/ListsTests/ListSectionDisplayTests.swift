import LifeCircleTesting
import Lifecycle
import Lists
import Testing

/// Section display events: a content section is displayed while one of its content rows is;
/// it starts right before its first row enters and ends right after its last row leaves.
@MainActor
@Suite struct ListSectionDisplayTests {
  @Test func sectionsStartBeforeTheirFirstRowAndEndAfterTheirLastThroughPushAndPop() throws {
    let world = TestScene()
    let source = RowsSource([["a", "b"], ["c"]])
    let recorder = ListRecorder(recordsSections: true)
    let (list, navigation) = try world.pushedList(source: source, recorder: recorder)
    _ = list
    try navigation.push(world.make { ScreenController(title: "Detail") }, animated: false)
    try navigation.pop(animated: false)
    expectListTrace(
      recorder,
      [
        "Feed.willDisappear(false)", "Feed.didDisappear(false)",
        "Feed.didEndDisplaying [0, 0]", "Feed.didEndDisplaying [0, 1]",
        "Feed.didEndDisplayingSection 0", "Feed.didEndDisplaying [1, 0]",
        "Feed.didEndDisplayingSection 1",
        "Feed.willAppear(false)", "Feed.willDisplaySection 0", "Feed.willDisplay [0, 0]",
        "Feed.willDisplay [0, 1]", "Feed.willDisplaySection 1", "Feed.willDisplay [1, 0]",
        "Feed.didAppear(false)",
      ])
  }

  @Test func scrollingASectionOutEndsItAndScrollingOneInStartsIt() {
    let world = TestScene()
    let source = RowsSource([["a", "b"], ["c", "d"]])
    let recorder = ListRecorder(recordsSections: true)
    let list = world.list(
      source: source, recorder: recorder, viewport: ListViewport(firstRow: 0, rowCount: 2))
    world.show(list)
    recorder.reset()
    list.viewport = ListViewport(firstRow: 1, rowCount: 2)
    list.viewport = ListViewport(firstRow: 2, rowCount: 2)
    expectListTrace(
      recorder,
      [
        "Feed.didEndDisplaying [0, 0]", "Feed.willDisplaySection 1", "Feed.willDisplay [1, 0]",
        "Feed.didEndDisplaying [0, 1]", "Feed.didEndDisplayingSection 0",
        "Feed.willDisplay [1, 1]",
      ])
  }

  @Test func aBatchEndsADeletedSectionAtItsBeforeIndexAndShiftsNoOther() throws {
    let world = TestScene()
    let source = RowsSource([["a"], ["b"], ["c"]])
    let recorder = ListRecorder(recordsSections: true)
    let list = world.shownList(source: source, recorder: recorder)
    source.sections = [["x"], ["a"], ["c"]]  // "x" inserted first, "b"'s section deleted
    try list.performBatchUpdates {
      try list.insertSections([0])
      try list.deleteSections([1])
    }
    expectListTrace(
      recorder,
      [
        "Feed.didEndDisplaying [1, 0]", "Feed.didEndDisplayingSection 1",
        "Feed.didUpdate batch deleted sections 1 inserted sections 0",
        "Feed.willDisplaySection 0", "Feed.willDisplay [0, 0]",
      ])
  }

  @Test func aRowMovedIntoAnotherSectionEndsItsOldSectionAndStartsItsNewOne() throws {
    let world = TestScene()
    let source = RowsSource([["a"], []])
    let recorder = ListRecorder(recordsSections: true)
    let list = world.shownList(source: source, recorder: recorder)
    source.sections = [[], ["a"]]
    try list.moveRow(at: path(0, 0), to: path(0, 1))
    expectListTrace(
      recorder,
      [
        "Feed.didEndDisplayingSection 0", "Feed.didUpdate batch moved rows [0, 0]->[1, 0]",
        "Feed.willDisplaySection 1",
      ])
  }

  @Test func aReloadEndsEverySectionAndStartsThemAgain() {
    let world = TestScene()
    let source = RowsSource([["a"], ["b"]])
    let recorder = ListRecorder(recordsSections: true)
    let list = world.list(source: source, recorder: recorder)
    let window = world.showWindow(list)
    recorder.reset()
    list.reloadData()
    window.hide()
    expectListTrace(
      recorder,
      [
        "Feed.didEndDisplaying [0, 0]", "Feed.didEndDisplayingSection 0",
        "Feed.didEndDisplaying [1, 0]", "Feed.didEndDisplayingSection 1", "Feed.didUpdate reload",
        "Feed.willDisplaySection 0", "Feed.willDisplay [0, 0]", "Feed.willDisplaySection 1",
        "Feed.willDisplay [1, 0]",
        "Feed.willDisappear(false)", "Feed.didDisappear(false)",
        "Feed.didEndDisplaying [0, 0]", "Feed.didEndDisplayingSection 0",
        "Feed.didEndDisplaying [1, 0]", "Feed.didEndDisplayingSection 1",
      ])
  }

  @Test func anInsertedRowNeitherStartsNorKeepsASection() throws {
    let world = TestScene()
    let log = SharedLog()
    let module = AdModule(log)
    let source = RowsSource([["a"], ["b"]])
    let recorder = ListRecorder(recordsSections: true)
    let list = world.list(
      source: source, recorder: recorder, viewport: ListViewport(firstRow: 0, rowCount: 2))
    let ads = ListInsertionLayer(name: "ads")
    ads.delegate = module
    try list.addInsertionLayer(ads)
    try ads.insert("x", at: .afterContentRows(1))  // section 0 shows "a", then the ad "x"
    world.show(list)
    recorder.reset()
    list.viewport = ListViewport(firstRow: 1, rowCount: 2)  // "x" and "b": no row of section 0
    expectListTrace(
      recorder,
      [
        "Feed.didEndDisplaying [0, 0]", "Feed.didEndDisplayingSection 0",
        "Feed.willDisplaySection 1", "Feed.willDisplay [1, 0]",
      ])
    withExtendedLifetime(module) {}
  }
}

/// Section events and prefetching together, through the navigation that moves a list off and on
/// screen: an interactive pop cancelled (nothing ends) then finished, and a full-screen
/// presentation over the list and its dismissal.
@MainActor
@Suite struct ListDisplayEventsNavigationTests {
  /// Sections `[["a", "b"], ["c"]]` with a two-row viewport and a prefetch distance of one,
  /// pushed over a root, the recorder hearing sections and prefetching.
  func pushedFeed(_ world: TestScene, _ source: RowsSource, _ recorder: ListRecorder) throws
    -> (ListController, NavigationController)
  {
    let (list, navigation) = try world.pushedList(source: source, recorder: recorder)
    list.prefetchDataSource = recorder
    list.viewport = ListViewport(firstRow: 0, rowCount: 2)
    list.prefetchDistance = 1
    recorder.reset()
    return (list, navigation)
  }

  @Test func anInteractivePopCancelledKeepsEverythingAndFinishedEndsEverything() throws {
    let world = TestScene()
    let source = RowsSource([["a", "b"], ["c"]])
    let recorder = ListRecorder(recordsSections: true)
    let (_, navigation) = try pushedFeed(world, source, recorder)
    try navigation.beginInteractivePop().cancel()
    expectListTrace(
      recorder, ["Feed.willDisappear(true)", "Feed.willAppear(true)", "Feed.didAppear(true)"])
    try navigation.beginInteractivePop().finish()
    expectListTrace(
      recorder,
      [
        "Feed.willDisappear(true)", "Feed.didDisappear(true)", "Feed.didEndDisplaying [0, 0]",
        "Feed.didEndDisplaying [0, 1]", "Feed.didEndDisplayingSection 0",
        "Feed.cancelPrefetching [0, 0] [0, 1] [1, 0]",
      ])
  }

  @Test func aPresentationOverTheListEndsEverythingAndItsDismissalStartsItAgain() throws {
    let world = TestScene()
    let source = RowsSource([["a", "b"], ["c"]])
    let recorder = ListRecorder(recordsSections: true)
    let (list, _) = try pushedFeed(world, source, recorder)
    let sheet = world.make { ScreenController(title: "Sheet") }
    try list.present(sheet, animated: false)
    try sheet.dismiss(animated: false)
    expectListTrace(
      recorder,
      [
        "Feed.willDisappear(false)", "Feed.didDisappear(false)", "Feed.didEndDisplaying [0, 0]",
        "Feed.didEndDisplaying [0, 1]", "Feed.didEndDisplayingSection 0",
        "Feed.cancelPrefetching [0, 0] [0, 1] [1, 0]",
        "Feed.willAppear(false)", "Feed.prefetch [0, 0] [0, 1] [1, 0]",
        "Feed.willDisplaySection 0", "Feed.willDisplay [0, 0]", "Feed.willDisplay [0, 1]",
        "Feed.didAppear(false)",
      ])
  }
}
