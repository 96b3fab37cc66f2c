import LifeCircleTesting
import Lifecycle
import Lists
import Testing

/// LISTS.md, "Section display across one pass": a section with displayed rows before and after
/// one pass stays displayed; a section that ends does so right after its own last row.
@MainActor
@Suite struct SectionDisplayPassTests {
  @Test func aSectionWhoseOnlyRowIsReloadedStaysDisplayed() throws {
    let world = TestScene()
    let source = RowsSource([["a"], ["b"]])
    let recorder = ListRecorder(recordsSections: true)
    let list = world.shownList(source: source, recorder: recorder)
    source.sections = [["a2"], ["b"]]
    try list.reloadRows(at: [path(0, 0)])
    expectListTrace(
      recorder,
      [
        "Feed.didEndDisplaying [0, 0]", "Feed.didUpdate batch reloaded rows [0, 0]",
        "Feed.willDisplay [0, 0]",
      ])
  }

  @Test func aSectionWhoseOnlyItemIsReloadedByASnapshotStaysDisplayed() throws {
    let world = TestScene()
    let source = try ListSnapshotDataSource(ListSnapshot(sections: [["a"], ["b"]])) { id, _ in
      ListCell(id)
    }
    let recorder = ListRecorder(recordsSections: true)
    let list = world.make { ListController(title: "Feed") }
    list.dataSource = source
    recorder.attach(to: list)
    world.show(list)
    recorder.reset()
    var next = ListSnapshot(sections: [["a"], ["b"]])
    next.reloadItems(["b"])
    try list.apply(next)
    expectListTrace(
      recorder,
      [
        "Feed.didEndDisplaying [1, 0]", "Feed.didUpdate batch reloaded rows [1, 0]",
        "Feed.willDisplay [1, 0]",
      ])
    withExtendedLifetime(source) {}
  }

  @Test func aScrollThatReplacesEveryRowOfASectionKeepsItDisplayed() {
    let world = TestScene()
    let source = RowsSource([["a", "b", "c", "d"], ["e"]])
    let recorder = ListRecorder(recordsSections: true)
    let list = world.list(
      source: source, recorder: recorder, viewport: ListViewport(firstRow: 0, rowCount: 2))
    world.show(list)
    recorder.reset()
    list.viewport = ListViewport(firstRow: 2, rowCount: 2)
    list.viewport = ListViewport(firstRow: 3, rowCount: 1)
    expectListTrace(
      recorder,
      [
        "Feed.didEndDisplaying [0, 0]", "Feed.didEndDisplaying [0, 1]", "Feed.willDisplay [0, 2]",
        "Feed.willDisplay [0, 3]", "Feed.didEndDisplaying [0, 2]",
      ])
  }

  @Test func twoSectionsEndingInOneBatchEndRightAfterTheirOwnLastRows() throws {
    let world = TestScene()
    let source = RowsSource([["a", "b"], ["c"], ["d"]])
    let recorder = ListRecorder(recordsSections: true)
    let list = world.shownList(source: source, recorder: recorder)
    source.sections = [[], [], ["d"]]
    try list.deleteRows(at: [path(0, 0), path(1, 0), path(0, 1)])
    expectListTrace(
      recorder,
      [
        "Feed.didEndDisplaying [0, 0]", "Feed.didEndDisplaying [0, 1]",
        "Feed.didEndDisplayingSection 0", "Feed.didEndDisplaying [1, 0]",
        "Feed.didEndDisplayingSection 1",
        "Feed.didUpdate batch deleted rows [0, 0] [0, 1] [1, 0]",
      ])
  }

  @Test func twoSectionsScrolledOutTogetherEndRightAfterTheirOwnLastRows() {
    let world = TestScene()
    let source = RowsSource([["a"], ["b"], ["c", "d"]])
    let recorder = ListRecorder(recordsSections: true)
    let list = world.list(
      source: source, recorder: recorder, viewport: ListViewport(firstRow: 0, rowCount: 3))
    world.show(list)
    recorder.reset()
    list.viewport = ListViewport(firstRow: 2, rowCount: 2)
    expectListTrace(
      recorder,
      [
        "Feed.didEndDisplaying [0, 0]", "Feed.didEndDisplayingSection 0",
        "Feed.didEndDisplaying [1, 0]", "Feed.didEndDisplayingSection 1",
        "Feed.willDisplay [2, 1]",
      ])
  }
}
