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

/// The reason a screen that joins gains focus with. The reconciler left a pushed or presented
/// screen's `shown` before the screen joined its container or presenter, so before it reached
/// a window, and the model dropped it: `shown` came only from the decision's default, and lost
/// to `windowBecameKey` whenever the key window changed in the same turn. Here the main window
/// is not key (an overlay is), the app pushes or presents there, and the new screen's
/// `viewWillAppear` hides the overlay: the model says `shown`. (UIKit hides the overlay inside
/// the callback, the model after the transition, so only focus and screen views are compared.)
@MainActor
@Suite(.serialized) struct JoiningScreenReasonAdversaryTests {
  @Test(arguments: [false, true])
  func aScreenShownWhileItsWindowBecomesKeyGainsFocusShown(presenting: Bool) {
    let model = AdversaryRig(bridge: false)
    let (_, modelTabs) = makeModelTabs(["A"], in: model.scene)
    let modelOverlay = model.scene.make {
      Window(rootController: ScreenController(title: "Overlay"))
    }
    modelOverlay.makeKeyAndVisible()
    model.clear()
    let modelB = model.scene.make { ModelWillAppearScreen(title: "B") }
    modelB.afterWillAppear = { _ in modelOverlay.hide() }
    if presenting {
      try? modelTabs.present(modelB, style: .sheet)
    } else {
      try? (modelTabs.selectedController as? NavigationController)?.push(modelB)
    }

    let bridge = AdversaryRig(bridge: true)
    let (window, tabs) = makeBridgedTabs(["A"], in: bridge.scene)
    let overlay = bridge.scene.make {
      let overlay = LifeCircleWindow(frame: .zero)
      overlay.rootViewController = LifeCircleViewController(title: "Overlay")
      overlay.makeKeyAndVisible()
      return overlay
    }
    UIKitStandIn.runUntilIdle()
    bridge.clear()
    let b = bridge.scene.make { CallbackViewController(title: "B") }
    b.afterWillAppear = { _ in overlay.isHidden = true }
    if presenting {
      b.modalPresentationStyle = .pageSheet
      tabs.present(b, animated: true)
    } else {
      (tabs.selectedViewController as? UINavigationController)?.pushViewController(
        b, animated: true)
    }
    UIKitStandIn.runUntilIdle()
    #expect(bridge.focusObservation == model.focusObservation)
    #expect(bridge.focusObservation.contains("B.didGainFocus(shown)"))
    bridge.tearDown(hiding: [overlay, window])
    model.tearDown()
  }
}
