import Foundation

/// The operations of one batch of updates, as the app called them (UIKit's update items).
///
/// Deletes, reloads and move sources name the state before the batch; inserts and move
/// destinations the state after it. A path or section named twice by the same kind of
/// operation counts once (the stand-in's choice; UIKit is silent); a move is kept per call, so
/// that a second move of the same source can be refused.
struct StandInBatch {
  var deletedSections = IndexSet()
  var insertedSections = IndexSet()
  var reloadedSections = IndexSet()
  var movedSections: [(from: Int, to: Int)] = []
  var deletedRows: Set<IndexPath> = []
  var insertedRows: Set<IndexPath> = []
  var reloadedRows: Set<IndexPath> = []
  var movedRows: [(from: IndexPath, to: IndexPath)] = []
}

/// The words of UIKit's messages, which differ between the two views.
struct StandInListVocabulary {
  /// "row" or "item".
  let row: String
  /// "rows" or "items".
  let rows: String
  /// "table view" or "collection view".
  let container: String

  static let table = StandInListVocabulary(row: "row", rows: "rows", container: "table view")
  static let collection = StandInListVocabulary(
    row: "item", rows: "items", container: "collection view")
}

extension IndexPath {
  /// How UIKit's exception messages print an index path, without the object's address (the
  /// stand-in's choice: UIKit prints `<NSIndexPath: 0x…>`).
  var standInDescription: String {
    "<NSIndexPath> {length = \(count), path = \(map(String.init).joined(separator: " - "))}"
  }
}
