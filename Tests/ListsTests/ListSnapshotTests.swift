import LifeCircleTesting
import Lifecycle
import Lists
import Testing

@MainActor
@Suite struct ListSnapshotTests {
  private func shownList(
    _ world: TestScene, _ snapshot: ListSnapshot<String>
  ) throws -> (ListController, ListSnapshotDataSource<String>, ListRecorder) {
    let source = try ListSnapshotDataSource(snapshot) { id, _ in ListCell(id) }
    let recorder = ListRecorder()
    let list = world.make { ListController(title: "Feed") }
    list.dataSource = source
    recorder.attach(to: list)
    world.show(list)
    recorder.reset()
    return (list, source, recorder)
  }

  @Test func applyComputesTheBatchWithTheFewestMoves() throws {
    let world = TestScene()
    let (list, source, recorder) = try shownList(world, ListSnapshot(["a", "b", "c", "d"]))
    try list.apply(ListSnapshot(["d", "a", "x", "c"]))
    expectListTrace(
      recorder,
      [
        "Feed.didEndDisplaying [0, 1]",
        "Feed.didUpdate batch deleted rows [0, 1] inserted rows [0, 2] moved rows [0, 3]->[0, 0]",
        "Feed.willDisplay [0, 2]",
      ])
    #expect(list.display.renderedRows() == [["d", "a", "x", "c"]])
    #expect(source.itemIdentifier(for: path(2)) == "x")
  }

  @Test func itemsMoveBetweenSectionsAndSectionsComeAndGoAtTheEnd() throws {
    let world = TestScene()
    let (list, source, recorder) = try shownList(
      world, ListSnapshot(sections: [["a", "b"], ["c"], ["d"]]))
    try list.apply(ListSnapshot(sections: [["b"], ["c", "a"]]))
    expectListTrace(
      recorder,
      [
        "Feed.didEndDisplaying [2, 0]",
        "Feed.didUpdate batch deleted sections 2 moved rows [0, 0]->[1, 1]",
      ])
    #expect(list.display.renderedRows() == [["b"], ["c", "a"]])
    #expect(ListState(list).cells == ["b", "c", "a"])
    #expect(source.snapshot.numberOfItems == 3)
  }

  @Test func aDuplicateIdentifierThrowsAndChangesNothing() throws {
    let world = TestScene()
    let (list, source, recorder) = try shownList(world, ListSnapshot(["a", "b"]))
    let before = ListState(list)
    #expect(throws: ListUpdateError.duplicateIdentifier("b")) {
      try list.apply(ListSnapshot(sections: [["b"], ["c", "b"]]))
    }
    #expect(ListState(list) == before)
    #expect(source.snapshot == ListSnapshot(["a", "b"]))
    expectListTrace(recorder, [])
  }

  @Test func applyNeedsASnapshotDataSourceOfTheSameType() {
    let world = TestScene()
    let source = RowsSource(rows: ["a"])
    let list = world.list(source: source)
    #expect(throws: ListUpdateError.snapshotDataSourceMissing(found: "RowsSource")) {
      try list.apply(ListSnapshot(["a"]))
    }
  }

  @Test(arguments: [
    ([1, 3, 2, 4], [1, 2, 4]), ([5, 4, 3], [3]), ([], []), ([2, 0, 1, 3], [0, 1, 3]),
  ])
  func longestIncreasingRuns(values: [Int], run: [Int]) {
    #expect(longestIncreasingRunForTests(values) == run)
  }
}
