import Foundation

/// A scene that shows windows.
///
/// Real UIKit: the scene owns its windows' screen and keeps a key window per scene (iOS 15+). The
/// stand-in has one scene; windows created with `UIWindow(windowScene:)` belong to it.
@MainActor
open class UIWindowScene: UIScene {
  /// The scene's windows that are still alive, in creation order (UIKit does not retain
  /// windows for the app: the app keeps its window).
  open var windows: [UIWindow] {
    StandInRuntime.current.windows.compactMap(\.object).filter { $0.windowScene === self }
  }

  /// The scene's key window, if one of its windows is key.
  open var keyWindow: UIWindow? {
    guard let key = StandInRuntime.current.keyWindow, key.windowScene === self else { return nil }
    return key
  }
}
