import Lifecycle

/// The appearance cycle as UIKit allows it, written out again from its rules (the table of
/// legal moves in Lifecycle's "One event, one controller" article) and not from the library's
/// `AppearanceStateMachine`, so that a check built on it and the library can disagree.
///
/// | from \ event | willAppear | didAppear | willDisappear | didDisappear |
/// |---|---|---|---|---|
/// | disappeared | appearing | - | - | - |
/// | appearing | - | appeared | disappearing (appearance cancelled) | - |
/// | appeared | - | - | disappearing | - |
/// | disappearing | appearing (disappearance cancelled) | - | - | disappeared |
///
/// The two reversals (a "will" answering a "will") are legal: an interactive pop that is
/// cancelled, or a disappearance taken back before it ended.
package enum ReferenceAppearance {
  /// The four states, in the order of a cycle.
  package static let states: [AppearanceState] = [
    .disappeared, .appearing, .appeared, .disappearing,
  ]

  /// One row of the table: where each event leads from one state, `nil` where it is illegal.
  private struct Row {
    var willAppear: AppearanceState?
    var didAppear: AppearanceState?
    var willDisappear: AppearanceState?
    var didDisappear: AppearanceState?
  }

  /// The row of `state`, as the table above reads.
  private static func row(of state: AppearanceState) -> Row {
    switch state {
    case .disappeared: Row(willAppear: .appearing)
    case .appearing: Row(didAppear: .appeared, willDisappear: .disappearing)
    case .appeared: Row(willDisappear: .disappearing)
    case .disappearing: Row(willAppear: .appearing, didDisappear: .disappeared)
    }
  }

  /// The state `event` leads to from `state`, or `nil` when UIKit never sends `event` there.
  ///
  /// - Parameters:
  ///   - event: The event heard.
  ///   - state: The state before it.
  /// - Returns: The state after it, `nil` when it is illegal.
  package static func state(after event: LifecycleEvent, from state: AppearanceState)
    -> AppearanceState?
  {
    let row = row(of: state)
    switch event {
    case .willAppear: return row.willAppear
    case .didAppear: return row.didAppear
    case .willDisappear: return row.willDisappear
    case .didDisappear: return row.didDisappear
    }
  }

  /// Whether `event` from `state` is legal and takes back the half-done move: `willDisappear`
  /// while appearing, `willAppear` while disappearing.
  package static func isReversal(_ event: LifecycleEvent, from state: AppearanceState) -> Bool {
    (state, event) == (.appearing, .willDisappear) || (state, event) == (.disappearing, .willAppear)
  }

  /// Whether `events`, heard in order from `disappeared`, are whole cycles (`willAppear`,
  /// `didAppear`, `willDisappear`, `didDisappear`, again and again; the last one may be under
  /// way): legal and never reversed.
  package static func isWholeCycles(_ events: some Sequence<LifecycleEvent>) -> Bool {
    var state = AppearanceState.disappeared
    for event in events {
      guard !isReversal(event, from: state), let next = Self.state(after: event, from: state)
      else { return false }
      state = next
    }
    return true
  }

  /// Whether a controller in `state` is on screen: appearing or appeared.
  package static func isOnScreen(_ state: AppearanceState) -> Bool {
    state == .appearing || state == .appeared
  }
}
