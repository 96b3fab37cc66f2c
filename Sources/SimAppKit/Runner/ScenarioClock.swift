/// The scenario's clock: its time moves only when a `wait` step says so, so the durations in
/// screen views are exact and the same on every run.
///
/// **Threading.** The time belongs to the main actor, where the runner moves it and the screen
/// view action reads it. A `Clock`'s `now` cannot be isolated, so it asserts that it is read on
/// the main actor (`MainActor.assumeIsolated`, checked at run time): reading it elsewhere traps.
/// (No mutex: `Synchronization` needs newer systems than the package supports.)
package struct ScenarioClock: Clock, Sendable {
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

  /// The time the `wait` steps have added up to.
  @MainActor
  private final class Time {
    var offset = Duration.zero
  }

  private let time: Time

  /// A clock at the run's start, `.zero`.
  @MainActor
  package init() { time = Time() }

  /// The time the `wait` steps have added up to. Main actor only (see the type's threading).
  package var now: Instant {
    MainActor.assumeIsolated { Instant(offset: time.offset) }
  }

  /// Zero: the clock moves only by ``advance(by:)``.
  package var minimumResolution: Duration { .zero }

  /// Moves the time forward by `duration` (`wait`; the parser refuses a negative one).
  @MainActor
  package func advance(by duration: Duration) {
    time.offset += duration
  }

  /// Moves the time to `deadline` if it is later, and returns at once: nothing in a scenario
  /// waits for real time.
  ///
  /// - Throws: `CancellationError` when the task is cancelled.
  package func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    try Task.checkCancellation()
    await MainActor.run { time.offset = max(time.offset, deadline.offset) }
  }
}
