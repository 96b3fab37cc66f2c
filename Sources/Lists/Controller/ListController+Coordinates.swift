extension ListController {
  /// The displayed content rows, ascending.
  public var indexPathsForVisibleRows: [ListIndexPath] { displayed.map(\.path) }

  /// The cell displayed for the row at `indexPath`; `nil` unless the row is displayed.
  /// O(log displayed rows).
  public func cellForRow(at indexPath: ListIndexPath) -> ListCell? {
    let index = displayed.partitioningIndex { $0.path >= indexPath }
    return index < displayed.count && displayed[index].path == indexPath
      ? displayed[index].cell : nil
  }

  /// Where the content row at `indexPath` is displayed; `nil` when it is not a row of the list.
  public func displayIndexPath(for indexPath: ListIndexPath) -> DisplayIndexPath? {
    contains(indexPath) ? indexPath.sameDisplayPath : nil
  }

  /// The content row shown at display path `indexPath`; `nil` when it is outside the display
  /// (or, with insertion layers, an inserted row).
  public func contentIndexPath(for indexPath: DisplayIndexPath) -> ListIndexPath? {
    contains(indexPath.sameContentPath) ? indexPath.sameContentPath : nil
  }

  /// The displayed section of content section `contentSection`; `nil` outside the list.
  public func displaySection(for contentSection: Int) -> Int? {
    counts.indices.contains(contentSection) ? contentSection : nil
  }

  /// The content section shown as displayed section `displaySection`; `nil` outside the
  /// display (or, with insertion layers, an inserted section).
  public func contentSection(for displaySection: Int) -> Int? {
    counts.indices.contains(displaySection) ? displaySection : nil
  }

  /// The display face: what is on screen, in display coordinates, and simulated taps.
  public var display: ListDisplay { ListDisplay(list: self) }
}
