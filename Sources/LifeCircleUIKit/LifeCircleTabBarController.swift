import Foundation
import Lifecycle

/// A tab bar controller whose screen takes part in the model: a container whose active child is
/// UIKit's `selectedViewController`, read when focus is decided. Subclass it, or use it as it
/// is, instead of `UITabBarController`. A tab switch, by a tap or in code, is `tabSelected` for
/// the new tab and `tabDeselected` for the old one.
open class LifeCircleTabBarController: UITabBarController {
  /// The host that forwards this tab bar controller's appearance.
  public private(set) lazy var lifeCircle = LifeCircleHost(viewController: self)

  /// The screen that mirrors this tab bar controller (a container).
  public var screen: ScreenController { lifeCircle.screen }

  /// Creates the tab bar controller, and its screen.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    _ = lifeCircle
  }

  /// Creates the tab bar controller from a storyboard or nib, and its screen.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    _ = lifeCircle
  }

  /// The title; the screen's title follows it.
  open override var title: String? {
    didSet { if let title { screen.title = title } }
  }

  /// Forwards to the screen, then to `super` (which forwards to the selected tab).
  open override func viewWillAppear(_ animated: Bool) {
    lifeCircle.viewWillAppear(animated)
    super.viewWillAppear(animated)
  }

  /// Forwards to the screen, then to `super`.
  open override func viewDidAppear(_ animated: Bool) {
    lifeCircle.viewDidAppear(animated)
    super.viewDidAppear(animated)
  }

  /// Forwards to the screen, then to `super`.
  open override func viewWillDisappear(_ animated: Bool) {
    lifeCircle.viewWillDisappear(animated)
    super.viewWillDisappear(animated)
  }

  /// Forwards to the screen, then to `super`.
  open override func viewDidDisappear(_ animated: Bool) {
    lifeCircle.viewDidDisappear(animated)
    super.viewDidDisappear(animated)
  }
}
