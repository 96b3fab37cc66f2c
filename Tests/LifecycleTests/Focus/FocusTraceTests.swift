import Actions
import LifeCircleTesting
import Lifecycle
import Testing

/// Exact traces of appearance and focus, interleaved, for each navigation the focus
/// specification names (DESIGN "Focus and screen views"): focus events come after the
/// navigation's last appearance callback, losses before gains, one reason each.
@MainActor
@Suite struct FocusTraceTests {
  private func screen(_ scene: TestScene, _ title: String) -> ScreenController {
    scene.make { ScreenController(title: title) }
  }

  private func stack(_ scene: TestScene, _ titles: String...) throws -> NavigationController {
    let navigation = scene.show(
      NavigationController(rootController: ScreenController(title: titles[0])))
    for title in titles.dropFirst() { try navigation.push(screen(scene, title), animated: false) }
    scene.clear()
    return navigation
  }

  @Test func aWindowShownGivesItsTopFocusAfterEveryAppearanceCallback() {
    let scene = TestScene(recordingFocus: true)
    let home = screen(scene, "Home")
    let window = scene.showWindow(
      scene.make { NavigationController(rootController: home) }, resettingTrace: false)
    scene.expectTrace([
      "Navigation.willAppear(false)", "Home.willAppear(false)", "Navigation.didAppear(false)",
      "Home.didAppear(false)", "Home.didGainFocus(shown)",
    ])
    #expect(home.hasFocus)
    #expect(!window.rootController.hasFocus)
    #expect(window.isKeyWindow)
    #expect(window.focusedControllers.map(\.title) == ["Home"])
  }

  @Test func pushCoversAndPopReveals() throws {
    let scene = TestScene(recordingFocus: true)
    let navigation = try stack(scene, "Home")
    try navigation.push(screen(scene, "Detail"))
    scene.expectTrace([
      "Home.willDisappear(true)", "Detail.willAppear(true)", "Home.didDisappear(true)",
      "Detail.didAppear(true)", "Home.didLoseFocus(covered)", "Detail.didGainFocus(shown)",
    ])
    try navigation.pop()
    scene.expectTrace([
      "Detail.willDisappear(true)", "Home.willAppear(true)", "Detail.didDisappear(true)",
      "Home.didAppear(true)", "Detail.didLoseFocus(removed)", "Home.didGainFocus(revealed)",
    ])
  }

  @Test func popToRootOverSeveralScreensMovesFocusOnceFromTheTop() throws {
    let scene = TestScene(recordingFocus: true)
    let navigation = try stack(scene, "A", "B", "C", "D")
    try navigation.popToRoot(animated: false)
    scene.expectTrace([
      "D.willDisappear(false)", "A.willAppear(false)", "D.didDisappear(false)",
      "A.didAppear(false)", "D.didLoseFocus(removed)", "A.didGainFocus(revealed)",
    ])
  }

  @Test func setViewControllersWithANewTopShowsItAndWithAnOldOneRevealsIt() throws {
    let scene = TestScene(recordingFocus: true)
    let navigation = try stack(scene, "A", "B")
    let (a, c) = (navigation.viewControllers[0], screen(scene, "C"))
    try navigation.setViewControllers([a, c], animated: false)
    scene.expectTrace([
      "B.willDisappear(false)", "C.willAppear(false)", "B.didDisappear(false)",
      "C.didAppear(false)", "B.didLoseFocus(removed)", "C.didGainFocus(shown)",
    ])
    // A new stack whose top is already in it: the top is revealed; C leaves it.
    try navigation.setViewControllers([a], animated: false)
    scene.expectTrace([
      "C.willDisappear(false)", "A.willAppear(false)", "C.didDisappear(false)",
      "A.didAppear(false)", "C.didLoseFocus(removed)", "A.didGainFocus(revealed)",
    ])
    // The same top: no callback of either kind.
    try navigation.setViewControllers([screen(scene, "Z"), a], animated: false)
    scene.expectTrace([])
  }

  @Test func aTabSwitchMovesFocusBetweenTabsAndReselectingDoesNothing() throws {
    let scene = TestScene(recordingFocus: true)
    let tabs = scene.show(
      TabController(tabs: [
        NavigationController(rootController: ScreenController(title: "Feed")),
        ScreenController(title: "Profile"),
      ]))
    try tabs.select(1)
    scene.expectTrace([
      "Profile.willAppear(false)", "Navigation.willDisappear(false)",
      "Feed.willDisappear(false)", "Navigation.didDisappear(false)", "Feed.didDisappear(false)",
      "Profile.didAppear(false)", "Feed.didLoseFocus(tabDeselected)",
      "Profile.didGainFocus(tabSelected)",
    ])
    try tabs.select(1)
    scene.expectTrace([])
    try tabs.select(0)
    scene.expectTrace([
      "Navigation.willAppear(false)", "Feed.willAppear(false)", "Profile.willDisappear(false)",
      "Profile.didDisappear(false)", "Navigation.didAppear(false)", "Feed.didAppear(false)",
      "Profile.didLoseFocus(tabDeselected)", "Feed.didGainFocus(tabSelected)",
    ])
  }

  @Test func aFullScreenPresentationCoversAndItsDismissalReveals() throws {
    let scene = TestScene(recordingFocus: true)
    let navigation = try stack(scene, "Home")
    let player = screen(scene, "Player")
    try navigation.present(player, style: .fullScreen, animated: false)
    scene.expectTrace([
      "Navigation.willDisappear(false)", "Home.willDisappear(false)", "Player.willAppear(false)",
      "Player.didAppear(false)", "Navigation.didDisappear(false)", "Home.didDisappear(false)",
      "Home.didLoseFocus(covered)", "Player.didGainFocus(shown)",
    ])
    try player.dismiss(animated: false)
    scene.expectTrace([
      "Player.willDisappear(false)", "Navigation.willAppear(false)", "Home.willAppear(false)",
      "Navigation.didAppear(false)", "Home.didAppear(false)", "Player.didDisappear(false)",
      "Player.didLoseFocus(removed)", "Home.didGainFocus(revealed)",
    ])
  }

  @Test func aPageSheetTakesFocusAndItsDismissalGivesItBackToThePresenter() throws {
    let scene = TestScene(recordingFocus: true)
    let navigation = try stack(scene, "Home")
    let home = navigation.viewControllers[0]
    let sheet = screen(scene, "Sheet")
    try home.present(sheet, style: .sheet)
    // The presenter hears no appearance callback, yet loses focus.
    scene.expectTrace([
      "Sheet.willAppear(true)", "Sheet.didAppear(true)", "Home.didLoseFocus(covered)",
      "Sheet.didGainFocus(shown)",
    ])
    #expect(!home.hasFocus && home.appearanceState == .appeared)
    try sheet.dismiss()
    scene.expectTrace([
      "Sheet.willDisappear(true)", "Sheet.didDisappear(true)", "Sheet.didLoseFocus(removed)",
      "Home.didGainFocus(revealed)",
    ])
  }

  @Test func dismissingAChainOfPresentationsRevealsTheBaseOnce() throws {
    let scene = TestScene(recordingFocus: true)
    let navigation = try stack(scene, "Home")
    let (first, second) = (screen(scene, "First"), screen(scene, "Second"))
    try navigation.present(first, style: .sheet, animated: false)
    try first.present(second, style: .fullScreen, animated: false)
    scene.clear()
    try navigation.dismiss(animated: false)
    scene.expectTrace([
      "Second.willDisappear(false)", "Second.didDisappear(false)",
      "Second.didLoseFocus(removed)", "Home.didGainFocus(revealed)",
    ])
    #expect(first.hasFocus == false && second.hasFocus == false)
  }

  @Test func anInteractivePopMovesFocusOnlyWhenItFinishes() throws {
    let scene = TestScene(recordingFocus: true)
    let navigation = try stack(scene, "Home", "Detail")
    let pop = try navigation.beginInteractivePop()
    scene.expectTrace(["Detail.willDisappear(true)", "Home.willAppear(true)"])
    #expect(navigation.viewControllers[1].hasFocus)
    pop.finish()
    scene.expectTrace([
      "Detail.didDisappear(true)", "Home.didAppear(true)", "Detail.didLoseFocus(removed)",
      "Home.didGainFocus(revealed)",
    ])
  }

  @Test func aCancelledInteractivePopHasNoFocusEvent() throws {
    let scene = TestScene(recordingFocus: true)
    let navigation = try stack(scene, "Home", "Detail")
    let pop = try navigation.beginInteractivePop()
    pop.cancel()
    scene.expectTrace([
      "Detail.willDisappear(true)", "Home.willAppear(true)", "Home.willDisappear(true)",
      "Home.didDisappear(true)", "Detail.willAppear(true)", "Detail.didAppear(true)",
    ])
    #expect(navigation.topController?.hasFocus == true)
  }

  /// A trip to the background and back while a gesture defers the decision is seen by no
  /// decision: the screen revealed when the pop finishes gains focus as revealed, not
  /// returnedFromBackground, and no screen hears the background (fuzz seed 1189).
  @Test func aRoundTripToTheBackgroundUnderAHoldIsNoReturn() throws {
    let scene = TestScene(recordingFocus: true)
    let navigation = try stack(scene, "Home", "Detail")
    let pop = try navigation.beginInteractivePop()
    scene.clear()
    scene.enterBackground()
    scene.enterForeground()
    scene.expectTrace([])
    pop.finish()
    scene.expectTrace([
      "Detail.didDisappear(true)", "Home.didAppear(true)", "Detail.didLoseFocus(removed)",
      "Home.didGainFocus(revealed)",
    ])
  }

  /// The decision a hold deferred sees the state at its end: in the background, the screen
  /// that held focus loses it as the background takes it, and the return gives it back.
  @Test func theBackgroundUnderAHoldIsDecidedWhenTheHoldEnds() throws {
    let scene = TestScene(recordingFocus: true)
    let navigation = try stack(scene, "Home", "Detail")
    let pop = try navigation.beginInteractivePop()
    scene.clear()
    scene.enterBackground()
    scene.expectTrace([])
    pop.finish()
    scene.expectTrace([
      "Detail.didDisappear(true)", "Home.didAppear(true)",
      "Detail.didLoseFocus(enteredBackground)",
    ])
    scene.enterForeground()
    scene.expectTrace(["Home.didGainFocus(returnedFromBackground)"])
  }

  @Test func aContentScreenKeepsFocusOverItsEmbeddedChildren() throws {
    let scene = TestScene(recordingFocus: true)
    let home = scene.show(ScreenController(title: "Home"))
    try home.addChild(screen(scene, "Banner"))
    scene.expectTrace(["Banner.willAppear(false)", "Banner.didAppear(false)"])
    #expect(home.hasFocus)
    #expect(!home.children[0].hasFocus)
  }

  @Test func aCustomContainerFocusesTheChildrenItDeclaresActive() throws {
    let scene = TestScene(recordingFocus: true)
    let (left, right) = (screen(scene, "Left"), screen(scene, "Right"))
    let split = scene.make { Split(title: "Split") }
    try split.addChild(left)
    try split.addChild(right)
    scene.showWindow(split, resettingTrace: false)
    scene.expectTrace([
      "Split.willAppear(false)", "Left.willAppear(false)", "Right.willAppear(false)",
      "Split.didAppear(false)", "Left.didAppear(false)", "Right.didAppear(false)",
      "Left.didGainFocus(shown)", "Right.didGainFocus(shown)",
    ])
    #expect(!split.hasFocus)
    // A pager's move without navigation: the container says so.
    split.active = [right]
    split.setNeedsFocusUpdate()
    scene.expectTrace(["Left.didLoseFocus(removed)"])
    split.active = [left]
    split.setNeedsFocusUpdate()
    scene.expectTrace(["Right.didLoseFocus(removed)", "Left.didGainFocus(shown)"])
  }

  @Test func anActiveChildThatIsNotAChildIsReportedAndIgnored() throws {
    let scene = TestScene(recordingFocus: true)
    let stranger = screen(scene, "Stranger")
    let split = scene.make { Split(title: "Split") }
    let child = screen(scene, "Child")
    try split.addChild(child)
    split.active = [stranger, child]
    scene.showWindow(split)
    #expect(child.hasFocus && !stranger.hasFocus)
    scene.expectDiagnostics(causes: [.activeChildNotAChild])
  }

  @Test func twoWindowsFollowTheKeyWindow() throws {
    let scene = TestScene(recordingFocus: true)
    let first = scene.showWindow(scene.make { ScreenController(title: "One") })
    let second = scene.showWindow(
      scene.make { ScreenController(title: "Two") }, resettingTrace: false)
    scene.expectTrace([
      "Two.willAppear(false)", "Two.didAppear(false)", "One.didLoseFocus(windowResignedKey)",
      "Two.didGainFocus(shown)",
    ])
    #expect(second.isKeyWindow && !first.isKeyWindow)
    // Both visible; the first made key again.
    first.makeKeyAndVisible()
    scene.expectTrace(["Two.didLoseFocus(windowResignedKey)", "One.didGainFocus(windowBecameKey)"])
    // The key window hidden: the one made key before it is key again.
    first.hide()
    scene.expectTrace([
      "One.willDisappear(false)", "One.didDisappear(false)", "One.didLoseFocus(removed)",
      "Two.didGainFocus(windowBecameKey)",
    ])
    #expect(second.isKeyWindow)
    #expect(first.focusedControllers.isEmpty)
  }

  @Test func theBackgroundTakesFocusWithoutAppearanceCallbacks() throws {
    let scene = TestScene(recordingFocus: true)
    let navigation = try stack(scene, "Home")
    scene.enterBackground()
    scene.expectTrace(["Home.didLoseFocus(enteredBackground)"])
    #expect(scene.registry.isInBackground)
    // Navigation in the background: appearance as usual, no focus.
    try navigation.push(screen(scene, "Detail"), animated: false)
    scene.expectTrace([
      "Home.willDisappear(false)", "Detail.willAppear(false)", "Home.didDisappear(false)",
      "Detail.didAppear(false)",
    ])
    scene.enterForeground()
    scene.expectTrace(["Detail.didGainFocus(returnedFromBackground)"])
    scene.enterForeground()
    scene.expectTrace([])
  }

  @Test func aPushFromDidGainFocusIsQueuedAndFocusMovesOn() throws {
    let scene = TestScene(recordingFocus: true)
    let navigation = try stack(scene, "Home")
    let (splash, next) = (screen(scene, "Splash"), screen(scene, "Next"))
    splash.registerLifeCircleAction(
      FocusHook { controller in
        #expect(controller.hasFocus)
        try? navigation.push(next, animated: false)
        // Queued: nothing happened yet.
        #expect(navigation.topController === splash)
      })
    try navigation.push(splash, animated: false)
    scene.expectTrace([
      "Home.willDisappear(false)", "Splash.willAppear(false)", "Home.didDisappear(false)",
      "Splash.didAppear(false)", "Home.didLoseFocus(covered)", "Splash.didGainFocus(shown)",
      "Splash.willDisappear(false)", "Next.willAppear(false)", "Splash.didDisappear(false)",
      "Next.didAppear(false)", "Splash.didLoseFocus(covered)", "Next.didGainFocus(shown)",
    ])
  }

  @Test func aSplashThatRedirectsFromViewDidAppearNeverGainsFocus() throws {
    let scene = TestScene(recordingFocus: true)
    let home = screen(scene, "Home")
    let splash = scene.make { Redirecting(title: "Splash") }
    let window = scene.make { Window(rootController: splash) }
    splash.redirect = { try? window.setRootController(home) }
    window.makeKeyAndVisible()
    scene.expectTrace([
      "Splash.willAppear(false)", "Splash.didAppear(false)", "Splash.willDisappear(false)",
      "Home.willAppear(false)", "Splash.didDisappear(false)", "Home.didAppear(false)",
      "Home.didGainFocus(shown)",
    ])
    window.hide()
    scene.clear()
  }

  @Test func anActionRegisteredLateHearsTheFocusHeldOnlyWhenItAsksForReplay() throws {
    let scene = TestScene()
    let navigation = try stack(scene, "Home")
    let home = navigation.viewControllers[0]
    let quiet = RecordingAction(recordingFocus: true)
    home.registerLifeCircleAction(quiet)
    let replayed = RecordingAction(recordingFocus: true)
    home.registerLifeCircleAction(replayed, replayingCurrentState: true)
    #expect(quiet.trace.isEmpty)
    #expect(
      replayed.trace == [
        "Home.willAppear(false)", "Home.didAppear(false)", "Home.didGainFocus(shown)",
      ])
    let global = RecordingAction(recordingFocus: true)
    scene.registry.register(global, replayingCurrentState: true)
    #expect(
      global.trace == [
        "Navigation.willAppear(false)", "Navigation.didAppear(false)", "Home.willAppear(false)",
        "Home.didAppear(false)", "Home.didGainFocus(shown)",
      ])
  }

  @Test func anOptedOutScreenHearsNoFocusFromThatActionAndStillHoldsIt() throws {
    let scene = TestScene(recordingFocus: true)
    let navigation = try stack(scene, "Home")
    let detail = screen(scene, "Detail")
    detail.disableGlobalAction(scene.recorder)
    try navigation.push(detail, animated: false)
    scene.expectTrace([
      "Home.willDisappear(false)", "Home.didDisappear(false)", "Home.didLoseFocus(covered)",
    ])
    #expect(detail.hasFocus)
  }

  @Test func focusReachesActionsInTheAppearAndDisappearOrders() throws {
    let scene = TestScene(recordingEvents: false)
    let log = OrderLog()
    let (first, second) = (OrderAction("g1", log), OrderAction("g2", log))
    scene.registry.register(first)
    scene.registry.register(second)
    let navigation = try stack(scene, "Home")
    let detail = screen(scene, "Detail")
    detail.registerLifeCircleAction(OrderAction("own1", log))
    detail.registerLifeCircleAction(OrderAction("own2", log))
    log.lines.removeAll()
    try navigation.push(detail)
    try navigation.pop()
    #expect(
      log.lines == [
        "g2 Home lost covered", "g1 Home lost covered",
        "g1 Detail gained shown", "g2 Detail gained shown", "own1 Detail gained shown",
        "own2 Detail gained shown",
        "own2 Detail lost removed", "own1 Detail lost removed", "g2 Detail lost removed",
        "g1 Detail lost removed",
        "g1 Home gained revealed", "g2 Home gained revealed",
      ])
  }

  @Test func aRootReplacedWithItsPresentationsStillLosesFocus() throws {
    let scene = TestScene(recordingFocus: true)
    let root = screen(scene, "Root")
    let window = scene.showWindow(root)
    let sheet = screen(scene, "Sheet")
    try root.present(sheet, style: .sheet, animated: false)
    scene.clear()
    try window.setRootController(screen(scene, "Other"))
    scene.expectTrace([
      "Root.willDisappear(false)", "Sheet.willDisappear(false)", "Other.willAppear(false)",
      "Root.didDisappear(false)", "Sheet.didDisappear(false)", "Other.didAppear(false)",
      "Sheet.didLoseFocus(removed)", "Other.didGainFocus(shown)",
    ])
    #expect(!sheet.hasFocus)
  }
}

/// A split-style custom container: focus descends into the children it names.
@MainActor
private final class Split: ScreenController {
  var active: [ScreenController]?
  override var isContainer: Bool { true }
  override var activeChildren: [ScreenController] { active ?? super.activeChildren }
}

/// Calls `redirect` from its `viewDidAppear`.
@MainActor
private final class Redirecting: ScreenController {
  var redirect: () -> Void = {}
  override func viewDidAppear(_ animated: Bool) { redirect() }
}

/// Calls `body` when its host gains focus.
@MainActor
private final class FocusHook: LifeCircleAction {
  let body: (ScreenController) -> Void
  init(_ body: @escaping (ScreenController) -> Void) { self.body = body }
  func hostController(_ controller: ScreenController, didGainFocus reason: FocusReason) {
    body(controller)
  }
}

@MainActor
private final class OrderLog {
  var lines: [String] = []
}

/// Writes `name Title gained|lost reason` for each focus event.
@MainActor
private final class OrderAction: LifeCircleAction {
  let name: String
  let log: OrderLog
  init(_ name: String, _ log: OrderLog) { (self.name, self.log) = (name, log) }
  func hostController(_ controller: ScreenController, didGainFocus reason: FocusReason) {
    log.lines.append("\(name) \(controller.title) gained \(reason)")
  }
  func hostController(_ controller: ScreenController, didLoseFocus reason: FocusReason) {
    log.lines.append("\(name) \(controller.title) lost \(reason)")
  }
}
