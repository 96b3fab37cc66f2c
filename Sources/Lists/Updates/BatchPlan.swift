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
  /// For each before-state section, its after-state index, or `nil` when deleted; `nil` for a
  /// batch without section operations (every section keeps its index: nothing to allocate).
  private let sectionTargets: [Int?]?
  /// The rows that leave their before-state section (deleted or moved out), ascending by
  /// section then row: one array, a section's rows a slice of it.
  private let leaving: [ListIndexPath]
  /// The rows that arrive in their after-state section (inserted or moved in), ascending.
  private let arriving: [ListIndexPath]
  private let moveTargets: [ListIndexPath: ListIndexPath]
  let operations: BatchOperations

  /// Checks `operations` against the counts before and after.
  ///
  /// A batch of single-row operations allocates the arrays of rows it names, nothing per
  /// section.
  ///
  /// - Throws: ``ListUpdateError`` naming the first problem: a section or row out of range,
  ///   conflicting operations, or counts that the operations do not explain.
  init(_ operations: BatchOperations, before: [Int], after: [Int]) throws(ListUpdateError) {
    var unused = UpdateBuffers()
    try self.init(operations, before: before, after: after, reusing: &unused)
  }

  /// Checks `operations` against the counts before and after, building the row lists in the
  /// buffers `spare` holds (see ``giveBack(to:)``).
  ///
  /// - Throws: As ``init(_:before:after:)``.
  init(
    _ operations: BatchOperations, before: [Int], after: [Int], reusing spare: inout UpdateBuffers
  ) throws(ListUpdateError) {
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
    let hasSectionOperations =
      !(ops.deletedSections.isEmpty && ops.insertedSections.isEmpty && ops.movedSections.isEmpty)
    let sectionTargets =
      hasSectionOperations
      ? Self.sectionTargets(ops, before: before.count, after: after.count) : nil
    self.sectionTargets = sectionTargets

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
    var leaving = [ListIndexPath].reusing(&spare.leaving)
    leaving.append(contentsOf: ops.deletedRows)
    leaving.sort()
    for path in leaving {
      try checkBefore(path)
      if ops.reloadedRows.contains(path) { throw .conflictingOperations(path) }
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
    }
    // Rows, after-state side.
    var arriving = [ListIndexPath].reusing(&spare.arriving)
    arriving.append(contentsOf: ops.insertedRows)
    arriving.sort()
    for path in arriving { try checkAfter(path) }
    if !ops.movedRows.isEmpty {
      leaving += ops.movedRows.map(\.from)
      arriving += ops.movedRows.map(\.to)
      leaving.sort()
      arriving.sort()
    }
    self.leaving = leaving
    self.arriving = arriving
    self.moveTargets = moveTargets

    // The count rule, per section that existed before.
    for origin in before.indices {
      guard let target = sectionTargets.map({ $0[origin] }) ?? origin else { continue }
      let expected =
        before[origin] - Self.rows(of: leaving, in: origin).count
        + Self.rows(of: arriving, in: target).count
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

  /// The rows of `section` in `paths` (ascending by section then row). O(log n), no copy.
  private static func rows(of paths: [ListIndexPath], in section: Int) -> ArraySlice<ListIndexPath>
  {
    guard !paths.isEmpty else { return [] }
    let lower = paths.partitioningIndex { $0.section >= section }
    let upper = paths[lower...].partitioningIndex { $0.section > section }
    return paths[lower..<upper]
  }

  /// The after-state index of before-state `section`, or `nil` when the batch deletes it.
  func target(ofSection section: Int) -> Int? { sectionMap.target(of: section) }

  /// Where each before-state section goes, as a value (no closure to capture the plan).
  var sectionMap: SectionMap { SectionMap(targets: sectionTargets) }

  /// The rows that leave before-state `section` (deleted or moved out), ascending.
  func rowsLeaving(section: Int) -> LazyMapCollection<ArraySlice<ListIndexPath>, Int> {
    Self.rows(of: leaving, in: section).lazy.map(\.row)
  }

  /// The rows that arrive in after-state `section` (inserted or moved in), ascending.
  func rowsArriving(section: Int) -> LazyMapCollection<ArraySlice<ListIndexPath>, Int> {
    Self.rows(of: arriving, in: section).lazy.map(\.row)
  }

  /// The after-state path of the row at before-state `path`, or `nil` when the batch deletes it
  /// (itself or its section). A reloaded row keeps its place and maps like any other.
  func target(of path: ListIndexPath) -> ListIndexPath? {
    guard let section = target(ofSection: path.section) else { return nil }
    if !moveTargets.isEmpty, let moved = moveTargets[path] { return moved }
    let gone = Self.rows(of: leaving, in: path.section)
    if binaryContains(gone, path.row) { return nil }
    let rank = path.row - countBelow(gone, path.row)
    return ListIndexPath(
      row: slot(rank, skipping: Self.rows(of: arriving, in: section)), section: section)
  }

  /// The change, in display coordinates of a list without insertion layers. Each list of rows
  /// is one allocation (mapped, then sorted in place), none when empty.
  var change: ListChange {
    var unused = UpdateBuffers()
    return change(reusing: &unused)
  }

  /// ``change``, its lists of rows built in the buffers `spare` holds (see
  /// ``UpdateBuffers/takeBack(_:)``): none allocated when they are there.
  func change(reusing spare: inout UpdateBuffers) -> ListChange {
    ListChange(
      kind: .batch,
      deletedSections: operations.deletedSections.sorted(),
      insertedSections: operations.insertedSections.sorted(),
      movedSections: operations.movedSections.sorted { $0.from < $1.from },
      deletedRows: Self.displayPaths(operations.deletedRows, in: &spare.deletedRows),
      insertedRows: Self.displayPaths(operations.insertedRows, in: &spare.insertedRows),
      reloadedRows: Self.displayPaths(operations.reloadedRows, in: &spare.reloadedRows),
      reconfiguredRows: Self.displayPaths(operations.reconfiguredRows, in: &spare.reconfiguredRows),
      movedRows: operations.movedRows.sorted { $0.from < $1.from }.map {
        ListChange.RowMove(from: $0.from.sameDisplayPath, to: $0.to.sameDisplayPath)
      })
  }

  /// Gives the plan's row lists to `spare`, for the next plan: reused once this plan is gone.
  func giveBack(to spare: inout UpdateBuffers) {
    spare.leaving = leaving
    spare.arriving = arriving
  }

  private static func displayPaths(
    _ paths: Set<ListIndexPath>, in spare: inout [DisplayIndexPath]
  ) -> [DisplayIndexPath] {
    guard !paths.isEmpty else { return [] }
    var result = [DisplayIndexPath].reusing(&spare)
    result.append(contentsOf: paths.lazy.map(\.sameDisplayPath))
    result.sort()
    return result
  }
}

/// Buffers a list request keeps between updates (a spare request serves again), so a
/// single-row update allocates neither its plan's row lists nor its change's.
struct UpdateBuffers {
  /// The rows a plan sees leave and arrive.
  var leaving: [ListIndexPath] = []
  var arriving: [ListIndexPath] = []
  /// The rows of a change.
  var deletedRows: [DisplayIndexPath] = []
  var insertedRows: [DisplayIndexPath] = []
  var reloadedRows: [DisplayIndexPath] = []
  var reconfiguredRows: [DisplayIndexPath] = []

  /// Takes back the row lists of `change`, delivered: reused by the next change once nothing
  /// else holds them (an action that kept the change keeps them, and the next change
  /// allocates).
  mutating func takeBack(_ change: ListChange) {
    // An empty list has no storage: the buffer kept from an earlier change stays.
    if !change.deletedRows.isEmpty { deletedRows = change.deletedRows }
    if !change.insertedRows.isEmpty { insertedRows = change.insertedRows }
    if !change.reloadedRows.isEmpty { reloadedRows = change.reloadedRows }
    if !change.reconfiguredRows.isEmpty { reconfiguredRows = change.reconfiguredRows }
  }
}

/// How many rows of the ascending `sorted` (one section's rows) are below `row`: O(log n).
func countBelow(_ sorted: ArraySlice<ListIndexPath>, _ row: Int) -> Int {
  sorted.partitioningIndex { $0.row >= row } - sorted.startIndex
}

/// Whether the ascending `sorted` (one section's rows) holds `row`: O(log n).
func binaryContains(_ sorted: ArraySlice<ListIndexPath>, _ row: Int) -> Bool {
  let index = sorted.startIndex + countBelow(sorted, row)
  return index < sorted.endIndex && sorted[index].row == row
}

/// The index of the `rank`-th (from 0) slot that is not in the ascending `taken` (one section's
/// rows): the place of a surviving row once the arriving rows have taken theirs. O(log n).
func slot(_ rank: Int, skipping taken: ArraySlice<ListIndexPath>) -> Int {
  // The answer is rank + j where j = #(taken < answer); find the smallest j with
  // taken[j] > rank + j (or j == count) by binary search: taken[j] - j is non-decreasing.
  var low = 0
  var high = taken.count
  while low < high {
    let middle = (low + high) / 2
    if taken[taken.startIndex + middle].row - middle <= rank {
      low = middle + 1
    } else {
      high = middle
    }
  }
  return rank + low
}

/// Where each before-state section of a change goes: the same index for a change that moves no
/// section.
struct SectionMap {
  /// Per before-state section, its after-state index or `nil` (deleted); `nil`: the identity.
  let targets: [Int?]?

  /// The identity: every section keeps its index.
  static let identity = SectionMap(targets: nil)

  /// The after-state index of before-state `section`, or `nil` when deleted.
  func target(of section: Int) -> Int? { targets.map { $0[section] } ?? section }
}
