import Lifecycle
import Lists

extension ScenarioRunner {
  /// The invariants of sections and prefetching, for every list (with `check invariants`):
  /// section display and prefetch callbacks are balanced; a section is displayed exactly while
  /// one of its content rows is; the rows prefetched are exactly the displayed rows widened by
  /// the prefetch distance (within the display) while the list displays rows, and none
  /// otherwise, layers' rows included. A list with several sections also gets the display checks
  /// of ``listProblems()`` across its sections (or with none).
  func snapshotProblems(_ name: String, _ list: SimList) -> [String] {
    var problems = list.sectionObserver.problems.map { "\(name): \($0)" }
    if !list.isInStepWithSnapshot {
      problems.append("\(name)'s rows are out of step with its snapshot data source (SimApp)")
    }
    let flat = list.flatDisplay()
    var flatIndex: [DisplayIndexPath: Int] = [:]
    for (index, entry) in flat.enumerated() { flatIndex[entry.path] = index }
    let visible = list.display.visibleRows.compactMap { flatIndex[$0] }
    var sections = Set<Int>()
    for index in visible {
      if case .content(let path)? = flat[index].row, let section = list.sections[safe: path.section]
      {
        sections.insert(section.key)
      }
    }
    if list.sectionObserver.displayedSections != sections {
      problems.append(
        "\(name)'s section display callbacks leave other sections displayed than those of rows \(visible)"
      )
    }
    var range = 0..<0
    let distance = list.prefetchDistance
    if list.isDisplayingRows, distance > 0, let first = visible.min(), let last = visible.max() {
      range = max(0, first - distance)..<min(flat.count, last + 1 + distance)
    }
    var content = Set<Int>()
    var inserted = Set<String>()
    for index in range {
      switch flat[index].row {
      case .content(let path)?: if let row = list.row(at: path) { content.insert(row.id) }
      case .inserted(let layer, let row)?: inserted.insert("\(layer).\(row.id)")
      case nil: break
      }
    }
    let layersPrefetched = list.layerModules.flatMap { layer, module in
      module.prefetched.map { "\(layer).\($0)" }
    }
    if list.sectionObserver.prefetched != content || Set(layersPrefetched) != inserted {
      problems.append(
        "\(name) prefetched other rows than the display rows \(Array(range)) (distance \(distance))"
      )
    }
    if list.isLoaded && list.sections.count != 1 {
      problems += sectionedDisplayProblems(name, list, flat: flat, visible: visible)
    }
    return problems
  }

  /// ``listProblems()``'s display checks for a list of several sections, rows counted across
  /// sections: it renders exactly its rows, displays its viewport's rows with balanced
  /// callbacks, selects existing rows, and shows its placeholder as it should.
  private func sectionedDisplayProblems(
    _ name: String, _ list: SimList, flat: [(path: DisplayIndexPath, row: DisplayRow?)],
    visible: [Int]
  ) -> [String] {
    var problems: [String] = []
    let paths = list.sections.enumerated().flatMap { section, entry in
      entry.rows.indices.map { ListIndexPath(row: $0, section: section) }
    }
    let contentPaths = flat.compactMap { entry -> ListIndexPath? in
      if case .content(let path)? = entry.row { path } else { nil }
    }
    let counts = list.sections.indices.map { list.numberOfRows(inSection: $0) }
    if contentPaths != paths || counts != list.sections.map(\.rows.count)
      || list.numberOfSections != list.sections.count
    {
      problems.append("\(name) shows content rows \(contentPaths) of its rows \(paths)")
    } else {
      let rendered = list.display.renderedRows()
      for entry in flat {
        guard case .content(let path)? = entry.row else { continue }
        let text = rendered[safe: entry.path.section]?[safe: entry.path.row]
        if text != list.row(at: path)?.text {
          problems.append("\(name) renders \(text ?? "nothing") at \(entry.path) for row \(path)")
        }
      }
    }
    var expected: [Int] = []
    if list.isDisplayingRows {
      let viewport = list.viewport
      let first = max(viewport.firstRow, 0)
      let end =
        viewport.rowCount.map { max($0, 0) >= flat.count - first ? flat.count : first + $0 }
        ?? flat.count
      expected = first < end ? Array(first..<end) : []
    }
    if visible != expected || visible.count != list.display.visibleRows.count {
      problems.append("\(name) displays rows \(visible), its viewport holds \(expected)")
    }
    var contentIDs = Set<Int>()
    var insertedIDs = Set<String>()
    for index in expected {
      switch flat[index].row {
      case .content(let path)?: if let row = list.row(at: path) { contentIDs.insert(row.id) }
      case .inserted(_, let row)?: insertedIDs.insert(row.id)
      case nil: break
      }
    }
    if list.displayedIDs != contentIDs
      || Set(list.layerModules.values.flatMap(\.displayed)) != insertedIDs
    {
      problems.append("\(name)'s display callbacks leave other rows displayed than \(visible)")
    }
    let selected = list.display.indexPathsForSelectedRows
    if selected.contains(where: { flatIndex(of: $0, in: flat) == nil }) || selected.count > 1 {
      problems.append("\(name) selects rows \(selected) of \(flat.count) (single selection)")
    }
    return problems + placeholderProblems(name, list)
  }

  /// A list's placeholder is visible exactly while the list is on screen, enabled and empty.
  private func placeholderProblems(_ name: String, _ list: SimList) -> [String] {
    guard let (action, _) = list.emptyState else { return [] }
    let onScreen = [.appearing, .appeared].contains(list.appearanceState)
    let shouldShow = onScreen && action.isEnabled && list.allRows.isEmpty
    guard action.isVisible(on: list) != shouldShow else { return [] }
    return [
      "\(name)'s placeholder is \(action.isVisible(on: list) ? "visible" : "hidden") while the list is \(list.appearanceState) with \(list.allRows.count) rows"
    ]
  }

  private func flatIndex(
    of path: DisplayIndexPath, in flat: [(path: DisplayIndexPath, row: DisplayRow?)]
  ) -> Int? {
    flat.firstIndex { $0.path == path }
  }
}
