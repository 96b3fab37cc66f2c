import Synchronization

/// The scenario's clock: its time moves only when a `wait` step says so, so the durations in
/// screen views are exact and the same on every run.
///
/// Sendable: the time sits behind a mutex (a `Clock`'s `now` may be read from any context;
/// the runner reads and moves it on the main actor only).
package final class ScenarioClock: Clock, Sendable {
  /// A point on the scenario's time line: the time since the run began.
  package struct Instant: InstantProtocol, Sendable {
    /// How far this instant lies from the run's start.
    package var offset: Duration

    /// The instant `duration` later.
    package func advanced(by duration: Duration) -> Instant {
      Instant(offset: offset + duration)
    }

    /// The duration from this instant to `other`.
    package func duration(to other: Instant) -> Duration { other.offset - offset }

    /// Whether `lhs` comes before `rhs`.
    package static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
  }

  private let time = Mutex(Duration.zero)

  /// A clock at the run's start, `.zero`.
  package init() {}

  /// The time the `wait` steps have added up to.
  package var now: Instant { Instant(offset: time.withLock { $0 }) }

  /// Zero: the clock moves only by ``advance(by:)``.
  package var minimumResolution: Duration { .zero }

  /// Moves the time forward by `duration` (`wait`; the parser refuses a negative one).
  package func advance(by duration: Duration) {
    time.withLock { $0 += duration }
  }

  /// Moves the time to `deadline` if it is later, and returns at once: nothing in a scenario
  /// waits for real time.
  ///
  /// - Throws: `CancellationError` when the task is cancelled.
  package func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    try Task.checkCancellation()
    time.withLock { $0 = max($0, deadline.offset) }
  }
}
