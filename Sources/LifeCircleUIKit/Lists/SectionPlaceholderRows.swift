import Foundation
import Lifecycle
import Lists

/// Shows the placeholders of empty-state actions that watch one section as a row at the top of
/// that section: an insertion layer of the adapter's own, outermost when made (the app's layers
/// added later are outside it, so sections are named to it as it receives them), so the row
/// reaches the view as any update does (one batch, balanced display callbacks) and the list's
/// data source never hears of it.
@MainActor
final class SectionPlaceholderRows: InsertionLayerDelegate {
  /// The name of the layer, for a cell provider of its rows
  /// (``ListTableViewAdapter/setCellProvider(forLayer:_:)``).
  static let layerName = "LifeCircle.sectionPlaceholders"

  let layer = ListInsertionLayer(name: layerName)
  private unowned let list: ListController
  /// The content each shown row shows, by insertion identifier.
  private var contents: [String: EmptyStateContent] = [:]
  private var identifiers: [ObjectIdentifier: String] = [:]
  /// The action of each insertion identifier.
  private var actions: [String: EmptyStateAction] = [:]

  /// Attaches the layer to `list` (outermost).
  init(list: ListController) throws(ListAdapterError) {
    self.list = list
    layer.delegate = self
    layer.hidesWhenContentIsEmpty = false
    do {
      try list.addInsertionLayer(layer)
    } catch {
      throw .listIsNotFree
    }
  }

  /// The insertion identifier of `action`'s row.
  private func identifier(of action: EmptyStateAction) -> String {
    if let known = identifiers[ObjectIdentifier(action)] { return known }
    let made = "placeholder \(identifiers.count + 1)"
    identifiers[ObjectIdentifier(action)] = made
    actions[made] = action
    return made
  }

  /// Shows `action`'s placeholder as the first row of the section it watches.
  func show(_ action: EmptyStateAction, content: EmptyStateContent) {
    let id = identifier(of: action)
    guard contents[id] == nil, let section = action.watchedSection(on: list),
      let inner = list.section(for: section, receivedBy: layer)
    else { return }
    contents[id] = content
    try? layer.insert(id, at: .afterContentRows(0), inSection: inner)
  }

  /// Takes `action`'s row away.
  func hide(_ action: EmptyStateAction) {
    let id = identifier(of: action)
    guard contents[id] != nil else { return }
    contents[id] = nil
    layer.remove([id])
  }

  /// Shows `content` in `action`'s row, if shown.
  func update(_ action: EmptyStateAction, content: EmptyStateContent) {
    let id = identifier(of: action)
    guard contents[id] != nil else { return }
    contents[id] = content
    layer.reload([id])
  }

  /// Moves the row of each of `actions` that no longer stands in the section the action
  /// watches (sections inserted, deleted or moved before it while it stayed empty: the row went
  /// with its old section) to the first row of that section: a removal and an insertion, queued
  /// behind the change being settled.
  func follow(_ actions: [EmptyStateAction]) {
    for action in actions {
      let id = identifier(of: action)
      guard contents[id] != nil, let section = action.watchedSection(on: list),
        let wanted = list.displaySection(for: section),
        let shownAt = layer.displayIndexPath(of: id), shownAt.section != wanted,
        let received = list.section(for: section, receivedBy: layer)
      else { continue }
      layer.remove([id])
      try? layer.insert(id, at: .afterContentRows(0), inSection: received)
    }
  }

  /// Whether `action`'s row is shown.
  func isShowing(_ action: EmptyStateAction) -> Bool {
    contents[identifier(of: action)] != nil
  }

  /// Detaches the layer (its rows go as one change).
  func detach() {
    list.removeInsertionLayer(layer)
  }

  /// A tap on a placeholder row is the placeholder's tap (its delegates'
  /// `emptyStateDidTapView`, if its content allows touch), never a selection: the row is not
  /// content, and selecting it would deselect the user's row in single selection.
  func insertionLayer(
    _ layer: ListInsertionLayer, shouldSelect row: InsertedRow, at indexPath: DisplayIndexPath
  ) -> Bool {
    actions[row.id]?.tapView(on: list)
    return false
  }

  func insertionLayer(_ layer: ListInsertionLayer, cellFor row: InsertedRow) -> ListCell {
    let content = contents[row.id]
    return ListCell(
      [content?.title, content?.message].compactMap { $0 }.joined(separator: "\n"),
      reuseIdentifier: Self.layerName)
  }
}
