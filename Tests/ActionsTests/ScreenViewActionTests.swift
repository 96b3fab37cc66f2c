import Actions
import LifeCircleTesting
import Lifecycle
import Testing

/// The screen views `ScreenViewAction` makes for each navigation DESIGN "Focus and screen views"
/// names, exactly, with durations from a manual clock. A view prints as
/// `Screen reason after Previous (duration)`.
@MainActor
@Suite struct ScreenViewActionTests {
  /// A scene whose registry holds a recording `ScreenViewAction` timed by a manual clock.
  @MainActor
  private struct Views {
    let scene = TestScene()
    let clock = ManualClock()
    let action: ScreenViewAction

    init() {
      action = ScreenViewAction(clock: clock)
      scene.registry.register(action)
    }

    /// Moves the manual clock on.
    func wait(_ seconds: Int) { clock.advance(by: .seconds(seconds)) }

    /// Expects exactly these views since the last check, then forgets them.
    func expect(_ expected: [String], sourceLocation: SourceLocation = #_sourceLocation) {
      #expect(action.views.map(\.description) == expected, sourceLocation: sourceLocation)
      action.removeAllViews()
    }

    /// A navigation controller titled "Nav" over `titles`, shown in a key window, each pushed
    /// one second after the one below it; the views this made are forgotten.
    func stack(_ titles: String...) throws -> NavigationController {
      let navigation = scene.show(scene.navigation(scene.screen(titles[0])))
      for title in titles.dropFirst() {
        wait(1)
        try navigation.push(scene.screen(title), animated: false)
      }
      action.removeAllViews()
      return navigation
    }
  }

  @Test func theFirstScreenShownIsAViewWithNoPrevious() {
    let views = Views()
    views.scene.show(views.scene.navigation(views.scene.screen("Home")))
    views.expect(["Home shown"])
    #expect(
      views.action.views == [] && views.action.recordsViews,
      "removeAllViews() empties the record; the recording form records")
  }

  @Test func pushAndPopTimeEachScreensFocus() throws {
    let views = Views()
    let navigation = try views.stack("Home")
    views.wait(2)
    try navigation.push(views.scene.screen("Detail"))
    views.expect(["Detail shown after Home (2.0 seconds)"])
    views.wait(3)
    try navigation.pop()
    views.expect(["Home revealed after Detail (3.0 seconds)"])
    views.wait(4)
    try navigation.push(views.scene.screen("Other"))
    // Home's latest focus period only: since it was revealed, not since it was first shown.
    views.expect(["Other shown after Home (4.0 seconds)"])
  }

  @Test func thePushesThatBuiltAStackAreOneViewEach() throws {
    let views = Views()
    let navigation = views.scene.show(views.scene.navigation(views.scene.screen("A")))
    for title in ["B", "C", "D"] {
      views.wait(1)
      try navigation.push(views.scene.screen(title), animated: false)
    }
    views.expect([
      "A shown", "B shown after A (1.0 seconds)", "C shown after B (1.0 seconds)",
      "D shown after C (1.0 seconds)",
    ])
  }

  @Test func popToRootOverSeveralScreensIsOneViewOfTheRoot() throws {
    let views = Views()
    let navigation = try views.stack("A", "B", "C", "D")
    views.wait(5)
    try navigation.popToRoot()
    views.expect(["A revealed after D (5.0 seconds)"])
  }

  @Test func setViewControllersViewsTheNewTopOnlyWhenTheTopChanges() throws {
    let views = Views()
    let navigation = try views.stack("A", "B")
    let a = navigation.viewControllers[0]
    views.wait(2)
    try navigation.setViewControllers([a, views.scene.screen("C")], animated: false)
    views.expect(["C shown after B (2.0 seconds)"])
    views.wait(1)
    try navigation.setViewControllers([a], animated: false)
    views.expect(["A revealed after C (1.0 seconds)"])
    try navigation.setViewControllers([views.scene.screen("Z"), a], animated: false)
    views.expect([])
  }

  @Test func aTabSwitchIsAViewAndReselectingTheSelectedTabIsNone() throws {
    let views = Views()
    let scene = views.scene
    let tabs = scene.show(
      TabController(tabs: [scene.navigation(scene.screen("Feed")), scene.screen("Profile")]))
    views.expect(["Feed shown"])
    views.wait(4)
    try tabs.select(1)
    views.expect(["Profile tabSelected after Feed (4.0 seconds)"])
    views.wait(1)
    try tabs.select(1)
    views.expect([])
    views.wait(1)
    try tabs.select(0)
    views.expect(["Feed tabSelected after Profile (2.0 seconds)"])
  }

  @Test func aFullScreenPresentationAndItsDismissalAreAViewEach() throws {
    let views = Views()
    let navigation = try views.stack("Home")
    let player = views.scene.screen("Player")
    views.wait(2)
    try navigation.present(player, style: .fullScreen, animated: false)
    views.expect(["Player shown after Home (2.0 seconds)"])
    views.wait(30)
    try player.dismiss(animated: false)
    views.expect(["Home revealed after Player (30.0 seconds)"])
  }

  @Test func theDismissalOfAPageSheetIsAViewOfThePresenterThatNeverDisappeared() throws {
    let views = Views()
    let navigation = try views.stack("Home")
    let home = navigation.viewControllers[0]
    let sheet = views.scene.screen("Sheet")
    views.wait(2)
    try home.present(sheet, style: .sheet)
    views.expect(["Sheet shown after Home (2.0 seconds)"])
    views.wait(5)
    try sheet.dismiss()
    // No appearance callback for Home (what appearance-based trackers wait for), yet a view.
    views.scene.expectTrace([
      "Sheet.willAppear(true)", "Sheet.didAppear(true)", "Sheet.willDisappear(true)",
      "Sheet.didDisappear(true)",
    ])
    views.expect(["Home revealed after Sheet (5.0 seconds)"])
  }

  @Test func dismissingAChainOfPresentationsIsOneViewOfTheBase() throws {
    let views = Views()
    let navigation = try views.stack("Home")
    let (first, second) = (views.scene.screen("First"), views.scene.screen("Second"))
    views.wait(1)
    try navigation.present(first, style: .sheet, animated: false)
    views.wait(2)
    try first.present(second, style: .fullScreen, animated: false)
    views.expect([
      "First shown after Home (1.0 seconds)", "Second shown after First (2.0 seconds)",
    ])
    views.wait(3)
    try navigation.dismiss(animated: false)
    views.expect(["Home revealed after Second (3.0 seconds)"])
  }

  @Test func aCancelledInteractivePopIsNoViewAndAFinishedOneIsOne() throws {
    let views = Views()
    let navigation = try views.stack("Home", "Detail")
    views.wait(2)
    let cancelled = try navigation.beginInteractivePop()
    views.wait(1)
    cancelled.cancel()
    views.expect([])
    views.wait(1)
    let finished = try navigation.beginInteractivePop()
    views.wait(1)
    finished.finish()
    // Detail held focus since it was pushed, through the cancelled gesture: 5 seconds.
    views.expect(["Home revealed after Detail (5.0 seconds)"])
  }

  @Test func aSplashThatRedirectsFromViewDidAppearIsNeverAView() throws {
    let views = Views()
    let home = views.scene.screen("Home")
    let splash = views.scene.make { Redirecting(title: "Splash") }
    let window = views.scene.make { Window(rootController: splash) }
    splash.redirect = { try? window.setRootController(home) }
    window.makeKeyAndVisible()
    views.expect(["Home shown"])
    window.hide()
    views.scene.clear()
  }

  @Test func aCustomContainerIsNeverAViewItsActivePageIs() throws {
    let views = Views()
    let scene = views.scene
    let pager = scene.make { Pager(title: "Pager") }
    let (first, second) = (scene.screen("Page 1"), scene.screen("Page 2"))
    try pager.addChild(first)
    try pager.addChild(second)
    let navigation = scene.show(scene.navigation(pager))
    views.expect(["Page 1 shown"])
    views.wait(3)
    pager.current = 1  // a swipe: no navigation, the container says so
    pager.setNeedsFocusUpdate()
    views.expect(["Page 2 shown after Page 1 (3.0 seconds)"])
    views.wait(1)
    try navigation.push(scene.screen("Detail"))
    views.wait(1)
    try navigation.pop()
    views.expect([
      "Detail shown after Page 2 (1.0 seconds)", "Page 2 revealed after Detail (1.0 seconds)",
    ])
  }

  @Test func aSplitContainerFocusingTwoScreensIsTwoViewsAfterTheSamePrevious() throws {
    let views = Views()
    let scene = views.scene
    let navigation = try views.stack("Home")
    let split = scene.make { Split(title: "Split") }
    try split.addChild(scene.screen("List"))
    try split.addChild(scene.screen("Detail"))
    views.wait(2)
    try navigation.push(split, animated: false)
    views.expect([
      "List shown after Home (2.0 seconds)", "Detail shown after Home (2.0 seconds)",
    ])
  }

  @Test func aContentScreenIsOneViewNotItsEmbeddedChildren() throws {
    let views = Views()
    let home = views.scene.show(views.scene.screen("Home"))
    try home.addChild(views.scene.screen("Banner"))
    views.expect(["Home shown"])
  }

  @Test func twoWindowsFollowTheKeyWindow() {
    let views = Views()
    let scene = views.scene
    let first = scene.showWindow(scene.screen("One"))
    views.wait(2)
    scene.showWindow(scene.screen("Two"))
    views.wait(3)
    first.makeKeyAndVisible()
    views.wait(4)
    first.hide()
    views.expect([
      "One shown", "Two shown after One (2.0 seconds)",
      "One windowBecameKey after Two (3.0 seconds)",
      "Two windowBecameKey after One (4.0 seconds)",
    ])
  }

  @Test func theBackgroundIsNotCountedAndTheReturnIsAView() throws {
    let views = Views()
    let navigation = try views.stack("Home")
    views.wait(5)
    views.scene.enterBackground()
    views.expect([])
    views.wait(3600)
    views.scene.enterForeground()
    views.expect(["Home returnedFromBackground after Home (5.0 seconds)"])
    views.wait(2)
    try navigation.push(views.scene.screen("Detail"))
    views.expect(["Detail shown after Home (2.0 seconds)"])
  }

  @Test func navigationInTheBackgroundIsViewedOnReturnOnly() throws {
    let views = Views()
    let navigation = try views.stack("Home")
    views.wait(1)
    views.scene.enterBackground()
    try navigation.push(views.scene.screen("Detail"), animated: false)
    views.expect([])
    views.wait(60)
    views.scene.enterForeground()
    views.expect(["Detail returnedFromBackground after Home (1.0 seconds)"])
  }

  @Test func anOptedOutScreenIsNeverAViewNorThePreviousScreen() throws {
    let views = Views()
    let navigation = try views.stack("Home")
    let secret = views.scene.screen("Secret")
    secret.disableGlobalAction(views.action)
    views.wait(2)
    try navigation.push(secret, animated: false)
    views.wait(10)
    try navigation.push(views.scene.screen("Detail"), animated: false)
    views.wait(3)
    try navigation.pop(animated: false)
    views.wait(10)
    try navigation.pop(animated: false)
    views.expect([
      "Detail shown after Home (2.0 seconds)", "Home revealed after Detail (3.0 seconds)",
    ])
  }

  @Test func optingOutForgetsTheScreenEvenAsThePreviousScreen() throws {
    let views = Views()
    let navigation = try views.stack("Home")
    let detail = views.scene.screen("Detail")
    try navigation.push(detail, animated: false)
    views.scene.enterBackground()
    // Detail is now the previous screen; it opts out before any other view.
    detail.disableGlobalAction(views.action)
    views.scene.enterForeground()
    try navigation.pop(animated: false)
    views.expect(["Detail shown after Home (0.0 seconds)", "Home revealed"])
  }

  @Test func optingOutWhileHoldingFocusEndsThePeriodUnheard() throws {
    let views = Views()
    let navigation = try views.stack("Home")
    let detail = views.scene.screen("Detail")
    views.wait(2)
    try navigation.push(detail, animated: false)
    detail.disableGlobalAction(views.action)
    views.wait(5)
    try navigation.pop(animated: false)
    views.expect([
      "Detail shown after Home (2.0 seconds)", "Home revealed after Home (2.0 seconds)",
    ])
  }

  @Test func anActionRegisteredLateWithReplayViewsTheScreenHoldingFocus() throws {
    let scene = TestScene()
    let navigation = scene.show(scene.navigation(scene.screen("Home")))
    try navigation.push(scene.screen("Detail"), animated: false)
    let clock = ManualClock()
    let action = ScreenViewAction(clock: clock)
    scene.registry.register(action, replayingCurrentState: true)
    clock.advance(by: .seconds(2))
    try navigation.pop()
    #expect(
      action.views.map(\.description) == [
        "Detail shown", "Home revealed after Detail (2.0 seconds)",
      ])
  }

  @Test func anActionRegisteredLateWithoutReplayHasNoDurationForTheGainItMissed() throws {
    let scene = TestScene()
    let navigation = scene.show(scene.navigation(scene.screen("Home")))
    try navigation.push(scene.screen("Detail"), animated: false)
    let clock = ManualClock()
    let action = ScreenViewAction(clock: clock)
    scene.registry.register(action)
    clock.advance(by: .seconds(2))
    try navigation.pop()
    #expect(
      action.views == [
        ScreenView(
          screen: "Home", screenClass: "ScreenController", previousScreen: "Detail",
          reason: .revealed, revealedBy: .pop)
      ])
    #expect(
      action.engagements == [
        ScreenEngagement(
          screen: "Detail", screenClass: "ScreenController", reason: .removed, duration: nil)
      ])
  }

  @Test func twoScreensWithTheSameNameInARowAreTwoViews() throws {
    let views = Views()
    let navigation = try views.stack("Article")
    views.wait(7)
    try navigation.push(views.scene.screen("Article"))
    views.expect(["Article shown after Article (7.0 seconds)"])
  }

  @Test func viewsNameTheScreenNameNotTheTitle() throws {
    let views = Views()
    let navigation = try views.stack("Home")
    let payment = views.scene.make { Named(title: "Pay now", screenName: "checkout.payment") }
    try navigation.push(payment)
    payment.title = "Paying..."
    views.wait(1)
    try navigation.pop()
    // The previous screen keeps the name its own view carried.
    views.expect([
      "checkout.payment shown after Home (0.0 seconds)",
      "Home revealed after checkout.payment (1.0 seconds)",
    ])
  }

  @Test func anActionHeardTwiceForOneScreenMakesOneViewPerGain() throws {
    let views = Views()
    let navigation = try views.stack("Home")
    let detail = views.scene.screen("Detail")
    detail.registerLifeCircleAction(views.action)  // global and its own: hears each event twice
    views.wait(1)
    try navigation.push(detail)
    views.wait(2)
    try navigation.pop()
    views.expect([
      "Detail shown after Home (1.0 seconds)", "Home revealed after Detail (2.0 seconds)",
    ])
  }

  @Test func aContainerNeverMakesAViewEvenWhenItsFocusIsHeard() throws {
    let views = Views()
    let navigation = try views.stack("Home")
    // The engine never focuses a container; the action does not rely on it.
    views.action.hostController(navigation, didGainFocus: .shown)
    views.action.hostController(navigation, didLoseFocus: .removed)
    views.wait(1)
    try navigation.push(views.scene.screen("Detail"))
    views.expect(["Detail shown after Home (1.0 seconds)"])
  }

  @Test func anActionRemovedAndRegisteredAgainWithReplayStartsAfresh() throws {
    let views = Views()
    let navigation = try views.stack("Home")
    views.wait(1)
    try navigation.push(views.scene.screen("Detail"))
    views.scene.registry.remove(views.action)
    views.wait(2)
    views.scene.registry.register(views.action, replayingCurrentState: true)
    views.wait(3)
    try navigation.pop()
    // Removed, it forgot every screen it no longer hears; the replay's gain is a view again,
    // timed from there.
    views.expect([
      "Detail shown after Home (1.0 seconds)", "Detail shown",
      "Home revealed after Detail (3.0 seconds)",
    ])
  }

  @Test func theSinkFormHandsEachViewOverAndRecordsNothing() throws {
    let scene = TestScene()
    var sent: [ScreenView] = []
    let action = ScreenViewAction { sent.append($0) }
    scene.registry.register(action)
    let navigation = scene.show(scene.navigation(scene.screen("Home")))
    try navigation.push(scene.screen("Detail"))
    #expect(sent.map(\.screen) == ["Home", "Detail"])
    #expect(sent.map(\.previousScreen) == [nil, "Home"])
    #expect(sent[1].previousDuration != nil)
    #expect(action.views.isEmpty && !action.recordsViews)
  }

  @Test func aPushFromTheSinkIsQueuedBehindTheFocusEvents() throws {
    let scene = TestScene()
    let navigation = scene.navigation(scene.screen("Splash"))
    let home = scene.screen("Home")
    var sent: [String] = []
    let action = ScreenViewAction { view in
      sent.append(view.description)
      if view.screen == "Splash" { try? navigation.setViewControllers([home], animated: false) }
    }
    scene.registry.register(action)
    scene.show(navigation)
    #expect(
      sent.count == 2 && sent[0] == "Splash shown" && sent[1].hasPrefix("Home shown after Splash"))
  }

  @Test func theDescriptionSaysWhatIsKnown() {
    #expect(ScreenView(screen: "Home", reason: .shown).description == "Home shown")
    #expect(
      ScreenView(screen: "Home", previousScreen: "Sheet", reason: .revealed).description
        == "Home revealed after Sheet")
    #expect(
      ScreenView(
        screen: "Feed", previousScreen: "Profile", reason: .tabSelected,
        previousDuration: .milliseconds(1500)
      ).description == "Feed tabSelected after Profile (1.5 seconds)")
  }

  @Test func theActionKeepsNoScreenAlive() throws {
    let views = Views()
    let navigation = try views.stack("Home")
    weak var weakDetail: ScreenController?
    weak var weakSheet: ScreenController?
    do {
      let detail = views.scene.screen("Detail")
      weakDetail = detail
      try navigation.push(detail, animated: false)
      let sheet = views.scene.screen("Sheet")
      weakSheet = sheet
      try detail.present(sheet, style: .sheet, animated: false)
      try detail.dismiss(animated: false)
      try navigation.pop(animated: false)
    }
    // Each was the previous screen for a while: the action held their names only.
    #expect(weakDetail == nil)
    #expect(weakSheet == nil)
    views.wait(1)
    try navigation.push(views.scene.screen("Next"))
    #expect(views.action.views.last?.previousScreen == "Home")
    weak var weakRoot: ScreenController?
    do {
      let window = views.scene.showWindow(views.scene.screen("Root"))
      weakRoot = window.rootController
      window.hide()
    }
    views.scene.hideWindows()
    #expect(weakRoot == nil)
  }
}

/// A pager: a custom container whose active child is its current page.
@MainActor
private final class Pager: ScreenController {
  var current = 0 {
    didSet { precondition(children.indices.contains(current), "no page \(current)") }
  }
  override var isContainer: Bool { true }
  override var activeChildren: [ScreenController] { [children[current]] }
}

/// A split-style custom container: every child on screen is active (the default).
@MainActor
private final class Split: ScreenController {
  override var isContainer: Bool { true }
}

/// A screen whose analytics name differs from its title.
@MainActor
private final class Named: ScreenController {
  private let name: String
  init(title: String, screenName: String) {
    name = screenName
    super.init(title: title)
  }
  override var screenName: String { name }
}

/// Calls `redirect` from its `viewDidAppear`.
@MainActor
private final class Redirecting: ScreenController {
  var redirect: () -> Void = {}
  override func viewDidAppear(_ animated: Bool) { redirect() }
}
