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

/// What an app gets wrong with an adapter: a diagnostic naming the row or an error, the view
/// left consistent with the list, never a crash or a half-made link.
@MainActor
@Suite(.serialized) struct AdapterBadInputTests {
  private struct ProviderFailure: Error, CustomStringConvertible {
    var description: String { "no such post" }
  }

  @Test func aCellProviderThatThrowsOrReturnsNothingIsReportedWithItsRowAndShowsABlankCell() throws
  {
    let stage = AdapterStage(["A", "B", "C"])
    let (scene, viewController, list) = (stage.scene, stage.viewController, stage.list)
    let table = UITableView(frame: .zero, style: .plain)
    let adapter = try ListTableViewAdapter(list: list, tableView: table, in: viewController) {
      tableView, _, row in
      if row.row == 1 { throw ProviderFailure() }
      if row.row == 2 { return nil }
      let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
      cell.textLabel?.text = "custom \(row.row)"
      return cell
    }
    defer { adapter.detach() }
    let window = stage.showWindow(viewController)
    table.standInScroll(toFirstRow: 0, visibleCount: 3)
    UIKitStandIn.runUntilIdle()
    #expect(
      scene.diagnostics.map(\.message) == [
        #""FeedList" (ListController): the cell provider threw no such post for content row [0, 1] at display row [0, 1]: a blank cell shows"#,
        #""FeedList" (ListController): the cell provider returned no cell for content row [0, 2] at display row [0, 2]: a blank cell shows"#,
      ])
    scene.clear()
    #expect(table.visibleCells.map { $0.textLabel?.text } == ["custom 0", nil, nil])
    #expect(list.display.visibleRows.count == 3, "the list displays what the table displays")
    window.isHidden = true
    UIKitStandIn.runUntilIdle()
  }

  @Test func aDataSourceThatChangesWithoutTellingTheListIsReportedAndTheTableShowsTheList() throws {
    let shown = try ShownTable(["A", "B", "C", "D"])
    defer { shown.finish() }
    _ = shown.feed.take()
    shown.feed.items.insert("Z", at: 0)  // the list is not told
    shown.table.standInScroll(toFirstRow: 1, visibleCount: 3)
    #expect(
      shown.scene.diagnostics.map(\.message) == [
        #""FeedList" (ListController): the data source has 5 rows in section 0, the list 4: the data changed without telling the list (change it inside performBatchUpdates, or call reloadData()); the view shows the list's 4"#
      ])
    shown.scene.clear()
    #expect(shown.table.numberOfRows(inSection: 0) == 4)
    #expect(shown.list.display.visibleRows.count == shown.table.visibleCells.count)
  }

  @Test func everyRefusedAttachmentThrowsAndChangesNothing() throws {
    UIKitStandIn.reset()
    LifeCircleUIKit.resetForTesting()
    let scene = TestScene()
    let table = UITableView(frame: .zero, style: .plain)
    let (screen, list, navigation, other) = scene.make {
      (
        LifeCircleViewController(title: "Feed"), ListController(title: "FeedList"),
        LifeCircleNavigationController(rootViewController: LifeCircleViewController(title: "Root")),
        ListController(title: "Placed")
      )
    }
    let plain = UIViewController(nibName: nil, bundle: nil)
    #expect(throws: ListAdapterError.viewControllerHasNoHost) {
      try ListTableViewAdapter(list: list, tableView: table, in: plain)
    }
    #expect(throws: ListAdapterError.viewControllerIsAContainer) {
      try ListTableViewAdapter(list: list, tableView: table, in: navigation)
    }
    let foreign = LifeCircleRegistry.scoped(LifeCircleRegistry()) {
      ListController(title: "Foreign")
    }
    #expect(throws: ListAdapterError.listFromAnotherRegistry) {
      try ListTableViewAdapter(list: foreign, tableView: table, in: screen)
    }
    let child = scene.make { ListController(title: "Child") }
    try other.addChild(child)
    #expect(throws: ListAdapterError.listIsNotFree) {
      try ListTableViewAdapter(list: child, tableView: table, in: screen)
    }
    #expect(table.dataSource == nil && table.delegate == nil && table.prefetchDataSource == nil)
    #expect(screen.screen.children.isEmpty)
    let first = try ListTableViewAdapter(list: list, tableView: table, in: screen)
    #expect(throws: ListAdapterError.listAlreadyShown) {
      try ListTableViewAdapter(list: list, tableView: UITableView(frame: .zero), in: screen)
    }
    #expect(screen.screen.children.map(\.title) == ["FeedList"])
    first.detach()
    first.detach()
    #expect(screen.screen.children.isEmpty)
    #expect(table.dataSource == nil)
    #expect(scene.diagnostics.isEmpty)
  }
}
