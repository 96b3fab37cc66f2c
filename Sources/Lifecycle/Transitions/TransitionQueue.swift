/// Serialises navigation: one transition at a time, later calls in call order.
///
/// A navigation call made while another transition delivers its callbacks (an action that
/// presents from `viewDidAppear`, say) is queued and performed after that transition's last
/// callback. Its error, if any, goes to the diagnostics channel, since its caller has already
/// returned. An interactive pop in flight holds the queue until it finishes or is cancelled.
///
/// One queue belongs to each ``LifeCircleRegistry``, so tests in their own scoped registry
/// never wait on each other.
///
/// **Bound.** Callbacks that navigate on every appearance (an action that presents whenever a
/// screen appears) would queue calls forever. After ``chainLimit`` queued calls run back to back
/// without the queue emptying, the rest are dropped and a ``Diagnostic`` of kind
/// ``Diagnostic/Kind/runawayNavigation`` says how many.
@MainActor
final class TransitionQueue {
  private struct Pending {
    let summary: String
    let operation: @MainActor () throws -> Void
  }

  private var isPerforming = false
  private var holds = 0
  private var pending: [Pending] = []
  private let report: @MainActor (Diagnostic) -> Void

  init(report: @escaping @MainActor (Diagnostic) -> Void) {
    self.report = report
  }

  /// Whether a call made now would run at once rather than be queued.
  var isIdle: Bool { !isPerforming && holds == 0 }

  /// Runs `body` now as one transition; any call it makes to ``enqueue(_:_:)`` waits until it
  /// returns. Must only be called when ``isIdle``.
  func perform<Result>(_ body: () throws -> Result) rethrows -> Result {
    precondition(isIdle, "TransitionQueue.perform called while a transition is under way")
    isPerforming = true
    defer {
      isPerforming = false
      drain()
    }
    return try body()
  }

  /// Runs `operation` now, as one transition, when the queue is idle; otherwise queues it and
  /// returns `queuedResult`, the value it is expected to return when it runs.
  ///
  /// - Parameters:
  ///   - summary: Names the call if it fails while queued, such as `push "B" onto "Nav"`.
  ///   - queuedResult: What to return at once when the call is queued.
  ///   - operation: Validates, mutates and performs the transition; it throws before mutating.
  /// - Throws: The operation's error when it runs now; a queued call's error goes to the
  ///   diagnostics channel instead.
  func run<Result>(
    _ summary: @autoclosure () -> String, queuedResult: @autoclosure () -> Result,
    _ operation: @escaping @MainActor () throws -> Result
  ) throws -> Result {
    if isIdle { return try perform(operation) }
    let result = queuedResult()
    enqueue(summary()) { _ = try operation() }
    return result
  }

  /// Queues `operation` to run after everything queued before it.
  ///
  /// - Parameters:
  ///   - summary: Names the call in a diagnostic if it fails, such as `push "B" onto "Nav"`.
  ///   - operation: The call; it validates and mutates when it runs, not now.
  func enqueue(_ summary: String, _ operation: @escaping @MainActor () throws -> Void) {
    pending.append(Pending(summary: summary, operation: operation))
  }

  /// Holds the queue: nothing queued runs until ``endHold(_:)`` (an interactive pop in flight).
  func beginHold() {
    holds += 1
  }

  /// Ends a hold with `ending`, the transition that finishes it, then runs what was queued
  /// meanwhile.
  ///
  /// While held, no transition can be delivering callbacks: every navigation call is queued, so
  /// the only callbacks that can run are those of the hold's own beginning, before its handle
  /// exists. A call here during a transition is therefore a bug in the library.
  func endHold(_ ending: () -> Void) {
    precondition(
      holds > 0 && !isPerforming,
      "TransitionQueue.endHold called with \(holds) holds while performing: \(isPerforming)")
    holds -= 1
    isPerforming = true
    ending()
    isPerforming = false
    drain()
  }

  /// How many queued calls may run back to back before the rest count as runaway navigation.
  static let chainLimit = 1_000

  private func drain() {
    var ran = 0
    while !isPerforming, holds == 0, !pending.isEmpty {
      if ran == Self.chainLimit {
        let dropped = pending.count
        let first = pending[0].summary
        pending.removeAll()
        report(
          Diagnostic(
            kind: .runawayNavigation,
            message:
              "\(Self.chainLimit) navigation calls queued from callbacks ran back to back; dropped the \(dropped) still queued (\(dropped == 1 ? "it" : "the first") was \(first))"
          ))
        return
      }
      ran += 1
      let next = pending.removeFirst()
      isPerforming = true
      do {
        try next.operation()
      } catch {
        report(
          Diagnostic(
            kind: .queuedOperationFailed, message: "queued \(next.summary) failed: \(error)"))
      }
      isPerforming = false
    }
  }
}
