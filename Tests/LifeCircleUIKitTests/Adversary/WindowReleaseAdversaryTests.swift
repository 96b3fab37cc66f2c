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

/// A window the app lets go while it is visible: UIKit keeps no window alive and says nothing,
/// so the window and everything in it leave the screen. Before the fix the mirror window stayed
/// visible in the model, its screens kept focus (and regained it, with a screen view, when the
/// main window was hidden), and the model kept them alive.
@MainActor
@Suite(.serialized) struct WindowReleaseAdversaryTests {
  @Test func aKeyWindowReleasedWhileVisibleTakesFocusFromItsScreen() {
    let bridge = AdversaryRig(bridge: true)
    let (window, _) = makeBridgedTabs(["A"], in: bridge.scene)
    weak var overlay: LifeCircleViewController?
    weak var overlayScreen: ScreenController?
    weak var mirror: Window?
    do {
      let second = bridge.scene.make { LifeCircleWindow(frame: .zero) }
      let root = bridge.scene.make { LifeCircleViewController(title: "Overlay") }
      (overlay, overlayScreen) = (root, root.screen)
      second.rootViewController = root
      second.makeKeyAndVisible()
      UIKitStandIn.runUntilIdle()
      mirror = second.mirror
      bridge.clear()
    }
    UIKitStandIn.runUntilIdle()
    #expect(
      bridge.observation == [
        "Overlay.didLoseFocus(removed)", "A.didGainFocus(windowBecameKey)",
        "view: A windowBecameKey after Overlay (0.0 seconds)",
      ])
    #expect(overlay == nil && overlayScreen == nil && mirror == nil)
    bridge.clear()
    window.isHidden = true
    UIKitStandIn.runUntilIdle()
    #expect(
      bridge.observation == [
        "Tabs.willDisappear(false)", "NavA.willDisappear(false)", "A.willDisappear(false)",
        "Tabs.didDisappear(false)", "NavA.didDisappear(false)", "A.didDisappear(false)",
        "A.didLoseFocus(removed)",
      ])
    bridge.tearDown()
  }

  @Test func aWindowReleasedWithASheetUpFreesEveryScreen() {
    let bridge = AdversaryRig(bridge: true)
    let (window, _) = makeBridgedTabs(["A"], in: bridge.scene)
    weak var rootScreen: ScreenController?
    weak var sheetScreen: ScreenController?
    weak var mirror: Window?
    do {
      let second = bridge.scene.make { LifeCircleWindow(frame: .zero) }
      let root = bridge.scene.make { LifeCircleViewController(title: "Overlay") }
      second.rootViewController = root
      second.makeKeyAndVisible()
      UIKitStandIn.runUntilIdle()
      let sheet = bridge.scene.make { LifeCircleViewController(title: "S") }
      sheet.modalPresentationStyle = .pageSheet
      root.present(sheet, animated: true)
      UIKitStandIn.runUntilIdle()
      (rootScreen, sheetScreen, mirror) = (root.screen, sheet.screen, second.mirror)
      bridge.clear()
    }
    UIKitStandIn.runUntilIdle()
    #expect(
      bridge.observation == [
        "S.didLoseFocus(removed)", "A.didGainFocus(windowBecameKey)",
        "view: A windowBecameKey after S (0.0 seconds)",
      ])
    #expect(rootScreen == nil && sheetScreen == nil && mirror == nil)
    bridge.tearDown(hiding: [window])
  }

  /// A plain `UIWindow` (followed through UIKit's notifications) has no deinit the bridge
  /// hears: the release is noticed at the next reading of UIKit's structure.
  @Test func aPlainWindowReleasedWhileVisibleIsDroppedAtTheNextReading() {
    let bridge = AdversaryRig(bridge: true)
    let (window, _) = makeBridgedTabs(["A"], in: bridge.scene)
    weak var overlayScreen: ScreenController?
    do {
      let second = bridge.scene.make { UIWindow(frame: .zero) }
      let root = bridge.scene.make { LifeCircleViewController(title: "Overlay") }
      overlayScreen = root.screen
      second.rootViewController = root
      second.makeKeyAndVisible()
      UIKitStandIn.runUntilIdle()
      bridge.clear()
    }
    window.makeKey()
    UIKitStandIn.runUntilIdle()
    #expect(
      bridge.observation == [
        "Overlay.didLoseFocus(removed)", "A.didGainFocus(windowBecameKey)",
        "view: A windowBecameKey after Overlay (0.0 seconds)",
      ])
    #expect(overlayScreen == nil)
    bridge.tearDown(hiding: [window])
  }

  /// A second window released while a push animates in it: the push still ends (UIKit's
  /// transition holds its view controllers), focus returns to the first window, and the pushed
  /// screen, which never gained focus, is freed. (`R` loses focus `covered`, not `removed`: the
  /// model's hint precedence, see ``WindowHiddenAdversaryTests``.)
  @Test func aWindowReleasedWhileAPushAnimatesInIt() {
    let bridge = AdversaryRig(bridge: true)
    let (window, _) = makeBridgedTabs(["A"], in: bridge.scene)
    weak var pushedScreen: ScreenController?
    do {
      let second = bridge.scene.make { LifeCircleWindow(frame: .zero) }
      let stack = bridge.scene.make {
        LifeCircleNavigationController(rootViewController: LifeCircleViewController(title: "R"))
      }
      second.rootViewController = stack
      second.makeKeyAndVisible()
      UIKitStandIn.runUntilIdle()
      bridge.clear()
      let pushed = bridge.scene.make { LifeCircleViewController(title: "B") }
      pushedScreen = pushed.screen
      stack.pushViewController(pushed, animated: true)
      UIKitStandIn.runNextTurn()
    }
    UIKitStandIn.runUntilIdle()
    #expect(
      bridge.observation == [
        "R.willDisappear(true)", "B.willAppear(true)", "R.didDisappear(true)",
        "B.didAppear(true)", "R.didLoseFocus(removed)", "A.didGainFocus(windowBecameKey)",
        "view: A windowBecameKey after R (0.0 seconds)",
      ])
    #expect(pushedScreen == nil)
    bridge.tearDown(hiding: [window])
  }
}
