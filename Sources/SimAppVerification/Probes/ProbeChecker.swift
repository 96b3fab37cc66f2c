import Lifecycle
import SimAppKit

/// What a declared action (a ``ProbeAction``) must have heard: each (action, controller) pair
/// has its own history. From the first event it hears from a controller on (or from
/// `disappeared` when it was registered with replay, since replay must bring it up to date from
/// nothing), every event must be legal for what it heard before: no event twice, none out of
/// order, no `didAppear` a cancelled appearance never had.
@MainActor
package final class ProbeChecker {
  package let name: String
  /// What this action has heard of each controller; absent until it hears one.
  private var heard: [ObjectIdentifier: (title: String, belief: CycleBelief)] = [:]
  /// Illegal sequences heard since the last ``takeViolations()``.
  private var violations: [String] = []

  /// A checker of the action `name`, which has heard nothing.
  package init(name: String) { self.name = name }

  /// Follows `event` of `controller`; `hearsTwice` when `controller` hears this action twice per
  /// event (registered both globally and on it, a documented choice): then its sequence is not
  /// checked.
  package func hear(_ event: LifecycleEvent, of controller: ScreenController, hearsTwice: Bool) {
    let key = ObjectIdentifier(controller)
    if hearsTwice {
      heard[key] = nil
      return
    }
    // One lookup, then the entry is changed in place.
    guard let index = heard.index(forKey: key) else {
      // The first event heard: whatever came before it was missed.
      heard[key] = (controller.title, CycleBelief(firstHearing: event))
      return
    }
    let before = heard.values[index].belief
    guard let next = before.after(event) else {
      violations.append("action \(name) heard \(controller.title).\(event.name) while \(before)")
      return
    }
    heard.values[index].belief = next
  }

  /// Forgets what it heard: it may now miss events (detached, opted out, unregistered).
  package func forget() {
    heard.removeAll()
  }

  /// About to be registered with replay on `controllers`: it has heard nothing of them, so the
  /// replay must bring it from `disappeared` to where each stands.
  package func expectReplay(on controllers: [ScreenController]) {
    for controller in controllers {
      heard[ObjectIdentifier(controller)] = (controller.title, .disappeared)
    }
  }

  /// Controllers whose point in the cycle this action believes differs from `truth`'s (the
  /// checker's, which is itself checked against each controller's state), of those it heard,
  /// sorted.
  package func disagreements(truth: (ObjectIdentifier) -> CycleBelief) -> [String] {
    var found: [String] = []
    for (key, entry) in heard {
      let actual = truth(key)
      if entry.belief.agrees(with: actual) { continue }
      found.append("action \(name) believes \(entry.title) is \(entry.belief), but it is \(actual)")
    }
    return found.sorted()
  }

  /// The violations heard so far, forgetting them.
  package func takeViolations() -> [String] {
    defer { violations.removeAll() }
    return violations
  }
}
