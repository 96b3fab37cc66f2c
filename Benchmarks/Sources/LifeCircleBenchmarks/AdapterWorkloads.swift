import Foundation
import LifeCircleUIKit
import Lifecycle
import Lists

/// A list of `rows` rows on a table (the stand-in UIKit's off Apple platforms) through
/// `ListTableViewAdapter`, in a shown window, with `visible` rows on screen: the adapter's cost
/// next to the headless list's (``ListWorkload``).
@MainActor
final class AdapterWorkload {
  let source: CountingSource
  let delegate = CountingDelegate()
  let viewController = LifeCircleViewController(title: "Feed")
  let list = ListController(title: "FeedList")
  let table = UITableView(frame: .zero, style: .plain)
  let adapter: ListTableViewAdapter
  let window = LifeCircleWindow(frame: .zero)

  init(rows: Int, visible: Int) {
    source = CountingSource(rows: rows)
    list.dataSource = source
    list.delegate = delegate
    table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    do {
      adapter = try ListTableViewAdapter(list: list, tableView: table, in: viewController)
    } catch {
      fatalError("AdapterWorkload: \(error)")
    }
    window.rootViewController = viewController
    window.makeKeyAndVisible()
    settle()
    table.standInScroll(toFirstRow: 0, visibleCount: visible)
    settle()
  }

  /// Runs the stand-in's main queue (the adapter's display pass, focus) until nothing is left.
  private func settle() {
    #if !canImport(UIKit)
      UIKitStandIn.runUntilIdle()
    #endif
  }

  /// `reloadData()` on screen, `times` times: the list's reload and the table's.
  func reload(times: Int) {
    for _ in 0..<times {
      list.reloadData()
      settle()
    }
  }

  /// One row inserted at the top, then deleted again: `times` pairs, two batches each through
  /// the list and the table.
  func insertAndDeleteAtTop(times: Int) {
    let top = [ListIndexPath(row: 0, section: 0)]
    for _ in 0..<times {
      source.rows += 1
      try? list.insertRows(at: top)
      settle()
      source.rows -= 1
      try? list.deleteRows(at: top)
      settle()
    }
  }
}
