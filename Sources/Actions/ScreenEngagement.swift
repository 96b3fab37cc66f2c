import Lifecycle

/// The end of one focus period, as analytics send it the moment it ends (Firebase's
/// `user_engagement`): which screen held focus, its class, why it lost focus and for how long
/// it held it.
///
/// ``ScreenViewAction`` makes one at each focus loss it hears, the background included, so an app killed in the background has already sent its last screen's
/// time. The view that follows names the same period as its previous screen and duration: send
/// either, never both, and no period is counted twice.
///
/// ```swift
/// let engagement = ScreenEngagement(
///   screen: "Feed", screenClass: "FeedViewController", reason: .enteredBackground,
///   duration: .seconds(5))
/// assert(engagement.description == "Feed enteredBackground after 5.0 seconds")
/// ```
public struct ScreenEngagement: Sendable, Equatable, CustomStringConvertible {
  /// The screen that lost focus, by the name its view carried.
  public var screen: String
  /// The screen's class (`screen_class`), as its view carried it.
  public var screenClass: String
  /// Why it lost focus: `FocusReason/covered`, `FocusReason/removed`,
  /// `FocusReason/tabDeselected`, `FocusReason/windowResignedKey` or
  /// `FocusReason/enteredBackground`.
  public var reason: FocusReason
  /// How long it held focus, from the gain the action heard to this loss (time in the
  /// background is never inside a period); `nil` when the action did not hear the gain
  /// (registered while the screen held focus, without replay).
  public var duration: Duration?

  /// Creates an engagement.
  public init(screen: String, screenClass: String, reason: FocusReason, duration: Duration?) {
    self.screen = screen
    self.screenClass = screenClass
    self.reason = reason
    self.duration = duration
  }

  /// `Feed enteredBackground after 5.0 seconds`, or `Feed removed` without a duration.
  public var description: String {
    guard let duration else { return "\(screen) \(reason)" }
    return "\(screen) \(reason) after \(duration)"
  }
}
