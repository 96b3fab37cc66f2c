extension Multicast {
  /// Appends `member`; does nothing if it is already a member (by identity).
  ///
  /// The member is held weakly. Added during a call, it first hears the next call; a member
  /// removed earlier goes to the end. Main actor only. O(1) amortised.
  ///
  /// - Parameter member: A class instance, typically a value of a class-bound protocol type.
  /// - Precondition: `member` is a class instance; otherwise this traps with a message naming
  ///   its type.
  @inlinable
  public func add(_ member: Member) {
    state.add(member, object: object(of: member))
  }

  /// Removes `member` (by identity); does nothing if it is not a member.
  ///
  /// Removed during a call, it is not called later in that call; removing itself, a member
  /// finishes its own body. Main actor only. O(1) amortised, compaction included.
  ///
  /// - Parameter member: The member to remove. A value that is not a class instance is never a
  ///   member, so removing it does nothing.
  @inlinable
  public func remove(_ member: Member) {
    guard let index = index(of: member, live: false) else { return }
    state.retire(index)
    state.compactIfWorthIt()
  }

  /// Removes every member.
  ///
  /// A call under way calls no one after the member that removed them all. Main actor only.
  /// O(*n*).
  public func removeAll() {
    state.removeAll()
  }

  /// The live members, in the order they were added.
  ///
  /// The array holds them strongly; the multicast does not. Allocates the array. O(*n*).
  public var members: [Member] {
    var result: [Member] = []
    visit { member in
      result.append(member)
      return true
    }
    return result
  }

  /// How many live members there are; a freed member is not counted.
  ///
  /// Allocates nothing. O(*n*): it checks each weak reference.
  public var count: Int {
    var total = 0
    visit { _ in
      total += 1
      return true
    }
    return total
  }

  /// Whether there is no live member.
  ///
  /// Allocates nothing. O(*n*) at worst; stops at the first live member.
  public var isEmpty: Bool { !contains { _ in true } }

  /// Whether `member` (by identity) is a live member.
  ///
  /// Allocates nothing. O(1) amortised.
  ///
  /// - Parameter member: The value to look for; one that is not a class instance is never a
  ///   member.
  /// - Returns: `true` when `member` was added, is not removed and is alive.
  @inlinable
  public func contains(_ member: Member) -> Bool {
    index(of: member, live: true) != nil
  }

  /// The index of `member`'s entry, if it is a member (`live`), or if it is a member or a freed
  /// object at its address that was never found freed (not `live`: enough to remove it).
  ///
  /// The value is looked up by its object first. A value whose words all equal those stored for
  /// that entry is the value that was added, so it needs no check; another one (a value that
  /// wraps the member's object, or the member's value with other unused words) is checked in
  /// full.
  @inlinable
  func index(of member: Member, live: Bool) -> Int? {
    guard let object = Self.directObject(member),
      let index = live ? state.liveIndex(of: object) : state.unretiredIndex(of: object)
    else { return nil }
    guard state.tail(at: index, matches: member) || Self.objectIfClass(member) != nil else {
      return nil
    }
    return index
  }
}
