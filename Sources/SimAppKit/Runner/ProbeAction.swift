import Lifecycle

/// Where an observer believes a controller stands in its appearance cycle: the appearance table of Lifecycle's "One event, one controller" article,
/// written out again (independently of the library's state machine), plus whether a
/// disappearance began from `appeared` or cancelled an appearance, which is what tells replay
/// whether a `didAppear` happened.
package enum CycleBelief: Sendable, Equatable, CustomStringConvertible {
  case disappeared
  case appearing
  case appeared
  /// `reachedAppeared` is `nil` when the observer did not hear the cycle's start.
  case disappearing(reachedAppeared: Bool?)

  /// The belief after `event`, or `nil` when the event is illegal there.
  package func after(_ event: LifecycleEvent) -> CycleBelief? {
    switch (self, event) {
    case (.disappeared, .willAppear), (.disappearing, .willAppear): .appearing
    case (.appearing, .didAppear): .appeared
    case (.appearing, .willDisappear): .disappearing(reachedAppeared: false)
    case (.appeared, .willDisappear): .disappearing(reachedAppeared: true)
    case (.disappearing, .didDisappear): .disappeared
    default: nil
    }
  }

  /// What an observer that hears `event` first knows afterwards.
  package init(firstHearing event: LifecycleEvent) {
    switch event {
    case .willAppear: self = .appearing
    case .didAppear: self = .appeared
    case .willDisappear: self = .disappearing(reachedAppeared: nil)
    case .didDisappear: self = .disappeared
    }
  }

  /// The public state.
  package var state: AppearanceState {
    switch self {
    case .disappeared: .disappeared
    case .appearing: .appearing
    case .appeared: .appeared
    case .disappearing: .disappearing
    }
  }

  /// Whether `truth` (a full history) could be what this belief describes.
  package func agrees(with truth: CycleBelief) -> Bool {
    switch (self, truth) {
    case (.disappearing(nil), .disappearing): true
    default: self == truth
    }
  }

  package var description: String {
    switch self {
    case .disappearing(reachedAppeared: false): "disappearing (appearance cancelled)"
    default: "\(state)"
    }
  }
}

/// The subject of `register`, `attach`, `disable` and friends: an action that checks what it
/// hears. Each (action, controller) pair has its own history: from the first event it hears
/// from a controller on (or from `disappeared` when it was registered with replay, since replay
/// must bring it up to date from nothing), every event must be legal for what it heard before:
/// no event twice, none out of order, no `didAppear` a cancelled appearance never had.
@MainActor
package final class ProbeAction: LifeCircleEventObserver {
  package let name: String
  /// What this action has heard of each controller; absent until it hears one.
  private var heard: [ObjectIdentifier: (title: String, belief: CycleBelief)] = [:]
  /// Illegal sequences heard since the last ``takeViolations()``.
  private var violations: [String] = []
  /// Everything heard since the last ``startStep()``, as `Title.event(animated)` lines.
  package var stepLog: [String] { Self.lines(of: stepEvents) }
  /// What ``stepLog`` lists, kept unformatted: most steps never read it.
  private var stepEvents: [HeardEvent] = []

  /// A callback heard: the controller's title, the event and whether it was animated.
  package typealias HeardEvent = (title: String, event: LifecycleEvent, animated: Bool)

  /// `events` as the lines traces and reports list them, `Title.event(animated)`.
  static func lines(of events: [HeardEvent]) -> [String] {
    events.map { "\($0.title).\($0.event.name)(\($0.animated))" }
  }

  /// Whether `controller` hears this action twice per event (registered both globally and on
  /// it, a documented choice): then its sequence is not checked.
  package var hearsTwice: (ScreenController) -> Bool = { _ in false }

  package init(name: String) { self.name = name }

  package func hostController(
    _ controller: ScreenController, didReceive event: LifecycleEvent, animated: Bool
  ) {
    let title = controller.title
    stepEvents.append((title, event, animated))
    let key = ObjectIdentifier(controller)
    if hearsTwice(controller) {
      heard[key] = nil
      return
    }
    // One lookup, then the entry is changed in place.
    guard let index = heard.index(forKey: key) else {
      // The first event heard: whatever came before it was missed.
      heard[key] = (title, CycleBelief(firstHearing: event))
      return
    }
    let before = heard.values[index].belief
    guard let next = before.after(event) else {
      violations.append("action \(name) heard \(title).\(event.name) while \(before)")
      return
    }
    heard.values[index].belief = next
  }

  /// Starts the log of a new step.
  package func startStep() { stepEvents.removeAll(keepingCapacity: true) }

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
