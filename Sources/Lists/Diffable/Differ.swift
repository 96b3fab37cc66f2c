/// Computes a ``ListDifference`` with the fewest moves: one hash of each item of each snapshot
/// (duplicates found on the way), then index arithmetic only, plus a longest increasing run per
/// group of items (or sections) that keep their place.
///
/// Inlinable, so a caller's identifier type is specialised.
///
/// **Complexity.** O(n log n) time, O(n) memory, for n items in both snapshots.
@usableFromInline
struct Differ<ID: Hashable & Sendable> {
  @usableFromInline let old: ListSnapshot<ID>
  @usableFromInline let new: ListSnapshot<ID>

  @inlinable
  init(old: ListSnapshot<ID>, new: ListSnapshot<ID>) {
    self.old = old
    self.new = new
  }

  /// The difference; both snapshots' section identifiers must be valid.
  ///
  /// - Throws: ``ListUpdateError/duplicateIdentifier(_:)`` for an item twice in either snapshot,
  ///   ``ListUpdateError/updatedItemNotInSnapshot(_:)`` for an update of an item `new` lacks.
  @inlinable
  func difference() throws(ListUpdateError) -> ListDifference<ID> {
    let oldStarts = sectionStarts(old.sections)
    let newStarts = sectionStarts(new.sections)
    let newCount = newStarts[newStarts.count - 1]
    let sections = matchSections(
      old: old.sectionIdentifiers, oldCount: old.sections.count,
      new: new.sectionIdentifiers, newCount: new.sections.count)
    // Every item: its flat position in `new`, or -(old position + 1) when only `old` has it.
    var positions: [ID: Int] = [:]
    positions.reserveCapacity(newCount)
    // The new items flattened, to try the place after the previous old item's before hashing.
    var newItems: [ID] = []
    newItems.reserveCapacity(newCount)
    var flat = 0
    for items in new.sections {
      for item in items {
        if positions.updateValue(flat, forKey: item) != nil {
          throw .duplicateIdentifier("\(item)")
        }
        newItems.append(item)
        flat += 1
      }
    }
    // The old items, section by section: each hashed once, then placed by index arithmetic.
    var oldOfNew = [Int](repeating: -1, count: newCount)
    var changes = ItemChanges<ID>()
    flat = 0
    var previous = -1  // the new position of the last old item found in `new`
    for (section, items) in old.sections.enumerated() {
      let target = sections.targets[section]
      changes.startSection()
      for (row, item) in items.enumerated() {
        // Between changes, items follow each other in both snapshots: one comparison instead
        // of a hash most of the time.
        let next = previous + 1
        if let position = next < newCount && newItems[next] == item ? next : positions[item] {
          guard position >= 0, oldOfNew[position] < 0 else {
            throw .duplicateIdentifier("\(item)")
          }
          previous = position
          oldOfNew[position] = flat
          if let target {
            changes.place(
              ListIndexPath(row: row, section: section), at: position, target: target,
              sections: sections, newStarts: newStarts)
          }
        } else {
          positions[item] = -(flat + 1)
          if target != nil {
            changes.deletedItems.append(ListIndexPath(row: row, section: section))
          }
        }
        flat += 1
      }
      if let target { changes.finishSection(section, target: target) }
    }
    var result = ListDifference<ID>(
      changes.finish(
        sections: sections, oldStarts: oldStarts, newStarts: newStarts, oldOfNew: oldOfNew),
      positions: positions, oldOfNew: oldOfNew, oldStarts: oldStarts, newStarts: newStarts)
    result.setUpdatedItems(try updates(in: result, sections: sections))
    return result
  }

  /// The items the new snapshot updates that both snapshots show in surviving sections, by
  /// origin. O(u log u + moves) for u updates.
  @inlinable
  func updates(
    in result: ListDifference<ID>, sections: SectionMatch
  ) throws(ListUpdateError) -> [ListDifference<ID>.Update] {
    guard !new.reloadedItems.isEmpty || !new.reconfiguredItems.isEmpty else { return [] }
    let movedOrigins = Set(result.movedItems.map(\.from))
    let movedSections = Set(result.movedSections.map(\.from))
    var updates: [ListDifference<ID>.Update] = []
    for (items, kind) in [
      (new.reloadedItems, ListDifference<ID>.Update.Kind.reload),
      (new.reconfiguredItems, .reconfigure),
    ] {
      for item in items {
        guard let position = result.positions[item], position >= 0 else {
          throw .updatedItemNotInSnapshot("\(item)")
        }
        guard let from = result.oldIndexPath(of: item), sections.targets[from.section] != nil
        else { continue }
        let to = result.path(position, result.newStarts)
        guard sections.origins[to.section] != nil else { continue }
        let isMoved = movedOrigins.contains(from) || movedSections.contains(from.section)
        updates.append(.init(from: from, to: to, kind: kind, isMoved: isMoved))
      }
    }
    return updates.sorted { $0.from < $1.from }
  }
}

/// Where each section of `sections` starts in the items flattened across sections, and the
/// total last.
@inlinable
func sectionStarts<ID>(_ sections: [[ID]]) -> [Int] {
  var starts = [0]
  starts.reserveCapacity(sections.count + 1)
  for items in sections { starts.append(starts[starts.count - 1] + items.count) }
  return starts
}

/// The sections of two snapshots matched: by identifier when both have identifiers, else by
/// position (the first `min(old, new)` sections are the same).
@usableFromInline
struct SectionMatch {
  /// For each old section, the new section it is, or `nil` when deleted.
  @usableFromInline var targets: [Int?]
  /// For each new section, the old section it was, or `nil` when inserted.
  @usableFromInline var origins: [Int?]
}

/// Matches sections (see ``SectionMatch``). O(sections).
@usableFromInline
func matchSections(
  old: [ListSectionIdentifier]?, oldCount: Int, new: [ListSectionIdentifier]?, newCount: Int
) -> SectionMatch {
  guard let old, let new else {
    return SectionMatch(
      targets: (0..<oldCount).map { $0 < newCount ? $0 : nil },
      origins: (0..<newCount).map { $0 < oldCount ? $0 : nil })
  }
  var newIndices: [ListSectionIdentifier: Int] = [:]
  newIndices.reserveCapacity(new.count)
  for (index, identifier) in new.enumerated() { newIndices[identifier] = index }
  var origins = [Int?](repeating: nil, count: new.count)
  let targets = old.enumerated().map { origin, identifier in
    let target = newIndices[identifier]
    if let target { origins[target] = origin }
    return target
  }
  return SectionMatch(targets: targets, origins: origins)
}

/// The section holding flat position `position`, given the section starts (the total last).
/// O(log sections).
@inlinable
func section(ofFlat position: Int, _ starts: [Int]) -> Int {
  // The last section starting at or before the position, skipping empty sections.
  var low = 0
  var high = starts.count - 1
  while low < high {
    let middle = (low + high + 1) / 2
    if starts[middle] <= position { low = middle } else { high = middle - 1 }
  }
  return low
}

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
  @usableFromInline var stayingOld: [Int] = []
  @usableFromInline var stayingNew: [Int] = []

  @inlinable init() {}

  /// Starts an old section.
  @inlinable
  mutating func startSection() {
    stayingOld.removeAll(keepingCapacity: true)
    stayingNew.removeAll(keepingCapacity: true)
  }

  /// The old item at `path` (in a section that survives as `target`) is at flat `position` in
  /// the new snapshot: it stays in its section, moves, or is deleted (it went into an inserted
  /// section).
  @inlinable
  mutating func place(
    _ path: ListIndexPath, at position: Int, target: Int, sections: SectionMatch,
    newStarts: [Int]
  ) {
    let destination = Lists.section(ofFlat: position, newStarts)
    guard sections.origins[destination] != nil else { return deletedItems.append(path) }
    let row = position - newStarts[destination]
    if destination == target {
      stayingOld.append(path.row)
      stayingNew.append(row)
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
          from: ListIndexPath(row: stayingOld[index], section: section),
          to: ListIndexPath(row: stayingNew[index], section: target)))
    }
  }

  /// Adds the sections' changes and the inserted items, and sorts the moves. O(n + m log m).
  @inlinable
  mutating func finish(
    sections: SectionMatch, oldStarts: [Int], newStarts: [Int], oldOfNew: [Int]
  ) -> ItemChanges {
    deletedSections = sections.targets.indices.filter { sections.targets[$0] == nil }
    insertedSections = sections.origins.indices.filter { sections.origins[$0] == nil }
    let kept = sections.targets.indices.compactMap { origin in
      sections.targets[origin].map { (origin, $0) }
    }
    let keptInOrder = longestIncreasingRunMask(kept.map(\.1))
    movedSections = kept.indices.compactMap { index in
      keptInOrder[index] ? nil : ListChange.SectionMove(from: kept[index].0, to: kept[index].1)
    }
    movedItems.sort { $0.from < $1.from }
    for section in 0..<newStarts.count - 1 where sections.origins[section] != nil {
      for flat in newStarts[section]..<newStarts[section + 1] {
        let origin = oldOfNew[flat]
        if origin >= 0, sections.targets[Lists.section(ofFlat: origin, oldStarts)] != nil {
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

/// For each of `values` (distinct), whether it belongs to one longest strictly increasing
/// subsequence. O(n log n) time, O(n) memory (patience sorting).
@usableFromInline
func longestIncreasingRunMask(_ values: [Int]) -> [Bool] {
  var tails: [Int] = []  // indices into values: the smallest tail of a run of each length
  var tailValues: [Int] = []  // their values, searched without an indirection
  var previous = [Int](repeating: -1, count: values.count)
  for (index, value) in values.enumerated() {
    // The first run length whose tail is not below `value`; at the end for the common case of
    // an item that kept its order (mostly sorted input appends in O(1)).
    var low = tailValues.count
    if let last = tailValues.last, value < last {
      low = 0
      var high = tailValues.count - 1
      while low < high {
        let middle = (low + high) / 2
        if tailValues[middle] < value { low = middle + 1 } else { high = middle }
      }
    }
    if low > 0 { previous[index] = tails[low - 1] }
    if low == tails.count {
      tails.append(index)
      tailValues.append(value)
    } else {
      tails[low] = index
      tailValues[low] = value
    }
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

/// The snapshot checks and the diff as closures made where the identifier type is known (in an
/// inlinable initialiser), so code that only sees a generic `ID` at run time (a data source
/// reached through a protocol) still runs them specialised.
@usableFromInline
struct SpecializedDiff<ID: Hashable & Sendable> {
  let check: (ListSnapshot<ID>) throws(ListUpdateError) -> Void
  let difference: (ListSnapshot<ID>, ListSnapshot<ID>) throws(ListUpdateError) -> ListDifference<ID>

  @inlinable
  init() {
    self.init(
      check: { snapshot throws(ListUpdateError) in try snapshot.validate() },
      difference: { old, new throws(ListUpdateError) in
        try Differ(old: old, new: new).difference()
      })
  }

  @usableFromInline
  init(
    check: @escaping (ListSnapshot<ID>) throws(ListUpdateError) -> Void,
    difference:
      @escaping (ListSnapshot<ID>, ListSnapshot<ID>) throws(ListUpdateError) ->
      ListDifference<ID>
  ) {
    self.check = check
    self.difference = difference
  }
}
