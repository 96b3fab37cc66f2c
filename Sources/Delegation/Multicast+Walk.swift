extension Multicast {
  /// Calls `body` with each live member present now, in order, until it returns `false`.
  ///
  /// The one walk every answer and every membership query takes. It reads the slot list afresh
  /// at each step (nothing is held across member calls, so a member may add, remove or call
  /// again); slots appended meanwhile lie past `end` and are not visited, and compaction waits
  /// until no walk is under way, so the indices below `end` keep their slots.
  @inlinable
  func visit(_ body: (Member) throws -> Bool) rethrows {
    let end = slots.count
    guard end > 0 else { return }  // no member, nothing to compact: the common case, free
    callDepth += 1
    defer {
      callDepth -= 1
      compactIfWorthIt()
    }
    var index = 0
    while index < end {
      let slot = slots[index]
      index += 1
      guard !slot.isRemoved else { continue }
      guard let object = slot.object else {
        retire(slot)  // freed: counted once, compacted later
        continue
      }
      // The member is lent from the slot, not retained again: `object`, the strong reference
      // the weak load returned, keeps it alive until after the body (see ``MulticastSlot``).
      let goOn = try body(slot.stored.assumingMemoryBound(to: Member.self).pointee)
      _fixLifetime(object)
      if !goOn { return }
    }
  }

  /// Marks `slot` dead, once: it is skipped from now on and dropped by the next compaction.
  @usableFromInline
  func retire(_ slot: MulticastSlot) {
    guard !slot.isRemoved else { return }
    slot.isRemoved = true
    slot.object = nil
    deadSlots += 1
    // One hash: a slot leaves the table only if it is the entry there (a stale one may have
    // been replaced by a new member at the same address).
    if let entry = liveSlots.index(forKey: slot.id), liveSlots.values[entry] === slot {
      liveSlots.remove(at: entry)
    }
  }

  /// Drops dead slots when they are at least half of the list and no call is under way: each
  /// compaction is O(*n*) and follows at least *n*/2 removals, so removal is amortised O(1).
  @usableFromInline
  func compactIfWorthIt() {
    guard callDepth == 0, deadSlots > 0, deadSlots * 2 >= slots.count else { return }
    Self.dropRemoved(from: &slots)
    deadSlots = 0
  }

  /// Drops the removed slots, keeping the order of the others.
  ///
  /// Nonisolated, so that the predicate is not a main-actor closure checked at run time for
  /// every slot.
  private nonisolated static func dropRemoved(from slots: inout [MulticastSlot]) {
    slots.removeAll { $0.isRemoved }
  }

  /// How many slots are stored, dead ones included: for tests of compaction.
  package var storedSlotCount: Int { slots.count }

  /// How many members the identity table holds, stale entries included: for tests.
  package var indexedMemberCount: Int { liveSlots.count }
}
