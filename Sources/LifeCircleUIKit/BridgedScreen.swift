import Lifecycle

/// The screen that mirrors one view controller: UIKit delivers each view controller's own
/// callbacks, so the screen forwards nothing to its children (the host delivers theirs), and its
/// container role and active children are read from UIKit's structure, never kept as a second
/// copy.
@MainActor
final class BridgedScreen: ScreenController {
  /// The view controller this screen mirrors (weak: the view controller owns its host, which
  /// owns the screen).
  weak var viewController: UIViewController?

  /// UIKit forwards appearance to children itself; the model must not do it a second time.
  override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

  /// Navigation and tab bar controllers are containers, as in the model; a view controller that
  /// declares itself one (``LifeCircleScreenDeclaring``) is too.
  override var isContainer: Bool {
    switch viewController {
    case is UINavigationController, is UITabBarController: true
    case let declaring as any LifeCircleScreenDeclaring: declaring.isScreenContainer
    default: false
    }
  }

  /// Where focus descends: a navigation controller's top, a tab bar controller's selection, or
  /// what a declaring container names; read from UIKit now.
  override var activeChildren: [ScreenController] {
    switch viewController {
    case let navigation as UINavigationController:
      return LifeCircleHost.screens(of: navigation.topViewController.map { [$0] } ?? [])
    case let tabs as UITabBarController:
      return LifeCircleHost.screens(of: tabs.selectedViewController.map { [$0] } ?? [])
    case let declaring as any LifeCircleScreenDeclaring:
      guard let active = declaring.activeChildViewControllers else { return super.activeChildren }
      return LifeCircleHost.screens(of: active)
    default:
      return super.activeChildren
    }
  }

  /// The declared screen name, else the title.
  override var screenName: String {
    (viewController as? any LifeCircleScreenDeclaring)?.screenName ?? title
  }

  /// The view controller's type name (`screen_class`), else the screen's.
  override var screenClass: String {
    guard let viewController else { return super.screenClass }
    return String(describing: type(of: viewController))
  }

  /// What the view controller declares, else nothing.
  override var screenParameters: [String: String] {
    (viewController as? any LifeCircleScreenDeclaring)?.screenParameters ?? [:]
  }
}
