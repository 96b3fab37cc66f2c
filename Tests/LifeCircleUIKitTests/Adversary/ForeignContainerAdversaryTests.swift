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

/// A plain UIKit container (no host) on the way from a window's root to a bridged screen. The
/// host's documentation says such a screen is outside the model; before the fix nothing said so
/// at run time: its actions heard appearance, but it never gained focus and no screen view was
/// ever sent, silently.
@MainActor
@Suite(.serialized) struct ForeignContainerAdversaryTests {
  @Test func aScreenInsideAPlainNavigationControllerIsReportedOnce() {
    let bridge = AdversaryRig(bridge: true)
    let (window, stack) = bridge.scene.make {
      let window = LifeCircleWindow(frame: .zero)
      let tabs = LifeCircleTabBarController()
      tabs.title = "Tabs"
      let stack = UINavigationController(
        rootViewController: LifeCircleViewController(title: "A"))
      tabs.viewControllers = [stack]
      window.rootViewController = tabs
      window.makeKeyAndVisible()
      return (window, stack)
    }
    UIKitStandIn.runUntilIdle()
    stack.pushViewController(
      bridge.scene.make { LifeCircleViewController(title: "B") }, animated: true)
    UIKitStandIn.runUntilIdle()
    stack.popViewController(animated: true)
    UIKitStandIn.runUntilIdle()
    let outside = { (title: String) in
      "diagnostic: mirroring refused: \"\(title)\" (BridgedScreen) appears inside UINavigationController, which has no LifeCircleHost; the screen stays outside its window and never gains focus (give every view controller on the way to the window's root a host)"
    }
    #expect(
      bridge.observation == [
        "Tabs.willAppear(false)", "A.willAppear(false)", "Tabs.didAppear(false)",
        "A.didAppear(false)", "A.willDisappear(true)", "B.willAppear(true)",
        "A.didDisappear(true)", "B.didAppear(true)", "B.willDisappear(true)",
        "A.willAppear(true)", "B.didDisappear(true)", "A.didAppear(true)", outside("A"),
        outside("B"),
      ])
    bridge.tearDown(hiding: [window])
  }
}
