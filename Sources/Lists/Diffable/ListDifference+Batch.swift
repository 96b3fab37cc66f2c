extension ListDifference {
  /// The batch a list performs for this difference (content coordinates).
  var batchOperations: BatchOperations {
    BatchOperations(
      deletedSections: Set(deletedSections),
      insertedSections: Set(insertedSections),
      movedSections: movedSections,
      deletedRows: Set(deletedItems),
      insertedRows: Set(insertedItems),
      movedRows: movedItems.map { ($0.from, $0.to) })
  }
}
