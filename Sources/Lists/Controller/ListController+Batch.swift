import Delegation
import Lifecycle

extension ListController {
  /// Performs the row and section operations `updates` makes as one animated change, as
  /// UITableView's `performBatchUpdates` does, and checks them against the data source's new
  /// counts.
  ///
  /// In `updates`, change the business data and call the single-operation methods
  /// (``insertRows(at:)``, ``deleteRows(at:)``, ``reloadRows(at:)``, ``moveRow(at:to:)``,
  /// ``insertSections(_:)``, ``deleteSections(_:)``, ``moveSection(_:toSection:)``): deletes and
  /// reloads name before-state paths, inserts after-state paths, moves go from before to after.
  /// Then the list reads the new counts once (one `numberOfSections`, one `numberOfRows` per
  /// section) and checks the batch; the model changes, rows that left end displaying, the
  /// list's actions hear the ``ListChange``, rows that entered are displayed. Selection follows
  /// moved and shifted rows and is dropped on deleted and reloaded ones.
  ///
  /// A batch nested in `updates` joins it. On a list that never loaded, the block runs and the
  /// list loads (a change of kind `.reload`). During the list's callbacks the block runs at once
  /// and the new counts are read at once; the check and the commit are queued (see
  /// ``ListController``).
  ///
  /// - Throws: What `updates` throws, or ``ListUpdateError`` when the operations are out of
  ///   range, conflict, or do not explain the new counts. Either way the list changes nothing
  ///   (counts, selection, displayed rows); the next ``reloadData()`` resynchronises.
  ///
  /// **Complexity.** O(sections + b log b + displayed rows) for b operations, never O(rows).
  public func performBatchUpdates(_ updates: () throws -> Void) throws {
    if isRecording { return try updates() }
    let isDelivering = deliveryDepth > 0
    recording = BatchOperations()
    isRecording = true
    let layerLogs = layers.map(\.log.count)
    do {
      defer { isRecording = false }
      try updates()
    } catch {
      // The layers' mutations made in the block go with it.
      for (layer, count) in zip(layers, layerLogs) where layer.log.count > count {
        layer.log.removeSubrange(count...)
      }
      drainIfIdle()
      throw error
    }
    let operations = recording
    if isDelivering {
      queue.append(.batch(operations, after: readCounts()))
      return
    }
    do {
      try withDelivery { try commit(operations, after: nil) }
    } catch {
      // Refused: the layers' mutations made in the block are refused with it.
      for (layer, count) in zip(layers, layerLogs) where layer.log.count > count {
        layer.log.removeSubrange(count...)
      }
      throw error
    }
  }

  /// Checks `operations` against the counts (read now when `after` is `nil`), passes them and
  /// the layers' mutations out through the layers, and commits the display change. Runs inside
  /// a delivery.
  func commit(_ operations: BatchOperations, after: [Int]?) throws {
    guard isLoaded else {
      load(after ?? readCounts())
      selected = []
      return settleDisplay(change: ListChange(kind: .reload)) { _ in nil }
    }
    let afterCounts = after ?? readCounts()
    _ = try BatchPlan(operations, before: counts, after: afterCounts)
    // Accepted: from here on nothing can fail, so the layers change in place.
    let displayBefore = displayCounts
    var stage = StageChange(
      operations: operations, before: counts, after: afterCounts, isReload: false)
    let rowCount = afterCounts.reduce(0, +)
    for layer in layers { stage = layer.take(stage, contentRowCount: rowCount) }
    setCounts(afterCounts, display: stage.after)
    finishPendingDetachments()
    guard let plan = try? BatchPlan(stage.operations, before: displayBefore, after: stage.after)
    else {
      assertionFailure("the layers produced a display change that breaks the count rule")
      selected = []
      return settleDisplay(change: ListChange(kind: .reload)) { _ in nil }
    }
    let reloaded = plan.operations.reloadedRows
    func target(_ path: DisplayIndexPath) -> DisplayIndexPath? {
      let stagePath = path.sameContentPath
      return reloaded.contains(stagePath) ? nil : plan.target(of: stagePath)?.sameDisplayPath
    }
    selected = selected.compactMap(target).sorted()
    settleDisplay(change: plan.change, target: target)
  }

  /// The layers recorded mutations: one change now, joined to the update under way, or queued
  /// during the list's callbacks.
  func layerDidChange() {
    guard !layerMutationsJoin, !isRecording else { return }
    request(.layers)
  }

  /// Performs the layers' recorded mutations as one change (no data-source call).
  func performLayerMutations() throws {
    guard layers.contains(where: { !$0.log.isEmpty }) else { return }
    try commit(BatchOperations(), after: counts)
  }

  /// Records one batch operation: into the batch whose block is running, or as a batch of one.
  private func record(_ add: (inout BatchOperations) -> Void) throws {
    if isRecording {
      add(&recording)
    } else {
      try performBatchUpdates { add(&recording) }
    }
  }

  /// Inserts rows at after-state `indexPaths`. Outside ``performBatchUpdates(_:)``, a batch of
  /// one (the data source must already count them).
  ///
  /// - Throws: Outside a batch, what ``performBatchUpdates(_:)`` throws; inside one, nothing (the
  ///   batch checks at its end).
  public func insertRows(at indexPaths: [ListIndexPath]) throws {
    try record { $0.insertedRows.formUnion(indexPaths) }
  }

  /// Deletes the rows at before-state `indexPaths`; see ``insertRows(at:)``.
  public func deleteRows(at indexPaths: [ListIndexPath]) throws {
    try record { $0.deletedRows.formUnion(indexPaths) }
  }

  /// Reloads the rows at before-state `indexPaths`: displayed ones end displaying and are
  /// displayed again with a new cell; see ``insertRows(at:)``.
  public func reloadRows(at indexPaths: [ListIndexPath]) throws {
    try record { $0.reloadedRows.formUnion(indexPaths) }
  }

  /// Moves the row at before-state `indexPath` to after-state `newIndexPath`; see
  /// ``insertRows(at:)``.
  public func moveRow(at indexPath: ListIndexPath, to newIndexPath: ListIndexPath) throws {
    try record { $0.movedRows.append((indexPath, newIndexPath)) }
  }

  /// Inserts sections at after-state indices; see ``insertRows(at:)``.
  public func insertSections(_ sections: [Int]) throws {
    try record { $0.insertedSections.formUnion(sections) }
  }

  /// Deletes the sections at before-state indices, with their rows; see ``insertRows(at:)``.
  public func deleteSections(_ sections: [Int]) throws {
    try record { $0.deletedSections.formUnion(sections) }
  }

  /// Moves the section at before-state `section` to after-state `newSection`, with its rows;
  /// see ``insertRows(at:)``.
  public func moveSection(_ section: Int, toSection newSection: Int) throws {
    try record { $0.movedSections.append(ListChange.SectionMove(from: section, to: newSection)) }
  }
}
