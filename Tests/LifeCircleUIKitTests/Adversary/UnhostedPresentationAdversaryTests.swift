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

/// A full-screen presentation of a view controller without a host (a Safari view, the camera,
/// a third-party SDK's screen): the model cannot mirror it, but the screen under it leaves the
/// window and comes back. Before the fix it lost focus `removed` and came back `shown`, a fresh
/// screen view, where DESIGN wants a return from a modal told apart (`revealed`) so a team can
/// choose not to count it.
@MainActor
@Suite(.serialized) struct UnhostedPresentationAdversaryTests {
  @Test func theScreenUnderAnUnhostedFullScreenIsCoveredThenRevealed() {
    let bridge = AdversaryRig(bridge: true)
    let (window, tabs) = makeBridgedTabs(["A"], in: bridge.scene)
    bridge.clear()
    let plain = UIViewController()
    plain.modalPresentationStyle = .fullScreen
    tabs.present(plain, animated: true)
    UIKitStandIn.runUntilIdle()
    #expect(
      bridge.observation == [
        "Tabs.willDisappear(true)", "NavA.willDisappear(true)", "A.willDisappear(true)",
        "Tabs.didDisappear(true)", "NavA.didDisappear(true)", "A.didDisappear(true)",
        "A.didLoseFocus(covered)",
      ])
    bridge.clear()
    bridge.clock.advance(by: .seconds(5))
    plain.dismiss(animated: true)
    UIKitStandIn.runUntilIdle()
    #expect(
      bridge.observation == [
        "Tabs.willAppear(true)", "NavA.willAppear(true)", "A.willAppear(true)",
        "Tabs.didAppear(true)", "NavA.didAppear(true)", "A.didAppear(true)",
        "A.didGainFocus(revealed)", "view: A revealed after A (0.0 seconds)",
      ])
    bridge.tearDown(hiding: [window])
  }
}
