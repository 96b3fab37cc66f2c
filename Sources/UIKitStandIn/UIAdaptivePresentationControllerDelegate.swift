import Foundation

/// The object a presentation controller tells about a user swiping a sheet down.
///
/// Real UIKit: an Objective-C protocol with optional methods; the stand-in gives them default
/// implementations (`true`, nothing). None is called for a dismissal in code (UIKIT-CALLS.md §11).
@MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
  /// Asked when a swipe starts; `false` refuses it (then `presentationControllerDidAttemptToDismiss`
  /// runs). Not asked when the presented controller's `isModalInPresentation` is true (§14).
  ///
  /// - Parameter presentationController: The sheet's presentation controller.
  /// - Returns: Whether the sheet may be dismissed.
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool

  /// Called when a permitted swipe starts, before the presented controller's
  /// `viewWillDisappear` (the stand-in's order, §12 row 3 unverified); the outcome is not known
  /// yet.
  ///
  /// - Parameter presentationController: The sheet's presentation controller.
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController)

  /// Called after a swipe dismissed the sheet: after the presented controller's
  /// `viewDidDisappear` and the coordinator's completion blocks. Not called when the swipe is
  /// cancelled.
  ///
  /// - Parameter presentationController: The sheet's presentation controller.
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController)

  /// Called when a swipe is refused (`isModalInPresentation`, or `ShouldDismiss` answered false).
  ///
  /// - Parameter presentationController: The sheet's presentation controller.
  func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
  /// Answers `true` (UIKit's behaviour when the method is not implemented).
  ///
  /// - Parameter presentationController: The sheet's presentation controller.
  /// - Returns: `true`.
  public func presentationControllerShouldDismiss(
    _ presentationController: UIPresentationController
  ) -> Bool {
    true
  }

  /// Does nothing (UIKit's optional method, not implemented).
  ///
  /// - Parameter presentationController: The sheet's presentation controller.
  public func presentationControllerWillDismiss(
    _ presentationController: UIPresentationController
  ) {}

  /// Does nothing (UIKit's optional method, not implemented).
  ///
  /// - Parameter presentationController: The sheet's presentation controller.
  public func presentationControllerDidDismiss(
    _ presentationController: UIPresentationController
  ) {}

  /// Does nothing (UIKit's optional method, not implemented).
  ///
  /// - Parameter presentationController: The sheet's presentation controller.
  public func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController
  ) {}
}
