/// An action that must know when it may have stopped hearing a controller: removed from a
/// controller or a registry, or opted out of by a controller. A package hook, so the `Actions`
/// module's task action can cancel the work it runs for controllers it no longer hears.
///
/// Only removal paths look for it (one dynamic cast per removal): the dispatch of an event never
/// does.
@MainActor
package protocol RegistrationObserving: LifeCircleAction {
  /// Called after this action was removed from a controller or a registry, or a controller opted
  /// out of it. The action asks ``ScreenController/hears(_:)`` of each controller it cares about.
  func registrationsDidShrink()
}

extension ScreenController {
  /// Whether `action` is one of this controller's own actions, or a global action of its
  /// registry it has not opted out of: whether it hears this controller's next event.
  package func hears(_ action: any LifeCircleAction) -> Bool {
    ownActions.contains(action)
      || (registry.globalActions.contains(action) && !globalOptOuts.contains(action))
  }
}

/// Tells `action` its registrations shrank, if it wants to know.
@MainActor
func notifyRegistrationsShrank(_ action: any LifeCircleAction) {
  (action as? any RegistrationObserving)?.registrationsDidShrink()
}
