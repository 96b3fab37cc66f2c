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
  ///   ``ListUpdateError/duplicateSectionIdentifier(_:)`` when either snapshot holds an
  ///   identifier twice (the difference would be ambiguous),
  ///   ``ListUpdateError/sectionIdentifierCountMismatch(sections:identifiers:)`` when its section
  ///   identifiers do not match its sections.
  ///
  /// **Complexity.** O(n log n) time and O(n) memory for n items in both snapshots.
  public func difference(from old: ListSnapshot<ID>) throws(ListUpdateError) -> ListDifference<ID> {
    try old.validate()
    try validate()
    return Differ(old: old, new: self).difference()
  }

  /// Throws the first reason `apply` or `difference(from:)` refuses this snapshot. O(n).
  func validate() throws(ListUpdateError) {
    try validateSections()
    try validateUpdates()
    if let duplicate = firstDuplicate() {
      throw .duplicateIdentifier("\(duplicate)")
    }
  }
}

/// Computes a ``ListDifference`` with the fewest moves, in one pass over each snapshot plus a
/// longest increasing run per group of items (or sections) that keep their place.
struct Differ<ID: Hashable & Sendable> {
  let old: ListSnapshot<ID>
  let new: ListSnapshot<ID>
  /// For each old section, the new section it is, or `nil` when deleted.
  private let sectionTargets: [Int?]
  /// For each new section, the old section it was, or `nil` when inserted.
  private let sectionOrigins: [Int?]

  init(old: ListSnapshot<ID>, new: ListSnapshot<ID>) {
    self.old = old
    self.new = new
    (sectionTargets, sectionOrigins) = Self.matchSections(old: old, new: new)
  }

  /// Sections by identifier when both snapshots identify them, else by position (the first
  /// `min(old, new)` sections are the same).
  private static func matchSections(
    old: ListSnapshot<ID>, new: ListSnapshot<ID>
  ) -> (targets: [Int?], origins: [Int?]) {
    if let oldIdentifiers = old.sectionIdentifiers, let newIdentifiers = new.sectionIdentifiers {
      var newIndices: [ListSectionIdentifier: Int] = [:]
      newIndices.reserveCapacity(newIdentifiers.count)
      for (index, identifier) in newIdentifiers.enumerated() { newIndices[identifier] = index }
      var origins = [Int?](repeating: nil, count: newIdentifiers.count)
      let targets = oldIdentifiers.enumerated().map { origin, identifier in
        let target = newIndices[identifier]
        if let target { origins[target] = origin }
        return target
      }
      return (targets, origins)
    }
    let oldCount = old.sections.count
    let newCount = new.sections.count
    return (
      (0..<oldCount).map { $0 < newCount ? $0 : nil },
      (0..<newCount).map { $0 < oldCount ? $0 : nil }
    )
  }

  func difference() -> ListDifference<ID> {
    var result = ListDifference<ID>()
    result.deletedSections = sectionTargets.indices.filter { sectionTargets[$0] == nil }
    result.insertedSections = sectionOrigins.indices.filter { sectionOrigins[$0] == nil }
    result.movedSections = movedSections()
    result.newPaths = Self.paths(of: new)
    result.oldPaths = Self.paths(of: old)
    // Items that stay in their section, by old row, with their new rows: reused per section.
    var staying: [(old: Int, new: Int)] = []
    for (section, items) in old.sections.enumerated() {
      guard let target = sectionTargets[section] else { continue }
      staying.removeAll(keepingCapacity: true)
      for (row, item) in items.enumerated() {
        let path = ListIndexPath(row: row, section: section)
        guard let destination = result.newPaths[item], sectionOrigins[destination.section] != nil
        else {
          result.deletedItems.append(path)
          continue
        }
        if destination.section == target {
          staying.append((row, destination.row))
        } else {
          result.movedItems.append(ListDifference.Move(from: path, to: destination))
        }
      }
      let ordered = longestIncreasingRunMask(staying.map(\.new))
      for (index, pair) in staying.enumerated() where !ordered[index] {
        result.movedItems.append(
          ListDifference.Move(
            from: ListIndexPath(row: pair.old, section: section),
            to: ListIndexPath(row: pair.new, section: target)))
      }
    }
    result.movedItems.sort { $0.from < $1.from }
    result.updatedItems = updates(in: result)
    for (section, items) in new.sections.enumerated() where sectionOrigins[section] != nil {
      for (row, item) in items.enumerated() {
        if let origin = result.oldPaths[item], sectionTargets[origin.section] != nil { continue }
        result.insertedItems.append(ListIndexPath(row: row, section: section))
      }
    }
    return result
  }

  /// The items the new snapshot updates that both snapshots show in surviving sections, by
  /// origin. O(u log u + moves) for u updates.
  private func updates(in result: ListDifference<ID>) -> [ListDifference<ID>.Update] {
    guard !new.reloadedItems.isEmpty || !new.reconfiguredItems.isEmpty else { return [] }
    let movedOrigins = Set(result.movedItems.map(\.from))
    let movedSections = Set(result.movedSections.map(\.from))
    var updates: [ListDifference<ID>.Update] = []
    func add(_ items: Set<ID>, _ kind: ListDifference<ID>.Update.Kind) {
      for item in items {
        guard let from = result.oldPaths[item], sectionTargets[from.section] != nil,
          let to = result.newPaths[item], sectionOrigins[to.section] != nil
        else { continue }
        let isMoved = movedOrigins.contains(from) || movedSections.contains(from.section)
        updates.append(.init(from: from, to: to, kind: kind, isMoved: isMoved))
      }
    }
    add(new.reloadedItems, .reload)
    add(new.reconfiguredItems, .reconfigure)
    return updates.sorted { $0.from < $1.from }
  }

  /// The sections that move: those kept outside a longest run that kept its order.
  private func movedSections() -> [ListChange.SectionMove] {
    let kept = sectionTargets.indices.compactMap { origin in
      sectionTargets[origin].map { (origin, $0) }
    }
    let ordered = longestIncreasingRunMask(kept.map(\.1))
    return kept.indices.compactMap { index in
      ordered[index] ? nil : ListChange.SectionMove(from: kept[index].0, to: kept[index].1)
    }
  }

  /// Where each item of `snapshot` is. O(n).
  private static func paths(of snapshot: ListSnapshot<ID>) -> [ID: ListIndexPath] {
    var paths: [ID: ListIndexPath] = [:]
    paths.reserveCapacity(snapshot.numberOfItems)
    for (section, items) in snapshot.sections.enumerated() {
      for (row, item) in items.enumerated() {
        paths[item] = ListIndexPath(row: row, section: section)
      }
    }
    return paths
  }
}

/// For each of `values` (distinct), whether it belongs to one longest strictly increasing
/// subsequence. O(n log n) time, O(n) memory (patience sorting).
func longestIncreasingRunMask(_ values: [Int]) -> [Bool] {
  var tails: [Int] = []  // indices into values: the smallest tail of a run of each length
  var previous = [Int](repeating: -1, count: values.count)
  for (index, value) in values.enumerated() {
    let length = tails.partitioningIndex { values[$0] >= value }
    if length > 0 { previous[index] = tails[length - 1] }
    if length == tails.count { tails.append(index) } else { tails[length] = index }
  }
  var mask = [Bool](repeating: false, count: values.count)
  var index = tails.last ?? -1
  while index >= 0 {
    mask[index] = true
    index = previous[index]
  }
  return mask
}

/// The values of a longest strictly increasing subsequence of `values` (distinct values), for
/// tests.
package func longestIncreasingRunForTests(_ values: [Int]) -> [Int] {
  zip(values, longestIncreasingRunMask(values)).compactMap { $1 ? $0 : nil }
}
