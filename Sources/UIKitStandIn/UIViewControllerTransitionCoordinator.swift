import Foundation

/// The object through which code runs work alongside a view controller transition and learns
/// when it ends.
///
/// Real UIKit: `@MainActor` protocol with more members (`notifyWhenInteractionEnds`,
/// `animateAlongsideTransition(in:…)`). The stand-in declares what the bridge uses; closures are
/// main-actor bound and not `Sendable`.
@MainActor
public protocol UIViewControllerTransitionCoordinator:
  UIViewControllerTransitionCoordinatorContext
{
  /// Registers an animation to run alongside the transition and a block to run when it ends.
  ///
  /// Real UIKit and the stand-in: completion blocks run at the end, after the did-callbacks
  /// (UIKIT-CALLS.md SR7). The stand-in runs `animation` when the transition's animation starts
  /// (after its will-callbacks), or at once when registered later.
  ///
  /// - Parameters:
  ///   - animation: Run alongside the animation.
  ///   - completion: Run at the end with the final context (`isCancelled` set).
  /// - Returns: `true` when registered (the transition has not ended), as in UIKit.
  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool

  /// Registers a handler run when a gesture driving the transition is lifted (finished or
  /// cancelled), before a cancel's reversing callbacks (UIKIT-CALLS.md §7 row 5).
  ///
  /// - Parameter handler: Called with the context; `isCancelled` says how the gesture ended.
  func notifyWhenInteractionChanges(
    _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
  /// `animate(alongsideTransition:completion:)` with no completion block (UIKit's default
  /// argument, which a Swift protocol requirement cannot carry).
  ///
  /// - Parameter animation: Run alongside the animation.
  /// - Returns: `true` when registered.
  @discardableResult
  public func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animate(alongsideTransition: animation, completion: nil)
  }
}
