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

  package func willRegisterReplaying(_ probe: ProbeAction, in registry: LifeCircleRegistry) {
    probeChecker(of: probe).expectReplay(
      on: runner.onScreenInWindows().filter {
        runner.registry(of: $0) === registry && !$0.isGlobalActionDisabled(probe)
      })
  }

  package func willAttachReplaying(_ probe: ProbeAction, to host: ScreenController) {
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
