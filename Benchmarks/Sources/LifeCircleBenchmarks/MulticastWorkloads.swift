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

/// `members` live members (two conformers, alternating) in a `Multicast`, and the same members
/// in a strong `[any P]` array.
@MainActor
struct MulticastWorkload {
  let members: [any BenchDelegate]
  let multicast = Multicast<any BenchDelegate>()
  let array: [any BenchDelegate]

  init(members count: Int) {
    members = (0..<count).map {
      $0 % 2 == 0 ? BenchMember() as any BenchDelegate : OtherBenchMember()
    }
    // Through an opaque function, so the anchor loop calls through the existential, as
    // delegate code does.
    array = opaque(members)
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

  /// One call of each allocation-free answer, `calls` times.
  func everyAnswer(calls: Int) {
    for call in 0..<calls {
      _ = multicast.first { $0.allows() ? nil : call }
      _ = multicast.last { $0.allows() ? call : nil }
      _ = multicast.allSatisfy { $0.allows() }
      _ = multicast.contains { !$0.allows() }
      _ = multicast.reduce(0) { $0 &+ ($1.allows() ? 1 : 0) }
    }
  }
}

/// Returns `value` unchanged, hidden from the optimiser.
@inline(never)
func opaque<T>(_ value: T) -> T { value }
