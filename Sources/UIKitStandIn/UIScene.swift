import Foundation

/// One instance of the app's user interface.
///
/// Real UIKit creates scenes and posts their life-cycle notifications. The stand-in has one
/// scene (``UIKitStandIn/windowScene``) and posts the notifications from
/// ``UIKitStandIn/enterBackground()`` and its siblings, with the scene as the object.
@MainActor
open class UIScene: UIResponder {
  /// Creates the stand-in's scene.
  init(standInScene: Void) {
    super.init()
  }
}

extension UIScene {
  /// Posted when the scene is about to enter the foreground (launch and return).
  public static let willEnterForegroundNotification = Notification.Name(
    "UISceneWillEnterForegroundNotification")
  /// Posted when the scene became active.
  public static let didActivateNotification = Notification.Name(
    "UISceneDidActivateNotification")
  /// Posted when the scene is about to resign active (home, interruption).
  public static let willDeactivateNotification = Notification.Name(
    "UISceneWillDeactivateNotification")
  /// Posted when the scene entered the background.
  public static let didEnterBackgroundNotification = Notification.Name(
    "UISceneDidEnterBackgroundNotification")
}
