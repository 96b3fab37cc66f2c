extension Multicast {
  /// Calls `body` with each live member present now, in order, until it returns `false`.
  ///
  /// The one walk every answer and every membership query takes. It reads the entries afresh at
  /// each step (nothing is held across member calls, so a member may add, remove or call again);
  /// entries appended meanwhile lie past `end` and are not visited, and compaction waits until no
  /// walk is under way, so the indices below `end` keep their entries.
  ///
  /// The member lent to `body` is rebuilt in a buffer on the stack from the entry's object and
  /// its tail (see ``MulticastState``): a bitwise copy of the value that was added, owning no
  /// reference. `object`, the strong reference the weak load returned, keeps the member alive
  /// until `body` returned, and a weak reference never answers for a new object at a reused
  /// address, so the value lent refers to the live member it was made from. The buffer is never
  /// destroyed as a `Member`, so nothing is released twice.
  @inlinable
  func visit(_ body: (Member) throws -> Bool) rethrows {
    let end = state.entries.count
    guard end > 0 else { return }  // no member, nothing to compact: the common case, free
    state.callDepth += 1
    defer {
      state.callDepth -= 1
      state.compactIfWorthIt()
    }
    try State.withRoom(for: Member.self) { lent in
      var index = 0
      while index < end {
        defer { index += 1 }
        guard let object = state.lend(index, at: lent, size: MemoryLayout<Member>.size) else {
          continue
        }
        let goOn = try body(lent.bindMemory(to: Member.self, capacity: 1).pointee)
        extendLifetime(object)
        if !goOn { return }
      }
    }
  }

  /// The size of a word, and of a member value's first word: its object's reference.
  @inlinable
  nonisolated static var wordSize: Int { MemoryLayout<UnsafeRawPointer>.size }

  /// How many entries are stored, retired ones included: for tests of compaction.
  package var storedSlotCount: Int { state.entries.count }

  /// How many members the identity table can find: live ones, and freed ones not yet found
  /// freed (stale entries). For tests.
  package var indexedMemberCount: Int { state.unretiredCount }
}
