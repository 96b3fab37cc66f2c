import Delegation
import Lifecycle

extension ListController {
  /// Phases 2 to 4 of an update, once the model (counts) changed: rows that left end
  /// displaying, the actions hear `change` (if any), rows that entered are displayed.
  ///
  /// - Parameters:
  ///   - change: What the list's actions hear; `nil` for a viewport change or a display pass.
  ///   - target: Where each displayed row went (before-state to after-state path), `nil` for a
  ///     row that is gone or must be displayed afresh (deleted, reloaded, a full reload).
  ///
  /// Runs inside a delivery. **Complexity.** O(displayed rows before and after, log of the
  /// batch size each).
  func settleDisplay(change: ListChange?, target: (ListIndexPath) -> ListIndexPath?) {
    let range = isOnScreen ? appliedViewport.flatRange(total: offsets[offsets.count - 1]) : 0..<0
    var kept: [DisplayedRow] = []
    var left: [DisplayedRow] = []
    for entry in displayed {
      if let path = target(entry.path), range.contains(flatIndex(of: path)) {
        kept.append(DisplayedRow(path: path, cell: entry.cell))
      } else {
        left.append(entry)
      }
    }
    kept.sort { $0.path < $1.path }
    displayed = kept
    for entry in left { sendDidEndDisplaying(entry.path) }
    if let change {
      forEachActionInAppearOrder { ($0 as? any ListAction)?.list(self, didUpdate: change) }
    }
    displayEntering(range, keeping: kept)
  }

  /// Phase 4: each row of `range` not in `kept`, in order, gets its cell made, then
  /// `willDisplay`. Stops if the list leaves the screen meanwhile (a callback that navigated);
  /// that pass ends what was displayed.
  private func displayEntering(_ range: Range<Int>, keeping kept: [DisplayedRow]) {
    guard !range.isEmpty else { return }
    var keptIndex = 0
    var section = sectionContaining(flatRow: range.lowerBound)
    for flat in range {
      while flat >= offsets[section + 1] { section += 1 }
      let path = ListIndexPath(row: flat - offsets[section], section: section)
      while keptIndex < kept.count && kept[keptIndex].path < path { keptIndex += 1 }
      if keptIndex < kept.count && kept[keptIndex].path == path { continue }
      guard isOnScreen else { return }
      let cell = dataSource?.list(self, cellForRowAt: path) ?? ListCell("")
      insertDisplayed(DisplayedRow(path: path, cell: cell))
      sendWillDisplay(path)
    }
  }

  /// Adds `row` to the displayed rows at its place (at the end when rows enter in order).
  private func insertDisplayed(_ row: DisplayedRow) {
    if let last = displayed.last, last.path > row.path {
      let index = displayed.partitioningIndex { $0.path >= row.path }
      displayed.insert(row, at: index)
    } else {
      displayed.append(row)
    }
  }

  /// The row's index in the list flattened across sections.
  func flatIndex(of path: ListIndexPath) -> Int {
    offsets[path.section] + path.row
  }

  /// The section holding flattened row `flatRow` (which must be below the total). O(log s).
  func sectionContaining(flatRow: Int) -> Int {
    // The last section whose offset is <= flatRow and which has rows: the first index with
    // offsets[index] > flatRow, minus one.
    var low = 0
    var high = offsets.count
    while low < high {
      let middle = (low + high) / 2
      if offsets[middle] <= flatRow { low = middle + 1 } else { high = middle }
    }
    return low - 1
  }

  /// `willDisplay` to the delegate, then the additional delegates.
  private func sendWillDisplay(_ path: ListIndexPath) {
    delegate?.list(self, willDisplayRowAt: path)
    additionalDelegates.forEach { $0.list(self, willDisplayRowAt: path) }
  }

  /// `didEndDisplaying` to the delegate, then the additional delegates.
  private func sendDidEndDisplaying(_ path: ListIndexPath) {
    delegate?.list(self, didEndDisplayingRowAt: path)
    additionalDelegates.forEach { $0.list(self, didEndDisplayingRowAt: path) }
  }
}

extension Array {
  /// The first index whose element satisfies `predicate`, for a predicate that is false then
  /// true along the array. O(log n).
  func partitioningIndex(where predicate: (Element) -> Bool) -> Int {
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      if predicate(self[middle]) { high = middle } else { low = middle + 1 }
    }
    return low
  }
}
