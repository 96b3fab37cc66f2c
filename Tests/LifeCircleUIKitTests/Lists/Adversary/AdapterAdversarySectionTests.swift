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

/// Section placeholders (rows of the adapter's own layer) while sections come, go and move.
@MainActor
@Suite(.serialized) struct AdapterAdversarySectionTests {
  /// Sections of texts.
  @MainActor
  private final class Sections: ListDataSource {
    var sections: [[String]]
    init(_ sections: [[String]]) { self.sections = sections }
    func numberOfSections(in list: ListController) -> Int { sections.count }
    func list(_ list: ListController, numberOfRowsInSection section: Int) -> Int {
      sections[section].count
    }
    func list(_ list: ListController, cellForRowAt indexPath: ListIndexPath) -> ListCell {
      ListCell(sections[indexPath.section][indexPath.row])
    }
  }

  /// "Nothing in N" for the action watching section N.
  @MainActor
  private final class Nothing: EmptyStateSource {
    let title: String
    init(_ title: String) { self.title = title }
    func emptyStateContent(for list: ListController) -> EmptyStateContent? {
      EmptyStateContent(title: title)
    }
  }

  /// The texts of the table's rows, section by section.
  private static func rows(of table: UITableView) -> [[String]] {
    (0..<table.numberOfSections).map { section in
      (0..<table.numberOfRows(inSection: section)).map {
        table.cellForRow(at: IndexPath(row: $0, section: section))?.textLabel?.text ?? "?"
      }
    }
  }

  @Test func aSectionInsertedAboveTwoPlaceholdersKeepsEachPlaceholderInTheSectionItWatches()
    throws
  {
    UIKitStandIn.reset()
    LifeCircleUIKit.resetForTesting()
    var misuses: [String] = []
    UIKitStandIn.misuseHandler = { misuses.append($0) }
    let scene = TestScene()
    let data = Sections([[], []])
    let (viewController, list) = scene.make {
      (LifeCircleViewController(title: "Feed"), ListController(title: "FeedList"))
    }
    list.dataSource = data
    let table = UITableView(frame: .zero, style: .plain)
    let adapter = try ListTableViewAdapter(list: list, tableView: table, in: viewController)
    let first = Nothing("Nothing in 0")
    let second = Nothing("Nothing in 1")
    let watchesFirst = EmptyStateAction(source: first, section: .index(0))
    let watchesSecond = EmptyStateAction(source: second, section: .index(1))
    list.registerLifeCircleAction(watchesFirst)
    list.registerLifeCircleAction(watchesSecond)
    try adapter.showEmptyState(watchesFirst)
    try adapter.showEmptyState(watchesSecond)
    let window = AdapterStage.showWindow(viewController, in: scene)
    defer { AdapterStage.finish(window, scene: scene) { adapter.detach() } }
    UIKitStandIn.runUntilIdle()
    table.standInScroll(toFirstRow: 0, visibleCount: 10)
    UIKitStandIn.runUntilIdle()
    #expect(Self.rows(of: table) == [["Nothing in 0"], ["Nothing in 1"]])

    // A section with a row comes first: section 0 is no longer empty, section 1 (the old
    // section 0) still is, and section 2 (the old section 1) is watched by nobody.
    try list.performBatchUpdates {
      data.sections.insert(["A"], at: 0)
      try list.insertSections([0])
    }
    UIKitStandIn.runUntilIdle()
    #expect(misuses == [])
    #expect(Self.rows(of: table) == [["A"], ["Nothing in 1"], []])

    // The last section moves first: section 0 is empty again, section 1 holds A.
    try list.performBatchUpdates {
      data.sections.insert(data.sections.removeLast(), at: 0)
      try list.moveSection(2, toSection: 0)
    }
    UIKitStandIn.runUntilIdle()
    #expect(Self.rows(of: table) == [["Nothing in 0"], ["A"], []])

    // The first section goes: section 1 (the old section 2) is empty and watched again.
    try list.performBatchUpdates {
      data.sections.removeFirst()
      try list.deleteSections([0])
    }
    UIKitStandIn.runUntilIdle()
    #expect(Self.rows(of: table) == [["A"], ["Nothing in 1"]])
    #expect(misuses == [])
    withExtendedLifetime((first, second)) {}
  }

  /// The cells of an ad layer's rows and sections: their identifiers.
  @MainActor
  private final class Banners: InsertionLayerDelegate {
    func insertionLayer(_ layer: ListInsertionLayer, cellFor row: InsertedRow) -> ListCell {
      ListCell(row.id)
    }
  }

  @Test func aSectionPlaceholderShowsInItsSectionUnderALayerThatInsertsASectionAboveIt() throws {
    UIKitStandIn.reset()
    LifeCircleUIKit.resetForTesting()
    var misuses: [String] = []
    UIKitStandIn.misuseHandler = { misuses.append($0) }
    let scene = TestScene()
    let data = Sections([["A"], []])
    let (viewController, list) = scene.make {
      (LifeCircleViewController(title: "Feed"), ListController(title: "FeedList"))
    }
    list.dataSource = data
    let table = UITableView(frame: .zero, style: .plain)
    let adapter = try ListTableViewAdapter(list: list, tableView: table, in: viewController)
    let nothing = Nothing("Nothing in 1")
    let watchesSecond = EmptyStateAction(source: nothing, section: .index(1))
    list.registerLifeCircleAction(watchesSecond)
    try adapter.showEmptyState(watchesSecond)
    // The app's banner layer comes after: it is outside the adapter's placeholder layer, and
    // its section comes first.
    let banners = Banners()
    let bannerLayer = ListInsertionLayer(name: "banners")
    bannerLayer.delegate = banners
    try list.addInsertionLayer(bannerLayer)
    try bannerLayer.insertSection("banner", rowCount: 1, before: 0)
    let window = AdapterStage.showWindow(viewController, in: scene)
    defer { AdapterStage.finish(window, scene: scene) { adapter.detach() } }
    UIKitStandIn.runUntilIdle()
    table.standInScroll(toFirstRow: 0, visibleCount: 10)
    UIKitStandIn.runUntilIdle()
    #expect(Self.rows(of: table) == [["banner"], ["A"], ["Nothing in 1"]])

    // An empty section comes second: the placeholder follows index 1, under the banner.
    try list.performBatchUpdates {
      data.sections.insert([], at: 1)
      try list.insertSections([1])
    }
    UIKitStandIn.runUntilIdle()
    #expect(Self.rows(of: table) == [["banner"], ["A"], ["Nothing in 1"], []])
    #expect(misuses == [])
    withExtendedLifetime(nothing) {}
  }

  /// Sections of texts whose rows the log names when selected or deselected.
  @MainActor
  private final class Taps: ListDelegate, EmptyStateDelegate {
    let data: Sections
    var log: [String] = []
    init(data: Sections) { self.data = data }
    func list(_ list: ListController, didSelectRowAt indexPath: ListIndexPath) {
      log.append("didSelect \(data.sections[indexPath.section][indexPath.row])")
    }
    func list(_ list: ListController, didDeselectRowAt indexPath: ListIndexPath) {
      log.append("didDeselect \(data.sections[indexPath.section][indexPath.row])")
    }
    func emptyStateDidTapView(for list: ListController) {
      log.append("placeholder tapped")
    }
  }

  @Test func aTapOnASectionPlaceholderIsThePlaceholdersTapNotASelection() throws {
    UIKitStandIn.reset()
    LifeCircleUIKit.resetForTesting()
    let scene = TestScene()
    let data = Sections([["A"], []])
    let taps = Taps(data: data)
    let (viewController, list) = scene.make {
      (LifeCircleViewController(title: "Feed"), ListController(title: "FeedList"))
    }
    list.dataSource = data
    list.delegate = taps
    let table = UITableView(frame: .zero, style: .plain)
    let adapter = try ListTableViewAdapter(list: list, tableView: table, in: viewController)
    let nothing = Nothing("Nothing in 1")
    let watchesSecond = EmptyStateAction(source: nothing, delegate: taps, section: .index(1))
    list.registerLifeCircleAction(watchesSecond)
    try adapter.showEmptyState(watchesSecond)
    let window = AdapterStage.showWindow(viewController, in: scene)
    defer { AdapterStage.finish(window, scene: scene) { adapter.detach() } }
    UIKitStandIn.runUntilIdle()
    table.standInScroll(toFirstRow: 0, visibleCount: 10)
    UIKitStandIn.runUntilIdle()
    #expect(Self.rows(of: table) == [["A"], ["Nothing in 1"]])
    table.standInTapRow(at: IndexPath(row: 0, section: 0))
    UIKitStandIn.runUntilIdle()
    #expect(taps.log == ["didSelect A"])

    // "Nothing here: tap to browse": the placeholder hears the tap; A stays selected.
    table.standInTapRow(at: IndexPath(row: 0, section: 1))
    UIKitStandIn.runUntilIdle()
    #expect(taps.log == ["didSelect A", "placeholder tapped"])
    #expect(list.indexPathsForSelectedRows == [ListIndexPath(row: 0, section: 0)])
    #expect(table.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0)])
    withExtendedLifetime(nothing) {}
  }

  /// A scene whose view controller shows sections `[["A"], []]` on `table` through `adapter`,
  /// with a placeholder watching section 1.
  @MainActor
  private struct Watched {
    let scene = TestScene()
    let data = Sections([["A"], []])
    let nothing = Nothing("Nothing in 1")
    let action: EmptyStateAction
    let viewController: LifeCircleViewController
    let list: ListController
    let table = UITableView(frame: .zero, style: .plain)
    let window: LifeCircleWindow

    init() {
      action = EmptyStateAction(source: nothing, section: .index(1))
      (viewController, list) = scene.make {
        (LifeCircleViewController(title: "Feed"), ListController(title: "FeedList"))
      }
      list.dataSource = data
      list.registerLifeCircleAction(action)
      let root = viewController
      window = scene.make {
        let window = LifeCircleWindow(frame: .zero)
        window.rootViewController = root
        window.makeKeyAndVisible()
        return window
      }
      UIKitStandIn.runUntilIdle()
      table.standInScroll(toFirstRow: 0, visibleCount: 10)
    }

    func finish() {
      window.isHidden = true
      UIKitStandIn.runUntilIdle()
      scene.clear()
      LifeCircleUIKit.resetForTesting()
    }
  }

  @Test func aSectionPlaceholderShowsOnceThroughANewAdapterAfterTheFirstWasDetached() throws {
    UIKitStandIn.reset()
    LifeCircleUIKit.resetForTesting()
    let stage = Watched()
    defer { stage.finish() }
    let first = try ListTableViewAdapter(
      list: stage.list, tableView: stage.table, in: stage.viewController)
    try first.showEmptyState(stage.action)
    UIKitStandIn.runUntilIdle()
    #expect(Self.rows(of: stage.table) == [["A"], ["Nothing in 1"]])
    first.detach()
    UIKitStandIn.runUntilIdle()
    #expect(stage.list.insertionLayers.isEmpty)

    let second = try ListTableViewAdapter(
      list: stage.list, tableView: stage.table, in: stage.viewController)
    defer { second.detach() }
    try second.showEmptyState(stage.action)
    UIKitStandIn.runUntilIdle()
    #expect(Self.rows(of: stage.table) == [["A"], ["Nothing in 1"]])
    // The detached adapter, asked again by mistake, shows nothing more.
    try first.showEmptyState(stage.action)
    UIKitStandIn.runUntilIdle()
    #expect(Self.rows(of: stage.table) == [["A"], ["Nothing in 1"]])
    #expect(stage.list.insertionLayers.count == 1)
  }
}
