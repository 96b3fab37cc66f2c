import Lifecycle
import Lists

extension ScenarioRunner {
  /// One list step. A refusal by the list (`ListUpdateError`) is not a failure of the
  /// scenario: it is noted (`refused: ...`), the rows are put back, and the runner checks that
  /// the list changed nothing. `expect refused` checks that it happened.
  func performList(_ step: ListStep) {
    guard let list = lists[step.list] else {
      preconditionFailure("SimApp's parser let \(step.list) through as a list")
    }
    let before = snapshot(of: list)
    let rows = list.rows
    list.rowsBefore = rows
    lastListStepRefused = false
    do {
      switch step {
      case .reload(_, let texts):
        if let texts { list.rows = texts.map(list.makeRow) }
        list.reloadData()
      case .insert(_, let text, let index):
        try list.performBatchUpdates {
          if index <= list.rows.count { list.rows.insert(list.makeRow(text), at: index) }
          try list.insertRows(at: [ListIndexPath(row: index, section: 0)])
        }
      case .delete(_, let index):
        try list.performBatchUpdates {
          if index < list.rows.count { list.rows.remove(at: index) }
          try list.deleteRows(at: [ListIndexPath(row: index, section: 0)])
        }
      case .move(_, let from, let to):
        try list.performBatchUpdates {
          if from < list.rows.count, to < list.rows.count {
            list.rows.insert(list.rows.remove(at: from), at: to)
          }
          try list.moveRow(
            at: ListIndexPath(row: from, section: 0), to: ListIndexPath(row: to, section: 0))
        }
      case .tap(_, let index):
        try list.display.tapRow(at: DisplayIndexPath(row: index, section: 0))
      case .scroll(_, let firstRow, let rowCount):
        list.viewport = ListViewport(firstRow: firstRow, rowCount: rowCount)
      case .badBatch:
        try list.performBatchUpdates { list.rows.append(list.makeRow("undeclared")) }
      }
    } catch {
      list.rows = rows
      lastListStepRefused = true
      note("refused: \(error)")
      if snapshot(of: list) != before {
        stepProblems.append("the refused list step changed \(list.title)")
      }
    }
    list.rowsBefore = list.rows
  }

  /// What a refused list step must leave as it was.
  private func snapshot(of list: SimList) -> [String] {
    [
      "\(list.display.renderedRows())", "\(list.display.visibleRows)",
      "\(list.display.indexPathsForSelectedRows)",
    ]
  }

  /// `expect display|visible|selection|refused`: `nil` when it holds, else (expected, actual).
  func listMismatch(_ expectation: Expectation) -> (expected: String, actual: String)? {
    func words<T>(_ items: [T]) -> String {
      items.isEmpty ? "(nothing)" : items.map { "\($0)" }.joined(separator: " ")
    }
    switch expectation {
    case .display(let name, let rows):
      let actual = lists[name]?.display.renderedRows().first ?? []
      return actual == rows ? nil : (words(rows), words(actual))
    case .visible(let name, let rows):
      let actual = lists[name]?.display.visibleRows.map(\.row) ?? []
      return actual == rows ? nil : (words(rows), words(actual))
    case .selection(let name, let rows):
      let actual = lists[name]?.display.indexPathsForSelectedRows.map(\.row) ?? []
      return actual == rows ? nil : (words(rows), words(actual))
    case .refused:
      return lastListStepRefused ? nil : ("the last list step refused", "it was accepted")
    default:
      return nil
    }
  }

  /// The invariants of lists (with `check invariants`), against a naive model: the rows the
  /// runner keeps. A loaded list renders exactly its rows; it displays exactly the rows of its
  /// viewport while on screen and none otherwise, with balanced callbacks; its selection names
  /// existing rows.
  func listProblems() -> [String] {
    var problems: [String] = []
    for (name, list) in lists.sorted(by: { $0.key < $1.key }) {
      problems += list.callbackProblems.map { "\(name): \($0)" }
      guard list.isLoaded else { continue }
      let texts = list.rows.map(\.text)
      if list.display.renderedRows() != [texts] {
        problems.append("\(name) renders \(list.display.renderedRows()), its rows are \(texts)")
      }
      var expected: [Int] = []
      if list.isOnScreen {
        let viewport = list.viewport
        let first = max(viewport.firstRow, 0)
        let end = viewport.rowCount.map { min(texts.count, first + max($0, 0)) } ?? texts.count
        expected = first < end ? Array(first..<end) : []
      }
      let visible = list.display.visibleRows.map(\.row)
      if visible != expected {
        problems.append("\(name) displays rows \(visible), its viewport holds \(expected)")
      }
      let displayedIDs = Set(expected.map { list.rows[$0].id })
      if list.displayedIDs != displayedIDs {
        problems.append("\(name)'s display callbacks leave other rows displayed than \(visible)")
      }
      let selected = list.display.indexPathsForSelectedRows.map(\.row)
      if selected.contains(where: { $0 >= texts.count }) || selected.count > 1 {
        problems.append("\(name) selects rows \(selected) of \(texts.count) (single selection)")
      }
    }
    return problems
  }
}
