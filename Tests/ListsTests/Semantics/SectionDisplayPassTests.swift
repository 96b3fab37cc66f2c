import Delegation
import LifeCircleTesting
import Lifecycle
import Lists
import Testing

/// LISTS.md, "Section display across one pass": a section with displayed rows before and after
/// one pass stays displayed; a section that ends does so right after its own last row, and one
/// whose rows all moved away (no row of its own ends) before the pass's first row end.
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

  /// Section 0's only row moves to section 2 while section 1's only row is deleted: section 0
  /// ends before the pass's first row end, so section 1 still ends right after its own last
  /// row; section 2, which keeps a row, stays displayed.
  @Test func aSectionWhoseRowsAllMovedAwayEndsBeforeTheFirstRowEnd() throws {
    let world = TestScene()
    let source = RowsSource([["a"], ["b"], ["c"]])
    let recorder = ListRecorder(recordsSections: true)
    let list = world.shownList(source: source, recorder: recorder)
    source.sections = [[], [], ["a", "c"]]
    try list.performBatchUpdates {
      try list.moveRow(at: path(0, 0), to: path(0, 2))
      try list.deleteRows(at: [path(0, 1)])
    }
    expectListTrace(
      recorder,
      [
        "Feed.didEndDisplayingSection 0", "Feed.didEndDisplaying [1, 0]",
        "Feed.didEndDisplayingSection 1",
        "Feed.didUpdate batch deleted rows [1, 0] moved rows [0, 0]->[2, 0]",
      ])
  }

  /// Sections whose rows all moved away, before and after sections that end with their own
  /// rows: they end first, in section order, before the pass's first row end; each other
  /// section ends right after its own last row.
  @Test func sectionsWhoseRowsAllMovedAwayEndFirstInSectionOrder() throws {
    let world = TestScene()
    let source = RowsSource([["a"], ["b"], ["c"], ["d"], ["e"]])
    let recorder = ListRecorder(recordsSections: true)
    let list = world.shownList(source: source, recorder: recorder)
    source.sections = [[], [], [], [], ["b", "d", "e"]]
    try list.performBatchUpdates {
      try list.deleteRows(at: [path(0, 0), path(0, 2)])
      try list.moveRow(at: path(0, 1), to: path(0, 4))
      try list.moveRow(at: path(0, 3), to: path(1, 4))
    }
    expectListTrace(
      recorder,
      [
        "Feed.didEndDisplayingSection 1", "Feed.didEndDisplayingSection 3",
        "Feed.didEndDisplaying [0, 0]", "Feed.didEndDisplayingSection 0",
        "Feed.didEndDisplaying [2, 0]", "Feed.didEndDisplayingSection 2",
        "Feed.didUpdate batch deleted rows [0, 0] [2, 0] moved rows [1, 0]->[4, 0] [3, 0]->[4, 1]",
      ])
  }

  /// The pass's first row end may be an inserted row's: a section whose rows all moved away
  /// ends before it too, and the section that held it ends right after its own last row.
  @Test func aSectionWhoseRowsAllMovedAwayEndsBeforeAnInsertedRowsEnd() throws {
    let world = TestScene()
    let log = SharedLog()
    let module = AdModule(log)
    let source = RowsSource([["a"], ["b"], ["c"]])
    let list = world.list(source: source)
    SectionEventLog(log).attach(to: list)
    let ads = ListInsertionLayer(name: "ads")
    ads.delegate = module
    try list.addInsertionLayer(ads)
    try ads.insert("x", at: .afterContentRows(0), inSection: 1)  // section 1 shows "x", "b"
    world.show(list)
    _ = log.take()
    source.sections = [[], [], ["a", "c"]]
    try list.performBatchUpdates {
      try list.moveRow(at: path(0, 0), to: path(0, 2))
      try list.deleteRows(at: [path(0, 1)])
      ads.remove(["x"])
    }
    #expect(
      log.take() == [
        "didEndDisplayingSection 0", "ads.didEndDisplaying x at [1, 0]",
        "didEndDisplaying [1, 0]", "didEndDisplayingSection 1",
        "didUpdate batch deleted rows [1, 0] [1, 1] moved rows [0, 0]->[2, 0]",
      ])
    withExtendedLifetime(module) {}
  }
}

/// A list's row and section display callbacks and updates, in one ``SharedLog`` with an
/// ``AdModule``'s: `willDisplaySection 0`, `didEndDisplaying [0, 1]`, `didUpdate <change>`.
@MainActor
final class SectionEventLog: ListDelegate, ListAction {
  let log: SharedLog
  init(_ log: SharedLog) { self.log = log }

  func attach(to list: ListController) {
    list.additionalDelegates.add(self)
    list.registerLifeCircleAction(self)
  }

  func list(_ list: ListController, willDisplaySection section: Int) {
    log.lines.append("willDisplaySection \(section)")
  }
  func list(_ list: ListController, didEndDisplayingSection section: Int) {
    log.lines.append("didEndDisplayingSection \(section)")
  }
  func list(_ list: ListController, willDisplayRowAt indexPath: ListIndexPath) {
    log.lines.append("willDisplay \(indexPath)")
  }
  func list(_ list: ListController, didEndDisplayingRowAt indexPath: ListIndexPath) {
    log.lines.append("didEndDisplaying \(indexPath)")
  }
  func list(_ list: ListController, didUpdate change: ListChange) {
    log.lines.append("didUpdate \(change)")
  }
}
