/// A row an insertion layer adds to a list's display: its insertion's identifier and, for an
/// inserted section, its index in that section.
public struct InsertedRow: Hashable, Sendable {
  /// The identifier of the insertion.
  public var id: String
  /// 0 for a row insertion; the row's index in an inserted section.
  public var row: Int

  /// Creates the inserted row `row` of the insertion `id`.
  public init(id: String, row: Int) {
    self.id = id
    self.row = row
  }
}

/// What a display row shows: a content row of the business data source, or a row an insertion
/// layer added.
public enum DisplayRow: Hashable, Sendable {
  /// The content row at this content path.
  case content(ListIndexPath)
  /// A row the layer named `layer` added.
  case inserted(layer: String, row: InsertedRow)
}
