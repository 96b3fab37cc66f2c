import Delegation
import Lifecycle

/// A row in the prefetch range: where it is and what it shows (and the layer that owns it).
struct PrefetchedRow {
  var path: DisplayIndexPath
  var row: DisplayRow
  var layer: ListInsertionLayer?
}

extension ListController {
  /// How many display rows beyond each end of the viewport are prefetched (see
  /// ``ListPrefetching``); 0, the default, turns prefetching off (nothing is tracked, nothing
  /// is called).
  ///
  /// Setting it moves the prefetch range at once: rows that enter it are prefetched, rows that
  /// leave it are cancelled. Set during the list's callbacks, it is queued like any update and
  /// reads back the old value until it runs. A negative distance is refused with a
  /// `Diagnostic` of kind `refusedOperation` and changes nothing.
  public var prefetchDistance: Int {
    get { appliedPrefetchDistance }
    set {
      guard newValue >= 0 else {
        return report(
          Diagnostic(
            kind: .refusedOperation,
            message:
              "prefetchDistance = \(newValue) refused on \(quotedName): a distance counts rows, 0 or more"
          ))
      }
      submitInfallible(.prefetchDistance(newValue))
    }
  }

  /// The flat display rows to prefetch around the displayed `range`: the range widened by the
  /// prefetch distance on each side, within the display; empty while prefetching is off or
  /// nothing is displayed.
  func prefetchRange(around range: Range<Int>) -> Range<Int> {
    let distance = appliedPrefetchDistance
    guard distance > 0, !range.isEmpty else { return 0..<0 }
    let total = offsets[offsets.count - 1]
    return max(0, range.lowerBound - distance)..<min(total, range.upperBound + distance)
  }

  /// Phase 2: the prefetched rows follow the change (`target`; `nil` for rows prepared afresh),
  /// and those outside `range` afterwards are cancelled. O(prefetched rows).
  func cancelPrefetching(
    outside range: Range<Int>, target: (DisplayIndexPath) -> DisplayIndexPath?
  ) {
    guard !prefetched.isEmpty else { return }
    var staying: [PrefetchedRow] = []
    var leaving: [PrefetchedRow] = []
    for entry in prefetched {
      if let path = target(entry.path), range.contains(flatIndex(of: path)),
        let (row, layer) = resolve(path)
      {
        staying.append(PrefetchedRow(path: path, row: row, layer: layer))
      } else {
        leaving.append(entry)
      }
    }
    staying.sortUnlessSorted { $0.path < $1.path }
    prefetched = staying
    tell(leaving, cancelled: true)
  }

  /// Phase 4, before rows are displayed: every row of `range` not prefetched yet is, in
  /// display order. O(rows in the range).
  func prefetchEntering(_ range: Range<Int>) {
    guard !range.isEmpty else { return }
    var entering: [PrefetchedRow] = []
    var merged: [PrefetchedRow] = []
    merged.reserveCapacity(range.count)
    var next = 0  // the first prefetched row not passed yet
    var section = sectionContaining(flatRow: range.lowerBound)
    for flat in range {
      while flat >= offsets[section + 1] { section += 1 }
      let path = DisplayIndexPath(row: flat - offsets[section], section: section)
      while next < prefetched.count && prefetched[next].path < path {
        merged.append(prefetched[next])
        next += 1
      }
      if next < prefetched.count && prefetched[next].path == path { continue }
      guard let (row, layer) = resolve(path) else { continue }
      let entry = PrefetchedRow(path: path, row: row, layer: layer)
      entering.append(entry)
      merged.append(entry)
    }
    merged.append(contentsOf: prefetched[next...])
    prefetched = merged
    tell(entering, cancelled: false)
  }

  /// One call to the prefetch data source with the content rows, then one to each layer's
  /// delegate with its rows, layers in the order their first row comes.
  private func tell(_ rows: [PrefetchedRow], cancelled: Bool) {
    guard !rows.isEmpty else { return }
    var content: [ListIndexPath] = []
    var byLayer: [(layer: ListInsertionLayer, rows: [InsertedRow])] = []
    for entry in rows {
      switch entry.row {
      case .content(let path): content.append(path)
      case .inserted(_, let row):
        guard let layer = entry.layer else { continue }
        if let index = byLayer.firstIndex(where: { $0.layer === layer }) {
          byLayer[index].rows.append(row)
        } else {
          byLayer.append((layer, [row]))
        }
      }
    }
    if !content.isEmpty, let source = prefetchDataSource {
      if cancelled {
        source.list(self, cancelPrefetchingForRowsAt: content)
      } else {
        source.list(self, prefetchRowsAt: content)
      }
    }
    for (layer, rows) in byLayer {
      guard let delegate = layer.delegate else { continue }
      if cancelled {
        delegate.insertionLayer(layer, cancelPrefetchingFor: rows)
      } else {
        delegate.insertionLayer(layer, prefetch: rows)
      }
    }
  }
}
