import Actions
import Foundation
import LifeCircleTesting
import LifeCircleUIKit
import Lifecycle
import Lists
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import UIKitStandIn
#endif

/// Defects a demanding user would hit with the adapters: each test names the exact callbacks the
/// list's delegates hear and what the table shows.
@MainActor
@Suite(.serialized) struct AdapterAdversaryTests {
  /// A scene with a window whose root view controller shows `feed`'s list on a table.
  @MainActor
  private struct Stage {
    let scene: TestScene
    let window: LifeCircleWindow
    let viewController: LifeCircleViewController
    let list: ListController
    let feed: AdapterFeed

    init(_ items: [String]) {
      UIKitStandIn.reset()
      LifeCircleUIKit.resetForTesting()
      let scene = TestScene()
      let feed = AdapterFeed(items)
      let (viewController, list) = scene.make {
        (LifeCircleViewController(title: "Feed"), ListController(title: "FeedList"))
      }
      list.dataSource = feed
      list.delegate = feed
      let window = scene.make {
        let window = LifeCircleWindow(frame: .zero)
        window.rootViewController = viewController
        window.makeKeyAndVisible()
        return window
      }
      UIKitStandIn.runUntilIdle()
      self.scene = scene
      self.window = window
      self.viewController = viewController
      self.list = list
      self.feed = feed
    }

    var listRows: [String] {
      list.display.visibleRows.map { list.hostedCell(at: $0)?.text ?? "?" }
    }

    func finish() {
      window.isHidden = true
      UIKitStandIn.runUntilIdle()
      scene.clear()
      LifeCircleUIKit.resetForTesting()
    }
  }

  private static func texts(of table: UITableView) -> [String] {
    (table.indexPathsForVisibleRows ?? []).map {
      table.cellForRow(at: $0)?.textLabel?.text ?? "?"
    }
  }

  /// Inserts `item` at the top of `stage`'s list.
  private static func insertAtTop(_ item: String, in stage: Stage) throws {
    try stage.list.performBatchUpdates {
      stage.feed.items.insert(item, at: 0)
      try stage.list.insertRows(at: [ListIndexPath(row: 0, section: 0)])
    }
    UIKitStandIn.runUntilIdle()
  }

  // MARK: An adapter detached, and a new one on the same table

  @Test func aNewAdapterOnTheTableOfADetachedOneDisplaysTheRowsTheTableShows() throws {
    let stage = Stage(["A", "B", "C", "D"])
    defer { stage.finish() }
    let table = UITableView(frame: .zero, style: .plain)
    let first = try ListTableViewAdapter(
      list: stage.list, tableView: table, in: stage.viewController)
    table.standInScroll(toFirstRow: 0, visibleCount: 2)
    UIKitStandIn.runUntilIdle()
    #expect(stage.feed.take() == ["willDisplay A", "willDisplay B"])
    first.detach()
    UIKitStandIn.runUntilIdle()
    #expect(stage.feed.take() == ["didEndDisplaying A", "didEndDisplaying B"])

    // Attached again (a screen that rebuilds its adapter): the table reloads for the new data
    // source and displays A and B, so the list displays them too.
    let second = try ListTableViewAdapter(
      list: stage.list, tableView: table, in: stage.viewController)
    defer { second.detach() }
    UIKitStandIn.runUntilIdle()
    #expect(Self.texts(of: table) == ["A", "B"])
    #expect(stage.feed.take() == ["willDisplay A", "willDisplay B"])
    #expect(stage.listRows == ["A", "B"])
  }
}
