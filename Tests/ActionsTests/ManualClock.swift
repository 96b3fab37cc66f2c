import Testing

/// Time that moves only when a test says so.
@MainActor
final class ManualTime {
  var now = Duration.zero
}

/// A `Clock` reading a ``ManualTime``: its `now` is exactly the time the test has set, and a
/// sleep moves the time to its deadline instead of waiting. Read it on the main actor only
/// (where `LogAction` reads its clock); a read elsewhere traps.
struct ManualClock: Clock {
  /// A point on the manual time line.
  struct Instant: InstantProtocol {
    var offset: Duration

    func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
    func duration(to other: Instant) -> Duration { other.offset - offset }
    static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
  }

  let time: ManualTime

  var now: Instant { MainActor.assumeIsolated { Instant(offset: time.now) } }

  var minimumResolution: Duration { .zero }

  func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    try Task.checkCancellation()
    await MainActor.run { time.now = max(time.now, deadline.offset) }
  }
}
