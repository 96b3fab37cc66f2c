import LifeCircleTesting
import Lifecycle
import Lists
import Testing

/// The placeholder moves by engine work: requests its delegate makes wait for its callbacks,
/// every move is a legal step computed after the previous callback, state is per list identity,
/// and a placeholder never stays appeared without its action.
@MainActor
@Suite struct EmptyStateEngineTests {
  /// An empty feed with the empty-state action, pushed over Home; the feed's events and the
  /// placeholder's in one log.
  @MainActor
  private struct Scene {
    let world = TestScene()
    let log = SharedLog()
    let source = RowsSource(rows: [])
    let list: ListController
    let navigation: NavigationController
    let placeholders: ScriptedPlaceholders
    let action: EmptyStateAction

    init(global: Bool = false) {
      list = world.list(source: source)
      list.registerLifeCircleAction(AppearanceLog(log))
      placeholders = ScriptedPlaceholders(log)
      action = EmptyStateAction(source: placeholders, delegate: placeholders)
      if global {
        world.registry.register(action)
      } else {
        list.registerLifeCircleAction(action)
      }
      let home = world.make { ScreenController(title: "Home") }
      navigation = world.make { NavigationController(rootController: home) }
      world.show(navigation)
      _ = log.take()
    }
  }

  static let shownOnPush = [
    "Feed.willAppear", "empty.willAppear", "Feed.didAppear", "empty.didAppear",
  ]

  /// Turning the action off from the placeholder's own `willAppear` neither traps nor leaves it
  /// half-way: the placeholder finishes appearing with the list, then disappears, balanced.
  @Test func disablingFromThePlaceholdersWillAppearHidesItAfterwardsBalanced() throws {
    let scene = Scene()
    scene.placeholders.onEvent = { [unowned action = scene.action] event in
      if event == .willAppear { action.isEnabled = false }
    }
    try scene.navigation.push(scene.list, animated: false)
    #expect(scene.log.take() == Self.shownOnPush + ["empty.willDisappear", "empty.didDisappear"])
    #expect(scene.action.state(on: scene.list) == .disappeared)
    scene.world.expectDiagnostics([])
  }

  /// `reload(on:)` from the placeholder's callback, with the source now answering nothing, is
  /// queued behind the callback's work and hides the placeholder by legal steps.
  @Test func reloadFromThePlaceholdersWillAppearIsQueuedAndMovesByLegalSteps() throws {
    let scene = Scene()
    let (action, list, placeholders) = (scene.action, scene.list, scene.placeholders)
    placeholders.onEvent = { [unowned action, unowned list, unowned placeholders] event in
      guard event == .willAppear else { return }
      placeholders.content = nil
      action.reload(on: list)
      #expect(action.state(on: list) == .appearing)  // not yet
    }
    try scene.navigation.push(scene.list, animated: false)
    #expect(scene.log.take() == Self.shownOnPush + ["empty.willDisappear", "empty.didDisappear"])
    #expect(!scene.action.isActive(on: scene.list))
    scene.world.expectDiagnostics([])
  }

  /// A push from the placeholder's `willAppear` waits until the list's appearance is over.
  @Test func aPushFromThePlaceholdersWillAppearWaitsForTheAppearance() throws {
    let scene = Scene()
    let detail = scene.world.make { ScreenController(title: "Detail") }
    scene.placeholders.onEvent = { [unowned navigation = scene.navigation] event in
      if event == .willAppear, navigation.topController !== detail {
        try? navigation.push(detail, animated: false)
      }
    }
    try scene.navigation.push(scene.list, animated: false)
    #expect(
      scene.log.take() == Self.shownOnPush + [
        "empty.willDisappear", "Feed.willDisappear", "empty.didDisappear", "Feed.didDisappear",
      ])
    #expect(scene.navigation.topController === detail)
    scene.world.expectDiagnostics([])
  }

  /// Removing the action from the list while its placeholder shows hides the placeholder.
  @Test func removingTheActionHidesAShownPlaceholder() throws {
    let scene = Scene()
    try scene.navigation.push(scene.list, animated: false)
    _ = scene.log.take()
    scene.list.removeLifeCircleAction(scene.action)
    #expect(scene.log.take() == ["empty.willDisappear", "empty.didDisappear"])
    #expect(scene.action.state(on: scene.list) == .disappeared)
    _ = try scene.navigation.pop(animated: false)
    #expect(scene.log.take() == ["Feed.willDisappear", "Feed.didDisappear"])
  }

  /// Removing a global action from its registry, or the list opting out of it, hides the
  /// placeholder too; nothing is sent for a placeholder that was not shown.
  @Test(arguments: [false, true])
  func removingAGlobalActionOrOptingOutHidesAShownPlaceholder(optsOut: Bool) throws {
    let scene = Scene(global: true)
    try scene.navigation.push(scene.list, animated: false)
    // A global action comes before the list's own (the appearance log).
    #expect(
      scene.log.take() == [
        "empty.willAppear", "Feed.willAppear", "empty.didAppear", "Feed.didAppear",
      ])
    if optsOut {
      scene.list.disableGlobalAction(scene.action)
    } else {
      scene.world.registry.remove(scene.action)
    }
    #expect(scene.log.take() == ["empty.willDisappear", "empty.didDisappear"])
    scene.world.registry.remove(scene.action)
    #expect(scene.log.take() == [])
  }

  /// How an action stops applying to a list (LISTS 3.3, "Registration").
  enum Removal: CaseIterable, Sendable {
    /// Removed from the list's own actions.
    case fromTheList
    /// A global action the list opted out of.
    case optedOut
    /// A global action removed from its registry.
    case fromTheRegistry
  }

  /// What asks a placeholder to show again.
  enum Request: CaseIterable, Sendable {
    /// `isEnabled` turned off, then on.
    case toggle
    /// `reload(on:)` for the list.
    case reload
  }

  /// The action stops applying to the list as `removal` says; the placeholder hides, balanced.
  private func stopApplying(_ scene: Scene, _ removal: Removal) {
    switch removal {
    case .fromTheList: scene.list.removeLifeCircleAction(scene.action)
    case .optedOut: scene.list.disableGlobalAction(scene.action)
    case .fromTheRegistry: scene.world.registry.remove(scene.action)
    }
    #expect(scene.log.take() == ["empty.willDisappear", "empty.didDisappear"])
  }

  private func ask(_ scene: Scene, _ request: Request) {
    switch request {
    case .toggle:
      scene.action.isEnabled = false
      scene.action.isEnabled = true
    case .reload:
      scene.action.reload(on: scene.list)
    }
  }

  /// An action that stopped applying to a list shows no placeholder there when it is turned
  /// off and on or reloaded, and keeps none: the list's disappearance sends it nothing (LISTS
  /// 3.3: a placeholder never stays appeared without its action).
  @Test(arguments: Removal.allCases, Request.allCases)
  func anActionThatStoppedApplyingShowsNothingWhenToggledOrReloaded(
    removal: Removal, request: Request
  ) throws {
    let scene = Scene(global: removal != .fromTheList)
    try scene.navigation.push(scene.list, animated: false)
    _ = scene.log.take()
    stopApplying(scene, removal)
    ask(scene, request)
    #expect(scene.log.take() == [])
    #expect(scene.action.state(on: scene.list) == .disappeared)
    #expect(!scene.action.isActive(on: scene.list))
    #expect(scene.action.content(on: scene.list) == nil)
    _ = try scene.navigation.pop(animated: false)
    #expect(scene.log.take() == ["Feed.willDisappear", "Feed.didDisappear"])
    #expect(scene.action.state(on: scene.list) == .disappeared)
    scene.world.expectDiagnostics([])
  }

  /// A reload requested from the list's own work (a row's `didEndDisplaying`) is queued behind
  /// it; the action removed in the same callback no longer applies when the reload's turn
  /// comes, so the emptied list shows no placeholder, not even for a moment.
  @Test func aReloadQueuedBeforeTheActionStoppedApplyingShowsNothingInItsTurn() throws {
    let scene = Scene()
    try scene.navigation.push(scene.list, animated: false)
    scene.source.sections[0] = ["a"]
    try scene.list.insertRows(at: [path(0)])
    #expect(scene.log.take() == Self.shownOnPush + ["empty.willDisappear", "empty.didDisappear"])
    let rows = RowEndDelegate { [unowned action = scene.action, unowned list = scene.list] in
      action.reload(on: list)
      list.removeLifeCircleAction(action)
    }
    scene.list.delegate = rows
    scene.source.sections[0] = []
    try scene.list.deleteRows(at: [path(0)])
    #expect(scene.log.take() == [])
    #expect(scene.action.state(on: scene.list) == .disappeared)
    _ = try scene.navigation.pop(animated: false)
    #expect(scene.log.take() == ["Feed.willDisappear", "Feed.didDisappear"])
    scene.world.expectDiagnostics([])
  }

  /// Registered on the list again, the action applies again: the next evaluation shows its
  /// placeholder, which then follows the list.
  @Test func registeredAgainTheActionShowsItsPlaceholderAtTheNextEvaluation() throws {
    let scene = Scene()
    try scene.navigation.push(scene.list, animated: false)
    _ = scene.log.take()
    stopApplying(scene, .fromTheList)
    scene.list.registerLifeCircleAction(scene.action)
    #expect(scene.log.take() == [])
    scene.action.reload(on: scene.list)
    #expect(scene.log.take() == ["empty.willAppear", "empty.didAppear"])
    _ = try scene.navigation.pop(animated: false)
    // A disappearance reaches own actions last registered first: the action before the log.
    #expect(
      scene.log.take() == [
        "empty.willDisappear", "Feed.willDisappear", "empty.didDisappear", "Feed.didDisappear",
      ])
    scene.world.expectDiagnostics([])
  }

  /// The action holds its source, its delegate and its lists weakly: freed, they are gone.
  @Test func theActionHoldsItsSourceDelegateAndListsWeakly() throws {
    let world = TestScene()
    let log = SharedLog()
    weak var weakPlaceholders: ScriptedPlaceholders?
    weak var weakList: ListController?
    let action: EmptyStateAction
    do {
      let placeholders = ScriptedPlaceholders(log)
      action = EmptyStateAction(source: placeholders, delegate: placeholders)
      let source = RowsSource(rows: [])
      let list = world.list(source: source)
      list.registerLifeCircleAction(action)
      let window = world.make { Window(rootController: list) }
      window.makeKeyAndVisible()
      #expect(action.isVisible(on: list))
      window.hide()
      (weakPlaceholders, weakList) = (placeholders, list)
    }
    #expect(weakPlaceholders == nil)
    #expect(weakList == nil)
    #expect(action.source == nil)
    #expect(
      log.take() == [
        "empty.willAppear", "empty.didAppear", "empty.willDisappear", "empty.didDisappear",
      ])
  }

  /// State belongs to a list's identity: a list made where a freed list lived (same address)
  /// starts with no placeholder, and taps on it reach nobody.
  @Test func aNewListAtAFreedListsAddressStartsWithNothing() throws {
    let world = TestScene()
    let log = SharedLog()
    let placeholders = ScriptedPlaceholders(log)
    let action = EmptyStateAction(source: placeholders, delegate: placeholders)
    world.registry.register(action)
    var freed: ObjectIdentifier?
    do {
      let list = world.list("Gone", source: RowsSource(rows: []))
      let window = world.make { Window(rootController: list) }
      window.makeKeyAndVisible()
      window.hide()
      #expect(action.isActive(on: list))  // active off screen, left behind by the freed list
      freed = ObjectIdentifier(list)
    }
    var reused = 0
    var lists: [ListController] = []
    for index in 0..<200 {
      let list = ListController(title: "New \(index)")
      if ObjectIdentifier(list) == freed { reused += 1 }
      #expect(!action.isActive(on: list))
      #expect(action.content(on: list) == nil)
      #expect(!action.tapView(on: list))
      lists.append(list)
    }
    #expect(log.take().allSatisfy { $0.hasPrefix("empty.") && !$0.contains("tap") })
    // Whether the allocator reused the address is its choice; when it did, the checks above
    // ran on that list.
    _ = reused
  }
}

/// Placeholders whose delegate runs `onEvent` after logging each placeholder event.
@MainActor
final class ScriptedPlaceholders: EmptyStateSource, EmptyStateDelegate {
  let log: SharedLog
  var content: EmptyStateContent? = EmptyStateContent(title: "Nothing here")
  var onEvent: ((LifecycleEvent) -> Void)?

  init(_ log: SharedLog) { self.log = log }

  func emptyStateContent(for list: ListController) -> EmptyStateContent? { content }
  func emptyState(for list: ListController, didReceive event: LifecycleEvent) {
    log.lines.append("empty.\(event.name)")
    onEvent?(event)
  }
  func emptyStateDidTapView(for list: ListController) { log.lines.append("empty.tap") }
}

/// A list delegate that runs `onRowEnd` at every row's `didEndDisplaying`.
@MainActor
final class RowEndDelegate: ListDelegate {
  let onRowEnd: () -> Void

  init(_ onRowEnd: @escaping () -> Void) { self.onRowEnd = onRowEnd }

  func list(_ list: ListController, didEndDisplayingRowAt indexPath: ListIndexPath) { onRowEnd() }
}
