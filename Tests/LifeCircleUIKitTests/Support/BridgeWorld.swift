import Actions
import Foundation
import LifeCircleTesting
import LifeCircleUIKit
import Lifecycle
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import UIKitStandIn
#endif

/// The bridge on the stand-in UIKit: `LifeCircleWindow`, `LifeCircleTabBarController`,
/// `LifeCircleNavigationController` and `LifeCircleViewController`, driven through UIKit's own
/// calls (and the stand-in's gestures and app life cycle), each step run until UIKit is idle.
@MainActor
final class BridgeWorld: DifferentialWorld {
  let scene: TestScene
  let views: ScreenViewAction
  let clock: ManualClock
  private var window: UIWindow?
  private var secondWindow: UIWindow?
  private var tabs: UITabBarController?
  /// Which classes the app uses: the bridge's, or its own base classes with a host each.
  private let kit: BridgeKit
  private var pager: BridgePager?
  /// The child each view controller holds (added by ``NavigationStep/addChild(_:)``).
  private var childOf: [String: UIViewController] = [:]

  init(kit: BridgeKit = .bridgeClasses) {
    self.kit = kit
    UIKitStandIn.reset()
    LifeCircleUIKit.resetForTesting()
    (scene, views, clock) = makeRecordingParts()
    LifeCircleUIKit.followApplicationState()
  }

  func launch(_ layout: Layout) {
    scene.make {
      let window = kit.makeWindow()
      self.window = window
      switch layout {
      case .tabs(let roots):
        window.rootViewController = makeTabs(roots)
      case .pager(let pages):
        let pager = BridgePager(title: "Pager")
        for page in pages {
          let child = kit.makeScreen(page)
          pager.addChild(child)
          pager.view.addSubview(child.view)
          child.didMove(toParent: pager)
        }
        self.pager = pager
        window.rootViewController = pager
      case .splash(let roots):
        let splash = BridgeSplash(title: "Splash")
        splash.redirect = { [unowned self] in
          window.rootViewController = self.scene.make { self.makeTabs(roots) }
        }
        window.rootViewController = splash
      }
      window.makeKeyAndVisible()
    }
    UIKitStandIn.runUntilIdle()
  }

  private func makeTabs(_ roots: [String]) -> UITabBarController {
    let tabs = kit.makeTabs()
    tabs.title = "Tabs"
    tabs.viewControllers = roots.map { root in
      let stack = kit.makeStack(kit.makeScreen(root))
      stack.title = "Nav\(root)"
      return stack
    }
    self.tabs = tabs
    return tabs
  }

  private var stack: UINavigationController? {
    tabs?.selectedViewController as? UINavigationController
  }

  private var topPresented: UIViewController? {
    guard var current = window?.rootViewController?.presentedViewController else { return nil }
    while let next = current.presentedViewController, next !== current { current = next }
    return current
  }

  private var topScreen: UIViewController? {
    if let topPresented { return topPresented }
    if let stack { return stack.topViewController }
    return window?.rootViewController
  }

  func allows(_ step: NavigationStep) -> Bool {
    // The model world decides what the walk may do; the bridge follows it.
    true
  }

  func perform(_ step: NavigationStep) {
    scene.make { performInScene(step) }
    UIKitStandIn.runUntilIdle()
  }

  private func performInScene(_ step: NavigationStep) {
    switch step {
    case .push(let title):
      stack?.pushViewController(kit.makeScreen(title), animated: true)
    case .pop:
      stack?.popViewController(animated: true)
    case .popToRoot:
      stack?.popToRootViewController(animated: true)
    case .swipeBack(let finish):
      guard let gesture = stack?.standInBeginInteractivePop() else {
        Issue.record("bridge: no swipe back on \(String(describing: stack))")
        return
      }
      UIKitStandIn.runUntilIdle()
      if finish { gesture.finish() } else { gesture.cancel() }
    case .selectTab(let index):
      tabs?.selectedIndex = index
    case .present(let title, let style):
      let presented = kit.makeScreen(title)
      presented.modalPresentationStyle =
        switch style {
        case .fullScreen: .fullScreen
        case .pageSheet: .pageSheet
        case .overFullScreen: .overFullScreen
        }
      topScreen?.present(presented, animated: true)
    case .dismiss:
      topPresented?.dismiss(animated: true)
    case .swipeDownSheet(let finish):
      guard let gesture = topPresented?.standInBeginSheetDrag() else {
        Issue.record("bridge: no sheet drag on \(String(describing: topPresented))")
        return
      }
      UIKitStandIn.runUntilIdle()
      if finish { gesture.finish() } else { gesture.cancel() }
    case .addChild(let title):
      guard let top = topScreen else { return }
      let child = kit.makeScreen(title)
      top.addChild(child)
      top.view.addSubview(child.view)
      child.didMove(toParent: top)
      childOf[top.title ?? ""] = child
    case .removeChild:
      guard let top = topScreen, let child = childOf.removeValue(forKey: top.title ?? "")
      else { return }
      child.willMove(toParent: nil)
      child.view.removeFromSuperview()
      child.removeFromParent()
    case .page(let index):
      pager?.activePage = index
      pager?.setNeedsScreenFocusUpdate()
    case .showSecondWindow(let title):
      let window = kit.makeWindow()
      window.rootViewController = kit.makeScreen(title)
      secondWindow = window
      window.makeKeyAndVisible()
    case .makeKey(let index):
      (index == 1 ? window : secondWindow)?.makeKey()
    case .hideSecondWindow:
      secondWindow?.isHidden = true
    case .background:
      UIKitStandIn.enterBackground()
    case .foreground:
      UIKitStandIn.enterForeground()
    case .wait(let seconds):
      clock.advance(by: .seconds(seconds))
    }
  }

  func tearDown() {
    secondWindow?.isHidden = true
    window?.isHidden = true
    UIKitStandIn.runUntilIdle()
    LifeCircleUIKit.resetForTesting()
  }
}

/// A custom container whose pages all stay on screen; focus goes to the active page.
final class BridgePager: LifeCircleViewController {
  var activePage = 0
  override var isScreenContainer: Bool { true }
  override var activeChildViewControllers: [UIViewController]? {
    children.indices.contains(activePage) ? [children[activePage]] : []
  }
}

/// A splash screen that redirects from its `viewDidAppear`, by replacing the window's root.
final class BridgeSplash: LifeCircleViewController {
  var redirect: () -> Void = {}
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    redirect()
  }
}
