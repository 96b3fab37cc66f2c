import Actions
import LifeCircleTesting
import Lifecycle
import Lists
import Testing

/// Requests a list's own callbacks make while a hold (an interactive pop, a manual transition)
/// is open, found by `SimApp fuzz` (seed 50004 at 20,000 steps). DESIGN: "list work never waits
/// for holds", and a request from the list's own callback "is queued behind that work and runs
/// after its last callback". The delivery that opens the hold (the gesture's begin, a manual
/// `beginAppearanceTransition`) delivers the list's `willAppear` and its display pass (or its
/// placeholder's `willAppear`); a request made there runs once that delivery is over, before
/// the hold closes, ahead of navigation queued before it, which waits for the release.
@MainActor
@Suite struct ListHoldRegressionTests {
  /// The root list of a shown navigation stack, covered by a pushed screen, with `recorder`
  /// attached and reset after the push.
  private func coveredList(
    _ world: TestScene, source: RowsSource, recorder: ListRecorder? = nil
  ) throws -> (ListController, NavigationController) {
    let list = world.list(source: source, recorder: recorder)
    let navigation = world.make { NavigationController(rootController: list) }
    world.show(navigation)
    try navigation.push(world.make { ScreenController(title: "Detail") }, animated: false)
    recorder?.reset()
    return (list, navigation)
  }

  /// Inserts `row` at the top of `list`, as its business does.
  private func insertOnTop(_ row: String, into list: ListController, _ source: RowsSource) {
    do {
      try list.performBatchUpdates {
        source.sections[0].insert(row, at: 0)
        try list.insertRows(at: [ListIndexPath(row: 0, section: 0)])
      }
    } catch {
      Issue.record("batch refused: \(error)")
    }
  }

  @Test func aBatchFromWillDisplayDuringAnInteractivePopRunsBeforeTheGestureEnds() throws {
    let world = TestScene()
    let source = RowsSource(rows: ["a", "b"])
    let recorder = ListRecorder()
    let (list, navigation) = try coveredList(world, source: source, recorder: recorder)
    let delegate = ScriptedDelegate()
    list.delegate = delegate
    delegate.onWillDisplay = { [unowned list] _ in
      delegate.onWillDisplay = nil
      self.insertOnTop("x", into: list, source)
    }
    let gesture = try navigation.beginInteractivePop()
    expectListTrace(
      recorder,
      [
        "Feed.willAppear(true)", "Feed.willDisplay [0, 0]", "Feed.willDisplay [0, 1]",
        "Feed.didUpdate batch inserted rows [0, 0]", "Feed.willDisplay [0, 0]",
      ])
    #expect(list.display.renderedRows() == [["x", "a", "b"]])
    gesture.finish()
    expectListTrace(recorder, ["Feed.didAppear(true)"])
    #expect(list.display.renderedRows() == [["x", "a", "b"]])
    #expect(list.engineInvariantViolations == [])
    world.expectDiagnostics([])
  }

  @Test func disablingThePlaceholderFromItsWillAppearDuringAnInteractivePopHidesIt() throws {
    let world = TestScene()
    let log = SharedLog()
    let placeholders = ScriptedPlaceholders(log)
    let action = EmptyStateAction(source: placeholders, delegate: placeholders)
    let (list, navigation) = try coveredList(world, source: RowsSource(rows: []))
    list.registerLifeCircleAction(AppearanceLog(log))
    list.registerLifeCircleAction(action, replayingCurrentState: true)
    placeholders.onEvent = { [unowned action] event in
      if event == .willAppear { action.isEnabled = false }
    }
    _ = log.take()
    let gesture = try navigation.beginInteractivePop()
    // Disabled, it must not stay visible: between two calls the placeholder is visible exactly
    // while the list is on screen, enabled and empty.
    #expect(!action.isEnabled)
    #expect(
      log.take() == [
        "Feed.willAppear", "empty.willAppear", "empty.willDisappear", "empty.didDisappear",
      ])
    #expect(!action.isVisible(on: list))
    gesture.finish()
    #expect(log.take() == ["Feed.didAppear"])
    #expect(!action.isVisible(on: list))
    world.expectDiagnostics([])
  }

  /// A push made from the list's display pass before its batch waits for the gesture, as
  /// navigation does; the batch queued after it does not wait (it overtakes the push, as the
  /// same two calls made outside every callback during the gesture would), and the push runs
  /// once the gesture is over.
  @Test(arguments: [true, false])
  func aBatchQueuedBehindAPushDuringAnInteractivePopOvertakesIt(finishing: Bool) throws {
    let world = TestScene()
    let source = RowsSource(rows: ["a"])
    let recorder = ListRecorder()
    let (list, navigation) = try coveredList(world, source: source, recorder: recorder)
    let other = world.make { ScreenController(title: "Other") }
    let delegate = ScriptedDelegate()
    list.delegate = delegate
    delegate.onWillDisplay = { [unowned list, unowned navigation] _ in
      delegate.onWillDisplay = nil
      do { try navigation.push(other, animated: false) } catch {
        Issue.record("push refused: \(error)")
      }
      self.insertOnTop("x", into: list, source)
    }
    let gesture = try navigation.beginInteractivePop()
    expectListTrace(
      recorder,
      [
        "Feed.willAppear(true)", "Feed.willDisplay [0, 0]",
        "Feed.didUpdate batch inserted rows [0, 0]", "Feed.willDisplay [0, 0]",
      ])
    #expect(navigation.viewControllers.map(\.title) == ["Feed", "Detail"])
    if finishing {
      gesture.finish()
      expectListTrace(
        recorder,
        [
          "Feed.didAppear(true)", "Feed.willDisappear(false)", "Feed.didDisappear(false)",
          "Feed.didEndDisplaying [0, 0]", "Feed.didEndDisplaying [0, 1]",
        ])
      #expect(navigation.viewControllers.map(\.title) == ["Feed", "Other"])
    } else {
      gesture.cancel()
      expectListTrace(
        recorder,
        [
          "Feed.willDisappear(true)", "Feed.didDisappear(true)", "Feed.didEndDisplaying [0, 0]",
          "Feed.didEndDisplaying [0, 1]",
        ])
      #expect(navigation.viewControllers.map(\.title) == ["Feed", "Detail", "Other"])
    }
    #expect(list.engineInvariantViolations == [])
    world.expectDiagnostics([])
  }

  /// A batch from the display pass of a batch queued during the gesture is one generation
  /// later and does not wait either: both run before the gesture ends, in turn.
  @Test func aRequestMadeByAQueuedRequestDuringAnInteractivePopRunsBeforeTheGestureEnds() throws {
    let world = TestScene()
    let source = RowsSource(rows: ["a"])
    let recorder = ListRecorder()
    let (list, navigation) = try coveredList(world, source: source, recorder: recorder)
    let delegate = ScriptedDelegate()
    list.delegate = delegate
    var inserted = ["x", "y"]
    delegate.onWillDisplay = { [unowned list] _ in
      guard !inserted.isEmpty else { return }
      self.insertOnTop(inserted.removeFirst(), into: list, source)
    }
    let gesture = try navigation.beginInteractivePop()
    expectListTrace(
      recorder,
      [
        "Feed.willAppear(true)", "Feed.willDisplay [0, 0]",
        "Feed.didUpdate batch inserted rows [0, 0]", "Feed.willDisplay [0, 0]",
        "Feed.didUpdate batch inserted rows [0, 0]", "Feed.willDisplay [0, 0]",
      ])
    #expect(list.display.renderedRows() == [["y", "x", "a"]])
    gesture.finish()
    expectListTrace(recorder, ["Feed.didAppear(true)"])
    #expect(list.engineInvariantViolations == [])
    world.expectDiagnostics([])
  }

  /// A manual `beginAppearanceTransition` holds its tree until its end, as the gesture does: a
  /// batch from the display pass it delivers runs once the begin's callbacks are over.
  @Test func aBatchFromWillDisplayDuringAManualTransitionRunsBeforeItsEnd() throws {
    let world = TestScene()
    let source = RowsSource(rows: ["a"])
    let recorder = ListRecorder()
    let list = world.list(source: source, recorder: recorder)
    let delegate = ScriptedDelegate()
    list.delegate = delegate
    delegate.onWillDisplay = { [unowned list] _ in
      delegate.onWillDisplay = nil
      self.insertOnTop("x", into: list, source)
    }
    list.beginAppearanceTransition(true, animated: false)
    expectListTrace(
      recorder,
      [
        "Feed.willAppear(false)", "Feed.willDisplay [0, 0]",
        "Feed.didUpdate batch inserted rows [0, 0]", "Feed.willDisplay [0, 0]",
      ])
    #expect(list.display.renderedRows() == [["x", "a"]])
    #expect(list.engineInvariantViolations == [])
    list.endAppearanceTransition()
    expectListTrace(recorder, ["Feed.didAppear(false)"])
    #expect(list.engineInvariantViolations == [])
    world.expectDiagnostics([])
  }

  /// A manual transition on another tree delivers a screen's `willAppear` that reloads the
  /// list (at once: not the list's own callback); the batch from the reload's display pass is
  /// queued behind that delivery, which ends with the other tree held, and runs then, on the
  /// list's tree, before the manual transition ends.
  @Test func aBatchQueuedDuringAHoldOnAnotherTreeRunsBeforeTheHoldCloses() throws {
    let world = TestScene()
    let log = SharedLog()
    let source = RowsSource(rows: ["a"])
    let recorder = ListRecorder()
    let list = world.shownList(source: source, recorder: recorder)
    let delegate = ScriptedDelegate()
    list.delegate = delegate
    delegate.onWillDisplay = { [unowned list] _ in
      delegate.onWillDisplay = nil
      self.insertOnTop("x", into: list, source)
    }
    let other = world.make { ScreenController(title: "Other") }
    other.registerLifeCircleAction(AppearanceLog(log))
    other.registerLifeCircleAction(
      OnceAction(on: .willAppear) { [unowned list] _, _ in
        list.reloadData()
        log.lines.append("reloaded")
      })
    other.beginAppearanceTransition(true, animated: false)
    #expect(log.take() == ["Other.willAppear", "reloaded"])
    expectListTrace(
      recorder,
      [
        "Feed.didEndDisplaying [0, 0]", "Feed.didUpdate reload", "Feed.willDisplay [0, 0]",
        "Feed.didUpdate batch inserted rows [0, 0]", "Feed.willDisplay [0, 0]",
      ])
    #expect(list.display.renderedRows() == [["x", "a"]])
    #expect(other.engineInvariantViolations == [] && list.engineInvariantViolations == [])
    other.endAppearanceTransition()
    #expect(log.take() == ["Other.didAppear"])
    expectListTrace(recorder, [])
    world.expectDiagnostics([])
  }
}
