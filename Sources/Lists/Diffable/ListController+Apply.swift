extension ListController {
  /// Shows `snapshot`: computes the batch from the snapshot shown now and performs it, so rows
  /// display, end displaying and move exactly as the difference says, and the list's actions
  /// hear one ``ListChange`` (insertion layers and empty states follow snapshot-driven code).
  ///
  /// The list's data source must be a ``ListSnapshotDataSource`` of the same identifier type;
  /// it answers from `snapshot` from now on. On a list that never loaded, the snapshot is
  /// simply loaded. During the list's callbacks the batch is queued like any other.
  ///
  /// - Throws: ``ListUpdateError/duplicateIdentifier(_:)`` when an identifier appears twice,
  ///   ``ListUpdateError/snapshotDataSourceMissing(found:)`` without a matching data source;
  ///   nothing changes then (the data source keeps its snapshot).
  ///
  /// **Complexity.** O(n log n) for n items, plus the batch's cost.
  public func apply<ID: Hashable & Sendable>(_ snapshot: ListSnapshot<ID>) throws {
    guard let source = dataSource as? ListSnapshotDataSource<ID> else {
      throw ListUpdateError.snapshotDataSourceMissing(
        found: dataSource.map { "\(type(of: $0))" } ?? "no data source")
    }
    if let duplicate = snapshot.firstDuplicate() {
      throw ListUpdateError.duplicateIdentifier("\(duplicate)")
    }
    let previous = source.snapshot
    let operations = batchOperations(from: previous, to: snapshot)
    do {
      try performBatchUpdates {
        source.snapshot = snapshot
        recording.merge(operations)
      }
    } catch {
      source.snapshot = previous
      throw error
    }
  }
}
