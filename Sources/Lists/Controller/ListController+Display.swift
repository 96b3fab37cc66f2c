import Delegation
import Lifecycle

extension ListController {
  /// Phases 2 to 4 of an update, once the model (counts, layers) changed: rows that left end
  /// displaying, the actions hear `change` (if any), rows that entered are displayed.
  ///
  /// - Parameters:
  ///   - change: What the list's actions hear; `nil` for a viewport change or a display pass.
  ///   - target: Where each displayed row went (before-state to after-state display path),
  ///     `nil` for a row that is gone or must be displayed afresh (deleted, reloaded, a full
  ///     reload).
  ///   - refreshing: After-state paths of rows that stay displayed but get their cell asked
  ///     again (reconfigured), in phase 4 in display order, without display callbacks.
  ///
  /// Runs inside a delivery. **Complexity.** O(displayed rows before and after, times a lookup
  /// through the layers).
  func settleDisplay(
    change: ListChange?, refreshing: Set<DisplayIndexPath> = [],
    target: (DisplayIndexPath) -> DisplayIndexPath?
  ) {
    let range =
      isDisplayingRows ? appliedViewport.flatRange(total: offsets[offsets.count - 1]) : 0..<0
    var kept: [DisplayedRow] = []
    var left: [DisplayedRow] = []
    for entry in displayed {
      if let path = target(entry.path), range.contains(flatIndex(of: path)),
        let (row, layer) = resolve(path)
      {
        kept.append(DisplayedRow(path: path, row: row, layer: layer, cell: entry.cell))
      } else {
        left.append(entry)
      }
    }
    kept.sort { $0.path < $1.path }
    displayed = kept
    for entry in left { sendDidEndDisplaying(entry) }
    if let change {
      forEachActionInAppearOrder { ($0 as? any ListAction)?.list(self, didUpdate: change) }
    }
    displayEntering(range, keeping: kept, refreshing: refreshing)
  }

  /// Phase 4: each row of `range` not in `kept`, in order, gets its cell made, then
  /// `willDisplay`; a kept row in `refreshing` gets its cell made again. Stops if the list
  /// leaves the screen meanwhile (a callback that navigated); that pass ends what was displayed.
  private func displayEntering(
    _ range: Range<Int>, keeping kept: [DisplayedRow], refreshing: Set<DisplayIndexPath>
  ) {
    guard !range.isEmpty else { return }
    var keptIndex = 0
    var section = sectionContaining(flatRow: range.lowerBound)
    for flat in range {
      while flat >= offsets[section + 1] { section += 1 }
      let path = DisplayIndexPath(row: flat - offsets[section], section: section)
      while keptIndex < kept.count && kept[keptIndex].path < path { keptIndex += 1 }
      if keptIndex < kept.count && kept[keptIndex].path == path {
        if !refreshing.isEmpty, refreshing.contains(path), isDisplayingRows {
          let index = displayed.partitioningIndex { $0.path >= path }
          displayed[index].cell = cell(for: displayed[index].row, displayed[index].layer)
        }
        continue
      }
      guard isDisplayingRows, let (row, layer) = resolve(path) else { return }
      let entry = DisplayedRow(path: path, row: row, layer: layer, cell: cell(for: row, layer))
      insertDisplayed(entry)
      sendWillDisplay(entry)
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

  /// Adds `row` to the displayed rows at its place (at the end when rows enter in order).
  private func insertDisplayed(_ row: DisplayedRow) {
    if let last = displayed.last, last.path > row.path {
      let index = displayed.partitioningIndex { $0.path >= row.path }
      displayed.insert(row, at: index)
    } else {
      displayed.append(row)
    }
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
  private func sendWillDisplay(_ entry: DisplayedRow) {
    switch entry.row {
    case .content(let path):
      delegate?.list(self, willDisplayRowAt: path)
      additionalDelegates.forEach { $0.list(self, willDisplayRowAt: path) }
    case .inserted(_, let row):
      guard let layer = entry.layer else { return }
      layer.delegate?.insertionLayer(layer, willDisplay: row, at: entry.path)
    }
  }

  /// `didEndDisplaying` to the delegate, then the additional delegates; to the layer's delegate
  /// for an inserted row.
  private func sendDidEndDisplaying(_ entry: DisplayedRow) {
    switch entry.row {
    case .content(let path):
      delegate?.list(self, didEndDisplayingRowAt: path)
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
