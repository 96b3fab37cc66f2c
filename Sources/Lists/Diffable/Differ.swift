/// Computes a ``ListDifference`` with the fewest moves: one hash of each new item and at most one
/// of each old item (`PositionGuesses` finds most without; duplicates found on the way, in an
/// `IdentifierTable`, which hashes its entries again when deletions make it double), then index
/// arithmetic only, plus a longest increasing run per
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
  /// - Throws: ``ListUpdateError/duplicateIdentifier(_:)`` for an item twice in `new`,
  ///   ``ListUpdateError/duplicateIdentifierInOldSnapshot(_:)`` for an item twice in `old`,
  ///   ``ListUpdateError/updatedItemNotInSnapshot(_:)`` for an update of an item `new` lacks.
  @inlinable
  func difference() throws(ListUpdateError) -> ListDifference<ID> {
    let oldStarts = sectionStarts(old.sections)
    let newStarts = sectionStarts(new.sections)
    let newCount = newStarts[newStarts.count - 1]
    // Old positions are kept in 4 bytes (the table checks the new snapshot's count itself).
    precondition(oldStarts[oldStarts.count - 1] < Int(Int32.max), "2^31 items in a snapshot")
    let sections = matchSections(
      old: old.sectionIdentifiers, oldCount: old.sections.count,
      new: new.sectionIdentifiers, newCount: new.sections.count)
    // The new items flattened (to try the places an old item is likely at before hashing) and
    // indexed: every item's flat position in `new`.
    var newItems: [ID] = new.sections.count == 1 ? new.sections[0] : []  // shared, not copied
    if new.sections.count != 1 {
      newItems.reserveCapacity(newCount)
      for items in new.sections { newItems.append(contentsOf: items) }
    }
    var table = try IdentifierTable(newItems: newItems)
    // The old items, section by section: each hashed at most once, then placed by index
    // arithmetic.
    var oldOfNew = [Int32](repeating: -1, count: newCount)
    var changes = ItemChanges<ID>()
    var guesses = PositionGuesses()
    var flat = 0
    for (section, items) in old.sections.enumerated() {
      let target = sections.targets[section]
      changes.startSection(capacity: items.count)
      for (row, item) in items.enumerated() {
        // Between changes, items follow each other in both snapshots: a comparison or two
        // instead of a hash most of the time.
        var position = guesses.guess(item, in: newItems)
        var emptySlot = 0
        if position == nil {
          let (entry, slot) = table.lookUp(item)
          if let entry {
            // An entry past the new items: an old-only item seen before in `old`.
            guard entry < newCount else { throw .duplicateIdentifierInOldSnapshot("\(item)") }
            guesses.hashed(entry)
          }
          position = entry
          emptySlot = slot
        }
        if let position {
          guard oldOfNew[position] < 0 else {
            throw .duplicateIdentifierInOldSnapshot("\(item)")
          }
          oldOfNew[position] = Int32(truncatingIfNeeded: flat)
          if let target {
            changes.place(
              ListIndexPath(row: row, section: section), at: position, target: target,
              sections: sections, newStarts: newStarts)
          }
        } else {
          table.addOldOnly(item, at: flat, slot: emptySlot)
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
      table: table, oldOfNew: oldOfNew, oldStarts: oldStarts, newStarts: newStarts)
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
        guard let position = result.table.position(of: item), position >= 0 else {
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

/// Where in the new snapshot an old item probably is, from where the items before it were:
/// right after the previous one, one further (an item was inserted before it), or right after
/// the last item found by a guess (the previous one moved away and was found by its hash). Each
/// guess costs a comparison; a right guess saves a hash, and any match is right (new
/// identifiers are unique).
@usableFromInline
struct PositionGuesses {
  /// The new position of the last old item found.
  @usableFromInline var previous = -1
  /// The new position of the last old item found by a guess.
  @usableFromInline var lastGuessed = -1

  @inlinable init() {}

  /// The new position of `item` if a guess is right (and records it), else `nil`.
  @inlinable
  mutating func guess<ID: Equatable>(_ item: ID, in newItems: [ID]) -> Int? {
    var position = previous + 1
    if position >= newItems.count || newItems[position] != item {
      position += 1
      if position >= newItems.count || newItems[position] != item {
        position = lastGuessed + 1
        guard position < newItems.count, newItems[position] == item else { return nil }
      }
    }
    previous = position
    lastGuessed = position
    return position
  }

  /// Records that the item after the previous one was found at `position` by its hash.
  @inlinable
  mutating func hashed(_ position: Int) {
    previous = position
  }
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
