import Actions
import LifeCircleTesting
import Lifecycle
import Lists
import Testing

/// A list on the engine of its tree, seen from other trees and during holds.
@MainActor
@Suite struct ListEngineTreeTests {
  /// List work never waits for holds: a batch made while an interactive pop holds the tree runs
  /// at once (as UIKit updates a table during a gesture), and the gesture then ends as usual.
  @Test func aBatchDuringAnInteractivePopRunsAtOnce() throws {
    let world = TestScene()
    let source = RowsSource(rows: ["a"])
    let recorder = ListRecorder()
    let (list, navigation) = try world.pushedList(source: source, recorder: recorder)
    let gesture = try navigation.beginInteractivePop()
    try list.performBatchUpdates {
      source.sections[0].append("b")
      try list.insertRows(at: [ListIndexPath(row: 1, section: 0)])
    }
    gesture.cancel()
    expectListTrace(
      recorder,
      [
        "Feed.willDisappear(true)", "Feed.didUpdate batch inserted rows [0, 1]",
        "Feed.willDisplay [0, 1]", "Feed.willAppear(true)", "Feed.didAppear(true)",
      ])
    #expect(list.display.renderedRows() == [["a", "b"]])
    world.expectDiagnostics([])
  }

  /// A request from another window's callback is not the list's own work: it runs at once,
  /// inside that window's transition; a push from the list's `didUpdate` then waits for the
  /// whole delivery under way (the other window's), as navigation from any callback does.
  @Test func aRequestFromAnotherWindowsCallbackRunsAtOnceAndItsNavigationWaits() throws {
    let world = TestScene()
    let log = SharedLog()
    let source = RowsSource(rows: ["a"])
    let list = world.list(source: source)
    let business = BusinessRecorder(log)
    business.attach(to: list)
    list.registerLifeCircleAction(AppearanceLog(log))
    let navigation = world.make { NavigationController(rootController: list) }
    world.show(navigation)
    let detail = world.make { ScreenController(title: "Detail") }
    list.registerLifeCircleAction(
      UpdateHook { [unowned navigation] in
        if navigation.topController !== detail { try? navigation.push(detail, animated: false) }
      })
    let other = world.make { ScreenController(title: "Other") }
    other.registerLifeCircleAction(AppearanceLog(log))
    other.registerLifeCircleAction(
      OnceAction(on: .willAppear) { [unowned list] _, _ in
        list.reloadData()
        log.lines.append("reloaded")
      })
    _ = log.take()
    world.showWindow(other)
    #expect(
      log.take() == [
        "Other.willAppear", "didEndDisplaying [0, 0]", "didUpdate reload", "willDisplay [0, 0]",
        "reloaded", "Other.didAppear", "Feed.willDisappear", "Feed.didDisappear",
        "didEndDisplaying [0, 0]",
      ])
    withExtendedLifetime(business) {}
    world.expectDiagnostics([])
  }
}
