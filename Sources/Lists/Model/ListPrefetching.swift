/// Prepares rows before they are displayed: UIKit's `UITableViewDataSourcePrefetching`, with
/// IGListKit's working range as its extent.
///
/// Set it as ``ListController/prefetchDataSource`` and give the list a
/// ``ListController/prefetchDistance``: every row within that many display rows of the viewport
/// (the viewport included) is in the **prefetch range**. A row is prefetched when it enters the
/// range, which is always before it is displayed, and cancelled when it leaves it (scrolled
/// farther away, deleted, or the list left the screen): balanced, like display callbacks.
/// Inserted rows go to their layer's delegate instead
/// (``InsertionLayerDelegate/insertionLayer(_:prefetch:)``).
///
/// **Owed per source.** Rows are prefetched to the prefetch data source set at the time, and
/// every row prefetched to a source is cancelled to that same source or stays prefetched there.
/// Setting a source prefetches the current range to it; replacing one cancels the old source's
/// rows to the old source, then prefetches the range to the new one; setting `nil` cancels to
/// the old one. With no source a distance is remembered and nobody is owed anything. A row
/// reloaded in the range is cancelled and prefetched again (its content changed); a
/// reconfigured one is not. A viewport past the last row displays nothing and prefetches
/// nothing. An inserted row is owed to the layer delegate it was prefetched to likewise.
///
/// **Order.** In an update, rows that leave the range are cancelled after the rows that left
/// the display ended displaying (phase 2); rows that enter it are prefetched before the rows
/// that entered the display are displayed (phase 4). Each call names its rows in display order,
/// in content coordinates (cancelled rows at their before-state paths).
///
/// **Memory.** The list holds its prefetch data source weakly.
@MainActor
public protocol ListPrefetching: AnyObject {
  /// The content rows at `indexPaths` entered the prefetch range: start preparing them.
  func list(_ list: ListController, prefetchRowsAt indexPaths: [ListIndexPath])
  /// The content rows that were at `indexPaths` (before-state paths) left the prefetch range.
  func list(_ list: ListController, cancelPrefetchingForRowsAt indexPaths: [ListIndexPath])
}

extension ListPrefetching {
  /// Does nothing.
  public func list(_ list: ListController, cancelPrefetchingForRowsAt indexPaths: [ListIndexPath]) {
  }
}
