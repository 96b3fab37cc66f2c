import Lifecycle
import SimAppKit

/// The declared actions' histories: each event a probe hears, checked against what it heard
/// before (see ``ProbeChecker``).
extension InvariantObserver {
  package func action(
    _ probe: ProbeAction, heard event: LifecycleEvent, of controller: ScreenController
  ) {
    probeChecker(of: probe).hear(
      event, of: controller, hearsTwice: hearsTwice(controller, probe))
  }

  /// Whether `controller` hears `probe` twice per event (see
  /// ``ScenarioRunner/hearsTwice(_:_:answers:)``), from the answers kept.
  package func hearsTwice(_ controller: ScreenController, _ probe: ProbeAction) -> Bool {
    runner.hearsTwice(controller, probe, answers: &hearsTwiceAnswers)
  }

  /// Unless `registry` holds `probe` already, `probe` must hear a replay on the screens shown of
  /// that registry that did not opt out.
  package func willRegisterReplaying(_ probe: ProbeAction, in registry: LifeCircleRegistry) {
    guard !registry.actions.contains(where: { $0 === probe }) else { return }
    probeChecker(of: probe).expectReplay(
      on: runner.onScreenInWindows().filter {
        runner.registry(of: $0) === registry && !$0.isGlobalActionDisabled(probe)
      })
  }

  /// Unless `host` holds `probe` already, `probe` must hear a replay on `host`.
  package func willAttachReplaying(_ probe: ProbeAction, to host: ScreenController) {
    guard !host.lifeCircleActions.contains(where: { $0 === probe }) else { return }
    probeChecker(of: probe).expectReplay(on: [host])
  }

  package func actionForgets(_ probe: ProbeAction) {
    probeChecker(of: probe).forget()
  }

  /// What `probe` heard (made on its first use).
  package func probeChecker(of probe: ProbeAction) -> ProbeChecker {
    let id = ObjectIdentifier(probe)
    if let found = probeCheckers[id] { return found }
    let made = ProbeChecker(name: probe.name)
    probeCheckers[id] = made
    return made
  }
}
