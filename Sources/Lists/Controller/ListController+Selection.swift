import Delegation
import Lifecycle

extension ListController {
  /// The selected content rows, ascending (selected inserted rows excluded).
  public var indexPathsForSelectedRows: [ListIndexPath] {
    selected.compactMap(contentIndexPath(for:))
  }

  /// Selects the content row at `indexPath` without calling any delegate (as UIKit's
  /// `selectRow`), mapped once to its display row; in single selection it replaces the
  /// selection. Works whatever ``allowsSelection`` says. Loads the list first if it never
  /// loaded.
  ///
  /// - Throws: ``ListUpdateError/indexPathOutOfRange(_:)`` when the row does not exist; nothing
  ///   changes then.
  public func selectRow(at indexPath: ListIndexPath) throws {
    loadDataIfNeeded()
    guard let path = displayIndexPath(for: indexPath) else {
      throw ListUpdateError.indexPathOutOfRange(indexPath)
    }
    select(path)
    displayHost?.listSelectionDidChange(self)
  }

  /// Deselects the content row at `indexPath` without calling any delegate; nothing if it is
  /// not selected.
  public func deselectRow(at indexPath: ListIndexPath) {
    guard let path = displayIndexPath(for: indexPath), selected.contains(path) else { return }
    selected.removeAll { $0 == path }
    displayHost?.listSelectionDidChange(self)
  }

  /// Whether `indexPath` names a content row of the list as last loaded.
  func contains(_ indexPath: ListIndexPath) -> Bool {
    counts.indices.contains(indexPath.section)
      && (0..<counts[indexPath.section]).contains(indexPath.row)
  }

  /// Adds display `path` to the selection (replacing it in single selection).
  private func select(_ path: DisplayIndexPath) {
    guard allowsMultipleSelection else {
      selected = [path]
      return
    }
    let index = selected.partitioningIndex { $0 >= path }
    if index == selected.count || selected[index] != path { selected.insert(path, at: index) }
  }

  /// A simulated user tap: checked now, performed now or, during the list's callbacks, queued
  /// (and checked again in its turn).
  func tap(at indexPath: DisplayIndexPath) throws {
    guard resolve(indexPath) != nil else {
      throw ListUpdateError.displayIndexPathOutOfRange(indexPath)
    }
    let queues = isDeliveringOwnWork
    guard queues || isDisplayed(indexPath) else {
      throw ListUpdateError.rowNotDisplayed(indexPath)
    }
    try submit(.tap(indexPath))
  }

  /// The tap, in UIKit's order: nothing unless selection is allowed; in multiple selection a
  /// selected row is deselected (`didDeselect`); otherwise `shouldSelect` is asked (a content
  /// row: the delegate, then the additional delegates, stopping at the first `false`; an
  /// inserted row: its layer's delegate), the previous selection of a single selection is
  /// deselected (`didDeselect` each, ascending), the row is selected, then `didSelect`. Runs
  /// inside a delivery.
  func performTap(at indexPath: DisplayIndexPath) throws {
    guard let (row, layer) = resolve(indexPath) else {
      throw ListUpdateError.displayIndexPathOutOfRange(indexPath)
    }
    guard isDisplayed(indexPath) else { throw ListUpdateError.rowNotDisplayed(indexPath) }
    // A view that shows the list selected the row on its own: it shows the outcome after the
    // callbacks, whatever it is (refused, selected, deselected).
    defer { displayHost?.listSelectionDidChange(self) }
    guard allowsSelection else { return }
    if allowsMultipleSelection, selected.contains(indexPath) {
      selected.removeAll { $0 == indexPath }
      sendDidDeselect(indexPath)
      return
    }
    guard shouldSelect(row, layer, at: indexPath) else { return }
    if !allowsMultipleSelection {
      let previous = selected.filter { $0 != indexPath }
      selected = selected.filter { $0 == indexPath }
      for path in previous { sendDidDeselect(path) }
    }
    select(indexPath)
    switch row {
    case .content(let path):
      delegate?.list(self, didSelectRowAt: path)
      additionalDelegates.forEach { $0.list(self, didSelectRowAt: path) }
    case .inserted(_, let inserted):
      if let layer { layer.delegate?.insertionLayer(layer, didSelect: inserted, at: indexPath) }
    }
  }

  private func shouldSelect(
    _ row: DisplayRow, _ layer: ListInsertionLayer?, at indexPath: DisplayIndexPath
  ) -> Bool {
    switch row {
    case .content(let path):
      (delegate?.list(self, shouldSelectRowAt: path) ?? true)
        && additionalDelegates.allSatisfy { $0.list(self, shouldSelectRowAt: path) }
    case .inserted(_, let inserted):
      layer.map { layer in
        layer.delegate?.insertionLayer(layer, shouldSelect: inserted, at: indexPath) ?? true
      } ?? true
    }
  }

  private func sendDidDeselect(_ indexPath: DisplayIndexPath) {
    switch resolve(indexPath) {
    case (.content(let path), _)?:
      delegate?.list(self, didDeselectRowAt: path)
      additionalDelegates.forEach { $0.list(self, didDeselectRowAt: path) }
    case (.inserted(_, let inserted), let layer?)?:
      layer.delegate?.insertionLayer(layer, didDeselect: inserted, at: indexPath)
    default:
      break
    }
  }
}
