import LifeCircleTesting
import Lifecycle
import Lists
import Testing

/// LISTS.md, "Prefetching is owed per source": rows are prefetched to the prefetch data source
/// set at the time, and every row prefetched to a source is cancelled to that same source or
/// stays prefetched there.
@MainActor
@Suite struct PrefetchSourceTests {
  /// A prefetch data source that writes its calls to `log` as `<name>.prefetch [0, 1] [0, 2]`.
  final class Loader: ListPrefetching {
    let name: String
    let log: SharedLog
    init(_ name: String, _ log: SharedLog) {
      self.name = name
      self.log = log
    }
    func list(_ list: ListController, prefetchRowsAt indexPaths: [ListIndexPath]) {
      log.lines.append("\(name).prefetch " + indexPaths.map(\.description).joined(separator: " "))
    }
    func list(_ list: ListController, cancelPrefetchingForRowsAt indexPaths: [ListIndexPath]) {
      log.lines.append("\(name).cancel " + indexPaths.map(\.description).joined(separator: " "))
    }
  }

  /// Six rows `a` to `f` shown with a two-row viewport, the business delegate logging to
  /// `log` (cleared). Keep the data source: the list holds it weakly.
  func shownFeed(_ world: TestScene, _ log: SharedLog) -> (
    ListController, (RowsSource, BusinessRecorder)
  ) {
    let source = RowsSource(rows: ["a", "b", "c", "d", "e", "f"])
    let list = world.list(source: source, viewport: ListViewport(firstRow: 0, rowCount: 2))
    let business = BusinessRecorder(log)
    business.attach(to: list)
    world.show(list)
    _ = log.take()
    return (list, (source, business))
  }

  /// Sets the list's prefetch data source (its observer settles what each source is owed).
  func setSource(_ list: ListController, _ source: (any ListPrefetching)?) {
    list.prefetchDataSource = source
  }

  @Test func aSourceSetAfterTheDistanceIsOwedOnlyWhatItWasPrefetched() {
    let world = TestScene()
    let log = SharedLog()
    let (list, source) = shownFeed(world, log)
    let loader = Loader("A", log)
    list.prefetchDistance = 1  // no source: nobody is owed anything
    setSource(list, loader)
    list.viewport = ListViewport(firstRow: 1, rowCount: 2)
    #expect(
      log.take() == [
        "A.prefetch [0, 0] [0, 1] [0, 2]",
        "didEndDisplaying [0, 0]", "A.prefetch [0, 3]", "willDisplay [0, 2]",
      ])
    withExtendedLifetime(source) {}
  }

  @Test func aSourceSetBeforeTheDistanceIsPrefetchedTheRangeWhenTheDistanceComes() {
    let world = TestScene()
    let log = SharedLog()
    let (list, source) = shownFeed(world, log)
    let loader = Loader("A", log)
    setSource(list, loader)  // distance 0: nothing to prefetch
    #expect(log.take() == [])
    list.prefetchDistance = 1
    list.prefetchDistance = 0
    #expect(log.take() == ["A.prefetch [0, 0] [0, 1] [0, 2]", "A.cancel [0, 0] [0, 1] [0, 2]"])
    withExtendedLifetime(source) {}
  }

  @Test func replacingTheSourceCancelsToTheOldOneThenPrefetchesToTheNewOne() {
    let world = TestScene()
    let log = SharedLog()
    let (list, source) = shownFeed(world, log)
    let (first, second) = (Loader("A", log), Loader("B", log))
    setSource(list, first)
    list.prefetchDistance = 1
    setSource(list, second)
    list.viewport = ListViewport(firstRow: 2, rowCount: 2)
    setSource(list, nil)
    list.viewport = ListViewport(firstRow: 0, rowCount: 2)  // nobody is owed these rows
    setSource(list, first)
    #expect(
      log.take() == [
        "A.prefetch [0, 0] [0, 1] [0, 2]",
        "A.cancel [0, 0] [0, 1] [0, 2]", "B.prefetch [0, 0] [0, 1] [0, 2]",
        "didEndDisplaying [0, 0]", "didEndDisplaying [0, 1]", "B.cancel [0, 0]",
        "B.prefetch [0, 3] [0, 4]", "willDisplay [0, 2]", "willDisplay [0, 3]",
        "B.cancel [0, 1] [0, 2] [0, 3] [0, 4]",
        "didEndDisplaying [0, 2]", "didEndDisplaying [0, 3]", "willDisplay [0, 0]",
        "willDisplay [0, 1]",
        "A.prefetch [0, 0] [0, 1] [0, 2]",
      ])
    withExtendedLifetime(source) {}
  }

  @Test func aSourceReplacedOrClearedWhileTheListIsCoveredOwesNothingToTheOldOne() throws {
    let world = TestScene()
    let log = SharedLog()
    let source = RowsSource(rows: ["a", "b", "c", "d"])
    let recorder = ListRecorder()
    let (list, navigation) = try world.pushedList(source: source, recorder: recorder)
    list.viewport = ListViewport(firstRow: 0, rowCount: 2)
    let (first, second) = (Loader("A", log), Loader("B", log))
    setSource(list, first)
    list.prefetchDistance = 1
    try navigation.push(world.make { ScreenController(title: "Detail") }, animated: false)
    setSource(list, second)
    try navigation.pop(animated: false)
    try navigation.push(world.make { ScreenController(title: "Detail") }, animated: false)
    setSource(list, nil)
    try navigation.pop(animated: false)
    #expect(
      log.take() == [
        "A.prefetch [0, 0] [0, 1] [0, 2]", "A.cancel [0, 0] [0, 1] [0, 2]",
        "B.prefetch [0, 0] [0, 1] [0, 2]", "B.cancel [0, 0] [0, 1] [0, 2]",
      ])
    withExtendedLifetime(source) {}
  }

  @Test func aReloadedRowInTheRangeIsPrefetchedAgainAndAReconfiguredOneIsNot() throws {
    let world = TestScene()
    let log = SharedLog()
    let source = try ListSnapshotDataSource(ListSnapshot(["a", "b", "c", "d"])) { id, _ in
      ListCell(id)
    }
    let list = world.make { ListController(title: "Feed") }
    list.dataSource = source
    list.viewport = ListViewport(firstRow: 0, rowCount: 2)
    let business = BusinessRecorder(log)
    business.attach(to: list)
    let loader = Loader("A", log)
    setSource(list, loader)
    list.prefetchDistance = 1
    world.show(list)
    _ = log.take()
    var next = ListSnapshot(["a", "b", "c", "d"])
    next.reloadItems(["c"])  // in the range, not displayed
    try list.apply(next)
    next = ListSnapshot(["a", "b", "c", "d"])
    next.reconfigureItems(["c", "b"])
    try list.apply(next)
    #expect(
      log.take() == [
        "A.cancel [0, 2]", "didUpdate batch reloaded rows [0, 2]", "A.prefetch [0, 2]",
        "didUpdate batch reconfigured rows [0, 1] [0, 2]",
      ])
    withExtendedLifetime((source, business)) {}
  }

  @Test func aViewportPastTheLastRowPrefetchesNothing() {
    let world = TestScene()
    let log = SharedLog()
    let (list, source) = shownFeed(world, log)
    let loader = Loader("A", log)
    setSource(list, loader)
    list.prefetchDistance = 2
    list.viewport = ListViewport(firstRow: 7, rowCount: 2)
    list.viewport = ListViewport(firstRow: 5, rowCount: 2)
    #expect(
      log.take() == [
        "A.prefetch [0, 0] [0, 1] [0, 2] [0, 3]",
        "didEndDisplaying [0, 0]", "didEndDisplaying [0, 1]",
        "A.cancel [0, 0] [0, 1] [0, 2] [0, 3]",
        "A.prefetch [0, 3] [0, 4] [0, 5]", "willDisplay [0, 5]",
      ])
    withExtendedLifetime(source) {}
  }
}
