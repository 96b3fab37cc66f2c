import Delegation
import Lifecycle

extension ListController {
  /// Phases 2 to 4 of an update, once the model (counts, layers) changed: rows that left end
  /// displaying, the actions hear `change` (if any), rows that entered are displayed.
  ///
  /// - Parameters:
  ///   - change: What the list's actions hear; `nil` for a viewport change or a display pass.
  ///   - target: Where each displayed row went (before-state to after-state display path),
  ///     `nil` for a row that is gone or must be displayed afresh (deleted, reloaded).
  ///   - refreshing: After-state paths of rows that stay displayed but get their cell asked
  ///     again (reconfigured), in phase 4 in display order, without display callbacks.
  ///   - sections: Where each content section went; the same index by default (a change that
  ///     moves no section).
  ///
  /// Sections are displayed while one of their content rows is (see `SectionDisplay`): a
  /// section ends right after its last row that leaves (one whose rows all moved to other
  /// sections ends before the first row that leaves, in section order with the others like it),
  /// and starts right before its first row that enters (one that rows moved into starts at the
  /// beginning of phase 4).
  ///
  /// Runs inside a delivery. **Complexity.** O(displayed rows before and after, times a lookup
  /// through the layers).
  ///
  /// `afresh`: every row is displayed afresh after the change (a full reload), so the displayed
  /// rows leave without being looked at one by one (see ``settleDisplayAfresh(change:)``).
  func settleDisplay(
    change: ListChange?, afresh: Bool = false, refreshing: Set<DisplayIndexPath> = [],
    target: (DisplayIndexPath) -> DisplayIndexPath?, sections sectionMap: SectionMap = .identity
  ) {
    let range = displayRange(settling: change, afresh: afresh, target: target)
    var sections = SectionDisplay(reusing: &spareRows)
    sections.recordBefore(displayed)
    var left = [DisplayedRow].reusing(&spareRows.left)
    if !afresh {
      var kept = [DisplayedRow].reusing(&spareRows.kept)
      for entry in displayed {
        if let path = target(entry.path), range.contains(flatIndex(of: path)),
          let (row, layer) = resolve(path)
        {
          kept.append(DisplayedRow(path: path, row: row, layer: layer, cell: entry.cell))
        } else {
          left.append(entry)
        }
      }
      kept.sortUnlessSorted { $0.path < $1.path }  // out of order only when rows moved
      swap(&displayed, &kept)
      kept.removeAll(keepingCapacity: true)
      spareRows.kept = kept
    } else {
      swap(&displayed, &left)
    }
    sections.recordKept(displayed, sections: sectionMap) { section in
      !afresh && hasContentRow(inSection: section, within: range)
    }
    sections.scheduleEnds(after: left)
    var peers = DisplayPeers(of: self)
    var told = 0  // section ends of the schedule told so far
    while told < sections.endRows.count && sections.endRows[told] < 0 {  // before every row
      peers.refresh(from: self)
      sendDidEndDisplaying(section: sections.endSections[told], peers)
      told += 1
    }
    left.withUnsafeBufferPointer { rows in  // borrows each row: no copy of it per callback
      for row in rows.indices {
        peers.refresh(from: self)
        sendDidEndDisplaying(rows[row], peers)
        while told < sections.endRows.count && sections.endRows[told] == row {
          peers.refresh(from: self)
          sendDidEndDisplaying(section: sections.endSections[told], peers)
          told += 1
        }
      }
    }
    cancelPrefetching(outside: prefetchRange(around: range), target: target)
    left.removeAll(keepingCapacity: true)
    spareRows.left = left
    if let change, change.kind == .reload || !change.isEmpty {
      forEachActionInAppearOrder { ($0 as? any ListAction)?.list(self, didUpdate: change) }
    }
    for section in sections.startingWithKeptRows {
      peers = DisplayPeers(of: self)
      sendWillDisplay(section: section, peers)
    }
    // The range may have moved meanwhile (a callback that left the screen): read it again.
    prefetchEntering(prefetchRange(around: isDisplayingRows ? range : 0..<0))
    if !displayEntering(range, keeping: sections, refreshing: refreshing) {
      endContinuingSectionsLeftEmpty(sections.continuing)
    }
    sections.giveBack(to: &spareRows)
  }

  /// Phase 4: each row of `range` not displayed yet, in order, gets its cell made, then
  /// `willDisplay`; a row still displayed whose path is in `refreshing` gets its cell made
  /// again, without display callbacks. Stops if the list leaves the screen meanwhile (a callback
  /// that navigated); that pass ends what was displayed.
  ///
  /// - Returns: `false` when it stopped before the end of `range`.
  private func displayEntering(
    _ range: Range<Int>, keeping sections: SectionDisplay, refreshing: Set<DisplayIndexPath>
  ) -> Bool {
    guard !range.isEmpty else { return true }
    var peers = DisplayPeers(of: self)
    var lastStarted: Int?  // the content section whose start was told last in this phase
    var section = sectionContaining(flatRow: range.lowerBound)
    for flat in range {
      while flat >= offsets[section + 1] { section += 1 }
      let path = DisplayIndexPath(row: flat - offsets[section], section: section)
      guard let index = displayIndex(insertingAt: path) else {
        if !refreshing.isEmpty, refreshing.contains(path), isDisplayingRows {
          let index = displayed.partitioningIndex { $0.path >= path }
          displayed[index].cell = cell(for: displayed[index].row, displayed[index].layer)
        }
        continue
      }
      guard isDisplayingRows, let (row, layer) = resolve(path) else { return false }
      peers.refresh(from: self)
      let contentPath: ListIndexPath?
      let cell: ListCell
      if case .content(let path) = row {
        contentPath = path
        cell = peers.cell(at: path, of: self)
      } else {
        contentPath = nil
        cell = self.cell(for: row, layer)
      }
      // The entry moves into the display; a content row's callback needs only its path, so
      // the entry is not copied for it.
      let entry = DisplayedRow(path: path, row: row, layer: layer, cell: cell)
      if index == displayed.count {
        displayed.append(entry)
      } else {
        displayed.insert(entry, at: index)
      }
      peers.refresh(from: self)
      if let contentPath {
        let section = contentPath.section
        if lastStarted != section && !sections.isStarted(section) {
          lastStarted = section
          sendWillDisplay(section: section, peers)
          peers.refresh(from: self)
        }
        sendWillDisplay(contentRowAt: contentPath, peers)
      } else {
        sendWillDisplay(displayed[index], peers)
      }
    }
    return true
  }

  /// Whether content section `section` has a content row within the flat display `range`.
  /// O(1) without layers; with layers, O(log k) per inserted row skipped (usually none).
  private func hasContentRow(inSection section: Int, within range: Range<Int>) -> Bool {
    guard let displaySection = displaySection(for: section), displaySection + 1 < offsets.count
    else { return false }
    let start = max(range.lowerBound, offsets[displaySection])
    let end = min(range.upperBound, offsets[displaySection + 1])
    guard start < end else { return false }
    if layers.isEmpty { return true }
    let rows = start..<end
    for flat in rows {
      let path = DisplayIndexPath(row: flat - offsets[displaySection], section: displaySection)
      if case .content = resolve(path)?.row { return true }
    }
    return false
  }

  /// After a phase 4 that stopped early: the sections that continued through the update but
  /// show no row now end (in section order), so section events stay balanced.
  private func endContinuingSectionsLeftEmpty(_ continuing: [Int]) {
    guard !continuing.isEmpty else { return }
    var shown = Set<Int>()
    for entry in displayed {
      if let section = entry.contentSection { shown.insert(section) }
    }
    let peers = DisplayPeers(of: self)
    for section in continuing where !shown.contains(section) {
      sendDidEndDisplaying(section: section, peers)
    }
  }

  /// The cell of a row: from the data source for a content row, from the layer's delegate for
  /// an inserted one (an empty cell when the source or delegate is gone).
  func cell(for row: DisplayRow, _ layer: ListInsertionLayer?) -> ListCell {
    switch row {
    case .content(let path): dataSource?.list(self, cellForRowAt: path) ?? ListCell("")
    case .inserted(_, let inserted):
      layer.flatMap { layer in layer.delegate?.insertionLayer(layer, cellFor: inserted) }
        ?? ListCell("")
    }
  }

  /// Where a row displayed at `path` goes in ``displayed``: at the end when rows enter in
  /// order (O(1)), else found by binary search; `nil` when a row is displayed there already.
  private func displayIndex(insertingAt path: DisplayIndexPath) -> Int? {
    guard let last = displayed.last, last.path >= path else { return displayed.count }
    let index = displayed.partitioningIndex { $0.path >= path }
    return displayed[index].path == path ? nil : index
  }

  /// The row's index in the display flattened across sections.
  func flatIndex(of path: DisplayIndexPath) -> Int {
    offsets[path.section] + path.row
  }

  /// The display section holding flattened row `flatRow` (which must be below the total).
  /// O(log s).
  func sectionContaining(flatRow: Int) -> Int {
    // The first index with offsets[index] > flatRow, minus one: the last section starting at or
    // before the row, skipping empty sections.
    offsets.partitioningIndex { $0 > flatRow } - 1
  }

  /// `willDisplay` to the delegate, then the additional delegates; to the layer's delegate for
  /// an inserted row.
  private func sendWillDisplay(_ entry: DisplayedRow, _ peers: DisplayPeers) {
    switch entry.row {
    case .content(let path):
      sendWillDisplay(contentRowAt: path, peers)
    case .inserted(_, let row):
      guard let layer = entry.layer else { return }
      layer.delegate?.insertionLayer(layer, willDisplay: row, at: entry.path)
    }
  }

  /// `willDisplay` for the content row at `path`: to the delegate, then the additional ones.
  private func sendWillDisplay(contentRowAt path: ListIndexPath, _ peers: DisplayPeers) {
    peers.delegate?.list(self, willDisplayRowAt: path)
    additionalDelegates.forEach { $0.list(self, willDisplayRowAt: path) }
  }

  /// `willDisplaySection` for content section `section`: to the delegate, then the additional
  /// ones.
  private func sendWillDisplay(section: Int, _ peers: DisplayPeers) {
    peers.delegate?.list(self, willDisplaySection: section)
    additionalDelegates.forEach { $0.list(self, willDisplaySection: section) }
  }

  /// `didEndDisplayingSection` for content section `section` (before-state index): to the
  /// delegate, then the additional ones.
  private func sendDidEndDisplaying(section: Int, _ peers: DisplayPeers) {
    peers.delegate?.list(self, didEndDisplayingSection: section)
    additionalDelegates.forEach { $0.list(self, didEndDisplayingSection: section) }
  }

  /// `didEndDisplaying` to the delegate, then the additional delegates; to the layer's delegate
  /// for an inserted row.
  private func sendDidEndDisplaying(_ entry: DisplayedRow, _ peers: DisplayPeers) {
    switch entry.row {
    case .content(let path):
      peers.delegate?.list(self, didEndDisplayingRowAt: path)
      additionalDelegates.forEach { $0.list(self, didEndDisplayingRowAt: path) }
    case .inserted(_, let row):
      guard let layer = entry.layer else { return }
      layer.delegate?.insertionLayer(layer, didEndDisplaying: row, at: entry.path)
    }
  }
}

extension RandomAccessCollection where Index == Int {
  /// The first index whose element satisfies `predicate`, for a predicate that is false then
  /// true along the collection. O(log n).
  func partitioningIndex(where predicate: (Element) -> Bool) -> Int {
    var low = startIndex
    var high = endIndex
    while low < high {
      let middle = low + (high - low) / 2
      if predicate(self[middle]) { high = middle } else { low = middle + 1 }
    }
    return low
  }
}

extension ListController {
  /// The flat display rows to display after `change`: the viewport's, or, for a list a view
  /// shows, the rows the view displays once its host showed the change (which also sets the
  /// hosted prefetch range: the smallest holding what the view displays and prefetches). Empty
  /// while the list displays no rows.
  private func displayRange(
    settling change: ListChange?, afresh: Bool,
    target: (DisplayIndexPath) -> DisplayIndexPath?
  ) -> Range<Int> {
    guard let host = displayHost else {
      return isDisplayingRows ? appliedViewport.flatRange(total: offsets[offsets.count - 1]) : 0..<0
    }
    let windows =
      afresh
      ? host.list(self, willSettle: change, target: { _ in nil })
      : host.list(self, willSettle: change, target: target)
    // Read against the display as it is now: the host's callbacks run inside this delivery, so
    // they may have queued work but never changed the display.
    let all = 0..<offsets[offsets.count - 1]
    let displayed = isDisplayingRows ? windows.displayed.clamped(to: all) : 0..<0
    let prefetched = windows.prefetched.clamped(to: all)
    if displayed.isEmpty || prefetched.isEmpty {
      hostedPrefetchRange = displayed
    } else {
      hostedPrefetchRange =
        min(
          displayed.lowerBound, prefetched.lowerBound)..<max(
          displayed.upperBound, prefetched.upperBound)
    }
    return displayed
  }

  /// ``settleDisplay(change:afresh:refreshing:target:sections:)`` for a change after which every
  /// row is displayed afresh (a full reload).
  func settleDisplayAfresh(change: ListChange) {
    settleDisplay(change: change, afresh: true, target: { _ in nil })
  }
}
