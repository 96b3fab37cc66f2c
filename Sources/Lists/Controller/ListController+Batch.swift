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
  /// list loads (a change of kind `.reload`). Requested from one of the list's own callbacks, the
  /// whole batch, block included, is queued and runs in its turn (see ``ListController``), so
  /// the update under way never sees its data; the block is therefore escaping.
  ///
  /// - Throws: What `updates` throws, or ``ListUpdateError`` when the operations are out of
  ///   range, conflict, or do not explain the new counts. Either way the list changes nothing
  ///   (counts, selection, displayed rows, the layers' mutations made in the block, the snapshot
  ///   an ``apply(_:)`` in it set); the next ``reloadData()`` resynchronises. A queued batch
  ///   throws nothing here: its failure is reported as a `Diagnostic` when it runs.
  ///
  /// **Complexity.** O(sections + b log b + displayed rows) for b operations, never O(rows).
  public func performBatchUpdates(_ updates: @escaping () throws -> Void) throws {
    if let work = currentWork, work.answer(.batch) == .joins { return try updates() }
    // The engine is entered from here, with no wrapper between: a batch's callbacks run as deep
    // as its delivery needs and no deeper.
    let work = makeWork(.batch(updates))
    if try submitToTreeEngine(work) { keepSpare(work) }
  }

  /// Checks the work's operations against the counts (read now when `after` is `nil`), passes
  /// them and the layer mutations it carries out through the layers, and commits the model
  /// (counts, layers, selection); the change's callbacks are the request's next step
  /// (``ListUpdateMachine/Step/deliver``). Runs inside the work's delivery.
  func commit(_ work: ListWork, after: [Int]?) throws -> CommittedChange {
    guard isLoaded else {
      load(after ?? readCounts(), for: work)
      work.finishCarrying(committed: true)
      return commitAfresh(work)
    }
    let afterCounts = after ?? readCounts()
    let contentPlan = try BatchPlan(
      work.operations, before: counts, after: afterCounts, reusing: &work.buffers)
    // Accepted: from here on nothing can fail, so the layers change in place.
    let displayBefore = displayCounts
    var stage = StageChange(
      operations: work.operations, before: counts, after: afterCounts, isReload: false)
    let rowCount = afterCounts.reduce(0, +)
    let layersTakePart = !layers.isEmpty
    for layer in layers {
      stage = layer.passThrough(
        stage, applying: work.mutations(of: layer), contentRowCount: rowCount)
    }
    setCounts(afterCounts, display: stage.after)
    finishDetaching(for: work)
    work.finishCarrying(committed: true)
    (dataSource as? any SnapshotShowing)?.markShown()
    contentPlan.giveBack(to: &work.buffers)
    // Without layers the display change is the content change: its plan serves again.
    guard
      let plan = layersTakePart
        ? try? BatchPlan(stage.operations, before: displayBefore, after: stage.after)
        : contentPlan
    else {
      assertionFailure("the layers produced a display change that breaks the count rule")
      return commitAfresh(work)
    }
    let committed = CommittedChange(
      change: plan.change(reusing: &work.buffers), plan: plan, sections: contentPlan.sectionMap)
    selected = selected.compactMap(committed.target).sorted()
    work.delivered(committed.change)
    return committed
  }

  /// Commits a change after which every row is displayed afresh (a reload, a first load): the
  /// selection is cleared and the change is of kind `.reload`.
  func commitAfresh(_ work: ListWork) -> CommittedChange {
    selected = []
    work.delivered(ListChange(kind: .reload))
    return CommittedChange(change: ListChange(kind: .reload), plan: nil, sections: .identity)
  }

  /// A layer mutation on this loaded list: joins the batch block or the reload under way, or is
  /// one change of its own (now, or queued during the list's callbacks).
  func layerMutation(_ mutation: LayerMutation, of layer: ListInsertionLayer) {
    if let work = currentWork, work.answer(.layerMutation) == .joins {
      return work.carry(mutation, of: layer)
    }
    let work = ListWork(self, .layers)
    work.carry(mutation, of: layer)
    do {
      _ = try submitToTreeEngine(work)
    } catch {
      report(
        Diagnostic(kind: .queuedOperationFailed, message: "\(work.summary) failed: \(error)"))
    }
  }

  /// Records batch operations (`name` adds them): into the batch whose block is running, or as
  /// a batch of one, named into the request's own operations (a spare request's storage serves
  /// again, so a single-row update allocates nothing).
  private func record(_ name: (inout BatchOperations) -> Void) throws {
    if let work = currentWork, work.answer(.operations) == .joins {
      return name(&work.operations)
    }
    let work = makeWork(.operations)
    name(&work.operations)
    if try submitToTreeEngine(work) {
      keepSpare(work)
    } else {
      reportDataChangedBeforeQueuedUpdate()
    }
  }

  /// A single operation was queued behind the list's own work (asked from one of its
  /// callbacks): when the data source already disagrees with the counts the list shows, the
  /// caller changed the data before the request's turn, and the update under way may display
  /// rows with the new data. Says so and names the cure. Reads the counts once, only here.
  private func reportDataChangedBeforeQueuedUpdate() {
    guard isLoaded, dataSource != nil else { return }
    let now = readCounts()
    guard now != counts else { return }
    report(
      Diagnostic(
        kind: .dataChangedBeforeQueuedUpdate,
        message:
          "a row or section operation on \(quotedName) was asked from one of its callbacks after its data source changed (it counts \(now) rows per section, the list shows \(counts)): the operation waits for the update under way, which may display rows with the new data meanwhile; change the data inside performBatchUpdates' block, which runs in the operation's turn"
      ))
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

/// A change the list committed (its model changed), waiting for its callbacks: what the display
/// pass of phases 2 to 4 needs.
struct CommittedChange {
  /// What the list's actions hear.
  let change: ListChange
  /// The display change's plan; `nil` when every row is displayed afresh (a reload).
  let plan: BatchPlan?
  /// Where each content section went.
  let sections: SectionMap

  /// Where a displayed row went (before-state to after-state display path); `nil` for a row
  /// that is gone or displayed afresh (deleted, reloaded, or every row after a reload).
  func target(_ path: DisplayIndexPath) -> DisplayIndexPath? {
    guard let plan else { return nil }
    let stagePath = path.sameContentPath
    return plan.operations.reloadedRows.contains(stagePath)
      ? nil : plan.target(of: stagePath)?.sameDisplayPath
  }

  /// The after-state paths of reconfigured rows: their cells are asked again in place.
  var refreshing: Set<DisplayIndexPath> {
    guard let plan, !plan.operations.reconfiguredRows.isEmpty else { return [] }
    return Set(plan.operations.reconfiguredRows.compactMap { plan.target(of: $0)?.sameDisplayPath })
  }
}
