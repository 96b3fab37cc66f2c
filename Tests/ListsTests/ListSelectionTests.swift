import Delegation
import LifeCircleTesting
import Lifecycle
import Lists
import Testing

@MainActor
@Suite struct ListSelectionTests {
  private func shownList(_ world: TestScene) -> (ListController, ListRecorder, ScriptedDelegate) {
    let source = RowsSource(rows: ["a", "b", "c"])
    let recorder = ListRecorder()
    let delegate = ScriptedDelegate()
    let list = world.list(source: source, recorder: recorder)
    list.delegate = delegate
    world.show(list)
    recorder.reset()
    return (list, recorder, delegate)
  }

  private func tap(_ list: ListController, _ row: Int) throws {
    try list.display.tapRow(at: DisplayIndexPath(row: row, section: 0))
  }

  @Test func aTapInSingleSelectionDeselectsThePreviousRowThenSelects() throws {
    let world = TestScene()
    let (list, recorder, _) = shownList(world)
    try tap(list, 0)
    try tap(list, 2)
    try tap(list, 2)
    expectListTrace(
      recorder,
      [
        "Feed.didSelect [0, 0]", "Feed.didDeselect [0, 0]", "Feed.didSelect [0, 2]",
        "Feed.didSelect [0, 2]",
      ])
    #expect(list.indexPathsForSelectedRows == [path(2)])
    #expect(list.display.indexPathsForSelectedRows == [DisplayIndexPath(row: 2, section: 0)])
  }

  @Test func multipleSelectionTogglesRows() throws {
    let world = TestScene()
    let (list, recorder, _) = shownList(world)
    list.allowsMultipleSelection = true
    try tap(list, 2)
    try tap(list, 0)
    try tap(list, 2)
    expectListTrace(
      recorder, ["Feed.didSelect [0, 2]", "Feed.didSelect [0, 0]", "Feed.didDeselect [0, 2]"])
    #expect(list.indexPathsForSelectedRows == [path(0)])
  }

  @Test func anyDelegateCanRefuseAndTheFirstRefusalStopsTheQuestions() throws {
    final class Refusing: ListDelegate {
      var asked: [ListIndexPath] = []
      func list(_ list: ListController, shouldSelectRowAt indexPath: ListIndexPath) -> Bool {
        asked.append(indexPath)
        return false
      }
    }
    let world = TestScene()
    let (list, recorder, delegate) = shownList(world)
    let first = Refusing()
    let second = Refusing()
    list.additionalDelegates.add(first)
    list.additionalDelegates.add(second)
    try tap(list, 1)
    #expect(first.asked == [path(1)])
    #expect(second.asked == [])
    delegate.refuses = [path(0)]
    try tap(list, 0)
    #expect(first.asked == [path(1)])
    expectListTrace(recorder, [])
    #expect(list.indexPathsForSelectedRows == [])
  }

  @Test func programmaticSelectionCallsNoDelegate() throws {
    let world = TestScene()
    let (list, recorder, _) = shownList(world)
    try list.selectRow(at: path(1))
    try list.selectRow(at: path(2))
    list.deselectRow(at: path(0))
    #expect(list.indexPathsForSelectedRows == [path(2)])
    #expect(throws: ListUpdateError.indexPathOutOfRange(path(3))) {
      try list.selectRow(at: path(3))
    }
    #expect(list.indexPathsForSelectedRows == [path(2)])
    expectListTrace(recorder, [])
  }

  @Test func tapsNeedADisplayedRowAndAllowedSelection() throws {
    let world = TestScene()
    let (list, recorder, _) = shownList(world)
    #expect(
      throws: ListUpdateError.displayIndexPathOutOfRange(DisplayIndexPath(row: 3, section: 0))
    ) {
      try tap(list, 3)
    }
    list.viewport = ListViewport(firstRow: 0, rowCount: 1)
    recorder.reset()
    #expect(throws: ListUpdateError.rowNotDisplayed(DisplayIndexPath(row: 1, section: 0))) {
      try tap(list, 1)
    }
    list.allowsSelection = false
    try tap(list, 0)
    expectListTrace(recorder, [])
    #expect(list.indexPathsForSelectedRows == [])
  }
}
