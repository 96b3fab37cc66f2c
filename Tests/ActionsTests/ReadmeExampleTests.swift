import Actions
import LifeCircleTesting
import Lifecycle
import Testing

/// Runs README.md's example, line for line, in a scoped registry, so the README stays true.
@MainActor
@Suite struct ReadmeExampleTests {
  @Test func theReadmeExampleWorksAsDescribed() {
    let scene = Scene()
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

  /// README.md's testing example, line for line.
  @Test @MainActor func pushShowsDetail() throws {
    let registry = LifeCircleRegistry()
    let recorder = RecordingAction()
    registry.register(recorder)
    let (navigation, window) = LifeCircleRegistry.scoped(registry) {
      let navigation = NavigationController(rootController: ScreenController(title: "Home"))
      return (navigation, Window(rootController: navigation))
    }
    window.makeKeyAndVisible()
    recorder.reset()
    try navigation.push(LifeCircleRegistry.scoped(registry) { ScreenController(title: "Detail") })
    expectTrace(
      recorder,
      [
        "Home.willDisappear(true)", "Detail.willAppear(true)",
        "Home.didDisappear(true)", "Detail.didAppear(true)",
      ])
  }
}
