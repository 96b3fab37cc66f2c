import Foundation

/// The app object.
///
/// Real UIKit: the singleton that runs the event loop and posts app-wide notifications. The
/// stand-in keeps `applicationState`, which ``UIKitStandIn/enterForeground()`` and its siblings
/// change, posting the notifications with `shared` as the object.
@MainActor
open class UIApplication: UIResponder {
  private static let instance = UIApplication(standInApplication: ())

  private init(standInApplication: Void) {
    super.init()
  }

  /// The app's one instance.
  open class var shared: UIApplication {
    instance
  }

  /// Where the app is in its life cycle. The stand-in starts `.inactive` (launching, as UIKit is
  /// during `scene(_:willConnectTo:options:)`) after every ``UIKitStandIn/reset()``.
  open var applicationState: UIApplication.State {
    switch StandInRuntime.current.phase {
    case .launching, .interrupted: return .inactive
    case .active: return .active
    case .background: return .background
    }
  }

  /// The app's life-cycle states, with UIKit's raw values.
  public enum State: Int, Sendable {
    /// In the foreground, receiving events.
    case active = 0
    /// In the foreground, not receiving events (launching, interrupted, on its way out).
    case inactive = 1
    /// In the background.
    case background = 2
  }
}

extension UIApplication {
  /// Posted when the app entered the background, after the scene's notification.
  public static let didEnterBackgroundNotification = Notification.Name(
    "UIApplicationDidEnterBackgroundNotification")
  /// Posted when the app is about to enter the foreground, after the scene's notification.
  public static let willEnterForegroundNotification = Notification.Name(
    "UIApplicationWillEnterForegroundNotification")
  /// Posted when the app became active, after the scene's notification.
  public static let didBecomeActiveNotification = Notification.Name(
    "UIApplicationDidBecomeActiveNotification")
  /// Posted when the app is about to resign active, after the scene's notification.
  public static let willResignActiveNotification = Notification.Name(
    "UIApplicationWillResignActiveNotification")
}
