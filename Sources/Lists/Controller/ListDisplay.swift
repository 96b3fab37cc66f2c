/// A list as the screen shows it, in display coordinates: counts, rows, displayed rows,
/// selection, simulated taps, and a rendering of every row for tests.
///
/// A value made on demand by ``ListController/display``; it reads the list's current state.
@MainActor
public struct ListDisplay {
  let list: ListController

  /// The number of displayed sections.
  public var numberOfSections: Int { list.numberOfSections }

  /// The number of rows in displayed `section`; 0 outside the display.
  public func numberOfRows(inSection section: Int) -> Int {
    list.numberOfRows(inSection: section)
  }

  /// What the display row at `indexPath` shows; `nil` outside the display.
  public func row(at indexPath: DisplayIndexPath) -> DisplayRow? {
    list.contentIndexPath(for: indexPath).map(DisplayRow.content)
  }

  /// The rows displayed now (list on screen, row in the viewport), ascending.
  public var visibleRows: [DisplayIndexPath] { list.displayed.map(\.path.sameDisplayPath) }

  /// The selected rows, ascending.
  public var indexPathsForSelectedRows: [DisplayIndexPath] {
    list.selected.map(\.sameDisplayPath)
  }

  /// A simulated user tap on the displayed row at `indexPath`: selection and its callbacks in
  /// UIKit's order (see ``ListController``). During the list's callbacks the tap is queued.
  ///
  /// - Throws: ``ListUpdateError/displayIndexPathOutOfRange(_:)`` outside the display,
  ///   ``ListUpdateError/rowNotDisplayed(_:)`` for a row not displayed; nothing changes then.
  public func tapRow(at indexPath: DisplayIndexPath) throws {
    try list.tap(at: indexPath)
  }

  /// Every row's text, per displayed section, asking the data source for every cell: for tests
  /// and the simulator. **Complexity.** O(rows), with one cell request per row.
  public func renderedRows() -> [[String]] {
    list.counts.indices.map { section in
      (0..<list.counts[section]).map { row in
        list.dataSource?.list(list, cellForRowAt: ListIndexPath(row: row, section: section)).text
          ?? ""
      }
    }
  }
}
