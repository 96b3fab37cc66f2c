import Delegation
import LifeCircleTesting
import Lifecycle
import Lists
import Testing

/// A batch asked from the prefetch data source's own callback during a scroll (LISTS §9
/// "Prefetching", §1.2 "Re-entrancy"): it waits for the scroll, and the prefetch range stays
/// balanced across both updates.
@MainActor
@Suite struct PrefetchRequestAdversaryTests {
  private let source = RowsSource(rows: ["a", "b", "c", "d"])

  /// A one-row viewport with a prefetch distance of one scrolls down a row; the row entering
  /// the range asks for a row on top. The insert waits for the scroll, then moves the
  /// displayed and prefetched rows: each row that leaves is cancelled at its before-state path,
  /// each row that enters is prefetched before the display, in one trace.
  @Test func aBatchFromAPrefetchCallbackWaitsForTheScrollAndKeepsTheRangeBalanced() throws {
    let world = TestScene()
    let recorder = ListRecorder()
    let list = world.list(
      source: source, recorder: recorder, viewport: ListViewport(firstRow: 0, rowCount: 1))
    let prefetcher = ForwardingPrefetcher(recorder)
    list.prefetchDataSource = prefetcher
    list.prefetchDistance = 1
    world.show(list)
    recorder.reset()
    var countsDuring: [Int] = []
    prefetcher.onPrefetch = { [unowned list, source] _ in
      prefetcher.onPrefetch = nil
      try? list.performBatchUpdates {
        source.sections[0].insert("x", at: 0)
        try list.insertRows(at: [ListIndexPath(row: 0, section: 0)])
      }
      countsDuring.append(list.numberOfRows(inSection: 0))
    }
    list.viewport = ListViewport(firstRow: 1, rowCount: 1)
    expectListTrace(
      recorder,
      [
        "Feed.didEndDisplaying [0, 0]", "Feed.prefetch [0, 2]", "Feed.willDisplay [0, 1]",
        "Feed.didEndDisplaying [0, 1]", "Feed.cancelPrefetching [0, 2]",
        "Feed.didUpdate batch inserted rows [0, 0]", "Feed.prefetch [0, 0]",
        "Feed.willDisplay [0, 1]",
      ])
    #expect(countsDuring == [4])
    #expect(list.display.renderedRows() == [["x", "a", "b", "c", "d"]])
    #expect(list.indexPathsForVisibleRows == [ListIndexPath(row: 1, section: 0)])
    world.expectDiagnostics([])
  }
}

/// A prefetch data source that writes to a ``ListRecorder`` (so prefetching and display share
/// one trace) and runs a block after each prefetch.
@MainActor
final class ForwardingPrefetcher: ListPrefetching {
  let recorder: ListRecorder
  var onPrefetch: (([ListIndexPath]) -> Void)?
  init(_ recorder: ListRecorder) { self.recorder = recorder }
  func list(_ list: ListController, prefetchRowsAt indexPaths: [ListIndexPath]) {
    recorder.list(list, prefetchRowsAt: indexPaths)
    onPrefetch?(indexPaths)
  }
  func list(_ list: ListController, cancelPrefetchingForRowsAt indexPaths: [ListIndexPath]) {
    recorder.list(list, cancelPrefetchingForRowsAt: indexPaths)
  }
}
