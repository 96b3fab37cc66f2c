import Actions
import Delegation
import LifeCircleTesting
import Lifecycle
import Lists
import Testing

/// Lists, layers, modules and placeholders let go or switched off from inside the callbacks the
/// engine delivers to them (DESIGN "Queued work holds its targets"; LISTS §2.3 "Hidden",
/// "Lifetime"; §3.3 "Registration").
@MainActor
@Suite struct ListReleaseAdversaryTests {
  /// An ad that removes itself from its own `willDisplay`: the removal waits for the
  /// appearance under way, then the ad ends displaying and the rows below move up, silently.
  @Test func anAdRemovedFromItsOwnWillDisplayLeavesAfterTheAppearance() throws {
    let world = TestScene()
    let log = AdversaryLog()
    let list = adList(world, log: log)
    let layer = list.insertionLayers[0]
    let module = AdversaryAds(log)
    layer.delegate = module
    module.onWillDisplay = { [unowned layer] row in
      module.onWillDisplay = nil
      layer.remove([row.id])
    }
    world.show(list)
    #expect(
      log.take() == [
        "Feed.willAppear", "willDisplay [0, 0]", "ads.willDisplay x at [0, 1]",
        "willDisplay [0, 1]", "willDisplay [0, 2]", "Feed.didAppear",
        "ads.didEndDisplaying x at [0, 1]", "didUpdate batch deleted rows [0, 1]",
      ])
    #expect(list.display.renderedRows() == [["a", "b", "c"]])
    #expect(layer.insertions == [])
    world.expectDiagnostics([])
  }

  /// The ad module let go by its owner from its own `willDisplay`: the layer keeps counting the
  /// row until the next update, which hides the layer and reports the missing delegate once.
  @Test func anAdModuleLetGoFromItsOwnCallbackHidesItsRowsAtTheNextUpdate() throws {
    let world = TestScene()
    let log = AdversaryLog()
    let list = adList(world, log: log)
    let layer = list.insertionLayers[0]
    var owner: AdversaryAds? = AdversaryAds(log)
    weak let released = owner
    layer.delegate = owner
    owner?.onWillDisplay = { _ in owner = nil }
    world.show(list)
    #expect(released == nil)
    #expect(
      log.take() == [
        "Feed.willAppear", "willDisplay [0, 0]", "ads.willDisplay x at [0, 1]",
        "willDisplay [0, 1]", "willDisplay [0, 2]", "Feed.didAppear",
      ])
    #expect(list.display.renderedRows() == [["a", "", "b", "c"]])
    list.reloadData()
    #expect(
      log.take() == [
        "didEndDisplaying [0, 0]", "didEndDisplaying [0, 1]", "didEndDisplaying [0, 2]",
        "didUpdate reload", "willDisplay [0, 0]", "willDisplay [0, 1]", "willDisplay [0, 2]",
      ])
    #expect(list.display.renderedRows() == [["a", "b", "c"]])
    world.expectDiagnostics([.insertionDelegateMissing])
    list.reloadData()
    world.expectDiagnostics([])
  }

  /// A list whose last owner lets it go from its own `didEndDisplaying` during the pop that
  /// removes it: every row ends once, after the list's `didDisappear`, and the list and its
  /// layer's hold on it are gone afterwards; the layer keeps its insertions.
  @Test func aListLetGoFromItsOwnRowsEndIsFreedAfterThePop() throws {
    let world = TestScene()
    let recorder = ListRecorder()
    let layer = ListInsertionLayer(name: "ads")
    let module = AdversaryAds(AdversaryLog())
    layer.delegate = module
    try layer.insert("x", at: .afterContentRows(1))
    let navigation = world.show(
      NavigationController(rootController: world.make { ScreenController(title: "Home") }))
    weak var released: ListController?
    do {
      var owner: ListController? = world.list(source: source, recorder: recorder)
      released = owner
      try owner?.addInsertionLayer(layer)
      let delegate = AdversaryListDelegate()
      delegate.didEnd = { _ in owner = nil }
      owner?.delegate = delegate
      try navigation.push(owner!, animated: false)
      recorder.reset()
      try navigation.pop(animated: false)
      withExtendedLifetime(delegate) {}
    }
    expectListTrace(
      recorder,
      [
        "Feed.willDisappear(false)", "Feed.didDisappear(false)", "Feed.didEndDisplaying [0, 0]",
        "Feed.didEndDisplaying [0, 1]", "Feed.didEndDisplaying [0, 2]",
      ])
    #expect(released == nil)
    #expect(layer.list == nil && layer.insertions == ["x"])
    world.expectDiagnostics([])
  }

  /// From its first row's `willDisplay`, a list asks to be popped, then to reload: both wait
  /// for the push in call order; the reload runs on the list off screen (no row callbacks);
  /// the list, held only by that queued work, is freed once it ran.
  @Test func aListNamedByQueuedWorkAfterItsPopIsReloadedOffScreenThenFreed() throws {
    let world = TestScene()
    let recorder = ListRecorder()
    let navigation = world.show(
      NavigationController(rootController: world.make { ScreenController(title: "Home") }))
    weak var released: ListController?
    do {
      let list = world.list(source: source, recorder: recorder)
      released = list
      let delegate = AdversaryListDelegate()
      delegate.willDisplay = { [unowned list] _ in
        delegate.willDisplay = nil
        _ = try? navigation.pop(animated: false)
        list.reloadData()
      }
      list.delegate = delegate
      try navigation.push(list, animated: false)
      withExtendedLifetime(delegate) {}
    }
    expectListTrace(
      recorder,
      [
        "Feed.willAppear(false)", "Feed.willDisplay [0, 0]", "Feed.willDisplay [0, 1]",
        "Feed.willDisplay [0, 2]", "Feed.didAppear(false)", "Feed.willDisappear(false)",
        "Feed.didDisappear(false)", "Feed.didEndDisplaying [0, 0]",
        "Feed.didEndDisplaying [0, 1]", "Feed.didEndDisplaying [0, 2]", "Feed.didUpdate reload",
      ])
    #expect(released == nil)
    world.expectDiagnostics([])
  }

  /// The empty-state action removed from its list from the placeholder's own `didAppear`: a
  /// placeholder never stays appeared without its action, so it disappears, balanced, once
  /// the appearance under way is over.
  @Test func anEmptyStateActionRemovedFromItsPlaceholdersDidAppearHidesIt() throws {
    let world = TestScene()
    let feed = AdversaryFeed(in: world)
    let list = feed.list
    let log = feed.log
    let placeholder = feed.placeholder
    let action = feed.action
    placeholder.onEvent = { [unowned list] event in
      guard event == .didAppear else { return }
      list.removeLifeCircleAction(action)
    }
    world.show(list)
    #expect(
      log.take() == [
        "Feed.willAppear", "empty.willAppear", "Feed.didAppear", "empty.didAppear",
        "empty.willDisappear", "empty.didDisappear",
      ])
    #expect(!action.isVisible(on: list))
    world.expectDiagnostics([])
  }

  /// The empty-state action switched off from the placeholder's own `willAppear`: queued, the
  /// switch moves the placeholder by legal steps only, after the host's appearance.
  @Test func anEmptyStateSwitchedOffFromItsPlaceholdersWillAppearMovesLegally() throws {
    let world = TestScene()
    let feed = AdversaryFeed(in: world)
    let list = feed.list
    let log = feed.log
    let placeholder = feed.placeholder
    let action = feed.action
    placeholder.onEvent = { event in
      guard event == .willAppear else { return }
      action.isEnabled = false
    }
    world.show(list)
    #expect(
      log.take() == [
        "Feed.willAppear", "empty.willAppear", "Feed.didAppear", "empty.didAppear",
        "empty.willDisappear", "empty.didDisappear",
      ])
    #expect(action.state(on: list) == .disappeared)
    world.expectDiagnostics([])
  }

  /// Rows a, b, c, one source per test, kept for the test's length: lists hold their data
  /// source weakly.
  private let source = RowsSource(rows: ["a", "b", "c"])

  private func adList(_ world: TestScene, log: AdversaryLog) -> ListController {
    let list = world.list(source: source)
    list.additionalDelegates.add(log)
    list.registerLifeCircleAction(log)
    let layer = ListInsertionLayer(name: "ads")
    try? layer.insert("x", at: .afterContentRows(1))
    try? list.addInsertionLayer(layer)
    return list
  }
}

/// An ad module that logs its rows into an ``AdversaryLog`` (`ads.willDisplay x at [0, 1]`)
/// and runs a block after logging a `willDisplay`.
@MainActor
final class AdversaryAds: InsertionLayerDelegate {
  let log: AdversaryLog
  var onWillDisplay: ((InsertedRow) -> Void)?
  init(_ log: AdversaryLog) { self.log = log }
  func insertionLayer(_ layer: ListInsertionLayer, cellFor row: InsertedRow) -> ListCell {
    ListCell("ad:\(row.id)")
  }
  func insertionLayer(
    _ layer: ListInsertionLayer, willDisplay row: InsertedRow, at indexPath: DisplayIndexPath
  ) {
    log.lines.append("\(layer.name).willDisplay \(row.id) at \(indexPath)")
    onWillDisplay?(row)
  }
  func insertionLayer(
    _ layer: ListInsertionLayer, didEndDisplaying row: InsertedRow, at indexPath: DisplayIndexPath
  ) {
    log.lines.append("\(layer.name).didEndDisplaying \(row.id) at \(indexPath)")
  }
}
