/// A checked batch: the before and after counts, where every surviving row goes, and the change.
///
/// Built by ``init(_:before:after:)``, which refuses any batch UIKit would refuse (ranges,
/// conflicts, the count rule), so a plan that exists can be committed without further checks.
///
/// **Complexity.** Building is O(s + b log b) for s sections and b operations; mapping one row
/// is O(log b); nothing is proportional to the number of rows.
struct BatchPlan {
  let before: [Int]
  let after: [Int]
  /// For each before-state section, its after-state index, or `nil` when deleted.
  private let sectionTargets: [Int?]
  /// Per before-state section: the rows that leave it (deleted or moved out), ascending.
  private let leaving: [Int: [Int]]
  /// Per after-state section: the rows that arrive (inserted or moved in), ascending.
  private let arriving: [Int: [Int]]
  private let moveTargets: [ListIndexPath: ListIndexPath]
  let operations: BatchOperations

  /// Checks `operations` against the counts before and after.
  ///
  /// - Throws: ``ListUpdateError`` naming the first problem: a section or row out of range,
  ///   conflicting operations, or counts that the operations do not explain.
  init(_ operations: BatchOperations, before: [Int], after: [Int]) throws(ListUpdateError) {
    self.before = before
    self.after = after
    self.operations = operations
    let ops = operations

    // Sections, before-state side.
    var sectionOrigins = Set<Int>()
    for section in ops.deletedSections.sorted() where !before.indices.contains(section) {
      throw .sectionOutOfRange(section)
    }
    for move in ops.movedSections {
      guard before.indices.contains(move.from) else { throw .sectionOutOfRange(move.from) }
      guard !ops.deletedSections.contains(move.from), sectionOrigins.insert(move.from).inserted
      else { throw .conflictingSectionOperations(move.from) }
    }
    let expectedSections = before.count - ops.deletedSections.count + ops.insertedSections.count
    guard expectedSections == after.count else {
      throw .inconsistentSectionCount(expected: expectedSections, actual: after.count)
    }
    // Sections, after-state side.
    for section in ops.insertedSections.sorted() where !after.indices.contains(section) {
      throw .sectionOutOfRange(section)
    }
    var sectionDestinations = Set<Int>()
    for move in ops.movedSections {
      guard after.indices.contains(move.to) else { throw .sectionOutOfRange(move.to) }
      guard !ops.insertedSections.contains(move.to), sectionDestinations.insert(move.to).inserted
      else { throw .conflictingSectionOperations(move.to) }
    }
    sectionTargets = Self.sectionTargets(ops, before: before.count, after: after.count)

    // Rows, before-state side.
    func checkBefore(_ path: ListIndexPath) throws(ListUpdateError) {
      guard before.indices.contains(path.section) else { throw .indexPathOutOfRange(path) }
      guard !ops.deletedSections.contains(path.section) else { throw .conflictingOperations(path) }
      guard (0..<before[path.section]).contains(path.row) else { throw .indexPathOutOfRange(path) }
    }
    func checkAfter(_ path: ListIndexPath) throws(ListUpdateError) {
      guard after.indices.contains(path.section) else { throw .indexPathOutOfRange(path) }
      guard !ops.insertedSections.contains(path.section) else { throw .conflictingOperations(path) }
      guard (0..<after[path.section]).contains(path.row) else { throw .indexPathOutOfRange(path) }
    }
    var leaving: [Int: [Int]] = [:]
    for path in ops.deletedRows.sorted() {
      try checkBefore(path)
      if ops.reloadedRows.contains(path) { throw .conflictingOperations(path) }
      leaving[path.section, default: []].append(path.row)
    }
    for path in ops.reloadedRows.sorted() { try checkBefore(path) }
    for path in ops.reconfiguredRows.sorted() {
      try checkBefore(path)
      if ops.deletedRows.contains(path) || ops.reloadedRows.contains(path) {
        throw .conflictingOperations(path)
      }
    }
    var moveTargets: [ListIndexPath: ListIndexPath] = [:]
    var moveDestinations = Set<ListIndexPath>()
    for move in ops.movedRows {
      try checkBefore(move.from)
      try checkAfter(move.to)
      guard !ops.deletedRows.contains(move.from), !ops.reloadedRows.contains(move.from),
        !ops.reconfiguredRows.contains(move.from),
        moveTargets.updateValue(move.to, forKey: move.from) == nil
      else { throw .conflictingOperations(move.from) }
      guard !ops.insertedRows.contains(move.to), moveDestinations.insert(move.to).inserted
      else { throw .conflictingOperations(move.to) }
      leaving[move.from.section, default: []].append(move.from.row)
    }
    // Rows, after-state side.
    var arriving: [Int: [Int]] = [:]
    for path in ops.insertedRows.sorted() {
      try checkAfter(path)
      arriving[path.section, default: []].append(path.row)
    }
    for move in ops.movedRows { arriving[move.to.section, default: []].append(move.to.row) }
    for key in leaving.keys { leaving[key]?.sort() }
    for key in arriving.keys { arriving[key]?.sort() }
    self.leaving = leaving
    self.arriving = arriving
    self.moveTargets = moveTargets

    // The count rule, per section that existed before.
    for (origin, target) in sectionTargets.enumerated() {
      guard let target else { continue }
      let expected =
        before[origin] - (leaving[origin]?.count ?? 0) + (arriving[target]?.count ?? 0)
      guard expected == after[target] else {
        throw .inconsistentRowCount(section: target, expected: expected, actual: after[target])
      }
    }
  }

  /// Where each before-state section goes: deleted ones nowhere, moved ones to their target,
  /// the others, in order, to the after-state slots no insert or move takes.
  private static func sectionTargets(
    _ ops: BatchOperations, before: Int, after: Int
  ) -> [Int?] {
    var targets = [Int?](repeating: nil, count: before)
    var taken = ops.insertedSections
    for move in ops.movedSections {
      targets[move.from] = move.to
      taken.insert(move.to)
    }
    let movedOrigins = Set(ops.movedSections.map(\.from))
    var slot = 0
    for origin in 0..<before where !ops.deletedSections.contains(origin) {
      guard !movedOrigins.contains(origin) else { continue }
      while taken.contains(slot) { slot += 1 }
      targets[origin] = slot
      slot += 1
    }
    return targets
  }

  /// The after-state index of before-state `section`, or `nil` when the batch deletes it.
  func target(ofSection section: Int) -> Int? { sectionTargets[section] }

  /// The rows that leave before-state `section` (deleted or moved out), ascending.
  func rowsLeaving(section: Int) -> [Int] { leaving[section] ?? [] }

  /// The rows that arrive in after-state `section` (inserted or moved in), ascending.
  func rowsArriving(section: Int) -> [Int] { arriving[section] ?? [] }

  /// The after-state path of the row at before-state `path`, or `nil` when the batch deletes it
  /// (itself or its section). A reloaded row keeps its place and maps like any other.
  func target(of path: ListIndexPath) -> ListIndexPath? {
    guard let section = sectionTargets[path.section] else { return nil }
    if let moved = moveTargets[path] { return moved }
    let gone = leaving[path.section] ?? []
    if binaryContains(gone, path.row) { return nil }
    let rank = path.row - countBelow(gone, path.row)
    return ListIndexPath(row: slot(rank, skipping: arriving[section] ?? []), section: section)
  }

  /// The change, in display coordinates of a list without insertion layers.
  var change: ListChange {
    ListChange(
      kind: .batch,
      deletedSections: operations.deletedSections.sorted(),
      insertedSections: operations.insertedSections.sorted(),
      movedSections: operations.movedSections.sorted { $0.from < $1.from },
      deletedRows: operations.deletedRows.sorted().map(\.sameDisplayPath),
      insertedRows: operations.insertedRows.sorted().map(\.sameDisplayPath),
      reloadedRows: operations.reloadedRows.sorted().map(\.sameDisplayPath),
      reconfiguredRows: operations.reconfiguredRows.sorted().map(\.sameDisplayPath),
      movedRows: operations.movedRows.sorted { $0.from < $1.from }.map {
        ListChange.RowMove(from: $0.from.sameDisplayPath, to: $0.to.sameDisplayPath)
      })
  }
}

/// How many elements of the ascending `sorted` are below `value`: O(log n).
func countBelow(_ sorted: [Int], _ value: Int) -> Int {
  var low = 0
  var high = sorted.count
  while low < high {
    let middle = (low + high) / 2
    if sorted[middle] < value { low = middle + 1 } else { high = middle }
  }
  return low
}

/// Whether the ascending `sorted` holds `value`: O(log n).
func binaryContains(_ sorted: [Int], _ value: Int) -> Bool {
  let index = countBelow(sorted, value)
  return index < sorted.count && sorted[index] == value
}

/// The index of the `rank`-th (from 0) slot that is not in the ascending `taken`: the place of
/// a surviving row once the arriving rows have taken theirs. O(log n).
func slot(_ rank: Int, skipping taken: [Int]) -> Int {
  // The answer is rank + j where j = #(taken < answer); find the smallest j with
  // taken[j] > rank + j (or j == count) by binary search: taken[j] - j is non-decreasing.
  var low = 0
  var high = taken.count
  while low < high {
    let middle = (low + high) / 2
    if taken[middle] - middle <= rank { low = middle + 1 } else { high = middle }
  }
  return rank + low
}
