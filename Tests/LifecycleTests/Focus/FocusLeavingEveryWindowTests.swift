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
