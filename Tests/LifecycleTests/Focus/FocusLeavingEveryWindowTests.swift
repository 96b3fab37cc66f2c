import Actions
import LifeCircleTesting
import Lifecycle
import Testing

/// DESIGN "Focus, details decided", *Leaving every window*: a screen that ends the drain in no
/// visible window loses focus with `removed`, whatever navigation moved it on the way.
@MainActor
@Suite struct FocusLeavingEveryWindowTests {
  @Test func aPushAndAHideOfTheKeyWindowInOneDrainRemoveThePushedOverScreen() throws {
    let scene = TestScene(recordingFocus: true)
    let navigation = scene.show(
      NavigationController(rootController: ScreenController(title: "Home")))
    let window = try #require(scene.windows.first)
    let detail = scene.make { ScreenController(title: "Detail") }
    detail.registerLifeCircleAction(HideOnAppear(window))
    try navigation.push(detail, animated: false)
    scene.expectTrace([
      "Home.willDisappear(false)", "Detail.willAppear(false)", "Home.didDisappear(false)",
      "Detail.didAppear(false)", "Navigation.willDisappear(false)",
      "Detail.willDisappear(false)", "Navigation.didDisappear(false)",
      "Detail.didDisappear(false)", "Home.didLoseFocus(removed)",
    ])
  }

  @Test func aScreenCoveredInAVisibleWindowIsStillCovered() throws {
    let scene = TestScene(recordingFocus: true)
    let navigation = scene.show(
      NavigationController(rootController: ScreenController(title: "Home")))
    try navigation.push(scene.make { ScreenController(title: "Detail") }, animated: false)
    scene.expectTrace([
      "Home.willDisappear(false)", "Detail.willAppear(false)", "Home.didDisappear(false)",
      "Detail.didAppear(false)", "Home.didLoseFocus(covered)", "Detail.didGainFocus(shown)",
    ])
  }
}

/// Hides a window when its host has appeared (the call is queued behind the push).
@MainActor
private final class HideOnAppear: LifeCircleAction {
  let window: Window
  init(_ window: Window) { self.window = window }
  func hostController(_ controller: ScreenController, viewDidAppear animated: Bool) {
    window.hide()
  }
}

/// DESIGN "Leaving every window", second half: a screen that gains focus because its hidden
/// window was shown again gains with `shown`, its presentations included; `windowBecameKey` is
/// only for a window that was already visible.
@MainActor
@Suite struct FocusWindowShownAgainTests {
  @Test func aPresentedScreenInAWindowShownAgainGainsWithShown() throws {
    let scene = TestScene(recordingFocus: true)
    let home = scene.make { ScreenController(title: "Home") }
    let window = scene.showWindow(home)
    let sheet = scene.make { ScreenController(title: "Sheet") }
    try home.present(sheet, style: .sheet, animated: false)
    window.hide()
    scene.clear()
    window.makeKeyAndVisible()
    scene.expectTrace([
      "Home.willAppear(false)", "Sheet.willAppear(false)", "Home.didAppear(false)",
      "Sheet.didAppear(false)", "Sheet.didGainFocus(shown)",
    ])
  }

  @Test func theRootOfAWindowShownAgainGainsWithShown() throws {
    let scene = TestScene(recordingFocus: true)
    let home = scene.make { ScreenController(title: "Home") }
    let window = scene.showWindow(home)
    window.hide()
    scene.clear()
    window.makeKeyAndVisible()
    scene.expectTrace([
      "Home.willAppear(false)", "Home.didAppear(false)", "Home.didGainFocus(shown)",
    ])
  }

  @Test func aScreenInAWindowThatWasVisibleGainsWithWindowBecameKey() throws {
    let scene = TestScene(recordingFocus: true)
    let first = scene.showWindow(scene.make { ScreenController(title: "First") })
    let second = scene.make { ScreenController(title: "Second") }
    try first.rootController.present(second, style: .sheet, animated: false)
    scene.showWindow(scene.make { ScreenController(title: "Other") })
    scene.clear()
    first.makeKeyAndVisible()
    scene.expectTrace([
      "Other.didLoseFocus(windowResignedKey)", "Second.didGainFocus(windowBecameKey)",
    ])
  }
}
