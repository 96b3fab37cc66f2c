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

/// An app that restores its last tab at launch: `selectedIndex` set right after
/// `makeKeyAndVisible()`, between the window's will- and did-callbacks (the stand-in runs the
/// will-callbacks inside the call, UIKIT-CALLS.md §1).
@MainActor
@Suite(.serialized) struct LaunchTabSelectionAdversaryTests {
  /// The stand-in's `UITabBarController.select` does nothing but swap the selection while the
  /// tab bar controller is appearing: the old tab stays "appearing" for good (no did-callback,
  /// against SR4) and the new one never appears. Through the bridge the old tab's hosted
  /// `willAppear` then holds its tree's focus decisions until a later tab switch happens to
  /// balance it: no screen has focus and no screen view is sent meanwhile. (A hosted will
  /// without its did, which real UIKit also produces on "Unbalanced calls to begin/end
  /// appearance transitions", stalls the tree's focus by design of
  /// `ScreenController.deliverHostedEvent`.)
  @Test func aTabSelectedRightAfterMakeKeyAndVisibleGainsFocus() {
    let bridge = AdversaryRig(bridge: true)
    let (window, tabs) = bridge.scene.make {
      let window = LifeCircleWindow(frame: .zero)
      let tabs = LifeCircleTabBarController()
      tabs.title = "Tabs"
      tabs.viewControllers = ["A", "B"].map { root in
        let stack = LifeCircleNavigationController(
          rootViewController: LifeCircleViewController(title: root))
        stack.title = "Nav\(root)"
        return stack
      }
      window.rootViewController = tabs
      window.makeKeyAndVisible()
      tabs.selectedIndex = 1
      return (window, tabs)
    }
    UIKitStandIn.runUntilIdle()
    let roots = (tabs.viewControllers ?? []).compactMap {
      ($0 as? UINavigationController)?.viewControllers.first as? LifeCircleViewController
    }
    #expect(roots.map(\.screen.appearanceState) == [.disappeared, .appeared])
    #expect(roots.map(\.screen.hasFocus) == [false, true])

    bridge.tearDown(hiding: [window])
  }
}
