import Delegation
import LifeCircleTesting
import Lifecycle
import Lists
import Testing

/// A placeholder that stops being wanted while its list disappears finishes leaving at once,
/// before the rows that filled the list are displayed (LISTS 1.2: it goes before the first row
/// comes), whoever moves the list: a pop gesture or a manual transition.
@MainActor
@Suite struct PlaceholderLeavesEarlyAdversaryTests {
  /// An empty list's placeholder shows on top of a stack; a pop gesture begins, a batch fills
  /// the list, the gesture is cancelled: the placeholder's `didDisappear` comes right after the
  /// batch's `didUpdate`, before the new row's `willDisplay`, and the list comes back without
  /// it.
  @Test func filledDuringACancelledPopItLeavesBeforeTheRow() throws {
    let world = TestScene()
    let feed = AdversaryFeed(in: world)
    let (list, source, log, action) = (feed.list, feed.source, feed.log, feed.action)
    let navigation = world.show(
      NavigationController(rootController: world.make { ScreenController(title: "Home") }))
    try navigation.push(list, animated: false)
    _ = log.take()
    let pop = try navigation.beginInteractivePop()
    try list.performBatchUpdates {
      source.sections[0] = ["a"]
      try list.insertRows(at: [path(0)])
    }
    pop.cancel()
    #expect(
      log.take() == [
        // The action registered last hears a disappearance first.
        "empty.willDisappear", "Feed.willDisappear", "didUpdate batch inserted rows [0, 0]",
        "empty.didDisappear", "willDisplay [0, 0]", "Feed.willAppear", "Feed.didAppear",
      ])
    #expect(action.state(on: list) == .disappeared)
    world.expectDiagnostics([])
  }

  /// The same under a manual transition: the placeholder leaves at the batch, not inside the
  /// list's `didDisappear`.
  @Test func filledDuringAManualDisappearanceItLeavesBeforeTheRow() throws {
    let world = TestScene()
    let feed = AdversaryFeed(in: world)
    let (list, source, log, action) = (feed.list, feed.source, feed.log, feed.action)
    list.beginAppearanceTransition(true, animated: false)
    list.endAppearanceTransition()
    #expect(action.state(on: list) == .appeared)
    _ = log.take()
    list.beginAppearanceTransition(false, animated: false)
    try list.performBatchUpdates {
      source.sections[0] = ["a"]
      try list.insertRows(at: [path(0)])
    }
    list.endAppearanceTransition()
    #expect(
      log.take() == [
        // The action registered last hears a disappearance first.
        "empty.willDisappear", "Feed.willDisappear", "didUpdate batch inserted rows [0, 0]",
        "empty.didDisappear", "willDisplay [0, 0]", "Feed.didDisappear", "didEndDisplaying [0, 0]",
      ])
    #expect(action.state(on: list) == .disappeared)
    world.expectDiagnostics([])
  }

  /// A placeholder still wanted leaves with its list, in the list's `didDisappear` (the rule
  /// above changes nothing for it).
  @Test func stillEmptyItLeavesWithTheList() throws {
    let world = TestScene()
    let feed = AdversaryFeed(in: world)
    let (list, log, action) = (feed.list, feed.log, feed.action)
    list.beginAppearanceTransition(true, animated: false)
    list.endAppearanceTransition()
    _ = log.take()
    list.beginAppearanceTransition(false, animated: false)
    #expect(action.state(on: list) == .disappearing)
    list.endAppearanceTransition()
    #expect(
      log.take() == [
        "empty.willDisappear", "Feed.willDisappear", "empty.didDisappear", "Feed.didDisappear",
      ])
  }
}
