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

/// A window's root replaced twice within one turn (a launch that shows a loading screen and
/// replaces it at once). UIKit runs both replacements on the next turn, one after the other.
@MainActor
@Suite(.serialized) struct RootReplacementAdversaryTests {
  /// Makes a bridged window whose root is `A`, key and visible, and forgets the launch.
  private func launch(_ bridge: AdversaryRig) -> (LifeCircleWindow, LifeCircleViewController) {
    let (window, root) = bridge.scene.make {
      (LifeCircleWindow(frame: .zero), LifeCircleViewController(title: "A"))
    }
    window.rootViewController = root
    window.makeKeyAndVisible()
    UIKitStandIn.runUntilIdle()
    bridge.clear()
    return (window, root)
  }

  /// A, then B, then A again: before the fix each reading in between tried to put A back while
  /// the model still had it leaving the window, and the scene got three "mirrorReplaceRoot
  /// refused: "A" (BridgedScreen) is still leaving this window as its old root" diagnostics for
  /// an app that did nothing wrong. A keeps focus: B came and went within the turn.
  @Test func theOldRootBackWithinOneTurn() {
    let bridge = AdversaryRig(bridge: true)
    let (window, root) = launch(bridge)
    window.rootViewController = bridge.scene.make { LifeCircleViewController(title: "B") }
    window.rootViewController = root
    UIKitStandIn.runUntilIdle()
    #expect(
      bridge.observation == [
        "A.willDisappear(false)", "B.willAppear(false)", "A.didDisappear(false)",
        "B.didAppear(false)", "B.willDisappear(false)", "A.willAppear(false)",
        "B.didDisappear(false)", "A.didAppear(false)",
      ])
    #expect(root.screen.hasFocus)
    bridge.tearDown(hiding: [window])
  }

  /// A, then B, then C: the model's top-level calls decide after each, so B gains and loses
  /// focus there; through UIKit both run in one turn and only C gains it (the splash rule).
  @Test func twoReplacementsWithinOneTurn() {
    let bridge = AdversaryRig(bridge: true)
    let (window, _) = launch(bridge)
    window.rootViewController = bridge.scene.make { LifeCircleViewController(title: "B") }
    window.rootViewController = bridge.scene.make { LifeCircleViewController(title: "C") }
    UIKitStandIn.runUntilIdle()
    #expect(
      bridge.observation == [
        "A.willDisappear(false)", "B.willAppear(false)", "A.didDisappear(false)",
        "B.didAppear(false)", "B.willDisappear(false)", "C.willAppear(false)",
        "B.didDisappear(false)", "C.didAppear(false)", "A.didLoseFocus(removed)",
        "C.didGainFocus(shown)", "view: C shown after A (0.0 seconds)",
      ])
    bridge.tearDown(hiding: [window])
  }
}
