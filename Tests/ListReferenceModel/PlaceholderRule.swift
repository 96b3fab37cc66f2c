import Lifecycle

/// Where a list's placeholder (the empty state, of the whole list or of one section) must
/// stand, from LISTS.md's rule alone: it is visible exactly while the list is on screen, the
/// placeholder enabled, and what it watches there and empty.
package enum PlaceholderRule {
  /// Whether the placeholder is visible.
  ///
  /// - Parameters:
  ///   - listState: The list's appearance state.
  ///   - isEnabled: Whether the placeholder is enabled.
  ///   - rows: The number of content rows of what it watches (the list, or its section);
  ///     `nil` when that section is missing.
  /// - Returns: Whether the list is on screen, the placeholder enabled and `rows` zero.
  package static func isVisible(listState: AppearanceState, isEnabled: Bool = true, rows: Int?)
    -> Bool
  {
    ReferenceAppearance.isOnScreen(listState) && isEnabled && rows == 0
  }

  /// The state the placeholder's events leave it in: the list's while it is enabled and what
  /// it watches is there and empty, `disappeared` otherwise.
  ///
  /// - Parameters:
  ///   - listState: The list's appearance state.
  ///   - isEnabled: Whether the placeholder is enabled.
  ///   - rows: The number of content rows of what it watches; `nil` when it is missing.
  package static func expectedState(
    listState: AppearanceState, isEnabled: Bool = true, rows: Int?
  ) -> AppearanceState {
    isEnabled && rows == 0 ? listState : .disappeared
  }

  /// Whether the placeholder may be in `state`: the
  /// ``expectedState(listState:isEnabled:rows:)``, or, while the list disappears, disappearing or
  /// disappeared whatever it watches holds (it leaves with the list, and one whose section
  /// filled meanwhile, or that was turned off meanwhile, does not leave early).
  ///
  /// - Parameters:
  ///   - state: The placeholder's state, as its events say.
  ///   - listState: The list's appearance state.
  ///   - isEnabled: Whether the placeholder is enabled.
  ///   - rows: The number of content rows of what it watches; `nil` when it is missing.
  package static func allows(
    _ state: AppearanceState, listState: AppearanceState, isEnabled: Bool = true, rows: Int?
  ) -> Bool {
    let isLeaving = listState == .disappearing && !ReferenceAppearance.isOnScreen(state)
    return state == expectedState(listState: listState, isEnabled: isEnabled, rows: rows)
      || isLeaving
  }
}
