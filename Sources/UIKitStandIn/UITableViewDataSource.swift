import Foundation

/// The object that answers a table view's counts and cells.
///
/// Real UIKit and the stand-in: the table asks `numberOfSections(in:)` and then
/// `tableView(_:numberOfRowsInSection:)` for each section at `reloadData()`, at the end of every
/// batch of updates, and the first time it needs counts; it asks `tableView(_:cellForRowAt:)`
/// only for rows it is about to display.
///
/// UIKit's optional requirements are Objective-C optionals; Swift without `@objc` has none, so
/// the stand-in gives them default implementations with UIKit's default answers. As with any
/// protocol extension, a class that inherits a conformance and adds the method in a subclass is
/// not called: implement the method where the conformance is declared.
@MainActor
public protocol UITableViewDataSource: NSObjectProtocol {
  /// The number of rows in `section`.
  ///
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - section: A section of the table.
  /// - Returns: The number of rows.
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int

  /// The cell for the row at `indexPath`, usually from
  /// `dequeueReusableCell(withIdentifier:for:)`.
  ///
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - indexPath: The row, in the table's state after the update under way.
  /// - Returns: The cell to display.
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell

  /// The number of sections. Optional in UIKit; the default answers 1.
  ///
  /// - Parameter tableView: The table asking.
  /// - Returns: The number of sections.
  func numberOfSections(in tableView: UITableView) -> Int
}

extension UITableViewDataSource {
  /// UIKit's answer when the data source does not implement the method: one section.
  ///
  /// - Parameter tableView: The table asking.
  /// - Returns: 1.
  public func numberOfSections(in tableView: UITableView) -> Int {
    1
  }
}

/// The object a table view tells about display and selection.
///
/// Every requirement is optional in UIKit; the stand-in's default implementations do nothing
/// (or answer as UIKit does when the method is missing). UIKit's protocol also inherits
/// `UIScrollViewDelegate`, which the stand-in does not declare.
@MainActor
public protocol UITableViewDelegate: NSObjectProtocol {
  /// The row at `indexPath` is about to be displayed with `cell`.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - cell: The cell the data source gave for the row.
  ///   - indexPath: The row, in the table's current (after-update) state.
  func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)

  /// The row that was at `indexPath` stopped being displayed with `cell`.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - cell: The cell the row was displayed with.
  ///   - indexPath: The row's index path when it was displayed (before the update that removed
  ///     it).
  func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
    forRowAt indexPath: IndexPath)

  /// The user is about to select the row at `indexPath`. Return the row to select instead, or
  /// `nil` to select nothing. The default answers `indexPath`.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - indexPath: The tapped row.
  /// - Returns: The row to select, or `nil`.
  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?

  /// The user selected the row at `indexPath`.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - indexPath: The selected row.
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)

  /// The user's action deselected the row at `indexPath`.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - indexPath: The deselected row.
  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
}

extension UITableViewDelegate {
  /// Does nothing, as when UIKit's delegate does not implement it.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - cell: The cell.
  ///   - indexPath: The row.
  public func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}

  /// Does nothing, as when UIKit's delegate does not implement it.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - cell: The cell.
  ///   - indexPath: The row.
  public func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
    forRowAt indexPath: IndexPath
  ) {}

  /// Answers `indexPath`, as UIKit does when the delegate does not implement it.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - indexPath: The tapped row.
  /// - Returns: `indexPath`.
  public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath)
    -> IndexPath?
  {
    indexPath
  }

  /// Does nothing, as when UIKit's delegate does not implement it.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - indexPath: The row.
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}

  /// Does nothing, as when UIKit's delegate does not implement it.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - indexPath: The row.
  public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
}

/// The object a table view asks to load the data of rows that will soon be displayed.
///
/// Real UIKit calls it from scrolling, with rows ahead in the scroll direction. The stand-in
/// calls it for rows entering the band of ``UITableView/standInPrefetchDistance`` rows around
/// the displayed window.
@MainActor
public protocol UITableViewDataSourcePrefetching: NSObjectProtocol {
  /// Rows that will probably be displayed soon; each row is named once until it is displayed
  /// or cancelled.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - indexPaths: The rows, in order.
  func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])

  /// Rows named by `tableView(_:prefetchRowsAt:)` that left the band without being displayed.
  /// Optional in UIKit; the default does nothing.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - indexPaths: The rows, in order.
  func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
  /// Does nothing, as when UIKit's prefetch data source does not implement it.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - indexPaths: The rows.
  public func tableView(
    _ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]
  ) {}
}
