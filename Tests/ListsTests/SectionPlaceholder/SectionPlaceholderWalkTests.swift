import Foundation
import LifeCircleTesting
import Lifecycle
import ListReferenceModel
import Lists
import Testing

/// A seeded random walk of a snapshot-driven list with section placeholders (three by index, two
/// by identifier), checked after every step against a model written from the rule alone: a
/// placeholder is appeared exactly when the list is appeared and its section is there and empty,
/// else disappeared; and each placeholder's events, on their own, are the legal cycle
/// willAppear, didAppear, willDisappear, didDisappear (the appearance pairs come whole here: no
/// step cancels half-way).
///
/// `SECTION_PLACEHOLDER_STEPS` sizes the walk (per seed; 300 by default, `.ci/run` runs more).
@MainActor
@Suite struct SectionPlaceholderWalkTests {
  static let steps =
    ProcessInfo.processInfo.environment["SECTION_PLACEHOLDER_STEPS"].flatMap { Int($0) } ?? 300

  /// One placeholder's source and delegate: its events, for the cycle check.
  @MainActor
  final class Watcher: EmptyStateSource, EmptyStateDelegate {
    let name: String
    var events: [LifecycleEvent] = []
    init(_ name: String) { self.name = name }
    func emptyStateContent(for list: ListController) -> EmptyStateContent? {
      EmptyStateContent(title: name)
    }
    func emptyState(for list: ListController, didReceive event: LifecycleEvent) {
      events.append(event)
    }
  }

  static let identifiers = ["A", "B", "C", "D"]
  static let watched: [EmptyStateSection] = [
    .index(0), .index(1), .index(2), .identifier("A"), .identifier("C"),
  ]

  @Test(arguments: [1, 2, 3] as [UInt64])
  func placeholdersFollowTheModelThroughRandomUpdatesAndNavigation(seed: UInt64) throws {
    var random = OracleRandom(seed: seed)
    let world = TestScene()
    let data = ListSnapshotDataSource<String> { item, _ in ListCell(item) }
    let list = world.make { ListController(title: "Feed") }
    list.dataSource = data
    let watchers = Self.watched.map { Watcher("\($0)") }
    let actions = zip(Self.watched, watchers).map { section, watcher in
      EmptyStateAction(source: watcher, delegate: watcher, section: section)
    }
    for action in actions { list.registerLifeCircleAction(action) }
    let home = world.make { ScreenController(title: "Home") }
    let navigation = world.make { NavigationController(rootController: home) }
    let window = world.showWindow(navigation)
    var shown = ListSnapshot<String>()
    var nextItem = 0
    for step in 0..<Self.steps {
      switch random.next() % 6 {
      case 0 where navigation.topController !== list:
        try navigation.push(list, animated: random.next() % 2 == 0)
      case 1 where navigation.topController === list:
        _ = try navigation.pop(animated: random.next() % 2 == 0)
      case 2:
        if window.isVisible { window.hide() } else { window.makeKeyAndVisible() }
      default:
        // A new snapshot: some of the sections, in some order, each with 0 to 2 items, some
        // kept from the shown snapshot.
        var next = ListSnapshot<String>()
        for identifier in Self.identifiers.shuffled(using: &random) where random.next() % 4 != 0 {
          let kept = shown.index(ofSection: identifier).map { shown.sections[$0] } ?? []
          var items = kept.filter { _ in random.next() % 3 != 0 }
          if random.next() % 2 == 0 {
            items.append("i\(nextItem)")
            nextItem += 1
          }
          next.appendSection(identifiedBy: identifier, items: items)
        }
        try list.apply(next)
        shown = next
      }
      for (index, section) in Self.watched.enumerated() {
        let position: Int? =
          switch section {
          case .index(let index): index < shown.sections.count ? index : nil
          case .identifier(let identifier): shown.sectionIdentifiers?.firstIndex(of: identifier)
          }
        let rows = position.map { shown.sections[$0].count }
        let expected = PlaceholderRule.expectedState(listState: list.appearanceState, rows: rows)
        #expect(
          actions[index].state(on: list) == expected,
          "seed \(seed), step \(step): the placeholder of \(section)")
        #expect(
          ReferenceAppearance.isWholeCycles(watchers[index].events),
          "seed \(seed), step \(step): \(section) heard \(watchers[index].events.map(\.name))")
      }
      world.expectDiagnostics([])
    }
  }
}
