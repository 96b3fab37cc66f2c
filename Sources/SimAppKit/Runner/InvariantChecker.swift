import Lifecycle

/// The subject of `register`, `attach`, `disable` and friends: an action that checks what it
/// hears. From the first event it hears from a controller on (or after a step that may make it
/// miss events resets it), every event must be legal for what it heard before: no event twice,
/// none out of order, replay included.
@MainActor
package final class ProbeAction: LifeCircleEventObserver {
  package let name: String
  /// What this action has heard of each controller; absent until it hears one.
  private var heard: [ObjectIdentifier: (title: String, state: AppearanceState)] = [:]
  /// Illegal sequences heard since the last ``takeViolations()``.
  private var violations: [String] = []

  /// Whether `controller` hears this action twice per event (registered both globally and on
  /// it, a documented choice): then its sequence is not checked.
  package var hearsTwice: (ScreenController) -> Bool = { _ in false }

  package init(name: String) { self.name = name }

  package func hostController(
    _ controller: ScreenController, didReceive event: LifecycleEvent, animated: Bool
  ) {
    let key = ObjectIdentifier(controller)
    if hearsTwice(controller) {
      heard[key] = nil
      return
    }
    if let before = heard[key]?.state {
      guard let next = InvariantChecker.state(after: event, from: before) else {
        violations.append("action \(name) heard \(controller.title).\(event.name) while \(before)")
        return
      }
      heard[key] = (controller.title, next)
    } else {
      // The first event heard: whatever came before it was missed.
      let state: AppearanceState =
        switch event {
        case .willAppear: .appearing
        case .didAppear: .appeared
        case .willDisappear: .disappearing
        case .didDisappear: .disappeared
        }
      heard[key] = (controller.title, state)
    }
  }

  /// Forgets what it heard: it may now miss events (detached, opted out, unregistered).
  package func forget() {
    heard.removeAll()
  }

  /// Controllers whose state this action believes differs from the state they are in.
  package func disagreements(with controllers: [ScreenController]) -> [String] {
    controllers.compactMap { controller in
      guard let belief = heard[ObjectIdentifier(controller)]?.state,
        belief != controller.appearanceState
      else { return nil }
      return
        "action \(name) believes \(controller.title) is \(belief), but it is \(controller.appearanceState)"
    }
  }

  /// The violations heard so far, forgetting them.
  package func takeViolations() -> [String] {
    defer { violations.removeAll() }
    return violations
  }
}

/// The oracle behind `check invariants`: a global action that follows every controller's events
/// with its own copy of the appearance state machine (not the library's), and remembers when
/// each controller's current time on screen began.
@MainActor
package final class InvariantChecker: LifeCircleEventObserver {
  /// A checker that has heard nothing yet.
  package init() {}

  private struct Track {
    var state = AppearanceState.disappeared
    /// When the current span on screen began (its first `didAppear` since it last
    /// disappeared); `nil` off screen.
    package var onScreenSince: Int?
  }

  private var tracks: [ObjectIdentifier: Track] = [:]
  private var clock = 0
  /// Illegal sequences heard since the last ``takeViolations()``.
  private var violations: [String] = []

  /// DESIGN.md's table, written out again so the library is checked against an independent
  /// copy.
  package static func state(after event: LifecycleEvent, from state: AppearanceState)
    -> AppearanceState?
  {
    switch (state, event) {
    case (.disappeared, .willAppear), (.disappearing, .willAppear): .appearing
    case (.appearing, .didAppear): .appeared
    case (.appearing, .willDisappear), (.appeared, .willDisappear): .disappearing
    case (.disappearing, .didDisappear): .disappeared
    default: nil
    }
  }

  package func hostController(
    _ controller: ScreenController, didReceive event: LifecycleEvent, animated: Bool
  ) {
    clock += 1
    var track = tracks[ObjectIdentifier(controller)] ?? Track()
    if let next = Self.state(after: event, from: track.state) {
      track.state = next
    } else {
      violations.append("\(controller.title) heard \(event.name) while \(track.state)")
    }
    switch event {
    case .didAppear where track.onScreenSince == nil: track.onScreenSince = clock
    case .didDisappear: track.onScreenSince = nil
    default: break
    }
    tracks[ObjectIdentifier(controller)] = track
  }

  /// The state `controller` should be in after the events heard.
  package func expectedState(of controller: ScreenController) -> AppearanceState {
    tracks[ObjectIdentifier(controller)]?.state ?? .disappeared
  }

  /// `controllers` that are on screen, ordered by when their current span began.
  package func appearanceOrder(of controllers: [ScreenController]) -> [ScreenController] {
    controllers.compactMap { controller in
      tracks[ObjectIdentifier(controller)]?.onScreenSince.map { (controller, $0) }
    }.sorted { $0.1 < $1.1 }.map(\.0)
  }

  /// The violations heard so far, forgetting them.
  package func takeViolations() -> [String] {
    defer { violations.removeAll() }
    return violations
  }
}
