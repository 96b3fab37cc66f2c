extension ListSnapshot {
  /// The difference that turns `old` into this snapshot, with the fewest moves: the batch
  /// ``ListController/apply(_:)`` performs, as a value to inspect or test.
  ///
  /// When both snapshots identify their sections, sections are matched by identifier: a section
  /// that changed place is one section move (the fewest: those outside a longest run of
  /// sections that kept their order), the others are deleted or inserted. Otherwise sections are
  /// matched by position (section `i` of one snapshot is section `i` of the other): those beyond
  /// the shorter snapshot are deleted or inserted at the end. Items are matched by identifier
  /// across the whole snapshot: see ``ListDifference`` for what moves.
  ///
  /// ```swift
  /// import Lists
  ///
  /// let old = ListSnapshot(["a", "b", "c", "d"])
  /// let new = ListSnapshot(["d", "a", "x", "c"])
  /// let difference = try new.difference(from: old)
  /// assert(difference.deletedItems == [ListIndexPath(row: 1, section: 0)])
  /// assert(difference.movedItems.count == 1)  // "d" to the top, the fewest moves
  /// assert(difference.newIndexPath(of: "x") == ListIndexPath(row: 2, section: 0))
  /// ```
  ///
  /// Not isolated: call it from any task.
  ///
  /// - Parameter old: The snapshot shown before.
  /// - Returns: The deleted, inserted and moved sections and items in UIKit's batch coordinates.
  /// - Throws: ``ListUpdateError/duplicateIdentifier(_:)`` or
  ///   ``ListUpdateError/duplicateSectionIdentifier(_:)`` when this snapshot holds an
  ///   identifier twice, ``ListUpdateError/duplicateIdentifierInOldSnapshot(_:)`` or
  ///   ``ListUpdateError/duplicateSectionIdentifierInOldSnapshot(_:)`` when `old` does (the
  ///   difference would be ambiguous; the error names the snapshot),
  ///   ``ListUpdateError/sectionIdentifierCountMismatch(sections:identifiers:)`` when its section
  ///   identifiers do not match its sections,
  ///   ``ListUpdateError/updatedItemNotInSnapshot(_:)`` when this snapshot reloads or
  ///   reconfigures an item it does not hold (as ``ListController/apply(_:)`` does: the same
  ///   error for the same snapshots).
  ///
  /// **Complexity.** O(n log n) time and O(n) memory for n items in both snapshots.
  @inlinable
  public func difference(from old: ListSnapshot<ID>) throws(ListUpdateError) -> ListDifference<ID> {
    // Inlinable, so the caller's identifier type is specialised: the hashing is most of the cost.
    try old.validateSections(isOld: true)
    try validateSections()
    return try Differ(old: old, new: self).difference()
  }

  /// Throws the first reason `apply` refuses this snapshot, before anything changes. O(n).
  @inlinable
  func validate() throws(ListUpdateError) {
    try validateSections()
    try validateUpdates()
    if let duplicate = firstDuplicate() {
      throw .duplicateIdentifier("\(duplicate)")
    }
  }
}
