import Lifecycle
import SimAppKit

/// What ``ScenarioRunner/hearsTwice(_:_:answers:)`` answered since a registration last changed, by
/// identity: the observer asks it of the controller of every event a probe hears, and the answer moves
/// only when a registration does (see ``LifeCircleRegistry/registrationsVersion``).
struct HearsTwiceAnswers {
  /// The versions of the runner's two registries the answers hold for.
  var versions: (UInt64, UInt64) = (0, 0)
  /// The answers, in the order they were first asked (a few dozen at most: a scan is cheaper
  /// than hashing).
  var answers: [(controller: ObjectIdentifier, probe: ObjectIdentifier, hearsTwice: Bool)] = []

  /// The answer for `controller` and `probe`, if known.
  func answer(_ controller: ObjectIdentifier, _ probe: ObjectIdentifier) -> Bool? {
    for entry in answers where entry.controller == controller && entry.probe == probe {
      return entry.hearsTwice
    }
    return nil
  }
}

extension ScenarioRunner {
  /// Whether `controller` hears `probe` twice per event: it holds the probe, its registry holds
  /// it too, and it does not opt out of it. Asked of the library once per controller and probe
  /// while no registration changes (the answers kept in `answers`).
  func hearsTwice(
    _ controller: ScreenController, _ probe: ProbeAction, answers: inout HearsTwiceAnswers
  ) -> Bool {
    let versions = (registry.registrationsVersion, moduleRegistry.registrationsVersion)
    if versions != answers.versions {
      answers = HearsTwiceAnswers(versions: versions)
    }
    let controllerID = ObjectIdentifier(controller)
    let probeID = ObjectIdentifier(probe)
    if let known = answers.answer(controllerID, probeID) { return known }
    let answer =
      controller.holdsLifeCircleAction(probe) && registry(of: controller).holds(probe)
      && !controller.isGlobalActionDisabled(probe)
    answers.answers.append((controllerID, probeID, answer))
    return answer
  }
}
