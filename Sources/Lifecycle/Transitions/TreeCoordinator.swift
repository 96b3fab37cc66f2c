/// The coordinator of one screen tree: a window and everything in it, or, outside any window,
/// a controller's topmost ancestor with its presentations.
///
/// Every path that delivers callbacks in the tree runs through it: container navigation,
/// presentation, containment, window show, hide and root changes, replay, and manual
/// `beginAppearanceTransition`/`endAppearanceTransition`. One transition runs at a time; a
/// navigation call made meanwhile (from a callback, or while a manual transition or an
/// interactive pop is open) is queued and runs after, in call order. Controllers of different
/// registries in one tree share its coordinator.
///
/// **Holds.** An interactive pop in flight and a manual transition between its begin and its end
/// hold the tree: queued calls wait until every hold is released.
///
/// **Bound.** Generations, not calls, are counted: a call queued by the callbacks of a call that
/// was itself queued is one generation later. After ``generationLimit`` generations the rest is
/// dropped with a ``Diagnostic/Kind/runawayNavigation`` diagnostic; so is everything after
/// ``callLimit`` queued calls run in one go (callbacks that each queue several calls grow
/// exponentially long before they reach the generation limit). One callback may queue any
/// number of calls below that, and all of them run.
@MainActor
package final class TreeCoordinator {
  private struct Pending {
    let step: NavigationStep
    let generation: Int
  }

  // Exclusivity: every access to these is a read, an assignment, an increment or an append of a
  // value built beforehand; none calls code outside this class while it is in progress (the
  // operations and bodies run between accesses, never inside one), so no two accesses can
  // overlap and the runtime check, which cost about 260 instructions per manual forward
  // (callgrind, `Benchmarks/run`), could never fire.
  @exclusivity(unchecked) private var isPerforming = false
  @exclusivity(unchecked) private var isDraining = false
  @exclusivity(unchecked) private var holds = 0
  @exclusivity(unchecked) private var pending: [Pending] = []
  @exclusivity(unchecked) private var head = 0

  /// The generation of the queued call running now anywhere (0 outside any queued call): calls
  /// it queues are one generation later. Ambient, since a queued call may run on another tree.
  private static var currentGeneration = 0

  /// How many generations of queued calls may run before the rest counts as runaway navigation.
  package static let generationLimit = 1_000
  /// How many queued calls may run in one go before the rest counts as runaway navigation.
  package static let callLimit = 100_000

  init() {}

  /// Whether a navigation call made now runs at once rather than being queued.
  var isIdle: Bool { !isPerforming && holds == 0 }

  /// Whether a manual transition or an interactive pop holds the tree.
  var isHeld: Bool { holds > 0 }

  /// Runs `body` as a transition of this tree: calls it makes are queued until it returns, then
  /// what was queued runs (unless a hold is open). Nested in a transition under way (a manual
  /// forward from a callback, a replay from a hook), `body` simply runs as part of it.
  func withTransition<Result>(_ body: () throws -> Result) rethrows -> Result {
    if isPerforming { return try body() }
    isPerforming = true
    defer {
      isPerforming = false
      drain()
    }
    return try body()
  }

  /// Queues `step` to run after everything queued before it.
  ///
  /// - Parameters:
  ///   - step: The call; it validates and mutates when it runs, not now.
  ///   - generation: The call's generation (see ``generationOfCallsQueuedNow``).
  func enqueue(_ step: NavigationStep, generation: Int) {
    pending.append(Pending(step: step, generation: generation))
  }

  /// The generation a call queued now would have.
  static var generationOfCallsQueuedNow: Int { currentGeneration + 1 }

  /// Holds the tree: queued calls wait until the matching ``release()``.
  func hold() {
    holds += 1
  }

  /// Releases one hold; when none is left and no transition runs, the queued calls run.
  func release() {
    precondition(holds > 0, "TreeCoordinator.release() without a hold")
    holds -= 1
    drain()
  }

  /// Runs what is queued, if anything is and nothing holds the tree. The check is inlined: it
  /// runs after every transition, and almost always finds nothing queued.
  @inline(__always)
  private func drain() {
    guard head < pending.count else { return }
    drainQueued()
  }

  private func drainQueued() {
    guard !isDraining else { return }
    isDraining = true
    defer { isDraining = false }
    var ran = 0
    while !isPerforming, holds == 0, head < pending.count {
      let next = pending[head]
      if next.generation > Self.generationLimit || ran == Self.callLimit {
        dropRunaway(next, reachedGenerations: next.generation > Self.generationLimit)
        break
      }
      head += 1
      ran += 1
      let outer = Self.currentGeneration
      Self.currentGeneration = next.generation
      do {
        try next.step.runQueued(generation: next.generation)
      } catch {
        next.step.registry.report(
          Diagnostic(
            kind: .queuedOperationFailed, message: "queued \(next.step.summary) failed: \(error)"))
      }
      Self.currentGeneration = outer
    }
    if head == pending.count {
      pending.removeAll(keepingCapacity: true)
      head = 0
    }
  }

  private func dropRunaway(_ first: Pending, reachedGenerations: Bool) {
    let dropped = pending.count - head
    pending.removeAll(keepingCapacity: true)
    head = 0
    let cause =
      reachedGenerations
      ? "navigation calls queued from callbacks reached \(Self.generationLimit) generations"
      : "\(Self.callLimit) queued navigation calls ran in one go"
    first.step.registry.report(
      Diagnostic(
        kind: .runawayNavigation,
        message:
          "\(cause); dropped the \(dropped) still queued (\(dropped == 1 ? "it" : "the first") was \(first.step.summary))"
      ))
  }
}
