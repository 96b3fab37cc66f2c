import LifeCircleTesting
import Lifecycle
import Lists
import Testing

@MainActor
@Suite struct ListBatchTests {
  /// A shown list of rows `a` to `e` with a three-row viewport, its source and recorder, traces
  /// cleared.
  private func shownList(
    _ world: TestScene, rows: [String] = ["a", "b", "c", "d", "e"], rowCount: Int? = 3
  ) -> (ListController, RowsSource, ListRecorder) {
    let source = RowsSource(rows: rows)
    let recorder = ListRecorder()
    let list = world.list(
      source: source, recorder: recorder, viewport: ListViewport(firstRow: 0, rowCount: rowCount))
    world.show(list)
    recorder.reset()
    source.forgetQuestions()
    return (list, source, recorder)
  }

  @Test func aRowInsertedAtTheTopPushesTheLastVisibleRowOut() throws {
    let world = TestScene()
    let (list, source, recorder) = shownList(world)
    try list.performBatchUpdates {
      source.sections[0].insert("new", at: 0)
      try list.insertRows(at: [path(0)])
    }
    expectListTrace(
      recorder,
      [
        "Feed.didEndDisplaying [0, 2]", "Feed.didUpdate batch inserted rows [0, 0]",
        "Feed.willDisplay [0, 0]",
      ])
    #expect(source.sectionQuestions == 1)
    #expect(source.rowQuestions == [0])
    #expect(source.cellQuestions == [path(0)])
    #expect(ListState(list).cells == ["new", "a", "b"])
  }

  @Test func deletesApplyBeforeInsertsAndMovesKeepTheirCells() throws {
    let world = TestScene()
    let (list, source, recorder) = shownList(world, rowCount: nil)
    try list.performBatchUpdates {
      source.sections[0] = ["c", "x", "a", "e"]  // b and d deleted, x inserted, c moved to top
      try list.deleteRows(at: [path(1), path(3)])
      try list.insertRows(at: [path(1)])
      try list.moveRow(at: path(2), to: path(0))
    }
    expectListTrace(
      recorder,
      [
        "Feed.didEndDisplaying [0, 1]", "Feed.didEndDisplaying [0, 3]",
        "Feed.didUpdate batch deleted rows [0, 1] [0, 3] inserted rows [0, 1] moved rows [0, 2]->[0, 0]",
        "Feed.willDisplay [0, 1]",
      ])
    #expect(ListState(list).cells == ["c", "x", "a", "e"])
    #expect(list.display.renderedRows() == [["c", "x", "a", "e"]])
  }

  @Test func reloadedRowsEndAndDisplayAgainWithANewCell() throws {
    let world = TestScene()
    let (list, source, recorder) = shownList(world)
    source.sections[0][1] = "B"
    try list.reloadRows(at: [path(1)])
    expectListTrace(
      recorder,
      [
        "Feed.didEndDisplaying [0, 1]", "Feed.didUpdate batch reloaded rows [0, 1]",
        "Feed.willDisplay [0, 1]",
      ])
    #expect(list.cellForRow(at: path(1)) == "B")
  }

  @Test func sectionsInsertDeleteAndMoveWithTheirRows() throws {
    let world = TestScene()
    let source = RowsSource([["a"], ["b", "c"], ["d"]])
    let recorder = ListRecorder()
    let list = world.list(source: source, recorder: recorder)
    world.show(list)
    recorder.reset()
    try list.performBatchUpdates {
      source.sections = [["d"], ["new1", "new2"], ["b", "c"]]
      try list.deleteSections([0])
      try list.moveSection(2, toSection: 0)
      try list.insertSections([1])
    }
    expectListTrace(
      recorder,
      [
        "Feed.didEndDisplaying [0, 0]",
        "Feed.didUpdate batch deleted sections 0 inserted sections 1 moved sections 2->0",
        "Feed.willDisplay [1, 0]", "Feed.willDisplay [1, 1]",
      ])
    #expect(ListState(list).cells == ["d", "new1", "new2", "b", "c"])
  }

  @Test(arguments: [
    (
      [["a", "b", "c", "d", "e", "f"]],
      ListUpdateError.inconsistentRowCount(section: 0, expected: 5, actual: 6)
    ),
    ([["a"], ["b"]], ListUpdateError.inconsistentSectionCount(expected: 1, actual: 2)),
  ])
  func aBatchThatDoesNotExplainTheCountsChangesNothing(
    newSections: [[String]], error: ListUpdateError
  ) throws {
    let world = TestScene()
    let (list, source, recorder) = shownList(world)
    try list.selectRow(at: path(1))
    let before = ListState(list)
    #expect(throws: error) {
      try list.performBatchUpdates {
        source.sections = newSections
        // Declares nothing: the new counts do not match.
      }
    }
    #expect(ListState(list) == before)
    expectListTrace(recorder, [])
    #expect(source.cellQuestions == [])
    source.sections = [["a", "b", "c", "d", "e"]]
    list.reloadData()
    #expect(list.numberOfRows(inSection: 0) == 5)
  }

  @Test func aThrowingBlockChangesNothing() throws {
    struct Failure: Error {}
    let world = TestScene()
    let (list, source, recorder) = shownList(world)
    let before = ListState(list)
    #expect(throws: Failure.self) {
      try list.performBatchUpdates {
        try list.deleteRows(at: [path(0)])
        throw Failure()
      }
    }
    #expect(ListState(list) == before)
    #expect(source.sectionQuestions == 0)
    expectListTrace(recorder, [])
    // The next batch does not inherit the failed block's operations: it changes nothing, so
    // nothing is heard.
    try list.performBatchUpdates {}
    expectListTrace(recorder, [])
  }

  @Test func selectionFollowsShiftedRowsAndIsDroppedOnDeletedAndReloadedOnes() throws {
    let world = TestScene()
    let (list, source, _) = shownList(world, rowCount: nil)
    list.allowsMultipleSelection = true
    for row in [1, 2, 4] { try list.selectRow(at: path(row)) }
    try list.performBatchUpdates {
      source.sections[0] = ["new", "a", "b", "d", "e"]
      try list.insertRows(at: [path(0)])
      try list.deleteRows(at: [path(2)])
      try list.reloadRows(at: [path(4)])
    }
    #expect(list.indexPathsForSelectedRows == [path(2)])
  }

  @Test func aSingleOperationOutsideABatchIsABatchOfOne() throws {
    let world = TestScene()
    let (list, source, recorder) = shownList(world)
    source.sections[0].remove(at: 0)
    try list.deleteRows(at: [path(0)])
    expectListTrace(
      recorder,
      [
        "Feed.didEndDisplaying [0, 0]", "Feed.didUpdate batch deleted rows [0, 0]",
        "Feed.willDisplay [0, 2]",
      ])
  }

  @Test func aBatchOnAListNeverLoadedLoadsIt() throws {
    let world = TestScene()
    let source = RowsSource(rows: ["a"])
    let recorder = ListRecorder()
    let list = world.list(source: source, recorder: recorder)
    try list.performBatchUpdates {
      source.sections[0].append("b")
      try list.insertRows(at: [path(1)])
    }
    expectListTrace(recorder, ["Feed.didUpdate reload"])
    #expect(list.numberOfRows(inSection: 0) == 2)
  }
}
