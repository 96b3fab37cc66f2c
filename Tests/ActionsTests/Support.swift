import Actions
import Lifecycle

/// One test's world: a scoped registry (so global actions are not shared with parallel tests),
/// the windows it showed (kept alive as an app keeps its windows) and the diagnostics.
@MainActor
final class Scene {
  let registry = LifeCircleRegistry()
  private var windows: [Window] = []
  private(set) var diagnostics: [Diagnostic] = []

  init() {
    registry.diagnosticHandler = { [weak self] in self?.diagnostics.append($0) }
  }

  /// Runs `body` with this scene's registry current.
  func make<T>(_ body: () throws -> T) rethrows -> T {
    try LifeCircleRegistry.scoped(registry, body)
  }

  /// A plain screen in this scene.
  func screen(_ title: String) -> ScreenController { make { ScreenController(title: title) } }

  /// A navigation controller in this scene.
  func navigation(_ root: ScreenController, title: String = "Nav") -> NavigationController {
    make { NavigationController(rootController: root, title: title) }
  }

  /// A window around `root`, shown.
  @discardableResult
  func show(_ root: ScreenController) -> Window {
    let window = make { Window(rootController: root) }
    window.makeKeyAndVisible()
    windows.append(window)
    return window
  }
}
