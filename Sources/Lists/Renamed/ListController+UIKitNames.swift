// UITableView's and UITableViewDiffableDataSource's spellings, unavailable: each exists only so
// the compiler names the real one. See ListSnapshot+DiffableNames.swift.

extension ListController {
  /// Unavailable: use ``apply(_:)``; a list's batch always computes its changes.
  @available(
    *, unavailable, renamed: "apply(_:)",
    message: "the list applies snapshots itself; there is no animation to turn off"
  )
  public func apply<ID: Hashable & Sendable>(
    _ snapshot: ListSnapshot<ID>, animatingDifferences: Bool
  ) {
    fatalError("unavailable")
  }

  /// Unavailable: use ``apply(_:completion:)``, whose completion hears the outcome.
  @available(
    *, unavailable, renamed: "apply(_:completion:)",
    message: "the list applies snapshots itself; its completion hears the change or the error"
  )
  public func apply<ID: Hashable & Sendable>(
    _ snapshot: ListSnapshot<ID>, animatingDifferences: Bool,
    completion: (@MainActor () -> Void)?
  ) {
    fatalError("unavailable")
  }

  /// Unavailable: use ``deselectRow(at:)``.
  @available(*, unavailable, renamed: "deselectRow(at:)")
  public func deselectRow(at indexPath: ListIndexPath, animated: Bool) {
    fatalError("unavailable")
  }
}

extension ListSnapshotDataSource {
  /// Unavailable: a snapshot is applied to the list, `list.apply(snapshot)`
  /// (``ListController/apply(_:)``), which diffs it against this data source's.
  @available(
    *, unavailable,
    message: "apply it to the list that shows this data source: list.apply(snapshot)"
  )
  public func apply(_ snapshot: ListSnapshot<ID>, animatingDifferences: Bool = true) {
    fatalError("unavailable")
  }
}

extension ListDisplay {
  /// Unavailable: use ``visibleRows``.
  @available(*, unavailable, renamed: "visibleRows")
  public var indexPathsForVisibleRows: [DisplayIndexPath] { fatalError("unavailable") }
}
