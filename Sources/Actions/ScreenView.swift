import Lifecycle

/// One screen view, as an analytics SDK sends it: a screen gained the app's focus, why, which
/// screen held focus before it and for how long, and what the screen knows about itself.
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
  /// The screen's class (`screen_class`): its `ScreenController/screenClass` when it gained
  /// focus (a UIKit screen's view controller type through `LifeCircleUIKit`).
  public var screenClass: String
  /// What the screen supplied (`ScreenController/screenParameters`), read at the gain.
  public var parameters: [String: String]
  /// The screen whose focus loss the action heard last, by the name it was viewed under; `nil`
  /// before the action heard any loss. It can be ``screen`` itself (the app returned from the
  /// background, or the screen was covered and revealed again).
  public var previousScreen: String?
  /// Why ``screen`` gained focus: `FocusReason/shown`, `FocusReason/revealed` (a pop or a
  /// dismissal, a page sheet's included), `FocusReason/tabSelected`,
  /// `FocusReason/windowBecameKey` or `FocusReason/returnedFromBackground`.
  public var reason: FocusReason
  /// How the screen was revealed when ``reason`` is `FocusReason/revealed`: a pop, a dismissal
  /// in code, a sheet swiped down (`RevealDetail`); `nil` otherwise. A team that does not count
  /// a return from a modal as a view skips `.dismissal` and `.sheetSwipedDown`.
  public var revealedBy: RevealDetail?
  /// How long ``previousScreen`` held focus in its latest focus period: from the gain the action
  /// heard to its loss, so time in the background or under another screen is not counted; `nil`
  /// when there is no previous screen or the action did not hear its gain. The same period
  /// already went out as a ``ScreenEngagement`` at the loss.
  public var previousDuration: Duration?

  /// Creates a screen view.
  ///
  /// - Parameters:
  ///   - screen: The screen that gained focus.
  ///   - screenClass: The screen's class; empty when unknown.
  ///   - parameters: What the screen supplied.
  ///   - previousScreen: The screen that held focus before it, if known.
  ///   - reason: Why the screen gained focus.
  ///   - revealedBy: How it was revealed, for a `revealed` gain.
  ///   - previousDuration: How long the previous screen held focus, if known.
  public init(
    screen: String, screenClass: String = "", parameters: [String: String] = [:],
    previousScreen: String? = nil, reason: FocusReason, revealedBy: RevealDetail? = nil,
    previousDuration: Duration? = nil
  ) {
    self.screen = screen
    self.screenClass = screenClass
    self.parameters = parameters
    self.previousScreen = previousScreen
    self.reason = reason
    self.revealedBy = revealedBy
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
