import Foundation

/// The object a tab bar controller asks and tells about the user's taps.
///
/// Real UIKit: an Objective-C protocol with optional methods; the stand-in gives them default
/// implementations (`true`, nothing). Both are for taps only (``UIKitStandIn/tapTab(at:in:)``),
/// never for `selectedIndex` or `selectedViewController` set in code (UIKIT-CALLS.md §8, §9).
@MainActor
public protocol UITabBarControllerDelegate: NSObjectProtocol {
  /// Asked first when a tab is tapped, including the selected one; `false` stops the tap.
  ///
  /// - Parameters:
  ///   - tabBarController: The tab bar controller.
  ///   - viewController: The tapped tab's controller (a direct child).
  /// - Returns: Whether to select it.
  func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool

  /// Called after a tap selected a tab, after the appearance callbacks; also for a re-tap of the
  /// selected tab.
  ///
  /// - Parameters:
  ///   - tabBarController: The tab bar controller.
  ///   - viewController: The selected tab's controller (a direct child).
  func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
  /// Answers `true` (UIKit's behaviour when the method is not implemented).
  ///
  /// - Parameters:
  ///   - tabBarController: The tab bar controller.
  ///   - viewController: The tapped tab's controller.
  /// - Returns: `true`.
  public func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool {
    true
  }

  /// Does nothing (UIKit's optional method, not implemented).
  ///
  /// - Parameters:
  ///   - tabBarController: The tab bar controller.
  ///   - viewController: The selected tab's controller.
  public func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) {}
}
