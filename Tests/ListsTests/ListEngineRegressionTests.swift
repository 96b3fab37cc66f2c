import LifeCircleTesting
import Lifecycle
import Lists
import Testing

/// A one-section data source that logs each question with the row count it answers from; a cell
/// asked past the count is logged and answered with an empty cell, never a crash.
@MainActor
final class QuestionLoggingSource: ListDataSource {
  let log: SharedLog
  var rows: [String]

  init(_ rows: [String], log: SharedLog) { (self.rows, self.log) = (rows, log) }

  func numberOfSections(in list: ListController) -> Int { 1 }

  func list(_ list: ListController, numberOfRowsInSection section: Int) -> Int {
    log.lines.append("rows \(rows.count)")
    return rows.count
  }

  func list(_ list: ListController, cellForRowAt indexPath: ListIndexPath) -> ListCell {
    log.lines.append("cell \(indexPath) of \(rows.count)")
    return ListCell(rows.indices.contains(indexPath.row) ? rows[indexPath.row] : "")
  }
}

/// Lists on the tree's engine, second round of regressions (issue "Lists run on the tree's
/// engine"): requests from the list's own callbacks run in their turn with their own data and
/// their own layer mutations. Each test asserts the exact sequence of what happens.
@MainActor
@Suite struct ListEngineRegressionTests {
  /// Shows `list` in `world` with a delegate that runs `body` once, at the first `willDisplay`
  /// of content row `row` (the list holds its delegate weakly: kept here while showing).
  private func show(
    _ list: ListController, in world: TestScene, onceAt row: Int,
    _ body: @escaping () -> Void
  ) {
    let delegate = ScriptedDelegate()
    var fired = false
    delegate.onWillDisplay = { path in
      guard path.row == row, !fired else { return }
      fired = true
      body()
    }
    list.delegate = delegate
    withExtendedLifetime(delegate) { _ = world.show(list) }
  }

  /// A list "Feed" over `source`, its events, rows and appearance in `log`; not shown yet.
  private func loggedList(
    _ world: TestScene, source: any ListDataSource, log: SharedLog
  ) -> ListController {
    let list = world.make { ListController(title: "Feed") }
    list.dataSource = source
    BusinessRecorder(log).attach(to: list)
    list.registerLifeCircleAction(AppearanceLog(log))
    return list
  }

  /// Item 1: "load more" that replaces rows, asked from the first row's `willDisplay`, waits for
  /// the appearance: the rows still to display get cells from the data they were counted with,
  /// none past the count, and the new rows come in one change after `didAppear`.
  @Test func aBatchFromWillDisplayLeavesThePassUnderWayItsData() throws {
    let world = TestScene()
    let log = SharedLog()
    let source = QuestionLoggingSource(["a", "b", "c"], log: log)
    let list = loggedList(world, source: source, log: log)
    show(list, in: world, onceAt: 0) {
      log.lines.append("asks a batch")
      try? list.performBatchUpdates {
        log.lines.append("block runs")
        source.rows = ["n", "a"]
        try list.deleteRows(at: [path(1), path(2)])
        try list.insertRows(at: [path(0)])
      }
    }
    #expect(
      log.take() == [
        "Feed.willAppear", "rows 3", "cell [0, 0] of 3", "asks a batch", "willDisplay [0, 0]",
        "cell [0, 1] of 3", "willDisplay [0, 1]", "cell [0, 2] of 3", "willDisplay [0, 2]",
        "Feed.didAppear", "block runs", "rows 2", "didEndDisplaying [0, 1]",
        "didEndDisplaying [0, 2]",
        "didUpdate batch deleted rows [0, 1] [0, 2] inserted rows [0, 0]",
        "cell [0, 0] of 2", "willDisplay [0, 0]",
      ])
    #expect(list.display.renderedRows() == [["n", "a"]])
    #expect(list.indexPathsForVisibleRows == [path(0), path(1)])
    #expect(ListState(list).cells == ["n", "a"])
    world.expectDiagnostics([])
  }

  /// Item 1, diffable: an `apply` from the middle row's `willDisplay` that drops the last row
  /// takes effect in its turn: the last row is still displayed from the shown snapshot first.
  @Test func anApplyFromTheMiddleRowsWillDisplayWaitsForItsTurn() throws {
    let world = TestScene()
    let log = SharedLog()
    let source = try ListSnapshotDataSource(ListSnapshot(["a", "b", "c"])) { id, path in
      log.lines.append("cell \(id) at \(path)")
      return ListCell(id)
    }
    let list = loggedList(world, source: source, log: log)
    show(list, in: world, onceAt: 1) {
      try? list.apply(ListSnapshot(["x", "a", "b"]))
      log.lines.append("applied, source shows \(source.snapshot.numberOfItems) items")
    }
    #expect(
      log.take() == [
        "Feed.willAppear", "cell a at [0, 0]", "willDisplay [0, 0]", "cell b at [0, 1]",
        "applied, source shows 3 items", "willDisplay [0, 1]", "cell c at [0, 2]",
        "willDisplay [0, 2]", "Feed.didAppear", "didEndDisplaying [0, 2]",
        "didUpdate batch deleted rows [0, 2] inserted rows [0, 0]", "cell x at [0, 0]",
        "willDisplay [0, 0]",
      ])
    #expect(list.display.renderedRows() == [["x", "a", "b"]])
    #expect(source.itemIdentifier(for: path(0)) == "x")
    world.expectDiagnostics([])
  }

  /// Item 2: a push asked by a list action when rows are inserted waits for the update: the new
  /// rows are displayed before the list starts to disappear.
  @Test func aPushFromDidUpdateLetsTheInsertedRowsDisplayFirst() throws {
    let world = TestScene()
    let recorder = ListRecorder()
    let source = RowsSource(rows: ["a"])
    let list = world.list(source: source, recorder: recorder)
    let navigation = world.make { NavigationController(rootController: list) }
    world.show(navigation)
    let detail = world.make { ScreenController(title: "Detail") }
    detail.registerLifeCircleAction(recorder)
    let pusher = UpdateHook { [unowned navigation] in
      if navigation.topController !== detail { try? navigation.push(detail, animated: false) }
    }
    list.registerLifeCircleAction(pusher)
    recorder.reset()
    try list.performBatchUpdates {
      source.sections[0] += ["b", "c"]
      try list.insertRows(at: [path(1), path(2)])
    }
    expectListTrace(
      recorder,
      [
        "Feed.didUpdate batch inserted rows [0, 1] [0, 2]", "Feed.willDisplay [0, 1]",
        "Feed.willDisplay [0, 2]", "Feed.willDisappear(false)", "Detail.willAppear(false)",
        "Feed.didDisappear(false)", "Feed.didEndDisplaying [0, 0]",
        "Feed.didEndDisplaying [0, 1]", "Feed.didEndDisplaying [0, 2]", "Detail.didAppear(false)",
      ])
    #expect(navigation.topController === detail)
    world.expectDiagnostics([])
  }

  /// Item 4: removing the ad layer in a batch that is refused leaves the ads where they were,
  /// and the next update displays the new row and asks no cell out of range.
  @Test func aLayerRemovedInARefusedBatchKeepsShowingItsRows() throws {
    let feed = try Feed(rows: ["a", "b"], shown: false)
    let (list, ads, source) = (feed.list, feed.ads, feed.source)
    try ads.insert("x", at: .afterContentRows(1))
    feed.world.show(list)
    _ = feed.log.take()
    source.forgetQuestions()
    #expect(throws: ListUpdateError.self) {
      try list.performBatchUpdates {
        list.removeInsertionLayer(ads)
        source.sections[0].append("c")  // declared nowhere: refused
      }
    }
    #expect(feed.log.take() == [])
    #expect(ads.list === list)
    #expect(list.insertionLayers.map(\.name) == ["ads"])
    #expect(list.display.visibleRows == [display(0), display(1), display(2)])
    #expect(ads.displayIndexPath(of: "x") == display(1))
    try list.insertRows(at: [path(2)])  // "c", appended by the refused block
    #expect(feed.log.take() == ["didUpdate batch inserted rows [0, 3]", "willDisplay [0, 2]"])
    #expect(source.cellQuestions == [path(2)])
    #expect(feed.module.cellRequests == ["x"])  // once, at the appearance
    #expect(feed.rendered == [["a", "ad:x", "b", "c"]])
    feed.world.expectDiagnostics([])
  }

  /// Item 5: from one callback, a batch with an ad that is refused in its turn, an ad change of
  /// its own, then a batch with another ad: only the refused batch's ad is lost, and each ad
  /// arrives in its own request's change.
  @Test func aRefusedQueuedBatchDropsOnlyItsOwnLayerMutations() throws {
    let feed = try Feed(rows: ["a", "b"], shown: false)
    let (list, ads, source) = (feed.list, feed.ads, feed.source)
    show(list, in: feed.world, onceAt: 1) {
      try? list.performBatchUpdates {
        try ads.insert("refused", at: .afterContentRows(0))
        try list.deleteRows(at: [path(5)])  // out of range: refused in its turn
      }
      try? ads.insert("alone", at: .afterContentRows(2))
      try? list.performBatchUpdates {
        try ads.insert("later", at: .afterContentRows(1))
        source.sections[0].append("c")
        try list.insertRows(at: [path(2)])
      }
      feed.log.lines.append("asked: \(ads.insertions)")
    }
    #expect(
      feed.log.take() == [
        "ads.contentDidReload 1", "willDisplay [0, 0]", "asked: [\"alone\"]",
        "willDisplay [0, 1]", "didUpdate batch inserted rows [0, 2]",
        "ads.willDisplay alone at [0, 2]", "didUpdate batch inserted rows [0, 1] [0, 4]",
        "ads.willDisplay later at [0, 1]", "willDisplay [0, 2]",
      ])
    #expect(ads.insertions == ["later", "alone"])
    #expect(feed.rendered == [["a", "ad:later", "b", "ad:alone", "c"]])
    feed.world.expectDiagnostics([.queuedOperationFailed])
  }

  /// Item 6: while an ad insertion waits for its turn, the ads already shown keep answering
  /// where they are, the waiting one is listed and cannot be inserted twice.
  @Test func aQueuedInsertionCountsInTheLayersAnswers() throws {
    let feed = try Feed(rows: ["a", "b", "c"], shown: false)
    let (list, ads) = (feed.list, feed.ads)
    try ads.insert("x", at: .afterContentRows(1))
    try ads.insert("y", at: .afterContentRows(2))
    func answers() -> String {
      let paths = ["q", "x", "y"].map { ads.displayIndexPath(of: $0).map { "\($0)" } ?? "-" }
      return "q x y at \(paths.joined(separator: " ")), holds \(ads.insertions.joined())"
    }
    show(list, in: feed.world, onceAt: 2) {
      try? ads.insert("q", at: .afterContentRows(0))
      feed.log.lines.append(answers())
      #expect(throws: ListInsertionError.duplicateID("q")) {
        try ads.insert("q", at: .afterContentRows(3))
      }
    }
    #expect(
      feed.log.take() == [
        "ads.contentDidReload 1", "willDisplay [0, 0]", "ads.willDisplay x at [0, 1]",
        "willDisplay [0, 1]", "ads.willDisplay y at [0, 3]",
        "q x y at - [0, 1] [0, 3], holds xyq", "willDisplay [0, 2]",
        "didUpdate batch inserted rows [0, 0]", "ads.willDisplay q at [0, 0]",
      ])
    #expect(answers() == "q x y at [0, 0] [0, 2] [0, 4], holds qxy")
    feed.world.expectDiagnostics([])
  }

  /// Item 7: an ad module that only its layer keeps (`retainsDelegate`) goes with the list that
  /// showed it; the layer, kept by the app, is detached and keeps its insertions.
  @Test func aFreedListLetsGoOfTheModuleItsLayerRetained() throws {
    let world = TestScene()
    let layer = ListInsertionLayer(name: "ads")
    weak var weakList: ListController?
    weak var weakModule: AdModule?
    let navigation = world.show(
      NavigationController(rootController: ScreenController(title: "Root")))
    do {
      let module = AdModule(SharedLog())
      layer.delegate = module
      layer.retainsDelegate = true
      try layer.insert("x", at: .afterContentRows(1))
      let source = RowsSource(rows: ["a", "b"])
      let list = world.list(source: source)
      try list.addInsertionLayer(layer)
      try navigation.push(list, animated: false)
      #expect(list.display.renderedRows() == [["a", "ad:x", "b"]])
      _ = try navigation.pop(animated: false)
      (weakList, weakModule) = (list, module)
    }
    #expect(weakList == nil)
    #expect(weakModule == nil)
    #expect(layer.list == nil)
    #expect(layer.delegate == nil)
    #expect(layer.insertions == ["x"])
    #expect(layer.displayIndexPath(of: "x") == nil)
    world.expectDiagnostics([])
  }

  /// Item 9: after a refused batch whose nested batch applied a snapshot, the list still shows
  /// and diffs from the old snapshot; two `apply` in one block make one change.
  @Test func applyDiffsFromTheSnapshotTheListShows() throws {
    let world = TestScene()
    let log = SharedLog()
    let source = try ListSnapshotDataSource(ListSnapshot(["a", "b"])) { id, _ in ListCell(id) }
    let list = loggedList(world, source: source, log: log)
    world.show(list)
    _ = log.take()
    #expect(throws: ListUpdateError.self) {
      try list.performBatchUpdates {
        try list.performBatchUpdates { try list.apply(ListSnapshot(["c", "a", "b"])) }
        try list.insertRows(at: [path(9)])  // out of range
      }
    }
    #expect(source.snapshot == ListSnapshot(["a", "b"]))
    #expect(log.take() == [])
    try list.apply(ListSnapshot(["b", "d"]))
    #expect(
      log.take() == [
        "didEndDisplaying [0, 0]", "didUpdate batch deleted rows [0, 0] inserted rows [0, 1]",
        "willDisplay [0, 1]",
      ])
    try list.performBatchUpdates {
      try list.apply(ListSnapshot(["b", "d", "e"]))
      try list.apply(ListSnapshot(["e", "b"]))
    }
    #expect(
      log.take() == [
        "didEndDisplaying [0, 1]", "didUpdate batch deleted rows [0, 1] inserted rows [0, 0]",
        "willDisplay [0, 0]",
      ])
    #expect(list.display.renderedRows() == [["e", "b"]])
    world.expectDiagnostics([])
  }

  /// Item 10: the data replaced, then a reload and a batch asked from `willDisplay`: the batch
  /// is checked against the reloaded counts and lands after the reload.
  @Test func aBatchQueuedAfterAQueuedReloadIsCheckedAgainstTheReloadedCounts() throws {
    let world = TestScene()
    let log = SharedLog()
    let source = QuestionLoggingSource(["a"], log: log)
    let list = loggedList(world, source: source, log: log)
    show(list, in: world, onceAt: 0) {
      source.rows = ["p", "q", "r"]
      list.reloadData()
      try? list.performBatchUpdates {
        source.rows.remove(at: 1)
        try list.deleteRows(at: [path(1)])
      }
    }
    #expect(
      log.take() == [
        "Feed.willAppear", "rows 1", "cell [0, 0] of 1", "willDisplay [0, 0]", "Feed.didAppear",
        "rows 3", "didEndDisplaying [0, 0]", "didUpdate reload", "cell [0, 0] of 3",
        "willDisplay [0, 0]", "cell [0, 1] of 3", "willDisplay [0, 1]", "cell [0, 2] of 3",
        "willDisplay [0, 2]", "rows 2", "didEndDisplaying [0, 1]",
        "didUpdate batch deleted rows [0, 1]",
      ])
    #expect(list.display.renderedRows() == [["p", "r"]])
    world.expectDiagnostics([])
  }

  /// A reload asked from `willDisplay` after two batches from the same callback: their blocks
  /// run first, in order, then the counts are read once and one `.reload` change follows.
  @Test func aReloadFromWillDisplayRunsTheWaitingBlocksThenReloadsOnce() throws {
    let world = TestScene()
    let log = SharedLog()
    let source = QuestionLoggingSource(["a", "b", "c"], log: log)
    let list = loggedList(world, source: source, log: log)
    show(list, in: world, onceAt: 2) {
      try? list.performBatchUpdates {
        log.lines.append("block 1")
        source.rows.append("d")
        try list.insertRows(at: [path(3)])
      }
      try? list.performBatchUpdates {
        log.lines.append("block 2")
        source.rows.insert("z", at: 0)  // declared nowhere: the reload makes it harmless
      }
      list.reloadData()
    }
    #expect(
      log.take() == [
        "Feed.willAppear", "rows 3", "cell [0, 0] of 3", "willDisplay [0, 0]", "cell [0, 1] of 3",
        "willDisplay [0, 1]", "cell [0, 2] of 3", "willDisplay [0, 2]", "Feed.didAppear",
        "block 1", "block 2", "rows 5", "didEndDisplaying [0, 0]", "didEndDisplaying [0, 1]",
        "didEndDisplaying [0, 2]", "didUpdate reload", "cell [0, 0] of 5", "willDisplay [0, 0]",
        "cell [0, 1] of 5", "willDisplay [0, 1]", "cell [0, 2] of 5", "willDisplay [0, 2]",
        "cell [0, 3] of 5", "willDisplay [0, 3]", "cell [0, 4] of 5", "willDisplay [0, 4]",
      ])
    #expect(list.display.renderedRows() == [["z", "a", "b", "c", "d"]])
    world.expectDiagnostics([])
  }

  /// Item 10: an ad waiting for a third section keeps waiting while a batch brings the second,
  /// and is displayed in the change of the batch that brings the third.
  @Test func aPendingInsertionLandsWhenABatchInsertsItsSection() throws {
    let feed = try Feed(rows: ["a"])
    let (list, ads, source) = (feed.list, feed.ads, feed.source)
    try ads.insert("s2", at: .afterContentRows(1), inSection: 2)
    #expect(feed.log.take() == [])  // pending: nothing to show, nothing heard
    #expect(ads.isPending("s2"))
    try list.performBatchUpdates {
      source.sections.append(["b"])
      try list.insertSections([1])
    }
    #expect(ads.isPending("s2"))
    try list.performBatchUpdates {
      source.sections.append(["c", "d"])
      try list.insertSections([2])
    }
    #expect(
      feed.log.take() == [
        "didUpdate batch inserted sections 1", "willDisplay [1, 0]",
        "didUpdate batch inserted sections 2", "willDisplay [2, 0]", "ads.willDisplay s2 at [2, 1]",
        "willDisplay [2, 1]",
      ])
    #expect(!ads.isPending("s2"))
    #expect(feed.rendered == [["a"], ["b"], ["c", "ad:s2", "d"]])
    feed.world.expectDiagnostics([])
  }

  /// A batch taken over by a queued reload whose block throws changes nothing, as in its own
  /// turn: the ad inserted and the snapshot applied before the throw are undone.
  @Test func aTakenOverBatchWhoseBlockThrowsChangesNothing() throws {
    let world = TestScene()
    let log = SharedLog()
    let source = try ListSnapshotDataSource(ListSnapshot(["a", "b"])) { id, _ in ListCell(id) }
    let list = loggedList(world, source: source, log: log)
    let module = AdModule(log)
    let ads = ListInsertionLayer(name: "ads")
    ads.delegate = module
    try list.addInsertionLayer(ads)
    show(list, in: world, onceAt: 1) {
      try? list.performBatchUpdates {
        try ads.insert("thrown", at: .afterContentRows(0))
        try list.apply(ListSnapshot(["t", "a", "b"]))
        throw CancellationError()
      }
      list.reloadData()
    }
    #expect(
      log.take() == [
        "Feed.willAppear", "ads.contentDidReload 1", "willDisplay [0, 0]", "willDisplay [0, 1]",
        "Feed.didAppear", "ads.contentDidReload 1", "didEndDisplaying [0, 0]",
        "didEndDisplaying [0, 1]", "didUpdate reload", "willDisplay [0, 0]", "willDisplay [0, 1]",
      ])
    #expect(ads.insertions == [])
    #expect(source.snapshot == ListSnapshot(["a", "b"]))
    #expect(list.display.renderedRows() == [["a", "b"]])
    world.expectDiagnostics([.queuedOperationFailed])
  }
}
