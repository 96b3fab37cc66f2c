/// The business side of a list: how many sections and rows it has, and the cell of a row.
///
/// **When it is asked.** ``ListController/reloadData()`` asks ``numberOfSections(in:)`` once and
/// ``list(_:numberOfRowsInSection:)`` once per section; a batch asks them once more at its end,
/// to check the new counts. Cells are asked only for rows about to be displayed, in display
/// order, once per display (never for rows off screen). Insertion layers never reach it: it
/// speaks content coordinates only.
///
/// **Changes.** The list knows only the counts it last read: tell it of every change (a batch,
/// ``ListController/reloadData()``, or `apply` for a ``ListSnapshotDataSource``) before the list
/// displays again. A data source that changes silently is asked for cells by the counts the list
/// holds, as `UITableView` does: past its new count if it shrank. Nothing reports it, since
/// telling would cost a count per display.
///
/// **Memory.** The list holds its data source weakly; a `nil` data source means 0 sections.
@MainActor
public protocol ListDataSource: AnyObject {
  /// The number of sections; 1 by default.
  func numberOfSections(in list: ListController) -> Int
  /// The number of rows in `section`. A negative answer counts as 0 and is reported.
  func list(_ list: ListController, numberOfRowsInSection section: Int) -> Int
  /// The cell of the row at `indexPath`, asked when the row is about to be displayed.
  func list(_ list: ListController, cellForRowAt indexPath: ListIndexPath) -> ListCell
}

extension ListDataSource {
  /// One section.
  public func numberOfSections(in list: ListController) -> Int { 1 }
}
