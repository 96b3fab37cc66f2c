import Actions
import LifeCircleTesting
import Lifecycle
import Testing

/// Screen views, round two (DESIGN): an engagement at every focus loss, the background
/// included; the screen's class and parameters on each view; how a revealed screen was revealed.
@MainActor
@Suite struct ScreenViewRoundTwoTests {
  /// A scene recording views and engagements on a manual clock, interleaved in one log.
  @MainActor
  private final class Analytics {
    let scene = TestScene(recordingEvents: false)
    let clock = ManualClock()
    var log: [String] = []
    init() {
      let action = ScreenViewAction(
        clock: clock,
        sink: { [weak self] view in
          var line = "view \(view)"
          if let detail = view.revealedBy { line += " by \(detail)" }
          if !view.parameters.isEmpty { line += " \(view.parameters)" }
          self?.log.append(line)
        },
        engagement: { [weak self] in self?.log.append("engagement \($0)") })
      scene.registry.register(action)
    }
    func wait(_ seconds: Int) { clock.advance(by: .seconds(seconds)) }
  }

  @Test func everyFocusPeriodIsSentWhenItEndsTheBackgroundIncluded() throws {
    let analytics = Analytics()
    let scene = analytics.scene
    let feed = scene.make { ScreenController(title: "Feed") }
    let tabs = scene.show(
      TabController(tabs: [
        NavigationController(rootController: feed),
        NavigationController(rootController: ScreenController(title: "Profile")),
      ]))
    analytics.wait(2)
    let stack = try #require(tabs.tabs[0] as? NavigationController)
    try stack.push(scene.make { ScreenController(title: "Post") })
    analytics.wait(5)
    let sheet = scene.make { ScreenController(title: "Share") }
    try stack.topController?.present(sheet, style: .sheet)
    analytics.wait(1)
    try sheet.dismiss()
    analytics.wait(3)
    try stack.pop()
    analytics.wait(4)
    try tabs.select(1)
    analytics.wait(6)
    scene.enterBackground()  // killed here: Profile's six seconds were already sent
    analytics.wait(600)
    scene.enterForeground()
    analytics.wait(1)
    #expect(
      analytics.log == [
        "view Feed shown",
        "engagement Feed covered after 2.0 seconds",
        "view Post shown after Feed (2.0 seconds)",
        "engagement Post covered after 5.0 seconds",
        "view Share shown after Post (5.0 seconds)",
        "engagement Share removed after 1.0 seconds",
        "view Post revealed after Share (1.0 seconds) by dismissal",
        "engagement Post removed after 3.0 seconds",
        "view Feed revealed after Post (3.0 seconds) by pop",
        "engagement Feed tabDeselected after 4.0 seconds",
        "view Profile tabSelected after Feed (4.0 seconds)",
        "engagement Profile enteredBackground after 6.0 seconds",
        "view Profile returnedFromBackground after Profile (6.0 seconds)",
      ])
  }

  @Test func aViewCarriesTheScreensClassAndTheParametersItHasAtTheGain() throws {
    let scene = TestScene(recordingEvents: false)
    let views = ScreenViewAction()
    scene.registry.register(views)
    let post = scene.make { PostScreen(title: "Post") }
    post.postID = "42"
    let navigation = scene.show(NavigationController(rootController: post))
    try navigation.push(scene.make { ScreenController(title: "Comments") })
    post.postID = "43"
    try navigation.pop()
    #expect(views.views.map(\.screenClass) == ["PostScreen", "ScreenController", "PostScreen"])
    #expect(views.views.map(\.parameters) == [["post_id": "42"], [:], ["post_id": "43"]])
    #expect(views.engagements.map(\.screen) == ["Post", "Comments"])
    #expect(views.engagements.map(\.screenClass) == ["PostScreen", "ScreenController"])
  }

  @Test(arguments: RevealCase.allCases)
  func aRevealedViewSaysHowItWasRevealed(_ revealCase: RevealCase) throws {
    let scene = TestScene(recordingEvents: false)
    let views = ScreenViewAction()
    scene.registry.register(views)
    let home = scene.make { ScreenController(title: "Home") }
    let navigation = scene.show(NavigationController(rootController: home))
    let detail = scene.make { ScreenController(title: "Detail") }
    switch revealCase {
    case .pop, .popToRoot, .swipeBack, .setViewControllers:
      try navigation.push(detail, animated: false)
    case .dismissal, .sheetDismissal:
      try home.present(detail, style: revealCase == .dismissal ? .fullScreen : .sheet)
    }
    switch revealCase {
    case .pop: try navigation.pop()
    case .popToRoot: try navigation.popToRoot()
    case .swipeBack: try navigation.beginInteractivePop().finish()
    case .setViewControllers: try navigation.setViewControllers([home])
    case .dismissal, .sheetDismissal: try detail.dismiss()
    }
    let last = try #require(views.views.last)
    #expect(last.reason == .revealed)
    #expect(last.revealedBy == revealCase.expected)
    #expect(home.revealedBy == revealCase.expected)
  }

  enum RevealCase: CaseIterable, Sendable {
    case pop, popToRoot, swipeBack, setViewControllers, dismissal, sheetDismissal
    var expected: RevealDetail {
      switch self {
      case .pop, .popToRoot, .swipeBack, .setViewControllers: .pop
      case .dismissal, .sheetDismissal: .dismissal
      }
    }
  }

  @Test func onlyARevealedGainHasADetail() throws {
    let scene = TestScene(recordingEvents: false)
    let views = ScreenViewAction()
    scene.registry.register(views)
    let tabs = scene.show(
      TabController(tabs: [ScreenController(title: "A"), ScreenController(title: "B")]))
    try tabs.select(1)
    #expect(views.views.map(\.revealedBy) == [nil, nil])
    #expect(tabs.tabs[1].revealedBy == nil)
  }
}

/// A screen that names its post in its views.
@MainActor
private final class PostScreen: ScreenController {
  var postID = ""
  override var screenParameters: [String: String] { ["post_id": postID] }
}
