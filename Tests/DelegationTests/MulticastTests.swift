import Delegation
import Testing

@MainActor
@Suite struct MulticastTests {
  private func three() -> (Log, Observer, Observer, Observer, Multicast<any ScrollObserver>) {
    let log = Log()
    let (a, b, c) = (Observer("a", log: log), Observer("b", log: log), Observer("c", log: log))
    return (log, a, b, c, Multicast<any ScrollObserver>([a, b, c]))
  }

  // MARK: Membership

  @Test func membersAreCalledInTheOrderTheyWereAdded() {
    let (log, a, b, c, multicast) = three()
    multicast.forEach { $0.didScroll(to: 1) }
    #expect(log.lines == ["a.didScroll(1)", "b.didScroll(1)", "c.didScroll(1)"])
    #expect(multicast.names == ["a", "b", "c"])
    withExtendedLifetime((a, b, c)) {}
  }

  @Test func aDuplicateIsIgnored() {
    let (log, a, b, c, multicast) = three()
    multicast.add(b)
    let again = Multicast<any ScrollObserver>([a, b, a, c, b])
    #expect(multicast.count == 3)
    #expect(again.names == ["a", "b", "c"])
    multicast.forEach { $0.didScroll(to: 2) }
    #expect(log.lines == ["a.didScroll(2)", "b.didScroll(2)", "c.didScroll(2)"])
    withExtendedLifetime((a, b, c)) {}
  }

  @Test func aMemberRemovedAndAddedAgainGoesToTheEnd() {
    let (log, a, b, c, multicast) = three()
    multicast.remove(a)
    #expect(!multicast.contains(a))
    multicast.add(a)
    multicast.forEach { $0.didScroll(to: 3) }
    #expect(log.lines == ["b.didScroll(3)", "c.didScroll(3)", "a.didScroll(3)"])
    #expect(multicast.contains(a))
    withExtendedLifetime((a, b, c)) {}
  }

  @Test func removingAnAbsentMemberDoesNothing() {
    let (log, a, b, c, multicast) = three()
    let stranger = Observer("stranger", log: log)
    multicast.remove(stranger)
    multicast.remove(b)
    multicast.remove(b)
    #expect(multicast.names == ["a", "c"])
    withExtendedLifetime((a, b, c, stranger)) {}
  }

  @Test func aFreedMemberIsNeitherCalledNorCounted() {
    let log = Log()
    let kept = Observer("kept", log: log)
    let multicast = Multicast<any ScrollObserver>([kept])
    weak var weakGone: Observer?
    do {
      let gone = Observer("gone", log: log)
      weakGone = gone
      multicast.add(gone)
      #expect(multicast.count == 2)
    }
    #expect(weakGone == nil)
    #expect(multicast.count == 1)
    #expect(!multicast.isEmpty)
    multicast.forEach { $0.didScroll(to: 4) }
    #expect(log.lines == ["kept.didScroll(4)"])
    #expect(multicast.names == ["kept"])
  }

  @Test func theMulticastKeepsNoMemberAlive() {
    let multicast = Multicast<any ScrollObserver>()
    weak var weakMember: Observer?
    do {
      let member = Observer("a", log: Log())
      weakMember = member
      multicast.add(member)
      multicast.forEach { $0.didScroll(to: 5) }
      _ = multicast.first { $0.title() }
    }
    #expect(weakMember == nil)
    #expect(multicast.isEmpty)
  }

  // MARK: During a call

  @Test func aMemberRemovedDuringACallIsNotCalledLaterInIt() {
    let (log, a, b, c, multicast) = three()
    a.onScroll = { [unowned multicast, unowned c] _ in multicast.remove(c) }
    multicast.forEach { $0.didScroll(to: 6) }
    #expect(log.lines == ["a.didScroll(6)", "b.didScroll(6)"])
    #expect(multicast.names == ["a", "b"])
    withExtendedLifetime((a, b, c)) {}
  }

  @Test func aMemberFreedDuringACallIsNotCalledLaterInItAndIsFreedAtOnce() {
    let log = Log()
    let a = Observer("a", log: log)
    let b = Observer("b", log: log)
    var holder: Observer? = Observer("c", log: log)
    weak let weakC = holder
    let multicast = Multicast<any ScrollObserver>([a, b])
    if let c = holder { multicast.add(c) }
    a.onScroll = { _ in holder = nil }
    b.onScroll = { _ in log.lines.append("c freed: \(weakC == nil)") }
    multicast.forEach { $0.didScroll(to: 7) }
    #expect(log.lines == ["a.didScroll(7)", "b.didScroll(7)", "c freed: true"])
    #expect(multicast.count == 2)
    withExtendedLifetime((a, b)) {}
  }

  @Test func aMemberAddedDuringACallFirstHearsTheNextCall() {
    let (log, a, b, c, multicast) = three()
    let late = Observer("late", log: log)
    a.onScroll = { [unowned multicast, unowned late] _ in multicast.add(late) }
    multicast.forEach { $0.didScroll(to: 8) }
    #expect(log.lines == ["a.didScroll(8)", "b.didScroll(8)", "c.didScroll(8)"])
    log.lines.removeAll()
    a.onScroll = nil
    multicast.forEach { $0.didScroll(to: 9) }
    #expect(
      log.lines == ["a.didScroll(9)", "b.didScroll(9)", "c.didScroll(9)", "late.didScroll(9)"])
    withExtendedLifetime((a, b, c, late)) {}
  }

  @Test func aMemberRemovingItselfFinishesItsOwnCall() {
    let (log, a, b, c, multicast) = three()
    b.onScroll = { [unowned multicast] me in
      multicast.remove(me)
      me.log.lines.append("b.after")
    }
    multicast.forEach { $0.didScroll(to: 10) }
    #expect(log.lines == ["a.didScroll(10)", "b.didScroll(10)", "b.after", "c.didScroll(10)"])
    #expect(!multicast.contains(b))
    withExtendedLifetime((a, b, c)) {}
  }

  @Test func removeAllDuringACallStopsEveryoneAfter() {
    let (log, a, b, c, multicast) = three()
    a.onScroll = { [unowned multicast] _ in multicast.removeAll() }
    multicast.forEach { $0.didScroll(to: 11) }
    #expect(log.lines == ["a.didScroll(11)"])
    #expect(multicast.isEmpty)
    withExtendedLifetime((a, b, c)) {}
  }

  @Test func aReentrantCallSeesTheMembershipCurrentAtItsStart() {
    let (log, a, b, c, multicast) = three()
    let late = Observer("late", log: log)
    var nested = false
    b.onScroll = { [unowned multicast, unowned a, unowned late] _ in
      guard !nested else { return }
      nested = true
      multicast.remove(a)
      multicast.add(late)
      multicast.forEach { $0.didScroll(to: 13) }
    }
    multicast.forEach { $0.didScroll(to: 12) }
    #expect(
      log.lines == [
        "a.didScroll(12)", "b.didScroll(12)",
        "b.didScroll(13)", "c.didScroll(13)", "late.didScroll(13)",
        "c.didScroll(12)",
      ])
    withExtendedLifetime((a, b, c, late)) {}
  }

  @Test func aThrowingMemberEndsTheCall() {
    let (log, a, b, c, multicast) = three()
    #expect(throws: Stop.self) {
      try multicast.forEach { member in
        member.didScroll(to: 14)
        if member === b { throw Stop() }
      }
    }
    #expect(log.lines == ["a.didScroll(14)", "b.didScroll(14)"])
    log.lines.removeAll()
    #expect(throws: Stop.self) {
      try multicast.allSatisfy { member in
        if member === a { throw Stop() }
        return member.shouldScroll()
      }
    }
    #expect(log.lines == [])
    // The call is over: the next one hears everyone.
    multicast.forEach { $0.didScroll(to: 15) }
    #expect(log.lines == ["a.didScroll(15)", "b.didScroll(15)", "c.didScroll(15)"])
    withExtendedLifetime((a, b, c)) {}
  }

  // MARK: Answers and their short-circuiting

  @Test func firstStopsAtTheFirstNonNilAnswer() {
    let (log, a, b, c, multicast) = three()
    b.titleAnswer = "B"
    c.titleAnswer = "C"
    #expect(multicast.first { $0.title() } == "B")
    #expect(log.lines == ["a.title", "b.title"])
    withExtendedLifetime((a, b, c)) {}
  }

  @Test func firstAsksEveryoneWhenNoOneAnswers() {
    let (log, a, b, c, multicast) = three()
    #expect(multicast.first { $0.title() } == nil)
    #expect(log.lines == ["a.title", "b.title", "c.title"])
    withExtendedLifetime((a, b, c)) {}
  }

  @Test func lastAsksEveryoneAndKeepsTheLastNonNilAnswer() {
    let (log, a, b, c, multicast) = three()
    a.titleAnswer = "A"
    b.titleAnswer = "B"
    #expect(multicast.last { $0.title() } == "B")
    #expect(log.lines == ["a.title", "b.title", "c.title"])
    withExtendedLifetime((a, b, c)) {}
  }

  @Test func mapAsksEveryoneInOrder() {
    let (log, a, b, c, multicast) = three()
    a.titleAnswer = "A"
    c.titleAnswer = "C"
    #expect(multicast.map { $0.title() } == ["A", nil, "C"])
    #expect(log.lines == ["a.title", "b.title", "c.title"])
    withExtendedLifetime((a, b, c)) {}
  }

  @Test func allSatisfyStopsAtTheFirstFalse() {
    let (log, a, b, c, multicast) = three()
    #expect(multicast.allSatisfy { $0.shouldScroll() })
    #expect(log.lines == ["a.shouldScroll", "b.shouldScroll", "c.shouldScroll"])
    log.lines.removeAll()
    b.answer = false
    #expect(!multicast.allSatisfy { $0.shouldScroll() })
    #expect(log.lines == ["a.shouldScroll", "b.shouldScroll"])
    withExtendedLifetime((a, b, c)) {}
  }

  @Test func containsWhereStopsAtTheFirstTrue() {
    let (log, a, b, c, multicast) = three()
    #expect(!multicast.contains { !$0.shouldScroll() })
    #expect(log.lines == ["a.shouldScroll", "b.shouldScroll", "c.shouldScroll"])
    log.lines.removeAll()
    b.answer = false
    #expect(multicast.contains { !$0.shouldScroll() })
    #expect(log.lines == ["a.shouldScroll", "b.shouldScroll"])
    withExtendedLifetime((a, b, c)) {}
  }

  @Test func reduceThreadsTheValueThroughEveryoneInOrder() {
    let (log, a, b, c, multicast) = three()
    let chain = multicast.reduce("") { sofar, member in
      sofar + (member.title() ?? "") + ((member as? Observer)?.name ?? "?")
    }
    #expect(chain == "abc")
    #expect(log.lines == ["a.title", "b.title", "c.title"])
    withExtendedLifetime((a, b, c)) {}
  }

  @Test func anEmptyMulticastAnswersNeutrally() {
    let multicast = Multicast<any ScrollObserver>()
    var asked = 0
    #expect(multicast.isEmpty && multicast.count == 0 && multicast.members.isEmpty)
    #expect(
      multicast.allSatisfy { _ in
        asked += 1
        return false
      })
    #expect(
      !multicast.contains { _ in
        asked += 1
        return true
      })
    #expect(multicast.first { $0.title() } == nil)
    #expect(multicast.last { $0.title() } == nil)
    #expect(multicast.map { $0.title() }.isEmpty)
    #expect(multicast.reduce(7) { total, _ in total + 1 } == 7)
    #expect(asked == 0)
  }

  // MARK: Compaction

  @Test func compactionAfterManyFreedMembersKeepsTheOrder() {
    let log = Log()
    let kept = (0..<5).map { Observer("k\($0)", log: log) }
    let multicast = Multicast<any ScrollObserver>()
    for (index, observer) in kept.enumerated() {
      multicast.add(observer)
      for _ in 0..<50 { multicast.add(Observer("gone\(index)", log: log)) }
    }
    #expect(multicast.storedSlotCount == 255)
    #expect(multicast.count == 5)
    #expect(multicast.storedSlotCount == 5)
    multicast.forEach { $0.didScroll(to: 16) }
    #expect(log.lines == (0..<5).map { "k\($0).didScroll(16)" })
    multicast.remove(kept[2])
    multicast.add(kept[2])
    #expect(multicast.names == ["k0", "k1", "k3", "k4", "k2"])
  }

  @Test func compactionWaitsUntilNoCallIsUnderWay() {
    let (log, a, b, c, multicast) = three()
    var seenDuringCall: [Int] = []
    a.onScroll = { [unowned multicast, unowned b, unowned c] me in
      me.onScroll = nil
      multicast.remove(b)
      multicast.remove(c)
      seenDuringCall.append(multicast.storedSlotCount)
      multicast.forEach { $0.didScroll(to: 18) }  // a nested call ends; the outer is still on
      seenDuringCall.append(multicast.storedSlotCount)
    }
    multicast.forEach { $0.didScroll(to: 17) }
    #expect(seenDuringCall == [3, 3])
    #expect(multicast.storedSlotCount == 1)
    #expect(log.lines == ["a.didScroll(17)", "a.didScroll(18)"])
    withExtendedLifetime((a, b, c)) {}
  }

  @Test func compactionIsAmortised() {
    let log = Log()
    let kept = Observer("kept", log: log)
    let multicast = Multicast<any ScrollObserver>([kept])
    var largest = 0
    for round in 0..<1_000 {
      let passing = Observer("p\(round)", log: log)
      multicast.add(passing)
      multicast.remove(passing)
      largest = max(largest, multicast.storedSlotCount)
    }
    #expect(largest <= 2)
    #expect(multicast.names == ["kept"])
  }

  @Test func aNewObjectWhereAFreedMemberLivedIsANewMember() {
    let log = Log()
    let kept = Observer("kept", log: log)
    let multicast = Multicast<any ScrollObserver>([kept])
    for round in 0..<200 {
      do { multicast.add(Observer("gone\(round)", log: log)) }  // freed at once, never walked
      let fresh = Observer("fresh\(round)", log: log)  // often at the freed one's address
      #expect(!multicast.contains(fresh))
      multicast.add(fresh)
      #expect(multicast.contains(fresh))
      log.lines.removeAll()
      multicast.forEach { $0.didScroll(to: round) }
      #expect(log.lines == ["kept.didScroll(\(round))", "fresh\(round).didScroll(\(round))"])
      multicast.remove(fresh)
      #expect(!multicast.contains(fresh))
    }
    #expect(multicast.names == ["kept"])
    #expect(multicast.indexedMemberCount <= 2)  // kept, and at most one stale entry
  }

  @Test func membershipStaysExactThroughThousandsOfAddsAndRemovals() {
    let log = Log()
    let observers = (0..<2_000).map { Observer("o\($0)", log: log) }
    let multicast = Multicast<any ScrollObserver>(observers)
    var present = Set(0..<observers.count)
    // A fixed scrambled order: 7,919 is prime, so this visits every index once.
    let order = (0..<observers.count).map { $0 * 7_919 % observers.count }
    for index in order where index % 3 != 0 {
      multicast.remove(observers[index])
      multicast.remove(observers[index])  // a second removal does nothing
      present.remove(index)
    }
    for index in [5, 1, 7] {  // removed ones come back at the end, in the order added
      multicast.add(observers[index])
      present.insert(index)
    }
    let expected =
      (0..<observers.count).filter { $0 % 3 == 0 }.map { "o\($0)" } + ["o5", "o1", "o7"]
    #expect(multicast.names == expected)
    #expect(multicast.indexedMemberCount == present.count)
    for (index, observer) in observers.enumerated() {
      #expect(multicast.contains(observer) == present.contains(index))
    }
  }

  @Test func tenThousandMembersKeepTheirOrderThroughRemovalsAndReAdds() {
    let log = Log()
    let observers = (0..<10_000).map { Observer("o\($0)", log: log) }
    let multicast = Multicast<any ScrollObserver>(observers)
    // A fixed scrambled order: 7,919 is prime, so this visits every index once.
    let removed = (0..<observers.count).map { $0 * 7_919 % observers.count }.filter { $0 % 4 != 0 }
    for index in removed { multicast.remove(observers[index]) }
    for index in [9_999, 2, 5_001] { multicast.add(observers[index]) }
    let expected =
      (0..<observers.count).filter { $0 % 4 == 0 }.map { "o\($0)" } + ["o9999", "o2", "o5001"]
    #expect(multicast.names == expected)
    #expect(multicast.storedSlotCount < 2 * expected.count)  // compacted on the way
  }

  @Test func aMemberReleasedDuringAWalkIsSkippedAndTheOthersKeepTheirOrder() {
    let log = Log()
    var held: [Observer?] = (0..<6).map { Observer("o\($0)", log: log) }
    let multicast = Multicast<any ScrollObserver>(held.compactMap { $0 })
    held[1]?.onScroll = { _ in
      for index in 3..<6 { held[index] = nil }
    }
    multicast.forEach { $0.didScroll(to: 1) }
    #expect(log.lines == ["o0.didScroll(1)", "o1.didScroll(1)", "o2.didScroll(1)"])
    #expect(multicast.names == ["o0", "o1", "o2"])
    #expect(multicast.storedSlotCount == 3)  // the freed ones were compacted after the walk
  }

  /// Members whose values are several words long (an `Any`, a composition of protocols) come
  /// back whole, in order, after removals moved them.
  @Test func multiWordMemberValuesSurviveCompaction() {
    let log = Log()
    let observers = (0..<40).map { Observer("o\($0)", log: log) }
    let anything = Multicast<Any>(observers)
    let composed = Multicast<any ScrollObserver & Named>(observers)
    for index in observers.indices where index % 3 != 0 {
      anything.remove(observers[index])
      composed.remove(observers[index])
    }
    // Compacted at least once: the kept members' values moved.
    #expect(anything.storedSlotCount < observers.count)
    #expect(composed.storedSlotCount < observers.count)
    let kept = observers.indices.filter { $0 % 3 == 0 }.map { "o\($0)" }
    #expect(anything.map { ($0 as? Observer)?.name ?? "?" } == kept)
    #expect(composed.map { $0.name } == kept)
    composed.forEach { $0.didScroll(to: 2) }
    #expect(log.lines == kept.map { "\($0).didScroll(2)" })
  }

  // MARK: What can be a member

  @Test func onlyClassInstancesHeldDirectlyCanBeMembers() {
    let observer = Observer("a", log: Log())
    #expect(Multicast<any ScrollObserver>.rejection(of: observer) == nil)
    #expect(Multicast<Observer>.rejection(of: observer) == nil)
    #expect(Multicast<AnyObject>.rejection(of: observer) == nil)
    #expect(Multicast<Any>.rejection(of: observer) == nil)
    #expect(
      Multicast<Int>.rejection(of: 3)
        == "Multicast<Int> holds class instances weakly; Int is not a class")
    #expect(
      Multicast<any CustomStringConvertible>.rejection(of: "text")
        == "Multicast<CustomStringConvertible> holds class instances weakly; String is not a class")
    #expect(
      Multicast<any Error>.rejection(of: ClassError())
        == "Multicast<Error> holds class instances weakly; ClassError is boxed inside "
        + "Error: use a class or a class-bound protocol as Member")
    #expect(Multicast<any ScrollObserver>.isClassInstance(observer))
    #expect(!Multicast<Int>.isClassInstance(3))
    #expect(!Multicast<Int>().contains(3))
  }

  /// The inlined checks of `add`, `remove` and `contains` read the value's first word: a value
  /// that holds a member's address there without being that member is still refused.
  @Test func aValueHoldingAMembersAddressIsNotThatMember() {
    struct Wrapper { let observer: Observer }
    let observer = Observer("a", log: Log())
    let multicast = Multicast<Any>()
    multicast.add(observer)
    let lookalikes: [Any] = [Optional(observer) as Any, Wrapper(observer: observer)]
    for lookalike in lookalikes {
      #expect(Multicast<Any>.rejection(of: lookalike) != nil)
      #expect(!multicast.contains(lookalike))
      multicast.remove(lookalike)
    }
    #expect(multicast.contains(observer))
    #expect(multicast.count == 1)
    let errors = Multicast<any Error>()
    #expect(!errors.contains(ClassError()))
    errors.remove(ClassError())
    #expect(errors.isEmpty)
  }

  @Test func aValueThatCannotBeAMemberIsNeverOne() {
    let multicast = Multicast<Any>()
    multicast.remove(3)
    #expect(!multicast.contains("text"))
    #expect(multicast.isEmpty)
  }
}
