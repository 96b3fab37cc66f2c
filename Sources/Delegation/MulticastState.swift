/// One member's place in a ``Multicast``'s list: the member held weakly, and its identity.
@usableFromInline
struct MulticastEntry {
  /// The member, weakly: `nil` once it is freed. A constant, so that initialising it is one
  /// runtime call (a `var` is first set to `nil`, then assigned).
  @usableFromInline weak let object: AnyObject?
  /// The member's address, its key in the identity table; 0 once the entry is retired (its member
  /// removed, or found freed), which no object's address is.
  @usableFromInline var key: UInt

  @usableFromInline
  init(object: AnyObject, key: UInt) {
    self.object = object
    self.key = key
  }

  /// A retired entry, with no member.
  init() {
    object = nil
    key = 0
  }

  /// The member, strongly, or `nil` if it was freed.
  ///
  /// A method, so that it reads the entry in place: the optimiser copies a struct holding a weak
  /// reference (a weak copy and destruction, about 100 instructions) to read the field
  /// directly, even through a pointer, but passes `self` to a method by address.
  @inlinable
  func loadObject() -> AnyObject? { object }
}

/// Everything a ``Multicast`` stores, in one value that knows nothing of `Member`: the ordered
/// list of entries, each member's value beyond its first word, and an identity table over the
/// list.
///
/// Not generic, so the list, the table, retirement and compaction never look up generic
/// metadata, and nothing is allocated per member: an entry is two words inline in one array,
/// the rest of a member's value (``tails``) words inline in another.
///
/// **The member's value.** ``Multicast/object(of:)`` admits only a class instance held directly:
/// a `Member` value whose first word is the object's reference and whose other words, if any, are
/// type metadata, witness tables or the unused words of an existential's inline buffer, none of
/// them a reference. So the value is the entry's object followed by its tail, and the tail, copied
/// as plain words, holds nothing alive and needs no release.
///
/// **The identity table** (``buckets``) is open addressing with linear probing over a power of two
/// of buckets, at least twice as many as entries: each bucket is 0 (empty) or an entry's index
/// plus 1. A retired entry keeps its bucket until the next rebuild (it can never match a key, so
/// it acts as a tombstone). The hash is a multiplication by 2^64 / φ keeping the top bits
/// (Fibonacci hashing): addresses are not chosen by an adversary, and it costs a few instructions
/// where `Hasher` costs about a hundred.
///
/// **Stale entries.** A member freed without being removed keeps its entry, live to the table,
/// until a walk or a lookup of its address finds its weak reference `nil` and retires it (or a
/// removal at its address retires it without looking, which changes nothing visible): a weak
/// reference never answers for a new object at a reused address, so such an object is never
/// taken for the freed one. Hence at most one unretired entry per key, the invariant every probe
/// relies on.
@usableFromInline
struct MulticastState {
  /// The entries in insertion order, retired ones included until the next compaction.
  @usableFromInline var entries: [MulticastEntry] = []
  /// Each entry's member value after its first word, the same number of words for every entry,
  /// in the entries' order.
  @usableFromInline var tails: [UInt] = []
  /// The identity table (see above).
  var buckets: [UInt32] = []
  /// How many entries are retired and not yet compacted away.
  @usableFromInline var retiredCount = 0
  /// How many calls are under way (re-entrant ones included): compaction waits for zero, so an
  /// index below a call's end keeps its entry until that call returns.
  @usableFromInline var callDepth = 0
  /// Kinds of value that passed ``Multicast/isObjectsOwnType(_:object:)``, at most
  /// ``verifiedKindLimit``, each as its object's class followed by the value's words after the
  /// first (see ``hasVerified(_:object:)``).
  @usableFromInline var verifiedKinds: [UInt] = []
  /// Where the next kind remembered goes once ``verifiedKinds`` is full.
  var nextVerifiedKind = 0
  /// How many kinds of value are remembered: enough for the conformers one delegate slot sees.
  static let verifiedKindLimit = 8

  /// An empty state.
  @usableFromInline
  init() {}

  /// The key of `object`: its address.
  @usableFromInline
  static func key(of object: AnyObject) -> UInt {
    UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque())
  }

  /// The first bucket to probe for `key`.
  private func home(of key: UInt) -> Int {
    // `buckets.count` is a power of two, at least 2, so the shift is between 1 and 63.
    let shift = UInt.bitWidth - buckets.count.trailingZeroBitCount
    return Int(truncatingIfNeeded: (key &* Self.multiplier) >> UInt(shift))
  }

  /// 2^64 / φ (2^32 / φ with 32-bit words), odd: the multiplier of Fibonacci hashing.
  private static let multiplier = UInt(
    truncatingIfNeeded: (0x9E37_79B9_7F4A_7C15 as UInt64) >> (64 - UInt64(UInt.bitWidth)))

  // MARK: Membership

  /// The index of the live entry holding `object`, if it is a member; a stale entry for its
  /// address is retired on the way. O(1) expected.
  @usableFromInline
  mutating func liveIndex(of object: AnyObject) -> Int? {
    guard let index = unretiredIndex(of: object) else { return nil }
    if self.object(at: index) === object { return index }
    retire(index)
    return nil
  }

  /// The index of the unretired entry for `object`'s address, if there is one: `object`'s own,
  /// or a stale one (see above). O(1) expected.
  ///
  /// Enough to remove `object`: retiring a stale entry changes nothing a user can see, and
  /// skips loading the weak reference (a load and a release of the member, about 150
  /// instructions).
  @usableFromInline
  func unretiredIndex(of object: AnyObject) -> Int? {
    guard !buckets.isEmpty else { return nil }
    let key = Self.key(of: object)
    var bucket = home(of: key)
    return probe(for: key, from: &bucket)
  }

  /// The index of the unretired entry with `key`, probing from `bucket`; `nil` when there is
  /// none, `bucket` then being the empty bucket that ends the probe. The table is not empty.
  private func probe(for key: UInt, from bucket: inout Int) -> Int? {
    entries.withUnsafeBufferPointer { entries in
      buckets.withUnsafeBufferPointer { buckets in
        let mask = buckets.count - 1
        while buckets[bucket] != 0 {
          let index = Int(buckets[bucket]) - 1
          // At most one unretired entry has this key (see above).
          if entries[index].key == key { return index }
          bucket = (bucket + 1) & mask
        }
        return nil
      }
    }
  }

  /// Appends a live entry for `member`, whose object is `object`, unless it is a member already.
  /// O(1) amortised.
  ///
  /// Here, not in ``Multicast``, so that the closure it passes on is not a main-actor closure
  /// checked at run time.
  @inlinable
  mutating func add<Member>(_ member: Member, object: AnyObject) {
    // The value after its first word, which holds no reference (see above).
    withUnsafeBytes(of: member) { value in
      add(object, tail: UnsafeRawBufferPointer(rebasing: value[MemoryLayout<UInt>.size...]))
    }
  }

  /// Appends a live entry for `object`, unless it is a member already; `tail` is the rest of the
  /// member's value (see above), whole words, as many for every member. O(1) amortised.
  @usableFromInline
  mutating func add(_ object: AnyObject, tail: UnsafeRawBufferPointer) {
    if (entries.count + 1) * 2 > buckets.count { rebuildIndex(forCount: entries.count + 1) }
    let key = Self.key(of: object)
    var bucket = home(of: key)
    if let index = probe(for: key, from: &bucket) {
      if self.object(at: index) === object { return }
      retire(index)  // a freed member's: its bucket takes the new entry
    }
    precondition(entries.count < UInt32.max, "Multicast holds at most \(UInt32.max - 1) entries")
    buckets[bucket] = UInt32(truncatingIfNeeded: entries.count + 1)
    entries.append(MulticastEntry(object: object, key: key))
    let word = MemoryLayout<UInt>.size
    for offset in stride(from: 0, to: tail.count, by: word) {
      tails.append(tail.loadUnaligned(fromByteOffset: offset, as: UInt.self))
    }
  }

  /// Whether the words of `member` after the first are those stored for the entry at `index`.
  ///
  /// Here, not in ``Multicast``, so that the closure it passes on is not a main-actor closure
  /// checked at run time.
  @inlinable
  func tail<Member>(at index: Int, matches member: Member) -> Bool {
    let size = MemoryLayout<Member>.size - Self.word
    guard size > 0 else { return true }
    return withUnsafeBytes(of: member) { value in
      tails.withUnsafeBytes { tails in
        // As long as each other: `member` is a `Member`, and the entry was made from one. The
        // offsets are within `tails`, so they cannot overflow.
        var offset = 0
        while offset < size,
          value.loadUnaligned(fromByteOffset: Self.word + offset, as: UInt.self)
            == tails.loadUnaligned(fromByteOffset: index &* size &+ offset, as: UInt.self)
        {
          offset += Self.word
        }
        return offset >= size
      }
    }
  }

  /// Retires every entry; compacts unless a call is under way. O(*n*).
  mutating func removeAll() {
    for index in entries.indices { retire(index) }
    compactIfWorthIt()
  }

  /// Lends the member of the entry at `index`, if it is live (a freed one is retired): writes
  /// its value, `size` bytes, at `value` (see ``Multicast/visit(_:)``) and returns its object,
  /// strongly.
  @inlinable
  mutating func lend(_ index: Int, at value: UnsafeMutableRawPointer, size: Int) -> AnyObject? {
    guard key(at: index) != 0 else { return nil }
    guard let object = object(at: index) else {
      retire(index)  // freed: counted once, compacted later
      return nil
    }
    let word = MemoryLayout<UInt>.size
    value.storeBytes(of: Unmanaged.passUnretained(object).toOpaque(), as: UnsafeRawPointer.self)
    if size > word {
      tails.withUnsafeBytes { tails in
        // Not nil: the entries up to `index` have `size - word` bytes of tail each (so the
        // product fits in `tails` and cannot overflow).
        let start = tails.baseAddress.unsafelyUnwrapped + index &* (size - word)
        (value + word).copyMemory(from: start, byteCount: size - word)
      }
    }
    return object
  }

  /// Calls `body` with room for one `Member` value on the stack.
  ///
  /// Here, not in ``Multicast``, so that the closure it passes on is not a main-actor closure
  /// checked at run time.
  @inlinable
  static func withRoom<Member, Result>(
    for _: Member.Type, _ body: (UnsafeMutableRawPointer) throws -> Result
  ) rethrows -> Result {
    try withUnsafeTemporaryAllocation(of: Member.self, capacity: 1) { buffer in
      // Not nil: the buffer has room for one value.
      try body(UnsafeMutableRawPointer(buffer.baseAddress.unsafelyUnwrapped))
    }
  }

  /// The key of the entry at `index`, read in place.
  @inlinable
  func key(at index: Int) -> UInt {
    entries.withUnsafeBufferPointer { entries in
      // Not nil: `index` is an entry's.
      entries.baseAddress.unsafelyUnwrapped[index].key
    }
  }

  /// The member of the entry at `index`, strongly, or `nil` if it was freed; read in place
  /// (see ``MulticastEntry/loadObject()``).
  @inlinable
  func object(at index: Int) -> AnyObject? {
    entries.withUnsafeBufferPointer { entries in
      // Not nil: `index` is an entry's.
      entries.baseAddress.unsafelyUnwrapped[index].loadObject()
    }
  }

  /// Marks the entry at `index` dead, once: skipped from now on, dropped by the next compaction.
  @inlinable
  mutating func retire(_ index: Int) {
    guard key(at: index) != 0 else { return }
    entries[index].key = 0
    retiredCount += 1
  }

  // MARK: Kinds of value that can be members

  /// Whether a value of `member`'s kind passed ``Multicast/isObjectsOwnType(_:object:)``
  /// before: one whose object has `object`'s class and whose words after the first are
  /// `member`'s.
  ///
  /// Then `member` passes it too. Those words hold the value's type metadata when `Member` is an
  /// existential that is not class-bound (`Any`, `any P`), so the same words mean the same
  /// dynamic type, the class remembered; when `Member` is a class or a class-bound existential,
  /// every value is a class instance. (A value of any other type never passes the check, so
  /// never has a kind remembered.) The class is part of the kind so that an object the check
  /// refuses, such as the runtime's box for a value, is never taken for a verified one.
  ///
  /// Here, not in ``Multicast``, so that the closure it passes on is not a main-actor closure
  /// checked at run time.
  @inlinable
  func hasVerified<Member>(_ member: Member, object: AnyObject) -> Bool {
    let classBits = Self.classBits(of: object)
    let tailWords = (MemoryLayout<Member>.size - Self.word) / Self.word  // a constant, specialised
    return withUnsafeBytes(of: member) { value in
      verifiedKinds.withUnsafeBufferPointer { kinds in
        var start = 0
        while start < kinds.count {
          if kinds[start] == classBits {
            var word = 0
            while word < tailWords,
              kinds[start + 1 + word]
                == value.loadUnaligned(fromByteOffset: (1 + word) * Self.word, as: UInt.self)
            {
              word += 1
            }
            if word == tailWords { return true }
          }
          start += 1 + tailWords
        }
        return false
      }
    }
  }

  /// Remembers `member`'s kind (see ``hasVerified(_:object:)``), which passed the check.
  @inlinable
  mutating func rememberVerified<Member>(_ member: Member, object: AnyObject) {
    withUnsafeBytes(of: member) { value in
      rememberVerified(
        Self.classBits(of: object), tail: UnsafeRawBufferPointer(rebasing: value[Self.word...]))
    }
  }

  /// The size of a word, and of a member value's first word.
  @inlinable
  static var word: Int { MemoryLayout<UInt>.size }

  /// `object`'s class, as a word.
  @inlinable
  static func classBits(of object: AnyObject) -> UInt {
    UInt(bitPattern: ObjectIdentifier(type(of: object)))
  }

  /// Remembers the kind `classBits` then `tail`, in place of the oldest one when the limit is
  /// reached.
  @usableFromInline
  mutating func rememberVerified(_ classBits: UInt, tail: UnsafeRawBufferPointer) {
    let size = 1 + tail.count / Self.word
    if verifiedKinds.count < Self.verifiedKindLimit * size {
      verifiedKinds.append(classBits)
      for offset in stride(from: 0, to: tail.count, by: Self.word) {
        verifiedKinds.append(tail.loadUnaligned(fromByteOffset: offset, as: UInt.self))
      }
    } else {
      let start = nextVerifiedKind * size
      verifiedKinds[start] = classBits
      for offset in stride(from: 0, to: tail.count, by: Self.word) {
        verifiedKinds[start + 1 + offset / Self.word] = tail.loadUnaligned(
          fromByteOffset: offset, as: UInt.self)
      }
      nextVerifiedKind = (nextVerifiedKind + 1) % Self.verifiedKindLimit
    }
  }

  // MARK: Compaction and the table

  /// Drops retired entries when they are at least half of the list and no call is under way:
  /// each compaction is O(*n*) and follows at least *n*/2 retirements, so retiring is amortised
  /// O(1).
  @inlinable
  mutating func compactIfWorthIt() {
    guard callDepth == 0, retiredCount > 0, retiredCount * 2 >= entries.count else { return }
    compact()
  }

  /// Drops retired entries, keeping the order of the others, and rebuilds the table. O(*n*).
  @usableFromInline
  mutating func compact() {
    var kept = 0
    let words = tails.count / entries.count  // retiredCount > 0, so there are entries
    entries.withUnsafeMutableBufferPointer { entries in
      tails.withUnsafeMutableBufferPointer { tails in
        // Not nil: there are entries. Below `kept`, the live entries in order; from `kept` to
        // `index`, retired ones. Each kept entry moves once, over a retired one destroyed now,
        // and leaves an empty one (a weak reference moves through the runtime: one move, where
        // a swap makes three).
        let base = entries.baseAddress.unsafelyUnwrapped
        for index in entries.indices where base[index].key != 0 {
          if index != kept {
            (base + kept).deinitialize(count: 1)
            (base + kept).moveInitialize(from: base + index, count: 1)
            (base + index).initialize(to: MulticastEntry())
            for word in 0..<words {  // indices of `tails`: no overflow
              tails[kept &* words &+ word] = tails[index &* words &+ word]
            }
          }
          kept += 1
        }
      }
    }
    entries.removeSubrange(kept...)
    tails.removeSubrange((kept * words)...)
    retiredCount = 0
    rebuildIndex(forCount: kept)
  }

  /// Rebuilds the table for `count` entries: the smallest power of two of buckets, at least 8,
  /// holding twice that many, with every unretired entry (retired ones lose their buckets).
  private mutating func rebuildIndex(forCount count: Int) {
    var capacity = 8
    while capacity < count * 2 { capacity *= 2 }
    var table = [UInt32](repeating: 0, count: capacity)
    let mask = capacity - 1
    let shift = UInt(UInt.bitWidth - capacity.trailingZeroBitCount)  // as in `home(of:)`
    entries.withUnsafeBufferPointer { entries in
      table.withUnsafeMutableBufferPointer { table in
        for index in entries.indices where entries[index].key != 0 {
          var bucket = Int(truncatingIfNeeded: (entries[index].key &* Self.multiplier) >> shift)
          while table[bucket] != 0 { bucket = (bucket + 1) & mask }
          table[bucket] = UInt32(truncatingIfNeeded: index + 1)  // below UInt32.max (see add)
        }
      }
    }
    buckets = table
  }

  // MARK: For tests

  /// How many entries are unretired: live members, and freed ones not yet found freed.
  var unretiredCount: Int { entries.count - retiredCount }
}
