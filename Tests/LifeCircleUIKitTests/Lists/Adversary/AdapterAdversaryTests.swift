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
      let window = AdapterStage.showWindow(viewController, in: scene)
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

  // MARK: A released table

  @Test func aTableReleasedWhileItsAdapterLivesLeavesTheListDisplayingNothing() throws {
    let stage = Stage(["A", "B", "C", "D"])
    defer { stage.finish() }
    var table: UITableView? = UITableView(frame: .zero, style: .plain)
    weak let released = table
    let adapter = try ListTableViewAdapter(
      list: stage.list, tableView: table!, in: stage.viewController)
    defer { adapter.detach() }
    table?.standInScroll(toFirstRow: 0, visibleCount: 2)
    UIKitStandIn.runUntilIdle()
    #expect(stage.feed.take() == ["willDisplay A", "willDisplay B"])

    // The screen replaces its table and lets the old one go: no view shows the list now, so
    // its next update ends the rows it displayed and displays none (an ad's impression would
    // otherwise count on a table that no longer exists).
    table = nil
    #expect(released == nil)
    try Self.insertAtTop("N", in: stage)
    #expect(stage.feed.take() == ["didEndDisplaying A", "didEndDisplaying B"])
    #expect(stage.listRows == [])
  }

  // MARK: Two placeholders with their own views

  /// Content that a test turns on and off.
  @MainActor
  private final class Switchable: EmptyStateSource {
    var content: EmptyStateContent?
    init(_ content: EmptyStateContent?) { self.content = content }
    func emptyStateContent(for list: ListController) -> EmptyStateContent? { content }
  }

  @Test func eachListWidePlaceholderIsMadeByItsOwnViewMaker() throws {
    let shown = try ShownTable(["A"])
    defer { shown.finish() }
    // The action holds its source weakly.
    let nothingYet = Switchable(EmptyStateContent(title: "Nothing yet"))
    let noFailure = Switchable(nil)
    let empty = EmptyStateAction(source: nothingYet)
    let failure = EmptyStateAction(source: noFailure)
    shown.list.registerLifeCircleAction(empty)
    shown.list.registerLifeCircleAction(failure)
    try shown.adapter.showEmptyState(empty) { content in
      let label = UILabel(frame: .zero)
      label.text = "empty: \(content.title ?? "")"
      return label
    }
    try shown.adapter.showEmptyState(failure) { content in
      let label = UILabel(frame: .zero)
      label.text = "failure: \(content.title ?? "")"
      return label
    }
    #expect(shown.table.backgroundView == nil)

    shown.feed.items = []
    try shown.list.deleteRows(at: [ListIndexPath(row: 0, section: 0)])
    UIKitStandIn.runUntilIdle()
    #expect((shown.table.backgroundView as? UILabel)?.text == "empty: Nothing yet")
    withExtendedLifetime((nothingYet, noFailure)) {}
  }

  /// Content shown while `shows` is true.
  @MainActor
  private final class Toggled: EmptyStateSource {
    let content: EmptyStateContent
    var shows = true
    init(_ title: String) { content = EmptyStateContent(title: title) }
    func emptyStateContent(for list: ListController) -> EmptyStateContent? { content }
    func emptyStateShouldDisplay(for list: ListController) -> Bool { shows }
  }

  /// Content whose title a test changes.
  @MainActor
  private final class Titled: EmptyStateSource {
    var title: String
    init(_ title: String) { self.title = title }
    func emptyStateContent(for list: ListController) -> EmptyStateContent? {
      EmptyStateContent(title: title)
    }
  }

  @Test func aCoveredPlaceholderWhoseContentChangesStaysUnderTheOneShownOverIt() throws {
    let shown = try ShownTable(["A"])
    defer { shown.finish() }
    let empty = Titled("Nothing yet")
    let offline = Toggled("Offline")
    offline.shows = false
    let emptyAction = EmptyStateAction(source: empty)
    let offlineAction = EmptyStateAction(source: offline)
    shown.list.registerLifeCircleAction(emptyAction)
    shown.list.registerLifeCircleAction(offlineAction)
    try shown.adapter.showEmptyState(emptyAction)
    try shown.adapter.showEmptyState(offlineAction)
    shown.feed.items = []
    try shown.list.deleteRows(at: [ListIndexPath(row: 0, section: 0)])
    offline.shows = true
    offlineAction.reload(on: shown.list)
    UIKitStandIn.runUntilIdle()
    #expect((shown.table.backgroundView as? UILabel)?.text == "Offline")

    // The empty placeholder, covered, says something new: it stays covered until offline goes.
    empty.title = "Nothing since Monday"
    emptyAction.reload(on: shown.list)
    UIKitStandIn.runUntilIdle()
    #expect((shown.table.backgroundView as? UILabel)?.text == "Offline")
    offline.shows = false
    offlineAction.reload(on: shown.list)
    UIKitStandIn.runUntilIdle()
    #expect((shown.table.backgroundView as? UILabel)?.text == "Nothing since Monday")
  }

  @Test func aPlaceholderStillOnScreenShowsAgainWhenTheOneShownAboveItGoes() throws {
    let shown = try ShownTable(["A"])
    defer { shown.finish() }
    let empty = Toggled("Nothing yet")
    let offline = Toggled("Offline")
    offline.shows = false
    let emptyAction = EmptyStateAction(source: empty)
    let offlineAction = EmptyStateAction(source: offline)
    shown.list.registerLifeCircleAction(emptyAction)
    shown.list.registerLifeCircleAction(offlineAction)
    try shown.adapter.showEmptyState(emptyAction)
    try shown.adapter.showEmptyState(offlineAction)
    shown.feed.items = []
    try shown.list.deleteRows(at: [ListIndexPath(row: 0, section: 0)])
    UIKitStandIn.runUntilIdle()
    #expect((shown.table.backgroundView as? UILabel)?.text == "Nothing yet")

    // Offline: its placeholder comes over the empty one, then goes when back online, while the
    // list is still empty: the empty placeholder, on screen throughout, shows again.
    offline.shows = true
    offlineAction.reload(on: shown.list)
    UIKitStandIn.runUntilIdle()
    #expect((shown.table.backgroundView as? UILabel)?.text == "Offline")
    offline.shows = false
    offlineAction.reload(on: shown.list)
    UIKitStandIn.runUntilIdle()
    #expect(emptyAction.isVisible(on: shown.list))
    #expect((shown.table.backgroundView as? UILabel)?.text == "Nothing yet")
  }

  // MARK: A second adapter on the same table

  @Test func aSecondListOnTheSameTableKeepsTheFirstListsUpdatesOffTheTable() throws {
    let shown = try ShownTable(["A", "B", "C"])
    defer { shown.finish() }
    var misuses: [String] = []
    UIKitStandIn.misuseHandler = { misuses.append($0) }
    let otherFeed = AdapterFeed(["X", "Y"])
    let other = shown.scene.make { ListController(title: "Other") }
    other.dataSource = otherFeed
    other.delegate = otherFeed
    _ = shown.feed.take()

    // The screen puts another list on its table without detaching the first adapter.
    let second = try ListTableViewAdapter(
      list: other, tableView: shown.table, in: shown.viewController)
    defer { second.detach() }
    UIKitStandIn.runUntilIdle()
    #expect(shown.tableRows == ["X", "Y"])
    #expect(otherFeed.take() == ["willDisplay X", "willDisplay Y"])
    // The first list, shown nowhere now, ends its rows and their prefetches.
    #expect(
      shown.feed.take() == [
        "didEndDisplaying A", "didEndDisplaying B", "didEndDisplaying C", "cancelPrefetching A B C",
      ])
    #expect(shown.listRows == [])

    // The first list's update is not the table's: no batch of it reaches the table.
    try shown.list.performBatchUpdates {
      shown.feed.items.insert("N", at: 0)
      try shown.list.insertRows(at: [ListIndexPath(row: 0, section: 0)])
    }
    UIKitStandIn.runUntilIdle()
    #expect(misuses == [])
    #expect(shown.tableRows == ["X", "Y"])
    #expect(otherFeed.take() == [])
    #expect(shown.feed.take() == [])
    #expect(shown.listRows == [])
  }
}
