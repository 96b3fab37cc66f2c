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

/// Navigation an app starts from a callback, or while UIKit is still busy: UIKit changes the
/// structure inside the call and starts the callbacks on the next turn (UIKIT-CALLS.md SR2), or
/// queues the call behind the transition under way (§2). The model decides focus once the work
/// of a navigation drains, queued calls included. Before the fix the bridge decided at the end
/// of the main-queue turn, between the two transitions: the screen left lost focus one
/// transition early, while nothing held focus.
@MainActor
@Suite(.serialized) struct QueuedNavigationAdversaryTests {
  @Test func aPushFromViewDidAppearMovesFocusOnceTheQueuedPushEnds() {
    let model = AdversaryRig(bridge: false)
    let (_, modelTabs) = makeModelTabs(["A"], in: model.scene)
    model.clear()
    let modelStack = modelTabs.selectedController as? NavigationController
    let modelB = model.scene.make { ModelCallbackScreen(title: "B") }
    modelB.afterDidAppear = { _ in
      try? modelStack?.push(model.scene.make { ScreenController(title: "C") })
    }
    try? modelStack?.push(modelB)

    let bridge = AdversaryRig(bridge: true)
    let (window, tabs) = makeBridgedTabs(["A"], in: bridge.scene)
    bridge.clear()
    let b = bridge.scene.make { CallbackViewController(title: "B") }
    b.afterDidAppear = { b in
      b.navigationController?.pushViewController(
        bridge.scene.make { LifeCircleViewController(title: "C") }, animated: true)
    }
    (tabs.selectedViewController as? UINavigationController)?.pushViewController(
      b, animated: true)
    UIKitStandIn.runUntilIdle()
    expectSameObservation(model: model, bridge: bridge, "push B, which pushes C from viewDidAppear")
    bridge.tearDown(hiding: [window])
    model.tearDown()
  }

  @Test func aPresentationFromViewDidAppearMovesFocusOnceItEnds() {
    let model = AdversaryRig(bridge: false)
    let (_, modelTabs) = makeModelTabs(["A"], in: model.scene)
    model.clear()
    let modelB = model.scene.make { ModelCallbackScreen(title: "B") }
    modelB.afterDidAppear = { b in
      try? b.present(model.scene.make { ScreenController(title: "Modal") }, style: .fullScreen)
    }
    try? (modelTabs.selectedController as? NavigationController)?.push(modelB)

    let bridge = AdversaryRig(bridge: true)
    let (window, tabs) = makeBridgedTabs(["A"], in: bridge.scene)
    bridge.clear()
    let b = bridge.scene.make { CallbackViewController(title: "B") }
    b.afterDidAppear = { b in
      let modal = bridge.scene.make { LifeCircleViewController(title: "Modal") }
      modal.modalPresentationStyle = .fullScreen
      b.present(modal, animated: true)
    }
    (tabs.selectedViewController as? UINavigationController)?.pushViewController(
      b, animated: true)
    UIKitStandIn.runUntilIdle()
    expectSameObservation(
      model: model, bridge: bridge, "push B, which presents Modal from viewDidAppear")
    bridge.tearDown(hiding: [window])
    model.tearDown()
  }

  @Test func aPresentationFromAFocusGainAgrees() {
    let model = AdversaryRig(bridge: false)
    let (_, modelTabs) = makeModelTabs(["A"], in: model.scene)
    model.clear()
    let modelB = model.scene.make { ScreenController(title: "B") }
    modelB.registerLifeCircleAction(
      FirstFocusGainAction { b in
        try? b.present(model.scene.make { ScreenController(title: "S") }, style: .sheet)
      })
    try? (modelTabs.selectedController as? NavigationController)?.push(modelB)

    let bridge = AdversaryRig(bridge: true)
    let (window, tabs) = makeBridgedTabs(["A"], in: bridge.scene)
    bridge.clear()
    let b = bridge.scene.make { LifeCircleViewController(title: "B") }
    b.screen.registerLifeCircleAction(
      FirstFocusGainAction { _ in
        let sheet = bridge.scene.make { LifeCircleViewController(title: "S") }
        sheet.modalPresentationStyle = .pageSheet
        b.present(sheet, animated: true)
      })
    (tabs.selectedViewController as? UINavigationController)?.pushViewController(
      b, animated: true)
    UIKitStandIn.runUntilIdle()
    expectSameObservation(model: model, bridge: bridge, "B presents S from its focus gain")
    bridge.tearDown(hiding: [window])
    model.tearDown()
  }

  @Test func aPushDuringASwipeBackWaitsForItAndAgrees() {
    let model = AdversaryRig(bridge: false)
    let (_, modelTabs) = makeModelTabs(["A"], in: model.scene)
    let modelStack = modelTabs.selectedController as? NavigationController
    try? modelStack?.push(model.scene.make { ScreenController(title: "B") })
    model.clear()
    let modelGesture = try? modelStack?.beginInteractivePop()
    try? modelStack?.push(model.scene.make { ScreenController(title: "C") })
    modelGesture?.finish()

    let bridge = AdversaryRig(bridge: true)
    let (window, tabs) = makeBridgedTabs(["A"], in: bridge.scene)
    let stack = tabs.selectedViewController as? UINavigationController
    stack?.pushViewController(
      bridge.scene.make { LifeCircleViewController(title: "B") }, animated: true)
    UIKitStandIn.runUntilIdle()
    bridge.clear()
    let gesture = stack?.standInBeginInteractivePop()
    UIKitStandIn.runUntilIdle()
    stack?.pushViewController(
      bridge.scene.make { LifeCircleViewController(title: "C") }, animated: true)
    UIKitStandIn.runUntilIdle()
    gesture?.finish()
    UIKitStandIn.runUntilIdle()
    expectSameObservation(model: model, bridge: bridge, "push C during a swipe back, finished")
    bridge.tearDown(hiding: [window])
    model.tearDown()
  }

  /// UIKit queues a push made while a push animates and runs it when the first ends: one
  /// cascade, so the screen in between never gains focus (the model's rule for a splash that
  /// redirects). The model has no animation to push during, so the trace is written out.
  @Test func aPushWhileAPushAnimatesGivesFocusToTheLastScreenOnly() {
    let bridge = AdversaryRig(bridge: true)
    let (window, tabs) = makeBridgedTabs(["A"], in: bridge.scene)
    let stack = tabs.selectedViewController as? UINavigationController
    bridge.clear()
    stack?.pushViewController(
      bridge.scene.make { LifeCircleViewController(title: "B") }, animated: true)
    UIKitStandIn.runNextTurn()
    stack?.pushViewController(
      bridge.scene.make { LifeCircleViewController(title: "C") }, animated: true)
    UIKitStandIn.runUntilIdle()
    #expect(
      bridge.observation == [
        "A.willDisappear(true)", "B.willAppear(true)", "A.didDisappear(true)",
        "B.didAppear(true)", "B.willDisappear(true)", "C.willAppear(true)",
        "B.didDisappear(true)", "C.didAppear(true)", "A.didLoseFocus(covered)",
        "C.didGainFocus(shown)", "view: C shown after A (0.0 seconds)",
      ])
    bridge.tearDown(hiding: [window])
  }

  /// A key window shown from a `viewDidAppear`: UIKit shows it inside the call, so the pushed
  /// screen never gains focus and the new window's root does.
  @Test func aKeyWindowShownFromViewDidAppear() {
    let bridge = AdversaryRig(bridge: true)
    let (window, tabs) = makeBridgedTabs(["A"], in: bridge.scene)
    bridge.clear()
    var second: LifeCircleWindow?
    let b = bridge.scene.make { CallbackViewController(title: "B") }
    b.afterDidAppear = { _ in
      second = bridge.scene.make {
        let overlay = LifeCircleWindow(frame: .zero)
        overlay.rootViewController = LifeCircleViewController(title: "Overlay")
        overlay.makeKeyAndVisible()
        return overlay
      }
    }
    (tabs.selectedViewController as? UINavigationController)?.pushViewController(
      b, animated: true)
    UIKitStandIn.runUntilIdle()
    #expect(
      bridge.observation == [
        "A.willDisappear(true)", "B.willAppear(true)", "A.didDisappear(true)",
        "B.didAppear(true)", "Overlay.willAppear(false)", "Overlay.didAppear(false)",
        "A.didLoseFocus(windowResignedKey)", "Overlay.didGainFocus(shown)",
        "view: Overlay shown after A (0.0 seconds)",
      ])
    bridge.tearDown(hiding: [second, window].compactMap { $0 })
  }

  /// A key window shown from a screen's first focus gain (an onboarding overlay).
  @Test func aKeyWindowShownFromAFocusGainAgrees() {
    let model = AdversaryRig(bridge: false)
    let (_, modelTabs) = makeModelTabs(["A"], in: model.scene)
    model.clear()
    var modelOverlay: Window?
    let modelB = model.scene.make { ScreenController(title: "B") }
    modelB.registerLifeCircleAction(
      FirstFocusGainAction { _ in
        modelOverlay = model.scene.make {
          Window(rootController: ScreenController(title: "Overlay"))
        }
        modelOverlay?.makeKeyAndVisible()
      })
    try? (modelTabs.selectedController as? NavigationController)?.push(modelB)

    let bridge = AdversaryRig(bridge: true)
    let (window, tabs) = makeBridgedTabs(["A"], in: bridge.scene)
    bridge.clear()
    var overlay: LifeCircleWindow?
    let b = bridge.scene.make { LifeCircleViewController(title: "B") }
    b.screen.registerLifeCircleAction(
      FirstFocusGainAction { _ in
        overlay = bridge.scene.make {
          let overlay = LifeCircleWindow(frame: .zero)
          overlay.rootViewController = LifeCircleViewController(title: "Overlay")
          overlay.makeKeyAndVisible()
          return overlay
        }
      })
    (tabs.selectedViewController as? UINavigationController)?.pushViewController(
      b, animated: true)
    UIKitStandIn.runUntilIdle()
    expectSameObservation(model: model, bridge: bridge, "B's focus gain shows a key window")
    bridge.tearDown(hiding: [overlay, window].compactMap { $0 })
    model.tearDown()
  }

  /// A screen that pops itself when it loses focus to a tab switch (its stack is off screen by
  /// then): the pop changes nothing the user sees, and no focus event follows it.
  @Test func aPopFromAFocusLossToATabSwitchAgrees() {
    let model = AdversaryRig(bridge: false)
    let (_, modelTabs) = makeModelTabs(["A", "B"], in: model.scene)
    let modelStack = modelTabs.selectedController as? NavigationController
    let modelC = model.scene.make { ScreenController(title: "C") }
    try? modelStack?.push(modelC)
    model.clear()
    modelC.registerLifeCircleAction(FirstFocusLossAction { _ = try? modelStack?.pop() })
    try? modelTabs.select(1)

    let bridge = AdversaryRig(bridge: true)
    let (window, tabs) = makeBridgedTabs(["A", "B"], in: bridge.scene)
    let stack = tabs.selectedViewController as? UINavigationController
    let c = bridge.scene.make { LifeCircleViewController(title: "C") }
    stack?.pushViewController(c, animated: true)
    UIKitStandIn.runUntilIdle()
    bridge.clear()
    c.screen.registerLifeCircleAction(
      FirstFocusLossAction { stack?.popViewController(animated: true) })
    tabs.selectedIndex = 1
    UIKitStandIn.runUntilIdle()
    expectSameObservation(model: model, bridge: bridge, "C pops itself on losing focus")
    bridge.tearDown(hiding: [window])
    model.tearDown()
  }
}

/// An action that runs code at a screen's first focus loss.
final class FirstFocusLossAction: LifeCircleAction {
  private var body: (() -> Void)?
  init(_ body: @escaping () -> Void) { self.body = body }

  func hostController(_ controller: ScreenController, didLoseFocus reason: FocusReason) {
    let run = body
    body = nil
    run?()
  }
}
