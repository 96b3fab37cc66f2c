import Foundation
import Lifecycle

/// A view controller whose screen hears its appearance: subclass it instead of
/// `UIViewController`, and the LifeCircle actions (global and the screen's own) hear it, with
/// focus and screen views decided by the model (see ``LifeCircleHost``).
///
/// Storyboards and nibs work (`init(coder:)` and `init(nibName:bundle:)` are supported). The
/// screen is made when the view controller is, in `LifeCircleRegistry/current`; its title
/// follows `title` (the type name until one is set). Override the ``LifeCircleScreenDeclaring``
/// properties for a screen name or a custom container.
open class LifeCircleViewController: UIViewController, LifeCircleScreenDeclaring {
  /// The host that forwards this view controller's appearance.
  public private(set) lazy var lifeCircle = LifeCircleHost(viewController: self)

  /// The screen that mirrors this view controller: register per-screen actions on it.
  public var screen: ScreenController { lifeCircle.screen }

  /// Creates the view controller and its screen.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    _ = lifeCircle
  }

  /// Creates the view controller from a storyboard or nib, and its screen.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    _ = lifeCircle
  }

  /// Creates the view controller with a title (its screen's title).
  public convenience init(title: String) {
    self.init(nibName: nil, bundle: nil)
    self.title = title
  }

  /// The title; the screen's title follows it.
  open override var title: String? {
    didSet { if let title { screen.title = title } }
  }

  /// The name screen views carry; `nil` (the default) for the title.
  open var screenName: String? { nil }
  /// What a screen view carries beyond the name (a post's id); empty by default.
  open var screenParameters: [String: String] { [:] }
  /// Whether this view controller is a custom container; `false` by default.
  open var isScreenContainer: Bool { false }
  /// The children focus descends into; `nil` (the default) for every child that has appeared.
  open var activeChildViewControllers: [UIViewController]? { nil }

  /// Forwards to the screen, then to `super`.
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

  /// Tells the model that this custom container's active children changed without navigation.
  public func setNeedsScreenFocusUpdate() {
    lifeCircle.setNeedsScreenFocusUpdate()
  }
}
