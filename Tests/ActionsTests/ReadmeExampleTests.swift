import Actions
import LifeCircleTesting
import Lifecycle
import Testing

/// README.md's examples with what they print captured and compared, in a scoped registry and
/// under the sanitizers (`scripts/check-examples` compiles and runs the README's own text; its
/// three-line test is `TestSceneTests.aNavigationTestIsThreeLines`).
@MainActor
@Suite struct ReadmeExampleTests {
  @Test func theReadmeExampleWorksAsDescribed() {
    let scene = TestScene()
    var printed: [String] = []
    func print(_ line: String) { printed.append(line) }
    var window: Window?
    scene.make {
      // --- README example, with LogAction's sink captured instead of printed ---
      registerGlobalAction(LogAction { print("[LifeCircle] \($0)") })
      let uiStack = UIStackAction()
      registerGlobalAction(uiStack)

      let home = ScreenController(title: "Home")
      home.registerLifeCircleAction(OnceAction { screen, _ in print("load \(screen.title)") })

      window = Window(rootController: NavigationController(rootController: home))
      window?.makeKeyAndVisible()
      print(uiStack.topController?.title ?? "-")
      // --- end of example ---
    }
    #expect(
      printed == [
        "[LifeCircle] Navigation (NavigationController) willAppear",
        "[LifeCircle] Home (ScreenController) willAppear",
        "[LifeCircle] Navigation (NavigationController) didAppear",
        "[LifeCircle] Home (ScreenController) didAppear",
        "load Home",
        "Home",
      ])
    #expect(window?.isVisible == true)
  }

  /// README.md's task example, with `print` captured: the task prints each
  /// update while Feed is visible and stops at its willDisappear.
  @Test func theTaskExampleListensWhileTheScreenIsVisible() async throws {
    let scene = TestScene()
    var printed: [String] = []
    func print(_ line: String) { printed.append(line) }
    let (updates, server) = AsyncStream.makeStream(of: [String].self)
    let navigation = scene.navigation(scene.screen("Home"))
    scene.show(navigation)
    let action = try scene.make {
      // --- README example ---
      let feed = ScreenController(title: "Feed")
      feed.registerLifeCircleAction(
        AppearanceTaskAction { screen in
          // Until the task is cancelled:
          for await items in updates { print("\(screen.title): \(items.count) items") }
        })
      // --- end of example ---
      try navigation.push(feed)
      return try #require(feed.lifeCircleActions.first as? AppearanceTaskAction)
    }
    let feed = try #require(navigation.topController)
    let task = try #require(action.task(for: feed))
    server.yield(["a"])
    server.yield(["a", "b"])
    server.finish()
    await task.value
    #expect(printed == ["Feed: 1 items", "Feed: 2 items"])
    try navigation.pop()
    #expect(action.task(for: feed) == nil)
  }

  /// README.md's screen view example, in a scoped registry: a view of Inbox (not of its
  /// navigation controller), of the sheet, and of Inbox again when the sheet is dismissed,
  /// although Inbox never disappeared.
  @Test func theScreenViewExampleViewsTheScreenUnderADismissedSheet() throws {
    let scene = TestScene()
    let sent = try scene.make {
      // --- README example ---
      var sent: [ScreenView] = []
      registerGlobalAction(ScreenViewAction { sent.append($0) })  // or to your analytics SDK

      let inbox = ScreenController(title: "Inbox")
      let mail = Window(rootController: NavigationController(rootController: inbox))
      mail.makeKeyAndVisible()  // a view of Inbox, not of its navigation controller
      let compose = ScreenController(title: "Compose")
      try inbox.present(compose, style: .sheet)
      try compose.dismiss()  // Inbox never disappeared, yet the user is back on it: a view
      // --- end of example ---
      return sent
    }
    #expect(sent.map(\.screen) == ["Inbox", "Compose", "Inbox"])
    #expect(sent.map(\.reason) == [.shown, .shown, .revealed])
    #expect(sent.map(\.previousScreen) == [nil, "Inbox", "Compose"])
    #expect(sent.map { $0.previousDuration == nil } == [true, false, false])
  }
}
