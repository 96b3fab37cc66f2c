import LifeCircleTesting
import Lifecycle
import Lists
import Testing

/// A single-operation request from one of the list's own callbacks, made after the caller had
/// already changed the data, is never silent: a diagnostic names the cure, and the request still
/// runs in its turn by the usual rules.
@MainActor
@Suite struct QueuedRequestDiagnosticTests {
  /// Deletes the tapped row's data at once, then asks for the delete (the mistake), or asks for
  /// it through a batch block (the cure).
  @MainActor
  final class DeleteOnSelect: ListDelegate {
    let source: RowsSource
    let usesBlock: Bool
    var outcome: (any Error)?
    init(_ source: RowsSource, usesBlock: Bool) {
      (self.source, self.usesBlock) = (source, usesBlock)
    }

    func list(_ list: ListController, didSelectRowAt indexPath: ListIndexPath) {
      do {
        if usesBlock {
          try list.performBatchUpdates { [source] in
            source.sections[0].remove(at: indexPath.row)
            try list.deleteRows(at: [indexPath])
          }
        } else {
          source.sections[0].remove(at: indexPath.row)
          try list.deleteRows(at: [indexPath])
        }
      } catch {
        outcome = error
      }
    }
  }

  /// The deleter keeps the data source; keep the deleter (the list holds both weakly).
  func scene(usesBlock: Bool) -> (TestScene, ListController, ListRecorder, DeleteOnSelect) {
    let world = TestScene()
    let source = RowsSource(rows: ["a", "b", "c"])
    let recorder = ListRecorder()
    let list = world.list(source: source, recorder: recorder)
    let deleter = DeleteOnSelect(source, usesBlock: usesBlock)
    list.delegate = deleter
    world.show(list)
    recorder.reset()
    return (world, list, recorder, deleter)
  }

  @Test func aDeleteAskedAfterTheDataChangedIsReportedWithItsCureAndStillRuns() throws {
    let (world, list, recorder, deleter) = scene(usesBlock: false)
    try list.display.tapRow(at: DisplayIndexPath(row: 1, section: 0))
    #expect(
      world.diagnostics.map(\.message) == [
        "a row or section operation on \"Feed\" (ListController) was asked from one of its callbacks after its data source changed (it counts [2] rows per section, the list shows [3]): the operation waits for the update under way, which may display rows with the new data meanwhile; change the data inside performBatchUpdates' block, which runs in the operation's turn"
      ])
    world.expectDiagnostics([.dataChangedBeforeQueuedUpdate])
    #expect(deleter.outcome == nil, "queued: nothing thrown here")
    expectListTrace(
      recorder,
      [
        "Feed.didSelect [0, 1]", "Feed.didEndDisplaying [0, 1]",
        "Feed.didUpdate batch deleted rows [0, 1]",
      ])
    #expect(list.numberOfRows(inSection: 0) == 2)
  }

  @Test func theSameDeleteThroughABatchBlockIsQuiet() throws {
    let (world, list, recorder, deleter) = scene(usesBlock: true)
    try list.display.tapRow(at: DisplayIndexPath(row: 1, section: 0))
    #expect(deleter.outcome == nil)
    world.expectDiagnostics([])
    expectListTrace(
      recorder,
      [
        "Feed.didSelect [0, 1]", "Feed.didEndDisplaying [0, 1]",
        "Feed.didUpdate batch deleted rows [0, 1]",
      ])
    #expect(list.numberOfRows(inSection: 0) == 2)
  }

  @Test func aSingleOperationAskedOutsideEveryCallbackIsNeverReported() throws {
    let (world, list, _, deleter) = scene(usesBlock: false)
    deleter.source.sections[0].remove(at: 0)
    try list.deleteRows(at: [path(0)])
    world.expectDiagnostics([])
    #expect(list.numberOfRows(inSection: 0) == 2)
  }
}
