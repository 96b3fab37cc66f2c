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

/// One world for an adversary's case, driven by hand: a scene recording appearance and focus,
/// screen views on a manual clock, and (for the bridge) a fresh stand-in UIKit that follows the
/// app's state. The model and the bridge each get one, and a case compares their observations.
@MainActor
final class AdversaryRig {
  let scene: TestScene
  let views: ScreenViewAction
  let clock: ManualClock
  private let isBridge: Bool

  /// A rig for the model (`bridge: false`) or for the bridge on a reset stand-in.
  init(bridge: Bool) {
    isBridge = bridge
    if bridge {
      UIKitStandIn.reset()
      LifeCircleUIKit.resetForTesting()
    }
    (scene, views, clock) = makeRecordingParts()
    if bridge { LifeCircleUIKit.followApplicationState() }
  }

  /// The interleaved appearance and focus trace, the screen views and the diagnostics.
  var observation: [String] {
    scene.recorder.trace + views.views.map { "view: \($0)" }
      + scene.diagnostics.map { "diagnostic: \($0.message)" }
  }

  /// The observation without appearance events: focus events, screen views and diagnostics
  /// (for cases where UIKit runs a callback's navigation at once and the model queues it).
  var focusObservation: [String] {
    observation.filter { !$0.contains("Appear(") && !$0.contains("Disappear(") }
  }

  /// Forgets what was observed so far.
  func clear() {
    scene.clear()
    views.removeAllViews()
  }

  /// Hides every window, lets UIKit settle and forgets the bridge's state.
  func tearDown(hiding windows: [UIWindow] = []) {
    if isBridge {
      for window in windows { window.isHidden = true }
      UIKitStandIn.runUntilIdle()
      LifeCircleUIKit.resetForTesting()
    } else {
      scene.hideWindows()
      for window in scene.registry.windows where window.isVisible { window.hide() }
    }
    scene.clear()
  }
}

/// Expects the bridge's observation to equal the model's, naming the first difference.
@MainActor
func expectSameObservation(
  model: AdversaryRig, bridge: AdversaryRig, _ label: String,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let (expected, actual) = (model.observation, bridge.observation)
  guard expected != actual else { return }
  Issue.record(
    "\(label): \(traceDifference(expected: expected, actual: actual) ?? "")",
    sourceLocation: sourceLocation)
}

/// A bridged window showing a tab bar of navigation stacks, one per root title, made in
/// `scene`, key and visible, with UIKit run until idle.
@MainActor
func makeBridgedTabs(
  _ roots: [String], in scene: TestScene
) -> (LifeCircleWindow, LifeCircleTabBarController) {
  let (window, tabs) = scene.make {
    let window = LifeCircleWindow(frame: .zero)
    let tabs = LifeCircleTabBarController()
    tabs.title = "Tabs"
    tabs.viewControllers = roots.map { root in
      let stack = LifeCircleNavigationController(
        rootViewController: LifeCircleViewController(title: root))
      stack.title = "Nav\(root)"
      return stack
    }
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    return (window, tabs)
  }
  UIKitStandIn.runUntilIdle()
  return (window, tabs)
}

/// A model window showing a tab bar of navigation stacks, as ``makeBridgedTabs(_:in:)``.
@MainActor
func makeModelTabs(_ roots: [String], in scene: TestScene) -> (Window, TabController) {
  let tabs = scene.make {
    TabController(
      tabs: roots.map { root in
        NavigationController(rootController: ScreenController(title: root), title: "Nav\(root)")
      }, title: "Tabs")
  }
  let window = scene.make { Window(rootController: tabs) }
  window.makeKeyAndVisible()
  return (window, tabs)
}

/// A bridged view controller that runs app code after its `super` calls, as an app's override
/// does: each hook runs once, then is forgotten.
final class CallbackViewController: LifeCircleViewController {
  var afterWillAppear: ((CallbackViewController) -> Void)?
  var afterDidAppear: ((CallbackViewController) -> Void)?

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    let hook = afterWillAppear
    afterWillAppear = nil
    hook?(self)
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    let hook = afterDidAppear
    afterDidAppear = nil
    hook?(self)
  }
}

/// A model screen that runs code from its `viewDidAppear`, once.
final class ModelCallbackScreen: ScreenController {
  var afterDidAppear: ((ModelCallbackScreen) -> Void)?

  override func viewDidAppear(_ animated: Bool) {
    let hook = afterDidAppear
    afterDidAppear = nil
    hook?(self)
  }
}

/// An action that runs code at a screen's first focus gain.
final class FirstFocusGainAction: LifeCircleAction {
  private var body: ((ScreenController) -> Void)?
  init(_ body: @escaping (ScreenController) -> Void) { self.body = body }

  func hostController(_ controller: ScreenController, didGainFocus reason: FocusReason) {
    let run = body
    body = nil
    run?(controller)
  }
}

/// A model screen that runs code from its `viewWillAppear`, once.
final class ModelWillAppearScreen: ScreenController {
  var afterWillAppear: ((ModelWillAppearScreen) -> Void)?

  override func viewWillAppear(_ animated: Bool) {
    let hook = afterWillAppear
    afterWillAppear = nil
    hook?(self)
  }
}
