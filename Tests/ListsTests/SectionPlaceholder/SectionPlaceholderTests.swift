import LifeCircleTesting
import Lifecycle
import Lists
import Testing

/// A placeholder's source and delegate that logs its events under a name (`s1.willAppear`).
@MainActor
final class NamedPlaceholder: EmptyStateSource, EmptyStateDelegate {
  let name: String
  let log: SharedLog
  var content: EmptyStateContent? = EmptyStateContent(title: "Nothing here")
  private(set) var questions = 0

  init(_ name: String, _ log: SharedLog) { (self.name, self.log) = (name, log) }

  func emptyStateContent(for list: ListController) -> EmptyStateContent? {
    questions += 1
    return content
  }
  func emptyState(for list: ListController, didReceive event: LifecycleEvent) {
    log.lines.append("\(name).\(event.name)")
  }
}

/// `EmptyStateAction(section:)`: a placeholder per section (DZNEmptyDataSet #298, #314, #358),
/// shown while its section is there and empty, balanced and on the engine as the list-wide one.
@MainActor
@Suite struct SectionPlaceholderTests {
  /// A feed of `sections` over Home in a navigation stack, with one section placeholder per
  /// entry of `watching`; the list's events, rows, updates and placeholders in one log.
  @MainActor
  struct Scene {
    let world = TestScene()
    let log = SharedLog()
    let source: RowsSource
    let list: ListController
    let navigation: NavigationController
    let placeholders: [NamedPlaceholder]
    let actions: [EmptyStateAction]
    let business: BusinessRecorder

    init(_ sections: [[String]], watching: [EmptyStateSection]) {
      source = RowsSource(sections)
      list = world.list(source: source)
      business = BusinessRecorder(log)
      business.attach(to: list)
      list.registerLifeCircleAction(AppearanceLog(log))
      var placeholders: [NamedPlaceholder] = []
      var actions: [EmptyStateAction] = []
      for (index, section) in watching.enumerated() {
        let placeholder = NamedPlaceholder("p\(index)", log)
        let action = EmptyStateAction(source: placeholder, delegate: placeholder, section: section)
        list.registerLifeCircleAction(action)
        placeholders.append(placeholder)
        actions.append(action)
      }
      (self.placeholders, self.actions) = (placeholders, actions)
      let home = world.make { ScreenController(title: "Home") }
      navigation = world.make { NavigationController(rootController: home) }
      world.show(navigation)
      _ = log.take()
    }

    func states() -> [AppearanceState] { actions.map { $0.state(on: list) } }
  }

  @Test func onlyTheEmptySectionsPlaceholderShowsNestedInTheListsAppearance() throws {
    let scene = Scene([["a"], []], watching: [.index(0), .index(1)])
    try scene.navigation.push(scene.list, animated: false)
    #expect(
      scene.log.take() == [
        "Feed.willAppear", "p1.willAppear", "willDisplay [0, 0]", "Feed.didAppear",
        "p1.didAppear",
      ])
    #expect(scene.states() == [.disappeared, .appeared])
    _ = try scene.navigation.pop(animated: false)
    // Teardown unwinds setup (the action registered last hears the disappearance first); the
    // rows end in the display pass after didDisappear.
    #expect(
      scene.log.take() == [
        "p1.willDisappear", "Feed.willDisappear", "p1.didDisappear", "Feed.didDisappear",
        "didEndDisplaying [0, 0]",
      ])
    #expect(scene.states() == [.disappeared, .disappeared])
  }

  @Test func aBatchThatEmptiesOneSectionAndFillsAnotherMovesBothPlaceholdersInActionOrder() throws {
    let scene = Scene([["a"], []], watching: [.index(0), .index(1)])
    try scene.navigation.push(scene.list, animated: false)
    _ = scene.log.take()
    try scene.list.performBatchUpdates {
      scene.source.sections = [[], ["b"]]
      try scene.list.deleteRows(at: [path(0, 0)])
      try scene.list.insertRows(at: [path(0, 1)])
    }
    #expect(
      scene.log.take() == [
        "didEndDisplaying [0, 0]", "didUpdate batch deleted rows [0, 0] inserted rows [1, 0]",
        "p0.willAppear", "p0.didAppear", "p1.willDisappear", "p1.didDisappear",
        "willDisplay [1, 0]",
      ])
    #expect(scene.states() == [.appeared, .disappeared])
  }

  @Test func aDeletedSectionHidesItsPlaceholderAndAnIndexWatchesWhicheverSectionIsThere() throws {
    let scene = Scene([["a"], [], []], watching: [.index(1), .index(2)])
    try scene.navigation.push(scene.list, animated: false)
    #expect(scene.states() == [.appeared, .appeared])
    _ = scene.log.take()
    try scene.list.performBatchUpdates {
      scene.source.sections = [["a"], []]
      try scene.list.deleteSections([1])
    }
    // Section 1 is the old section 2 (empty): p0 stays; section 2 is gone: p1 hides.
    #expect(
      scene.log.take() == [
        "didUpdate batch deleted sections 1", "p1.willDisappear", "p1.didDisappear",
      ])
    #expect(scene.states() == [.appeared, .disappeared])
    #expect(!scene.actions[1].isActive(on: scene.list))
    #expect(scene.placeholders[1].questions == 1, "a missing section asks its source nothing")
    try scene.list.performBatchUpdates {
      scene.source.sections = [["a"], [], []]
      try scene.list.insertSections([2])
    }
    #expect(
      scene.log.take() == [
        "didUpdate batch inserted sections 2", "p1.willAppear", "p1.didAppear",
      ])
  }

  @Test func anIdentifiedSectionIsFollowedThroughMovesAndAnIndexIsNot() throws {
    let world = TestScene()
    let log = SharedLog()
    var snapshot = ListSnapshot<String>()
    snapshot.appendSection(identifiedBy: "news", items: ["n1"])
    snapshot.appendSection(identifiedBy: "saved", items: [])
    let data = try ListSnapshotDataSource(snapshot) { item, _ in ListCell(item) }
    let list = world.make { ListController(title: "Feed") }
    list.dataSource = data
    let saved = NamedPlaceholder("saved", log)
    let first = NamedPlaceholder("first", log)
    list.registerLifeCircleAction(
      EmptyStateAction(source: saved, delegate: saved, section: .identifier("saved")))
    list.registerLifeCircleAction(
      EmptyStateAction(source: first, delegate: first, section: .index(0)))
    world.show(list)
    #expect(log.take() == ["saved.willAppear", "saved.didAppear"])
    var moved = ListSnapshot<String>()
    moved.appendSection(identifiedBy: "saved", items: [])
    moved.appendSection(identifiedBy: "news", items: ["n1"])
    try list.apply(moved)
    // "saved" moved to 0 and is still empty: its placeholder stays; index 0 is now empty.
    #expect(log.take() == ["first.willAppear", "first.didAppear"])
    var filled = moved
    filled.appendItems(["s1"], toSection: 0)
    try list.apply(filled)
    #expect(
      log.take() == [
        "saved.willDisappear", "saved.didDisappear", "first.willDisappear", "first.didDisappear",
      ])
  }

  @Test func aHiddenWindowHidesTheSectionPlaceholderAndShowingItAgainBringsItBack() throws {
    let world = TestScene()
    let log = SharedLog()
    let source = RowsSource([[], ["a"]])
    let list = world.list(source: source)
    let placeholder = NamedPlaceholder("p", log)
    list.registerLifeCircleAction(
      EmptyStateAction(source: placeholder, delegate: placeholder, section: .index(0)))
    let window = world.showWindow(list)
    #expect(log.take() == ["p.willAppear", "p.didAppear"])
    window.hide()
    #expect(log.take() == ["p.willDisappear", "p.didDisappear"])
    window.makeKeyAndVisible()
    #expect(log.take() == ["p.willAppear", "p.didAppear"])
  }

  @Test func theHierarchyNamesTheWatchedSection() throws {
    let scene = Scene([["a"], []], watching: [.index(1), .identifier("saved")])
    try scene.navigation.push(scene.list, animated: false)
    let description = scene.navigation.hierarchyDescription
    #expect(description.contains("empty state (section 1) \"Nothing here\": appeared, active"))
    #expect(
      description.contains("empty state (section \"saved\") (no content): disappeared, inactive"))
  }
}
