import LifeCircleTesting
import Lifecycle
import Lists
import Testing

/// Prefetching: the rows within `prefetchDistance` of the viewport are prefetched before they
/// are displayed and cancelled when they leave that range, balanced.
@MainActor
@Suite struct ListPrefetchingTests {
  /// An ad module that writes its prefetch calls to `log`.
  class PrefetchingAds: InsertionLayerDelegate {
    let log: SharedLog
    init(_ log: SharedLog) { self.log = log }
    func insertionLayer(_ layer: ListInsertionLayer, cellFor row: InsertedRow) -> ListCell {
      ListCell("ad:\(row.id)")
    }
    func insertionLayer(_ layer: ListInsertionLayer, prefetch rows: [InsertedRow]) {
      log.lines.append("\(layer.name).prefetch \(rows.map(\.id))")
    }
    func insertionLayer(_ layer: ListInsertionLayer, cancelPrefetchingFor rows: [InsertedRow]) {
      log.lines.append("\(layer.name).cancelPrefetching \(rows.map(\.id))")
    }
  }

  /// A list with a two-row viewport and a prefetch distance of two; `shown` puts it in a window
  /// and forgets the appearance's lines.
  func feed(
    _ world: TestScene, _ recorder: ListRecorder, _ source: RowsSource, shown: Bool = false
  ) -> ListController {
    let list = world.list(
      source: source, recorder: recorder, viewport: ListViewport(firstRow: 0, rowCount: 2))
    list.prefetchDataSource = recorder
    list.prefetchDistance = 2
    if shown {
      world.show(list)
      recorder.reset()
    }
    return list
  }

  @Test func rowsArePrefetchedBeforeTheyAreDisplayedAndCancelledWhenTheyLeaveTheRange() {
    let world = TestScene()
    let source = RowsSource(rows: ["a", "b", "c", "d", "e", "f"])
    let recorder = ListRecorder()
    let list = feed(world, recorder, source)
    world.show(list, resettingTrace: false)
    list.viewport = ListViewport(firstRow: 1, rowCount: 2)
    list.viewport = ListViewport(firstRow: 4, rowCount: 2)
    expectListTrace(
      recorder,
      [
        "Feed.willAppear(false)", "Feed.prefetch [0, 0] [0, 1] [0, 2] [0, 3]",
        "Feed.willDisplay [0, 0]", "Feed.willDisplay [0, 1]", "Feed.didAppear(false)",
        "Feed.didEndDisplaying [0, 0]", "Feed.prefetch [0, 4]", "Feed.willDisplay [0, 2]",
        "Feed.didEndDisplaying [0, 1]", "Feed.didEndDisplaying [0, 2]",
        "Feed.cancelPrefetching [0, 0] [0, 1]", "Feed.prefetch [0, 5]",
        "Feed.willDisplay [0, 4]", "Feed.willDisplay [0, 5]",
      ])
  }

  @Test func leavingTheScreenCancelsTheWholeRangeAndComingBackPrefetchesItAgain() throws {
    let world = TestScene()
    let source = RowsSource(rows: ["a", "b", "c", "d", "e", "f"])
    let recorder = ListRecorder()
    let list = feed(world, recorder, source)
    let root = world.make { ScreenController(title: "Root") }
    let navigation = world.make { NavigationController(rootController: root) }
    world.show(navigation)
    try navigation.push(list, animated: false)
    recorder.reset()
    try navigation.push(world.make { ScreenController(title: "Detail") }, animated: false)
    try navigation.pop(animated: false)
    expectListTrace(
      recorder,
      [
        "Feed.willDisappear(false)", "Feed.didDisappear(false)", "Feed.didEndDisplaying [0, 0]",
        "Feed.didEndDisplaying [0, 1]", "Feed.cancelPrefetching [0, 0] [0, 1] [0, 2] [0, 3]",
        "Feed.willAppear(false)", "Feed.prefetch [0, 0] [0, 1] [0, 2] [0, 3]",
        "Feed.willDisplay [0, 0]", "Feed.willDisplay [0, 1]", "Feed.didAppear(false)",
      ])
  }

  @Test func aBatchCancelsDeletedRowsAtTheirOldPathsAndPrefetchesRowsThatCameIntoRange() throws {
    let world = TestScene()
    let source = RowsSource(rows: ["a", "b", "c", "d", "e", "f"])
    let recorder = ListRecorder()
    let list = feed(world, recorder, source, shown: true)
    source.sections = [["a", "b", "c", "e", "f"]]  // "d", prefetched, not displayed, goes
    try list.deleteRows(at: [path(3)])
    source.sections = [["x", "a", "b", "c", "e", "f"]]  // "x" on top pushes "b" out of view
    try list.insertRows(at: [path(0)])
    expectListTrace(
      recorder,
      [
        "Feed.cancelPrefetching [0, 3]", "Feed.didUpdate batch deleted rows [0, 3]",
        "Feed.prefetch [0, 3]",
        "Feed.didEndDisplaying [0, 1]", "Feed.cancelPrefetching [0, 3]",
        "Feed.didUpdate batch inserted rows [0, 0]", "Feed.prefetch [0, 0]",
        "Feed.willDisplay [0, 0]",
      ])
  }

  @Test func aReloadCancelsTheRangeAndPrefetchesItAfresh() {
    let world = TestScene()
    let source = RowsSource(rows: ["a", "b", "c"])
    let recorder = ListRecorder()
    let list = feed(world, recorder, source, shown: true)
    list.reloadData()
    expectListTrace(
      recorder,
      [
        "Feed.didEndDisplaying [0, 0]", "Feed.didEndDisplaying [0, 1]",
        "Feed.cancelPrefetching [0, 0] [0, 1] [0, 2]", "Feed.didUpdate reload",
        "Feed.prefetch [0, 0] [0, 1] [0, 2]", "Feed.willDisplay [0, 0]",
        "Feed.willDisplay [0, 1]",
      ])
  }

  @Test func insertedRowsArePrefetchedByTheirLayersDelegate() throws {
    let world = TestScene()
    let log = SharedLog()
    let ads = PrefetchingAds(log)
    let source = RowsSource(rows: ["a", "b", "c", "d"])
    let recorder = ListRecorder()
    let list = feed(world, recorder, source)
    let layer = ListInsertionLayer(name: "ads")
    layer.delegate = ads
    try list.addInsertionLayer(layer)
    try layer.insert("x", at: .afterContentRows(3))  // display row 3: in range, not in view
    world.show(list)
    #expect(log.take() == ["ads.prefetch [\"x\"]"])
    list.prefetchDistance = 0  // prefetching off: the whole range is cancelled
    #expect(log.take() == ["ads.cancelPrefetching [\"x\"]"])
    expectListTrace(
      recorder,
      [
        "Feed.willAppear(false)", "Feed.prefetch [0, 0] [0, 1] [0, 2]", "Feed.willDisplay [0, 0]",
        "Feed.willDisplay [0, 1]", "Feed.didAppear(false)",
        "Feed.cancelPrefetching [0, 0] [0, 1] [0, 2]",
      ])
  }

  @Test func aNegativeDistanceIsRefusedAndChangesNothing() {
    let world = TestScene()
    let source = RowsSource(rows: ["a", "b", "c"])
    let recorder = ListRecorder()
    let list = feed(world, recorder, source, shown: true)
    list.prefetchDistance = -1
    #expect(list.prefetchDistance == 2)
    #expect(recorder.trace == [])
    world.expectDiagnostics(causes: [.negativePrefetchDistance])
  }

  @Test func aDistanceSetFromAPrefetchCallbackWaitsForTheUpdateUnderWay() {
    let world = TestScene()
    let source = RowsSource(rows: ["a", "b", "c", "d", "e", "f"])
    let recorder = ListRecorder()
    let list = feed(world, recorder, source)
    let log = SharedLog()
    let growing = GrowingPrefetch(log)
    list.prefetchDataSource = growing
    world.show(list)
    // The wider range is prefetched once the appearance under way is over.
    #expect(
      log.take() == [
        "prefetch [[0, 0], [0, 1], [0, 2], [0, 3]] while appearing", "distance still 2",
        "prefetch [[0, 4], [0, 5]] while appeared",
      ])
    expectListTrace(
      recorder,
      [
        "Feed.willAppear(false)", "Feed.willDisplay [0, 0]", "Feed.willDisplay [0, 1]",
        "Feed.didAppear(false)",
      ])
    #expect(list.prefetchDistance == 4)
  }

  /// Asks for a wider range from its first prefetch call, and notes the distance it reads then.
  final class GrowingPrefetch: ListPrefetching {
    let log: SharedLog
    var asked = false
    init(_ log: SharedLog) { self.log = log }
    func list(_ list: ListController, prefetchRowsAt indexPaths: [ListIndexPath]) {
      log.lines.append("prefetch \(indexPaths) while \(list.appearanceState)")
      guard !asked else { return }
      asked = true
      list.prefetchDistance = 4
      log.lines.append("distance still \(list.prefetchDistance)")
    }
  }
}
