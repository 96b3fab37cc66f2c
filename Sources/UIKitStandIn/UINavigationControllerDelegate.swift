import Foundation

/// The object a navigation controller tells when it shows a controller.
///
/// Real UIKit: an Objective-C protocol with optional methods. Swift protocols have no optional
/// requirements without `@objc`, so the stand-in gives both methods empty default
/// implementations. As with any protocol extension default, a conforming class must implement
/// the method itself (not only a subclass of it) for the call to reach it.
@MainActor
public protocol UINavigationControllerDelegate: NSObjectProtocol {
  /// Called before `viewController` is shown: after its `viewWillAppear`, before its
  /// `viewIsAppearing` (UIKIT-CALLS.md §2 row 7); at the start of an interactive pop, before the
  /// appearance callbacks (§6 row 2); on a navigation controller's first display, after the top's
  /// `viewWillAppear` (§1 row 13). Not called when an interactive pop is cancelled.
  ///
  /// - Parameters:
  ///   - navigationController: The navigation controller.
  ///   - viewController: The controller about to be shown (the new top).
  ///   - animated: Whether the transition is animated.
  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool)

  /// Called after `viewController` is shown: after its `viewDidAppear`, the coordinator's
  /// completion blocks and `didMove(toParent:)` (UIKIT-CALLS.md §2 rows 12–13, a stand-in order
  /// where the rows are unverified). Not called when an interactive pop is cancelled.
  ///
  /// - Parameters:
  ///   - navigationController: The navigation controller.
  ///   - viewController: The controller shown (the top).
  ///   - animated: Whether the transition was animated.
  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool)
}

extension UINavigationControllerDelegate {
  /// Does nothing (UIKit's optional method, not implemented).
  ///
  /// - Parameters:
  ///   - navigationController: The navigation controller.
  ///   - viewController: The controller about to be shown.
  ///   - animated: Whether the transition is animated.
  public func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool
  ) {}

  /// Does nothing (UIKit's optional method, not implemented).
  ///
  /// - Parameters:
  ///   - navigationController: The navigation controller.
  ///   - viewController: The controller shown.
  ///   - animated: Whether the transition was animated.
  public func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {}
}
