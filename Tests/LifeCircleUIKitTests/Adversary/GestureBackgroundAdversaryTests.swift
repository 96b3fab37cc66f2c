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

/// The app goes to the background while a gesture or an animation is in flight. DESIGN: a
/// gesture or manual transition in flight defers the focus decision, a background switch
/// included, until it ends.
@MainActor
@Suite(.serialized) struct GestureBackgroundAdversaryTests {
  @Test(arguments: [true, false])
  func backgroundDuringASwipeBackAgreesWithTheModel(finish: Bool) {
    let model = AdversaryRig(bridge: false)
    let (_, modelTabs) = makeModelTabs(["A"], in: model.scene)
    let modelStack = modelTabs.selectedController as? NavigationController
    try? modelStack?.push(model.scene.make { ScreenController(title: "B") })
    model.clear()
    let modelGesture = try? modelStack?.beginInteractivePop()
    model.scene.enterBackground()
    if finish { modelGesture?.finish() } else { modelGesture?.cancel() }
    model.scene.enterForeground()

    let bridge = AdversaryRig(bridge: true)
    let (window, tabs) = makeBridgedTabs(["A"], in: bridge.scene)
    let stack = tabs.selectedViewController as? UINavigationController
    stack?.pushViewController(
      bridge.scene.make { LifeCircleViewController(title: "B") }, animated: true)
    UIKitStandIn.runUntilIdle()
    bridge.clear()
    let gesture = stack?.standInBeginInteractivePop()
    UIKitStandIn.runUntilIdle()
    UIKitStandIn.enterBackground()
    UIKitStandIn.runUntilIdle()
    if finish { gesture?.finish() } else { gesture?.cancel() }
    UIKitStandIn.runUntilIdle()
    UIKitStandIn.enterForeground()
    UIKitStandIn.runUntilIdle()
    expectSameObservation(model: model, bridge: bridge, "background during a swipe back")
    bridge.tearDown(hiding: [window])
    model.tearDown()
  }

  @Test func backgroundDuringASheetDragThatFinishes() {
    let bridge = AdversaryRig(bridge: true)
    let window = presentSheetAndDrag(in: bridge, finish: true)
    #expect(
      bridge.observation == [
        "S.willDisappear(true)", "S.didDisappear(true)", "S.didLoseFocus(enteredBackground)",
        "A.didGainFocus(returnedFromBackground)",
        "view: A returnedFromBackground after S (0.0 seconds)",
      ])
    bridge.tearDown(hiding: [window])
  }

  /// An abandoned drag changes no focus; the background takes it and gives it back.
  @Test func backgroundDuringASheetDragThatIsAbandoned() {
    let bridge = AdversaryRig(bridge: true)
    let window = presentSheetAndDrag(in: bridge, finish: false)
    #expect(
      bridge.observation == [
        "S.willDisappear(true)", "S.willAppear(true)", "S.didAppear(true)",
        "S.didLoseFocus(enteredBackground)", "S.didGainFocus(returnedFromBackground)",
        "view: S returnedFromBackground after S (0.0 seconds)",
      ])
    bridge.tearDown(hiding: [window])
  }

  /// The background arrives between a push's will- and did-callbacks: the decision waits for
  /// the push, and the pushed screen gains focus when the app returns.
  @Test func backgroundWhileAPushAnimates() {
    let bridge = AdversaryRig(bridge: true)
    let (window, tabs) = makeBridgedTabs(["A"], in: bridge.scene)
    bridge.clear()
    (tabs.selectedViewController as? UINavigationController)?.pushViewController(
      bridge.scene.make { LifeCircleViewController(title: "B") }, animated: true)
    UIKitStandIn.runNextTurn()
    UIKitStandIn.enterBackground()
    UIKitStandIn.runUntilIdle()
    UIKitStandIn.enterForeground()
    UIKitStandIn.runUntilIdle()
    #expect(
      bridge.observation == [
        "A.willDisappear(true)", "B.willAppear(true)", "A.didDisappear(true)",
        "B.didAppear(true)", "A.didLoseFocus(enteredBackground)",
        "B.didGainFocus(returnedFromBackground)",
        "view: B returnedFromBackground after A (0.0 seconds)",
      ])
    bridge.tearDown(hiding: [window])
  }

  /// Presents a page sheet `S` over tab `A`, starts dragging it down, sends the app to the
  /// background, lifts the finger (`finish`), and brings the app back; returns the window.
  private func presentSheetAndDrag(in bridge: AdversaryRig, finish: Bool) -> UIWindow {
    let (window, tabs) = makeBridgedTabs(["A"], in: bridge.scene)
    let sheet = bridge.scene.make { LifeCircleViewController(title: "S") }
    sheet.modalPresentationStyle = .pageSheet
    tabs.present(sheet, animated: true)
    UIKitStandIn.runUntilIdle()
    bridge.clear()
    let drag = sheet.standInBeginSheetDrag()
    UIKitStandIn.runUntilIdle()
    UIKitStandIn.enterBackground()
    UIKitStandIn.runUntilIdle()
    if finish { drag?.finish() } else { drag?.cancel() }
    UIKitStandIn.runUntilIdle()
    UIKitStandIn.enterForeground()
    UIKitStandIn.runUntilIdle()
    return window
  }
}
