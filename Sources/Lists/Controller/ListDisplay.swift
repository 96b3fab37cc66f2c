/// A list as the screen shows it, in display coordinates (insertion layers' rows included):
/// counts, rows, displayed rows, selection, simulated taps, and a rendering of every row for
/// tests.
///
/// A value made on demand by ``ListController/display``; it reads the list's current state.
@MainActor
public struct ListDisplay {
  let list: ListController

  /// The number of displayed sections.
  public var numberOfSections: Int { list.displayCounts.count }

  /// The number of rows in displayed `section`; 0 outside the display.
  public func numberOfRows(inSection section: Int) -> Int {
    list.displayCounts.indices.contains(section) ? list.displayCounts[section] : 0
  }

  /// What the display row at `indexPath` shows; `nil` outside the display. O(layers × log k).
  public func row(at indexPath: DisplayIndexPath) -> DisplayRow? {
    list.resolve(indexPath)?.row
  }

  /// The rows displayed now (list on screen, row in the viewport), ascending.
  public var visibleRows: [DisplayIndexPath] { list.displayed.map(\.path) }

  /// The selected rows, ascending.
  public var indexPathsForSelectedRows: [DisplayIndexPath] { list.selected }

  /// A simulated user tap on the displayed row at `indexPath`: selection and its callbacks in
  /// UIKit's order (see ``ListController``), routed to the layer's delegate for an inserted
  /// row. During the list's callbacks the tap is queued.
  ///
  /// - Throws: ``ListUpdateError/displayIndexPathOutOfRange(_:)`` outside the display,
  ///   ``ListUpdateError/rowNotDisplayed(_:)`` for a row not displayed; nothing changes then.
  public func tapRow(at indexPath: DisplayIndexPath) throws {
    try list.tap(at: indexPath)
  }

  /// Every row's text, per displayed section, asking the data source (or the layer's delegate)
  /// for every cell: for tests and the simulator. **Complexity.** O(rows × layers × log k),
  /// one cell request per row.
  public func renderedRows() -> [[String]] {
    // Plain loops: a closure here would check the main actor at every row.
    // Each section's count is read as its turn comes, as `map` did.
    let sections = list.displayCounts.indices
    var rendered: [[String]] = []
    rendered.reserveCapacity(sections.count)
    for section in sections {
      let count = list.displayCounts[section]
      var texts: [String] = []
      texts.reserveCapacity(count)
      for row in 0..<count {
        if let (shown, layer) = list.resolve(DisplayIndexPath(row: row, section: section)) {
          texts.append(list.cell(for: shown, layer).text)
        } else {
          texts.append("")
        }
      }
      rendered.append(texts)
    }
    return rendered
  }
}
