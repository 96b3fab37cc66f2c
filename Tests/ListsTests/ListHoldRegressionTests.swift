import LifeCircleTesting
import Lifecycle
import Lists
import Testing

/// Requests a list's own callbacks make while an interactive pop holds its tree, found by
/// `SimApp fuzz` (seed 50004 at 20,000 steps). DESIGN: "list work never waits for holds", and a
/// request from the list's own callback "is queued behind that work and runs after its last
/// callback". The gesture's begin delivers the list's `willAppear` and its display pass (or its
/// placeholder's `willAppear`); a request made there waits today until the gesture ends, though
/// the same request made outside any callback runs at once (ListEngineTreeTests).
@MainActor
@Suite struct ListHoldRegressionTests {
  /// The root list of a shown navigation stack, covered by a pushed screen.
  private func coveredList(
    _ world: TestScene, source: RowsSource
  ) throws -> (ListController, NavigationController) {
    let list = world.list(source: source)
    let navigation = world.make { NavigationController(rootController: list) }
    world.show(navigation)
    try navigation.push(world.make { ScreenController(title: "Detail") }, animated: false)
    return (list, navigation)
  }

  @Test func aBatchFromWillDisplayDuringAnInteractivePopRunsBeforeTheGestureEnds() throws {
    let world = TestScene()
    let source = RowsSource(rows: ["a", "b"])
    let (list, navigation) = try coveredList(world, source: source)
    let delegate = ScriptedDelegate()
    list.delegate = delegate
    delegate.onWillDisplay = { [unowned list] _ in
      delegate.onWillDisplay = nil
      try? list.performBatchUpdates {
        source.sections[0].insert("x", at: 0)
        try list.insertRows(at: [ListIndexPath(row: 0, section: 0)])
      }
    }
    let gesture = try navigation.beginInteractivePop()
    withKnownIssue("a request from the list's display pass waits for the gesture") {
      #expect(list.display.renderedRows() == [["x", "a", "b"]])
    }
    gesture.finish()
    #expect(list.display.renderedRows() == [["x", "a", "b"]])
    world.expectDiagnostics([])
  }

  @Test func disablingThePlaceholderFromItsWillAppearDuringAnInteractivePopHidesIt() throws {
    let world = TestScene()
    let log = SharedLog()
    let placeholders = ScriptedPlaceholders(log)
    let action = EmptyStateAction(source: placeholders, delegate: placeholders)
    let (list, navigation) = try coveredList(world, source: RowsSource(rows: []))
    list.registerLifeCircleAction(action, replayingCurrentState: true)
    placeholders.onEvent = { [unowned action] event in
      if event == .willAppear { action.isEnabled = false }
    }
    let gesture = try navigation.beginInteractivePop()
    // Disabled, it must not stay visible: between two calls the placeholder is visible exactly
    // while the list is on screen, enabled and empty.
    #expect(!action.isEnabled)
    withKnownIssue("the evaluation queued from the placeholder's callback waits for the gesture") {
      #expect(log.take() == ["empty.willAppear", "empty.willDisappear", "empty.didDisappear"])
      #expect(!action.isVisible(on: list))
    }
    gesture.finish()
    #expect(!action.isVisible(on: list))
    world.expectDiagnostics([])
  }
}
