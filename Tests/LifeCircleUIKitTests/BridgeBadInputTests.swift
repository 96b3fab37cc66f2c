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

/// Bad input through the bridge: what an app gets wrong with UIKit reaches the model as a
/// diagnostic with the mirror unchanged, never as a crash or a made-up callback.
@MainActor
@Suite(.serialized) struct BridgeBadInputTests {
  /// A scene with the stand-in reset, a window showing `root`, idle.
  private func shown(_ root: @autoclosure () -> UIViewController) -> (TestScene, LifeCircleWindow) {
    UIKitStandIn.reset()
    LifeCircleUIKit.resetForTesting()
    let scene = TestScene(recordingFocus: true)
    let window = scene.make {
      let window = LifeCircleWindow(frame: .zero)
      window.rootViewController = root()
      window.makeKeyAndVisible()
      return window
    }
    UIKitStandIn.runUntilIdle()
    scene.clear()
    return (scene, window)
  }

  private func finish(_ window: LifeCircleWindow) {
    window.isHidden = true
    UIKitStandIn.runUntilIdle()
    LifeCircleUIKit.resetForTesting()
  }

  @Test func aSubclassCallingSuperTwiceIsDeliveredOnceWithADiagnostic() {
    let (scene, window) = shown(
      LifeCircleNavigationController(rootViewController: LifeCircleViewController(title: "Home")))
    defer { finish(window) }
    let navigation = window.rootViewController as? UINavigationController
    navigation?.pushViewController(scene.make { TwiceSuper(title: "Twice") }, animated: false)
    UIKitStandIn.runUntilIdle()
    scene.expectTrace([
      "Home.willDisappear(false)", "Twice.willAppear(false)", "Home.didDisappear(false)",
      "Twice.didAppear(false)", "Home.didLoseFocus(covered)", "Twice.didGainFocus(shown)",
    ])
    #expect(
      scene.diagnostics.map(\.message) == [
        #"the host delivered willAppear to "Twice" (BridgedScreen) while appearing: not delivered"#
      ])
    scene.clear()
  }

  @Test func aDismissalOfNothingChangesNothing() {
    let (scene, window) = shown(LifeCircleViewController(title: "Home"))
    defer { finish(window) }
    window.rootViewController?.dismiss(animated: true)
    UIKitStandIn.runUntilIdle()
    scene.expectTrace([])
    #expect(scene.diagnostics.isEmpty)
    #expect(window.mirror?.focusedControllers.map(\.title) == ["Home"])
  }

  @Test func aWindowsRootReplacedMidPushEndsWithTheNewRootFocusedAndEveryScreenBalanced() {
    let (scene, window) = shown(
      LifeCircleNavigationController(rootViewController: LifeCircleViewController(title: "Home")))
    defer { finish(window) }
    let navigation = window.rootViewController as? UINavigationController
    navigation?.pushViewController(
      scene.make { LifeCircleViewController(title: "Detail") },
      animated: true)
    UIKitStandIn.runNextTurn()  // the push's will-callbacks; its did-callbacks wait for the end
    window.rootViewController = scene.make { LifeCircleViewController(title: "Login") }
    UIKitStandIn.runUntilIdle()
    #expect(window.mirror?.focusedControllers.map(\.title) == ["Login"])
    #expect(window.mirror?.rootController.title == "Login")
    // Every screen that began a transition finished it; focus moved once, at the end.
    let trace = scene.recorder.trace
    #expect(trace.suffix(2) == ["Home.didLoseFocus(removed)", "Login.didGainFocus(shown)"])
    #expect(trace.filter { $0.hasPrefix("Login.") }.count == 3)
    #expect(scene.diagnostics.isEmpty)
    scene.clear()
  }

  @Test func aPoppedViewControllerAndItsScreenAreFreed() {
    let (scene, window) = shown(
      LifeCircleNavigationController(rootViewController: LifeCircleViewController(title: "Home")))
    defer { finish(window) }
    weak var popped: LifeCircleViewController?
    weak var poppedScreen: ScreenController?
    do {
      let detail = scene.make { LifeCircleViewController(title: "Detail") }
      popped = detail
      poppedScreen = detail.screen
      let navigation = window.rootViewController as? UINavigationController
      navigation?.pushViewController(detail, animated: true)
      UIKitStandIn.runUntilIdle()
      navigation?.popViewController(animated: true)
      UIKitStandIn.runUntilIdle()
    }
    #expect(popped == nil)
    #expect(poppedScreen == nil)
    scene.clear()
  }
}

/// A view controller whose `viewWillAppear` calls `super` twice.
private final class TwiceSuper: LifeCircleViewController {
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    super.viewWillAppear(animated)
  }
}
