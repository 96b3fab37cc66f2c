import Foundation
import LifeCircleUIKit
import Lifecycle

#if canImport(UIKit)
  import UIKit
#else
  import UIKitStandIn
#endif

/// The classes an app opts in with: the bridge's subclasses, or the app's own base classes,
/// each with a ``LifeCircleHost`` its overrides call, in plain `UIWindow`s followed through
/// `LifeCircleUIKit.followApplicationState()`.
@MainActor
struct BridgeKit {
  let makeScreen: (String) -> UIViewController
  let makeStack: (UIViewController) -> UINavigationController
  let makeTabs: () -> UITabBarController
  let makeWindow: () -> UIWindow

  /// `LifeCircleViewController`, `LifeCircleNavigationController`,
  /// `LifeCircleTabBarController`, `LifeCircleWindow`.
  static let bridgeClasses = BridgeKit(
    makeScreen: { LifeCircleViewController(title: $0) },
    makeStack: { LifeCircleNavigationController(rootViewController: $0) },
    makeTabs: { LifeCircleTabBarController() },
    makeWindow: { LifeCircleWindow(frame: .zero) })

  /// An app's own base classes with a host each, and plain `UIWindow`s.
  static let appBaseClasses = BridgeKit(
    makeScreen: { title in
      let screen = AppViewController(nibName: nil, bundle: nil)
      screen.title = title
      _ = screen.lifeCircle
      return screen
    },
    makeStack: { AppNavigationController(rootViewController: $0) },
    makeTabs: { AppTabBarController(nibName: nil, bundle: nil) },
    makeWindow: { UIWindow(frame: .zero) })
}

/// An app's base view controller: a host, called first in each appearance override.
class AppViewController: UIViewController {
  private(set) lazy var lifeCircle = LifeCircleHost(viewController: self)

  override var title: String? {
    didSet { if let title { lifeCircle.screen.title = title } }
  }
  override func viewWillAppear(_ animated: Bool) {
    lifeCircle.viewWillAppear(animated)
    super.viewWillAppear(animated)
  }
  override func viewDidAppear(_ animated: Bool) {
    lifeCircle.viewDidAppear(animated)
    super.viewDidAppear(animated)
  }
  override func viewWillDisappear(_ animated: Bool) {
    lifeCircle.viewWillDisappear(animated)
    super.viewWillDisappear(animated)
  }
  override func viewDidDisappear(_ animated: Bool) {
    lifeCircle.viewDidDisappear(animated)
    super.viewDidDisappear(animated)
  }
}

/// An app's base navigation controller, with a host.
class AppNavigationController: UINavigationController {
  private(set) lazy var lifeCircle = LifeCircleHost(viewController: self)

  override init(rootViewController: UIViewController) {
    super.init(rootViewController: rootViewController)
    _ = lifeCircle
  }
  override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    _ = lifeCircle
  }
  required init?(coder: NSCoder) {
    super.init(coder: coder)
    _ = lifeCircle
  }
  override var title: String? {
    didSet { if let title { lifeCircle.screen.title = title } }
  }
  override func viewWillAppear(_ animated: Bool) {
    lifeCircle.viewWillAppear(animated)
    super.viewWillAppear(animated)
  }
  override func viewDidAppear(_ animated: Bool) {
    lifeCircle.viewDidAppear(animated)
    super.viewDidAppear(animated)
  }
  override func viewWillDisappear(_ animated: Bool) {
    lifeCircle.viewWillDisappear(animated)
    super.viewWillDisappear(animated)
  }
  override func viewDidDisappear(_ animated: Bool) {
    lifeCircle.viewDidDisappear(animated)
    super.viewDidDisappear(animated)
  }
}

/// An app's base tab bar controller, with a host.
class AppTabBarController: UITabBarController {
  private(set) lazy var lifeCircle = LifeCircleHost(viewController: self)

  override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    _ = lifeCircle
  }
  required init?(coder: NSCoder) {
    super.init(coder: coder)
    _ = lifeCircle
  }
  override var title: String? {
    didSet { if let title { lifeCircle.screen.title = title } }
  }
  override func viewWillAppear(_ animated: Bool) {
    lifeCircle.viewWillAppear(animated)
    super.viewWillAppear(animated)
  }
  override func viewDidAppear(_ animated: Bool) {
    lifeCircle.viewDidAppear(animated)
    super.viewDidAppear(animated)
  }
  override func viewWillDisappear(_ animated: Bool) {
    lifeCircle.viewWillDisappear(animated)
    super.viewWillDisappear(animated)
  }
  override func viewDidDisappear(_ animated: Bool) {
    lifeCircle.viewDidDisappear(animated)
    super.viewDidDisappear(animated)
  }
}
