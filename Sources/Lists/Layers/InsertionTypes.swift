/// Where an insertion goes among the rows a layer receives (its **inner** rows: the content
/// rows, or the output of the layer inside it).
public enum InsertionPosition: Hashable, Sendable {
  /// After the first `n` inner rows of the section: 0 is the top, the row count is the end, more
  /// than the row count is **pending** (shown once the section has that many rows).
  case afterContentRows(Int)
  /// At this row of the layer's output as it is now (IMYAOPTableView's display index path),
  /// resolved once to an anchor among the inner rows; a row already holding one of this layer's
  /// rows bumps it down.
  case displayRow(Int)
}

/// One insertion: an identifier, unique in its layer, and where it goes.
public struct Insertion: Hashable, Sendable {
  /// The identifier, unique in its layer.
  public var id: String
  /// Where it goes.
  public var position: InsertionPosition

  /// Creates the insertion `id` at `position`.
  public init(_ id: String, at position: InsertionPosition) {
    self.id = id
    self.position = position
  }
}

/// Why an insertion layer refused a call. A refused call changes nothing.
public enum ListInsertionError: Error, Equatable, CustomStringConvertible {
  /// The layer already holds an insertion with this identifier (or the call names it twice).
  case duplicateID(String)
  /// The insertion's position or section is negative, or an inserted section has a negative
  /// row count.
  case negativePosition(String)
  /// The layer is already attached to a list (this one or another).
  case layerAlreadyAttached(String)

  /// A sentence naming the insertion or layer.
  public var description: String {
    switch self {
    case .duplicateID(let id): "the layer already holds an insertion named \(id)"
    case .negativePosition(let id): "the insertion \(id) has a negative position"
    case .layerAlreadyAttached(let name): "the layer \(name) is already attached to a list"
    }
  }
}

/// The module that owns an insertion layer's rows (an ad or promotion module): it makes their
/// cells and hears their display and selection callbacks, in display coordinates. The list's
/// data source and business delegate never hear about these rows.
///
/// Every method but ``insertionLayer(_:cellFor:)`` has a default (nothing; `true` for
/// ``insertionLayer(_:shouldSelect:at:)``).
@MainActor
public protocol InsertionLayerDelegate: AnyObject {
  /// The cell of an inserted row, asked when the row is about to be displayed.
  func insertionLayer(_ layer: ListInsertionLayer, cellFor row: InsertedRow) -> ListCell
  /// The list reloaded its content (`reloadData()`), before anything is displayed;
  /// `sectionCount` is the number of sections the layer receives. Layer mutations made here join
  /// the reload.
  func insertionLayer(_ layer: ListInsertionLayer, contentDidReload sectionCount: Int)
  /// An inserted row is about to be displayed at `indexPath`: an impression starts.
  func insertionLayer(
    _ layer: ListInsertionLayer, willDisplay row: InsertedRow, at indexPath: DisplayIndexPath)
  /// An inserted row that was at `indexPath` (before-state) is no longer displayed.
  func insertionLayer(
    _ layer: ListInsertionLayer, didEndDisplaying row: InsertedRow, at indexPath: DisplayIndexPath)
  /// Whether a tap may select the inserted row.
  func insertionLayer(
    _ layer: ListInsertionLayer, shouldSelect row: InsertedRow, at indexPath: DisplayIndexPath
  ) -> Bool
  /// A tap selected the inserted row.
  func insertionLayer(
    _ layer: ListInsertionLayer, didSelect row: InsertedRow, at indexPath: DisplayIndexPath)
  /// A tap deselected the inserted row.
  func insertionLayer(
    _ layer: ListInsertionLayer, didDeselect row: InsertedRow, at indexPath: DisplayIndexPath)
  /// Inserted rows entered the list's prefetch range (see ``ListPrefetching``), in display
  /// order: start preparing them (an ad request, say).
  func insertionLayer(_ layer: ListInsertionLayer, prefetch rows: [InsertedRow])
  /// Inserted rows left the list's prefetch range, in display order.
  func insertionLayer(_ layer: ListInsertionLayer, cancelPrefetchingFor rows: [InsertedRow])
}

extension InsertionLayerDelegate {
  /// Does nothing.
  public func insertionLayer(_ layer: ListInsertionLayer, contentDidReload sectionCount: Int) {}
  /// Does nothing.
  public func insertionLayer(
    _ layer: ListInsertionLayer, willDisplay row: InsertedRow, at indexPath: DisplayIndexPath
  ) {}
  /// Does nothing.
  public func insertionLayer(
    _ layer: ListInsertionLayer, didEndDisplaying row: InsertedRow, at indexPath: DisplayIndexPath
  ) {}
  /// `true`.
  public func insertionLayer(
    _ layer: ListInsertionLayer, shouldSelect row: InsertedRow, at indexPath: DisplayIndexPath
  ) -> Bool { true }
  /// Does nothing.
  public func insertionLayer(
    _ layer: ListInsertionLayer, didSelect row: InsertedRow, at indexPath: DisplayIndexPath
  ) {}
  /// Does nothing.
  public func insertionLayer(
    _ layer: ListInsertionLayer, didDeselect row: InsertedRow, at indexPath: DisplayIndexPath
  ) {}
  /// Does nothing.
  public func insertionLayer(_ layer: ListInsertionLayer, prefetch rows: [InsertedRow]) {}
  /// Does nothing.
  public func insertionLayer(_ layer: ListInsertionLayer, cancelPrefetchingFor rows: [InsertedRow])
  {}
}
