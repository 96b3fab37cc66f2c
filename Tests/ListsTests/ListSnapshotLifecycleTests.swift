import LifeCircleTesting
import Lifecycle
import Lists
import Testing

/// Snapshots with section identity and content updates applied while the list is covered,
/// presented over, hidden with its window, or uncovered by an interactive pop: rows display and
/// cells are asked only on screen, and the list shows the applied content when it comes back.
@MainActor
@Suite struct ListSnapshotLifecycleTests {
  private let shelves = ListSnapshot(sections: [("A", ["a1", "a2"]), ("B", ["b1"])])

  /// The shelves reversed, with "a1" (moved by the section move) reloaded and "a2" reconfigured.
  private var reversedWithUpdates: ListSnapshot<String> {
    var next = ListSnapshot(sections: [("B", ["b1"]), ("A", ["a2", "a1"])])
    next.reloadItems(["a1"])
    next.reconfigureItems(["b1"])
    return next
  }

  /// Applies ``reversedWithUpdates`` to `list` off screen: "b1" stays in its section (B stays,
  /// A moves), so the batch reconfigures it; "a1" moves, so the second change reloads it. No
  /// cell is asked.
  private func applyReversedOffScreen(
    _ list: ListController, _ recorder: ListRecorder, _ titles: Titles,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    titles.titles = ["a1": "A1", "b1": "B1"]
    try list.apply(reversedWithUpdates)
    expectListTrace(
      recorder,
      [
        "Feed.didUpdate batch moved sections 0->1 reconfigured rows [1, 0] moved rows [0, 0]->[1, 1]",
        "Feed.didUpdate batch reloaded rows [1, 1]",
      ], sourceLocation: sourceLocation)
    #expect(titles.asked == [], sourceLocation: sourceLocation)
  }

  /// The list appeared again (not animated) and displayed the reversed shelves, each cell asked
  /// once.
  private func expectReversedShelvesDisplayed(
    _ recorder: ListRecorder, _ titles: Titles, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    expectListTrace(
      recorder,
      [
        "Feed.willAppear(false)", "Feed.willDisplay [0, 0]", "Feed.willDisplay [1, 0]",
        "Feed.willDisplay [1, 1]", "Feed.didAppear(false)",
      ], sourceLocation: sourceLocation)
    #expect(
      titles.asked == ["b1 [0, 0]", "a2 [1, 0]", "a1 [1, 1]"], sourceLocation: sourceLocation)
  }

  private func pushedList(
    _ world: TestScene, titles: Titles
  ) throws -> (
    ListController, NavigationController, ListSnapshotDataSource<String>, ListRecorder, Window
  ) {
    let source = try ListSnapshotDataSource(shelves) { id, path in titles.cell(id, path) }
    let recorder = ListRecorder()
    let list = world.make { ListController(title: "Feed") }
    list.dataSource = source
    recorder.attach(to: list)
    let navigation = world.make { NavigationController(rootController: list) }
    let window = world.showWindow(navigation)
    recorder.reset()
    titles.asked = []
    return (list, navigation, source, recorder, window)
  }

  @Test func coveredByAPushTheListHearsBothChangesAndDisplaysNothingUntilThePop() throws {
    let world = TestScene()
    let titles = Titles()
    let (list, navigation, source, recorder, _) = try pushedList(world, titles: titles)
    try navigation.push(world.make { ScreenController(title: "Detail") }, animated: false)
    expectListTrace(
      recorder,
      [
        "Feed.willDisappear(false)", "Feed.didDisappear(false)", "Feed.didEndDisplaying [0, 0]",
        "Feed.didEndDisplaying [0, 1]", "Feed.didEndDisplaying [1, 0]",
      ])
    try applyReversedOffScreen(list, recorder, titles)
    try navigation.pop(animated: false)
    expectReversedShelvesDisplayed(recorder, titles)
    #expect(list.display.renderedRows() == [["B1"], ["a2", "A1"]])
    expectShows(source, reversedWithUpdates)
  }

  @Test func presentedOverAndWindowHidden() throws {
    let world = TestScene()
    let titles = Titles()
    let (list, navigation, source, recorder, window) = try pushedList(world, titles: titles)
    let modal = world.make { ScreenController(title: "Modal") }
    try navigation.present(modal, animated: false)
    recorder.reset()
    try applyReversedOffScreen(list, recorder, titles)
    try modal.dismiss(animated: false)
    expectReversedShelvesDisplayed(recorder, titles)
    window.hide()
    recorder.reset()
    titles.asked = []
    var back = shelves
    back.reconfigureItems(["a1"])
    try list.apply(back)
    expectListTrace(
      recorder,
      [
        "Feed.didUpdate batch moved sections 0->1 reconfigured rows [1, 1] moved rows [1, 0]->[0, 1]"
      ]
    )
    #expect(titles.asked == [])
    expectShows(source, back)
  }

  @Test func duringAnInteractivePopCancelledThenFinished() throws {
    let world = TestScene()
    let titles = Titles()
    let (list, navigation, source, recorder, _) = try pushedList(world, titles: titles)
    try navigation.push(world.make { ScreenController(title: "Detail") }, animated: false)
    recorder.reset()
    titles.asked = []
    // The gesture shows the list (willAppear): the changes display and ask cells as on screen.
    let cancelled = try navigation.beginInteractivePop()
    titles.titles = ["a1": "A1", "b1": "B1"]
    try list.apply(reversedWithUpdates)
    cancelled.cancel()
    expectListTrace(
      recorder,
      [
        "Feed.willAppear(true)", "Feed.willDisplay [0, 0]", "Feed.willDisplay [0, 1]",
        "Feed.willDisplay [1, 0]",
        "Feed.didUpdate batch moved sections 0->1 reconfigured rows [1, 0] moved rows [0, 0]->[1, 1]",
        "Feed.didEndDisplaying [1, 1]", "Feed.didUpdate batch reloaded rows [1, 1]",
        "Feed.willDisplay [1, 1]", "Feed.willDisappear(true)", "Feed.didDisappear(true)",
        "Feed.didEndDisplaying [0, 0]", "Feed.didEndDisplaying [1, 0]",
        "Feed.didEndDisplaying [1, 1]",
      ])
    #expect(titles.asked == ["a1 [0, 0]", "a2 [0, 1]", "b1 [1, 0]", "b1 [0, 0]", "a1 [1, 1]"])
    titles.asked = []
    let finished = try navigation.beginInteractivePop()
    var back = shelves
    back.reconfigureItems(["a2"])
    try list.apply(back)
    finished.finish()
    expectListTrace(
      recorder,
      [
        "Feed.willAppear(true)", "Feed.willDisplay [0, 0]", "Feed.willDisplay [1, 0]",
        "Feed.willDisplay [1, 1]",
        "Feed.didUpdate batch moved sections 0->1 moved rows [1, 0]->[0, 1]",
        "Feed.didUpdate batch reconfigured rows [0, 1]", "Feed.didAppear(true)",
      ])
    #expect(titles.asked == ["b1 [0, 0]", "a2 [1, 0]", "a1 [1, 1]", "a2 [0, 1]"])
    #expect(list.display.renderedRows() == [["A1", "a2"], ["B1"]])
    expectShows(source, back)
  }
}
