import Lifecycle
import SimAppKit

/// What the checks read of the world the runner drives: registries, the screens on screen in
/// its windows, and the work queued behind held trees.
extension ScenarioRunner {
  /// The registry `controller` was created in: ``moduleRegistry`` for a `module` screen.
  package func registry(of controller: ScreenController) -> LifeCircleRegistry {
    controller.lifeCircleRegistry
  }

  /// Every controller on screen in a live window: the members of its presentation chain that
  /// are not `disappeared`, and their children that are not, recursively. What a late global
  /// registration with replay must bring up to date. (A screen shown by hand below an ancestor
  /// that is off screen is not on screen in the window, and is not replayed to.)
  package func onScreenInWindows() -> [ScreenController] {
    var found: [ScreenController] = []
    func walk(_ controller: ScreenController) {
      guard controller.appearanceState != .disappeared else { return }
      found.append(controller)
      controller.children.forEach(walk)
    }
    for window in liveWindows {
      var member: ScreenController? = window.rootController
      var seen = Set<ObjectIdentifier>()
      while let current = member, seen.insert(ObjectIdentifier(current)).inserted {
        walk(current)
        member = current.presentedController
      }
    }
    return found
  }

  /// Forgets the windows named by queued work (``InvariantObserver/windowsNamedByQueuedWork``)
  /// once no tree is held: no queue waits then, so the work has run and holds nothing.
  func forgetWorkThatRan(in world: WorldTable) {
    if gestures.isEmpty && !world.isAnyControllerHalfway {
      invariantObserver?.windowsNamedByQueuedWork.removeAll()
    }
  }
}

extension WorldTable {
  /// Whether a controller is half-way through a transition (appearing or disappearing).
  package var isAnyControllerHalfway: Bool {
    for state in states where state == .appearing || state == .disappearing { return true }
    return false
  }
}
