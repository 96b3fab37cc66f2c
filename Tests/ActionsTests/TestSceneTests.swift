import Actions
import LifeCircleTesting
import Lifecycle
import Synchronization
import Testing

/// `TestScene`: one value holding a test's registry, recorder, diagnostics and windows.
@MainActor
@Suite struct TestSceneTests {
  @Test func aNavigationTestIsThreeLines() throws {
    let scene = TestScene()
    let navigation = scene.show(
      NavigationController(rootController: ScreenController(title: "Home")))
    try navigation.push(scene.make { ScreenController(title: "Detail") })
    scene.expectTrace([
      "Home.willDisappear(true)", "Detail.willAppear(true)",
      "Home.didDisappear(true)", "Detail.didAppear(true)",
    ])
    #expect(scene.windows.count == 1 && scene.windows[0].rootController === navigation)
  }

  @Test func showCanKeepTheAppearanceInTheTrace() {
    let scene = TestScene()
    scene.show(
      NavigationController(rootController: ScreenController(title: "Home")), resettingTrace: false)
    scene.expectTrace([
      "Navigation.willAppear(false)", "Home.willAppear(false)",
      "Navigation.didAppear(false)", "Home.didAppear(false)",
    ])
  }

  @Test func screensMadeOutsideTheSceneAreNotRecorded() throws {
    let scene = TestScene()
    let navigation = scene.show(
      NavigationController(rootController: ScreenController(title: "Home")))
    let outsider = LifeCircleRegistry.scoped(LifeCircleRegistry()) {
      ScreenController(title: "Outsider")
    }
    try navigation.push(outsider)
    scene.expectTrace(["Home.willDisappear(true)", "Home.didDisappear(true)"])
    scene.expectDiagnostics([.controllerFromAnotherRegistry])
  }

  @Test func hideWindowsEndsWithNothingOnScreen() {
    let scene = TestScene()
    scene.show(ScreenController(title: "First"))
    scene.show(ScreenController(title: "Second"))
    let windows = scene.windows
    scene.hideWindows()
    scene.expectTrace([
      "Second.willDisappear(false)", "Second.didDisappear(false)",
      "First.willDisappear(false)", "First.didDisappear(false)",
    ])
    #expect(scene.windows.isEmpty)
    #expect(windows.map(\.isVisible) == [false, false])
  }

  @Test func diagnosticsOfTheSceneAndOfCollectedRegistriesArriveInOrder() {
    let scene = TestScene()
    let module = LifeCircleRegistry()
    scene.collectDiagnostics(of: module)
    let own = scene.make { ScreenController(title: "Own") }
    let modules = LifeCircleRegistry.scoped(module) { ScreenController(title: "Module") }
    own.endAppearanceTransition()  // unbalanced: nothing began
    modules.endAppearanceTransition()
    #expect(
      scene.diagnostics.map(\.message) == [
        "unbalanced endAppearanceTransition() on \"Own\" (ScreenController) while disappeared, or a controller it forwards to cannot follow",
        "unbalanced endAppearanceTransition() on \"Module\" (ScreenController) while disappeared, or a controller it forwards to cannot follow",
      ])
    scene.expectDiagnostics([.unbalancedAppearanceTransition, .unbalancedAppearanceTransition])
    #expect(scene.diagnostics.isEmpty)
  }

  /// A refusal is checked by its cause, a value: the same diagnostics match by cause, and a
  /// wrong cause, or a diagnostic of another kind (which has none), fails the check and still
  /// counts as checked.
  @Test func refusalsAreExpectedByCause() throws {
    let scene = TestScene()
    let navigation = scene.show(
      NavigationController(rootController: ScreenController(title: "Home")))
    try navigation.push(scene.make { ScreenController(title: "Detail") }, animated: false)
    let gesture = try navigation.beginInteractivePop()
    gesture.finish()
    gesture.cancel()
    navigation.viewControllers[0].removeFromParent()
    scene.expectDiagnostics(
      causes: [.interactivePopEndedTwice, .removeFromParentRefused(.managedByContainer)])
    gesture.finish()
    withKnownIssue {
      scene.expectDiagnostics(causes: [.interactivePopReleasedWithoutEnd])
    }
    scene.registry.diagnosticHandler(
      Diagnostic(kind: .runawayNavigation, message: "made up for the test"))
    withKnownIssue {
      scene.expectDiagnostics(causes: [])
    }
    #expect(scene.diagnostics.isEmpty)
  }

  @Test func withoutRecordingTheRegistryHoldsNoAction() {
    #expect(TestScene(recordingEvents: false).registry.actions.isEmpty)
    let recording = TestScene()
    #expect(recording.registry.actions.count == 1)
    #expect(recording.registry.actions.first as? RecordingAction === recording.recorder)
  }

  @Test func aTraceMismatchIsReportedAndCleared() {
    let scene = TestScene()
    scene.show(ScreenController(title: "Home"), resettingTrace: false)
    withKnownIssue {
      #expect(scene.expectTrace(["Home.willAppear(false)"]) == false)
    }
    #expect(scene.recorder.trace.isEmpty)
  }

  /// A test that expects the window's first appearance after the default `show` is told why
  /// it saw nothing: the failure names what the reset forgot.
  @Test func aMismatchAfterAResetSaysWhatTheResetForgot() {
    let scene = TestScene()
    scene.show(ScreenController(title: "Home"))
    let comments = Mutex<[String]>([])
    withKnownIssue {
      scene.expectTrace(["Home.willAppear(false)", "Home.didAppear(false)"])
    } matching: { issue in
      comments.withLock { $0 += issue.comments.map(\.rawValue) }
      return true
    }
    #expect(
      comments.withLock { $0 }.contains(
        "show(_:) forgot the 2 events of the window's appearance (Home.willAppear(false)...); pass resettingTrace: false to expect them"
      ))
    // Said once: the next mismatch is about itself only.
    comments.withLock { $0 = [] }
    withKnownIssue {
      scene.expectTrace(["Home.didAppear(false)"])
    } matching: { issue in
      comments.withLock { $0 += issue.comments.map(\.rawValue) }
      return true
    }
    #expect(!comments.withLock { $0 }.contains { $0.hasPrefix("show(_:) forgot") })
  }

  @Test func aFreedSceneHidesItsWindowsAndFreesEverythingInThem() {
    weak var window: Window?
    weak var home: ScreenController?
    let recorder: RecordingAction
    do {
      let scene = TestScene()
      recorder = scene.recorder
      home = scene.show(ScreenController(title: "Home"))
      window = scene.windows.first
      #expect(window?.isVisible == true)
    }
    #expect(recorder.trace == ["Home.willDisappear(false)", "Home.didDisappear(false)"])
    #expect(window == nil)
    #expect(home == nil)
  }

  @Test func hideWindowsHidesEveryWindowOfTheSceneEvenOnesMadeByHand() {
    let scene = TestScene()
    let byHand = scene.make { Window(rootController: ScreenController(title: "ByHand")) }
    byHand.makeKeyAndVisible()
    scene.show(ScreenController(title: "Shown"))
    scene.hideWindows()
    scene.expectTrace([
      "Shown.willDisappear(false)", "Shown.didDisappear(false)",
      "ByHand.willDisappear(false)", "ByHand.didDisappear(false)",
    ])
    #expect(!byHand.isVisible)
  }
}

@MainActor
@Suite struct TestSceneElsewhereTests {
  @Test func aScreenMadeOutsideTheSceneIsReportedOnceWhenItComesOnScreen() throws {
    let scene = TestScene()
    let navigation = scene.show(
      NavigationController(rootController: ScreenController(title: "Home")))
    let stray = ScreenController(title: "Stray")  // not in scene.make
    try navigation.push(stray, animated: false)
    try navigation.pop(animated: false)
    try navigation.push(stray, animated: false)
    #expect(scene.diagnostics.count == 1)
    #expect(
      scene.diagnostics.first?.message.hasPrefix(
        "\"Stray\" (ScreenController) was made outside scene.make and came on screen in this scene")
        == true)
    scene.expectDiagnostics([.controllerFromAnotherRegistry])
    // Its callbacks are missing from the trace: what the diagnostic warns about.
    scene.expectTrace([
      "Home.willDisappear(false)", "Home.didDisappear(false)", "Home.willAppear(false)",
      "Home.didAppear(false)", "Home.willDisappear(false)", "Home.didDisappear(false)",
    ])
  }

  @Test func aFeatureRegistryCollectedByTheSceneIsPartOfIt() throws {
    let scene = TestScene()
    let feature = LifeCircleRegistry()
    scene.collectDiagnostics(of: feature)
    let root = scene.show(ScreenController(title: "Home"))
    try root.present(
      LifeCircleRegistry.scoped(feature) {
        NavigationController(rootController: ScreenController(title: "Module"))
      }, style: .sheet)
    scene.expectDiagnostics([])
  }

  @Test func childrenBuiltInViewDidLoadInTheParentsRegistryAreNotReported() throws {
    let scene = TestScene()
    scene.show(BuildsBanner(title: "Home"), resettingTrace: false)
    scene.expectDiagnostics([])
    // The banner hears the scene's recorder: it is in the scene's registry.
    scene.expectTrace([
      "Home.willAppear(false)", "Banner.willAppear(false)", "Home.didAppear(false)",
      "Banner.didAppear(false)",
    ])
  }
}

/// While a tree delivers, its registry is current: a screen made in a callback joins the scene.
@MainActor
@Suite struct TestSceneCallbackTests {
  @Test func aSplashMakingTheHomeScreenInViewDidAppearKeepsItInTheScene() {
    let scene = TestScene()
    let splash = scene.show(Splash(title: "Splash"), resettingTrace: false)
    scene.expectTrace([
      "Splash.willAppear(false)", "Splash.didAppear(false)",
      "Splash.willDisappear(false)", "Home.willAppear(false)",
      "Home.didAppear(false)", "Splash.didDisappear(false)",
    ])
    #expect(splash.home?.lifeCircleRegistry === scene.registry)
    scene.expectDiagnostics([])
    #expect(LifeCircleRegistry.current === LifeCircleRegistry.shared)
  }

  @Test func aWindowMadeOutsideTheSceneShowingItsScreensIsReportedOnce() throws {
    let scene = TestScene()
    let navigation = scene.make {
      NavigationController(rootController: ScreenController(title: "Feed"))
    }
    let routerWindow = Window(rootController: navigation)  // the router's own, not the scene's
    routerWindow.makeKeyAndVisible()
    defer { routerWindow.hide() }
    try navigation.push(scene.make { ScreenController(title: "Post") }, animated: false)
    #expect(
      scene.diagnostics.map(\.message) == [
        "the window of \"Navigation\" (NavigationController) was made outside scene.make and shows \"Navigation\" (NavigationController) of this scene: its registry, not the scene's, decides the focus of the scene's screens in it, so their focus events and screen views are missing or wrong; make the window inside scene.make { ... } or with scene.showWindow(_:)"
      ])
    scene.expectDiagnostics([.controllerFromAnotherRegistry])
  }

  @Test func aWindowOfACollectedRegistryIsPartOfTheScene() {
    let scene = TestScene()
    let feature = LifeCircleRegistry()
    scene.collectDiagnostics(of: feature)
    let home = scene.make { ScreenController(title: "Home") }
    let window = LifeCircleRegistry.scoped(feature) { Window(rootController: home) }
    window.makeKeyAndVisible()
    window.hide()
    scene.expectDiagnostics([])
  }
}

/// Makes the home screen once it has appeared, in the callback, and presents it.
@MainActor
private final class Splash: ScreenController {
  private(set) var home: ScreenController?

  override func viewDidAppear(_ animated: Bool) {
    guard home == nil else { return }
    let home = ScreenController(title: "Home")
    self.home = home
    try? present(home, animated: false)
  }
}

/// Builds a child in its parent's registry when it loads, as the cure says.
@MainActor
private final class BuildsBanner: ScreenController {
  override func viewDidLoad() {
    try? addChild(
      LifeCircleRegistry.scoped(lifeCircleRegistry) { ScreenController(title: "Banner") })
  }
}

/// A scene freed with diagnostics the test never checked fails the test.
@MainActor
@Suite struct TestSceneUncheckedDiagnosticTests {
  /// The comments of the issues `body` records, each expected as a known issue.
  private func issueComments(of body: () -> Void) -> [String] {
    let comments = Mutex<[String]>([])
    withKnownIssue {
      body()
    } matching: { issue in
      comments.withLock { $0 += issue.comments.map(\.rawValue) }
      return true
    }
    return comments.withLock { $0 }
  }

  /// Makes a scene whose registry reports one unbalanced-transition diagnostic about "Home".
  private func sceneWithOneDiagnostic(allowing: Bool = false) -> TestScene {
    let scene = TestScene(allowingUncheckedDiagnostics: allowing)
    scene.make { ScreenController(title: "Home") }.endAppearanceTransition()
    return scene
  }

  /// The issue's comment for one unbalanced-transition diagnostic about `title`.
  private func comment(for title: String) -> String {
    "TestScene freed with 1 diagnostic never checked (check them with expectDiagnostics, forget them with clear(), or make the scene with allowingUncheckedDiagnostics: true):\n"
      + "- LifeCircle: unbalanced endAppearanceTransition() on \"\(title)\" (ScreenController) while disappeared, or a controller it forwards to cannot follow"
  }

  @Test func aSceneFreedWithAnUncheckedDiagnosticRecordsAnIssueNamingIt() {
    let comments = issueComments {
      _ = sceneWithOneDiagnostic()
    }
    #expect(comments == [comment(for: "Home")])
  }

  @Test func onlyTheDiagnosticsReportedAfterTheLastReadAreUnchecked() {
    let comments = issueComments {
      let scene = sceneWithOneDiagnostic()
      #expect(scene.diagnostics.count == 1)  // reading checks the first
      scene.make { ScreenController(title: "Second") }.endAppearanceTransition()
    }
    #expect(comments == [comment(for: "Second")])
  }

  @Test func checkedClearedReadOrAllowedDiagnosticsRecordNothing() {
    // Each scene is freed at the end of its statement; any issue would fail this test.
    sceneWithOneDiagnostic().expectDiagnostics([.unbalancedAppearanceTransition])
    sceneWithOneDiagnostic().clear()
    _ = sceneWithOneDiagnostic().diagnostics
    _ = sceneWithOneDiagnostic(allowing: true)
    let told = sceneWithOneDiagnostic()
    told.allowsUncheckedDiagnostics = true
  }
}
