public import Lifecycle

/// Says what a list's placeholder shows and whether it may show.
///
/// Asked at each evaluation (see ``EmptyStateAction``), never for the list's rows: the action
/// counts them from the list itself.
@MainActor
public protocol EmptyStateSource: AnyObject {
  /// The placeholder's content; `nil`: show nothing.
  func emptyStateContent(for list: ListController) -> EmptyStateContent?
  /// Whether the placeholder may show at all; `true` by default.
  func emptyStateShouldDisplay(for list: ListController) -> Bool
  /// Whether to show it although the list has rows (static rows, headers); `false` by default.
  func emptyStateShouldForceDisplay(for list: ListController) -> Bool
}

extension EmptyStateSource {
  /// `true`.
  public func emptyStateShouldDisplay(for list: ListController) -> Bool { true }
  /// `false`.
  public func emptyStateShouldForceDisplay(for list: ListController) -> Bool { false }
}

/// Hears what a list's placeholder does: its own appearance events (balanced, nested in the
/// list's), content changes while shown, and taps. Every method has a default that does
/// nothing.
@MainActor
public protocol EmptyStateDelegate: AnyObject {
  /// The placeholder of `list` received `event` (legal for its appearance state, always).
  func emptyState(for list: ListController, didReceive event: LifecycleEvent)
  /// The placeholder of `list` stays shown with new content (a loading state became an error,
  /// say).
  func emptyState(for list: ListController, didChange content: EmptyStateContent)
  /// The placeholder of `list` was tapped.
  func emptyStateDidTapView(for list: ListController)
  /// The placeholder's button was tapped.
  func emptyStateDidTapButton(for list: ListController)
}

extension EmptyStateDelegate {
  /// Does nothing.
  public func emptyState(for list: ListController, didReceive event: LifecycleEvent) {}
  /// Does nothing.
  public func emptyState(for list: ListController, didChange content: EmptyStateContent) {}
  /// Does nothing.
  public func emptyStateDidTapView(for list: ListController) {}
  /// Does nothing.
  public func emptyStateDidTapButton(for list: ListController) {}
}

/// What counts as "empty".
public enum EmptyStateCounting: Sendable {
  /// The business data has no rows, whatever insertion layers show (a feed of only ads is
  /// empty). The default.
  case contentRows
  /// The display has no rows (DZNEmptyDataSet's meaning: rows of insertion layers count).
  case displayedRows
}
