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
    state.add(member, object: Self.object(of: member))
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
    guard let object = Self.objectIfClass(member) else { return }
    state.remove(object)
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
    guard let object = Self.objectIfClass(member) else { return false }
    return state.liveIndex(of: object) != nil
  }
}
