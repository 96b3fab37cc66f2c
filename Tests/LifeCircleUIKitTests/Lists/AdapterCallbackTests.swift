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

/// Callbacks that change the list while the table is displaying, and the list's place in the
/// view controller's life: each ends with the table and the list equal and balanced.
@MainActor
@Suite(.serialized) struct AdapterCallbackTests {
  /// Appends two rows when the last row is displayed (a "load more").
  @MainActor
  private final class LoadMore: ListDelegate {
    let feed: AdapterFeed
    weak var list: ListController?
    var loads = 0
    init(feed: AdapterFeed) { self.feed = feed }
    func list(_ list: ListController, willDisplayRowAt indexPath: ListIndexPath) {
      feed.list(list, willDisplayRowAt: indexPath)
      guard indexPath.row == feed.items.count - 1, loads < 2 else { return }
      loads += 1
      let start = feed.items.count
      try? list.performBatchUpdates { [feed] in
        feed.items += ["more\(start)", "more\(start + 1)"]
        try list.insertRows(at: [
          ListIndexPath(row: start, section: 0), ListIndexPath(row: start + 1, section: 0),
        ])
      }
    }
    func list(_ list: ListController, didEndDisplayingRowAt indexPath: ListIndexPath) {
      feed.list(list, didEndDisplayingRowAt: indexPath)
    }
  }

  @Test func aLoadMoreFromTheLastRowsWillDisplayShowsTheNewRowsAsTheTableDoes() throws {
    let shown = try ShownTable(["A", "B", "C", "D"], visibleRows: 2)
    defer { shown.finish() }
    _ = shown.feed.take()
    let loadMore = LoadMore(feed: shown.feed)
    shown.list.delegate = loadMore
    shown.table.standInScroll(toFirstRow: 2, visibleCount: 6)
    UIKitStandIn.runUntilIdle()
    // The second load adds rows below the table's window: nothing more displays.
    #expect(
      shown.feed.take() == [
        "prefetch C D", "willDisplay C", "willDisplay D", "prefetch more4 more5",
        "willDisplay more4", "willDisplay more5",
      ])
    #expect(loadMore.loads == 2)
    #expect(shown.tableRows == ["A", "B", "C", "D", "more4", "more5"])
    #expect(shown.listRows == shown.tableRows)
    #expect(shown.table.numberOfRows(inSection: 0) == 8)
    shown.list.delegate = shown.feed
  }

  /// Deletes the row it hears selected.
  @MainActor
  private final class DeleteOnSelect: ListDelegate {
    let feed: AdapterFeed
    init(feed: AdapterFeed) { self.feed = feed }
    func list(_ list: ListController, didSelectRowAt indexPath: ListIndexPath) {
      feed.list(list, didSelectRowAt: indexPath)
      try? list.performBatchUpdates { [feed] in
        feed.items.remove(at: indexPath.row)
        try list.deleteRows(at: [indexPath])
      }
    }
    func list(_ list: ListController, willDisplayRowAt indexPath: ListIndexPath) {
      feed.list(list, willDisplayRowAt: indexPath)
    }
    func list(_ list: ListController, didEndDisplayingRowAt indexPath: ListIndexPath) {
      feed.list(list, didEndDisplayingRowAt: indexPath)
    }
  }

  @Test func aDidSelectThatDeletesTheRowLeavesNoSelectionAndTheRowGone() throws {
    let shown = try ShownTable(["A", "B", "C", "D"])
    defer { shown.finish() }
    _ = shown.feed.take()
    let deleter = DeleteOnSelect(feed: shown.feed)
    shown.list.delegate = deleter
    shown.table.standInTapRow(at: IndexPath(row: 0, section: 0))
    UIKitStandIn.runUntilIdle()
    #expect(
      shown.feed.take() == [
        "didSelect A", "didEndDisplaying A", "cancelPrefetching A", "prefetch D", "willDisplay D",
      ])
    #expect(shown.tableRows == ["B", "C", "D"])
    #expect(shown.listRows == ["B", "C", "D"])
    #expect(shown.table.indexPathsForSelectedRows == nil)
    #expect(shown.list.indexPathsForSelectedRows == [])
    shown.list.delegate = shown.feed
  }

  @Test func aListFollowsItsViewControllerCoveredAndRevealed() throws {
    let stage = AdapterStage(["A", "B", "C"])
    let (scene, feed, viewController, list) = (
      stage.scene, stage.feed, stage.viewController, stage.list
    )
    let table = UITableView(frame: .zero, style: .plain)
    let navigation = scene.make {
      LifeCircleNavigationController(rootViewController: viewController)
    }
    let window = stage.showWindow(navigation)
    UIKitStandIn.runUntilIdle()
    scene.recorder.reset()
    table.standInScroll(toFirstRow: 0, visibleCount: 2)
    // Attached while on screen: the list appears at once and shows what the table shows.
    let adapter = try ListTableViewAdapter(list: list, tableView: table, in: viewController)
    UIKitStandIn.runUntilIdle()
    #expect(feed.take() == ["willDisplay A", "willDisplay B"])
    scene.expectTrace(["FeedList.willAppear(false)", "FeedList.didAppear(false)"])
    navigation.pushViewController(
      scene.make { LifeCircleViewController(title: "Post") }, animated: true)
    UIKitStandIn.runUntilIdle()
    #expect(feed.take() == ["didEndDisplaying A", "didEndDisplaying B"])
    scene.expectTrace([
      "Feed.willDisappear(true)", "FeedList.willDisappear(true)", "Post.willAppear(true)",
      "Feed.didDisappear(true)", "FeedList.didDisappear(true)", "Post.didAppear(true)",
    ])
    navigation.popViewController(animated: true)
    UIKitStandIn.runUntilIdle()
    #expect(feed.take() == ["willDisplay A", "willDisplay B"])
    scene.expectTrace([
      "Post.willDisappear(true)", "Feed.willAppear(true)", "FeedList.willAppear(true)",
      "Post.didDisappear(true)", "Feed.didAppear(true)", "FeedList.didAppear(true)",
    ])
    adapter.detach()
    #expect(feed.take() == ["didEndDisplaying A", "didEndDisplaying B"])
    scene.expectTrace(["FeedList.willDisappear(false)", "FeedList.didDisappear(false)"])
    #expect(viewController.screen.children.isEmpty)
    window.isHidden = true
    UIKitStandIn.runUntilIdle()
    scene.clear()
  }

  @Test func anAdapterReleasedWithoutDetachLetsItsListGoBalanced() throws {
    let stage = AdapterStage(["A", "B"])
    let (scene, feed, viewController, list) = (
      stage.scene, stage.feed, stage.viewController, stage.list
    )
    let table = UITableView(frame: .zero, style: .plain)
    let window = stage.showWindow(viewController)
    UIKitStandIn.runUntilIdle()
    table.standInScroll(toFirstRow: 0, visibleCount: 2)
    weak var released: ListTableViewAdapter?
    do {
      let adapter = try ListTableViewAdapter(list: list, tableView: table, in: viewController)
      released = adapter
      UIKitStandIn.runUntilIdle()
      #expect(feed.take() == ["willDisplay A", "willDisplay B"])
      scene.recorder.reset()
    }
    #expect(released == nil)
    #expect(feed.take() == ["didEndDisplaying A", "didEndDisplaying B"])
    scene.expectTrace(["FeedList.willDisappear(false)", "FeedList.didDisappear(false)"])
    #expect(list.parent == nil)
    #expect(table.dataSource == nil)
    window.isHidden = true
    UIKitStandIn.runUntilIdle()
    scene.clear()
  }
  @Test func aTopInsertionFromAMiddleRowsWillDisplayReachesTheTableAfterItsLayout() throws {
    let shown = try ShownTable(["A", "B", "C", "D", "E"], visibleRows: 1)
    defer { shown.finish() }
    _ = shown.feed.take()
    let top = TopInsert(feed: shown.feed)
    shown.list.delegate = top
    shown.table.standInScroll(toFirstRow: 0, visibleCount: 4)
    UIKitStandIn.runUntilIdle()
    // The table's layout is over when the list hears it: the insertion the list's callback
    // asks for reaches the table at once, and both show the same rows.
    #expect(
      shown.feed.take() == [
        "prefetch B C D", "willDisplay B", "willDisplay C", "willDisplay D", "didEndDisplaying D",
        "cancelPrefetching D", "prefetch Z", "willDisplay Z",
      ])
    #expect(shown.tableRows == ["Z", "A", "B", "C"])
    #expect(shown.listRows == shown.tableRows)
    shown.list.delegate = shown.feed
  }

  @MainActor
  private final class TopInsert: ListDelegate {
    let feed: AdapterFeed
    var done = false
    init(feed: AdapterFeed) { self.feed = feed }
    func list(_ list: ListController, willDisplayRowAt indexPath: ListIndexPath) {
      feed.list(list, willDisplayRowAt: indexPath)
      guard !done, feed.items[indexPath.row] == "B" else { return }
      done = true
      try? list.performBatchUpdates { [feed] in
        feed.items.insert("Z", at: 0)
        try list.insertRows(at: [ListIndexPath(row: 0, section: 0)])
      }
    }
    func list(_ list: ListController, didEndDisplayingRowAt indexPath: ListIndexPath) {
      feed.list(list, didEndDisplayingRowAt: indexPath)
    }
  }
}
