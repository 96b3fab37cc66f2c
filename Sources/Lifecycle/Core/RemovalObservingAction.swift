/// An action that hears when it stops applying to controllers: removed from a controller or a
/// registry, or opted out of by a controller. For actions that keep something shown per host
/// (the empty state's placeholder), so nothing stays appeared without its action.
///
/// Package-level: the library's own actions adopt it; users' actions see removal through their
/// own code.
@MainActor
package protocol RemovalObservingAction: LifeCircleAction {
  /// The action no longer applies to the controllers of `scope`. Called after the removal, once
  /// per removal that changed something.
  func actionStoppedApplying(to scope: ActionRemovalScope)
}

/// Which controllers an action stopped applying to.
@MainActor
package enum ActionRemovalScope {
  /// One controller: removed from its own actions, or the controller opted out of it.
  case controller(ScreenController)
  /// Every controller of a registry: removed from its global actions.
  case registry(LifeCircleRegistry)
}
