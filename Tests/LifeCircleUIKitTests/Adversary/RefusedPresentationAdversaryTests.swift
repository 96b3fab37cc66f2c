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

/// Presentations UIKit refuses with a console warning: one made while the context already
/// presents (from the sheet's own `viewDidAppear`), and one from a view controller whose view
/// is not in the window (the root of a tab that is not selected). Nothing changes in UIKit, so
/// nothing may change in the mirror: no event, no diagnostic, focus stays on the sheet.
@MainActor
@Suite(.serialized) struct RefusedPresentationAdversaryTests {
  @Test func presentationsUIKitRefusesChangeNothing() {
    let bridge = AdversaryRig(bridge: true)
    let (window, tabs) = makeBridgedTabs(["A", "B"], in: bridge.scene)
    var warnings = 0
    UIKitStandIn.warningHandler = { _ in warnings += 1 }
    let sheet = bridge.scene.make { CallbackViewController(title: "S") }
    sheet.modalPresentationStyle = .pageSheet
    sheet.afterDidAppear = { _ in
      tabs.present(bridge.scene.make { LifeCircleViewController(title: "T") }, animated: true)
    }
    bridge.clear()
    tabs.present(sheet, animated: true)
    UIKitStandIn.runUntilIdle()
    let offWindow = (tabs.viewControllers?[1] as? UINavigationController)?.topViewController
    offWindow?.present(
      bridge.scene.make { LifeCircleViewController(title: "U") }, animated: true)
    UIKitStandIn.runUntilIdle()
    #expect(warnings == 2)
    #expect(
      bridge.observation == [
        "S.willAppear(true)", "S.didAppear(true)", "A.didLoseFocus(covered)",
        "S.didGainFocus(shown)", "view: S shown after A (0.0 seconds)",
      ])
    #expect(tabs.lifeCircle.screen.presentedController === sheet.screen)
    bridge.tearDown(hiding: [window])
  }
}
