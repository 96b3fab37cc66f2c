import LifeCircleTesting
import Lifecycle
import Lists
import Testing

@MainActor
@Suite struct ListReentrancyTests {
  @Test func loadMoreFromTheLastRowsWillDisplayRunsAfterTheUpdatesLastCallback() throws {
    let world = TestScene()
    let source = RowsSource(rows: ["a", "b"])
    let recorder = ListRecorder()
    let delegate = ScriptedDelegate()
    let list = world.list(source: source, recorder: recorder)
    list.delegate = delegate
    var pages = 1
    delegate.onWillDisplay = { [unowned list, unowned source] path in
      guard path.row == source.sections[0].count - 1, pages < 3 else { return }
      pages += 1
      let start = source.sections[0].count
      source.sections[0] += ["p\(pages)"]
      // Queued: the work under way (the display pass, inside the window's appearance) finishes
      // first; the tree's one queue runs the batch after the appearance's last callback.
      try? list.insertRows(at: [ListIndexPath(row: start, section: 0)])
      #expect(list.numberOfRows(inSection: 0) == start)
    }
    world.show(list)
    expectListTrace(
      recorder,
      [
        "Feed.willAppear(false)", "Feed.willDisplay [0, 0]", "Feed.willDisplay [0, 1]",
        "Feed.didAppear(false)",
        "Feed.didUpdate batch inserted rows [0, 2]", "Feed.willDisplay [0, 2]",
        "Feed.didUpdate batch inserted rows [0, 3]", "Feed.willDisplay [0, 3]",
      ])
    #expect(list.display.renderedRows() == [["a", "b", "p2", "p3"]])
    // Each page changed the data before asking for its rows: the list says so, each time.
    world.expectDiagnostics([.dataChangedBeforeQueuedUpdate, .dataChangedBeforeQueuedUpdate])
  }

  @Test func aQueuedBatchThatFailsIsReportedAndChangesNothing() throws {
    let world = TestScene()
    let source = RowsSource(rows: ["a", "b"])
    let recorder = ListRecorder()
    let delegate = ScriptedDelegate()
    let list = world.list(source: source, recorder: recorder)
    list.delegate = delegate
    world.show(list)
    recorder.reset()
    delegate.onWillDisplay = { [unowned list, unowned source] _ in
      delegate.onWillDisplay = nil
      // Declares one insert but the source grows by two: refused when its turn comes.
      source.sections[0] += ["x", "y"]
      try? list.insertRows(at: [ListIndexPath(row: 2, section: 0)])
    }
    source.sections[0][0] = "A"
    try list.reloadRows(at: [path(0)])
    let after = ListState(list)
    expectListTrace(
      recorder,
      [
        "Feed.didEndDisplaying [0, 0]", "Feed.didUpdate batch reloaded rows [0, 0]",
        "Feed.willDisplay [0, 0]",
      ])
    #expect(after.counts == [2])
    #expect(after.cells == ["A", "b"])
    // The data changed before the queued insert: said when it is asked (the cure: a batch
    // block), then its failure in its turn.
    #expect(
      world.diagnostics.last?.message
        == "queued batch update on \"Feed\" (ListController) failed: invalid number of rows in section 0: the batch gives 3, the data source has 4"
    )
    world.expectDiagnostics([.dataChangedBeforeQueuedUpdate, .queuedOperationFailed])
  }

  @Test func aQueuedReloadSupersedesTheBatchesQueuedBeforeIt() throws {
    let world = TestScene()
    let source = RowsSource(rows: ["a"])
    let recorder = ListRecorder()
    let delegate = ScriptedDelegate()
    let list = world.list(source: source, recorder: recorder)
    list.delegate = delegate
    world.show(list)
    recorder.reset()
    delegate.onWillDisplay = { [unowned list, unowned source] _ in
      delegate.onWillDisplay = nil
      source.sections[0] += ["b"]
      try? list.insertRows(at: [path(1)])
      source.sections[0] += ["c"]
      list.reloadData()
    }
    try list.reloadRows(at: [path(0)])
    expectListTrace(
      recorder,
      [
        "Feed.didEndDisplaying [0, 0]", "Feed.didUpdate batch reloaded rows [0, 0]",
        "Feed.willDisplay [0, 0]", "Feed.didEndDisplaying [0, 0]", "Feed.didUpdate reload",
        "Feed.willDisplay [0, 0]", "Feed.willDisplay [0, 1]", "Feed.willDisplay [0, 2]",
      ])
    // The insert was asked after the data changed (outside a batch block): said once.
    world.expectDiagnostics([.dataChangedBeforeQueuedUpdate])
  }

  @Test func anUpdateFromTheDataSourceIsQueuedAndTheReloadReadsConsistentCounts() {
    let world = TestScene()
    let source = RowsSource(rows: ["a"])
    let recorder = ListRecorder()
    let list = world.list(source: source, recorder: recorder)
    list.reloadData()
    recorder.reset()
    var asked = false
    source.onRowCount = { [unowned list] _ in
      guard !asked else { return }
      asked = true
      list.reloadData()
      #expect(list.numberOfRows(inSection: 0) == 1)
    }
    list.reloadData()
    expectListTrace(recorder, ["Feed.didUpdate reload", "Feed.didUpdate reload"])
    #expect(source.rowQuestions == [0, 0, 0])
  }

  @Test func callbacksThatQueueUpdatesForeverAreCutOff() {
    let world = TestScene()
    let source = RowsSource(rows: ["a"])
    let delegate = ScriptedDelegate()
    let list = world.list(source: source)
    list.delegate = delegate
    delegate.onWillDisplay = { [unowned list] _ in list.reloadData() }
    world.show(list)
    world.expectDiagnostics([.runawayNavigation])
    #expect(list.indexPathsForVisibleRows == [path(0)])
  }

  @Test func navigationFromDidSelectEndsTheRowsAfterTheTapsCallbacks() throws {
    let world = TestScene()
    let source = RowsSource(rows: ["a", "b"])
    let recorder = ListRecorder()
    let delegate = ScriptedDelegate()
    let list = world.list(source: source, recorder: recorder)
    list.delegate = delegate
    let navigation = world.make { NavigationController(rootController: list) }
    world.show(navigation)
    let detail = world.make { ScreenController(title: "Detail") }
    delegate.onSelect = { [unowned navigation] _ in
      try? navigation.push(detail, animated: false)
    }
    recorder.reset()
    try list.display.tapRow(at: DisplayIndexPath(row: 1, section: 0))
    expectListTrace(
      recorder,
      [
        // The delegate pushes from its didSelect: the push waits for the tap's last callback
        // (the recorder, an additional delegate, hears didSelect first), as navigation from any
        // callback does; the rows end after the list's didDisappear.
        "Feed.didSelect [0, 1]", "Feed.willDisappear(false)", "Feed.didDisappear(false)",
        "Feed.didEndDisplaying [0, 0]", "Feed.didEndDisplaying [0, 1]",
      ])
    #expect(list.indexPathsForSelectedRows == [path(1)])
  }
}
