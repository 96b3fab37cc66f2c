extension ListController {
  /// Shows `snapshot`: computes the batch from the snapshot the list shows (the one committed
  /// with its counts) and performs it, so rows display, end displaying and move exactly as the
  /// difference says, and the list's actions hear one ``ListChange`` (insertion layers and
  /// empty states follow snapshot-driven code).
  ///
  /// The batch is ``ListSnapshot/difference(from:)`` from the shown snapshot: sections with
  /// identifiers move as whole sections. Items the snapshot reloads or reconfigures
  /// (``ListSnapshot/reloadItems(_:)``, ``ListSnapshot/reconfigureItems(_:)``) are updated
  /// wherever the difference moves them: those it does not move by the batch (before-state
  /// paths), those it moves by a second change of the same request, at their new paths, since
  /// UIKit refuses a move and an update of one row in one batch. So one `apply` makes up to two
  /// changes, in that order, each with its phases; a reload ends displaying and displays the
  /// row again, a reconfigure asks its cell again in place, without display callbacks.
  ///
  /// The list's data source must be a ``ListSnapshotDataSource`` of the same identifier type;
  /// it answers from `snapshot` from the batch's turn on. On a list that never loaded, the
  /// snapshot is simply loaded. Inside a ``performBatchUpdates(_:)`` block it joins that batch:
  /// several `apply` in one block make one change, from the shown snapshot to the last one
  /// applied. Requested from the list's own callbacks, it is queued like any batch and takes
  /// effect, data included, in its turn: rows displayed before then get cells from the shown
  /// snapshot. A refused batch puts the shown snapshot back.
  ///
  /// - Throws: ``ListUpdateError/duplicateIdentifier(_:)`` or
  ///   ``ListUpdateError/duplicateSectionIdentifier(_:)`` when an identifier appears twice,
  ///   ``ListUpdateError/sectionIdentifierCountMismatch(sections:identifiers:)`` when section
  ///   identifiers do not match the sections,
  ///   ``ListUpdateError/updatedItemNotInSnapshot(_:)`` when it reloads or reconfigures an
  ///   item it does not hold, ``ListUpdateError/duplicateIdentifierInOldSnapshot(_:)`` or
  ///   ``ListUpdateError/duplicateSectionIdentifierInOldSnapshot(_:)`` when the snapshot the
  ///   list shows repeats one (never, since a data source refuses such a snapshot),
  ///   ``ListUpdateError/snapshotDataSourceMissing(found:)`` without a matching data source;
  ///   nothing changes then (the data source keeps its snapshot). A queued `apply` that finds
  ///   no matching data source in its turn is reported as a `Diagnostic`.
  ///
  /// **Complexity.** O(n log n) for n items, plus the batch's cost.
  public func apply<ID: Hashable & Sendable>(_ snapshot: ListSnapshot<ID>) throws {
    _ = try snapshotSource(for: snapshot)
    if let work = currentWork, work.answer(.batch) == .joins {
      return try show(snapshot, in: work)
    }
    try performBatchUpdates { [unowned self] in
      // `currentWork` is the batch whose block runs now.
      guard let work = self.currentWork else { return }
      try self.show(snapshot, in: work)
    }
  }

  /// ``apply(_:)``, with a completion that hears the outcome exactly once instead of an error
  /// thrown; see ``performBatchUpdates(_:completion:)``. A snapshot refused before any batch (a
  /// duplicate identifier, no snapshot data source) is told to `completion` at once.
  ///
  /// - Parameters:
  ///   - snapshot: What the list shows next, as in ``apply(_:)``.
  ///   - completion: Hears the outcome once, on the main actor: the batch's change (an apply
  ///     that also updates moved items makes its second change before `completion` runs).
  public func apply<ID: Hashable & Sendable>(
    _ snapshot: ListSnapshot<ID>,
    completion: @escaping (Result<ListChange, ListUpdateError>) -> Void
  ) {
    do {
      _ = try snapshotSource(for: snapshot)
    } catch {
      return completion(.failure(ListUpdateError(error)))
    }
    performBatchUpdates(
      { [unowned self] in
        // `currentWork` is the batch whose block runs now (or the one this joins).
        guard let work = self.currentWork else { return }
        try self.show(snapshot, in: work)
      }, completion: completion)
  }

  /// Sets `snapshot` on the data source inside `work`'s block; the batch diffs from the shown
  /// snapshot at the block's end.
  private func show<ID: Hashable & Sendable>(_ snapshot: ListSnapshot<ID>, in work: ListWork)
    throws
  {
    let source = try snapshotSource(for: snapshot)
    source.snapshot = snapshot
    work.appliesSnapshot = true
  }

  /// The list's snapshot data source for `snapshot`, checked.
  private func snapshotSource<ID: Hashable & Sendable>(for snapshot: ListSnapshot<ID>) throws
    -> ListSnapshotDataSource<ID>
  {
    guard let source = dataSource as? ListSnapshotDataSource<ID> else {
      throw ListUpdateError.snapshotDataSourceMissing(
        found: dataSource.map { "\(type(of: $0))" } ?? "no data source")
    }
    try source.check(snapshot)
    return source
  }
}

/// A data source that remembers the snapshot its list shows, so `apply` diffs from it and a
/// refused batch puts it back.
@MainActor
protocol SnapshotShowing: AnyObject {
  /// The batch from the shown snapshot to the one set now, and the updates of rows it moves
  /// (a second change, after-state paths).
  func operationsSinceShown() throws(ListUpdateError) -> (
    batch: BatchOperations, followUp: BatchOperations
  )
  /// The list committed the snapshot set now.
  func markShown()
  /// The list refused the change: the shown snapshot is set again.
  func revertToShown()
  /// The snapshot set now, to put back with ``restore(_:)``.
  func currentSnapshot() -> any Sendable
  /// Sets again a snapshot ``currentSnapshot()`` returned.
  func restore(_ snapshot: any Sendable)
}
