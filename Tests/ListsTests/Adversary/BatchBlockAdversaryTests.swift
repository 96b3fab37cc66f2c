import Actions
import Delegation
import LifeCircleTesting
import Lifecycle
import Lists
import Testing

/// Requests made from inside a batch's own block, which runs as part of the list's work
/// (LISTS §1.2 "Batches", "Re-entrancy"): a nested batch joins, a `reloadData()` waits for the
/// batch, and a refused batch leaves the reload it asked for to resynchronise the list.
@MainActor
@Suite struct BatchBlockAdversaryTests {
  /// A batch nested in a batch's block joins it: one change with both inserts.
  @Test func aBatchNestedInABatchBlockJoinsIt() throws {
    let world = TestScene()
    let source = RowsSource(rows: ["a"])
    let recorder = ListRecorder()
    let list = world.shownList(source: source, recorder: recorder)
    try list.performBatchUpdates {
      source.sections[0].insert("x", at: 0)
      try list.insertRows(at: [path(0)])
      try list.performBatchUpdates {
        source.sections[0].append("y")
        try list.insertRows(at: [path(2)])
      }
    }
    expectListTrace(
      recorder,
      [
        "Feed.didUpdate batch inserted rows [0, 0] [0, 2]", "Feed.willDisplay [0, 0]",
        "Feed.willDisplay [0, 2]",
      ])
    #expect(list.display.renderedRows() == [["x", "a", "y"]])
    world.expectDiagnostics([])
  }

  /// `reloadData()` asked inside a batch's block waits for the batch: the batch commits its
  /// insert, then the reload ends every row and displays them again.
  @Test func aReloadAskedInsideABatchBlockRunsAfterTheBatch() throws {
    let world = TestScene()
    let source = RowsSource(rows: ["a", "b"])
    let recorder = ListRecorder()
    let list = world.shownList(source: source, recorder: recorder)
    try list.performBatchUpdates {
      source.sections[0].append("c")
      try list.insertRows(at: [path(2)])
      list.reloadData()
      #expect(list.numberOfRows(inSection: 0) == 2)
    }
    expectListTrace(
      recorder,
      [
        "Feed.didUpdate batch inserted rows [0, 2]", "Feed.willDisplay [0, 2]",
        "Feed.didEndDisplaying [0, 0]", "Feed.didEndDisplaying [0, 1]",
        "Feed.didEndDisplaying [0, 2]", "Feed.didUpdate reload", "Feed.willDisplay [0, 0]",
        "Feed.willDisplay [0, 1]", "Feed.willDisplay [0, 2]",
      ])
    world.expectDiagnostics([])
  }

  /// A batch whose block changes the data without declaring it and asks for a reload: the batch
  /// is refused (its completion says so at once and it changes nothing), and the reload it
  /// asked for then shows the new data.
  @Test func aRefusedBatchLeavesTheReloadItAskedForToResynchronise() throws {
    let world = TestScene()
    let source = RowsSource(rows: ["a"])
    let recorder = ListRecorder()
    let list = world.shownList(source: source, recorder: recorder)
    var outcome = ""
    list.performBatchUpdates(
      {
        source.sections[0].append("b")
        list.reloadData()
      },
      completion: { result in
        if case .failure(let error) = result { outcome = "\(error)" }
        outcome += ", after \(recorder.trace.last ?? "nothing")"
      })
    #expect(
      outcome
        == "invalid number of rows in section 0: the batch gives 1, the data source has 2, after nothing"
    )
    expectListTrace(
      recorder,
      [
        "Feed.didEndDisplaying [0, 0]", "Feed.didUpdate reload", "Feed.willDisplay [0, 0]",
        "Feed.willDisplay [0, 1]",
      ])
    #expect(list.display.renderedRows() == [["a", "b"]])
    world.expectDiagnostics([])
  }
}
