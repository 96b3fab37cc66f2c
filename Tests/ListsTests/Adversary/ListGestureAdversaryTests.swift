import Actions
import Delegation
import LifeCircleTesting
import Lifecycle
import Lists
import Testing

/// List work during an interactive pop (DESIGN "list work never waits for holds"; LISTS §1.2
/// "a cancelled transition changes nothing before `didDisappear`"; §3.3 "Cancelled host
/// transitions map onto the machine's legal moves").
@MainActor
@Suite struct ListGestureAdversaryTests {
  /// The top list reloads while a pop gesture moves it away, then the gesture is cancelled:
  /// the reload redisplays its rows at once, and the cancelled pop leaves them displayed (no
  /// second `willDisplay` without an end).
  @Test func aListReloadedDuringACancelledPopKeepsItsRowsDisplayedOnce() throws {
    let world = TestScene()
    let source = RowsSource(rows: ["a"])
    let recorder = ListRecorder()
    let (list, navigation) = try world.pushedList(source: source, recorder: recorder)
    let pop = try navigation.beginInteractivePop()
    list.reloadData()
    pop.cancel()
    expectListTrace(
      recorder,
      [
        "Feed.willDisappear(true)", "Feed.didEndDisplaying [0, 0]", "Feed.didUpdate reload",
        "Feed.willDisplay [0, 0]", "Feed.willAppear(true)", "Feed.didAppear(true)",
      ])
    #expect(list.indexPathsForVisibleRows == [path(0)])
  }

  /// The same reload with the gesture finished: the rows end once, after `didDisappear`.
  @Test func aListReloadedDuringAFinishedPopEndsItsRowsOnce() throws {
    let world = TestScene()
    let source = RowsSource(rows: ["a"])
    let recorder = ListRecorder()
    let (list, navigation) = try world.pushedList(source: source, recorder: recorder)
    let pop = try navigation.beginInteractivePop()
    list.reloadData()
    pop.finish()
    expectListTrace(
      recorder,
      [
        "Feed.willDisappear(true)", "Feed.didEndDisplaying [0, 0]", "Feed.didUpdate reload",
        "Feed.willDisplay [0, 0]", "Feed.didDisappear(true)", "Feed.didEndDisplaying [0, 0]",
      ])
    #expect(list.indexPathsForVisibleRows == [])
  }

  /// The list revealed by a pop gesture is displayed once its `willAppear` ran; a batch during
  /// the gesture updates it; the cancel ends its rows after its `didDisappear`.
  @Test func aRevealedListUpdatedDuringACancelledPopEndsItsRowsWhenItDisappears() throws {
    let world = TestScene()
    let source = RowsSource(rows: ["a"])
    let recorder = ListRecorder()
    let list = world.list(source: source, recorder: recorder)
    let navigation = world.make { NavigationController(rootController: list) }
    world.show(navigation)
    try navigation.push(world.make { ScreenController(title: "Detail") }, animated: false)
    recorder.reset()
    let pop = try navigation.beginInteractivePop()
    try list.performBatchUpdates {
      source.sections[0].append("b")
      try list.insertRows(at: [path(1)])
    }
    pop.cancel()
    expectListTrace(
      recorder,
      [
        "Feed.willAppear(true)", "Feed.willDisplay [0, 0]",
        "Feed.didUpdate batch inserted rows [0, 1]", "Feed.willDisplay [0, 1]",
        "Feed.willDisappear(true)", "Feed.didDisappear(true)", "Feed.didEndDisplaying [0, 0]",
        "Feed.didEndDisplaying [0, 1]",
      ])
  }

  /// An empty list revealed by a pop gesture shows its placeholder with its `willAppear`; a
  /// batch fills the list during the gesture: the placeholder leaves at once, before the first
  /// row comes; a cancel then takes the list away with its row, a finish completes its
  /// appearance, the placeholder hearing nothing more either way.
  @Test(arguments: [true, false])
  func aRevealedPlaceholderFilledDuringAPopGestureLeavesBeforeTheRow(cancels: Bool) throws {
    let world = TestScene()
    let feed = AdversaryFeed(in: world)
    let list = feed.list
    let source = feed.source
    let log = feed.log
    let action = feed.action
    let navigation = world.show(NavigationController(rootController: list))
    try navigation.push(world.make { ScreenController(title: "Detail") }, animated: false)
    _ = log.take()
    let pop = try navigation.beginInteractivePop()
    try list.performBatchUpdates {
      source.sections[0] = ["a"]
      try list.insertRows(at: [path(0)])
    }
    #expect(
      log.take() == [
        "Feed.willAppear", "empty.willAppear", "didUpdate batch inserted rows [0, 0]",
        "empty.willDisappear", "empty.didDisappear", "willDisplay [0, 0]",
      ])
    if cancels {
      pop.cancel()
      #expect(log.take() == ["Feed.willDisappear", "Feed.didDisappear", "didEndDisplaying [0, 0]"])
    } else {
      pop.finish()
      #expect(log.take() == ["Feed.didAppear"])
    }
    #expect(action.state(on: list) == .disappeared)
    world.expectDiagnostics([])
  }
}
