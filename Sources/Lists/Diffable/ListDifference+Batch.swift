extension ListDifference {
  /// The batch a list performs for this difference (content coordinates), with the updates of
  /// items that do not move (before-state paths), and the second change that updates the items
  /// it moves (after-state paths).
  var batchOperations: (batch: BatchOperations, followUp: BatchOperations) {
    var batch = BatchOperations(
      deletedSections: Set(deletedSections),
      insertedSections: Set(insertedSections),
      movedSections: movedSections,
      deletedRows: Set(deletedItems),
      insertedRows: Set(insertedItems),
      movedRows: movedItems.map { ($0.from, $0.to) })
    var followUp = BatchOperations()
    for update in updatedItems {
      switch (update.kind, update.isMoved) {
      case (.reload, false): batch.reloadedRows.insert(update.from)
      case (.reconfigure, false): batch.reconfiguredRows.insert(update.from)
      case (.reload, true): followUp.reloadedRows.insert(update.to)
      case (.reconfigure, true): followUp.reconfiguredRows.insert(update.to)
      }
    }
    return (batch, followUp)
  }
}
