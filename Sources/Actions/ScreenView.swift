import Lifecycle

/// One screen view, as an analytics SDK sends it: a screen gained the app's focus, why, which
/// screen held focus before it and for how long.
///
/// ``ScreenViewAction`` makes one for each focus gain it hears (see
/// `ScreenController/hasFocus`): never for a container, never two for one gain.
///
/// ```swift
/// let view = ScreenView(
///   screen: "Detail", previousScreen: "Home", reason: .shown, previousDuration: .seconds(2))
/// assert(view.description == "Detail shown after Home (2.0 seconds)")
/// ```
public struct ScreenView: Sendable, Equatable, CustomStringConvertible {
  /// The screen that gained focus: its `ScreenController/screenName` when it gained it.
  public var screen: String
  /// The screen whose focus loss the action heard last, by the name it was viewed under; `nil`
  /// before the action heard any loss. It can be ``screen`` itself (the app returned from the
  /// background, or the screen was covered and revealed again).
  public var previousScreen: String?
  /// Why ``screen`` gained focus: `FocusReason/shown`, `FocusReason/revealed` (a pop or a
  /// dismissal, a page sheet's included), `FocusReason/tabSelected`,
  /// `FocusReason/windowBecameKey` or `FocusReason/returnedFromBackground`.
  public var reason: FocusReason
  /// How long ``previousScreen`` held focus in its latest focus period: from the gain the action
  /// heard to its loss, so time in the background or under another screen is not counted; `nil`
  /// when there is no previous screen or the action did not hear its gain.
  public var previousDuration: Duration?

  /// Creates a screen view.
  ///
  /// - Parameters:
  ///   - screen: The screen that gained focus.
  ///   - previousScreen: The screen that held focus before it, if known.
  ///   - reason: Why the screen gained focus.
  ///   - previousDuration: How long the previous screen held focus, if known.
  public init(
    screen: String, previousScreen: String? = nil, reason: FocusReason,
    previousDuration: Duration? = nil
  ) {
    self.screen = screen
    self.previousScreen = previousScreen
    self.reason = reason
    self.previousDuration = previousDuration
  }

  /// The screen and the reason, then what came before when known:
  /// `Detail shown after Home (2.0 seconds)`, `Home shown`, `Detail revealed after Sheet`.
  public var description: String {
    var text = "\(screen) \(reason)"
    if let previousScreen { text += " after \(previousScreen)" }
    if let previousDuration { text += " (\(previousDuration))" }
    return text
  }
}
