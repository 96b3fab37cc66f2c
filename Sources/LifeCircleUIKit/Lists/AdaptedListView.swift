import Foundation
import Lists

/// What an adapter asks of the view that shows its list: a table view or a collection view,
/// whose UIKit spellings differ (rows and items) while their rules are one.
@MainActor
protocol AdaptedListView: AnyObject {
  /// `reloadData()`.
  func adapterReloadData()
  /// Applies `change` (a batch) in one `performBatchUpdates`, then reconfigures the rows the
  /// change reconfigures at `reconfigured` (their paths after it).
  func adapterApply(_ change: ListChange, reconfigured: [IndexPath])
  /// The rows on screen now, as the view reports them.
  var adapterVisiblePaths: [IndexPath] { get }
  /// The selected rows, as the view reports them.
  var adapterSelectedPaths: [IndexPath] { get }
  /// Selects `path` without calling the delegate.
  func adapterSelect(_ path: IndexPath)
  /// Deselects `path` without calling the delegate.
  func adapterDeselect(_ path: IndexPath)
  /// UIKit's: whether a tap selects.
  var allowsSelection: Bool { get set }
  /// UIKit's: whether a tap adds to the selection.
  var allowsMultipleSelection: Bool { get set }
  /// UIKit's: the view behind the rows (the empty state's placeholder).
  var backgroundView: UIView? { get set }
  /// The view's data source (the adapter while it shows the list).
  var adapterDataSource: AnyObject? { get }
}

extension AdaptedListView {
  /// Takes the list's selection settings (assigning only what differs).
  func adapterAllowSelection(_ allows: Bool, multiple: Bool) {
    if allowsSelection != allows { allowsSelection = allows }
    if allowsMultipleSelection != multiple { allowsMultipleSelection = multiple }
  }
}

extension IndexPath {
  /// The view's path of display path `path`.
  init(_ path: DisplayIndexPath) {
    self.init(indexes: [path.section, path.row])
  }
}

extension DisplayIndexPath {
  /// The display path of the view's path `path` (row or item).
  init(_ path: IndexPath) {
    self.init(row: path.count == 2 ? path[1] : 0, section: path.count == 2 ? path[0] : 0)
  }
}

extension UITableView: AdaptedListView {
  func adapterReloadData() { reloadData() }

  func adapterApply(_ change: ListChange, reconfigured: [IndexPath]) {
    performBatchUpdates { [self] in
      if !change.deletedSections.isEmpty {
        deleteSections(IndexSet(change.deletedSections), with: .automatic)
      }
      if !change.insertedSections.isEmpty {
        insertSections(IndexSet(change.insertedSections), with: .automatic)
      }
      for move in change.movedSections { moveSection(move.from, toSection: move.to) }
      if !change.deletedRows.isEmpty {
        deleteRows(at: change.deletedRows.map(IndexPath.init), with: .automatic)
      }
      if !change.insertedRows.isEmpty {
        insertRows(at: change.insertedRows.map(IndexPath.init), with: .automatic)
      }
      if !change.reloadedRows.isEmpty {
        reloadRows(at: change.reloadedRows.map(IndexPath.init), with: .automatic)
      }
      for move in change.movedRows { moveRow(at: IndexPath(move.from), to: IndexPath(move.to)) }
    }
    if !reconfigured.isEmpty { reconfigureRows(at: reconfigured) }
  }

  var adapterVisiblePaths: [IndexPath] { indexPathsForVisibleRows ?? [] }
  var adapterSelectedPaths: [IndexPath] { indexPathsForSelectedRows ?? [] }

  func adapterSelect(_ path: IndexPath) {
    selectRow(at: path, animated: false, scrollPosition: .none)
  }

  func adapterDeselect(_ path: IndexPath) { deselectRow(at: path, animated: false) }

  var adapterDataSource: AnyObject? { dataSource }
}

extension UICollectionView: AdaptedListView {
  func adapterReloadData() { reloadData() }

  func adapterApply(_ change: ListChange, reconfigured: [IndexPath]) {
    performBatchUpdates { [self] in
      if !change.deletedSections.isEmpty { deleteSections(IndexSet(change.deletedSections)) }
      if !change.insertedSections.isEmpty { insertSections(IndexSet(change.insertedSections)) }
      for move in change.movedSections { moveSection(move.from, toSection: move.to) }
      if !change.deletedRows.isEmpty { deleteItems(at: change.deletedRows.map(IndexPath.init)) }
      if !change.insertedRows.isEmpty {
        insertItems(at: change.insertedRows.map(IndexPath.init))
      }
      if !change.reloadedRows.isEmpty { reloadItems(at: change.reloadedRows.map(IndexPath.init)) }
      for move in change.movedRows { moveItem(at: IndexPath(move.from), to: IndexPath(move.to)) }
    }
    if !reconfigured.isEmpty { reconfigureItems(at: reconfigured) }
  }

  var adapterVisiblePaths: [IndexPath] { indexPathsForVisibleItems }
  var adapterSelectedPaths: [IndexPath] { indexPathsForSelectedItems ?? [] }

  func adapterSelect(_ path: IndexPath) {
    selectItem(at: path, animated: false, scrollPosition: [])
  }

  func adapterDeselect(_ path: IndexPath) { deselectItem(at: path, animated: false) }

  var adapterDataSource: AnyObject? { dataSource }
}
