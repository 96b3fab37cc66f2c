import Foundation

/// A clock whose time moves only when a test says so: exact durations for screen views, logs and
/// anything else that takes a `Clock<Duration>`.
///
/// ```swift
/// import Actions
/// import LifeCircleTesting
/// import Lifecycle
///
/// @MainActor func measure() {
///   let clock = ManualClock()
///   let views = ScreenViewAction(clock: clock)
///   clock.advance(by: .seconds(2))
///   _ = (views, clock.now)
/// }
/// ```
///
/// **Sleeping.** `sleep(until:tolerance:)` moves the time to the deadline (never backwards) and
/// returns at once, so code that sleeps finishes without waiting.
///
/// **Threading.** Sendable: the time sits behind a lock, so the clock can be read and advanced
/// from any thread or actor. (A lock rather than `Synchronization.Mutex`, which needs macOS 15:
/// the package supports macOS 13.)
public final class ManualClock: Clock, @unchecked Sendable {
  // Sendable proof: the only mutable state, `offset`, is read and written only between
  // `lock.lock()` and `lock.unlock()` (`locked(_:)`), so no two threads touch it at once; every
  // other stored property is a `let` of a Sendable type.

  /// A point on the manual time line: the time since the clock was made.
  public struct Instant: InstantProtocol, Sendable {
    /// How far this instant lies from the clock's start.
    public var offset: Duration

    /// The instant at `offset` from the clock's start.
    public init(offset: Duration) { self.offset = offset }

    /// The instant `duration` later.
    public func advanced(by duration: Duration) -> Instant {
      Instant(offset: offset + duration)
    }

    /// The duration from this instant to `other`.
    public func duration(to other: Instant) -> Duration { other.offset - offset }

    /// Whether `lhs` comes before `rhs`.
    public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
  }

  private let lock = NSLock()
  private var offset = Duration.zero  // guarded by `lock`

  /// Runs `body` on the time, holding the lock.
  private func locked<Result>(_ body: (inout Duration) -> Result) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return body(&offset)
  }

  /// Creates a clock at its start, `.zero`.
  public init() {}

  /// The time the test has set.
  public var now: Instant { Instant(offset: locked { $0 }) }

  /// Zero: the clock moves only by ``advance(by:)``.
  public var minimumResolution: Duration { .zero }

  /// Moves the time forward by `duration` (a negative duration is ignored).
  public func advance(by duration: Duration) {
    guard duration > .zero else { return }
    locked { $0 += duration }
  }

  /// Moves the time to `deadline` if it is later, and returns at once.
  ///
  /// - Throws: `CancellationError` when the task is cancelled.
  public func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    try Task.checkCancellation()
    locked { $0 = max($0, deadline.offset) }
  }
}
