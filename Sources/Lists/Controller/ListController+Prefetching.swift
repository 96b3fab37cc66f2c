import Delegation
import Lifecycle

/// A row in the prefetch range: where it is, what it shows (and the layer that owns it), and
/// whom it was prefetched to.
struct PrefetchedRow {
  var path: DisplayIndexPath
  var row: DisplayRow
  var layer: ListInsertionLayer?
  /// The prefetch data source (for a content row) or the layer's delegate (for an inserted row)
  /// the row was prefetched to, which is owed its cancellation; `nil` when there was none (or it
  /// is gone): nobody is owed anything.
  weak var owner: AnyObject?
}

extension ListController {
  /// How many display rows beyond each end of the viewport are prefetched (see
  /// ``ListPrefetching``); 0, the default, turns prefetching off (nothing is tracked, nothing
  /// is called).
  ///
  /// Setting it moves the prefetch range at once: rows that enter it are prefetched, rows that
  /// leave it are cancelled. Set during the list's callbacks, it is queued like any update and
  /// reads back the old value until it runs. A negative distance is refused with a
  /// `Diagnostic` of kind `refusedOperation` (cause `negativePrefetchDistance`) and changes
  /// nothing.
  public var prefetchDistance: Int {
    get { appliedPrefetchDistance }
    set {
      guard newValue >= 0 else {
        return report(
          Diagnostic(
            kind: .refusedOperation,
            message:
              "prefetchDistance = \(newValue) refused on \(quotedName): a distance counts rows, 0 or more",
            cause: .negativePrefetchDistance
          ))
      }
      submitInfallible(.prefetchDistance(newValue))
    }
  }

  /// Called when ``prefetchDataSource`` is set: a display pass settles what each source is
  /// owed (now, or queued behind the list's callbacks like any update). The rows prefetched to
  /// the previous source are cancelled to it, then the current range is prefetched to the new
  /// one; with `nil`, nobody is prefetched to (see ``ListPrefetching``).
  func prefetchDataSourceDidChange() {
    submitInfallible(.displayPass)
  }

  /// Whom a row showing `row` (of `layer`) is prefetched to now: the prefetch data source for a
  /// content row, the layer's delegate for an inserted one.
  private func currentOwner(of row: DisplayRow, _ layer: ListInsertionLayer?) -> AnyObject? {
    switch row {
    case .content: prefetchDataSource
    case .inserted: layer?.delegate
    }
  }

  /// The flat display rows to prefetch around the displayed `range`: the range widened by the
  /// prefetch distance on each side, within the display; empty while prefetching is off or
  /// nothing is displayed.
  func prefetchRange(around range: Range<Int>) -> Range<Int> {
    if displayHost != nil {
      // A view that shows the list decides (see `ListDisplayHosting`).
      return range.isEmpty ? 0..<0 : hostedPrefetchRange
    }
    let distance = appliedPrefetchDistance
    guard distance > 0, !range.isEmpty else { return 0..<0 }
    let total = offsets[offsets.count - 1]
    return max(0, range.lowerBound - distance)..<min(total, range.upperBound + distance)
  }

  /// Phase 2: the prefetched rows follow the change (`target`; `nil` for rows prepared afresh),
  /// and those outside `range` afterwards are cancelled, each to whom it was prefetched to. A
  /// row whose source changed since (``prefetchDataSource`` or its layer's delegate set anew)
  /// is cancelled to the old one too, and prefetched to the new one in phase 4.
  /// O(prefetched rows).
  func cancelPrefetching(
    outside range: Range<Int>, target: (DisplayIndexPath) -> DisplayIndexPath?
  ) {
    guard !prefetched.isEmpty else { return }
    var staying: [PrefetchedRow] = []
    var leaving: [PrefetchedRow] = []
    for entry in prefetched {
      if let path = target(entry.path), range.contains(flatIndex(of: path)),
        let (row, layer) = resolve(path), entry.owner === currentOwner(of: row, layer)
      {
        staying.append(PrefetchedRow(path: path, row: row, layer: layer, owner: entry.owner))
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
      let entry = PrefetchedRow(
        path: path, row: row, layer: layer, owner: currentOwner(of: row, layer))
      entering.append(entry)
      merged.append(entry)
    }
    merged.append(contentsOf: prefetched[next...])
    prefetched = merged
    tell(entering, cancelled: false)
  }

  /// One call to each owner with its rows, in display order: owners in the order their first
  /// row comes (the prefetch data source for content rows, a layer's delegate for its rows).
  /// Rows owed to nobody are not told.
  private func tell(_ rows: [PrefetchedRow], cancelled: Bool) {
    guard !rows.isEmpty else { return }
    var content: [(source: any ListPrefetching, rows: [ListIndexPath])] = []
    var byLayer:
      [(layer: ListInsertionLayer, delegate: any InsertionLayerDelegate, rows: [InsertedRow])] =
        []
    for entry in rows {
      switch entry.row {
      case .content(let path):
        guard let source = entry.owner as? any ListPrefetching else { continue }
        if let index = content.firstIndex(where: { $0.source === source }) {
          content[index].rows.append(path)
        } else {
          content.append((source, [path]))
        }
      case .inserted(_, let row):
        guard let layer = entry.layer, let delegate = entry.owner as? any InsertionLayerDelegate
        else { continue }
        if let index = byLayer.firstIndex(where: { $0.layer === layer && $0.delegate === delegate })
        {
          byLayer[index].rows.append(row)
        } else {
          byLayer.append((layer, delegate, [row]))
        }
      }
    }
    for (source, paths) in content {
      if cancelled {
        source.list(self, cancelPrefetchingForRowsAt: paths)
      } else {
        source.list(self, prefetchRowsAt: paths)
      }
    }
    for (layer, delegate, rows) in byLayer {
      if cancelled {
        delegate.insertionLayer(layer, cancelPrefetchingFor: rows)
      } else {
        delegate.insertionLayer(layer, prefetch: rows)
      }
    }
  }
}
