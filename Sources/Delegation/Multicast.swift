/// An ordered, weak fan-out of one delegate slot to several members, with explicit answers.
///
/// Own one where a delegate slot is one-to-one and several objects want to answer, and write
/// each requirement of your delegate protocol with the answer policy it needs: `forEach` for a
/// notification, `first` or `allSatisfy` for a question, `map` to collect every answer.
///
/// **Order.** Members are called in the order they were added; one removed and added again
/// goes to the end. Adding a member already present (by identity) does nothing.
///
/// **Memory.** Members are held weakly: a freed member is skipped and no longer counted. A member
/// is held strongly only while its own body runs; nothing is held across member calls, so a
/// member may call the multicast again (re-entrant calls see the membership current at their
/// start). Freed and removed slots are compacted lazily, outside calls: amortised O(1) per
/// removal.
///
/// **During a call** the members are those present at its start: one removed or freed meanwhile
/// is not called later in it, one added meanwhile first hears the next call, one removing itself
/// finishes its own body. A member that throws ends the call; the error propagates.
///
/// **Cost.** `forEach`, `first`, `last`, `allSatisfy`, `contains(where:)` and `reduce` allocate
/// nothing; each visits the slots once, O(*n*) in the slots present at the call's start.
///
/// **Threading.** Main actor only.
///
/// `Member` is unconstrained so that a protocol type such as `any MyDelegate` can be used (an
/// existential does not conform to `AnyObject`); adding a value that is not a class instance
/// traps, naming its type.
@MainActor
public final class Multicast<Member> {
  // Exclusivity: every access to these three is a read, an assignment, an increment or an
  // append of a value built beforehand; a member's body always runs between accesses, never
  // inside one, so no two accesses can overlap and the runtime check (about 85 instructions per
  // member called, callgrind on `Benchmarks/run`) could never fire.
  @usableFromInline @exclusivity(unchecked) var slots: [Slot] = []
  /// Slots that are removed or whose member was found freed, not yet compacted away.
  @usableFromInline @exclusivity(unchecked) var deadSlots = 0
  /// How many calls are under way (re-entrant ones included): compaction waits for zero.
  @usableFromInline @exclusivity(unchecked) var callDepth = 0

  /// Creates an empty multicast.
  public init() {}

  /// Creates a multicast with `members`, in order (duplicates kept once).
  ///
  /// - Precondition: every member is a class instance.
  public init(_ members: some Sequence<Member>) {
    for member in members { add(member) }
  }

  /// Appends `member`. Does nothing if it is already a member (by identity).
  ///
  /// Added during a call, it first hears the next call. O(*n*).
  ///
  /// - Precondition: `member` is a class instance; otherwise this traps with a message naming
  ///   its type.
  public func add(_ member: Member) {
    let object = Self.object(of: member)
    guard index(of: object) == nil else { return }
    slots.append(Slot(member, object: object))
  }

  /// Removes `member` (by identity). Does nothing if it is not a member.
  ///
  /// Removed during a call, it is not called later in that call. O(*n*), compaction amortised.
  public func remove(_ member: Member) {
    guard let object = Self.objectIfClass(member), let index = index(of: object) else { return }
    retire(slots[index])
    compactIfWorthIt()
  }

  /// Removes every member. A call under way calls no one else.
  public func removeAll() {
    for slot in slots where !slot.isRemoved { retire(slot) }
    compactIfWorthIt()
  }

  /// The live members, in order. Allocates the array.
  public var members: [Member] {
    var result: [Member] = []
    visit { member in
      result.append(member)
      return true
    }
    return result
  }

  /// How many live members there are. O(*n*).
  public var count: Int {
    var total = 0
    visit { _ in
      total += 1
      return true
    }
    return total
  }

  /// Whether there is no live member. O(*n*) at worst, stops at the first live member.
  public var isEmpty: Bool { !contains { _ in true } }

  /// Whether `member` (by identity) is a live member.
  public func contains(_ member: Member) -> Bool {
    guard let object = Self.objectIfClass(member) else { return false }
    return index(of: object) != nil
  }

  /// Calls `body` with every member, in order.
  ///
  /// - Throws: What a member's `body` throws; the members after it are not called.
  @inlinable
  public func forEach(_ body: (Member) throws -> Void) rethrows {
    try visit { member in
      try body(member)
      return true
    }
  }

  /// The first non-`nil` answer, asking members in order and stopping there; `nil` if none
  /// answers.
  @inlinable
  public func first<R>(_ body: (Member) throws -> R?) rethrows -> R? {
    var answer: R?
    try visit { member in
      answer = try body(member)
      return answer == nil
    }
    return answer
  }

  /// The last non-`nil` answer: every member is asked.
  @inlinable
  public func last<R>(_ body: (Member) throws -> R?) rethrows -> R? {
    var answer: R?
    try visit { member in
      if let value = try body(member) { answer = value }
      return true
    }
    return answer
  }

  /// Every member's answer, in order. Allocates the array.
  @inlinable
  public func map<R>(_ body: (Member) throws -> R) rethrows -> [R] {
    var answers: [R] = []
    try visit { member in
      answers.append(try body(member))
      return true
    }
    return answers
  }

  /// Whether every member answers `true`; stops at the first `false`. `true` when empty.
  @inlinable
  public func allSatisfy(_ predicate: (Member) throws -> Bool) rethrows -> Bool {
    var result = true
    try visit { member in
      result = try predicate(member)
      return result
    }
    return result
  }

  /// Whether some member answers `true`; stops at the first `true`. `false` when empty.
  @inlinable
  public func contains(where predicate: (Member) throws -> Bool) rethrows -> Bool {
    var result = false
    try visit { member in
      result = try predicate(member)
      return !result
    }
    return result
  }

  /// Threads `initial` through every member in order: `next(next(initial, m1), m2) ...`.
  @inlinable
  public func reduce<R>(_ initial: R, _ next: (R, Member) throws -> R) rethrows -> R {
    var result = initial
    try visit { member in
      result = try next(result, member)
      return true
    }
    return result
  }

  // MARK: The one walk

  /// Calls `body` with each live member present now, in order, until it returns `false`.
  ///
  /// Reads the slot list afresh at each step (nothing is held across member calls, so a member
  /// may add, remove or call again); slots appended meanwhile lie past `end` and are not visited.
  @inlinable
  func visit(_ body: (Member) throws -> Bool) rethrows {
    let end = slots.count
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
      // The member is borrowed from the slot, not copied: `object`, the strong reference the
      // weak load returned, keeps it alive until after the body (see ``Slot``).
      let goOn = try body(slot.stored.pointee)
      _fixLifetime(object)
      if !goOn { return }
    }
  }

  // MARK: Slots

  private func index(of object: AnyObject) -> Int? {
    slots.firstIndex { !$0.isRemoved && $0.object === object }
  }

  /// Marks `slot` dead, once.
  @usableFromInline
  func retire(_ slot: Slot) {
    guard !slot.isRemoved else { return }
    slot.isRemoved = true
    slot.object = nil
    deadSlots += 1
  }

  /// Drops dead slots when they are at least half of the list and no call is under way: each
  /// compaction is O(*n*) and follows at least *n*/2 removals, so removal is amortised O(1).
  @usableFromInline
  func compactIfWorthIt() {
    guard callDepth == 0, deadSlots > 0, deadSlots * 2 >= slots.count else { return }
    slots.removeAll { $0.isRemoved }
    deadSlots = 0
  }

  /// `member` as an object, or `nil` when it is not a class instance.
  private static func objectIfClass(_ member: Member) -> AnyObject? {
    guard isClassInstance(member) else { return nil }
    return member as AnyObject
  }

  /// `member` as an object; traps, naming its type, when it is not a class instance.
  private static func object(of member: Member) -> AnyObject {
    guard let object = objectIfClass(member) else {
      preconditionFailure(
        "Multicast<\(Member.self)> holds class instances weakly; \(type(of: member as Any)) is not a class"
      )
    }
    return object
  }

  /// Whether `value` is a class instance. Asks of `value as Any`: in generic code `type(of:)` of
  /// an existential answers the protocol, not the dynamic type.
  package static func isClassInstance(_ value: Member) -> Bool {
    type(of: value as Any) is AnyClass
  }
}

extension Multicast {
  /// One member's place: the member held weakly, and whether it left.
  ///
  /// The member is kept two ways: `object`, a weak reference that says whether it is alive, and
  /// `stored`, the `Member` value itself (an existential, or a class reference) kept without a
  /// strong reference, so that a call needs no dynamic cast from `AnyObject` back to `Member`
  /// (that cast, a protocol-conformance lookup, cost over 200 ns per member; `Benchmarks/run`).
  ///
  /// Safety proof: `stored` is initialised with a copy of the member, which retains its object
  /// once; `init` gives that retain back at once, so the slot holds no strong reference. The
  /// stored value is read only by `visit`, after a load of the weak `object` succeeded and
  /// while it holds that strong reference until the member's body returned: the object is alive
  /// and is the same object (a weak reference never answers for a new object at a reused
  /// address), so the value lent to the body refers to a live object. The
  /// stored value is never destroyed, only its memory deallocated, so the given-back retain is
  /// never released twice.
  @MainActor @usableFromInline
  final class Slot {
    // Exclusivity: both are read or assigned in single instantaneous accesses that call no
    // other code, so no two can overlap (the runtime check cost 62 instructions per member).
    @usableFromInline @exclusivity(unchecked) weak var object: AnyObject?
    @usableFromInline @exclusivity(unchecked) var isRemoved = false
    @usableFromInline let stored: UnsafeMutablePointer<Member>

    init(_ member: Member, object: AnyObject) {
      self.object = object
      stored = .allocate(capacity: 1)
      stored.initialize(to: member)
      Unmanaged.passUnretained(object).release()
    }

    isolated deinit {
      stored.deallocate()
    }
  }
}
