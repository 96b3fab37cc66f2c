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

/// Windows hidden and shown again, with navigation and presentations in them.
@MainActor
@Suite(.serialized) struct WindowHiddenAdversaryTests {
  /// A window hidden in the same cascade as a push (from the pushed screen's `viewDidAppear`).
  /// DESIGN "Leaving every window": a screen that ends the drain in no visible window loses
  /// focus with `removed`, whatever navigation moved it (`covered` promises a screen still under
  /// another one in a visible window). The bridge agrees with the model, and both say `covered`:
  /// the model's decision (`LifeCircleRegistry+Focus.swift`) takes the nearest navigation hint
  /// before it asks whether the screen's window is still visible.
  @Test func aScreenWhoseWindowIsHiddenInTheSameCascadeLosesFocusRemoved() {
    let model = AdversaryRig(bridge: false)
    let (modelWindow, modelTabs) = makeModelTabs(["A"], in: model.scene)
    model.clear()
    let modelB = model.scene.make { ModelCallbackScreen(title: "B") }
    modelB.afterDidAppear = { _ in modelWindow.hide() }
    try? (modelTabs.selectedController as? NavigationController)?.push(modelB)

    let bridge = AdversaryRig(bridge: true)
    let (window, tabs) = makeBridgedTabs(["A"], in: bridge.scene)
    bridge.clear()
    let b = bridge.scene.make { CallbackViewController(title: "B") }
    b.afterDidAppear = { _ in window.isHidden = true }
    (tabs.selectedViewController as? UINavigationController)?.pushViewController(
      b, animated: true)
    UIKitStandIn.runUntilIdle()
    expectSameObservation(model: model, bridge: bridge, "B hides the window from viewDidAppear")
    #expect(
      bridge.observation == [
        "A.willDisappear(true)", "B.willAppear(true)", "A.didDisappear(true)",
        "B.didAppear(true)", "Tabs.willDisappear(false)", "NavA.willDisappear(false)",
        "B.willDisappear(false)", "Tabs.didDisappear(false)", "NavA.didDisappear(false)",
        "B.didDisappear(false)", "A.didLoseFocus(removed)",
      ])

    bridge.tearDown(hiding: [window])
    model.tearDown()
  }

  /// DESIGN "Leaving every window": a screen that gains focus because its hidden window was
  /// shown again gains with `shown`, its presentations included; `windowBecameKey` is only for a
  /// window that was already visible. A sheet in a window shown again gains `windowBecameKey` in
  /// the model (the window's `shown` hint on its root does not reach the presentation), and the
  /// bridge agrees.
  @Test func aSheetInAWindowShownAgainGainsFocusShown() {
    let model = AdversaryRig(bridge: false)
    let (modelWindow, modelTabs) = makeModelTabs(["A"], in: model.scene)
    try? modelTabs.present(model.scene.make { ScreenController(title: "S") }, style: .sheet)
    model.clear()
    modelWindow.hide()
    modelWindow.makeKeyAndVisible()

    let bridge = AdversaryRig(bridge: true)
    let (window, tabs) = makeBridgedTabs(["A"], in: bridge.scene)
    let sheet = bridge.scene.make { LifeCircleViewController(title: "S") }
    sheet.modalPresentationStyle = .pageSheet
    tabs.present(sheet, animated: true)
    UIKitStandIn.runUntilIdle()
    bridge.clear()
    window.isHidden = true
    UIKitStandIn.runUntilIdle()
    window.makeKeyAndVisible()
    UIKitStandIn.runUntilIdle()
    expectSameObservation(model: model, bridge: bridge, "a window with a sheet hidden, shown")
    let focus = bridge.observation.filter { $0.contains("Focus(") }
    #expect(focus == ["S.didLoseFocus(removed)", "S.didGainFocus(shown)"])

    bridge.tearDown(hiding: [window])
    model.tearDown()
  }

  /// Tabs present a page sheet, which presents F full screen: F covers the sheet only, and the
  /// tab bar's screens stay in the window (DESIGN; the stand-in's own `uncovered` agrees).
  /// Hiding the window must make them disappear too (UIKIT-CALLS.md §18 row 7, SR1). The
  /// stand-in's `UIWindow.visibleTopLevelControllers` drops everything under a full-screen
  /// presentation, so on hide (and show) only F hears anything: the tab bar's screens stay
  /// "appeared" in a hidden window.
  @Test func hidingAWindowWithAFullScreenOverASheetMakesTheScreensUnderTheSheetDisappear() {
    let model = AdversaryRig(bridge: false)
    let (modelWindow, modelTabs) = makeModelTabs(["A"], in: model.scene)
    let modelSheet = model.scene.make { ScreenController(title: "S") }
    try? modelTabs.present(modelSheet, style: .sheet)
    try? modelSheet.present(model.scene.make { ScreenController(title: "F") }, style: .fullScreen)
    model.clear()
    modelWindow.hide()

    let bridge = AdversaryRig(bridge: true)
    let (window, tabs) = makeBridgedTabs(["A"], in: bridge.scene)
    let sheet = bridge.scene.make { LifeCircleViewController(title: "S") }
    sheet.modalPresentationStyle = .pageSheet
    tabs.present(sheet, animated: true)
    UIKitStandIn.runUntilIdle()
    let full = bridge.scene.make { LifeCircleViewController(title: "F") }
    full.modalPresentationStyle = .fullScreen
    sheet.present(full, animated: true)
    UIKitStandIn.runUntilIdle()
    bridge.clear()
    window.isHidden = true
    UIKitStandIn.runUntilIdle()
    expectSameObservation(model: model, bridge: bridge, "hide: tabs -> S (sheet) -> F (full)")

    bridge.tearDown(hiding: [window])
    model.tearDown()
  }
}
