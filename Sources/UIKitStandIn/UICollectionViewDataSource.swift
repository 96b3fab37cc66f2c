import Foundation

/// The object that answers a collection view's counts and cells.
///
/// Real UIKit and the stand-in: the collection view asks `numberOfSections(in:)` and then
/// `collectionView(_:numberOfItemsInSection:)` for each section at `reloadData()`, at the end of
/// every batch of updates, and the first time it needs counts; it asks
/// `collectionView(_:cellForItemAt:)` only for items it is about to display.
///
/// UIKit's optional requirements are Objective-C optionals; the stand-in gives them default
/// implementations with UIKit's default answers (see `UITableViewDataSource` for the caveat).
@MainActor
public protocol UICollectionViewDataSource: NSObjectProtocol {
  /// The number of items in `section`.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view asking.
  ///   - section: A section.
  /// - Returns: The number of items.
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int

  /// The cell for the item at `indexPath`, from
  /// `dequeueReusableCell(withReuseIdentifier:for:)`.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view asking.
  ///   - indexPath: The item, in the state after the update under way.
  /// - Returns: The cell to display.
  func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell

  /// The number of sections. Optional in UIKit; the default answers 1.
  ///
  /// - Parameter collectionView: The collection view asking.
  /// - Returns: The number of sections.
  func numberOfSections(in collectionView: UICollectionView) -> Int
}

extension UICollectionViewDataSource {
  /// UIKit's answer when the data source does not implement the method: one section.
  ///
  /// - Parameter collectionView: The collection view asking.
  /// - Returns: 1.
  public func numberOfSections(in collectionView: UICollectionView) -> Int {
    1
  }
}

/// The object a collection view tells about display and selection.
///
/// Every requirement is optional in UIKit; the stand-in's default implementations do nothing
/// (or answer as UIKit does when the method is missing). UIKit's protocol also inherits
/// `UIScrollViewDelegate`, which the stand-in does not declare.
@MainActor
public protocol UICollectionViewDelegate: NSObjectProtocol {
  /// The item at `indexPath` is about to be displayed with `cell`.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - cell: The cell the data source gave for the item.
  ///   - indexPath: The item, in the current (after-update) state.
  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath)

  /// The item that was at `indexPath` stopped being displayed with `cell`.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - cell: The cell the item was displayed with.
  ///   - indexPath: The item's index path when it was displayed (before the update that
  ///     removed it).
  func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath)

  /// Whether the user may select the item at `indexPath`. The default answers `true`.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPath: The tapped item.
  /// - Returns: Whether to select it.
  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath)
    -> Bool

  /// The user selected the item at `indexPath`.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPath: The selected item.
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)

  /// The user's action deselected the item at `indexPath`.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPath: The deselected item.
  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
}

extension UICollectionViewDelegate {
  /// Does nothing, as when UIKit's delegate does not implement it.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - cell: The cell.
  ///   - indexPath: The item.
  public func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}

  /// Does nothing, as when UIKit's delegate does not implement it.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - cell: The cell.
  ///   - indexPath: The item.
  public func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}

  /// Answers `true`, as UIKit does when the delegate does not implement it.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPath: The tapped item.
  /// - Returns: `true`.
  public func collectionView(
    _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
  ) -> Bool {
    true
  }

  /// Does nothing, as when UIKit's delegate does not implement it.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPath: The item.
  public func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {}

  /// Does nothing, as when UIKit's delegate does not implement it.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPath: The item.
  public func collectionView(
    _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
  ) {}
}

/// The object a collection view asks to load the data of items that will soon be displayed.
///
/// Real UIKit calls it from scrolling, with items ahead in the scroll direction. The stand-in
/// calls it for items entering the band of ``UICollectionView/standInPrefetchDistance`` items
/// around the displayed window.
@MainActor
public protocol UICollectionViewDataSourcePrefetching: NSObjectProtocol {
  /// Items that will probably be displayed soon; each item is named once until it is
  /// displayed or cancelled.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPaths: The items, in order.
  func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])

  /// Items named by `collectionView(_:prefetchItemsAt:)` that left the band without being
  /// displayed. Optional in UIKit; the default does nothing.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPaths: The items, in order.
  func collectionView(
    _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
  /// Does nothing, as when UIKit's prefetch data source does not implement it.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPaths: The items.
  public func collectionView(
    _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]
  ) {}
}
