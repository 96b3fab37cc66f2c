import Lifecycle
import ListReferenceModel
import Lists
import SimAppKit

extension ScenarioRunner {
  /// The invariants of sections and prefetching, for every list (with `check invariants`):
  /// section display and prefetch callbacks are balanced; a section is displayed exactly while
  /// one of its content rows is; the rows prefetched are exactly the displayed rows widened by
  /// the prefetch distance (within the display) while the list displays rows, and none
  /// otherwise, layers' rows included. `read` is the list's display, `callbacks` what its
  /// callbacks say.
  func snapshotProblems(
    _ name: String, _ list: SimList, _ read: ListDisplayRead, _ callbacks: ListCallbacks
  ) -> [String] {
    var problems: [String] = []
    for problem in callbacks.sectionProblems { problems.append("\(name): \(problem)") }
    if !list.isInStepWithSnapshot {
      problems.append("\(name)'s rows are out of step with its snapshot data source (SimApp)")
    }
    let flat = read.flat
    let visible = read.visible
    let sections = list.sections
    var displayedSections = Set<Int>()
    for index in visible {
      if case .content(let path)? = flat[index].row, let section = sections[safe: path.section] {
        displayedSections.insert(section.key)
      }
    }
    if callbacks.displayedSections != displayedSections {
      problems.append(
        "\(name)'s section display callbacks leave other sections displayed than those of rows \(visible)"
      )
    }
    return problems + prefetchProblems(name, list, read)
  }

  /// The prefetch invariant of ``snapshotProblems(_:_:_:)``, the window by the reference model's
  /// ``DisplayWindow``.
  private func prefetchProblems(_ name: String, _ list: SimList, _ read: ListDisplayRead)
    -> [String]
  {
    let flat = read.flat
    let visible = read.visible
    let distance = list.prefetchDistance
    let range = DisplayWindow.prefetchRows(
      around: list.isDisplayingRows ? visible : [], distance: distance, total: flat.count)
    let sections = list.sections
    var content = Set<Int>()
    var inserted = Set<String>()
    for index in range {
      switch flat[index].row {
      case .content(let path)?:
        if let row = sections[safe: path.section]?.rows[safe: path.row] { content.insert(row.id) }
      case .inserted(let layer, let row)?: inserted.insert("\(layer).\(row.id)")
      case nil: break
      }
    }
    var layersPrefetched = Set<String>()
    for (layer, module) in list.layerModules {
      for id in module.prefetched { layersPrefetched.insert("\(layer).\(id)") }
    }
    // Prefetching is owed per source: the current source holds the rows, any other none.
    let current = list.prefetchDataSource
    var problems: [String] = []
    for source in [list.mainPrefetcher, list.otherPrefetcher] where source !== current {
      if !source.prefetched.isEmpty {
        let rows = list.sections.flatMap(\.rows).filter { source.prefetched.contains($0.id) }
        problems.append(
          "\(name) leaves rows \(rows.map(\.text)) prefetched to \(source.name), not its prefetch source"
        )
      }
    }
    let held = (current as? SimPrefetchSource)?.prefetched ?? []
    let sourced = current == nil ? Set<Int>() : content
    guard held != sourced || layersPrefetched != inserted else { return problems }
    return problems + [
      "\(name) prefetched other rows than the display rows \(Array(range)) (distance \(distance))"
    ]
  }

  /// ``listProblems(of:)``'s display checks for a loaded list: it renders exactly its rows,
  /// displays its viewport's rows with balanced callbacks, selects existing rows, and shows its
  /// placeholder as it should. A list of one section is read by section 0's rows; one of several
  /// sections (or none) by its display rows across sections.
  func displayProblems(
    _ name: String, _ list: SimList, _ read: ListDisplayRead, _ callbacks: ListCallbacks
  ) -> [String] {
    let sections = list.sections
    let single = sections.count == 1
    let count = single ? list.display.numberOfRows(inSection: 0) : read.flat.count
    var visible = read.visible
    var problems: [String]
    if single {
      problems = oneSectionContentProblems(name, list, read, count: count)
      visible = []
      for path in read.visiblePaths { visible.append(path.row) }
    } else {
      problems = sectionedContentProblems(name, list, read)
    }
    let expected = Self.viewportRows(of: list, count: count)
    if visible != expected || (!single && visible.count != read.visiblePaths.count) {
      problems.append("\(name) displays rows \(visible), its viewport holds \(expected)")
    }
    // Past the rows when the list shows more content than it has (reported above).
    if let problem = displayCallbackProblem(
      name, list, read, callbacks, expected: expected, visible: visible,
      contentID: { sections[safe: single ? 0 : $0.section]?.rows[safe: $0.row]?.id })
    {
      problems.append(problem)
    }
    let selected = list.display.indexPathsForSelectedRows
    var isSelectionValid = selected.count <= 1
    for path in selected where single ? path.row >= count : read.index(of: path) == nil {
      isSelectionValid = false
    }
    if !isSelectionValid {
      var rows: [Int] = []
      for path in selected { rows.append(path.row) }
      problems.append(
        "\(name) selects rows \(single ? "\(rows)" : "\(selected)") of \(count) (single selection)")
    }
    var rowCount = 0
    for section in sections { rowCount += section.rows.count }
    return problems + placeholderProblems(name, list, rows: rowCount, callbacks)
  }

  /// The content checks of ``displayProblems(_:_:_:)`` for a list of several sections (or
  /// none): the display shows exactly the list's rows, section by section, each with its row's
  /// text.
  private func sectionedContentProblems(
    _ name: String, _ list: SimList, _ read: ListDisplayRead
  ) -> [String] {
    let sections = list.sections
    var countsAgree = list.numberOfSections == sections.count
    for (section, entry) in sections.enumerated()
    where list.numberOfRows(inSection: section) != entry.rows.count {
      countsAgree = false
    }
    guard countsAgree && Self.showsExactly(sections, read) else {
      var paths: [ListIndexPath] = []
      for (section, entry) in sections.enumerated() {
        for row in entry.rows.indices { paths.append(ListIndexPath(row: row, section: section)) }
      }
      var contentPaths: [ListIndexPath] = []
      for entry in read.flat {
        if case .content(let path)? = entry.row { contentPaths.append(path) }
      }
      return ["\(name) shows content rows \(contentPaths) of its rows \(paths)"]
    }
    var problems: [String] = []
    let rendered = list.display.renderedRows()
    for entry in read.flat {
      guard case .content(let path)? = entry.row else { continue }
      let text = rendered[safe: entry.path.section]?[safe: entry.path.row]
      let row = sections[safe: path.section]?.rows[safe: path.row]
      if text != row?.text {
        problems.append("\(name) renders \(text ?? "nothing") at \(entry.path) for row \(path)")
      }
    }
    return problems
  }

  /// Whether the content rows `read` shows are exactly the rows of `sections`, in order (row 0
  /// of section 0 first), with nothing built to compare.
  private static func showsExactly(_ sections: [SimSection], _ read: ListDisplayRead) -> Bool {
    // The next row of `sections` expected: (`section`, `row`); `section` ends past the last.
    var section = 0
    var row = 0
    // Past the sections whose rows have all come (or that have none).
    func skipEnded() {
      while section < sections.count && row >= sections[section].rows.count {
        section += 1
        row = 0
      }
    }
    for entry in read.flat {
      guard case .content(let path)? = entry.row else { continue }
      skipEnded()
      guard section < sections.count, path.section == section, path.row == row else {
        return false
      }
      row += 1
    }
    skipEnded()
    return section == sections.count
  }

  /// Whether the list's display callbacks leave displayed exactly the rows at `expected` (flat
  /// indices into `read`): content rows by their ids (`contentID`, `nil` past the rows) and
  /// inserted rows by theirs. The problem's text, or `nil`.
  func displayCallbackProblem(
    _ name: String, _ list: SimList, _ read: ListDisplayRead, _ callbacks: ListCallbacks,
    expected: [Int], visible: [Int], contentID: (ListIndexPath) -> Int?
  ) -> String? {
    var contentIDs = Set<Int>()
    var insertedIDs = Set<String>()
    for index in expected {
      switch read.flat[index].row {
      case .content(let path)?: if let id = contentID(path) { contentIDs.insert(id) }
      case .inserted(_, let row)?: insertedIDs.insert(row.id)
      case nil: break
      }
    }
    var layersDisplayed = Set<String>()
    for module in list.layerModules.values {
      layersDisplayed.formUnion(callbacks.layer(module).displayed)
    }
    guard callbacks.displayed != contentIDs || layersDisplayed != insertedIDs else { return nil }
    return "\(name)'s display callbacks leave other rows displayed than \(visible)"
  }
}
