import Actions
import Lifecycle

/// A window whose root has eight counting actions, half global and half its own; one cycle shows
/// and hides the window: four events, each through the whole engine (the window's coordinator,
/// the transition, the subtree walk, the dispatch). With `screenViews`, a ninth global action,
/// a `ScreenViewAction` whose sink drops its views, listens for focus: each cycle then delivers
/// a focus gain and a focus loss too.
@MainActor
struct WindowWorkload {
  let window: Window

  init(actions count: Int = 8, screenViews: Bool = false) {
    let registry = LifeCircleRegistry()
    registry.diagnosticHandler = { fatalError("benchmark misuse: \($0)") }
    window = LifeCircleRegistry.scoped(registry) {
      let root = ScreenController(title: "Root")
      for index in 0..<count {
        if index < (count + 1) / 2 {
          registry.register(CountingAction())
        } else {
          root.registerLifeCircleAction(CountingAction())
        }
      }
      if screenViews { registry.register(ScreenViewAction(sink: { _ in })) }
      return Window(rootController: root)
    }
  }

  /// `cycles` show+hide cycles: 4 events each.
  func run(cycles: Int) {
    for _ in 0..<cycles {
      window.makeKeyAndVisible()
      window.hide()
    }
  }
}
