import Actions
import LifeCircleTesting
import Lifecycle

extension TestScene {
  /// A plain screen in this scene.
  func screen(_ title: String) -> ScreenController { make { ScreenController(title: title) } }

  /// A navigation controller in this scene.
  func navigation(_ root: ScreenController, title: String = "Nav") -> NavigationController {
    make { NavigationController(rootController: root, title: title) }
  }
}
