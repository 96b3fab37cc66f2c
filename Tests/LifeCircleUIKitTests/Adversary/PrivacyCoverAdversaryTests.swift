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

/// A privacy cover: the app shows a window over its content when it resigns active (so the app
/// switcher's snapshot hides it) and hides it when it becomes active again. UIKit posts
/// `willResignActive` and `didEnterBackground` in one turn, `willEnterForeground` and
/// `didBecomeActive` in one turn (UIKIT-CALLS.md §19). Before the fix the bridge moved its
/// registries to the foreground at `willEnterForeground` and decided at once, before the app's
/// `didBecomeActive` hid the cover: the cover gained focus with a screen view
/// (`returnedFromBackground`) no user ever saw, and the screen under it came back as
/// `windowBecameKey`. Now the switch is decided at the end of the turn, as every change the
/// bridge sees is (``FocusTurn``).
@MainActor
@Suite(.serialized) struct PrivacyCoverAdversaryTests {
  @Test func aCoverShownOnResignAndHiddenOnBecomingActiveNeverGainsFocus() {
    let bridge = AdversaryRig(bridge: true)
    let (window, _) = makeBridgedTabs(["A"], in: bridge.scene)
    bridge.clear()
    let cover = bridge.scene.make {
      let cover = LifeCircleWindow(frame: .zero)
      cover.rootViewController = LifeCircleViewController(title: "Cover")
      return cover
    }
    let center = NotificationCenter.default
    let observers = [
      center.addObserver(
        forName: UIApplication.willResignActiveNotification, object: nil, queue: nil
      ) { _ in
        MainActor.assumeIsolated { cover.makeKeyAndVisible() }
      },
      center.addObserver(
        forName: UIApplication.didBecomeActiveNotification, object: nil, queue: nil
      ) { _ in
        MainActor.assumeIsolated {
          cover.isHidden = true
          window.makeKey()
        }
      },
    ]
    defer { for observer in observers { center.removeObserver(observer) } }
    // The launch's foreground step: the app is active from here.
    UIKitStandIn.enterForeground()
    UIKitStandIn.runUntilIdle()
    bridge.clear()
    UIKitStandIn.enterBackground()
    UIKitStandIn.runUntilIdle()
    UIKitStandIn.enterForeground()
    UIKitStandIn.runUntilIdle()
    #expect(
      bridge.observation == [
        "Cover.willAppear(false)", "Cover.didAppear(false)", "A.didLoseFocus(enteredBackground)",
        "Cover.willDisappear(false)", "Cover.didDisappear(false)",
        "A.didGainFocus(returnedFromBackground)",
        "view: A returnedFromBackground after A (0.0 seconds)",
      ])
    bridge.tearDown(hiding: [cover, window])
  }
}
