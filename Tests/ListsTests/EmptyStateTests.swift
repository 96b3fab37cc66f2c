import Delegation
import LifeCircleTesting
import Lifecycle
import ListReferenceModel
import Lists
import Testing

/// A source with a settable content, and a delegate that logs into a shared log.
@MainActor
final class Placeholders: EmptyStateSource, EmptyStateDelegate {
  let log: SharedLog
  var content: EmptyStateContent? = EmptyStateContent(title: "Nothing here")
  var shouldDisplay = true
  var forces = false
  private(set) var questions = 0

  init(_ log: SharedLog) { self.log = log }

  func emptyStateContent(for list: ListController) -> EmptyStateContent? {
    questions += 1
    return content
  }
  func emptyStateShouldDisplay(for list: ListController) -> Bool { shouldDisplay }
  func emptyStateShouldForceDisplay(for list: ListController) -> Bool { forces }
  func emptyState(for list: ListController, didReceive event: LifecycleEvent) {
    log.lines.append("empty.\(event.name)")
  }
  func emptyState(for list: ListController, didChange content: EmptyStateContent) {
    log.lines.append("empty.didChange \(content.title ?? "-")")
  }
  func emptyStateDidTapView(for list: ListController) { log.lines.append("empty.tap") }
  func emptyStateDidTapButton(for list: ListController) { log.lines.append("empty.button") }
}

/// Logs the list's appearance events into the same log.
@MainActor
final class AppearanceLog: LifeCircleEventObserver {
  let log: SharedLog
  init(_ log: SharedLog) { self.log = log }
  func hostController(
    _ controller: ScreenController, didReceive event: LifecycleEvent, animated: Bool
  ) {
    log.lines.append("\(controller.title).\(event.name)")
  }
}

@MainActor
@Suite struct EmptyStateTests {
  /// A feed with `rows` in a navigation stack over Home, an empty-state action on it, the
  /// list's events, rows and the placeholder in one log.
  @MainActor
  private struct Scene {
    let world = TestScene()
    let log = SharedLog()
    let source: RowsSource
    let list: ListController
    let navigation: NavigationController
    let placeholders: Placeholders
    let action: EmptyStateAction

    init(rows: [String], counting: EmptyStateCounting = .contentRows) throws {
      source = RowsSource(rows: rows)
      list = world.list(source: source)
      let business = BusinessRecorder(log)
      business.attach(to: list)
      list.registerLifeCircleAction(AppearanceLog(log))
      placeholders = Placeholders(log)
      action = EmptyStateAction(source: placeholders, delegate: placeholders, counting: counting)
      list.registerLifeCircleAction(action)
      let home = world.make { ScreenController(title: "Home") }
      navigation = world.make { NavigationController(rootController: home) }
      world.show(navigation)
      withExtendedLifetime(business) {}
      self.business = business
    }
    let business: BusinessRecorder
  }

  @Test func anEmptyListShowsItsPlaceholderNestedInItsOwnAppearance() throws {
    let scene = try Scene(rows: [])
    try scene.navigation.push(scene.list, animated: false)
    #expect(
      scene.log.take() == [
        "Feed.willAppear", "empty.willAppear", "Feed.didAppear", "empty.didAppear",
      ])
    scene.list.reloadData()
    scene.list.reloadData()
    #expect(scene.log.take() == ["didUpdate reload", "didUpdate reload"])  // no repeat (DZN)
    _ = try scene.navigation.pop(animated: false)
    // Teardown unwinds setup: the action registered last hears the disappearance first.
    #expect(
      scene.log.take() == [
        "empty.willDisappear", "Feed.willDisappear", "empty.didDisappear", "Feed.didDisappear",
      ])
  }

  /// Within an update, the placeholder moves in its action's place among the list's actions
  /// as they hear the change (LISTS 3.3), not after all of them: after the global action and
  /// the own action registered before it, before the one registered after it.
  @Test func thePlaceholderMovesInItsActionsPlaceAmongTheListsActions() throws {
    let scene = try Scene(rows: [])
    let global = UpdateLog("global", scene.log)
    scene.world.registry.register(global)
    let after = UpdateLog("after", scene.log)
    scene.list.registerLifeCircleAction(after)
    try scene.navigation.push(scene.list, animated: false)
    _ = scene.log.take()
    try scene.list.performBatchUpdates {
      scene.source.sections[0] = ["a"]
      try scene.list.insertRows(at: [path(0)])
    }
    #expect(
      scene.log.take() == [
        "global.didUpdate batch inserted rows [0, 0]", "didUpdate batch inserted rows [0, 0]",
        "empty.willDisappear", "empty.didDisappear", "after.didUpdate batch inserted rows [0, 0]",
        "willDisplay [0, 0]",
      ])
    scene.source.sections[0] = []
    try scene.list.deleteRows(at: [path(0)])
    #expect(
      scene.log.take() == [
        "didEndDisplaying [0, 0]", "global.didUpdate batch deleted rows [0, 0]",
        "didUpdate batch deleted rows [0, 0]", "empty.willAppear", "empty.didAppear",
        "after.didUpdate batch deleted rows [0, 0]",
      ])
    scene.world.registry.remove(global)
  }

  @Test func thePlaceholderGoesBeforeTheFirstRowComesAndAfterTheLastHasGone() throws {
    let scene = try Scene(rows: [])
    try scene.navigation.push(scene.list, animated: false)
    _ = scene.log.take()
    try scene.list.performBatchUpdates {
      scene.source.sections[0] = ["a"]
      try scene.list.insertRows(at: [path(0)])
    }
    #expect(
      scene.log.take() == [
        "didUpdate batch inserted rows [0, 0]", "empty.willDisappear", "empty.didDisappear",
        "willDisplay [0, 0]",
      ])
    // An unwrapped delete is a batch of one: the placeholder comes back (DZN missed it).
    scene.source.sections[0] = []
    try scene.list.deleteRows(at: [path(0)])
    #expect(
      scene.log.take() == [
        "didEndDisplaying [0, 0]", "didUpdate batch deleted rows [0, 0]", "empty.willAppear",
        "empty.didAppear",
      ])
    #expect(scene.action.isVisible(on: scene.list))
  }

  @Test func offScreenItIsActiveWithoutCallbacksAndDisablingHidesOnlyShownPlaceholders() throws {
    let scene = try Scene(rows: [])
    scene.list.reloadData()
    _ = scene.log.take()
    #expect(scene.action.isActive(on: scene.list))
    #expect(!scene.action.isVisible(on: scene.list))
    scene.action.isEnabled = false
    #expect(scene.log.take() == [])  // nothing was shown: nothing to hide (DZN #267)
    scene.action.isEnabled = true
    try scene.navigation.push(scene.list, animated: false)
    _ = scene.log.take()
    scene.action.isEnabled = false
    #expect(scene.log.take() == ["empty.willDisappear", "empty.didDisappear"])
    #expect(!scene.action.isActive(on: scene.list))
  }

  @Test func aCancelledPopMapsOntoLegalMoves() throws {
    let scene = try Scene(rows: [])
    try scene.navigation.push(scene.list, animated: false)
    _ = scene.log.take()
    let gesture = try scene.navigation.beginInteractivePop()
    gesture.cancel()
    #expect(
      scene.log.take() == [
        "empty.willDisappear", "Feed.willDisappear", "Feed.willAppear", "empty.willAppear",
        "Feed.didAppear", "empty.didAppear",
      ])
    scene.world.expectDiagnostics([])
  }

  @Test func contentChangesWhileShownAndTapsNeedAVisibleTouchablePlaceholder() throws {
    let scene = try Scene(rows: [])
    scene.placeholders.content = EmptyStateContent(kind: .loading, title: "Loading")
    #expect(!scene.action.tapView(on: scene.list))  // not visible yet
    try scene.navigation.push(scene.list, animated: false)
    _ = scene.log.take()
    scene.placeholders.content = EmptyStateContent(
      kind: .error(message: "offline"), title: "Offline", buttonTitle: "Retry")
    scene.action.reload(on: scene.list)
    #expect(scene.log.take() == ["empty.didChange Offline"])
    #expect(scene.action.content(on: scene.list)?.kind == .error(message: "offline"))
    #expect(scene.action.tapView(on: scene.list))
    #expect(scene.action.tapButton(on: scene.list))
    scene.placeholders.content = EmptyStateContent(title: "Nothing", allowsTouch: false)
    scene.action.reload(on: scene.list)
    #expect(!scene.action.tapView(on: scene.list))
    #expect(!scene.action.tapButton(on: scene.list))
    #expect(scene.log.take() == ["empty.tap", "empty.button", "empty.didChange Nothing"])
  }

  @Test func countingChoosesWhetherAdsCountAsRows() throws {
    for counting in [EmptyStateCounting.contentRows, .displayedRows] {
      let scene = try Scene(rows: ["a"], counting: counting)
      let layer = ListInsertionLayer(name: "ads")
      let module = AdModule(scene.log)
      layer.delegate = module
      layer.hidesWhenContentIsEmpty = false
      try layer.insert("x", at: .afterContentRows(0))
      try scene.list.addInsertionLayer(layer)
      try scene.navigation.push(scene.list, animated: false)
      scene.source.sections[0] = []
      try scene.list.deleteRows(at: [path(0)])
      #expect(scene.list.display.renderedRows() == [["ad:x"]])
      #expect(scene.action.isVisible(on: scene.list) == (counting == .contentRows))
      // A layer mutation re-evaluates too.
      layer.removeAll()
      #expect(scene.action.isVisible(on: scene.list))
    }
  }

  @Test func aGlobalActionKeepsOneStateperListAndHoldsListsWeakly() throws {
    let world = TestScene()
    let log = SharedLog()
    let placeholders = Placeholders(log)
    let action = EmptyStateAction(source: placeholders, delegate: placeholders)
    world.registry.register(action)
    weak var weakList: ListController?
    let keptSource = RowsSource(rows: ["a"])
    let kept = world.list("Kept", source: keptSource)
    do {
      let source = RowsSource(rows: [])
      let list = world.list("Gone", source: source)
      let window = world.make { Window(rootController: list) }
      window.makeKeyAndVisible()
      window.hide()
      #expect(
        log.take() == [
          "empty.willAppear", "empty.didAppear", "empty.willDisappear", "empty.didDisappear",
        ])
      weakList = list
    }
    #expect(weakList == nil)
    world.show(kept)
    #expect(!action.isActive(on: kept))
    #expect(log.take() == [])
    let screen = world.make { ScreenController(title: "Plain") }
    world.show(screen)
    #expect(action.state(on: kept) == .disappeared)
    #expect(placeholders.questions == 2)
  }

  /// B2 and B5: random list transitions and updates; the placeholder's events are always
  /// legal, and it is visible exactly while the list is on screen and active.
  @Test(arguments: [UInt64(7), 8, 9])
  func randomTransitionsKeepThePlaceholderLegalAndVisibleExactlyWhenItShould(seed: UInt64) throws {
    var random = OracleRandom(seed: seed)
    let scene = try Scene(rows: [])
    for _ in 0..<400 {
      switch Int.random(in: 0..<7, using: &random) {
      case 0:
        if scene.navigation.topController !== scene.list {
          try scene.navigation.push(scene.list, animated: false)
        }
      case 1:
        if scene.navigation.topController === scene.list {
          _ = try scene.navigation.pop(animated: true)
        }
      case 2:
        if scene.navigation.topController === scene.list {
          let gesture = try scene.navigation.beginInteractivePop()
          if Bool.random(using: &random) { gesture.cancel() } else { gesture.finish() }
        }
      case 3:
        scene.source.sections[0].append("r")
        try scene.list.insertRows(at: [path(scene.source.sections[0].count - 1)])
      case 4:
        if !scene.source.sections[0].isEmpty {
          scene.source.sections[0].removeLast()
          try scene.list.deleteRows(at: [path(scene.source.sections[0].count)])
        }
      case 5:
        scene.source.sections[0] = Bool.random(using: &random) ? [] : ["a", "b"]
        scene.list.reloadData()
      default:
        scene.action.isEnabled.toggle()
      }
      let active = scene.action.isEnabled && scene.source.sections[0].isEmpty
      #expect(scene.action.isActive(on: scene.list) == active || !scene.list.isLoaded)
      let shouldShow = PlaceholderRule.isVisible(
        listState: scene.list.appearanceState, isEnabled: scene.action.isEnabled,
        rows: scene.source.sections[0].count)
      #expect(scene.action.isVisible(on: scene.list) == shouldShow)
    }
    // Every placeholder event was legal: replay them through the reference model.
    var cycle = PlaceholderCycle()
    for line in scene.log.take() where line.hasPrefix("empty.") && !line.contains("didChange") {
      let state = cycle.state
      let event = LifecycleEvent.allCases.first { "empty.\($0.name)" == line }
      let isLegal = event.map { cycle.hear($0) } ?? false
      #expect(isLegal, "illegal \(line) while \(state)")
    }
    scene.world.expectDiagnostics([])
  }
}

/// A list action that logs `name.didUpdate <change>` into a ``SharedLog``.
@MainActor
final class UpdateLog: ListAction {
  let name: String
  let log: SharedLog
  init(_ name: String, _ log: SharedLog) { (self.name, self.log) = (name, log) }

  func list(_ list: ListController, didUpdate change: ListChange) {
    log.lines.append("\(name).didUpdate \(change)")
  }
}
