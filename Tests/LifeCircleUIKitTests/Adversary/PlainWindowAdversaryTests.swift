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

/// A plain `UIWindow`, which ``LifeCircleUIKit/followApplicationState()`` promises to follow
/// through UIKit's window notifications. UIKit calls the root's `viewWillAppear` inside
/// `makeKeyAndVisible()` before it posts `didBecomeVisibleNotification`, so before the fix the
/// root appeared outside every window, the window could never be mirrored (five
/// "Window(hostedRootController:) refused: … is appearing on its own" diagnostics) and no screen
/// in it ever gained focus.
@MainActor
@Suite(.serialized) struct PlainWindowAdversaryTests {
  @Test func aPlainMainWindowGivesTheModelsLaunch() {
    let model = AdversaryRig(bridge: false)
    _ = makeModelTabs(["A"], in: model.scene)
    let bridge = AdversaryRig(bridge: true)
    let window = bridge.scene.make {
      let window = UIWindow(frame: .zero)
      let tabs = LifeCircleTabBarController()
      tabs.title = "Tabs"
      let stack = LifeCircleNavigationController(
        rootViewController: LifeCircleViewController(title: "A"))
      stack.title = "NavA"
      tabs.viewControllers = [stack]
      window.rootViewController = tabs
      window.makeKeyAndVisible()
      return window
    }
    UIKitStandIn.runUntilIdle()
    expectSameObservation(model: model, bridge: bridge, "plain UIWindow launch")
    bridge.tearDown(hiding: [window])
    model.tearDown()
  }

  @Test func aPlainSecondWindowMadeKeyTakesFocus() {
    let model = AdversaryRig(bridge: false)
    _ = makeModelTabs(["A"], in: model.scene)
    model.clear()
    let overlayWindow = model.scene.make {
      Window(rootController: ScreenController(title: "Overlay"))
    }
    overlayWindow.makeKeyAndVisible()

    let bridge = AdversaryRig(bridge: true)
    let (window, _) = makeBridgedTabs(["A"], in: bridge.scene)
    bridge.clear()
    let second = bridge.scene.make {
      let second = UIWindow(frame: .zero)
      second.rootViewController = LifeCircleViewController(title: "Overlay")
      second.makeKeyAndVisible()
      return second
    }
    UIKitStandIn.runUntilIdle()
    expectSameObservation(model: model, bridge: bridge, "plain second window made key")
    bridge.tearDown(hiding: [second, window])
    model.tearDown()
  }
}
