import Lifecycle

/// Where a placeholder stands according to the events it heard, each checked against
/// ``ReferenceAppearance``: an illegal event is reported and ignored (the state stays).
package struct PlaceholderCycle: Sendable, Equatable {
  /// The state the legal events heard lead to; `disappeared` before any.
  package private(set) var state = AppearanceState.disappeared

  /// A placeholder that has heard nothing.
  package init() {}

  /// Follows `event`.
  ///
  /// - Parameter event: The event the placeholder heard.
  /// - Returns: Whether it was legal in ``state``; an illegal event changes nothing.
  package mutating func hear(_ event: LifecycleEvent) -> Bool {
    guard let next = ReferenceAppearance.state(after: event, from: state) else { return false }
    state = next
    return true
  }
}
