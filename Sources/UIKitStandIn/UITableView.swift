import Foundation

/// A list of rows in sections.
///
/// Real UIKit lays out and scrolls cells. The stand-in keeps what the data source, delegate and
/// prefetch data source see: counts cached at `reloadData()`, batches of updates checked as
/// UIKit checks them (a violation goes to ``UIKitStandIn/misuseHandler`` with UIKit's message),
/// a window of displayed rows that a test moves with ``standInScroll(toFirstRow:visibleCount:)``
/// (nothing in UIKit), prefetching around it, selection and cell reuse. Everything happens
/// inside the call that causes it: where UIKit displays cells at its next layout pass, the
/// stand-in displays them before the call returns. An update (batch, reload, scroll) asked for
/// from a display callback (`cellForRowAt`, `willDisplay`, `didEndDisplaying`, prefetching) or
/// from a batch's completion runs right after the pass that made that callback, in request
/// order; UIKit runs it in the middle of its layout, where the result depends on the version.
@MainActor
open class UITableView: UIScrollView {
  /// How sections look. The stand-in stores it.
  public enum Style: Int, Sendable {
    /// Plain rows, floating headers.
    case plain
    /// Grouped sections.
    case grouped
    /// Grouped sections with rounded insets.
    case insetGrouped
  }

  /// The animation of a row or section change. The stand-in animates nothing.
  public enum RowAnimation: Int, Sendable {
    case fade, right, left, top, bottom, none, middle
    case automatic = 100
  }

  /// Where a row ends up when the table scrolls to it. The stand-in does not scroll for it.
  public enum ScrollPosition: Int, Sendable {
    case none, top, middle, bottom
  }

  /// The table's style.
  public let style: Style

  /// The object that answers counts and cells. Weak, as in UIKit.
  ///
  /// Real UIKit reloads at its next layout when it changes; the stand-in reloads at once
  /// (`reloadData()` semantics) if it had loaded its counts, and otherwise asks the new data
  /// source when it first needs counts.
  weak open var dataSource: (any UITableViewDataSource)? {
    didSet {
      if oldValue !== dataSource {
        engine.dataSourceChanged()
      }
    }
  }

  /// The object told about display and selection. Weak, as in UIKit.
  weak open var delegate: (any UITableViewDelegate)?

  /// The object asked to prefetch rows. Weak, as in UIKit.
  weak open var prefetchDataSource: (any UITableViewDataSourcePrefetching)?

  /// A view behind the rows. Real UIKit sizes it to the table; the stand-in stores it.
  open var backgroundView: UIView?

  /// Whether the user can select rows (`standInTapRow(at:)` does nothing when `false`). Code
  /// can still select rows. Default `true`.
  open var allowsSelection = true

  /// Whether selecting a row keeps the others selected. Default `false`.
  open var allowsMultipleSelection = false

  private lazy var engine = StandInListEngine(host: self, words: .table)
  private var registered: [String: UITableViewCell.Type] = [:]
  private var pools: [String: [UITableViewCell]] = [:]

  /// Whether a test says the table is on screen; see ``standInIsOnScreen``.
  private var onScreenStorage = true

  /// Creates a table.
  ///
  /// - Parameters:
  ///   - frame: The table's frame; the stand-in only stores it.
  ///   - style: The table's style.
  public init(frame: CGRect, style: UITableView.Style) {
    self.style = style
    super.init(frame: frame)
  }

  /// Creates a plain table from an archive. The stand-in decodes nothing.
  ///
  /// - Parameter coder: An unarchiver; not read.
  public required init?(coder: NSCoder) {
    self.style = .plain
    super.init(coder: coder)
  }

  /// Creates a plain table.
  ///
  /// - Parameter frame: The table's frame; the stand-in only stores it.
  public override convenience init(frame: CGRect) {
    self.init(frame: frame, style: .plain)
  }

  // MARK: Cells

  /// Registers a cell class for an identifier; `nil` removes the registration. Cells of that
  /// identifier are then created with `init(style: .default, reuseIdentifier:)`.
  ///
  /// - Parameters:
  ///   - cellClass: A `UITableViewCell` class, or `nil`.
  ///   - identifier: The reuse identifier.
  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    guard let cellClass else {
      registered[identifier] = nil
      return
    }
    guard let cellType = cellClass as? UITableViewCell.Type else {
      preconditionFailure(
        "UITableView.register: \(cellClass) is not a UITableViewCell class (identifier \(identifier))"
      )
    }
    registered[identifier] = cellType
  }

  /// A cell for `identifier`: one that ended displaying (after `prepareForReuse()`), or a new
  /// one of the registered class.
  ///
  /// Real UIKit raises when the identifier is not registered; the stand-in sends UIKit's
  /// message to ``UIKitStandIn/misuseHandler`` and, if the handler returns, gives a plain cell.
  ///
  /// - Parameters:
  ///   - identifier: The reuse identifier.
  ///   - indexPath: The row the cell is for.
  /// - Returns: The cell.
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> UITableViewCell
  {
    if let cell = dequeueReusableCell(withIdentifier: identifier) {
      return cell
    }
    UIKitStandIn.misuse(
      "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class "
        + "for the identifier or connect a prototype cell in a storyboard")
    return UITableViewCell(style: .default, reuseIdentifier: identifier)
  }

  /// A cell for `identifier`: one that ended displaying (after `prepareForReuse()`), a new one
  /// of the registered class, or `nil` when the identifier is not registered (as in UIKit).
  ///
  /// - Parameter identifier: The reuse identifier.
  /// - Returns: The cell, or `nil`.
  open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    if var pool = pools[identifier], let cell = pool.popLast() {
      pools[identifier] = pool
      cell.prepareForReuse()
      return cell
    }
    return registered[identifier].map { $0.init(style: .default, reuseIdentifier: identifier) }
  }

  // MARK: Data

  /// Asks the data source for every count again and shows them.
  ///
  /// Real UIKit and the stand-in: `numberOfSections(in:)`, then
  /// `tableView(_:numberOfRowsInSection:)` per section; displayed rows end displaying (their
  /// cells return to the pools), the selection is cleared, and the rows of the window are
  /// asked for cells and displayed (UIKit at its next layout, the stand-in now). Prefetching
  /// starts over without cancel calls (UIKit is silent; the stand-in's choice).
  open func reloadData() {
    engine.reloadData()
  }

  /// Groups inserts, deletes, reloads and moves into one update.
  ///
  /// Real UIKit and the stand-in: at the end of the outermost call the table asks the data
  /// source for the new counts and checks the batch: per section that existed before, rows
  /// after = before − deleted + inserted − moved out + moved in, and sections after = before −
  /// deleted + inserted; deletes, reloads and move sources in range before the batch, inserts
  /// and move destinations after it; no row both deleted and reloaded, deleted (or reloaded)
  /// and moved, or moved twice; no section both deleted and moved; no row moved out of a
  /// deleted or reloaded section or into an inserted or reloaded one. A violation raises
  /// NSInternalInconsistencyException in UIKit and goes to ``UIKitStandIn/misuseHandler`` with
  /// UIKit's message here, after which the table shows the new counts as `reloadData()` would
  /// and the completion is not called. A valid batch updates the display: deleted, reloaded and
  /// pushed-out displayed rows end displaying with their paths before the batch, then rows new
  /// in the window are asked for cells and displayed with their paths after it; moved and
  /// shifted rows keep their cells and selection. Deletes apply before inserts. UIKit calls the
  /// completion when the animations end; the stand-in calls it, with `true`, before returning.
  /// If the table never loaded its counts, it asks them first (they are the state before).
  /// Calls nest: the inner ones join the outer batch. A `reloadData()` inside the block drops
  /// the operations recorded so far (UIKit is silent; the stand-in's choice).
  ///
  /// - Parameters:
  ///   - updates: The operations, or `nil`.
  ///   - completion: Called after the batch with `true`; not called after a violation.
  open func performBatchUpdates(
    _ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    engine.performBatch(updates, completion: completion)
  }

  private func batch(_ change: @escaping (inout StandInBatch) -> Void) {
    engine.performOperation(change)
  }

  /// Inserts sections (indexes after the batch). Outside `performBatchUpdates`, a batch of one.
  ///
  /// - Parameters:
  ///   - sections: The new sections.
  ///   - animation: Not used by the stand-in.
  open func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
    batch { $0.insertedSections.formUnion(sections) }
  }

  /// Deletes sections (indexes before the batch). Outside `performBatchUpdates`, a batch of one.
  ///
  /// - Parameters:
  ///   - sections: The sections.
  ///   - animation: Not used by the stand-in.
  open func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
    batch { $0.deletedSections.formUnion(sections) }
  }

  /// Reloads sections (indexes before the batch): their rows end displaying and the window's
  /// rows among them get new cells. Outside `performBatchUpdates`, a batch of one.
  ///
  /// - Parameters:
  ///   - sections: The sections.
  ///   - animation: Not used by the stand-in.
  open func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
    batch { $0.reloadedSections.formUnion(sections) }
  }

  /// Moves a section (from before the batch to after it); its rows keep their cells.
  ///
  /// - Parameters:
  ///   - section: The section before the batch.
  ///   - newSection: Its index after the batch.
  open func moveSection(_ section: Int, toSection newSection: Int) {
    batch { $0.movedSections.append((section, newSection)) }
  }

  /// Inserts rows (paths after the batch). Outside `performBatchUpdates`, a batch of one.
  ///
  /// - Parameters:
  ///   - indexPaths: The new rows.
  ///   - animation: Not used by the stand-in.
  open func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    batch { $0.insertedRows.formUnion(indexPaths.map(StandInRow.init)) }
  }

  /// Deletes rows (paths before the batch). Outside `performBatchUpdates`, a batch of one.
  ///
  /// - Parameters:
  ///   - indexPaths: The rows.
  ///   - animation: Not used by the stand-in.
  open func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    batch { $0.deletedRows.formUnion(indexPaths.map(StandInRow.init)) }
  }

  /// Reloads rows (paths before the batch): a displayed one ends displaying with its old cell
  /// and is asked for a new cell; its selection is dropped (UIKit deselects reloaded rows).
  ///
  /// - Parameters:
  ///   - indexPaths: The rows.
  ///   - animation: Not used by the stand-in.
  open func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    batch { $0.reloadedRows.formUnion(indexPaths.map(StandInRow.init)) }
  }

  /// Moves a row (from before the batch to after it); it keeps its cell and selection.
  ///
  /// - Parameters:
  ///   - indexPath: The row before the batch.
  ///   - newIndexPath: Its path after the batch.
  open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    batch { $0.movedRows.append((StandInRow(indexPath), StandInRow(newIndexPath))) }
  }

  /// Updates the displayed rows among `indexPaths` in place (iOS 15): the data source is asked
  /// for their cells again (in UIKit it dequeues the cell already there), with no display
  /// callback; rows not displayed are ignored. The stand-in models it outside batches only: a call
  /// inside `performBatchUpdates` goes to ``UIKitStandIn/misuseHandler``.
  ///
  /// - Parameter indexPaths: The rows.
  open func reconfigureRows(at indexPaths: [IndexPath]) {
    engine.reconfigure(indexPaths)
  }

  /// The number of sections the table shows (cached; asked of the data source the first time).
  open var numberOfSections: Int {
    engine.loadedCounts.count
  }

  /// The number of rows the table shows in `section` (cached; asked of the data source the
  /// first time). Inside a batch, the counts before it. 0 for a section that does not exist.
  ///
  /// - Parameter section: A section.
  /// - Returns: The number of rows.
  open func numberOfRows(inSection section: Int) -> Int {
    engine.numberOfRows(inSection: section)
  }

  // MARK: Display

  /// The cell displayed for the row at `indexPath`, or `nil` when the row is not displayed.
  ///
  /// - Parameter indexPath: A row.
  /// - Returns: The cell, or `nil`.
  open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    engine.cell(at: indexPath) as? UITableViewCell
  }

  /// The displayed cells, in row order.
  open var visibleCells: [UITableViewCell] {
    engine.displayedCells.compactMap { $0.1 as? UITableViewCell }
  }

  /// The displayed rows, in order (empty when none).
  open var indexPathsForVisibleRows: [IndexPath]? {
    engine.displayedCells.map(\.0)
  }

  // MARK: Selection

  /// The selected row (the first in order when several are), or `nil`.
  open var indexPathForSelectedRow: IndexPath? {
    engine.selectedPaths.first
  }

  /// The selected rows in order, or `nil` when none is selected (as in UIKit).
  open var indexPathsForSelectedRows: [IndexPath]? {
    engine.selectedPaths.isEmpty ? nil : engine.selectedPaths
  }

  /// Selects a row, or clears the selection when `indexPath` is `nil`. Calls no delegate
  /// (UIKit and the stand-in). Without multiple selection, the other rows are deselected. A
  /// row that does not exist is ignored (the stand-in's choice); the table does not scroll.
  ///
  /// - Parameters:
  ///   - indexPath: The row, or `nil`.
  ///   - animated: Not used by the stand-in.
  ///   - scrollPosition: Not used by the stand-in.
  open func selectRow(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition
  ) {
    guard let indexPath else {
      for path in engine.selectedPaths {
        engine.deselect(path)
      }
      return
    }
    guard engine.contains(indexPath) else { return }
    engine.select(indexPath, allowsMultiple: allowsMultipleSelection)
  }

  /// Deselects a row. Calls no delegate (UIKit and the stand-in).
  ///
  /// - Parameters:
  ///   - indexPath: The row.
  ///   - animated: Not used by the stand-in.
  open func deselectRow(at indexPath: IndexPath, animated: Bool) {
    engine.deselect(indexPath)
  }
}

// MARK: - The stand-in's driver

extension UITableView {
  /// Whether a test says the table is on screen (not UIKit). Default `true`.
  ///
  /// Real UIKit displays rows only while the table is in a visible window. The stand-in
  /// displays them while this is `true` or while the table is in a visible window; when the
  /// table goes off screen every displayed row ends displaying and prefetching is cancelled.
  /// The stand-in's views tell the table nothing when it enters or leaves a window: after
  /// moving it with this property `false`, call ``standInLayout()``.
  public var standInIsOnScreen: Bool {
    get { onScreenStorage }
    set {
      onScreenStorage = newValue
      engine.layout()
    }
  }

  /// Brings the display up to date with the table's window and the on-screen state, as UIKit's
  /// layout pass does (not UIKit).
  public func standInLayout() {
    engine.layout()
  }

  /// Scrolls (not UIKit): the window becomes `visibleCount` rows from the row whose index,
  /// counting rows across sections, is `first`.
  ///
  /// Rows leaving the window end displaying (paths now), then rows entering get
  /// `tableView(_:cellForRowAt:)` and `willDisplay`, in row order, then prefetching follows.
  /// As UIKit keeps the content offset inside the content, a window past the last row moves up
  /// (here and after every update); otherwise updates keep the window's first row. Default: an
  /// empty window at row 0, so nothing displays until a test scrolls.
  ///
  /// - Parameters:
  ///   - first: The flat index of the first displayed row.
  ///   - visibleCount: How many rows fit on screen.
  public func standInScroll(toFirstRow first: Int, visibleCount: Int) {
    engine.scroll(toFirstRow: first, visibleCount: visibleCount)
  }

  /// The flat index of the window's first row (not UIKit).
  public var standInFirstRow: Int {
    engine.firstRow
  }

  /// How many rows ahead of and behind the window are prefetched (not UIKit). Default 0.
  ///
  /// A row entering this band outside the window is named once to
  /// `tableView(_:prefetchRowsAt:)`; a prefetched row leaving the band without being displayed
  /// is named to `tableView(_:cancelPrefetchingForRowsAt:)`. A batch carries prefetched rows to
  /// their new paths and forgets deleted and reloaded ones without cancelling them (UIKit is
  /// silent; the stand-in's choice).
  public var standInPrefetchDistance: Int {
    get { engine.prefetchDistance }
    set {
      precondition(newValue >= 0, "standInPrefetchDistance: negative distance")
      engine.prefetchDistance = newValue
    }
  }

  /// A user's tap on the row at `indexPath` (not UIKit).
  ///
  /// Real UIKit and the stand-in: nothing when `allowsSelection` is `false`. With multiple
  /// selection, tapping a selected row deselects it (`didDeselectRowAt`). Otherwise the table
  /// asks `willSelectRowAt` (`nil`: nothing more; another path: that row instead), deselects the
  /// previously selected rows in single selection (`didDeselectRowAt` each), selects, then
  /// calls `didSelectRowAt`. The row must exist.
  ///
  /// - Parameter indexPath: The tapped row.
  public func standInTapRow(at indexPath: IndexPath) {
    precondition(engine.contains(indexPath), "standInTapRow: no row at \(indexPath)")
    guard allowsSelection else { return }
    if allowsMultipleSelection, engine.isSelected(indexPath) {
      engine.deselect(indexPath)
      delegate?.tableView(self, didDeselectRowAt: indexPath)
      return
    }
    let answer = delegate.map { $0.tableView(self, willSelectRowAt: indexPath) } ?? indexPath
    guard let target = answer, engine.contains(target) else { return }
    if !allowsMultipleSelection {
      for previous in engine.selectedPaths where previous != target {
        engine.deselect(previous)
        delegate?.tableView(self, didDeselectRowAt: previous)
      }
    }
    engine.select(target, allowsMultiple: true)
    delegate?.tableView(self, didSelectRowAt: target)
  }
}

// MARK: - The engine's host

extension UITableView: StandInListHost {
  func standInAskNumberOfSections() -> Int {
    dataSource?.numberOfSections(in: self) ?? 0
  }

  func standInAskNumberOfRows(inSection section: Int) -> Int {
    dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0
  }

  func standInAskCell(at indexPath: IndexPath) -> UIView {
    dataSource?.tableView(self, cellForRowAt: indexPath)
      ?? UITableViewCell(style: .default, reuseIdentifier: nil)
  }

  func standInTellWillDisplay(_ cell: UIView, at indexPath: IndexPath) {
    guard let cell = cell as? UITableViewCell else { return }
    delegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
  }

  func standInTellDidEndDisplaying(_ cell: UIView, at indexPath: IndexPath) {
    guard let cell = cell as? UITableViewCell else { return }
    delegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
    if let identifier = cell.reuseIdentifier {
      pools[identifier, default: []].append(cell)
    }
  }

  func standInTellPrefetch(_ indexPaths: [IndexPath]) {
    prefetchDataSource?.tableView(self, prefetchRowsAt: indexPaths)
  }

  func standInTellCancelPrefetching(_ indexPaths: [IndexPath]) {
    prefetchDataSource?.tableView(self, cancelPrefetchingForRowsAt: indexPaths)
  }

  func standInMark(_ cell: UIView, selected: Bool) {
    (cell as? UITableViewCell)?.isSelected = selected
  }

  var standInIsOnScreenNow: Bool {
    onScreenStorage || isInVisibleWindow
  }
}
