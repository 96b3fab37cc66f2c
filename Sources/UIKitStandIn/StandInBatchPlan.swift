import Foundation

/// A batch refused as UIKit refuses it, with the reason of UIKit's
/// NSInternalInconsistencyException.
struct StandInUpdateViolation: Error {
  let message: String
}

/// A valid batch: where each row of the state before the batch ends up after it.
///
/// Built by ``make(_:before:after:vocabulary:)``, which checks the batch as UIKit does at the end
/// of an update (UIKit's `_endCellAnimationsWithContext:`) and reports the first violation, in
/// this order: section indexes out of range; a section both deleted and moved, deleted and
/// reloaded, moved twice, or the destination of two operations; the number of sections; row
/// indexes out of range (deletes, reloads, move sources against the counts before; inserts and
/// move destinations against the counts after); a row both deleted and reloaded, deleted (or
/// reloaded) and moved, moved twice, or the destination of two operations; a move out of a
/// deleted or reloaded section or into an inserted or reloaded one; the number of rows of each
/// section that existed before (neither inserted nor reloaded). UIKit's order between checks is
/// not documented; the stand-in's is this one.
struct StandInBatchPlan {
  /// What happens to a row of the state before the batch.
  enum Fate: Equatable {
    /// Deleted, reloaded, or in a deleted or reloaded section: its cell and selection go.
    case gone
    /// Kept, shifted or moved to this index path of the state after the batch.
    case kept(StandInRow)
  }

  /// Before section → after section; `nil` when deleted.
  private let sectionMap: [Int?]
  /// Before sections that were reloaded: their rows are all replaced.
  private let replacedSections: Set<Int>
  /// The counts before the batch.
  private let before: [Int]
  /// Before section → its deleted and moved rows, ascending.
  private let removedRows: [[Int]]
  /// After section → its inserted rows and move destinations, ascending.
  private let addedRows: [[Int]]
  /// Moved rows, before → after.
  private let moves: [StandInRow: StandInRow]
  /// Deleted and reloaded rows, before.
  private let goneRows: Set<StandInRow>

  /// Where the row at `path` (state before the batch) ends up.
  func fate(of path: StandInRow) -> Fate {
    guard path.section >= 0, path.section < sectionMap.count,
      let section = sectionMap[path.section], !replacedSections.contains(path.section)
    else { return .gone }
    if let destination = moves[path] {
      return .kept(destination)
    }
    guard !goneRows.contains(path), path.row >= 0, path.row < before[path.section] else {
      return .gone
    }
    // Kept rows keep their order and fill, in order, the places nothing was added to.
    var place = path.row
    for removed in removedRows[path.section] {
      guard removed < path.row else { break }
      place -= 1
    }
    for added in addedRows[section] {
      guard added <= place else { break }
      place += 1
    }
    return .kept(StandInRow(section: section, row: place))
  }

  /// Checks `batch` against the counts before and after it, as UIKit does.
  ///
  /// - Returns: The plan, or the first violation with UIKit's message.
  static func make(
    _ batch: StandInBatch, before: [Int], after: [Int], vocabulary: StandInListVocabulary
  ) -> Result<StandInBatchPlan, StandInUpdateViolation> {
    Result { () throws(StandInUpdateViolation) -> StandInBatchPlan in
      try StandInBatchChecker(batch: batch, before: before, after: after, words: vocabulary)
        .plan()
    }
  }

  fileprivate init(
    sectionMap: [Int?], replacedSections: Set<Int>, before: [Int], removedRows: [[Int]],
    addedRows: [[Int]], moves: [StandInRow: StandInRow], goneRows: Set<StandInRow>
  ) {
    self.sectionMap = sectionMap
    self.replacedSections = replacedSections
    self.before = before
    self.removedRows = removedRows
    self.addedRows = addedRows
    self.moves = moves
    self.goneRows = goneRows
  }
}

/// The checks of one batch, in ``StandInBatchPlan``'s order; each throws the first violation.
private struct StandInBatchChecker {
  let batch: StandInBatch
  let before: [Int]
  let after: [Int]
  let words: StandInListVocabulary

  func plan() throws(StandInUpdateViolation) -> StandInBatchPlan {
    if batch.changesSections {
      try checkSectionRanges()
      try checkSectionConflicts()
    }
    try checkSectionCount()
    let sectionMap = mapSections()
    var beforeSection = [Int?](repeating: nil, count: after.count)
    for old in sectionMap.indices {
      if let new = sectionMap[old] {
        beforeSection[new] = old
      }
    }
    var replacedAfter: Set<Int> = []
    for section in batch.reloadedSections {
      if let new = sectionMap[section] {
        replacedAfter.insert(new)
      }
    }
    try checkRowRanges()
    try checkRowConflicts()
    try checkMovesBetweenSections(
      sectionMap: sectionMap, beforeSection: beforeSection, replacedAfter: replacedAfter)
    try checkRowCounts(beforeSection: beforeSection, replacedAfter: replacedAfter)
    // Indexed by section (before for removed rows, after for added ones); ranges are checked.
    var removed = [[Int]](repeating: [], count: before.count)
    var added = [[Int]](repeating: [], count: after.count)
    var moves: [StandInRow: StandInRow] = [:]
    for path in batch.deletedRows {
      removed[path.section].append(path.row)
    }
    for path in batch.insertedRows {
      added[path.section].append(path.row)
    }
    for move in batch.movedRows {
      removed[move.from.section].append(move.from.row)
      added[move.to.section].append(move.to.row)
      moves[move.from] = move.to
    }
    for section in removed.indices where removed[section].count > 1 {
      removed[section].sort()
    }
    for section in added.indices where added[section].count > 1 {
      added[section].sort()
    }
    return StandInBatchPlan(
      sectionMap: sectionMap, replacedSections: batch.reloadedSections, before: before,
      removedRows: removed, addedRows: added,
      moves: moves,
      goneRows: batch.reloadedRows.isEmpty
        ? batch.deletedRows : batch.deletedRows.union(batch.reloadedRows))
  }

  private func fail(_ message: String) -> StandInUpdateViolation {
    StandInUpdateViolation(message: message)
  }

  // MARK: Sections

  private func checkSectionRanges() throws(StandInUpdateViolation) {
    let count = before.count
    let newCount = after.count
    // UIKit performs a reload as a delete and an insert and reports it as a delete.
    for section in batch.deletedSections.union(batch.reloadedSections).sorted()
    where section < 0 || section >= count {
      throw fail(
        "attempt to delete section \(section), but there are only \(count) sections before the update"
      )
    }
    for move in batch.movedSections where move.from < 0 || move.from >= count {
      throw fail(
        "attempt to move section \(move.from), but there are only \(count) sections before the update"
      )
    }
    for section in batch.insertedSections.sorted() where section < 0 || section >= newCount {
      throw fail(
        "attempt to insert section \(section) but there are only \(newCount) sections after the update"
      )
    }
    for move in batch.movedSections where move.to < 0 || move.to >= newCount {
      throw fail(
        "attempt to move section \(move.from) to section \(move.to), but there are only \(newCount) sections after the update"
      )
    }
  }

  private func checkSectionConflicts() throws(StandInUpdateViolation) {
    if let section = batch.deletedSections.intersection(batch.reloadedSections).min() {
      throw fail("attempt to delete and reload the same section (\(section))")
    }
    var sources = Set<Int>()
    var destinations = Set<Int>()
    for move in batch.movedSections {
      if batch.deletedSections.contains(move.from) || batch.reloadedSections.contains(move.from) {
        throw fail("attempt to perform a delete and a move from the same section (\(move.from))")
      }
      if !sources.insert(move.from).inserted {
        throw fail("attempt to move section \(move.from) more than once")
      }
      if batch.insertedSections.contains(move.to) {
        throw fail("attempt to perform an insert and a move to the same section (\(move.to))")
      }
      if !destinations.insert(move.to).inserted {
        throw fail("attempt to move more than one section to section \(move.to)")
      }
    }
  }

  private func checkSectionCount() throws(StandInUpdateViolation) {
    let inserted = batch.insertedSections.count
    let deleted = batch.deletedSections.count
    guard after.count != before.count - deleted + inserted else { return }
    throw fail(
      "Invalid update: invalid number of sections. The number of sections contained in the "
        + "\(words.container) after the update (\(after.count)) must be equal to the number of "
        + "sections contained in the \(words.container) before the update (\(before.count)), "
        + "plus or minus the number of sections inserted or deleted (\(inserted) inserted, "
        + "\(deleted) deleted).")
  }

  /// Sections that are neither deleted nor moved keep their order and fill the places that are
  /// neither inserted nor move destinations; a reloaded section keeps its place.
  private func mapSections() -> [Int?] {
    guard batch.changesSections else {
      return Array(0..<before.count)
    }
    let sources = Set(batch.movedSections.map(\.from))
    let destinations = Set(batch.movedSections.map(\.to))
    let removed = batch.deletedSections.union(sources)
    let added = batch.insertedSections.union(destinations)
    let survivors = (0..<before.count).filter { !removed.contains($0) }
    let places = (0..<after.count).filter { !added.contains($0) }
    // The section count check and the conflict checks make both lists equally long.
    precondition(survivors.count == places.count, "StandInBatchPlan: sections do not line up")
    var map = [Int?](repeating: nil, count: before.count)
    for (old, new) in zip(survivors, places) {
      map[old] = new
    }
    for move in batch.movedSections {
      map[move.from] = move.to
    }
    return map
  }

  // MARK: Rows

  private func checkRowRanges() throws(StandInUpdateViolation) {
    // Most batches are valid: look for a bad path first, and sort only to report the first.
    let before = self.before
    let after = self.after
    func outside(_ counts: [Int]) -> (StandInRow) -> Bool {
      { path in
        path.section < 0 || path.section >= counts.count || path.row < 0
          || path.row >= counts[path.section]
      }
    }
    let outsideBefore = outside(before)
    let outsideAfter = outside(after)
    let row = words.row
    let rows = words.rows
    if let path = batch.deletedRows.union(batch.reloadedRows).filter(outsideBefore).min() {
      if path.section < 0 || path.section >= before.count {
        throw fail(
          "attempt to delete \(row) \(path.row) from section \(path.section), but there are only \(before.count) sections before the update"
        )
      }
      throw fail(
        "attempt to delete \(row) \(path.row) from section \(path.section) which only contains \(before[path.section]) \(rows) before the update"
      )
    }
    if let move = batch.movedRows.first(where: { outsideBefore($0.from) }) {
      let path = move.from
      if path.section < 0 || path.section >= before.count {
        throw fail(
          "attempt to move index path (\(path.standInDescription)) that does not exist - there are only \(before.count) sections before the update"
        )
      }
      throw fail(
        "attempt to move index path (\(path.standInDescription)) that does not exist - there are only \(before[path.section]) \(rows) in section \(path.section) before the update"
      )
    }
    if let path = batch.insertedRows.filter(outsideAfter).min() {
      if path.section < 0 || path.section >= after.count {
        throw fail(
          "attempt to insert \(row) \(path.row) into section \(path.section), but there are only \(after.count) sections after the update"
        )
      }
      throw fail(
        "attempt to insert \(row) \(path.row) into section \(path.section), but there are only \(after[path.section]) \(rows) in section \(path.section) after the update"
      )
    }
    if let move = batch.movedRows.first(where: { outsideAfter($0.to) }) {
      let path = move.to
      let prefix =
        "attempt to move index path (\(move.from.standInDescription)) to index path (\(path.standInDescription)) that does not exist - there are only"
      if path.section < 0 || path.section >= after.count {
        throw fail("\(prefix) \(after.count) sections after the update")
      }
      throw fail(
        "\(prefix) \(after[path.section]) \(rows) in section \(path.section) after the update")
    }
  }

  private func checkRowConflicts() throws(StandInUpdateViolation) {
    if let path = batch.deletedRows.intersection(batch.reloadedRows).min() {
      throw fail("attempt to delete and reload the same index path (\(path.standInDescription))")
    }
    var sources = Set<StandInRow>()
    var destinations = Set<StandInRow>()
    for move in batch.movedRows {
      // UIKit reports a reload and a move of one row as a delete and a move (a reload is a
      // delete and an insert).
      if batch.deletedRows.contains(move.from) || batch.reloadedRows.contains(move.from) {
        throw fail(
          "attempt to perform a delete and a move from the same index path (\(move.from.standInDescription))"
        )
      }
      if !sources.insert(move.from).inserted {
        throw fail("attempt to move index path (\(move.from.standInDescription)) more than once")
      }
      if batch.insertedRows.contains(move.to) {
        throw fail(
          "attempt to perform an insert and a move to the same index path (\(move.to.standInDescription))"
        )
      }
      if !destinations.insert(move.to).inserted {
        throw fail(
          "attempt to move more than one \(words.row) to index path (\(move.to.standInDescription))"
        )
      }
    }
  }

  private func checkMovesBetweenSections(
    sectionMap: [Int?], beforeSection: [Int?], replacedAfter: Set<Int>
  ) throws(StandInUpdateViolation) {
    let article = words.row == "item" ? "an" : "a"
    for move in batch.movedRows {
      let from = move.from.section
      if sectionMap[from] == nil || batch.reloadedSections.contains(from) {
        throw fail("cannot move \(article) \(words.row) from a deleted section (\(from))")
      }
      let to = move.to.section
      if beforeSection[to] == nil || replacedAfter.contains(to) {
        throw fail("cannot move \(article) \(words.row) into a newly inserted section (\(to))")
      }
    }
  }

  private func checkRowCounts(beforeSection: [Int?], replacedAfter: Set<Int>)
    throws(StandInUpdateViolation)
  {
    // Indexed by section (before for deletes and moves out, after for inserts and moves in);
    // the ranges are checked, so every index is in bounds.
    var deleted = [Int](repeating: 0, count: before.count)
    var inserted = [Int](repeating: 0, count: after.count)
    var movedOut = [Int](repeating: 0, count: before.count)
    var movedIn = [Int](repeating: 0, count: after.count)
    for path in batch.deletedRows {
      deleted[path.section] += 1
    }
    for path in batch.insertedRows {
      inserted[path.section] += 1
    }
    for move in batch.movedRows where beforeSection[move.to.section] != move.from.section {
      movedOut[move.from.section] += 1
      movedIn[move.to.section] += 1
    }
    for section in 0..<after.count where !replacedAfter.contains(section) {
      guard let old = beforeSection[section] else { continue }
      let counts = (deleted[old], inserted[section], movedOut[old], movedIn[section])
      let expected = before[old] - counts.0 + counts.1 - counts.2 + counts.3
      guard after[section] != expected else { continue }
      let rows = words.rows
      throw fail(
        "Invalid update: invalid number of \(rows) in section \(section). The number of \(rows) "
          + "contained in an existing section after the update (\(after[section])) must be equal "
          + "to the number of \(rows) contained in that section before the update "
          + "(\(before[old])), plus or minus the number of \(rows) inserted or deleted from that "
          + "section (\(counts.1) inserted, \(counts.0) deleted) and plus or minus the number of "
          + "\(rows) moved into or out of that section (\(counts.3) moved in, \(counts.2) moved "
          + "out).")
    }
  }
}
