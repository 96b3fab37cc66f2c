import Foundation
import LifeCircleTesting
import LifeCircleUIKit
import Lifecycle
import Lists

#if canImport(UIKit)
  import UIKit
#else
  import UIKitStandIn
#endif

/// A feed for adapter tests: the data source, delegate and prefetcher of a list, and an ad
/// layer's delegate, each callback written to one log as `willDisplay A`, `prefetch B C`,
/// `ad willDisplay ad1`... Rows that end (displaying or prefetching) are named by the items as
/// they were before the latest change, since their paths are before-state paths.
@MainActor
final class AdapterFeed: ListDataSource, ListDelegate, ListPrefetching, InsertionLayerDelegate {
  var items: [String]
  /// The items before the latest change: set when the log is taken.
  private var before: [String]
  private(set) var log: [String] = []
  var refusesSelection: Set<String> = []

  init(_ items: [String]) {
    self.items = items
    before = items
  }

  /// The log since the last call; the items now are the "before" of the next change.
  func take() -> [String] {
    defer {
      log = []
      before = items
    }
    return log
  }

  private func old(_ path: ListIndexPath) -> String {
    path.row < before.count ? before[path.row] : "#\(path.row)"
  }

  /// One section while there are items; none once they are gone.
  var sectionCount = 1
  func numberOfSections(in list: ListController) -> Int { sectionCount }
  func list(_ list: ListController, numberOfRowsInSection section: Int) -> Int { items.count }
  func list(_ list: ListController, cellForRowAt indexPath: ListIndexPath) -> ListCell {
    ListCell(items[indexPath.row])
  }
  func list(_ list: ListController, willDisplayRowAt indexPath: ListIndexPath) {
    log.append("willDisplay \(items[indexPath.row])")
  }
  func list(_ list: ListController, didEndDisplayingRowAt indexPath: ListIndexPath) {
    log.append("didEndDisplaying \(old(indexPath))")
  }
  func list(_ list: ListController, shouldSelectRowAt indexPath: ListIndexPath) -> Bool {
    !refusesSelection.contains(items[indexPath.row])
  }
  func list(_ list: ListController, didSelectRowAt indexPath: ListIndexPath) {
    log.append("didSelect \(items[indexPath.row])")
  }
  func list(_ list: ListController, didDeselectRowAt indexPath: ListIndexPath) {
    log.append("didDeselect \(indexPath.row < items.count ? items[indexPath.row] : old(indexPath))")
  }
  func list(_ list: ListController, prefetchRowsAt indexPaths: [ListIndexPath]) {
    log.append("prefetch " + indexPaths.map { items[$0.row] }.joined(separator: " "))
  }
  func list(_ list: ListController, cancelPrefetchingForRowsAt indexPaths: [ListIndexPath]) {
    log.append("cancelPrefetching " + indexPaths.map(old).joined(separator: " "))
  }
  func insertionLayer(_ layer: ListInsertionLayer, cellFor row: InsertedRow) -> ListCell {
    ListCell(row.id)
  }
  func insertionLayer(
    _ layer: ListInsertionLayer, willDisplay row: InsertedRow, at indexPath: DisplayIndexPath
  ) {
    log.append("ad willDisplay \(row.id)")
  }
  func insertionLayer(
    _ layer: ListInsertionLayer, didEndDisplaying row: InsertedRow, at indexPath: DisplayIndexPath
  ) {
    log.append("ad didEndDisplaying \(row.id)")
  }
}

/// A fresh stand-in UIKit and bridge, a scene, and a view controller (`title`) with a list
/// (`title` + "List") whose data source and delegate are a feed of `items`.
@MainActor
struct AdapterStage {
  let scene = TestScene()
  let feed: AdapterFeed
  let viewController: LifeCircleViewController
  let list: ListController

  init(_ items: [String], title: String = "Feed") {
    UIKitStandIn.reset()
    LifeCircleUIKit.resetForTesting()
    feed = AdapterFeed(items)
    (viewController, list) = scene.make {
      (LifeCircleViewController(title: title), ListController(title: title + "List"))
    }
    list.dataSource = feed
    list.delegate = feed
  }

  /// A window of the scene showing `root`, key and visible.
  func showWindow(_ root: UIViewController) -> LifeCircleWindow {
    Self.showWindow(root, in: scene)
  }

  /// A window of `scene` showing `root`, key and visible.
  static func showWindow(_ root: UIViewController, in scene: TestScene) -> LifeCircleWindow {
    scene.make {
      let window = LifeCircleWindow(frame: .zero)
      window.rootViewController = root
      window.makeKeyAndVisible()
      return window
    }
  }

  /// The end of an adapter test: `window` hidden, then `detach` (the adapter's), the scene's
  /// trace and diagnostics forgotten, the bridge reset.
  static func finish(_ window: UIWindow, scene: TestScene, detach: () -> Void) {
    window.isHidden = true
    UIKitStandIn.runUntilIdle()
    detach()
    scene.clear()
    LifeCircleUIKit.resetForTesting()
  }
}

/// A shown feed: a scene, a window whose root is a view controller with a table, and the
/// list on it through an adapter.
@MainActor
struct ShownTable {
  let scene: TestScene
  let window: LifeCircleWindow
  let viewController: LifeCircleViewController
  let list: ListController
  let table: UITableView
  let adapter: ListTableViewAdapter
  let feed: AdapterFeed

  init(_ items: [String], visibleRows: Int = 3) throws {
    let stage = AdapterStage(items)
    let (scene, feed, viewController, list) = (
      stage.scene, stage.feed, stage.viewController, stage.list
    )
    list.prefetchDataSource = feed
    let table = UITableView(frame: .zero, style: .plain)
    let adapter = try ListTableViewAdapter(list: list, tableView: table, in: viewController)
    let window = stage.showWindow(viewController)
    UIKitStandIn.runUntilIdle()
    table.standInScroll(toFirstRow: 0, visibleCount: visibleRows)
    UIKitStandIn.runUntilIdle()
    self.scene = scene
    self.window = window
    self.viewController = viewController
    self.list = list
    self.table = table
    self.adapter = adapter
    self.feed = feed
  }

  /// The texts of the table's displayed rows, in order.
  var tableRows: [String] {
    (table.indexPathsForVisibleRows ?? []).map { table.cellForRow(at: $0)?.textLabel?.text ?? "?" }
  }

  /// The texts of the list's displayed rows, in order.
  var listRows: [String] {
    list.display.visibleRows.map { list.hostedCell(at: $0)?.text ?? "?" }
  }

  func finish() {
    window.isHidden = true
    UIKitStandIn.runUntilIdle()
    adapter.detach()
    scene.clear()
    LifeCircleUIKit.resetForTesting()
  }
}
