import Lifecycle
import ListReferenceModel
import Lists
import SimAppKit

extension ScenarioRunner {
  /// The invariants of lists (with `check invariants`), against a naive model: the rows the
  /// runner keeps. A loaded list renders exactly its rows; it displays exactly the rows of its
  /// viewport while on screen and none otherwise, with balanced callbacks; its selection names
  /// existing rows. Each list's display is read once (``ListDisplayRead``).
  func listProblems(of observer: InvariantObserver) -> [String] {
    var problems: [String] = []
    let declared = slots
    for slot in declared.listSlotsByTitle {
      guard let list = controllers.values[declared.indices[slot]] as? SimList else { continue }
      let name = list.title
      let callbacks = observer.callbacks(of: list)
      for problem in callbacks.problems { problems.append("\(name): \(problem)") }
      // The problems of the list's layers' modules, layer by layer in name order (the same
      // every run, whatever order the names hash in).
      if list.layerModules.values.contains(where: { !callbacks.layer($0).problems.isEmpty }) {
        for layer in list.layerModules.keys.sorted() {
          problems += list.layerModules[layer].map { callbacks.layer($0).problems } ?? []
        }
      }
      if list.emptyState != nil || !list.sectionPlaceholders.isEmpty {
        problems += callbacks.placeholderProblems
      }
      problems += sectionPlaceholderProblems(name, list, callbacks)
      let read = ListDisplayRead(list)
      problems += snapshotProblems(name, list, read, callbacks)
      guard list.isLoaded else { continue }
      problems += displayProblems(name, list, read, callbacks)
    }
    return problems
  }

  /// The content checks of ``displayProblems(_:_:_:)`` for a list of one section, of `count`
  /// display rows: it shows exactly its rows, as content rows, and renders their texts.
  func oneSectionContentProblems(
    _ name: String, _ list: SimList, _ read: ListDisplayRead, count: Int
  ) -> [String] {
    let rows = list.rows
    var texts: [String] = []
    texts.reserveCapacity(rows.count)
    for row in rows { texts.append(row.text) }
    // Section 0's rows come first in the read.
    var contentRows: [Int] = []
    for entry in read.flat[0..<count] {
      if case .content(let path)? = entry.row { contentRows.append(path.row) }
    }
    if !contentRows.elementsEqual(texts.indices) || list.numberOfRows(inSection: 0) != texts.count {
      return ["\(name) shows content rows \(contentRows) of its \(counted(texts.count, "row"))"]
    } else if !Self.renders(list.display.renderedRows().first, texts) {
      return ["\(name) renders \(list.display.renderedRows()), its rows are \(texts)"]
    }
    return []
  }

  /// Whether the texts of `rendered` that are rows' texts are exactly `texts`, in order (the
  /// rest are layers' rows).
  private static func renders(_ rendered: [String]?, _ texts: [String]) -> Bool {
    guard let rendered else { return false }
    var index = 0
    for text in rendered where texts.contains(text) {
      guard index < texts.count, texts[index] == text else { return false }
      index += 1
    }
    return index == texts.count
  }

  /// The display rows (of `count`) the viewport of `list` holds while it displays rows (the
  /// reference model's ``DisplayWindow``); none otherwise.
  static func viewportRows(of list: SimList, count: Int) -> [Int] {
    guard list.isDisplayingRows else { return [] }
    let viewport = list.viewport
    return Array(
      DisplayWindow.viewportRows(
        firstRow: viewport.firstRow, rowCount: viewport.rowCount, total: count))
  }

  /// The placeholder of `list` (if attached) is visible exactly while the list is on screen,
  /// the placeholder enabled and the list without rows, and the events it heard
  /// (``ListCallbacks/placeholderState(of:)``) leave it where the reference model's
  /// ``PlaceholderRule`` allows: while the list disappears, one that should not show has
  /// already left.
  func placeholderProblems(
    _ name: String, _ list: SimList, rows: Int, _ callbacks: ListCallbacks
  ) -> [String] {
    guard let (action, _) = list.emptyState else { return [] }
    let (listState, isEnabled) = (list.appearanceState, action.isEnabled)
    let state = callbacks.placeholderState(of: nil)
    if !PlaceholderRule.allows(state, listState: listState, isEnabled: isEnabled, rows: rows) {
      return ["\(name)'s placeholder is \(state) while the list is \(listState) with \(rows) rows"]
    }
    let shouldShow = PlaceholderRule.isVisible(
      listState: listState, isEnabled: isEnabled, rows: rows)
    guard action.isVisible(on: list) != shouldShow else { return [] }
    return [
      "\(name)'s placeholder is \(action.isVisible(on: list) ? "visible" : "hidden") while the list is \(listState) with \(rows) rows"
    ]
  }
}
