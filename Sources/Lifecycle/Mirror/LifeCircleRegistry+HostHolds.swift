extension LifeCircleRegistry {
  /// Holds this registry's focus decisions until the matching ``releaseFocusDecisions()``: for
  /// a host whose own turn is not over when it delivers an event (UIKit runs the rest of an
  /// override, and what the app does there, after the event reaches the model).
  ///
  /// Focus is decided as for a gesture in flight: what changes meanwhile waits, and is decided
  /// once, from the tree as it is then, when the last hold is released. So a screen that
  /// appears and is replaced within one turn of the host (a splash that redirects from its
  /// `viewDidAppear`) never gains focus. Holds nest: each needs its own release.
  public func holdFocusDecisions() {
    focusState.hostHolds += 1
  }

  /// Releases one hold taken with ``holdFocusDecisions()``. When none is left, focus is
  /// decided (before this returns, outside every callback). A release without a hold is
  /// refused with a ``Diagnostic`` and changes nothing.
  public func releaseFocusDecisions() {
    guard focusState.hostHolds > 0 else {
      return report(
        Diagnostic(
          kind: .refusedOperation,
          message: "releaseFocusDecisions() refused: no hold was taken",
          cause: .focusReleaseWithoutHold))
    }
    focusState.hostHolds -= 1
    guard focusState.hostHolds == 0 else { return }
    setNeedsFocusDecision()
    TreeEngine.settleFocusIfAtTopLevel()
  }

  /// A hosted transition of a screen of this registry closed (or its screen was freed with it
  /// open): focus is owed a decision, made once nothing else holds it.
  func hostedTransitionClosed() {
    focusState.openHostedTransitions -= 1
    setNeedsFocusDecision()
  }

  /// Whether a host holds this registry's focus decisions now.
  public var focusDecisionsAreHeld: Bool { focusState.hostHolds > 0 }
}
