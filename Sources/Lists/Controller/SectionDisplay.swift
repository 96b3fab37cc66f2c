/// Which content sections an update ends and starts displaying.
///
/// A content section is displayed while at least one of its content rows is. An update knows
/// the sections displayed before it (``before``), the sections its kept rows are in after it
/// (``kept``), where each section went (a `SectionMap`) and which sections have a row displayed
/// after it (kept or entering): a section displayed before **continues** when its target has a
/// row displayed after the update, even if every row it showed left and others entered (a
/// reload of its only row, a scroll that replaces its rows: see
/// `ListDelegate.list(_:willDisplaySection:)`); the others end. A section holding kept rows
/// that no continuing section went to (a row moved into it) starts at once; any other section
/// that did not continue starts when its first row enters.
///
/// Built from the spare buffers of ``SpareBuffers`` (no allocation in steady state).
/// **Complexity.** O(sections displayed × log of the same).
struct SectionDisplay {
  /// Content sections with a displayed content row before the update, ascending.
  private(set) var before: [Int]
  /// Content sections with a kept content row after the update, ascending.
  private(set) var kept: [Int]
  /// The sections of ``before`` that end, ascending.
  private(set) var ending: [Int]
  /// The sections of ``kept`` that start without a row entering (rows moved in), ascending.
  private(set) var startingWithKeptRows: [Int]
  /// The targets of the continuing sections (scratch space of ``recordKept(_:sections:)``).
  private var reached: [Int]

  /// Takes its buffers out of `spare` (see `Array.reusing(_:)`).
  init(reusing spare: inout SpareBuffers) {
    before = .reusing(&spare.sectionsBefore)
    kept = .reusing(&spare.sectionsKept)
    ending = .reusing(&spare.sectionsEnding)
    startingWithKeptRows = .reusing(&spare.sectionsStarting)
    reached = .reusing(&spare.sectionsReached)
    endRows = .reusing(&spare.sectionEndRows)
    endSections = .reusing(&spare.sectionEndSections)
  }

  /// Puts its buffers back into `spare`, empty (moved, not copied, so they stay unique).
  mutating func giveBack(to spare: inout SpareBuffers) {
    func back(_ buffer: inout [Int], _ slot: inout [Int]) {
      buffer.removeAll(keepingCapacity: true)
      swap(&buffer, &slot)
    }
    back(&before, &spare.sectionsBefore)
    back(&kept, &spare.sectionsKept)
    back(&ending, &spare.sectionsEnding)
    back(&startingWithKeptRows, &spare.sectionsStarting)
    back(&reached, &spare.sectionsReached)
    back(&endRows, &spare.sectionEndRows)
    back(&endSections, &spare.sectionEndSections)
  }

  /// Records the sections of the displayed `rows` (ascending by display path) before the update.
  mutating func recordBefore(_ rows: [DisplayedRow]) { Self.collect(rows, into: &before) }

  /// Records the sections of the kept `rows` (ascending by display path) after the update and
  /// decides which sections end and which start with kept rows: a section continues when its
  /// target holds a kept row or `isDisplayedAfter` says a row of it is displayed after the
  /// update (a pass that displays every row afresh answers `false`: every section ends).
  mutating func recordKept(
    _ rows: [DisplayedRow], sections map: SectionMap, isDisplayedAfter: (Int) -> Bool
  ) {
    Self.collect(rows, into: &kept)
    reached.removeAll(keepingCapacity: true)
    for section in before {
      guard let target = map.target(of: section),
        kept.binaryContains(target) || isDisplayedAfter(target)
      else {
        ending.append(section)
        continue
      }
      reached.append(target)
    }
    reached.sort()
    guard kept.contains(where: { !reached.binaryContains($0) }) else { return }
    startingWithKeptRows = kept.filter { !reached.binaryContains($0) }  // rows moved in: rare
  }

  /// The sections that continued through the update (after-state indices), ascending.
  var continuing: [Int] { reached }

  /// When each ending section is told, in telling order: before the leaving row at index
  /// `endRows[i]` when it is negative (before the first row end), else after it, section
  /// `endSections[i]`.
  private(set) var endRows: [Int]
  private(set) var endSections: [Int]

  /// Schedules the ends of ``ending`` along the leaving `rows` (ascending by before-state
  /// display path), as `ListDelegate.list(_:didEndDisplayingSection:)` documents: first, in section
  /// order and before the first row end of the pass (inserted rows' ends included), each
  /// section without a leaving content row of its own (its rows all moved to other sections);
  /// then each other section right after its own last leaving content row, so in the order of
  /// those rows. O(rows + sections).
  mutating func scheduleEnds(after rows: [DisplayedRow]) {
    guard !ending.isEmpty else { return }
    // Content sections follow display order, so one walk along the rows finds, for each ending
    // section in turn, whether a leaving content row of its own is there.
    var index = 0
    for section in ending {
      while index < rows.count {
        if let other = rows[index].contentSection, other >= section { break }
        index += 1
      }
      if index == rows.count || rows[index].contentSection != section {
        endRows.append(-1)
        endSections.append(section)
      }
    }
    index = 0
    while index < rows.count {
      guard let section = rows[index].contentSection else {
        index += 1
        continue
      }
      var last = index  // the section's last leaving content row
      var scan = index + 1
      while scan < rows.count {
        if let other = rows[scan].contentSection {
          if other != section { break }
          last = scan
        }
        scan += 1
      }
      if ending.binaryContains(section) {
        endRows.append(last)
        endSections.append(section)
      }
      index = scan
    }
  }

  /// Whether content section `section` (after the update) is displayed already when phase 4
  /// begins: it continued through the update or started with kept rows, so its first entering
  /// row does not start it.
  func isStarted(_ section: Int) -> Bool {
    reached.binaryContains(section) || kept.binaryContains(section)
  }

  private static func collect(_ rows: [DisplayedRow], into sections: inout [Int]) {
    rows.withUnsafeBufferPointer { rows in  // borrows each row: no copy of it
      for index in rows.indices {
        guard let section = rows[index].contentSection, sections.last != section else { continue }
        sections.append(section)
      }
    }
    // Content sections follow display order, so this is sorted; a layer never reorders them.
  }
}

extension [Int] {
  /// Whether the ascending array holds `value`. O(log n).
  func binaryContains(_ value: Int) -> Bool {
    let index = partitioningIndex { $0 >= value }
    return index < count && self[index] == value
  }
}
