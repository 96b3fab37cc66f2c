import Foundation
import Lifecycle
public import Lists

/// Puts a `ListController` on a `UICollectionView`, as ``ListTableViewAdapter`` puts one
/// on a table (the same guarantees, with items for rows): the collection view's data source,
/// delegate and prefetch data source; each change in one `performBatchUpdates`; the view's
/// display and prefetching drive the list's; selection both ways; the empty state as the
/// background view.
///
/// Without a cell provider, a content item or a layer's item shows a ``ListTextCell`` (the
/// adapter registers it) with the headless cell's text.
///
/// **Memory and threading.** Main actor. The adapter holds the list strongly and the collection
/// view weakly; keep the adapter.
@MainActor
public final class ListCollectionViewAdapter: NSObject {
  /// Makes the collection view's cell for a content item: the view, the item's path in it,
  /// and the list's path of the row. Return `nil` (or throw) only for an item you cannot show.
  public typealias CellProvider =
    @MainActor (UICollectionView, IndexPath, ListIndexPath) throws -> UICollectionViewCell?
  /// Makes the collection view's cell for an item an insertion layer added.
  public typealias InsertedRowCellProvider =
    @MainActor (UICollectionView, IndexPath, InsertedRow) throws -> UICollectionViewCell?

  /// The list the collection view shows.
  public var list: ListController { core.list }
  /// The collection view (weak).
  public private(set) weak var collectionView: UICollectionView?
  private let core: ListViewAdapterCore
  private var providers: CellProviders<UICollectionView, UICollectionViewCell>

  /// Shows `list` on `collectionView`, in `viewController`'s view (see
  /// ``ListTableViewAdapter/init(list:tableView:in:cellProvider:)``).
  ///
  /// - Parameters:
  ///   - list: A list with no place of its own, made in the view controller's registry.
  ///   - collectionView: The collection view that shows it.
  ///   - viewController: The view controller whose view holds it; it has a `LifeCircleHost`.
  ///   - cellProvider: Makes the cells of content items; `nil` shows the headless cells' text.
  /// - Throws: ``ListAdapterError``; nothing changed then.
  public init(
    list: ListController, collectionView: UICollectionView, in viewController: UIViewController,
    cellProvider: CellProvider? = nil
  ) throws(ListAdapterError) {
    core = ListViewAdapterCore(list: list, view: collectionView)
    self.collectionView = collectionView
    providers = CellProviders(content: cellProvider)
    super.init()
    core.adapter = self
    let host = try core.validate(viewController)
    collectionView.register(
      ListTextCell.self, forCellWithReuseIdentifier: ListTextCell.reuseIdentifier)
    // The delegates first: a view that loaded before reloads for its new data source at
    // once, and must tell this adapter what it displays then.
    let previous = collectionView.dataSource as? ListCollectionViewAdapter
    collectionView.delegate = self
    collectionView.prefetchDataSource = self
    collectionView.dataSource = self
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
  ///   - provider: Makes the collection view's cell for each item of that layer.
  public func setCellProvider(forLayer layer: String, _ provider: InsertedRowCellProvider?) {
    providers.layers[layer] = provider
  }

  /// Shows `action`'s placeholder as the collection view's background view while it is on
  /// screen (see ``ListTableViewAdapter/showEmptyState(_:makeView:)``).
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

  /// Stops showing the list (see ``ListTableViewAdapter/detach()``). Idempotent.
  public func detach() {
    core.detach()
    unlinkView()
  }

  /// A released adapter lets its list go as ``detach()`` does.
  isolated deinit {
    core.detach()
  }

  /// The collection view forgets the adapter.
  private func unlinkView() {
    guard let collectionView else { return }
    if collectionView.dataSource === self { collectionView.dataSource = nil }
    if collectionView.delegate === self { collectionView.delegate = nil }
    if collectionView.prefetchDataSource === self { collectionView.prefetchDataSource = nil }
  }

  private func cell(
    for row: DisplayRow, at indexPath: IndexPath, in collectionView: UICollectionView
  ) throws -> UICollectionViewCell? {
    if let make = providers.provider(for: row) { return try make(collectionView, indexPath) }
    guard let headless = core.headlessCell(at: indexPath) else { return nil }
    let cell = collectionView.dequeueReusableCell(
      withReuseIdentifier: ListTextCell.reuseIdentifier, for: indexPath)
    (cell as? ListTextCell)?.textLabel.text = headless.text
    return cell
  }
}

extension ListCollectionViewAdapter: UICollectionViewDataSource {
  /// The list's display sections.
  public func numberOfSections(in collectionView: UICollectionView) -> Int {
    core.numberOfSections
  }

  /// The list's display rows in `section`.
  public func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int {
    core.numberOfRows(inSection: section)
  }

  /// The item's cell (see ``ListTableViewAdapter``'s "Cells").
  public func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    core.cell(
      at: indexPath, blank: { UICollectionViewCell(frame: .zero) },
      make: { try cell(for: $0, at: indexPath, in: collectionView) })
  }
}

extension ListCollectionViewAdapter: UICollectionViewDelegate {
  /// The list displays the row (through its engine, once it settles).
  public func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    core.viewWillDisplay(indexPath)
  }

  /// The list ends displaying the row.
  public func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    core.viewDidEndDisplaying(indexPath)
  }

  /// The list's tap.
  public func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {
    core.viewTapped(indexPath)
  }

  /// In multiple selection, the list's tap (which deselects); in single selection, part of the
  /// tap on another item, which the list performs itself.
  public func collectionView(
    _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
  ) {
    guard collectionView.allowsMultipleSelection else { return }
    core.viewTapped(indexPath)
  }
}

extension ListCollectionViewAdapter: UICollectionViewDataSourcePrefetching {
  /// The items join the list's prefetch range.
  public func collectionView(
    _ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]
  ) {
    core.viewPrefetch(indexPaths)
  }

  /// The items leave the list's prefetch range.
  public func collectionView(
    _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]
  ) {
    core.viewCancelPrefetching(indexPaths)
  }
}

/// The collection view cell ``ListCollectionViewAdapter`` shows without a cell provider: a
/// label with the headless cell's text.
@MainActor
public final class ListTextCell: UICollectionViewCell {
  /// The reuse identifier the adapter registers the class with.
  public static let reuseIdentifier = "LifeCircle.ListTextCell"
  /// The label that shows the text, in the content view (made at first use).
  public private(set) lazy var textLabel: UILabel = {
    let label = UILabel(frame: .zero)
    contentView.addSubview(label)
    return label
  }()
}
