import Lifecycle

/// An action that does nothing: the subject of `register`, `attach`, `disable` and friends.
final class ProbeAction: LifeCircleAction {
  let name: String
  init(name: String) { self.name = name }
}

/// The oracle behind `check invariants`: a global action that follows every controller's events
/// with its own copy of the appearance state machine (not the library's), and remembers when
/// each controller's current time on screen began.
@MainActor
final class InvariantChecker: LifeCircleEventObserver {
  private struct Track {
    var state = AppearanceState.disappeared
    /// When the current span on screen began (its first `didAppear` since it last
    /// disappeared); `nil` off screen.
    var onScreenSince: Int?
  }

  private var tracks: [ObjectIdentifier: Track] = [:]
  private var clock = 0
  /// Illegal sequences heard since the last ``takeViolations()``.
  private var violations: [String] = []

  /// DESIGN.md's table, written out again so the library is checked against an independent
  /// copy.
  private static func state(after event: LifecycleEvent, from state: AppearanceState)
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

  func hostController(
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
  func expectedState(of controller: ScreenController) -> AppearanceState {
    tracks[ObjectIdentifier(controller)]?.state ?? .disappeared
  }

  /// `controllers` that are on screen, ordered by when their current span began.
  func appearanceOrder(of controllers: [ScreenController]) -> [ScreenController] {
    controllers.compactMap { controller in
      tracks[ObjectIdentifier(controller)]?.onScreenSince.map { (controller, $0) }
    }.sorted { $0.1 < $1.1 }.map(\.0)
  }

  /// The violations heard so far, forgetting them.
  func takeViolations() -> [String] {
    defer { violations.removeAll() }
    return violations
  }
}
