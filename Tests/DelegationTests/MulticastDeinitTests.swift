import Delegation
import Testing

/// A member whose deinit calls the multicast it belonged to: it counts the members, asks
/// whether another is one, and adds a new one.
@MainActor
private final class ReentrantOnDeinit: ScrollObserver {
  let name: String
  let log: Log
  let multicast: Multicast<any ScrollObserver>
  let other: Observer
  let added: Observer
  var onScroll: (() -> Void)?

  init(
    _ name: String, log: Log, multicast: Multicast<any ScrollObserver>, other: Observer,
    added: Observer
  ) {
    self.name = name
    self.log = log
    self.multicast = multicast
    self.other = other
    self.added = added
  }

  func didScroll(to offset: Int) {
    log.lines.append("\(name).didScroll(\(offset))")
    onScroll?()
  }
  func shouldScroll() -> Bool { true }
  func title() -> String? { nil }

  isolated deinit {
    log.lines.append(
      "\(name).deinit count=\(multicast.count) containsOther=\(multicast.contains(other))")
    multicast.add(added)
  }
}

// `Multicast.state` is proven never to release a member for the last time inside an access:
// the walk holds each member in a local until the member's body has returned and the access
// that lent it is over. These members are freed exactly there, and their deinits call the
// multicast (in debug builds an overlap would trap).
@MainActor
@Suite struct MulticastDeinitTests {
  /// A member whose only owner lets it go in the member's own body is freed once its call is
  /// over, before the next member's; its deinit reads and changes the membership, and the
  /// member it adds first hears the next call.
  @Test func aMemberFreedByItsOwnCallReadsAndChangesTheMembershipInItsDeinit() {
    let log = Log()
    let b = Observer("b", log: log)
    let added = Observer("added", log: log)
    let multicast = Multicast<any ScrollObserver>()
    var holder: ReentrantOnDeinit? = ReentrantOnDeinit(
      "a", log: log, multicast: multicast, other: b, added: added)
    weak let freed = holder
    if let a = holder {
      multicast.add(a)
      a.onScroll = { holder = nil }
    }
    multicast.add(b)
    multicast.forEach { $0.didScroll(to: 1) }
    #expect(freed == nil)
    multicast.forEach { $0.didScroll(to: 2) }
    #expect(
      log.lines == [
        "a.didScroll(1)", "a.deinit count=1 containsOther=true", "b.didScroll(1)",
        "b.didScroll(2)", "added.didScroll(2)",
      ])
  }

  /// A member freed by another member's body (its last owner) is freed at once, between
  /// accesses; its deinit finds itself gone and adds a member that the walk under way skips.
  @Test func aMemberFreedByAnotherDuringAWalkReadsAndChangesTheMembershipInItsDeinit() {
    let log = Log()
    let b = Observer("b", log: log)
    let added = Observer("added", log: log)
    let multicast = Multicast<any ScrollObserver>([b])
    var holder: ReentrantOnDeinit? = ReentrantOnDeinit(
      "a", log: log, multicast: multicast, other: b, added: added)
    if let a = holder { multicast.add(a) }
    b.onScroll = { _ in holder = nil }
    multicast.forEach { $0.didScroll(to: 1) }
    #expect(holder == nil)
    #expect(
      log.lines == ["b.didScroll(1)", "a.deinit count=1 containsOther=true"])
    #expect(multicast.names == ["b", "added"])
  }
}
