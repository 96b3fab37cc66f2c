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

/// Windows the bridge meets for the first time while the app is in the background: a launch
/// into the background (UIKit still runs the root's appearance callbacks, UIKIT-CALLS.md §1), or
/// a window first shown there. Before the fix the bridge moved to the background only the
/// registries it already knew: the new window's screen gained focus with a screen view nobody
/// saw, and gained nothing when the app came to the foreground.
@MainActor
@Suite(.serialized) struct BackgroundLaunchAdversaryTests {
  /// The model's answer: a window shown in the background gains focus on the return.
  private func modelObservation() -> [String] {
    let model = AdversaryRig(bridge: false)
    model.scene.enterBackground()
    _ = makeModelTabs(["A"], in: model.scene)
    model.scene.enterForeground()
    defer { model.tearDown() }
    return model.observation
  }

  @Test func aWindowFirstShownInTheBackgroundGainsFocusOnTheReturn() {
    let expected = modelObservation()
    let bridge = AdversaryRig(bridge: true)
    UIKitStandIn.enterBackground()
    let (window, _) = makeBridgedTabs(["A"], in: bridge.scene)
    UIKitStandIn.enterForeground()
    UIKitStandIn.runUntilIdle()
    #expect(bridge.observation == expected)
    bridge.tearDown(hiding: [window])
  }

  /// Following starts while the app is already in the background: no notification says so,
  /// `applicationState` does.
  @Test func followingStartedInTheBackgroundKnowsIt() {
    let expected = modelObservation()
    let bridge = AdversaryRig(bridge: true)
    LifeCircleUIKit.stopFollowingApplicationState()
    UIKitStandIn.enterBackground()
    LifeCircleUIKit.followApplicationState()
    let (window, _) = makeBridgedTabs(["A"], in: bridge.scene)
    UIKitStandIn.enterForeground()
    UIKitStandIn.runUntilIdle()
    #expect(bridge.observation == expected)
    bridge.tearDown(hiding: [window])
  }
}
