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

/// Stack edits the table and the walk do not make: `setViewControllers` (push-like, then to a
/// stack with none of the old screens), `popToViewController`, a push onto a tab that is not
/// selected, and the same instance pushed again after its pop.
@MainActor
@Suite(.serialized) struct StackEditAdversaryTests {
  @Test func setViewControllersAndPopToAgreeWithTheModel() {
    let model = AdversaryRig(bridge: false)
    let (_, modelTabs) = makeModelTabs(["A"], in: model.scene)
    let modelStack = modelTabs.selectedController as? NavigationController
    let modelX = model.scene.make { ScreenController(title: "X") }
    if let modelStack {
      try? modelStack.setViewControllers(
        [modelStack.viewControllers[0], modelX, model.scene.make { ScreenController(title: "Y") }]
      )
      _ = try? modelStack.pop(to: modelX)
      try? modelStack.setViewControllers(
        [model.scene.make { ScreenController(title: "Z") }], animated: false)
    }

    let bridge = AdversaryRig(bridge: true)
    let (window, tabs) = makeBridgedTabs(["A"], in: bridge.scene)
    if let stack = tabs.selectedViewController as? UINavigationController {
      let x = bridge.scene.make { LifeCircleViewController(title: "X") }
      stack.setViewControllers(
        [stack.viewControllers[0], x, bridge.scene.make { LifeCircleViewController(title: "Y") }],
        animated: true)
      UIKitStandIn.runUntilIdle()
      stack.popToViewController(x, animated: true)
      UIKitStandIn.runUntilIdle()
      stack.setViewControllers(
        [bridge.scene.make { LifeCircleViewController(title: "Z") }], animated: false)
      UIKitStandIn.runUntilIdle()
    }
    expectSameObservation(
      model: model, bridge: bridge, "setViewControllers [A, X, Y], popTo X, setViewControllers [Z]")
    bridge.tearDown(hiding: [window])
    model.tearDown()
  }

  @Test func aPushOntoAnUnselectedTabThenItsSelectionAgreesWithTheModel() {
    let model = AdversaryRig(bridge: false)
    let (_, modelTabs) = makeModelTabs(["A", "B"], in: model.scene)
    try? (modelTabs.tabs[1] as? NavigationController)?.push(
      model.scene.make { ScreenController(title: "X") })
    try? modelTabs.select(1)

    let bridge = AdversaryRig(bridge: true)
    let (window, tabs) = makeBridgedTabs(["A", "B"], in: bridge.scene)
    (tabs.viewControllers?[1] as? UINavigationController)?.pushViewController(
      bridge.scene.make { LifeCircleViewController(title: "X") }, animated: true)
    UIKitStandIn.runUntilIdle()
    tabs.selectedIndex = 1
    UIKitStandIn.runUntilIdle()
    expectSameObservation(model: model, bridge: bridge, "push X onto tab B, then select it")
    bridge.tearDown(hiding: [window])
    model.tearDown()
  }

  @Test func theSameInstancePushedAgainAfterItsPopAgreesWithTheModel() {
    let model = AdversaryRig(bridge: false)
    let (_, modelTabs) = makeModelTabs(["A"], in: model.scene)
    let modelStack = modelTabs.selectedController as? NavigationController
    let modelB = model.scene.make { ScreenController(title: "B") }
    try? modelStack?.push(modelB)
    _ = try? modelStack?.pop()
    try? modelStack?.push(modelB)

    let bridge = AdversaryRig(bridge: true)
    let (window, tabs) = makeBridgedTabs(["A"], in: bridge.scene)
    let stack = tabs.selectedViewController as? UINavigationController
    let b = bridge.scene.make { LifeCircleViewController(title: "B") }
    stack?.pushViewController(b, animated: true)
    UIKitStandIn.runUntilIdle()
    stack?.popViewController(animated: true)
    UIKitStandIn.runUntilIdle()
    stack?.pushViewController(b, animated: true)
    UIKitStandIn.runUntilIdle()
    expectSameObservation(model: model, bridge: bridge, "push B, pop, push B again")
    bridge.tearDown(hiding: [window])
    model.tearDown()
  }
}
