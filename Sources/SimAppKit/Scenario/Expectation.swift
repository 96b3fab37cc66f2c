import Lifecycle

/// A check of what the last step did.
package enum Expectation: Sendable, Equatable {
  /// The UI stack, bottom to top.
  case stack([String])
  /// The top of the UI stack; `nil` for an empty stack.
  case top(String?)
  /// The events one screen received in the last step.
  case events(screen: String, [LifecycleEvent])
  /// Every callback of the last step, as `Title.event(animated)` lines.
  case callbacks([String])
  /// A screen's appearance state.
  case state(screen: String, AppearanceState)
  /// The screens that hold the app's focus, in the key window's order; empty for none.
  case focus([String])
  /// Every event a declared action heard in the last step, replays included, as
  /// `Title.event(animated)` lines.
  case heard(action: String, [String])
  /// The last step failed with this `NavigationError` reason.
  case error(NavigationError.Reason)
  /// Where the task of a screen's `task` action stands.
  case task(screen: String, TaskStatus)
  /// A list's rows as displayed, in order (every row, on screen or not).
  case display(list: String, [String])
  /// The display rows a list displays now (on screen and in its viewport).
  case visible(list: String, [Int])
  /// A list's selected display rows.
  case selection(list: String, [Int])
  /// The last step was a list update the list refused.
  case refused
  /// Whether a list's placeholder is visible.
  case empty(list: String, visible: Bool)
  /// Whether the placeholder of one section of a list is visible (hidden when none is attached).
  case emptySection(list: String, section: PlaceholderSection, visible: Bool)
  /// The rows a list has prefetched, in display order (see ``ExpectationForm``).
  case prefetched(list: String, [String])
  /// A list's display, section by section, with the sections' identifiers.
  case sections(list: String, SnapshotSpec)
  /// The screen views the last step made, in order (needs `track views`).
  case views([ViewSpec])
}
