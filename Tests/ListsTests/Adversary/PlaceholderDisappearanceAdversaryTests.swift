import Delegation
import LifeCircleTesting
import Lifecycle
import Lists
import Testing

/// The placeholder of a list that is disappearing (LISTS 3.3, 1.2): one no longer wanted
/// finishes leaving at once, one wanted again does not come back before the list's cancelled
/// transition brings it back, for section placeholders too, whoever turns it off (a batch,
/// `isEnabled`, removing the action, from its own callbacks or not) and whoever moves the list
/// (a pop gesture, a reversed manual transition). Every sequence is legal and balanced.
@MainActor
@Suite struct PlaceholderDisappearanceAdversaryTests {
  typealias Feed = AdversaryFeed

  /// `list` pushed without animation on a stack in a shown window.
  private func stack(_ world: TestScene, _ list: ListController) throws -> NavigationController {
    let navigation = world.show(
      NavigationController(rootController: world.make { ScreenController(title: "Home") }))
    try navigation.push(list, animated: false)
    return navigation
  }

  /// A section's placeholder, filled during a cancelled pop gesture, leaves before the row.
  @Test func aSectionPlaceholderFilledDuringACancelledPopLeavesBeforeTheRow() throws {
    let world = TestScene()
    let feed = AdversaryFeed(in: world, section: .index(0))
    let (list, source, log, action) = (feed.list, feed.source, feed.log, feed.action)
    let navigation = try stack(world, list)
    #expect(action.state(on: list) == .appeared)
    _ = log.take()
    let pop = try navigation.beginInteractivePop()
    try list.performBatchUpdates {
      source.sections[0] = ["a"]
      try list.insertRows(at: [path(0)])
    }
    pop.cancel()
    #expect(
      log.take() == [
        "empty.willDisappear", "Feed.willDisappear", "didUpdate batch inserted rows [0, 0]",
        "empty.didDisappear", "willDisplay [0, 0]", "Feed.willAppear", "Feed.didAppear",
      ])
    world.expectDiagnostics([])
  }

  /// Turned off then on again during a pop gesture: it leaves at once, stays away for the rest
  /// of the disappearance, and comes back with the list when the gesture is cancelled.
  @Test func offAndOnDuringAPopItComesBackWithTheCancel() throws {
    let world = TestScene()
    let feed = Feed(in: world)
    let navigation = try stack(world, feed.list)
    _ = feed.log.take()
    let pop = try navigation.beginInteractivePop()
    feed.action.isEnabled = false
    feed.action.isEnabled = true
    #expect(feed.action.state(on: feed.list) == .disappeared)
    #expect(feed.action.isActive(on: feed.list))
    pop.cancel()
    #expect(
      feed.log.take() == [
        "empty.willDisappear", "Feed.willDisappear", "empty.didDisappear", "Feed.willAppear",
        "empty.willAppear", "Feed.didAppear", "empty.didAppear",
      ])
    world.expectDiagnostics([])
  }

  /// Turned off from its own `willDisappear`: the evaluation queued behind the callback ends
  /// it at once; the cancelled gesture brings the list back without it, turning it on again
  /// shows it.
  @Test func offFromItsOwnWillDisappearItEndsBehindTheCallback() throws {
    let world = TestScene()
    let feed = Feed(in: world)
    let navigation = try stack(world, feed.list)
    _ = feed.log.take()
    feed.placeholder.onEvent = { event in
      if event == .willDisappear { feed.action.isEnabled = false }
    }
    let pop = try navigation.beginInteractivePop()
    #expect(feed.log.take() == ["empty.willDisappear", "Feed.willDisappear", "empty.didDisappear"])
    pop.cancel()
    #expect(feed.log.take() == ["Feed.willAppear", "Feed.didAppear"])
    feed.placeholder.onEvent = nil
    feed.action.isEnabled = true
    #expect(feed.log.take() == ["empty.willAppear", "empty.didAppear"])
    world.expectDiagnostics([])
  }

  /// The action removed during a pop gesture: the placeholder ends at once (it would never hear
  /// the list's `didDisappear`), and the cancel sends it nothing.
  @Test func removedDuringAPopItEndsAtOnce() throws {
    let world = TestScene()
    let feed = Feed(in: world)
    let navigation = try stack(world, feed.list)
    _ = feed.log.take()
    let pop = try navigation.beginInteractivePop()
    feed.list.removeLifeCircleAction(feed.action)
    #expect(feed.log.take() == ["empty.willDisappear", "Feed.willDisappear", "empty.didDisappear"])
    pop.cancel()
    #expect(feed.log.take() == ["Feed.willAppear", "Feed.didAppear"])
    #expect(feed.action.state(on: feed.list) == .disappeared)
    world.expectDiagnostics([])
  }

  /// The action removed from the placeholder's own `willDisappear`: ended behind the callback,
  /// before the gesture finishes.
  @Test func removedFromItsOwnWillDisappearItEndsBehindTheCallback() throws {
    let world = TestScene()
    let feed = Feed(in: world)
    let navigation = try stack(world, feed.list)
    _ = feed.log.take()
    feed.placeholder.onEvent = { event in
      if event == .willDisappear { feed.list.removeLifeCircleAction(feed.action) }
    }
    let pop = try navigation.beginInteractivePop()
    #expect(feed.log.take() == ["empty.willDisappear", "Feed.willDisappear", "empty.didDisappear"])
    pop.finish()
    #expect(feed.log.take() == ["Feed.didDisappear"])
    #expect(feed.action.state(on: feed.list) == .disappeared)
    world.expectDiagnostics([])
  }

  /// Filled then emptied again during a pop gesture: gone at the first batch, it does not come
  /// back at the second (the list still disappears), and comes back with the cancel.
  @Test func filledThenEmptiedDuringAPopItWaitsForTheCancel() throws {
    let world = TestScene()
    let feed = Feed(in: world)
    let navigation = try stack(world, feed.list)
    _ = feed.log.take()
    let pop = try navigation.beginInteractivePop()
    try feed.list.performBatchUpdates {
      feed.source.sections[0] = ["a"]
      try feed.list.insertRows(at: [path(0)])
    }
    try feed.list.performBatchUpdates {
      feed.source.sections[0] = []
      try feed.list.deleteRows(at: [path(0)])
    }
    #expect(feed.action.state(on: feed.list) == .disappeared)
    #expect(feed.action.isActive(on: feed.list))
    pop.cancel()
    #expect(
      feed.log.take() == [
        "empty.willDisappear", "Feed.willDisappear", "didUpdate batch inserted rows [0, 0]",
        "empty.didDisappear", "willDisplay [0, 0]", "didEndDisplaying [0, 0]",
        "didUpdate batch deleted rows [0, 0]", "Feed.willAppear", "empty.willAppear",
        "Feed.didAppear", "empty.didAppear",
      ])
    world.expectDiagnostics([])
  }

  /// A manual disappearance reversed after a batch filled the list: the placeholder, gone at
  /// the batch, stays away.
  @Test func aReversedManualDisappearanceAfterFillingLeavesItAway() throws {
    let world = TestScene()
    let feed = Feed(in: world)
    let list = feed.list
    list.beginAppearanceTransition(true, animated: false)
    list.endAppearanceTransition()
    _ = feed.log.take()
    list.beginAppearanceTransition(false, animated: false)
    try list.performBatchUpdates {
      feed.source.sections[0] = ["a"]
      try list.insertRows(at: [path(0)])
    }
    list.beginAppearanceTransition(true, animated: false)
    list.endAppearanceTransition()
    #expect(
      feed.log.take() == [
        "empty.willDisappear", "Feed.willDisappear", "didUpdate batch inserted rows [0, 0]",
        "empty.didDisappear", "willDisplay [0, 0]", "Feed.willAppear", "Feed.didAppear",
      ])
    world.expectDiagnostics([])
  }

  /// A manual appearance reversed before it ended, then the list filled: the placeholder goes
  /// appearing, disappearing, disappeared, legal at each step, before the row.
  @Test func anAppearingPlaceholderReversedThenFilledEndsBeforeTheRow() throws {
    let world = TestScene()
    let feed = Feed(in: world)
    let list = feed.list
    list.beginAppearanceTransition(true, animated: false)
    #expect(feed.action.state(on: list) == .appearing)
    list.beginAppearanceTransition(false, animated: false)
    #expect(feed.action.state(on: list) == .disappearing)
    try list.performBatchUpdates {
      feed.source.sections[0] = ["a"]
      try list.insertRows(at: [path(0)])
    }
    list.endAppearanceTransition()
    #expect(
      feed.log.take() == [
        "Feed.willAppear", "empty.willAppear", "empty.willDisappear", "Feed.willDisappear",
        "didUpdate batch inserted rows [0, 0]", "empty.didDisappear", "willDisplay [0, 0]",
        "Feed.didDisappear", "didEndDisplaying [0, 0]",
      ])
    world.expectDiagnostics([])
  }

  /// A batch that fills the list, made by an action that hears the list's `willDisappear`
  /// before the placeholder's action: the placeholder, still appeared, goes through both its
  /// events there, nested in the list's `willDisappear`, before the row.
  @Test func filledFromAnEarlierActionsWillDisappearItLeavesInsideIt() throws {
    let world = TestScene()
    let feed = Feed(in: world)
    let navigation = try stack(world, feed.list)
    let filler = WillDisappearFiller()
    filler.fill = { [unowned list = feed.list, source = feed.source] in
      try? list.performBatchUpdates {
        source.sections[0] = ["a"]
        try list.insertRows(at: [path(0)])
      }
    }
    // Registered last: it hears a disappearance first.
    feed.list.registerLifeCircleAction(filler)
    _ = feed.log.take()
    let pop = try navigation.beginInteractivePop()
    pop.cancel()
    #expect(
      feed.log.take() == [
        "didUpdate batch inserted rows [0, 0]", "empty.willDisappear", "empty.didDisappear",
        "willDisplay [0, 0]", "Feed.willDisappear", "Feed.willAppear", "Feed.didAppear",
      ])
    #expect(feed.action.state(on: feed.list) == .disappeared)
    world.expectDiagnostics([])
  }
}

/// Runs ``fill`` once, from the first `willDisappear` of its host.
@MainActor
final class WillDisappearFiller: LifeCircleAction {
  var fill: (() -> Void)?

  func hostController(_ controller: ScreenController, viewWillDisappear animated: Bool) {
    let fill = self.fill
    self.fill = nil
    fill?()
  }
}
