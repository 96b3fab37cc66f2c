/// The identifiers a diff has seen and where they are: the new snapshot's items in order, then
/// the items only the old snapshot has, found through an open-addressing hash table of 4-byte
/// entries (linear probing).
///
/// A `[ID: Int]` dictionary would take 16 bytes a bucket (4 MB for 10^5 items) beside the
/// flattened items the diff needs anyway; this table keeps each identifier once and takes 4
/// bytes a slot (1 MB for 10^5 items in both snapshots). Fresh pages are most of a large diff's
/// time, so memory is time here.
///
/// Each identifier is hashed once when it is added, once when it is looked up, and again each
/// time the table doubles (when many old items are deleted: amortised O(1) per entry), with the
/// standard library's per-process seeded hash (`hashValue`).
@usableFromInline
struct IdentifierTable<ID: Hashable & Sendable>: Sendable, Equatable {
  /// The new snapshot's items, flattened across sections: entry `i` is at flat new position `i`.
  @usableFromInline var newItems: [ID]
  /// The items only the old snapshot has, in old order: entry `newItems.count + i`.
  @usableFromInline var oldOnlyItems: [ID] = []
  /// The flat old position of each of ``oldOnlyItems``.
  @usableFromInline var oldOnlyPositions: [Int] = []
  /// For each slot, its entry + 1, or 0 when the slot is empty: a power of two of them, at most
  /// three quarters full, so probes are short and always end.
  @usableFromInline var slots: [UInt32]

  /// A table of `newItems`, at most half full.
  ///
  /// - Throws: ``ListUpdateError/duplicateIdentifier(_:)`` when `newItems` holds an item twice.
  @inlinable
  init(newItems: [ID]) throws(ListUpdateError) {
    self.newItems = newItems
    slots = Self.emptySlots(holding: newItems.count * 2)
    for (entry, item) in newItems.enumerated() {
      let (found, slot) = lookUp(item)
      guard found == nil else { throw .duplicateIdentifier("\(item)") }
      slots[slot] = UInt32(truncatingIfNeeded: entry + 1)
    }
  }

  /// The number of entries: new items, then old-only ones.
  @inlinable
  var count: Int { newItems.count + oldOnlyItems.count }

  /// Empty slots for more than `entries` entries: the smallest power of two above it.
  @inlinable
  static func emptySlots(holding entries: Int) -> [UInt32] {
    // Fewer than 2^31 slots, so entries (stored as entry + 1) and positions fit in 4 bytes.
    precondition(
      entries < Int(Int32.max),
      "a diff indexes fewer than 2^30 new items and 3 x 2^28 items in all")
    var slotCount = 1
    while slotCount <= entries { slotCount *= 2 }
    return [UInt32](repeating: 0, count: slotCount)
  }

  /// The entry holding `item`, or `nil` and the empty slot where it would go. O(1) expected.
  @inlinable
  func lookUp(_ item: ID) -> (entry: Int?, slot: Int) {
    let mask = slots.count - 1
    var slot = item.hashValue & mask
    while true {
      let stored = Int(slots[slot])
      if stored == 0 { return (nil, slot) }
      let entry = stored - 1
      let candidate =
        entry < newItems.count ? newItems[entry] : oldOnlyItems[entry - newItems.count]
      if candidate == item { return (entry, slot) }
      slot = (slot + 1) & mask
    }
  }

  /// Adds `item`, which only the old snapshot has, at flat old position `position`, in the empty
  /// `slot` ``lookUp(_:)`` returned for it.
  /// Doubles the slots when they are three quarters full (amortised O(1)).
  @inlinable
  mutating func addOldOnly(_ item: ID, at position: Int, slot: Int) {
    slots[slot] = UInt32(truncatingIfNeeded: count + 1)
    oldOnlyItems.append(item)
    oldOnlyPositions.append(position)
    if count * 4 > slots.count * 3 { grow() }
  }

  /// Twice the slots, every entry placed again (hashed again; entries are distinct, so each
  /// goes to the first empty slot of its probe, without comparisons). O(entries).
  @inlinable
  mutating func grow() {
    slots = Self.emptySlots(holding: slots.count * 2 - 1)
    let mask = slots.count - 1
    for entry in 0..<count {
      let item = entry < newItems.count ? newItems[entry] : oldOnlyItems[entry - newItems.count]
      var slot = item.hashValue & mask
      while slots[slot] != 0 { slot = (slot + 1) & mask }
      slots[slot] = UInt32(truncatingIfNeeded: entry + 1)
    }
  }

  /// The flat position of `item` in the new snapshot, or -(old position + 1) when only the old
  /// snapshot has it, or `nil` when neither has it (or it has not been added yet).
  @inlinable
  func position(of item: ID) -> Int? {
    guard let entry = lookUp(item).entry else { return nil }
    return entry < newItems.count
      ? entry : -(oldOnlyPositions[entry - newItems.count] + 1)
  }

  /// Whether both tables hold the same items in the same places (the slots follow from them).
  @inlinable
  static func == (left: Self, right: Self) -> Bool {
    left.newItems == right.newItems && left.oldOnlyItems == right.oldOnlyItems
      && left.oldOnlyPositions == right.oldOnlyPositions
  }
}
