/// One appearance event as a controller received it: the event and its `animated` flag.
///
/// The element of ``ScreenController/lifecycleEvents()``. A value: it names no controller, so a
/// stream of records never keeps one alive.
public struct LifecycleEventRecord: Sendable, Hashable, CustomStringConvertible {
  /// The event.
  public var event: LifecycleEvent
  /// The `animated` flag the event was delivered with.
  public var animated: Bool

  /// Creates a record.
  ///
  /// - Parameters:
  ///   - event: The event.
  ///   - animated: The `animated` flag it was delivered with.
  public init(_ event: LifecycleEvent, animated: Bool) {
    self.event = event
    self.animated = animated
  }

  /// `didAppear(true)`: the event, then the flag in parentheses.
  public var description: String { "\(event)(\(animated))" }
}
