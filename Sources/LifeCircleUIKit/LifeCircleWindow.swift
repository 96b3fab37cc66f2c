import Foundation
import Lifecycle

/// A window the model mirrors: its visibility, key state and root reach the model (a window
/// whose appearance UIKit drives, see `Window/init(hostedRootController:)`), so the
/// screens in it gain and lose focus. Subclass it, or use it as it is, instead of `UIWindow`;
/// or keep `UIWindow` and call ``LifeCircleUIKit/followApplicationState()``, which also follows
/// windows through UIKit's window notifications.
///
/// The model window is made once the root view controller has a host
/// (``LifeCircleHost``), in the root screen's registry.
open class LifeCircleWindow: UIWindow {
  /// Creates the window.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    MirrorReconciler.track(self)
  }

  /// Creates the window in a scene.
  public override init(windowScene: UIWindowScene) {
    super.init(windowScene: windowScene)
    MirrorReconciler.track(self)
  }

  /// Creates the window from a storyboard or nib.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    MirrorReconciler.track(self)
  }

  /// Released while visible, the window leaves the screen with no callback (UIKit keeps no
  /// window alive): the model follows.
  isolated deinit {
    MirrorReconciler.reconcileEverything()
  }

  /// The model window that mirrors this one, once its root has a host.
  public var mirror: Window? { MirrorReconciler.window(mirroring: self) }

  /// Replaces the root; the model follows.
  open override var rootViewController: UIViewController? {
    didSet { MirrorReconciler.reconcileEverything() }
  }

  /// Shows or hides the window; the model follows.
  open override var isHidden: Bool {
    didSet { MirrorReconciler.reconcileEverything() }
  }

  /// Shows the window and makes it key; the model follows.
  open override func makeKeyAndVisible() {
    super.makeKeyAndVisible()
    MirrorReconciler.reconcileEverything()
  }

  /// UIKit made this window key; the model follows.
  open override func becomeKey() {
    super.becomeKey()
    MirrorReconciler.reconcileEverything()
  }
}
