/// The batch that turns one snapshot into another, with as few moves as the order allows:
/// deleted and inserted sections at the end (sections are positional), items gone deleted,
/// items new inserted, and, among items kept in the same section, those outside a longest
/// run that kept its order moved (as are items that changed section).
///
/// **Complexity.** O(n log n) for n items.
func batchOperations<ID: Hashable>(
  from old: ListSnapshot<ID>, to new: ListSnapshot<ID>
) -> BatchOperations {
  var operations = BatchOperations()
  let kept = min(old.sections.count, new.sections.count)
  operations.deletedSections = Set(kept..<old.sections.count)
  operations.insertedSections = Set(kept..<new.sections.count)
  var newPaths: [ID: ListIndexPath] = [:]
  for (section, items) in new.sections.enumerated() {
    for (row, item) in items.enumerated() {
      newPaths[item] = ListIndexPath(row: row, section: section)
    }
  }
  var oldPaths: [ID: ListIndexPath] = [:]
  for section in 0..<kept {
    // The kept items of this section that stay in it, by old order, with their new rows.
    var staying: [(old: Int, new: Int)] = []
    for (row, item) in old.sections[section].enumerated() {
      let path = ListIndexPath(row: row, section: section)
      oldPaths[item] = path
      guard let target = newPaths[item], target.section < kept else {
        operations.deletedRows.insert(path)
        continue
      }
      if target.section == section {
        staying.append((row, target.row))
      } else {
        operations.movedRows.append((path, target))
      }
    }
    let ordered = Set(longestIncreasingRun(staying.map(\.new)))
    for pair in staying where !ordered.contains(pair.new) {
      operations.movedRows.append(
        (
          ListIndexPath(row: pair.old, section: section),
          ListIndexPath(row: pair.new, section: section)
        ))
    }
  }
  for section in kept..<old.sections.count {
    for item in old.sections[section] { oldPaths[item] = ListIndexPath(row: 0, section: section) }
  }
  for section in 0..<kept {
    for (row, item) in new.sections[section].enumerated() {
      if let origin = oldPaths[item], origin.section < kept { continue }
      operations.insertedRows.insert(ListIndexPath(row: row, section: section))
    }
  }
  return operations
}

/// The values of a longest strictly increasing subsequence of `values` (distinct values).
/// O(n log n), patience sorting.
func longestIncreasingRun(_ values: [Int]) -> [Int] {
  var tails: [Int] = []  // indices into values: the smallest tail of a run of each length
  var previous = [Int](repeating: -1, count: values.count)
  for (index, value) in values.enumerated() {
    let length = tails.partitioningIndex { values[$0] >= value }
    if length > 0 { previous[index] = tails[length - 1] }
    if length == tails.count { tails.append(index) } else { tails[length] = index }
  }
  var run: [Int] = []
  var index = tails.last ?? -1
  while index >= 0 {
    run.append(values[index])
    index = previous[index]
  }
  return run.reversed()
}
package func longestIncreasingRunForTests(_ values: [Int]) -> [Int] { longestIncreasingRun(values) }
