import Foundation

/// A grid of items in sections.
///
/// Real UIKit places cells with its layout and scrolls them. The stand-in keeps what the data
/// source, delegate and prefetch data source see, with the rules of `UITableView` (see it):
/// counts cached at `reloadData()`, batches checked as UIKit checks them (UIKit's messages say
/// "items" and "collection view"), a window of displayed items that a test moves with
/// ``standInScroll(toFirstItem:visibleCount:)`` (nothing in UIKit; the layout is ignored and
/// items count across sections as one run), prefetching around it, selection and cell reuse.
@MainActor
open class UICollectionView: UIScrollView {
  /// Where an item ends up when the collection view scrolls to it. The stand-in does not
  /// scroll for it.
  public struct ScrollPosition: OptionSet, Sendable {
    /// UIKit's bits.
    public let rawValue: UInt

    /// Creates a position from its raw value.
    ///
    /// - Parameter rawValue: UIKit's bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// The item at the top.
    public static let top = ScrollPosition(rawValue: 1 << 0)
    /// The item in the vertical middle.
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    /// The item at the bottom.
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    /// The item at the left.
    public static let left = ScrollPosition(rawValue: 1 << 3)
    /// The item in the horizontal middle.
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    /// The item at the right.
    public static let right = ScrollPosition(rawValue: 1 << 5)
  }

  /// The layout. The stand-in stores it and places nothing.
  open var collectionViewLayout: UICollectionViewLayout

  /// The object that answers counts and cells. Weak, as in UIKit.
  ///
  /// Real UIKit reloads at its next layout when it changes; the stand-in reloads at once
  /// (`reloadData()` semantics) if it had loaded its counts, and otherwise asks the new data
  /// source when it first needs counts.
  weak open var dataSource: (any UICollectionViewDataSource)? {
    didSet {
      if oldValue !== dataSource {
        engine.dataSourceChanged()
      }
    }
  }

  /// The object told about display and selection. Weak, as in UIKit.
  weak open var delegate: (any UICollectionViewDelegate)?

  /// The object asked to prefetch items. Weak, as in UIKit.
  weak open var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)?

  /// A view behind the items. Real UIKit sizes it; the stand-in stores it.
  open var backgroundView: UIView?

  /// Whether the user can select items (`standInTapItem(at:)` does nothing when `false`). Code
  /// can still select items. Default `true`.
  open var allowsSelection = true

  /// Whether selecting an item keeps the others selected. Default `false`.
  open var allowsMultipleSelection = false

  private lazy var engine = StandInListEngine(host: self, words: .collection)
  private var registered: [String: UICollectionViewCell.Type] = [:]
  private var pools: [String: [UICollectionViewCell]] = [:]
  private var onScreenStorage = true

  /// Creates a collection view.
  ///
  /// - Parameters:
  ///   - frame: The frame; the stand-in only stores it.
  ///   - layout: The layout; the stand-in only stores it.
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    self.collectionViewLayout = layout
    super.init(frame: frame)
  }

  /// Creates a collection view from an archive. The stand-in decodes nothing and uses a flow
  /// layout.
  ///
  /// - Parameter coder: An unarchiver; not read.
  public required init?(coder: NSCoder) {
    self.collectionViewLayout = UICollectionViewFlowLayout()
    super.init(coder: coder)
  }

  // MARK: Cells

  /// Registers a cell class for an identifier; `nil` removes the registration. Cells of that
  /// identifier are then created with `init(frame: .zero)`.
  ///
  /// - Parameters:
  ///   - cellClass: A `UICollectionViewCell` class, or `nil`.
  ///   - identifier: The reuse identifier.
  open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    guard let cellClass else {
      registered[identifier] = nil
      return
    }
    guard let cellType = cellClass as? UICollectionViewCell.Type else {
      preconditionFailure(
        "UICollectionView.register: \(cellClass) is not a UICollectionViewCell class (identifier \(identifier))"
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
  ///   - indexPath: The item the cell is for.
  /// - Returns: The cell.
  open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> UICollectionViewCell
  {
    if var pool = pools[identifier], let cell = pool.popLast() {
      pools[identifier] = pool
      cell.prepareForReuse()
      return cell
    }
    let cell: UICollectionViewCell
    if let cellType = registered[identifier] {
      cell = cellType.init(frame: .zero)
    } else {
      UIKitStandIn.misuse(
        "could not dequeue a view of kind: UICollectionElementKindCell with identifier "
          + "\(identifier) - must register a nib or a class for the identifier or connect a "
          + "prototype cell in a storyboard")
      cell = UICollectionViewCell(frame: .zero)
    }
    cell.reuseIdentifierStorage = identifier
    return cell
  }

  // MARK: Data

  /// Asks the data source for every count again and shows them; as
  /// `UITableView.reloadData()`.
  open func reloadData() {
    engine.reloadData()
  }

  /// Groups inserts, deletes, reloads and moves into one update, checked and shown as
  /// `UITableView.performBatchUpdates(_:completion:)` does (see it).
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
  /// - Parameter sections: The new sections.
  open func insertSections(_ sections: IndexSet) {
    batch { $0.insertedSections.formUnion(sections) }
  }

  /// Deletes sections (indexes before the batch). Outside `performBatchUpdates`, a batch of one.
  ///
  /// - Parameter sections: The sections.
  open func deleteSections(_ sections: IndexSet) {
    batch { $0.deletedSections.formUnion(sections) }
  }

  /// Reloads sections (indexes before the batch). Outside `performBatchUpdates`, a batch of one.
  ///
  /// - Parameter sections: The sections.
  open func reloadSections(_ sections: IndexSet) {
    batch { $0.reloadedSections.formUnion(sections) }
  }

  /// Moves a section (from before the batch to after it); its items keep their cells.
  ///
  /// - Parameters:
  ///   - section: The section before the batch.
  ///   - newSection: Its index after the batch.
  open func moveSection(_ section: Int, toSection newSection: Int) {
    batch { $0.movedSections.append((section, newSection)) }
  }

  /// Inserts items (paths after the batch). Outside `performBatchUpdates`, a batch of one.
  ///
  /// - Parameter indexPaths: The new items.
  open func insertItems(at indexPaths: [IndexPath]) {
    batch { $0.insertedRows.formUnion(indexPaths.map(StandInRow.init)) }
  }

  /// Deletes items (paths before the batch). Outside `performBatchUpdates`, a batch of one.
  ///
  /// - Parameter indexPaths: The items.
  open func deleteItems(at indexPaths: [IndexPath]) {
    batch { $0.deletedRows.formUnion(indexPaths.map(StandInRow.init)) }
  }

  /// Reloads items (paths before the batch): a displayed one ends displaying with its old cell
  /// and is asked for a new cell; its selection is dropped.
  ///
  /// - Parameter indexPaths: The items.
  open func reloadItems(at indexPaths: [IndexPath]) {
    batch { $0.reloadedRows.formUnion(indexPaths.map(StandInRow.init)) }
  }

  /// Moves an item (from before the batch to after it); it keeps its cell and selection.
  ///
  /// - Parameters:
  ///   - indexPath: The item before the batch.
  ///   - newIndexPath: Its path after the batch.
  open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    batch { $0.movedRows.append((StandInRow(indexPath), StandInRow(newIndexPath))) }
  }

  /// The number of sections shown (cached; asked of the data source the first time).
  open var numberOfSections: Int {
    engine.loadedCounts.count
  }

  /// Updates the displayed items among `indexPaths` in place (iOS 15): the data source is asked
  /// for their cells again (in UIKit it dequeues the cell already there), with no display
  /// callback; items not displayed are ignored. The stand-in models it outside batches only: a
  /// call inside `performBatchUpdates` goes to ``UIKitStandIn/misuseHandler``.
  ///
  /// - Parameter indexPaths: The items.
  open func reconfigureItems(at indexPaths: [IndexPath]) {
    engine.reconfigure(indexPaths)
  }

  /// The number of items shown in `section` (cached; asked of the data source the first time).
  /// Inside a batch, the counts before it. 0 for a section that does not exist.
  ///
  /// - Parameter section: A section.
  /// - Returns: The number of items.
  open func numberOfItems(inSection section: Int) -> Int {
    engine.numberOfRows(inSection: section)
  }

  // MARK: Display

  /// The cell displayed for the item at `indexPath`, or `nil` when it is not displayed.
  ///
  /// - Parameter indexPath: An item.
  /// - Returns: The cell, or `nil`.
  open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
    engine.cell(at: indexPath) as? UICollectionViewCell
  }

  /// The displayed cells, in item order (UIKit: in no particular order).
  open var visibleCells: [UICollectionViewCell] {
    engine.displayedCells.compactMap { $0.1 as? UICollectionViewCell }
  }

  /// The displayed items, in order (UIKit: in no particular order).
  open var indexPathsForVisibleItems: [IndexPath] {
    engine.displayedCells.map(\.0)
  }

  // MARK: Selection

  /// The selected items in order; empty when none is selected (as in UIKit).
  open var indexPathsForSelectedItems: [IndexPath]? {
    engine.selectedPaths
  }

  /// Selects an item, or clears the selection when `indexPath` is `nil`. Calls no delegate
  /// (UIKit and the stand-in). Without multiple selection, the other items are deselected. An
  /// item that does not exist is ignored (the stand-in's choice); the view does not scroll.
  ///
  /// - Parameters:
  ///   - indexPath: The item, or `nil`.
  ///   - animated: Not used by the stand-in.
  ///   - scrollPosition: Not used by the stand-in.
  open func selectItem(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: UICollectionView.ScrollPosition
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

  /// Deselects an item. Calls no delegate (UIKit and the stand-in).
  ///
  /// - Parameters:
  ///   - indexPath: The item.
  ///   - animated: Not used by the stand-in.
  open func deselectItem(at indexPath: IndexPath, animated: Bool) {
    engine.deselect(indexPath)
  }
}

// MARK: - The stand-in's driver

extension UICollectionView {
  /// Whether a test says the view is on screen (not UIKit); as
  /// `UITableView.standInIsOnScreen`. Default `true`.
  public var standInIsOnScreen: Bool {
    get { onScreenStorage }
    set {
      onScreenStorage = newValue
      engine.layout()
    }
  }

  /// Brings the display up to date with the view's window and the on-screen state, as UIKit's
  /// layout pass does (not UIKit).
  public func standInLayout() {
    engine.layout()
  }

  /// Scrolls (not UIKit): the window becomes `visibleCount` items from the item whose index,
  /// counting items across sections, is `first`; as
  /// `UITableView.standInScroll(toFirstRow:visibleCount:)`.
  ///
  /// - Parameters:
  ///   - first: The flat index of the first displayed item.
  ///   - visibleCount: How many items fit on screen.
  public func standInScroll(toFirstItem first: Int, visibleCount: Int) {
    engine.scroll(toFirstRow: first, visibleCount: visibleCount)
  }

  /// The flat index of the window's first item (not UIKit).
  public var standInFirstItem: Int {
    engine.firstRow
  }

  /// How many items ahead of and behind the window are prefetched (not UIKit); as
  /// `UITableView.standInPrefetchDistance`. Default 0.
  public var standInPrefetchDistance: Int {
    get { engine.prefetchDistance }
    set {
      precondition(newValue >= 0, "standInPrefetchDistance: negative distance")
      engine.prefetchDistance = newValue
    }
  }

  /// A user's tap on the item at `indexPath` (not UIKit).
  ///
  /// Real UIKit and the stand-in: nothing when `allowsSelection` is `false`. With multiple
  /// selection, tapping a selected item deselects it (`didDeselectItemAt`). Otherwise the view
  /// asks `shouldSelectItemAt` (`false`: nothing more), deselects the previously selected items
  /// in single selection (`didDeselectItemAt` each), selects, then calls `didSelectItemAt`.
  /// The item must exist.
  ///
  /// - Parameter indexPath: The tapped item.
  public func standInTapItem(at indexPath: IndexPath) {
    precondition(engine.contains(indexPath), "standInTapItem: no item at \(indexPath)")
    guard allowsSelection else { return }
    if allowsMultipleSelection, engine.isSelected(indexPath) {
      engine.deselect(indexPath)
      delegate?.collectionView(self, didDeselectItemAt: indexPath)
      return
    }
    guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
    if !allowsMultipleSelection {
      for previous in engine.selectedPaths where previous != indexPath {
        engine.deselect(previous)
        delegate?.collectionView(self, didDeselectItemAt: previous)
      }
    }
    engine.select(indexPath, allowsMultiple: true)
    delegate?.collectionView(self, didSelectItemAt: indexPath)
  }
}

// MARK: - The engine's host

extension UICollectionView: StandInListHost {
  func standInAskNumberOfSections() -> Int {
    dataSource?.numberOfSections(in: self) ?? 0
  }

  func standInAskNumberOfRows(inSection section: Int) -> Int {
    dataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0
  }

  /// Real UIKit raises when the cell was not dequeued; the stand-in sends UIKit's message to
  /// ``UIKitStandIn/misuseHandler`` and, if the handler returns, displays the cell.
  func standInAskCell(at indexPath: IndexPath) -> UIView {
    guard let cell = dataSource?.collectionView(self, cellForItemAt: indexPath) else {
      return UICollectionViewCell(frame: .zero)
    }
    if cell.reuseIdentifier == nil {
      UIKitStandIn.misuse(
        "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a "
          + "reuseIdentifier - cells must be retrieved by calling "
          + "-dequeueReusableCellWithReuseIdentifier:forIndexPath:")
    }
    return cell
  }

  func standInTellWillDisplay(_ cell: UIView, at indexPath: IndexPath) {
    guard let cell = cell as? UICollectionViewCell else { return }
    delegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
  }

  func standInTellDidEndDisplaying(_ cell: UIView, at indexPath: IndexPath) {
    guard let cell = cell as? UICollectionViewCell else { return }
    delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
    if let identifier = cell.reuseIdentifier {
      pools[identifier, default: []].append(cell)
    }
  }

  func standInTellPrefetch(_ indexPaths: [IndexPath]) {
    prefetchDataSource?.collectionView(self, prefetchItemsAt: indexPaths)
  }

  func standInTellCancelPrefetching(_ indexPaths: [IndexPath]) {
    prefetchDataSource?.collectionView(self, cancelPrefetchingForItemsAt: indexPaths)
  }

  func standInMark(_ cell: UIView, selected: Bool) {
    (cell as? UICollectionViewCell)?.isSelected = selected
  }

  var standInIsOnScreenNow: Bool {
    onScreenStorage || isInVisibleWindow
  }
}
