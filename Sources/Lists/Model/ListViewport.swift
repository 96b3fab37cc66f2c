/// The part of a list that fits on screen: a window over the display rows, counted across
/// sections as if they were one column (section 0's rows, then section 1's, ...).
///
/// A row is displayed while its list is on screen and the row is inside the viewport. Setting
/// ``ListController/viewport`` scrolls: rows that leave end displaying, rows that enter are
/// displayed. ``all`` (the default) displays every row.
public struct ListViewport: Hashable, Sendable {
  /// The first displayed row, counted across sections from 0.
  public var firstRow: Int
  /// How many rows fit; `nil` for no limit.
  public var rowCount: Int?

  /// Creates a viewport of `rowCount` rows starting at `firstRow`.
  ///
  /// Negative values are treated as 0 by the list.
  public init(firstRow: Int, rowCount: Int?) {
    self.firstRow = firstRow
    self.rowCount = rowCount
  }

  /// Every row: `firstRow` 0, no limit.
  public static let all = ListViewport(firstRow: 0, rowCount: nil)

  /// The flattened rows `firstRow ..< firstRow + rowCount`, clamped to `0 ..< total`.
  func flatRange(total: Int) -> Range<Int> {
    let start = min(max(firstRow, 0), total)
    guard let rowCount else { return start..<total }
    return start..<(start + min(max(rowCount, 0), total - start))
  }
}
extension ListViewport {
  /// The flattened display rows this viewport covers (tests).
  package func flatRangeForTests(total: Int) -> Range<Int> { flatRange(total: total) }
}
