import Delegation

/// A delegate protocol for the benchmark: one notification, one question.
@MainActor
protocol BenchDelegate: AnyObject {
  func didTick(_ value: Int)
  func allows() -> Bool
}

/// A member that does the least work that cannot be optimised away.
@MainActor
final class BenchMember: BenchDelegate {
  var total = 0
  @inline(never) func didTick(_ value: Int) { total &+= value }
  @inline(never) func allows() -> Bool { total >= 0 }
}

/// A second conformer, so that neither loop can assume every member is a `BenchMember`.
@MainActor
final class OtherBenchMember: BenchDelegate {
  var total = 0
  @inline(never) func didTick(_ value: Int) { total &-= value }
  @inline(never) func allows() -> Bool { total <= 0 }
}

/// A weak reference to one member, as a hand-written weak delegate array stores it.
struct WeakBenchMember {
  weak var object: (any BenchDelegate)?
}

/// `members` live members (two conformers, alternating) in a `Multicast`, the same members in a
/// strong `[any P]` array, and in a hand-written array of weak references.
@MainActor
struct MulticastWorkload {
  let members: [any BenchDelegate]
  let multicast = Multicast<any BenchDelegate>()
  let array: [any BenchDelegate]
  let weakArray: [WeakBenchMember]

  init(members count: Int) {
    members = (0..<count).map {
      $0 % 2 == 0 ? BenchMember() as any BenchDelegate : OtherBenchMember()
    }
    // Through an opaque function, so the anchor loops call through the existential, as
    // delegate code does.
    array = opaque(members)
    weakArray = opaque(members.map { WeakBenchMember(object: $0) })
    for member in members { multicast.add(member) }
  }

  /// `calls` calls of `forEach` on the multicast.
  func forEach(calls: Int) {
    for call in 0..<calls { multicast.forEach { $0.didTick(call) } }
  }

  /// The anchor: the same calls through a strong array.
  func strongLoop(calls: Int) {
    for call in 0..<calls { for member in array { member.didTick(call) } }
  }

  /// The floor of weak membership: the same calls through weak references loaded in place.
  func weakLoop(calls: Int) {
    for call in 0..<calls {
      for index in weakArray.indices { weakArray[index].object?.didTick(call) }
    }
  }

  /// `calls` calls of `first` (no member answers, so every member is asked).
  func first(calls: Int) {
    for call in 0..<calls { _ = multicast.first { $0.allows() ? nil : call } }
  }

  /// `calls` calls of `last` (every member answers).
  func last(calls: Int) {
    for call in 0..<calls { _ = multicast.last { $0.allows() ? call : nil } }
  }

  /// `calls` calls of `allSatisfy` (every member allows).
  func allSatisfy(calls: Int) {
    for _ in 0..<calls { _ = multicast.allSatisfy { $0.allows() } }
  }

  /// `calls` calls of `contains(where:)` (no member refuses).
  func contains(calls: Int) {
    for _ in 0..<calls { _ = multicast.contains { !$0.allows() } }
  }

  /// `calls` calls of `reduce`.
  func reduce(calls: Int) {
    for _ in 0..<calls { _ = multicast.reduce(0) { $0 &+ ($1.allows() ? 1 : 0) } }
  }
}

/// Returns `value` unchanged, hidden from the optimiser.
@inline(never)
func opaque<T>(_ value: T) -> T { value }

/// `count` fresh members added to a `Multicast`, then removed one by one in a scrambled order:
/// the membership work alone, which must grow linearly with `count`.
@MainActor
struct MulticastMembershipWorkload {
  let members: [any BenchDelegate]
  let removalOrder: [Int]

  init(count: Int) {
    members = (0..<count).map {
      $0 % 2 == 0 ? BenchMember() as any BenchDelegate : OtherBenchMember()
    }
    // 7,919 is prime and divides none of the counts used, so this visits every index once.
    removalOrder = (0..<count).map { $0 * 7_919 % count }
  }

  /// Adds every member, then removes them in `removalOrder`.
  func run() {
    let multicast = Multicast<any BenchDelegate>()
    for member in members { multicast.add(member) }
    for index in removalOrder { multicast.remove(members[index]) }
    precondition(multicast.isEmpty, "membership benchmark left members behind")
  }
}
