import Foundation

/// The operations of one batch of updates, as the app called them (UIKit's update items).
///
/// Deletes, reloads and move sources name the state before the batch; inserts and move
/// destinations the state after it. A path or section named twice by the same kind of
/// operation counts once (the stand-in's choice; UIKit is silent); a move is kept per call, so
/// that a second move of the same source can be refused.
struct StandInBatch {
  var deletedSections: Set<Int> = []
  var insertedSections: Set<Int> = []
  var reloadedSections: Set<Int> = []
  var movedSections: [(from: Int, to: Int)] = []
  var deletedRows: Set<StandInRow> = []
  var insertedRows: Set<StandInRow> = []
  var reloadedRows: Set<StandInRow> = []
  var movedRows: [(from: StandInRow, to: StandInRow)] = []

  /// Whether the batch names any section.
  var changesSections: Bool {
    !deletedSections.isEmpty || !insertedSections.isEmpty || !reloadedSections.isEmpty
      || !movedSections.isEmpty
  }
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

/// A row of a table (or item of a collection view): the stand-in's own key for an index path,
/// cheap to hash and compare where `IndexPath` keeps its indexes in an enum of arrays.
struct StandInRow: Hashable, Comparable {
  let section: Int
  let row: Int

  init(section: Int, row: Int) {
    self.section = section
    self.row = row
  }

  /// The row an index path names. As in UIKit, the index path must have two indexes.
  init(_ indexPath: IndexPath) {
    precondition(indexPath.count == 2, "UIKitStandIn: \(indexPath) is not a section and a row")
    self.init(section: indexPath[0], row: indexPath[1])
  }

  /// The index path UIKit's callbacks receive.
  var indexPath: IndexPath {
    IndexPath(row: row, section: section)
  }

  static func < (left: StandInRow, right: StandInRow) -> Bool {
    (left.section, left.row) < (right.section, right.row)
  }

  /// How UIKit's exception messages print an index path, without the object's address (the
  /// stand-in's choice: UIKit prints `<NSIndexPath: 0x…>`).
  var standInDescription: String {
    "<NSIndexPath> {length = 2, path = \(section) - \(row)}"
  }
}
