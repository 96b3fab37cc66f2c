/// A counter that orders dispatches and registrations in time.
///
/// Every dispatch of one event to one controller takes a new serial with ``tick()``.
/// Registrations remember ``now``. An entry is callable in a dispatch only if it was registered
/// before that dispatch started, which is how "an action added during a dispatch is first
/// called on the next event" holds, for nested dispatches too.
@MainActor
enum DispatchClock {
  /// The serial of the latest dispatch that started (0 before the first).
  private(set) static var now: UInt64 = 0

  /// Starts a dispatch and returns its serial, greater than every earlier one.
  static func tick() -> UInt64 {
    now &+= 1
    return now
  }
}
