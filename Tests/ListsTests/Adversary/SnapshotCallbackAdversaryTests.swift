import Actions
import Delegation
import LifeCircleTesting
import Lifecycle
import Lists
import Testing

/// Snapshots applied from a list's own callbacks and completions (LISTS §1.2 "Snapshots", §9
/// "Completion"): the update under way keeps showing the shown snapshot; each queued apply
/// takes effect in its turn, data included.
@MainActor
@Suite struct SnapshotCallbackAdversaryTests {
  /// An apply asked from the first row's `willDisplay` while the list appears: the rest of the
  /// appearance shows cells of the shown snapshot, then the apply inserts its row.
  @Test func anApplyFromAWillDisplayWaitsAndTheAppearanceKeepsTheShownCells() throws {
    let world = TestScene()
    let source = ListSnapshotDataSource<String> { text, _ in ListCell(text) }
    let recorder = ListRecorder()
    let list = world.make { ListController(title: "Feed") }
    list.dataSource = source
    try list.apply(ListSnapshot(["a", "b"]))
    recorder.attach(to: list)
    let delegate = AdversaryListDelegate()
    var cells: [String] = []
    delegate.willDisplay = { [unowned list] path in
      cells.append(list.cellForRow(at: path)?.text ?? "nil")
      guard path.row == 0, cells.count == 1 else { return }
      try? list.apply(ListSnapshot(["z", "a", "b"]))
    }
    list.delegate = delegate
    world.show(list, resettingTrace: false)
    expectListTrace(
      recorder,
      [
        "Feed.willAppear(false)", "Feed.willDisplay [0, 0]", "Feed.willDisplay [0, 1]",
        "Feed.didAppear(false)", "Feed.didUpdate batch inserted rows [0, 0]",
        "Feed.willDisplay [0, 0]",
      ])
    #expect(cells == ["a", "b", "z"])
    #expect(list.display.renderedRows() == [["z", "a", "b"]])
    world.expectDiagnostics([])
  }

  /// An apply from the completion of an apply: each completion hears its own change, once, in
  /// order, and the second diff starts from the snapshot the first one showed.
  @Test func anApplyFromAnApplysCompletionDiffsFromTheSnapshotShownBeforeIt() throws {
    let world = TestScene()
    let source = ListSnapshotDataSource<String> { text, _ in ListCell(text) }
    let recorder = ListRecorder()
    let list = world.make { ListController(title: "Feed") }
    list.dataSource = source
    try list.apply(ListSnapshot(["a", "b"]))
    recorder.attach(to: list)
    world.show(list)
    recorder.reset()
    var outcomes: [String] = []
    list.apply(ListSnapshot(["b"])) { [unowned list] result in
      outcomes.append("first \((try? result.get()).map(\.description) ?? "refused")")
      list.apply(ListSnapshot(["b", "c"])) { result in
        outcomes.append("second \((try? result.get()).map(\.description) ?? "refused")")
      }
    }
    expectListTrace(
      recorder,
      [
        "Feed.didEndDisplaying [0, 0]", "Feed.didUpdate batch deleted rows [0, 0]",
        "Feed.didUpdate batch inserted rows [0, 1]", "Feed.willDisplay [0, 1]",
      ])
    #expect(
      outcomes == ["first batch deleted rows [0, 0]", "second batch inserted rows [0, 1]"])
    #expect(list.display.renderedRows() == [["b", "c"]])
    world.expectDiagnostics([])
  }
}
