import Delegation
import Lifecycle

extension ListController {
  /// The selected content rows, ascending.
  public var indexPathsForSelectedRows: [ListIndexPath] { selected }

  /// Selects the row at `indexPath` without calling any delegate (as UIKit's `selectRow`); in
  /// single selection it replaces the selection. Works whatever ``allowsSelection`` says. Loads
  /// the list first if it never loaded.
  ///
  /// - Throws: ``ListUpdateError/indexPathOutOfRange(_:)`` when the row does not exist; nothing
  ///   changes then.
  public func selectRow(at indexPath: ListIndexPath) throws {
    loadDataIfNeeded()
    guard contains(indexPath) else { throw ListUpdateError.indexPathOutOfRange(indexPath) }
    if allowsMultipleSelection {
      let index = selected.partitioningIndex { $0 >= indexPath }
      if index == selected.count || selected[index] != indexPath {
        selected.insert(indexPath, at: index)
      }
    } else {
      selected = [indexPath]
    }
  }

  /// Deselects the row at `indexPath` without calling any delegate; nothing if it is not
  /// selected.
  public func deselectRow(at indexPath: ListIndexPath) {
    selected.removeAll { $0 == indexPath }
  }

  /// Whether `indexPath` names a row of the list as last loaded.
  func contains(_ indexPath: ListIndexPath) -> Bool {
    counts.indices.contains(indexPath.section)
      && (0..<counts[indexPath.section]).contains(indexPath.row)
  }

  /// A simulated user tap: checked now, performed now or, during the list's callbacks, queued.
  func tap(at indexPath: DisplayIndexPath) throws {
    let path = indexPath.sameContentPath
    guard contains(path) else { throw ListUpdateError.displayIndexPathOutOfRange(indexPath) }
    guard isBusy || isDisplayed(path) else { throw ListUpdateError.rowNotDisplayed(indexPath) }
    if isBusy {
      queue.append(.tap(indexPath))
    } else {
      try perform(.tap(indexPath))
    }
  }

  /// The tap, in UIKit's order: nothing unless selection is allowed; in multiple selection a
  /// selected row is deselected (`didDeselect`); otherwise `shouldSelect` is asked (the delegate,
  /// then the additional delegates, stopping at the first `false`), the previous selection of a
  /// single selection is deselected (`didDeselect` each, ascending), the row is selected, then
  /// `didSelect`. Runs inside a delivery.
  func performTap(at indexPath: DisplayIndexPath) throws {
    let path = indexPath.sameContentPath
    guard contains(path) else { throw ListUpdateError.displayIndexPathOutOfRange(indexPath) }
    guard isDisplayed(path) else { throw ListUpdateError.rowNotDisplayed(indexPath) }
    guard allowsSelection else { return }
    if allowsMultipleSelection, selected.contains(path) {
      deselectRow(at: path)
      sendDidDeselect(path)
      return
    }
    guard delegate?.list(self, shouldSelectRowAt: path) ?? true,
      additionalDelegates.allSatisfy({ $0.list(self, shouldSelectRowAt: path) })
    else { return }
    if !allowsMultipleSelection {
      let previous = selected.filter { $0 != path }
      selected = selected.filter { $0 == path }
      for row in previous { sendDidDeselect(row) }
    }
    try selectRow(at: path)
    delegate?.list(self, didSelectRowAt: path)
    additionalDelegates.forEach { $0.list(self, didSelectRowAt: path) }
  }

  private func sendDidDeselect(_ path: ListIndexPath) {
    delegate?.list(self, didDeselectRowAt: path)
    additionalDelegates.forEach { $0.list(self, didDeselectRowAt: path) }
  }

  /// Whether the row at `path` is displayed now.
  func isDisplayed(_ path: ListIndexPath) -> Bool {
    let index = displayed.partitioningIndex { $0.path >= path }
    return index < displayed.count && displayed[index].path == path
  }
}
