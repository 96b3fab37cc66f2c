/// The operations of one batch as the caller named them, before they are checked: UIKit's
/// index-set semantics (naming a row twice in one list names it once).
struct BatchOperations: Sendable, Equatable {
  var deletedSections: Set<Int> = []
  var insertedSections: Set<Int> = []
  var movedSections: [ListChange.SectionMove] = []
  var deletedRows: Set<ListIndexPath> = []
  var insertedRows: Set<ListIndexPath> = []
  var reloadedRows: Set<ListIndexPath> = []
  var reconfiguredRows: Set<ListIndexPath> = []
  var movedRows: [(from: ListIndexPath, to: ListIndexPath)] = []

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.deletedSections == rhs.deletedSections && lhs.insertedSections == rhs.insertedSections
      && lhs.movedSections == rhs.movedSections && lhs.deletedRows == rhs.deletedRows
      && lhs.insertedRows == rhs.insertedRows && lhs.reloadedRows == rhs.reloadedRows
      && lhs.reconfiguredRows == rhs.reconfiguredRows
      && lhs.movedRows.elementsEqual(rhs.movedRows) { $0 == $1 }
  }

  /// Whether nothing was named.
  var isEmpty: Bool {
    deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty
      && deletedRows.isEmpty && insertedRows.isEmpty && reloadedRows.isEmpty && movedRows.isEmpty
      && reconfiguredRows.isEmpty
  }

  /// Forgets every operation, keeping the storage for the next batch (a spare request's
  /// operations are filled again without allocating).
  mutating func removeAll(keepingCapacity: Bool) {
    deletedSections.removeAll(keepingCapacity: keepingCapacity)
    insertedSections.removeAll(keepingCapacity: keepingCapacity)
    movedSections.removeAll(keepingCapacity: keepingCapacity)
    deletedRows.removeAll(keepingCapacity: keepingCapacity)
    insertedRows.removeAll(keepingCapacity: keepingCapacity)
    reloadedRows.removeAll(keepingCapacity: keepingCapacity)
    reconfiguredRows.removeAll(keepingCapacity: keepingCapacity)
    movedRows.removeAll(keepingCapacity: keepingCapacity)
  }

  /// Adds `other`'s operations (a batch nested in this one's block).
  mutating func merge(_ other: BatchOperations) {
    deletedSections.formUnion(other.deletedSections)
    insertedSections.formUnion(other.insertedSections)
    movedSections += other.movedSections
    deletedRows.formUnion(other.deletedRows)
    insertedRows.formUnion(other.insertedRows)
    reloadedRows.formUnion(other.reloadedRows)
    reconfiguredRows.formUnion(other.reconfiguredRows)
    movedRows += other.movedRows
  }
}
