/// The appearance state machine of one controller, as a value that decides.
///
/// It knows the legal moves of the table in the "One event, one controller" article and remembers what the current appearance
/// cycle went through (whether it reached `appeared` before a disappearance began), so replay can
/// name exactly the events that happened. The owner asks it to
/// ``receive(_:animated:isViewLoaded:forwardsAutomatically:)`` an event and performs the returned
/// ``Decision``, which says what to do, in order (load the view, fix the actions, call the hook
/// and the actions, forward to the children), or to refuse; the legality check happens there,
/// once per event.
package struct AppearanceStateMachine: Sendable, Equatable {
  /// Where the controller stands, with what the owner needs to know about the cycle.
  package enum State: Sendable, Equatable {
    /// Off screen: the cycle is over (or never began).
    case disappeared
    /// `willAppear` arrived (first, or after a cancelled disappearance).
    case appearing
    /// `didAppear` was the last event.
    case appeared
    /// `willDisappear` arrived; `reachedAppeared` says whether the cycle got to `appeared`
    /// first (false after an appearance cancelled half-way).
    case disappearing(reachedAppeared: Bool)

    /// The public face of the state, without what the cycle went through.
    package var appearanceState: AppearanceState {
      switch self {
      case .disappeared: .disappeared
      case .appearing: .appearing
      case .appeared: .appeared
      case .disappearing: .disappearing
      }
    }
  }

  /// What the owner does with an event the machine accepted, in this order: load the view if
  /// ``loadsView``; fix the actions that hear the event (the mutation rule holds from here); call
  /// the own hook, then the actions; then, if ``forwardsToChildren``, pass the event on to the
  /// visible children found after the load.
  package struct Delivery: Sendable, Equatable {
    /// Run `viewDidLoad` first: a `willAppear` reached a controller whose view is not loaded.
    package var loadsView: Bool
    /// Pass the event on to the visible children afterwards: the controller forwards
    /// automatically and may have children.
    package var forwardsToChildren: Bool

    /// A delivery that loads the view or not, and forwards or not.
    package init(loadsView: Bool, forwardsToChildren: Bool) {
      (self.loadsView, self.forwardsToChildren) = (loadsView, forwardsToChildren)
    }

    /// The event alone: no view to load, no children (a placeholder's move).
    package static let eventOnly = Delivery(loadsView: false, forwardsToChildren: false)
  }

  /// What the owner must do with an event.
  package enum Decision: Sendable, Equatable {
    /// Legal: the state moved; do what the delivery says.
    case deliver(Delivery)
    /// Illegal in `state`: deliver nothing, report it.
    case refuse(state: AppearanceState)
  }

  /// The current state; ``State/disappeared`` for a new controller.
  package private(set) var state: State = .disappeared

  /// The `animated` value of the latest event delivered through
  /// ``receive(_:animated:)``: what replay and the end of a manual transition pass on.
  package private(set) var lastAnimated = false

  package init() {}

  /// The public face of ``state``.
  package var appearanceState: AppearanceState { state.appearanceState }

  /// The state `event` leads to from `state`, or `nil` when the event is illegal there.
  package static func state(after event: LifecycleEvent, from state: State) -> State? {
    switch (state, event) {
    case (.disappeared, .willAppear): .appearing
    case (.appearing, .didAppear): .appeared
    case (.appearing, .willDisappear): .disappearing(reachedAppeared: false)  // cancelled appear
    case (.appeared, .willDisappear): .disappearing(reachedAppeared: true)
    case (.disappearing, .willAppear): .appearing  // a disappearance cancelled half-way
    case (.disappearing, .didDisappear): .disappeared
    default: nil
    }
  }

  /// The public table: the state `event` leads to from `state`, or `nil` when illegal.
  package static func state(after event: LifecycleEvent, from state: AppearanceState)
    -> AppearanceState?
  {
    let full: State =
      switch state {
      case .disappeared: .disappeared
      case .appearing: .appearing
      case .appeared: .appeared
      case .disappearing: .disappearing(reachedAppeared: true)
      }
    return Self.state(after: event, from: full)?.appearanceState
  }

  /// Whether `event` is legal now. Used to validate a manual call before anything runs.
  package func accepts(_ event: LifecycleEvent) -> Bool {
    Self.state(after: event, from: state) != nil
  }

  /// Decides on `event` for an owner with no view and no children (a placeholder): moves the
  /// state and answers ``Delivery/eventOnly`` when legal; answers ``Decision/refuse(state:)``
  /// and changes nothing when not.
  package mutating func receive(_ event: LifecycleEvent) -> Decision {
    guard let next = Self.state(after: event, from: state) else {
      return .refuse(state: appearanceState)
    }
    state = next
    return .deliver(.eventOnly)
  }

  /// Decides on `event` for a controller: when legal, moves the state, remembers `animated`, and
  /// answers what to do: load the view on a `willAppear` that finds it not loaded, forward to the
  /// children when the controller `forwardsAutomatically` (the owner may answer `false` when it
  /// is loaded and has no children: nothing could be forwarded). When illegal, answers
  /// ``Decision/refuse(state:)`` and changes nothing.
  package mutating func receive(
    _ event: LifecycleEvent, animated: Bool, isViewLoaded: Bool, forwardsAutomatically: Bool
  ) -> Decision {
    guard let next = Self.state(after: event, from: state) else {
      return .refuse(state: appearanceState)
    }
    state = next
    lastAnimated = animated
    return .deliver(
      Delivery(
        loadsView: event == .willAppear && !isViewLoaded,
        forwardsToChildren: forwardsAutomatically))
  }

  /// The events of the current cycle that bring an observer from `disappeared` to this state,
  /// in order, each once, and only events that happened: what replay delivers.
  package var eventsOfCurrentCycle: [LifecycleEvent] {
    switch state {
    case .disappeared: []
    case .appearing: [.willAppear]
    case .appeared: [.willAppear, .didAppear]
    case .disappearing(reachedAppeared: true): [.willAppear, .didAppear, .willDisappear]
    case .disappearing(reachedAppeared: false): [.willAppear, .willDisappear]
    }
  }

  /// The event that completes the transition under way: `didAppear` while appearing,
  /// `didDisappear` while disappearing, `nil` when no transition is under way. What
  /// ``ScreenController/endAppearanceTransition()`` delivers.
  package var completingEvent: LifecycleEvent? {
    switch state {
    case .appearing: .didAppear
    case .disappearing: .didDisappear
    case .disappeared, .appeared: nil
    }
  }

  /// The legal events that bring a controller from `state` to `target`, in order, each legal
  /// in its turn (an appearance under way is cancelled by `willDisappear`, a disappearance by
  /// `willAppear`); empty when `state` is `target`, or when no event leads there (nothing
  /// leads back to `appearing` from `appeared`, say).
  package static func path(from state: AppearanceState, to target: AppearanceState)
    -> [LifecycleEvent]
  {
    // Derived from the one table above: step toward the target's side, each step legal.
    let towardAppearance = target == .appearing || target == .appeared
    var events: [LifecycleEvent] = []
    var current = state
    while current != target {
      let event: LifecycleEvent =
        towardAppearance
        ? (current == .appearing ? .didAppear : .willAppear)
        : (current == .disappearing ? .didDisappear : .willDisappear)
      guard let next = Self.state(after: event, from: current), events.count < 2 else {
        return []
      }
      events.append(event)
      current = next
    }
    return events
  }
}
