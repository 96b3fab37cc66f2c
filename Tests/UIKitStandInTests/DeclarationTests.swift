import Foundation
import Testing
import UIKitStandIn

/// The declarations the bridge compiles against, spelled as in UIKit: this file stops compiling
/// when a name, label, type or optionality drifts.
@Suite(.serialized)
@MainActor
struct DeclarationTests {
  /// A subclass overriding what apps override, with UIKit's signatures.
  private final class Overrides: UIViewController {
    override func loadView() { view = UIView(frame: .zero) }
    override func viewDidLoad() { super.viewDidLoad() }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
    override func viewIsAppearing(_ animated: Bool) { super.viewIsAppearing(animated) }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated) }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated) }
    override func willMove(toParent parent: UIViewController?) { super.willMove(toParent: parent) }
    override func didMove(toParent parent: UIViewController?) { super.didMove(toParent: parent) }
    override var shouldAutomaticallyForwardAppearanceMethods: Bool { true }
    override func present(
      _ viewControllerToPresent: UIViewController, animated flag: Bool,
      completion: (() -> Void)? = nil
    ) {
      super.present(viewControllerToPresent, animated: flag, completion: completion)
    }
    override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
      super.dismiss(animated: flag, completion: completion)
    }
  }

  @Test("UIViewController, UINavigationController, UITabBarController members")
  func controllerMembers() {
    Transcript.start()
    let controller = Overrides()
    let other = UIViewController(nibName: nil, bundle: nil)
    let title: String? = controller.title
    let view: UIView! = controller.view
    let loaded: UIView? = controller.viewIfLoaded
    let parent: UIViewController? = controller.parent
    let children: [UIViewController] = controller.children
    let flags: [Bool] = [
      controller.isViewLoaded, controller.isMovingToParent, controller.isMovingFromParent,
      controller.isBeingPresented, controller.isBeingDismissed, controller.isModalInPresentation,
    ]
    let presented: UIViewController? = controller.presentedViewController
    let presenting: UIViewController? = controller.presentingViewController
    let style: UIModalPresentationStyle = controller.modalPresentationStyle
    let presentation: UIPresentationController? = controller.presentationController
    let coordinator: (any UIViewControllerTransitionCoordinator)? =
      controller.transitionCoordinator
    let navigation: UINavigationController? = controller.navigationController
    let tabs: UITabBarController? = controller.tabBarController
    controller.loadViewIfNeeded()
    controller.addChild(other)
    other.removeFromParent()
    controller.beginAppearanceTransition(true, animated: false)
    controller.endAppearanceTransition()
    #expect(title == nil && view != nil && loaded != nil && parent == nil && children.isEmpty)
    #expect(flags == [true, false, false, false, false, false])
    #expect(presented == nil && presenting == nil && style == .automatic)
    #expect(presentation != nil && coordinator == nil && navigation == nil && tabs == nil)

    let stack = UINavigationController(rootViewController: other)
    let top: UIViewController? = stack.topViewController
    let visible: UIViewController? = stack.visibleViewController
    let list: [UIViewController] = stack.viewControllers
    stack.pushViewController(UIViewController(), animated: false)
    let popped: UIViewController? = stack.popViewController(animated: false)
    let toRoot: [UIViewController]? = stack.popToRootViewController(animated: false)
    let toOther: [UIViewController]? = stack.popToViewController(other, animated: false)
    stack.setViewControllers([other], animated: false)
    stack.delegate = nil
    #expect(top === other && visible === other && list == [other] && popped != nil)
    #expect(toRoot == [] && toOther == [])

    let tabBar = UITabBarController(nibName: nil, bundle: nil)
    tabBar.setViewControllers([stack], animated: false)
    let tabList: [UIViewController]? = tabBar.viewControllers
    let index: Int = tabBar.selectedIndex
    let selected: UIViewController? = tabBar.selectedViewController
    tabBar.delegate = nil
    #expect(tabList == [stack] && index == 0 && selected === stack)
    #expect(UIModalPresentationStyle.none.rawValue == -1)
    #expect(UIModalPresentationStyle.automatic.rawValue == -2)
    #expect(UIModalPresentationStyle.popover.rawValue == 7)
  }

  @Test("UIView, UIWindow, UIWindowScene, UIApplication members")
  func windowMembers() {
    Transcript.start()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let window = UIWindow(windowScene: UIKitStandIn.windowScene)
    let plain = UIWindow(frame: .zero)
    window.addSubview(view)
    let superview: UIView? = view.superview
    let subviews: [UIView] = window.subviews
    let inWindow: UIWindow? = view.window
    view.removeFromSuperview()
    #expect(superview === window && subviews == [view] && inWindow === window)
    #expect(window.isHidden && plain.windowScene == nil)
    window.rootViewController = UIViewController()
    window.makeKeyAndVisible()
    window.makeKey()
    #expect(window.isKeyWindow && window.windowScene === UIKitStandIn.windowScene)
    let scene: UIWindowScene? = window.windowScene
    let windows: [UIWindow]? = scene?.windows
    let key: UIWindow? = scene?.keyWindow
    #expect(windows == [window] && key === window)
    let state: UIApplication.State = UIApplication.shared.applicationState
    #expect(state == .inactive)
    let names: [Notification.Name] = [
      UIWindow.didBecomeVisibleNotification, UIWindow.didBecomeHiddenNotification,
      UIWindow.didBecomeKeyNotification, UIWindow.didResignKeyNotification,
      UIScene.willEnterForegroundNotification, UIScene.didActivateNotification,
      UIScene.willDeactivateNotification, UIScene.didEnterBackgroundNotification,
      UIApplication.didEnterBackgroundNotification, UIApplication.willEnterForegroundNotification,
      UIApplication.didBecomeActiveNotification, UIApplication.willResignActiveNotification,
    ]
    #expect(Set(names).count == 12)
    window.isHidden = true
    UIKitStandIn.runUntilIdle()
  }
}
