import LifeCircleTesting
import Lifecycle
import Lists
import Testing

/// Completions: each hears the outcome of its update exactly once, after the update's last
/// callback, or at the moment it is refused.
@MainActor
@Suite struct ListCompletionTests {
  /// Keeps each outcome heard, with the last line `recorder` had then.
  @MainActor
  final class Outcomes {
    var lines: [String] = []
    let recorder: ListRecorder
    init(_ recorder: ListRecorder) { self.recorder = recorder }

    func hear(_ name: String) -> (Result<ListChange, ListUpdateError>) -> Void {
      { [self] result in
        let outcome =
          switch result {
          case .success(let change): "\(change)"
          case .failure(let error): "refused: \(error)"
          }
        lines.append("\(name): \(outcome), after \(recorder.trace.last ?? "nothing")")
      }
    }
  }

  @Test func aBatchRunNowCompletesAfterItsLastCallbackBeforeReturning() {
    let world = TestScene()
    let source = RowsSource(rows: ["a", "b"])
    let recorder = ListRecorder()
    let outcomes = Outcomes(recorder)
    let list = world.shownList(source: source, recorder: recorder)
    list.performBatchUpdates(
      {
        source.sections[0].insert("x", at: 0)
        try list.insertRows(at: [path(0)])
      }, completion: outcomes.hear("insert"))
    #expect(
      outcomes.lines == [
        "insert: batch inserted rows [0, 0], after Feed.willDisplay [0, 0]"
      ])
    expectListTrace(
      recorder, ["Feed.didUpdate batch inserted rows [0, 0]", "Feed.willDisplay [0, 0]"])
  }

  @Test func aRefusedBatchCompletesAtOnceWithTheErrorAndChangesNothing() {
    let world = TestScene()
    let source = RowsSource(rows: ["a", "b"])
    let recorder = ListRecorder()
    let outcomes = Outcomes(recorder)
    let list = world.shownList(source: source, recorder: recorder)
    let before = ListState(list)
    struct Oops: Error {}
    list.performBatchUpdates({ throw Oops() }, completion: outcomes.hear("throwing"))
    source.sections[0].append("c")  // one more row, but the batch names none
    list.performBatchUpdates({}, completion: outcomes.hear("miscounted"))
    #expect(
      outcomes.lines == [
        "throwing: refused: the updates block threw: Oops(), after nothing",
        "miscounted: refused: invalid number of rows in section 0: the batch gives 2, the data source has 3, after nothing",
      ])
    #expect(ListState(list) == before)
    #expect(recorder.trace == [])
  }

  @Test func aQueuedBatchCompletesInItsTurnAndAQueuedRefusalIsAlsoReported() {
    let world = TestScene()
    let source = RowsSource(rows: ["a", "b"])
    let recorder = ListRecorder()
    let outcomes = Outcomes(recorder)
    let delegate = ScriptedDelegate()
    let list = world.list(source: source, recorder: recorder)
    list.delegate = delegate
    delegate.onWillDisplay = { [unowned list, unowned source] path in
      guard path.row == 1 else { return }
      delegate.onWillDisplay = nil
      list.performBatchUpdates(
        {
          source.sections[0].append("c")
          try list.insertRows(at: [ListIndexPath(row: 2, section: 0)])
        }, completion: outcomes.hear("load more"))
      // Grows the source without naming the row: refused in its turn.
      list.performBatchUpdates(
        { source.sections[0].append("d") }, completion: outcomes.hear("miscounted"))
      outcomes.lines.append("asked while \(list.appearanceState)")
    }
    world.show(list, resettingTrace: false)
    #expect(
      outcomes.lines == [
        "asked while appearing",
        "load more: batch inserted rows [0, 2], after Feed.willDisplay [0, 2]",
        "miscounted: refused: invalid number of rows in section 0: the batch gives 3, the data source has 4, after Feed.willDisplay [0, 2]",
      ])
    expectListTrace(
      recorder,
      [
        "Feed.willAppear(false)", "Feed.willDisplay [0, 0]", "Feed.willDisplay [0, 1]",
        "Feed.didAppear(false)", "Feed.didUpdate batch inserted rows [0, 2]",
        "Feed.willDisplay [0, 2]",
      ])
    world.expectDiagnostics([.queuedOperationFailed])
  }

  @Test func aBatchTakenOverByAQueuedReloadCompletesWithTheReload() {
    let world = TestScene()
    let source = RowsSource(rows: ["a"])
    let recorder = ListRecorder()
    let outcomes = Outcomes(recorder)
    let delegate = ScriptedDelegate()
    let list = world.list(source: source, recorder: recorder)
    list.delegate = delegate
    world.show(list)
    recorder.reset()
    struct Oops: Error {}
    delegate.onWillDisplay = { [unowned list, unowned source] _ in
      delegate.onWillDisplay = nil
      list.performBatchUpdates(
        {
          source.sections[0].append("b")
          try list.insertRows(at: [path(1)])
        }, completion: outcomes.hear("kept"))
      list.performBatchUpdates({ throw Oops() }, completion: outcomes.hear("throwing"))
      list.reloadData()
    }
    list.reloadData()
    #expect(
      outcomes.lines == [
        "throwing: refused: the updates block threw: Oops(), after Feed.willDisplay [0, 0]",
        "kept: reload, after Feed.willDisplay [0, 1]",
      ])
    expectListTrace(
      recorder,
      [
        "Feed.didEndDisplaying [0, 0]", "Feed.didUpdate reload", "Feed.willDisplay [0, 0]",
        "Feed.didEndDisplaying [0, 0]", "Feed.didUpdate reload", "Feed.willDisplay [0, 0]",
        "Feed.willDisplay [0, 1]",
      ])
    world.expectDiagnostics([.queuedOperationFailed])
  }

  @Test func aNestedBatchHearsTheOuterOutcomeAndItsErrorRefusesTheOuterBatch() throws {
    let world = TestScene()
    let source = RowsSource(rows: ["a"])
    let recorder = ListRecorder()
    let outcomes = Outcomes(recorder)
    let list = world.shownList(source: source, recorder: recorder)
    try list.performBatchUpdates {
      source.sections[0].append("b")
      list.performBatchUpdates(
        { try list.insertRows(at: [path(1)]) }, completion: outcomes.hear("nested"))
    }
    struct Oops: Error {}
    #expect(throws: Oops.self) {
      try list.performBatchUpdates {
        source.sections[0].append("c")
        try list.insertRows(at: [path(2)])
        list.performBatchUpdates({ throw Oops() }, completion: outcomes.hear("nested throwing"))
      }
    }
    #expect(
      outcomes.lines == [
        "nested: batch inserted rows [0, 1], after Feed.willDisplay [0, 1]",
        "nested throwing: refused: the updates block threw: Oops(), after Feed.willDisplay [0, 1]",
      ])
    #expect(list.numberOfRows(inSection: 0) == 2)
  }

  @Test func applyCompletesWithItsChangeOrAtOnceWithTheSnapshotsError() throws {
    let world = TestScene()
    let (list, source, recorder) = try world.snapshotList(ListSnapshot(["a", "b"]))
    let outcomes = Outcomes(recorder)
    list.apply(ListSnapshot(["b", "a", "c"]), completion: outcomes.hear("reordered"))
    list.apply(ListSnapshot(["a", "a"]), completion: outcomes.hear("duplicate"))
    #expect(
      outcomes.lines == [
        "reordered: batch inserted rows [0, 2] moved rows [0, 0]->[0, 1], after Feed.willDisplay [0, 2]",
        "duplicate: refused: the new snapshot holds the identifier a more than once, after Feed.willDisplay [0, 2]",
      ])
    withExtendedLifetime(source) {}
  }

  @Test func aRequestFromACompletionWaitsForTheUpdateUnderWay() {
    let world = TestScene()
    let source = RowsSource(rows: ["a"])
    let recorder = ListRecorder()
    let list = world.shownList(source: source, recorder: recorder)
    var reloadedAtOnce: Bool?
    // (The batch changes something: a batch that changes nothing is not heard.)
    list.performBatchUpdates(
      { [unowned list] in try list.reloadRows(at: [path(0)]) },
      completion: { [unowned list] _ in
        list.reloadData()
        reloadedAtOnce = recorder.trace.contains("Feed.didUpdate reload")
      })
    #expect(reloadedAtOnce == false)
    expectListTrace(
      recorder,
      [
        "Feed.didEndDisplaying [0, 0]", "Feed.didUpdate batch reloaded rows [0, 0]",
        "Feed.willDisplay [0, 0]", "Feed.didEndDisplaying [0, 0]", "Feed.didUpdate reload",
        "Feed.willDisplay [0, 0]",
      ])
  }

  /// Queues a batch from every update it hears (one that reloads the first row: a batch that
  /// changes nothing is not heard), each with a completion that counts outcomes.
  final class EndlessUpdates: ListAction {
    var asked = 0
    var outcomes: [String] = []
    func list(_ list: ListController, didUpdate change: ListChange) {
      asked += 1
      list.performBatchUpdates(
        { try list.reloadRows(at: [path(0)]) },
        completion: { [self] result in
          if case .failure(let error) = result {
            outcomes.append("\(error)")
          } else {
            outcomes.append("done")
          }
        })
    }
  }

  @Test func aBatchDroppedAsRunawayCompletesWithThatFailure() {
    let world = TestScene()
    let source = RowsSource(rows: ["a"])
    let list = world.list(source: source)
    world.show(list)
    let endless = EndlessUpdates()
    list.registerLifeCircleAction(endless)
    list.reloadData()
    // Every batch asked heard one outcome; the last one was dropped.
    #expect(endless.outcomes.count == endless.asked)
    #expect(endless.outcomes.filter { $0 == "done" }.count == endless.asked - 1)
    #expect(
      endless.outcomes.last
        == "the update was dropped: requests queued from callbacks ran away (see the runawayNavigation diagnostic)"
    )
    world.expectDiagnostics([.runawayNavigation])
  }
}
