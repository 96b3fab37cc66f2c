/// The deleted, inserted and moved sections and items, built from the positions of the items:
/// no identifier is hashed here.
@usableFromInline
struct ItemChanges<ID: Hashable & Sendable> {
  @usableFromInline var deletedSections: [Int] = []
  @usableFromInline var insertedSections: [Int] = []
  @usableFromInline var movedSections: [ListChange.SectionMove] = []
  @usableFromInline var deletedItems: [ListIndexPath] = []
  @usableFromInline var insertedItems: [ListIndexPath] = []
  @usableFromInline var movedItems: [ListDifference<ID>.Move] = []
  /// The items of the section under way that stay in it: their old and new rows.
  @usableFromInline var stayingOld: [Int32] = []
  @usableFromInline var stayingNew: [Int32] = []

  @inlinable init() {}

  /// Starts an old section of `capacity` items.
  @inlinable
  mutating func startSection(capacity: Int) {
    stayingOld.removeAll(keepingCapacity: true)
    stayingNew.removeAll(keepingCapacity: true)
    stayingOld.reserveCapacity(capacity)
    stayingNew.reserveCapacity(capacity)
  }

  /// The old item at `path` (in a section that survives as `target`) is at flat `position` in
  /// the new snapshot: it stays in its section, moves, or is deleted (it went into an inserted
  /// section).
  @inlinable
  mutating func place(
    _ path: ListIndexPath, at position: Int, target: Int, sections: SectionMatch,
    newStarts: [Int]
  ) {
    // Most items stay in their section: a range check instead of a search.
    let destination =
      newStarts[target] <= position && position < newStarts[target + 1]
      ? target : Lists.section(ofFlat: position, newStarts)
    guard sections.origins[destination] != nil else { return deletedItems.append(path) }
    let row = position - newStarts[destination]
    if destination == target {
      stayingOld.append(Int32(truncatingIfNeeded: path.row))
      stayingNew.append(Int32(truncatingIfNeeded: row))
    } else {
      movedItems.append(.init(from: path, to: ListIndexPath(row: row, section: destination)))
    }
  }

  /// Ends an old section that survives as `target`: the items that stayed outside a longest
  /// run that kept its order move.
  @inlinable
  mutating func finishSection(_ section: Int, target: Int) {
    let ordered = longestIncreasingRunMask(stayingNew)
    for index in stayingNew.indices where !ordered[index] {
      movedItems.append(
        .init(
          from: ListIndexPath(row: Int(stayingOld[index]), section: section),
          to: ListIndexPath(row: Int(stayingNew[index]), section: target)))
    }
  }

  /// Adds the sections' changes and the inserted items, and sorts the moves. O(n + m log m).
  @inlinable
  mutating func finish(
    sections: SectionMatch, oldStarts: [Int], newStarts: [Int], oldOfNew: [Int32]
  ) -> ItemChanges {
    deletedSections = sections.targets.indices.filter { sections.targets[$0] == nil }
    insertedSections = sections.origins.indices.filter { sections.origins[$0] == nil }
    let kept = sections.targets.indices.compactMap { origin in
      sections.targets[origin].map { (origin, $0) }
    }
    let keptInOrder = longestIncreasingRunMask(kept.map { Int32(truncatingIfNeeded: $0.1) })
    movedSections = kept.indices.compactMap { index in
      keptInOrder[index] ? nil : ListChange.SectionMove(from: kept[index].0, to: kept[index].1)
    }
    movedItems.sort { $0.from < $1.from }
    // With no section deleted, an item the old snapshot had is not inserted: no search.
    let everyOldSectionStays = deletedSections.isEmpty
    for section in 0..<newStarts.count - 1 where sections.origins[section] != nil {
      for flat in newStarts[section]..<newStarts[section + 1] {
        let origin = Int(oldOfNew[flat])
        if origin >= 0,
          everyOldSectionStays
            || sections.targets[Lists.section(ofFlat: origin, oldStarts)] != nil
        {
          continue
        }
        insertedItems.append(ListIndexPath(row: flat - newStarts[section], section: section))
      }
    }
    stayingOld = []
    stayingNew = []
    return self
  }
}
