import Lifecycle
import Lists
import SimAppKit

/// One read of a list's display through the public API, for the list invariants (see
/// ScenarioRunner+ListInvariants and +SectionInvariants): every display row in display order
/// with its path, where each displayed section begins among them, and the rows displayed now.
/// Each check derives what it needs from it, so the display is read once per check, not once
/// per question, and a display path's place is arithmetic rather than a hash. Plain loops:
/// closures here would each check the main actor at every call.
@MainActor
package struct ListDisplayRead {
  /// Every display row, section by section, with its path.
  package private(set) var flat: [(path: DisplayIndexPath, row: DisplayRow?)] = []
  /// Where each displayed section begins in ``flat``; one more entry ends the last.
  private var starts: [Int] = [0]
  /// The rows displayed now (``ListDisplay/visibleRows``), ascending.
  package let visiblePaths: [DisplayIndexPath]
  /// The places in ``flat`` of the ``visiblePaths`` inside the display, in their order.
  package private(set) var visible: [Int] = []

  /// Reads the display of `list`.
  package init(_ list: ListController) {
    let display = list.display
    let sections = display.numberOfSections
    starts.reserveCapacity(sections + 1)
    for section in 0..<max(sections, 0) {
      let rows = display.numberOfRows(inSection: section)
      flat.reserveCapacity(flat.count + max(rows, 0))
      for row in 0..<max(rows, 0) {
        let path = DisplayIndexPath(row: row, section: section)
        flat.append((path, display.row(at: path)))
      }
      starts.append(flat.count)
    }
    visiblePaths = display.visibleRows
    visible.reserveCapacity(visiblePaths.count)
    for path in visiblePaths {
      if let index = index(of: path) { visible.append(index) }
    }
  }

  /// The place of `path` in ``flat``, or `nil` outside the display.
  package func index(of path: DisplayIndexPath) -> Int? {
    guard path.section >= 0, path.section < starts.count - 1, path.row >= 0 else { return nil }
    let index = starts[path.section] + path.row
    return index < starts[path.section + 1] ? index : nil
  }
}

extension SimList {
  /// Whether the sections are what the snapshot data source shows (when it is the data
  /// source): a problem of the simulator itself otherwise.
  package var isInStepWithSnapshot: Bool {
    guard let snapshotSource, dataSource === snapshotSource else { return true }
    let snapshot = snapshotSource.snapshot
    return snapshot.sections.count == sections.count
      && zip(snapshot.sections, sections).allSatisfy { items, section in
        items.map(\.id) == section.rows.map(\.id)
      }
  }
}
