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

/// Multiple selection through updates, and a cell provider that updates the list.
@MainActor
@Suite(.serialized) struct AdapterAdversarySelectionTests {
  @Test func aMultipleSelectionFollowsADeletionAndATapThatDeselects() throws {
    let shown = try ShownTable(["A", "B", "C", "D"], visibleRows: 4)
    defer { shown.finish() }
    shown.list.prefetchDataSource = nil
    shown.list.allowsMultipleSelection = true
    _ = shown.feed.take()
    shown.table.standInTapRow(at: IndexPath(row: 0, section: 0))
    shown.table.standInTapRow(at: IndexPath(row: 2, section: 0))
    UIKitStandIn.runUntilIdle()
    #expect(shown.feed.take() == ["didSelect A", "didSelect C"])
    #expect(
      shown.table.indexPathsForSelectedRows == [
        IndexPath(row: 0, section: 0), IndexPath(row: 2, section: 0),
      ])

    try shown.list.performBatchUpdates {
      shown.feed.items.remove(at: 0)
      try shown.list.deleteRows(at: [ListIndexPath(row: 0, section: 0)])
    }
    UIKitStandIn.runUntilIdle()
    #expect(shown.list.indexPathsForSelectedRows == [ListIndexPath(row: 1, section: 0)])
    #expect(shown.table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])

    shown.table.standInTapRow(at: IndexPath(row: 1, section: 0))
    UIKitStandIn.runUntilIdle()
    #expect(shown.feed.take() == ["didEndDisplaying A", "didDeselect C"])
    #expect(shown.list.indexPathsForSelectedRows == [])
    #expect(shown.table.indexPathsForSelectedRows == nil)
  }

  @Test func selectionAllowedAfterTheAdapterAttachedLetsTheUserSelect() throws {
    let shown = try ShownTable(["A", "B", "C"])
    defer { shown.finish() }
    shown.list.prefetchDataSource = nil
    // A feed that is read-only while it loads, then selectable.
    shown.list.allowsSelection = false
    shown.table.standInTapRow(at: IndexPath(row: 0, section: 0))
    UIKitStandIn.runUntilIdle()
    _ = shown.feed.take()
    #expect(shown.table.allowsSelection == false)

    shown.list.allowsMultipleSelection = true
    shown.list.allowsSelection = true
    #expect(shown.table.allowsSelection)
    #expect(shown.table.allowsMultipleSelection)
    shown.table.standInTapRow(at: IndexPath(row: 1, section: 0))
    shown.table.standInTapRow(at: IndexPath(row: 2, section: 0))
    UIKitStandIn.runUntilIdle()
    #expect(shown.feed.take() == ["didSelect B", "didSelect C"])
    #expect(
      shown.table.indexPathsForSelectedRows == [
        IndexPath(row: 1, section: 0), IndexPath(row: 2, section: 0),
      ])
  }

  @Test func rowsSelectedInMultipleSelectionStayShownAfterItIsTurnedOff() throws {
    let shown = try ShownTable(["A", "B", "C", "D"], visibleRows: 2)
    defer { shown.finish() }
    shown.list.prefetchDataSource = nil
    shown.list.allowsMultipleSelection = true
    shown.table.standInTapRow(at: IndexPath(row: 0, section: 0))
    shown.table.standInTapRow(at: IndexPath(row: 1, section: 0))
    UIKitStandIn.runUntilIdle()
    _ = shown.feed.take()
    shown.list.allowsMultipleSelection = false
    // The app deselects A in the table by habit (as clearsSelectionOnViewWillAppear does), then
    // a tap the list refuses (D is not on screen in the list) makes the table show the list's
    // selection again: A and B, both still selected in the list.
    shown.table.deselectRow(at: IndexPath(row: 0, section: 0), animated: false)
    shown.table.standInTapRow(at: IndexPath(row: 3, section: 0))
    UIKitStandIn.runUntilIdle()
    #expect(shown.feed.take() == [])
    let both = [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)]
    #expect(shown.list.indexPathsForSelectedRows.map { IndexPath(row: $0.row, section: 0) } == both)
    #expect(shown.table.indexPathsForSelectedRows == both)

    // The next accepted tap selects one row in the list and in the table.
    shown.table.standInTapRow(at: IndexPath(row: 1, section: 0))
    UIKitStandIn.runUntilIdle()
    #expect(shown.list.indexPathsForSelectedRows == [ListIndexPath(row: 1, section: 0)])
    #expect(shown.table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
    #expect(shown.table.allowsMultipleSelection == false)
  }

  /// Appends a row and reloads in one callback (a pull to refresh that also got a new row).
  @MainActor
  private final class ReloadOnSelect: ListDelegate {
    let feed: AdapterFeed
    init(feed: AdapterFeed) { self.feed = feed }
    func list(_ list: ListController, didSelectRowAt indexPath: ListIndexPath) {
      feed.list(list, didSelectRowAt: indexPath)
      try? list.performBatchUpdates { [feed] in
        feed.items.insert("N", at: 0)
        try list.insertRows(at: [ListIndexPath(row: 0, section: 0)])
      }
      list.reloadData()
    }
    func list(_ list: ListController, willDisplayRowAt indexPath: ListIndexPath) {
      feed.list(list, willDisplayRowAt: indexPath)
    }
    func list(_ list: ListController, didEndDisplayingRowAt indexPath: ListIndexPath) {
      feed.list(list, didEndDisplayingRowAt: indexPath)
    }
  }

  @Test func aBatchThenAReloadFromACallbackShowOneReload() throws {
    let shown = try ShownTable(["A", "B", "C"])
    defer { shown.finish() }
    var misuses: [String] = []
    UIKitStandIn.misuseHandler = { misuses.append($0) }
    shown.list.prefetchDataSource = nil
    _ = shown.feed.take()
    let reloader = ReloadOnSelect(feed: shown.feed)
    shown.list.delegate = reloader
    shown.table.standInTapRow(at: IndexPath(row: 1, section: 0))
    UIKitStandIn.runUntilIdle()
    #expect(misuses == [])
    // The reload took the batch over: every row ends, the new rows display, no selection.
    #expect(
      shown.feed.take() == [
        "didSelect B", "didEndDisplaying A", "didEndDisplaying B", "didEndDisplaying C",
        "willDisplay N", "willDisplay A", "willDisplay B",
      ])
    #expect(shown.tableRows == ["N", "A", "B"])
    #expect(shown.listRows == ["N", "A", "B"])
    #expect(shown.table.indexPathsForSelectedRows == nil)
    #expect(shown.list.indexPathsForSelectedRows == [])
    shown.list.delegate = shown.feed
  }

  @Test func aRefusedBatchLeavesTheTableAndTheListAsTheyWere() throws {
    let shown = try ShownTable(["A", "B", "C"])
    defer { shown.finish() }
    var misuses: [String] = []
    UIKitStandIn.misuseHandler = { misuses.append($0) }
    _ = shown.feed.take()
    // The data gains no row though the batch inserts one: the list refuses it.
    #expect(throws: (any Error).self) {
      try shown.list.performBatchUpdates {
        try shown.list.insertRows(at: [ListIndexPath(row: 0, section: 0)])
      }
    }
    UIKitStandIn.runUntilIdle()
    #expect(misuses == [])
    #expect(shown.feed.take() == [])
    #expect(shown.table.numberOfRows(inSection: 0) == 3)
    #expect(shown.tableRows == ["A", "B", "C"])
    #expect(shown.listRows == ["A", "B", "C"])
  }

  @Test func aCellProviderThatAppendsARowLeavesTheTableEqualToTheList() throws {
    UIKitStandIn.reset()
    LifeCircleUIKit.resetForTesting()
    var misuses: [String] = []
    UIKitStandIn.misuseHandler = { misuses.append($0) }
    let scene = TestScene()
    let feed = AdapterFeed(["A", "B", "C"])
    let (viewController, list) = scene.make {
      (LifeCircleViewController(title: "Feed"), ListController(title: "FeedList"))
    }
    list.dataSource = feed
    list.delegate = feed
    let table = UITableView(frame: .zero, style: .plain)
    var appended = false
    // Making the last row's cell loads one more row (a lazy feed).
    let adapter = try ListTableViewAdapter(list: list, tableView: table, in: viewController) {
      tableView, _, path in
      if path.row == feed.items.count - 1, !appended {
        appended = true
        try list.performBatchUpdates {
          feed.items.append("D")
          try list.insertRows(at: [ListIndexPath(row: 3, section: 0)])
        }
      }
      let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
      cell.textLabel?.text = feed.items[path.row]
      return cell
    }
    let window = AdapterStage.showWindow(viewController, in: scene)
    defer { AdapterStage.finish(window, scene: scene) { adapter.detach() } }
    UIKitStandIn.runUntilIdle()
    table.standInScroll(toFirstRow: 0, visibleCount: 5)
    UIKitStandIn.runUntilIdle()
    #expect(misuses == [])
    #expect(
      feed.take() == ["willDisplay A", "willDisplay B", "willDisplay C", "willDisplay D"])
    let tableRows = (table.indexPathsForVisibleRows ?? []).map {
      table.cellForRow(at: $0)?.textLabel?.text ?? "?"
    }
    #expect(tableRows == ["A", "B", "C", "D"])
    #expect(list.display.visibleRows.map { list.hostedCell(at: $0)?.text ?? "?" } == tableRows)
  }
}

/// A view controller released under its adapter.
@MainActor
@Suite(.serialized) struct AdapterAdversaryReleaseTests {
  @Test func aListWhoseViewControllerWasReleasedCanBeShownInAnotherOnceDetached() throws {
    UIKitStandIn.reset()
    LifeCircleUIKit.resetForTesting()
    let scene = TestScene()
    let feed = AdapterFeed(["A", "B", "C"])
    let list = scene.make { ListController(title: "FeedList") }
    list.dataSource = feed
    list.delegate = feed
    let table = UITableView(frame: .zero, style: .plain)
    var first: LifeCircleViewController? = scene.make {
      LifeCircleViewController(title: "First")
    }
    weak let released = first
    let adapter = try ListTableViewAdapter(list: list, tableView: table, in: first!)
    first = nil
    #expect(released == nil)
    adapter.detach()
    #expect(list.parent == nil)

    let second = scene.make { LifeCircleViewController(title: "Second") }
    let window = AdapterStage.showWindow(second, in: scene)
    defer {
      window.isHidden = true
      UIKitStandIn.runUntilIdle()
      scene.clear()
      LifeCircleUIKit.resetForTesting()
    }
    UIKitStandIn.runUntilIdle()
    let again = try ListTableViewAdapter(list: list, tableView: table, in: second)
    defer { again.detach() }
    table.standInScroll(toFirstRow: 0, visibleCount: 2)
    UIKitStandIn.runUntilIdle()
    #expect(feed.take() == ["willDisplay A", "willDisplay B"])
    #expect(second.screen.children.map { $0 === list } == [true])
  }
}

/// A collection view shown by a second adapter after the first was detached.
@MainActor
@Suite(.serialized) struct AdapterAdversaryCollectionTests {
  @Test func aNewAdapterOnTheCollectionViewOfADetachedOneDisplaysItsItems() throws {
    UIKitStandIn.reset()
    LifeCircleUIKit.resetForTesting()
    let scene = TestScene()
    let feed = AdapterFeed(["A", "B", "C"])
    let (viewController, list) = scene.make {
      (LifeCircleViewController(title: "Grid"), ListController(title: "GridList"))
    }
    list.dataSource = feed
    list.delegate = feed
    let window = AdapterStage.showWindow(viewController, in: scene)
    defer {
      window.isHidden = true
      UIKitStandIn.runUntilIdle()
      scene.clear()
      LifeCircleUIKit.resetForTesting()
    }
    UIKitStandIn.runUntilIdle()
    let collection = UICollectionView(
      frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    let first = try ListCollectionViewAdapter(
      list: list, collectionView: collection, in: viewController)
    collection.standInScroll(toFirstItem: 0, visibleCount: 2)
    UIKitStandIn.runUntilIdle()
    #expect(feed.take() == ["willDisplay A", "willDisplay B"])
    first.detach()
    UIKitStandIn.runUntilIdle()
    #expect(feed.take() == ["didEndDisplaying A", "didEndDisplaying B"])

    let second = try ListCollectionViewAdapter(
      list: list, collectionView: collection, in: viewController)
    defer { second.detach() }
    UIKitStandIn.runUntilIdle()
    #expect(feed.take() == ["willDisplay A", "willDisplay B"])
    #expect(list.display.visibleRows.map { list.hostedCell(at: $0)?.text ?? "?" } == ["A", "B"])
  }
}
