import Lifecycle
import Lists

/// A data source of `rows` rows in one section whose cells are all the same (no allocation).
@MainActor
final class CountingSource: ListDataSource {
  var rows: Int
  init(rows: Int) { self.rows = rows }
  func list(_ list: ListController, numberOfRowsInSection section: Int) -> Int { rows }
  func list(_ list: ListController, cellForRowAt indexPath: ListIndexPath) -> ListCell { "row" }
}

/// A delegate that counts display callbacks, so they are not optimised away.
@MainActor
final class CountingDelegate: ListDelegate {
  var displayed = 0
  func list(_ list: ListController, willDisplayRowAt indexPath: ListIndexPath) { displayed += 1 }
  func list(_ list: ListController, didEndDisplayingRowAt indexPath: ListIndexPath) {
    displayed -= 1
  }
}

/// A list shown in a window, with `rows` rows and a viewport of `visible` rows (`nil`: all).
@MainActor
final class ListWorkload {
  let source: CountingSource
  let delegate = CountingDelegate()
  let list = ListController(title: "Feed")
  let window: Window

  init(rows: Int, visible: Int?) {
    source = CountingSource(rows: rows)
    list.dataSource = source
    list.delegate = delegate
    list.viewport = ListViewport(firstRow: 0, rowCount: visible)
    window = Window(rootController: list)
    window.makeKeyAndVisible()
  }

  /// `reloadData()` on screen, `times` times.
  func reload(times: Int) {
    for _ in 0..<times { list.reloadData() }
  }

  /// One row inserted at the top, then deleted again: `times` pairs, two batches each.
  func insertAndDeleteAtTop(times: Int) {
    let top = [ListIndexPath(row: 0, section: 0)]
    for _ in 0..<times {
      source.rows += 1
      try? list.insertRows(at: top)
      source.rows -= 1
      try? list.deleteRows(at: top)
    }
  }
}
