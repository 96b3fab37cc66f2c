import Lifecycle

/// One focus event, as the runner's focus log heard it.
package struct FocusEvent: Sendable, Equatable {
  /// The screen's title.
  package var title: String
  /// Whether it was `didGainFocus` (`true`) or `didLoseFocus` (`false`).
  package var gained: Bool
  /// The reason it came with.
  package var reason: FocusReason

  /// An event of `title`.
  package init(_ title: String, gained: Bool, _ reason: FocusReason) {
    self.title = title
    self.gained = gained
    self.reason = reason
  }

  /// `Title.didGainFocus(reason)` or `Title.didLoseFocus(reason)`.
  package var line: String {
    "\(title).\(gained ? "didGainFocus" : "didLoseFocus")(\(reason))"
  }
}
