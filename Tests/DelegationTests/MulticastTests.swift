import Delegation
import Testing

/// A delegate protocol as users write them: a notification, a question, a value.
@MainActor
protocol ScrollObserver: AnyObject {
  func didScroll(to offset: Int)
  func shouldScroll() -> Bool
  func title() -> String?
}

/// A member that writes what it hears to a shared log and can act during a call.
@MainActor
final class Observer: ScrollObserver {
  let name: String
  let log: Log
  var answer = true
  var titleAnswer: String?
  var onScroll: ((Observer) throws -> Void)?

  init(_ name: String, log: Log) {
    self.name = name
    self.log = log
  }

  func didScroll(to offset: Int) {
    log.lines.append("\(name).didScroll(\(offset))")
    try? onScroll?(self)
  }
  func shouldScroll() -> Bool {
    log.lines.append("\(name).shouldScroll")
    return answer
  }
  func title() -> String? {
    log.lines.append("\(name).title")
    return titleAnswer
  }
}

@MainActor
final class Log {
  var lines: [String] = []
}

struct Stop: Error {}

@MainActor
@Suite struct MulticastTests {
  private func three() -> (Log, Observer, Observer, Observer, Multicast<any ScrollObserver>) {
    let log = Log()
    let (a, b, c) = (Observer("a", log: log), Observer("b", log: log), Observer("c", log: log))
    return (log, a, b, c, Multicast<any ScrollObserver>([a, b, c]))
  }

  @Test func membersAreCalledInTheOrderTheyWereAdded() {
    let (log, a, b, c, multicast) = three()
    multicast.forEach { $0.didScroll(to: 1) }
    #expect(log.lines == ["a.didScroll(1)", "b.didScroll(1)", "c.didScroll(1)"])
    #expect(multicast.members.map { ($0 as? Observer)?.name } == ["a", "b", "c"])
    withExtendedLifetime((a, b, c)) {}
  }

  @Test func aDuplicateIsIgnoredAndARemovedMemberAddedAgainGoesToTheEnd() {
    let (log, a, b, c, multicast) = three()
    multicast.add(b)
    #expect(multicast.count == 3)
    multicast.remove(a)
    multicast.add(a)
    multicast.forEach { $0.didScroll(to: 2) }
    #expect(log.lines == ["b.didScroll(2)", "c.didScroll(2)", "a.didScroll(2)"])
    withExtendedLifetime((a, b, c)) {}
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
    multicast.forEach { $0.didScroll(to: 3) }
    #expect(log.lines == ["kept.didScroll(3)"])
  }

  @Test func aMemberRemovedDuringACallIsNotCalledLaterInIt() {
    let (log, a, b, c, multicast) = three()
    a.onScroll = { [unowned multicast, unowned c] _ in multicast.remove(c) }
    multicast.forEach { $0.didScroll(to: 4) }
    #expect(log.lines == ["a.didScroll(4)", "b.didScroll(4)"])
    withExtendedLifetime((a, b, c)) {}
  }

  @Test func aMemberAddedDuringACallFirstHearsTheNextCall() {
    let (log, a, b, c, multicast) = three()
    let late = Observer("late", log: log)
    a.onScroll = { [unowned multicast, unowned late] _ in multicast.add(late) }
    multicast.forEach { $0.didScroll(to: 5) }
    #expect(log.lines == ["a.didScroll(5)", "b.didScroll(5)", "c.didScroll(5)"])
    log.lines.removeAll()
    a.onScroll = nil
    multicast.forEach { $0.didScroll(to: 6) }
    #expect(
      log.lines == ["a.didScroll(6)", "b.didScroll(6)", "c.didScroll(6)", "late.didScroll(6)"])
    withExtendedLifetime((a, b, c, late)) {}
  }

  @Test func aMemberRemovingItselfFinishesItsOwnCall() {
    let (log, a, b, c, multicast) = three()
    b.onScroll = { [unowned multicast] me in
      multicast.remove(me)
      me.log.lines.append("b.after")
    }
    multicast.forEach { $0.didScroll(to: 7) }
    #expect(log.lines == ["a.didScroll(7)", "b.didScroll(7)", "b.after", "c.didScroll(7)"])
    #expect(!multicast.contains(b))
    withExtendedLifetime((a, b, c)) {}
  }

  @Test func aReentrantCallSeesTheMembershipCurrentAtItsStart() {
    let (log, a, b, c, multicast) = three()
    var nested = false
    b.onScroll = { [unowned multicast, unowned a] _ in
      guard !nested else { return }
      nested = true
      multicast.remove(a)
      multicast.forEach { $0.didScroll(to: 9) }
    }
    multicast.forEach { $0.didScroll(to: 8) }
    #expect(
      log.lines == [
        "a.didScroll(8)", "b.didScroll(8)", "b.didScroll(9)", "c.didScroll(9)", "c.didScroll(8)",
      ])
    withExtendedLifetime((a, b, c)) {}
  }

  @Test func aThrowingMemberEndsTheCall() {
    let (log, a, b, c, multicast) = three()
    #expect(throws: Stop.self) {
      try multicast.forEach { member in
        member.didScroll(to: 10)
        if (member as? Observer) === b { throw Stop() }
      }
    }
    #expect(log.lines == ["a.didScroll(10)", "b.didScroll(10)"])
    withExtendedLifetime((a, b, c)) {}
  }

  @Test func firstStopsAtTheFirstAnswerAndLastAsksEveryone() {
    let (log, a, b, c, multicast) = three()
    b.titleAnswer = "B"
    c.titleAnswer = "C"
    #expect(multicast.first { $0.title() } == "B")
    #expect(log.lines == ["a.title", "b.title"])
    log.lines.removeAll()
    #expect(multicast.last { $0.title() } == "C")
    #expect(log.lines == ["a.title", "b.title", "c.title"])
    withExtendedLifetime((a, b, c)) {}
  }

  @Test func allSatisfyStopsAtTheFirstFalseAndContainsAtTheFirstTrue() {
    let (log, a, b, c, multicast) = three()
    b.answer = false
    #expect(!multicast.allSatisfy { $0.shouldScroll() })
    #expect(log.lines == ["a.shouldScroll", "b.shouldScroll"])
    log.lines.removeAll()
    a.answer = false
    #expect(multicast.contains { !$0.shouldScroll() })
    #expect(log.lines == ["a.shouldScroll"])
    withExtendedLifetime((a, b, c)) {}
  }

  @Test func mapAndReduceAskEveryoneInOrder() {
    let (log, a, b, c, multicast) = three()
    a.titleAnswer = "A"
    #expect(multicast.map { $0.title() } == ["A", nil, nil])
    #expect(multicast.reduce("") { $0 + (($1 as? Observer)?.name ?? "?") } == "abc")
    #expect(log.lines == ["a.title", "b.title", "c.title"])
    withExtendedLifetime((a, b, c)) {}
  }

  @Test func anEmptyMulticastAnswersNeutrally() {
    let multicast = Multicast<any ScrollObserver>()
    #expect(multicast.isEmpty && multicast.count == 0 && multicast.members.isEmpty)
    #expect(multicast.allSatisfy { _ in false })
    #expect(!multicast.contains { _ in true })
    #expect(multicast.first { $0.title() } == nil)
    #expect(multicast.reduce(7) { total, _ in total + 1 } == 7)
  }

  @Test func removeAllDuringACallStopsEveryoneAfter() {
    let (log, a, b, c, multicast) = three()
    a.onScroll = { [unowned multicast] _ in multicast.removeAll() }
    multicast.forEach { $0.didScroll(to: 11) }
    #expect(log.lines == ["a.didScroll(11)"])
    #expect(multicast.isEmpty)
    withExtendedLifetime((a, b, c)) {}
  }

  @Test func compactionAfterManyFreedMembersKeepsTheOrder() {
    let log = Log()
    let kept = (0..<5).map { Observer("k\($0)", log: log) }
    let multicast = Multicast<any ScrollObserver>()
    for (index, observer) in kept.enumerated() {
      multicast.add(observer)
      for _ in 0..<50 { multicast.add(Observer("gone\(index)", log: log)) }
    }
    #expect(multicast.count == 5)
    multicast.forEach { $0.didScroll(to: 12) }
    #expect(log.lines == (0..<5).map { "k\($0).didScroll(12)" })
    multicast.remove(kept[2])
    multicast.add(kept[2])
    #expect(multicast.members.map { ($0 as? Observer)?.name } == ["k0", "k1", "k3", "k4", "k2"])
  }

  @Test func onlyClassInstancesCanBeMembers() {
    #expect(Multicast<any ScrollObserver>.isClassInstance(Observer("a", log: Log())))
    #expect(!Multicast<Int>.isClassInstance(3))
    #expect(!Multicast<any Sendable>.isClassInstance("text"))
    #expect(!Multicast<Int>().contains(3))
  }
}
