/// Which display rows a list displays and prefetches, counted across sections as one column
/// (section 0's rows, then section 1's, ...), from the rules alone: a row is displayed while
/// the list displays rows and the row is inside the viewport; the rows prefetched are the
/// displayed ones widened by the prefetch distance on each side, within the display.
package enum DisplayWindow {
  /// The rows a viewport holds.
  ///
  /// - Parameters:
  ///   - firstRow: The viewport's first row (a negative one counts as 0).
  ///   - rowCount: How many rows fit (a negative count as 0); `nil` for no limit.
  ///   - total: How many display rows the list has.
  /// - Returns: The rows of the viewport that exist; empty when none does.
  package static func viewportRows(firstRow: Int, rowCount: Int?, total: Int) -> Range<Int> {
    let first = max(firstRow, 0)
    guard first < total else { return 0..<0 }
    // `first + rowCount` could overflow for a huge count: compare with the room left instead.
    guard let rowCount, max(rowCount, 0) < total - first else { return first..<total }
    return first..<(first + max(rowCount, 0))
  }

  /// The rows prefetched around the rows displayed.
  ///
  /// - Parameters:
  ///   - displayed: The rows displayed (in any order).
  ///   - distance: The prefetch distance; nothing is prefetched unless it is positive.
  ///   - total: How many display rows the list has.
  /// - Returns: From `distance` rows before the first displayed row to `distance` rows after
  ///   the last, within `0 ..< total`; empty when no row is displayed.
  package static func prefetchRows(
    around displayed: some Sequence<Int>, distance: Int, total: Int
  ) -> Range<Int> {
    guard distance > 0, let first = displayed.min(), let last = displayed.max() else {
      return 0..<0
    }
    return max(0, first - distance)..<min(total, last + 1 + distance)
  }
}
