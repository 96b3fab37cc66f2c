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

/// A custom container that forwards appearance by hand, and tab switches UIKit runs inside
/// another transition (from a `viewWillAppear`, or while a push animates). UIKit drives these
/// callbacks, so the traces are written out: every callback is UIKit's, one to one, and focus
/// ends on the screen the user sees, once.
@MainActor
@Suite(.serialized) struct CallbackContainerAdversaryTests {
  /// A container that forwards nothing automatically and declares itself a container.
  final class ManualContainer: LifeCircleViewController {
    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
    override var isScreenContainer: Bool { true }
  }

  @Test func aManualForwardingContainerSwapsItsChild() {
    let bridge = AdversaryRig(bridge: true)
    let (window, tabs) = makeBridgedTabs(["A"], in: bridge.scene)
    let (container, first, second) = bridge.scene.make {
      (
        ManualContainer(title: "P"), LifeCircleViewController(title: "K1"),
        LifeCircleViewController(title: "K2")
      )
    }
    container.addChild(first)
    container.view.addSubview(first.view)
    first.didMove(toParent: container)
    bridge.clear()
    (tabs.selectedViewController as? UINavigationController)?.pushViewController(
      container, animated: true)
    UIKitStandIn.runUntilIdle()
    first.beginAppearanceTransition(true, animated: false)
    first.endAppearanceTransition()
    UIKitStandIn.runUntilIdle()
    container.addChild(second)
    first.willMove(toParent: nil)
    second.beginAppearanceTransition(true, animated: true)
    first.beginAppearanceTransition(false, animated: true)
    container.view.addSubview(second.view)
    first.view.removeFromSuperview()
    first.endAppearanceTransition()
    second.endAppearanceTransition()
    first.removeFromParent()
    second.didMove(toParent: container)
    UIKitStandIn.runUntilIdle()
    #expect(
      bridge.observation == [
        "A.willDisappear(true)", "P.willAppear(true)", "A.didDisappear(true)",
        "P.didAppear(true)", "A.didLoseFocus(covered)", "K1.willAppear(false)",
        "K1.didAppear(false)", "K1.didGainFocus(shown)", "K2.willAppear(true)",
        "K1.willDisappear(true)", "K1.didDisappear(true)", "K2.didAppear(true)",
        "K1.didLoseFocus(removed)", "K2.didGainFocus(shown)",
        "view: K1 shown after A (0.0 seconds)", "view: K2 shown after K1 (0.0 seconds)",
      ])
    bridge.tearDown(hiding: [window])
  }

  /// C selects tab 1 from its `viewWillAppear`: UIKit switches at once, inside the push, so C
  /// disappears before it ever appeared and never gains focus.
  @Test func aTabSwitchFromViewWillAppear() {
    let bridge = AdversaryRig(bridge: true)
    let (window, tabs) = makeBridgedTabs(["A", "B"], in: bridge.scene)
    bridge.clear()
    let c = bridge.scene.make { CallbackViewController(title: "C") }
    c.afterWillAppear = { c in c.tabBarController?.selectedIndex = 1 }
    (tabs.selectedViewController as? UINavigationController)?.pushViewController(
      c, animated: true)
    UIKitStandIn.runUntilIdle()
    #expect(
      bridge.observation == [
        "A.willDisappear(true)", "C.willAppear(true)", "NavB.willAppear(false)",
        "B.willAppear(false)", "NavA.willDisappear(false)", "C.willDisappear(false)",
        "NavA.didDisappear(false)", "C.didDisappear(false)", "NavB.didAppear(false)",
        "B.didAppear(false)", "A.didDisappear(true)", "A.didLoseFocus(covered)",
        "B.didGainFocus(tabSelected)", "view: B tabSelected after A (0.0 seconds)",
      ])
    bridge.tearDown(hiding: [window])
  }

  /// A tab switch while a push animates, then back: the pushed screen gains focus when its tab
  /// is selected again.
  @Test func aTabSwitchWhileAPushAnimatesAndBack() {
    let bridge = AdversaryRig(bridge: true)
    let (window, tabs) = makeBridgedTabs(["A", "B"], in: bridge.scene)
    bridge.clear()
    (tabs.selectedViewController as? UINavigationController)?.pushViewController(
      bridge.scene.make { LifeCircleViewController(title: "C") }, animated: true)
    UIKitStandIn.runNextTurn()
    tabs.selectedIndex = 1
    UIKitStandIn.runUntilIdle()
    tabs.selectedIndex = 0
    UIKitStandIn.runUntilIdle()
    #expect(
      bridge.observation == [
        "A.willDisappear(true)", "C.willAppear(true)", "NavB.willAppear(false)",
        "B.willAppear(false)", "NavA.willDisappear(false)", "C.willDisappear(false)",
        "NavA.didDisappear(false)", "C.didDisappear(false)", "NavB.didAppear(false)",
        "B.didAppear(false)", "A.didDisappear(true)", "A.didLoseFocus(covered)",
        "B.didGainFocus(tabSelected)", "NavA.willAppear(false)", "C.willAppear(false)",
        "NavB.willDisappear(false)", "B.willDisappear(false)", "NavB.didDisappear(false)",
        "B.didDisappear(false)", "NavA.didAppear(false)", "C.didAppear(false)",
        "B.didLoseFocus(tabDeselected)", "C.didGainFocus(tabSelected)",
        "view: B tabSelected after A (0.0 seconds)", "view: C tabSelected after B (0.0 seconds)",
      ])
    bridge.tearDown(hiding: [window])
  }
}
