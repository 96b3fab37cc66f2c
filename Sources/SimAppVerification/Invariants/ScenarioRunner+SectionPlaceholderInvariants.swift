import Lifecycle
import ListReferenceModel
import Lists
import SimAppKit

extension ScenarioRunner {
  /// The invariant of the section placeholders of `list` (with `check invariants`), computed
  /// from the sections the runner keeps by the reference model's ``PlaceholderRule``, not from
  /// the library's tables: a placeholder is visible exactly while the list is on screen, the
  /// placeholder enabled and its section there and empty, and the events it heard
  /// (``ListCallbacks/placeholderState(of:)``) leave it in the list's appearance state then,
  /// disappeared otherwise; while the list
  /// disappears, one that should show may be disappearing or disappeared, and one whose section
  /// filled (or that was turned off) meanwhile has left. Unbalanced events are reported as they
  /// come (``ListCallbacks/placeholderProblems``).
  func sectionPlaceholderProblems(
    _ name: String, _ list: SimList, _ callbacks: ListCallbacks
  ) -> [String] {
    var problems: [String] = []
    let listState = list.appearanceState
    for attached in list.sectionPlaceholders {
      let state = callbacks.placeholderState(of: "\(attached.section)")
      let isVisible = attached.action.isVisible(on: list)
      let isEnabled = attached.action.isEnabled
      var problem: String?
      for rows in Self.rowCounts(of: attached.section, in: list, callbacks) {
        let isAllowed = PlaceholderRule.allows(
          state, listState: listState, isEnabled: isEnabled, rows: rows)
        let shouldShow = PlaceholderRule.isVisible(
          listState: listState, isEnabled: isEnabled, rows: rows)
        guard !isAllowed || isVisible != shouldShow else {
          problem = nil
          break
        }
        guard problem == nil else { continue }
        let section = rows.map { "holding \(counted($0, "row"))" } ?? "missing"
        let shown = !isAllowed ? "\(state)" : isVisible ? "visible" : "hidden"
        let off = isEnabled ? "" : " (off)"
        problem =
          "\(name)[\(attached.section)]'s placeholder\(off) is \(shown) while the list is \(list.appearanceState) with the section \(section)"
      }
      if let problem { problems.append(problem) }
    }
    return problems
  }

  /// The number of rows of the section `section` names among the sections `list` shows, `nil`
  /// when it is missing (an index past the sections, an identifier no section has), as the list
  /// may rightly see it now: the first answer is its data source's. A list reads section
  /// identifiers from its snapshot data source at its passes (the rows' data source has none),
  /// so after the data source changed, until a pass the simulator knows of, a placeholder by
  /// identifier may follow either source (``ListCallbacks/sourceChangedSincePass``, from the
  /// list's `callbacks`).
  static func rowCounts(
    of section: PlaceholderSection, in list: SimList, _ callbacks: ListCallbacks
  ) -> [Int?] {
    let sections = list.sections
    switch section {
    case .index(let index):
      return [sections[safe: index]?.rows.count]
    case .identifier(let identifier):
      let identified = sections.first { $0.identifier == identifier }?.rows.count
      let isSnapshotSource = list.snapshotSource.map { list.dataSource === $0 } ?? false
      let current = isSnapshotSource ? identified : nil
      let previous = isSnapshotSource ? nil : identified
      return callbacks.sourceChangedSincePass && previous != current
        ? [current, previous] : [current]
    }
  }
}
