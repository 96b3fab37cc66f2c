import Foundation
import Lifecycle
public import Lists

/// Puts a `ListController` on a `UITableView`: the table's data source, delegate and
/// prefetch data source, so the list's delegates, actions, insertion layers and empty state
/// hear the real screen, from the list's own engine, exactly as they do headless.
///
/// ```swift
/// import Foundation
/// import LifeCircleUIKit
/// import Lists
///
/// @MainActor
/// func showFeed(_ feed: ListController, in screen: LifeCircleViewController) throws
///   -> ListTableViewAdapter
/// {
///   let tableView = UITableView(frame: .zero, style: .plain)
///   return try ListTableViewAdapter(list: feed, tableView: tableView, in: screen)
/// }
/// ```
///
/// The article "Showing a list on a table or collection view" walks through a feed.
///
/// **The list decides, the table shows.** Counts come from the list (its rows through its
/// insertion layers), never from the app's data, so the table cannot disagree with the list.
/// Each change the list makes reaches the table in one `performBatchUpdates` as the
/// `ListChange` says (the second change of an apply with updates in a second one;
/// reconfigured rows with `reconfigureRows(at:)` after it), and a reload with `reloadData()`,
/// before the list delivers anything of the change.
///
/// **The table's display drives the list's.** The rows the list displays are the rows the
/// table displays (`willDisplay` and `didEndDisplaying`); the rows it prefetches are the
/// smallest range that holds those and the rows the table prefetches. The list's
/// `viewport` and `prefetchDistance` are not used.
/// Its callbacks are balanced by the list's engine: every row displayed ends, every section
/// started ends, every prefetch is cancelled or displayed. The list still displays rows only
/// while it is on screen: it is a child of the view controller's screen and hears the view
/// controller's four appearance events right after it.
///
/// **Cells.** `cellProvider` makes the table's cell for a content row; a layer's rows come from
/// the provider set with ``setCellProvider(forLayer:_:)``. Without one, the adapter dequeues a
/// cell with the headless `ListCell`'s reuse identifier (a plain cell when none is
/// registered) and shows its text. A provider that throws or returns `nil` gets a
/// `Diagnostic` naming the row, and the row shows a blank cell.
///
/// **Selection** flows both ways: a tap in the table is the list's tap (its `shouldSelect`,
/// `didSelect` and `didDeselect`, in UIKit's order), and the table then shows the list's
/// selection, whatever the list decided; a row the list selects or deselects by code, or that
/// an update carries, is selected or deselected in the table.
///
/// **Memory and threading.** Main actor. The adapter holds the list strongly and the table
/// weakly; keep the adapter (a stored property of the view controller). The table holds its
/// data source and delegates weakly, as UIKit does.
@MainActor
public final class ListTableViewAdapter: NSObject {
  /// Makes the table's cell for a content row: the table, the row's path in the table, and the
  /// list's path of the row. Return `nil` (or throw) only for a row you cannot show.
  public typealias CellProvider =
    @MainActor (UITableView, IndexPath, ListIndexPath) throws -> UITableViewCell?
  /// Makes the table's cell for a row an insertion layer added.
  public typealias InsertedRowCellProvider =
    @MainActor (UITableView, IndexPath, InsertedRow) throws -> UITableViewCell?

  /// The list the table shows.
  public var list: ListController { core.list }
  /// The table (weak).
  public private(set) weak var tableView: UITableView?
  private let core: ListViewAdapterCore
  private var providers: CellProviders<UITableView, UITableViewCell>

  /// Shows `list` on `tableView`, in `viewController`'s view: the adapter becomes the table's
  /// data source, delegate and prefetch data source, and the list a child of the view
  /// controller's screen (it appears now if the view controller is on screen).
  ///
  /// - Parameters:
  ///   - list: A list with no place of its own, made in the view controller's registry.
  ///   - tableView: The table that shows it.
  ///   - viewController: The view controller whose view holds the table; it has a
  ///     `LifeCircleHost` (a ``LifeCircleViewController`` does).
  ///   - cellProvider: Makes the cells of content rows; `nil` shows the headless cells' text.
  /// - Throws: ``ListAdapterError``; nothing changed then.
  public init(
    list: ListController, tableView: UITableView, in viewController: UIViewController,
    cellProvider: CellProvider? = nil
  ) throws(ListAdapterError) {
    core = ListViewAdapterCore(list: list, view: tableView)
    self.tableView = tableView
    providers = CellProviders(content: cellProvider)
    super.init()
    core.adapter = self
    let host = try core.validate(viewController)
    // The delegates first: a view that loaded before reloads for its new data source at
    // once, and must tell this adapter what it displays then.
    let previous = tableView.dataSource as? ListTableViewAdapter
    tableView.delegate = self
    tableView.prefetchDataSource = self
    tableView.dataSource = self
    // The list another adapter showed on this view is shown nowhere now: its rows end.
    previous?.core.viewWasTaken()
    do {
      try core.attach(to: host)
    } catch {
      unlinkView()
      throw error
    }
  }

  /// Sets (or, with `nil`, removes) the provider of the cells of the layer named `layer`.
  ///
  /// - Parameters:
  ///   - layer: The insertion layer's name.
  ///   - provider: Makes the table's cell for each row of that layer.
  public func setCellProvider(forLayer layer: String, _ provider: InsertedRowCellProvider?) {
    providers.layers[layer] = provider
  }

  /// Shows `action`'s placeholder, on this list, as the table's background view while the
  /// placeholder is on screen (from its `willAppear` to its `didDisappear`), made by `makeView`
  /// from the placeholder's content (a label with its title and message by default), and made
  /// again when the content changes while shown.
  ///
  /// An action that watches one section shows its placeholder as the first row of that section
  /// instead (through an insertion layer of the adapter's own, named
  /// `"LifeCircle.sectionPlaceholders"`: give it a cell provider for your own cell), added and
  /// removed as one update each; when sections before it come, go or move while it shows, it
  /// follows the section its action watches (removed and inserted after the change). A tap on
  /// it is the placeholder's tap (`emptyStateDidTapView`), never a selection.
  ///
  /// A detached adapter shows no placeholder: the call does nothing.
  ///
  /// - Throws: ``ListAdapterError/sectionPlaceholder`` for an action that watches one section
  ///   and counts displayed rows.
  public func showEmptyState(
    _ action: EmptyStateAction, makeView: (@MainActor (EmptyStateContent) -> UIView)? = nil
  ) throws(ListAdapterError) {
    try core.showPlaceholder(of: action, makeView: makeView)
  }

  /// Stops showing the list: it disappears (if on screen) and leaves the view controller's
  /// screen, the table forgets the adapter, the background placeholder goes. Idempotent.
  public func detach() {
    core.detach()
    unlinkView()
  }

  /// A released adapter lets its list go as ``detach()`` does.
  isolated deinit {
    core.detach()
  }

  /// The table forgets the adapter.
  private func unlinkView() {
    guard let tableView else { return }
    if tableView.dataSource === self { tableView.dataSource = nil }
    if tableView.delegate === self { tableView.delegate = nil }
    if tableView.prefetchDataSource === self { tableView.prefetchDataSource = nil }
  }

  /// The cell of `indexPath`: from the app's provider, else the headless cell's text.
  private func cell(for row: DisplayRow, at indexPath: IndexPath, in tableView: UITableView)
    throws -> UITableViewCell?
  {
    if let make = providers.provider(for: row) { return try make(tableView, indexPath) }
    guard let headless = core.headlessCell(at: indexPath) else { return nil }
    let cell =
      tableView.dequeueReusableCell(withIdentifier: headless.reuseIdentifier)
      ?? UITableViewCell(style: .default, reuseIdentifier: headless.reuseIdentifier)
    cell.textLabel?.text = headless.text
    return cell
  }
}

extension ListTableViewAdapter: UITableViewDataSource {
  /// The list's display sections.
  public func numberOfSections(in tableView: UITableView) -> Int {
    core.numberOfSections
  }

  /// The list's display rows in `section` (its rows through its insertion layers).
  public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    core.numberOfRows(inSection: section)
  }

  /// The row's cell (see the type's "Cells").
  public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    core.cell(
      at: indexPath, blank: { UITableViewCell(style: .default, reuseIdentifier: nil) },
      make: { try cell(for: $0, at: indexPath, in: tableView) })
  }
}

extension ListTableViewAdapter: UITableViewDelegate {
  /// The list displays the row (through its engine, once it settles).
  public func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {
    core.viewWillDisplay(indexPath)
  }

  /// The list ends displaying the row.
  public func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
    forRowAt indexPath: IndexPath
  ) {
    core.viewDidEndDisplaying(indexPath)
  }

  /// `indexPath`: the list decides in `didSelect` (its `shouldSelect`), and the table then
  /// shows its decision.
  public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath)
    -> IndexPath?
  {
    indexPath
  }

  /// The list's tap.
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    core.viewTapped(indexPath)
  }

  /// In multiple selection, the list's tap (which deselects); in single selection, part of the
  /// tap on another row, which the list performs itself.
  public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
    guard tableView.allowsMultipleSelection else { return }
    core.viewTapped(indexPath)
  }
}

extension ListTableViewAdapter: UITableViewDataSourcePrefetching {
  /// The rows join the list's prefetch range.
  public func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
    core.viewPrefetch(indexPaths)
  }

  /// The rows leave the list's prefetch range.
  public func tableView(
    _ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]
  ) {
    core.viewCancelPrefetching(indexPaths)
  }
}
