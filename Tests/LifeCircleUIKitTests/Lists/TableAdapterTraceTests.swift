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

/// Exact traces of a list on a table through ``ListTableViewAdapter``: what the list's delegate,
/// prefetcher and layer hear is what the table displays, one to one.
@MainActor
@Suite(.serialized) struct TableAdapterTraceTests {
  @Test func theTablesFirstRowsAreDisplayedOnceTheTableShowsThem() throws {
    let shown = try ShownTable(["A", "B", "C", "D", "E"])
    defer { shown.finish() }
    // The table's layout pass reaches the list once the turn is over, in one pass.
    #expect(
      shown.feed.take() == ["prefetch A B C", "willDisplay A", "willDisplay B", "willDisplay C"])
    #expect(shown.tableRows == ["A", "B", "C"])
    #expect(shown.listRows == ["A", "B", "C"])
  }

  @Test func aScrollThatReplacesEveryVisibleRowEndsThemAllThenDisplaysTheNewOnes() throws {
    let shown = try ShownTable(["A", "B", "C", "D", "E", "F"])
    defer { shown.finish() }
    _ = shown.feed.take()
    shown.table.standInScroll(toFirstRow: 3, visibleCount: 3)
    #expect(shown.feed.take() == [], "the list hears the table once its layout turn is over")
    UIKitStandIn.runUntilIdle()
    #expect(
      shown.feed.take() == [
        "didEndDisplaying A", "didEndDisplaying B", "didEndDisplaying C",
        "cancelPrefetching A B C", "prefetch D E F", "willDisplay D", "willDisplay E",
        "willDisplay F",
      ])
    #expect(shown.tableRows == ["D", "E", "F"])
    #expect(shown.listRows == ["D", "E", "F"])
  }

  @Test func aTopInsertionPushesTheLastVisibleRowOut() throws {
    let shown = try ShownTable(["A", "B", "C", "D"])
    defer { shown.finish() }
    _ = shown.feed.take()
    shown.feed.items.insert("Z", at: 0)
    try shown.list.insertRows(at: [ListIndexPath(row: 0, section: 0)])
    #expect(
      shown.feed.take() == [
        "didEndDisplaying C", "cancelPrefetching C", "prefetch Z", "willDisplay Z",
      ])
    #expect(shown.tableRows == ["Z", "A", "B"])
    #expect(shown.listRows == ["Z", "A", "B"])
  }

  @Test func aFeedWithAnAdLayerGoingEmptyAndFillingAgainShowsThePlaceholderAsBackground() throws {
    let shown = try ShownTable(["A", "B"])
    defer { shown.finish() }
    let ads = ListInsertionLayer(name: "ads")
    ads.delegate = shown.feed
    try shown.list.addInsertionLayer(ads)
    try ads.insert("ad1", at: .afterContentRows(1))
    let source = NothingYet()
    let empty = EmptyStateAction(source: source)
    shown.list.registerLifeCircleAction(empty)
    try shown.adapter.showEmptyState(empty)
    #expect(shown.table.backgroundView == nil)
    _ = shown.feed.take()
    #expect(shown.tableRows == ["A", "ad1", "B"])

    shown.feed.items = []
    try shown.list.deleteRows(at: [
      ListIndexPath(row: 0, section: 0), ListIndexPath(row: 1, section: 0),
    ])
    // The layer hides its ad while the feed is empty; the placeholder comes behind the rows.
    #expect(
      shown.feed.take() == [
        "didEndDisplaying A", "ad didEndDisplaying ad1", "didEndDisplaying B",
        "cancelPrefetching A B",
      ])
    #expect(shown.tableRows == [])
    #expect(empty.state(on: shown.list) == .appeared)
    #expect((shown.table.backgroundView as? UILabel)?.text == "Nothing yet")

    shown.feed.items = ["C"]
    try shown.list.insertRows(at: [ListIndexPath(row: 0, section: 0)])
    // The ad kept its anchor at the top of the section when its rows were deleted.
    #expect(shown.feed.take() == ["prefetch C", "ad willDisplay ad1", "willDisplay C"])
    #expect(shown.tableRows == ["ad1", "C"])
    #expect(shown.listRows == ["ad1", "C"])
    #expect(empty.state(on: shown.list) == .disappeared)
    #expect(shown.table.backgroundView == nil)
    withExtendedLifetime(source) {}
  }

  @Test func aReloadDuringPrefetchingCancelsThenPrefetchesAgain() throws {
    let shown = try ShownTable(["A", "B", "C", "D", "E", "F", "G"])
    defer { shown.finish() }
    _ = shown.feed.take()
    shown.table.standInPrefetchDistance = 2
    UIKitStandIn.runUntilIdle()
    // The table prefetches the two rows under its window; the list's range holds the window.
    #expect(shown.feed.take() == ["prefetch D E"])
    shown.list.reloadData()
    // The list ends and cancels everything, then the table, reloaded, displays and prefetches
    // its window and band again.
    #expect(
      shown.feed.take() == [
        "didEndDisplaying A", "didEndDisplaying B", "didEndDisplaying C",
        "cancelPrefetching A B C D E", "prefetch A B C D E", "willDisplay A", "willDisplay B",
        "willDisplay C",
      ])
    #expect(shown.tableRows == ["A", "B", "C"])
    #expect(shown.listRows == ["A", "B", "C"])
  }

  @Test func aSelectedRowThatIsDeletedLeavesNoSelectionInEither() throws {
    let shown = try ShownTable(["A", "B", "C", "D"])
    defer { shown.finish() }
    _ = shown.feed.take()
    shown.table.standInTapRow(at: IndexPath(row: 1, section: 0))
    #expect(shown.feed.take() == ["didSelect B"])
    #expect(shown.table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
    #expect(shown.list.indexPathsForSelectedRows == [ListIndexPath(row: 1, section: 0)])
    shown.feed.items.remove(at: 1)
    try shown.list.deleteRows(at: [ListIndexPath(row: 1, section: 0)])
    // As in UIKit, a deleted selected row is deselected without a callback.
    #expect(
      shown.feed.take() == [
        "didEndDisplaying B", "cancelPrefetching B", "prefetch D", "willDisplay D",
      ])
    #expect(shown.table.indexPathsForSelectedRows == nil)
    #expect(shown.list.indexPathsForSelectedRows == [])
    #expect(shown.tableRows == ["A", "C", "D"])
  }
  @Test func aSectionPlaceholderIsARowOfItsSectionWhileTheSectionIsEmpty() throws {
    let shown = try ShownTable(["A", "B"])
    defer { shown.finish() }
    let source = NothingYet()
    let empty = EmptyStateAction(source: source, section: .index(0))
    shown.list.registerLifeCircleAction(empty)
    try shown.adapter.showEmptyState(empty)
    _ = shown.feed.take()
    try shown.list.performBatchUpdates {
      shown.feed.items = []
      try shown.list.deleteRows(at: [
        ListIndexPath(row: 0, section: 0), ListIndexPath(row: 1, section: 0),
      ])
    }
    UIKitStandIn.runUntilIdle()
    // The placeholder's row comes as an update of its own, after the one that emptied the section.
    #expect(
      shown.feed.take() == ["didEndDisplaying A", "didEndDisplaying B", "cancelPrefetching A B"])
    #expect(empty.state(on: shown.list) == .appeared)
    #expect(shown.tableRows == ["Nothing yet"])
    #expect(shown.listRows == ["Nothing yet"])
    #expect(shown.table.backgroundView == nil)

    try shown.list.performBatchUpdates {
      shown.feed.items = ["C"]
      try shown.list.insertRows(at: [ListIndexPath(row: 0, section: 0)])
    }
    UIKitStandIn.runUntilIdle()
    #expect(shown.feed.take() == ["prefetch C", "willDisplay C"])
    #expect(empty.state(on: shown.list) == .disappeared)
    #expect(shown.tableRows == ["C"])
    #expect(shown.listRows == ["C"])
    withExtendedLifetime(source) {}
  }

  @Test func aSectionPlaceholderCountingDisplayedRowsIsRefused() throws {
    let shown = try ShownTable(["A"])
    defer { shown.finish() }
    let source = NothingYet()
    let empty = EmptyStateAction(source: source, counting: .displayedRows, section: .index(0))
    #expect(throws: ListAdapterError.sectionPlaceholder) { try shown.adapter.showEmptyState(empty) }
    #expect(shown.list.insertionLayers.isEmpty)
    withExtendedLifetime(source) {}
  }
}

/// An empty state that says "Nothing yet".
@MainActor
private final class NothingYet: EmptyStateSource {
  func emptyStateContent(for list: ListController) -> EmptyStateContent? {
    EmptyStateContent(title: "Nothing yet")
  }
}
