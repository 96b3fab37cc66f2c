/// How a presented view controller is shown.
///
/// Real UIKit and the stand-in use the same cases and raw values. The stand-in resolves
/// `.automatic` per ``UIKitStandIn/iOSVersion`` (full screen before iOS 13, `.pageSheet` from
/// iOS 13, `.formSheet` from iOS 18) and, before iOS 13, shows sheets as full screen.
public enum UIModalPresentationStyle: Int, Sendable {
  /// Covers the screen; the presenting context leaves the window.
  case fullScreen = 0
  /// A sheet; on iPhone (compact width) the presenter stays in the window.
  case pageSheet
  /// A smaller sheet; on iPhone it behaves as a page sheet.
  case formSheet
  /// Covers the presenting context (`definesPresentationContext`); the stand-in treats it as
  /// full screen for the presenter's callbacks.
  case currentContext
  /// A custom presentation; the stand-in leaves the presenter in the window.
  case custom
  /// Covers the screen while the views beneath stay in the window: no presenter callbacks.
  case overFullScreen
  /// Covers the presenting context while its views stay in the window: no presenter callbacks.
  case overCurrentContext
  /// A popover; on iPhone UIKit adapts it to a sheet. The stand-in leaves the presenter in the
  /// window.
  case popover
  /// No presentation style (the style of a transition that is not a presentation).
  case none = -1
  /// The system's default, resolved when presenting.
  case automatic = -2
}

extension UIModalPresentationStyle {
  /// Whether this (resolved) style removes the presenting context's views from the window, so
  /// that the presenter's visible subtree gets disappear and appear callbacks.
  var hidesPresenter: Bool {
    switch self {
    case .fullScreen, .currentContext: return true
    default: return false
    }
  }

  /// Whether this (resolved) style is a sheet the user can swipe down, and whose non-animated
  /// present and dismiss split will and did (UIKIT-CALLS.md SR3).
  var isSheet: Bool {
    switch self {
    case .pageSheet, .formSheet: return true
    default: return false
    }
  }
}
