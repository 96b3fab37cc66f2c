// The answers a call site chooses from. Each asks the members present at the call's start, in
// the order they were added, holding each one strongly only while its body runs; a member that
// throws ends the call and the error propagates. All but `map` allocate nothing.

extension Multicast {
  /// Calls `body` with every member, in order: the policy for a notification.
  ///
  /// Asks everyone present at the start, unless one throws. Main actor only. Allocates nothing.
  /// O(*n*).
  ///
  /// - Parameter body: What to tell each member.
  /// - Throws: What `body` throws; the members after that one are not called.
  @inlinable
  public func forEach(_ body: (Member) throws -> Void) rethrows {
    try visit { member in
      try body(member)
      return true
    }
  }

  /// The first non-`nil` answer: the policy for a question one member answers.
  ///
  /// Asks members in order and stops at the first non-`nil` answer; the others are not asked.
  /// Main actor only. Allocates nothing. O(*n*) at worst.
  ///
  /// - Parameter body: The question, asked of one member.
  /// - Returns: The first non-`nil` answer, or `nil` when no member answers (or there is none).
  /// - Throws: What `body` throws; the members after that one are not asked.
  @inlinable
  public func first<R>(_ body: (Member) throws -> R?) rethrows -> R? {
    var answer: R?
    try visit { member in
      answer = try body(member)
      return answer == nil
    }
    return answer
  }

  /// The last non-`nil` answer: the policy for a question the latest member overrides.
  ///
  /// Asks every member, in order. Main actor only. Allocates nothing. O(*n*).
  ///
  /// - Parameter body: The question, asked of one member.
  /// - Returns: The last non-`nil` answer, or `nil` when no member answers (or there is none).
  /// - Throws: What `body` throws; the members after that one are not asked.
  @inlinable
  public func last<R>(_ body: (Member) throws -> R?) rethrows -> R? {
    var answer: R?
    try visit { member in
      if let value = try body(member) { answer = value }
      return true
    }
    return answer
  }

  /// Every member's answer, in order: the policy when the caller combines them itself.
  ///
  /// Asks every member, in order. Main actor only. Allocates the array. O(*n*).
  ///
  /// - Parameter body: The question, asked of one member.
  /// - Returns: The answers, one per member asked, in order; empty when there is no member.
  /// - Throws: What `body` throws; the members after that one are not asked.
  @inlinable
  public func map<R>(_ body: (Member) throws -> R) rethrows -> [R] {
    var answers: [R] = []
    try visit { member in
      answers.append(try body(member))
      return true
    }
    return answers
  }

  /// Whether every member answers `true`: the policy for a permission all must give.
  ///
  /// Asks members in order and stops at the first `false`; the others are not asked. Main actor
  /// only. Allocates nothing. O(*n*) at worst.
  ///
  /// - Parameter predicate: The question, asked of one member.
  /// - Returns: `false` if a member answered `false`; otherwise `true`, also when there is no
  ///   member.
  /// - Throws: What `predicate` throws; the members after that one are not asked.
  @inlinable
  public func allSatisfy(_ predicate: (Member) throws -> Bool) rethrows -> Bool {
    var result = true
    try visit { member in
      result = try predicate(member)
      return result
    }
    return result
  }

  /// Whether some member answers `true`: the policy for a claim any one member can make.
  ///
  /// Asks members in order and stops at the first `true`; the others are not asked. Main actor
  /// only. Allocates nothing. O(*n*) at worst.
  ///
  /// - Parameter predicate: The question, asked of one member.
  /// - Returns: `true` if a member answered `true`; otherwise `false`, also when there is no
  ///   member.
  /// - Throws: What `predicate` throws; the members after that one are not asked.
  @inlinable
  public func contains(where predicate: (Member) throws -> Bool) rethrows -> Bool {
    // Some member says `true` exactly when not every member says `false`; both stop at the
    // same member.
    try !allSatisfy { try !predicate($0) }
  }

  /// Threads `initial` through every member, in order: `next(next(initial, m1), m2)`, and so on.
  ///
  /// The policy for an answer each member refines (a size each one adjusts, say). Asks every
  /// member. Main actor only. Allocates nothing itself. O(*n*).
  ///
  /// - Parameters:
  ///   - initial: The value given to the first member.
  ///   - next: Gives the value so far and one member; returns the value for the next one.
  /// - Returns: The value after the last member; `initial` when there is no member.
  /// - Throws: What `next` throws; the members after that one are not asked.
  @inlinable
  public func reduce<R>(_ initial: R, _ next: (R, Member) throws -> R) rethrows -> R {
    var result = initial
    try visit { member in
      result = try next(result, member)
      return true
    }
    return result
  }
}
