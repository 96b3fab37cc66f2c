/// The appearance state machine of one controller, as a value.
///
/// It knows the legal moves of DESIGN.md's table and nothing else: the owner asks it to
/// ``receive(_:)`` an event and acts on the answer. Illegal events leave it unchanged.
struct AppearanceStateMachine: Sendable, Equatable {
  /// The current state; ``AppearanceState/disappeared`` for a new controller.
  private(set) var state: AppearanceState = .disappeared

  /// The state `event` leads to from `state`, or `nil` when the event is illegal there.
  static func state(after event: LifecycleEvent, from state: AppearanceState) -> AppearanceState? {
    switch (state, event) {
    case (.disappeared, .willAppear): .appearing
    case (.appearing, .didAppear): .appeared
    case (.appearing, .willDisappear): .disappearing  // an appearance cancelled half-way
    case (.appeared, .willDisappear): .disappearing
    case (.disappearing, .willAppear): .appearing  // a disappearance cancelled half-way
    case (.disappearing, .didDisappear): .disappeared
    default: nil
    }
  }

  /// Whether `event` is legal in the current state.
  func accepts(_ event: LifecycleEvent) -> Bool {
    Self.state(after: event, from: state) != nil
  }

  /// Moves to the state `event` leads to.
  ///
  /// - Returns: `true` when the event was legal and the state moved; `false` when it was
  ///   illegal and nothing changed.
  mutating func receive(_ event: LifecycleEvent) -> Bool {
    guard let next = Self.state(after: event, from: state) else { return false }
    state = next
    return true
  }
}
