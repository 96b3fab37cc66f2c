import Actions
import LifeCircleTesting
import Lifecycle
import Testing

/// Focus under hostile callbacks: focus callbacks that navigate forever, hide their window or
/// send the app to the background, screens let go, two registries, and a manual transition.
@MainActor
@Suite struct FocusAdversaryTests {
  @Test func focusCallbacksThatNavigateForeverAreStoppedWithADiagnostic() throws {
    let scene = TestScene()
    let navigation = scene.show(
      NavigationController(rootController: ScreenController(title: "Home")))
    let endless = EndlessPusher(scene: scene)
    scene.registry.register(endless)
    try navigation.push(scene.make { ScreenController(title: "First") }, animated: false)
    #expect(scene.diagnostics.map(\.kind) == [.runawayNavigation])
    #expect(
      scene.diagnostics.first?.message.hasPrefix("focus was decided 1000 times in one go") == true)
    scene.clear()
    // Every screen that holds focus is the top, and hasFocus agrees with the last decision.
    let holding = navigation.viewControllers.filter(\.hasFocus)
    #expect(holding.count <= 1)
    scene.registry.remove(endless)
    try navigation.popToRoot(animated: false)
    #expect(navigation.viewControllers[0].hasFocus)
    #expect(navigation.viewControllers.count == 1)
  }

  @Test func aFocusCallbackThatHidesItsWindowIsQueuedAndFocusFollows() throws {
    let scene = TestScene(recordingFocus: true)
    let other = scene.showWindow(scene.make { ScreenController(title: "Other") })
    let home = scene.make { ScreenController(title: "Home") }
    let window = scene.make { Window(rootController: home) }
    home.registerLifeCircleAction(FocusCall { _, gained in if gained { window.hide() } })
    window.makeKeyAndVisible()
    scene.expectTrace([
      "Home.willAppear(false)", "Home.didAppear(false)", "Other.didLoseFocus(windowResignedKey)",
      "Home.didGainFocus(shown)", "Home.willDisappear(false)", "Home.didDisappear(false)",
      "Home.didLoseFocus(removed)", "Other.didGainFocus(windowBecameKey)",
    ])
    #expect(other.isKeyWindow)
  }

  @Test func aFocusCallbackThatEntersTheBackgroundTakesFocusAwayNext() throws {
    let scene = TestScene(recordingFocus: true)
    let home = scene.make { ScreenController(title: "Home") }
    home.registerLifeCircleAction(
      FocusCall { _, gained in if gained { scene.registry.setInBackground(true) } })
    scene.showWindow(home, resettingTrace: false)
    scene.expectTrace([
      "Home.willAppear(false)", "Home.didAppear(false)", "Home.didGainFocus(shown)",
      "Home.didLoseFocus(enteredBackground)",
    ])
    #expect(!home.hasFocus)
  }

  @Test func aPoppedScreenIsFreedOnceItHasLostFocus() throws {
    let scene = TestScene()
    let navigation = scene.show(
      NavigationController(rootController: ScreenController(title: "Home")))
    weak var detail: ScreenController?
    do {
      let pushed = scene.make { ScreenController(title: "Detail") }
      detail = pushed
      try navigation.push(pushed)
      #expect(pushed.hasFocus)
    }
    try navigation.pop()
    #expect(detail == nil)
  }

  @Test func twoRegistriesKeepTheirOwnKeyWindowAndBackground() throws {
    let (one, two) = (TestScene(recordingFocus: true), TestScene(recordingFocus: true))
    let a = one.show(ScreenController(title: "A"))
    let b = two.show(ScreenController(title: "B"))
    #expect(a.hasFocus && b.hasFocus)
    one.enterBackground()
    #expect(!a.hasFocus && b.hasFocus)
    one.expectTrace(["A.didLoseFocus(enteredBackground)"])
    two.expectTrace([])
    one.enterForeground()
    one.expectTrace(["A.didGainFocus(returnedFromBackground)"])
  }

  @Test func aManualTransitionDefersFocusUntilItEnds() throws {
    let scene = TestScene(recordingFocus: true)
    let pager = scene.show(ScreenController(title: "Pager"))
    let page = scene.make { ScreenController(title: "Page") }
    let container = scene.make { Pager(title: "Container") }
    try pager.addChild(container)
    scene.clear()
    try container.addChild(page)
    page.beginAppearanceTransition(true, animated: true)
    scene.expectTrace(["Page.willAppear(true)"])
    page.endAppearanceTransition()
    scene.expectTrace(["Page.didAppear(true)"])
    // A content screen embeds the container: focus stays with the content screen.
    #expect(pager.hasFocus && !page.hasFocus)
  }

  @Test func focusIsDecidedAfterAManualTransitionOfTheKeyWindowEnds() throws {
    let scene = TestScene(recordingFocus: true)
    let container = scene.make { Pager(title: "Container") }
    let page = scene.make { ScreenController(title: "Page") }
    try container.addChild(page)
    scene.showWindow(container)
    scene.clear()
    page.beginAppearanceTransition(true, animated: true)
    #expect(!page.hasFocus)
    scene.expectTrace(["Page.willAppear(true)"])
    page.endAppearanceTransition()
    scene.expectTrace(["Page.didAppear(true)", "Page.didGainFocus(shown)"])
  }
}

/// A container that forwards appearance by hand, focusing its appeared children.
@MainActor
private final class Pager: ScreenController {
  override var isContainer: Bool { true }
  override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
}

/// Calls `body` with the host and whether it gained (or lost) focus.
@MainActor
private final class FocusCall: LifeCircleAction {
  let body: (ScreenController, Bool) -> Void
  init(_ body: @escaping (ScreenController, Bool) -> Void) { self.body = body }
  func hostController(_ controller: ScreenController, didGainFocus reason: FocusReason) {
    body(controller, true)
  }
  func hostController(_ controller: ScreenController, didLoseFocus reason: FocusReason) {
    body(controller, false)
  }
}

/// Pushes a new screen onto the focused screen's stack every time a screen gains focus.
@MainActor
private final class EndlessPusher: LifeCircleAction {
  weak var scene: TestScene?
  init(scene: TestScene) { self.scene = scene }
  func hostController(_ controller: ScreenController, didGainFocus reason: FocusReason) {
    guard let scene, let stack = controller.navigationController else { return }
    try? stack.push(scene.make { ScreenController(title: "More") }, animated: false)
  }
}

@MainActor
@Suite struct FocusRootTests {
  @Test func aWindowRootForwardedByHandIsRefusedAndKeepsFocus() throws {
    let scene = TestScene(recordingFocus: true)
    let home = scene.show(ScreenController(title: "Home"))
    home.beginAppearanceTransition(false, animated: false)
    home.endAppearanceTransition()
    scene.expectTrace([])
    scene.expectDiagnostics(
      causes: [.manualForwardOfForwardedController, .manualForwardOfForwardedController])
    #expect(home.hasFocus)
  }
}
