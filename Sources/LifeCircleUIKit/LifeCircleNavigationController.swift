import Foundation
import Lifecycle

/// A navigation controller whose screen takes part in the model: a container whose active
/// child is UIKit's `topViewController`, read when focus is decided. Subclass it, or use it as
/// it is, instead of `UINavigationController`.
///
/// Its own events are forwarded before `super`, from which UIKit forwards its children's.
/// Pushes, pops, swipes back and `setViewControllers` reach the model when UIKit delivers their
/// callbacks: a push is `shown` for the new top and `covered` for the old one, a pop `removed`
/// and `revealed`; a swipe back abandoned half-way ends where it began and changes no focus.
open class LifeCircleNavigationController: UINavigationController {
  /// The host that forwards this navigation controller's appearance.
  public private(set) lazy var lifeCircle = LifeCircleHost(viewController: self)

  /// The screen that mirrors this navigation controller (a container).
  public var screen: ScreenController { lifeCircle.screen }

  /// Creates the navigation controller with a root, and its screen.
  public override init(rootViewController: UIViewController) {
    super.init(rootViewController: rootViewController)
    _ = lifeCircle
  }

  /// Creates the navigation controller, and its screen.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    _ = lifeCircle
  }

  /// Creates the navigation controller from a storyboard or nib, and its screen.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    _ = lifeCircle
  }

  /// The title; the screen's title follows it.
  open override var title: String? {
    didSet { if let title { screen.title = title } }
  }

  /// Forwards to the screen, then to `super` (which forwards to the top).
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
