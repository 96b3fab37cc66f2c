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
  /// ``expectedState(listState:isEnabled:rows:)``, or, while the list disappears and the
  /// placeholder should show, disappeared as well as disappearing (one not shown when the
  /// disappearance began does not appear for the rest of it). One that should not show is
  /// disappeared even then: rows that fill what it watches while the list leaves come after it
  /// has gone (LISTS 1.2: the placeholder goes before the first row comes).
  ///
  /// - Parameters:
  ///   - state: The placeholder's state, as its events say.
  ///   - listState: The list's appearance state.
  ///   - isEnabled: Whether the placeholder is enabled.
  ///   - rows: The number of content rows of what it watches; `nil` when it is missing.
  package static func allows(
    _ state: AppearanceState, listState: AppearanceState, isEnabled: Bool = true, rows: Int?
  ) -> Bool {
    let expected = expectedState(listState: listState, isEnabled: isEnabled, rows: rows)
    let leftEarly = listState == .disappearing && expected == .disappearing && state == .disappeared
    return state == expected || leftEarly
  }
}
