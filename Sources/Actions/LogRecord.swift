import Lifecycle

/// One appearance event, as ``LogAction`` reports it.
///
/// For analytics, a page view begins at `didAppear` and ends at `didDisappear`, whose record
/// carries ``visibleDuration``.
public struct LogRecord: Sendable, Equatable, CustomStringConvertible {
  /// The controller's title.
  public var title: String
  /// The controller's type name, such as `ProfileScreen`.
  public var typeName: String
  /// The event.
  public var event: LifecycleEvent
  /// The event's `animated` value.
  public var animated: Bool
  /// On `didDisappear`, how long the controller was on screen since its `didAppear`; `nil` for
  /// other events, or when the logger did not see the `didAppear`.
  public var visibleDuration: Duration?

  /// Creates a record.
  public init(
    title: String, typeName: String, event: LifecycleEvent, animated: Bool,
    visibleDuration: Duration? = nil
  ) {
    self.title = title
    self.typeName = typeName
    self.event = event
    self.animated = animated
    self.visibleDuration = visibleDuration
  }

  /// One readable line, such as `Home (HomeScreen) didDisappear animated visible 1500.0 ms`:
  /// the visible duration in milliseconds, rounded to one decimal.
  public var description: String {
    var line = "\(title) (\(typeName)) \(event.name)"
    if animated { line += " animated" }
    if let visibleDuration { line += " visible \(Self.milliseconds(visibleDuration))" }
    return line
  }

  /// `duration` in milliseconds with one decimal, such as `1500.0 ms` or `2.5 ms` (rounded to
  /// the nearest tenth), never in exponent notation.
  static func milliseconds(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let tenths = ((Double(seconds) * 1_000 + Double(attoseconds) / 1e15) * 10).rounded()
    // Beyond Int's range (a duration of millions of years) there is nothing to round.
    guard let whole = Int(exactly: tenths) else { return "\(tenths / 10) ms" }
    return "\(whole / 10).\(abs(whole % 10)) ms"
  }
}
