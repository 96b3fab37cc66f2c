import Delegation
import LifeCircleTesting
import Lifecycle
import Lists
import Testing

@MainActor
@Suite struct InsertionLayerTests {
  @Test func adsShowAmongTheRowsAndEachSideHearsOnlyItsOwnRows() throws {
    let feed = try Feed(rows: ["a", "b", "c", "d"])
    try feed.ads.insert([
      Insertion("x", at: .afterContentRows(2)), Insertion("y", at: .afterContentRows(0)),
    ])
    #expect(feed.rendered == [["ad:y", "a", "b", "ad:x", "c", "d"]])
    #expect(
      feed.log.take() == [
        "didUpdate batch inserted rows [0, 0] [0, 3]", "ads.willDisplay y at [0, 0]",
        "ads.willDisplay x at [0, 3]",
      ])
    #expect(
      feed.source.cellQuestions == [path(0), path(1), path(2), path(3)] + [
        path(0), path(1), path(2), path(3),
      ])
    #expect(feed.list.displayIndexPath(for: path(2)) == display(4))
    #expect(feed.list.contentIndexPath(for: display(4)) == path(2))
    #expect(feed.list.contentIndexPath(for: display(3)) == nil)
    #expect(
      feed.list.display.row(at: display(3))
        == .inserted(layer: "ads", row: InsertedRow(id: "x", row: 0)))
    #expect(feed.ads.displayIndexPath(of: "x") == display(3))
    #expect(feed.ads.insertions == ["y", "x"])
    #expect(feed.list.numberOfRows(inSection: 0) == 4)
    #expect(feed.list.display.numberOfRows(inSection: 0) == 6)
  }

  @Test func aBusinessInsertAtTheTopKeepsTheTopAdOnTopAndShiftsTheOthers() throws {
    let feed = try Feed(rows: ["a", "b", "c"])
    try feed.ads.insert([
      Insertion("top", at: .afterContentRows(0)), Insertion("mid", at: .afterContentRows(2)),
    ])
    _ = feed.log.take()
    try feed.list.performBatchUpdates {
      feed.source.sections[0].insert("new", at: 0)
      try feed.list.insertRows(at: [path(0)])
    }
    #expect(feed.rendered == [["ad:top", "new", "a", "b", "ad:mid", "c"]])
    #expect(
      feed.log.take() == ["didUpdate batch inserted rows [0, 1]", "willDisplay [0, 0]"])
  }

  /// IMYAOPTableView issue #6: ads fetched after the list, placed by display row, then
  /// refreshed by the ad module, interleaved with business updates: never a count mismatch.
  @Test func theIssue6SequenceKeepsEveryCountConsistent() throws {
    let rows = (0..<34).map { "r\($0)" }
    let feed = try Feed(rows: rows, viewport: ListViewport(firstRow: 0, rowCount: 10))
    try feed.ads.insert([
      Insertion("2", at: .displayRow(2)), Insertion("5", at: .displayRow(5)),
      Insertion("7", at: .displayRow(7)), Insertion("11", at: .displayRow(11)),
    ])
    #expect(feed.list.display.numberOfRows(inSection: 0) == 38)
    #expect(
      [2, 5, 7, 11].map { feed.ads.displayIndexPath(of: "\($0)") }
        == [2, 5, 7, 11].map { display($0) })
    _ = feed.log.take()
    // The ad module reloads one of its rows while the business deletes one and inserts one.
    feed.ads.reload(["5"])
    try feed.list.performBatchUpdates {
      feed.source.sections[0].remove(at: 0)
      feed.source.sections[0].insert("fresh", at: 3)
      try feed.list.deleteRows(at: [path(0)])
      try feed.list.insertRows(at: [path(3)])
      feed.ads.reload(["7"])
    }
    feed.world.expectDiagnostics([])
    #expect(feed.list.display.numberOfRows(inSection: 0) == 38)
    #expect(
      feed.rendered[0].prefix(12) == [
        "r1", "ad:2", "r2", "r3", "ad:5", "fresh", "r4", "ad:7", "r5", "r6", "r7", "ad:11",
      ])
  }

  @Test func aPendingInsertionIsPlacedInTheChangeThatReachesIt() throws {
    let feed = try Feed(rows: ["a"])
    try feed.ads.insert("late", at: .afterContentRows(2))
    #expect(feed.ads.isPending("late"))
    #expect(feed.log.take() == [])  // pending: nothing changed on screen, nothing heard
    try feed.list.performBatchUpdates {
      feed.source.sections[0] += ["b"]
      try feed.list.insertRows(at: [path(1)])
    }
    #expect(
      feed.log.take() == [
        "didUpdate batch inserted rows [0, 1] [0, 2]", "willDisplay [0, 1]",
        "ads.willDisplay late at [0, 2]",
      ])
    #expect(!feed.ads.isPending("late"))
    #expect(feed.rendered == [["a", "b", "ad:late"]])
  }

  @Test func removingOneAllOrTheLayerIsOneChangeEach() throws {
    let feed = try Feed(rows: ["a", "b"])
    try feed.ads.insert([
      Insertion("x", at: .afterContentRows(1)), Insertion("y", at: .afterContentRows(2)),
      Insertion("z", at: .afterContentRows(0)),
    ])
    _ = feed.log.take()
    feed.ads.remove(["x", "unknown"])
    #expect(
      feed.log.take()
        == ["didUpdate batch deleted rows [0, 2]", "ads.didEndDisplaying x at [0, 2]"].reversed())
    feed.ads.removeAll()
    #expect(
      feed.log.take() == [
        "ads.didEndDisplaying z at [0, 0]", "ads.didEndDisplaying y at [0, 3]",
        "didUpdate batch deleted rows [0, 0] [0, 3]",
      ])
    try feed.ads.insert("w", at: .afterContentRows(1))
    _ = feed.log.take()
    feed.list.removeInsertionLayer(feed.ads)
    #expect(
      feed.log.take() == [
        "ads.didEndDisplaying w at [0, 1]", "didUpdate batch deleted rows [0, 1]",
      ])
    #expect(feed.ads.list == nil)
    #expect(feed.list.insertionLayers.isEmpty)
    #expect(feed.rendered == [["a", "b"]])
  }

  @Test func anEmptyContentHidesTheLayerAndAReleasedModuleHidesItOnce() throws {
    let feed = try Feed(rows: ["a"])
    try feed.ads.insert("x", at: .afterContentRows(0))
    _ = feed.log.take()
    try feed.list.performBatchUpdates {
      feed.source.sections[0] = []
      try feed.list.deleteRows(at: [path(0)])
    }
    #expect(feed.rendered == [[]])
    #expect(
      feed.log.take() == [
        "ads.didEndDisplaying x at [0, 0]", "didEndDisplaying [0, 0]",
        "didUpdate batch deleted rows [0, 0] [0, 1]",
      ])
    feed.source.sections[0] = ["b"]
    feed.list.reloadData()
    #expect(feed.rendered == [["ad:x", "b"]])
    var module: AdModule? = AdModule(feed.log)
    feed.ads.delegate = module
    module = nil
    _ = feed.log.take()
    try feed.list.performBatchUpdates {}
    try feed.list.performBatchUpdates {}
    feed.world.expectDiagnostics([.insertionDelegateMissing])
    #expect(feed.rendered == [["b"]])
    feed.ads.delegate = feed.module
    feed.list.reloadData()
    #expect(feed.rendered == [["ad:x", "b"]])
  }

  @Test func tapsRouteByRowKindAndSelectionMapsOnce() throws {
    let feed = try Feed(rows: ["a", "b", "c"])
    try feed.ads.insert("x", at: .afterContentRows(1))
    _ = feed.log.take()
    try feed.list.display.tapRow(at: display(1))
    try feed.list.display.tapRow(at: display(2))
    #expect(
      feed.log.take() == [
        "ads.didSelect x at [0, 1]", "ads.didDeselect x at [0, 1]", "didSelect [0, 1]",
      ])
    // Programmatic selection: mapped once, no reload, no callback (IMYAOP reloaded the row).
    try feed.list.selectRow(at: path(2))
    #expect(feed.list.display.indexPathsForSelectedRows == [display(3)])
    #expect(feed.list.indexPathsForSelectedRows == [path(2)])
    // Deselect hits one row (IMYAOP deselected the unmapped path, then the mapped one).
    feed.list.allowsMultipleSelection = true
    try feed.list.selectRow(at: path(1))
    feed.list.deselectRow(at: path(2))
    #expect(feed.list.display.indexPathsForSelectedRows == [display(2)])
    #expect(feed.log.take() == [])
  }

  @Test func aMoveAcrossAnAdHandsTheBusinessContentPathsOnly() throws {
    let feed = try Feed(rows: ["a", "b", "c"])
    try feed.ads.insert("x", at: .afterContentRows(1))
    _ = feed.log.take()
    try feed.list.performBatchUpdates {
      feed.source.sections[0] = ["b", "c", "a"]
      try feed.list.moveRow(at: path(0), to: path(2))
    }
    // A move is a delete then an insert: x had one row before it (a), now none.
    #expect(feed.rendered == [["ad:x", "b", "c", "a"]])
    #expect(feed.log.take() == ["didUpdate batch moved rows [0, 0]->[0, 3]"])
    #expect(feed.list.indexPathsForVisibleRows == [path(0), path(1), path(2)])
  }

  @Test func twoLayersStackAndTheOuterCountsTheInnersRows() throws {
    let feed = try Feed(rows: ["a", "b"])
    try feed.ads.insert("x", at: .afterContentRows(1))
    let promos = ListInsertionLayer(name: "promos")
    promos.delegate = feed.module
    try promos.insert("p", at: .afterContentRows(2))  // after a and x: the outer counts x
    try feed.list.addInsertionLayer(promos)
    #expect(feed.rendered == [["a", "ad:x", "ad:p", "b"]])
    #expect(feed.list.insertionLayers.map(\.name) == ["ads", "promos"])
    _ = feed.log.take()
    feed.ads.remove(["x"])
    #expect(feed.rendered == [["a", "ad:p", "b"]])
    #expect(
      feed.log.take() == [
        "ads.didEndDisplaying x at [0, 1]", "didUpdate batch deleted rows [0, 1]",
      ])
    #expect(throws: ListInsertionError.layerAlreadyAttached("promos")) {
      try feed.list.addInsertionLayer(promos)
    }
  }

  @Test func mutationsJoinABatchOrAReloadAndAreQueuedFromCallbacks() throws {
    let feed = try Feed(rows: ["a", "b"])
    try feed.list.performBatchUpdates {
      feed.source.sections[0].append("c")
      try feed.list.insertRows(at: [path(2)])
      try feed.ads.insert("x", at: .afterContentRows(3))  // after-state anchor: after c
    }
    #expect(
      feed.log.take() == [
        "didUpdate batch inserted rows [0, 2] [0, 3]", "willDisplay [0, 2]",
        "ads.willDisplay x at [0, 3]",
      ])
    feed.module.onReload = { layer, _ in try? layer.insert("r", at: .afterContentRows(0)) }
    feed.list.reloadData()
    #expect(feed.rendered == [["ad:r", "a", "b", "c", "ad:x"]])
    feed.module.onReload = nil
    _ = feed.log.take()
    feed.business.log.lines = []
    let delegate = ScriptedDelegate()
    feed.list.delegate = delegate
    let ads = feed.ads
    delegate.onWillDisplay = { [unowned ads] _ in
      delegate.onWillDisplay = nil
      try? ads.insert("q", at: .afterContentRows(1))
      #expect(ads.displayIndexPath(of: "q") == nil)
    }
    try feed.list.reloadRows(at: [path(0)])
    #expect(
      feed.log.take() == [
        "didEndDisplaying [0, 0]", "didUpdate batch reloaded rows [0, 1]", "willDisplay [0, 0]",
        "didUpdate batch inserted rows [0, 2]", "ads.willDisplay q at [0, 2]",
      ])
  }

  @Test func theGlobalActionAttachesOncePerListAndImpressionsFollowTheScreen() throws {
    let world = TestScene()
    let log = SharedLog()
    let module = AdModule(log)
    let action = InsertionAction(
      where: { $0.title == "Feed" },
      makeLayer: { _ in
        let layer = ListInsertionLayer(name: "ads")
        layer.delegate = module
        try? layer.insert("x", at: .afterContentRows(1))
        return layer
      })
    world.registry.register(action)
    let source = RowsSource(rows: ["a", "b"])
    let list = world.list(source: source)
    let other = world.list("Other", source: RowsSource(rows: ["c"]))
    let navigation = world.make { NavigationController(rootController: list) }
    world.show(navigation)
    #expect(log.take() == ["ads.contentDidReload 1", "ads.willDisplay x at [0, 1]"])
    try navigation.push(other, animated: false)
    #expect(log.take() == ["ads.didEndDisplaying x at [0, 1]"])
    _ = try navigation.pop(animated: false)
    #expect(log.take() == ["ads.willDisplay x at [0, 1]"])
    #expect(list.insertionLayers.count == 1)
    #expect(other.insertionLayers.isEmpty)
  }

  @Test func aRefusedBatchRefusesTheLayerMutationsMadeInIt() throws {
    let feed = try Feed(rows: ["a"])
    let before = feed.rendered
    #expect(throws: ListUpdateError.self) {
      try feed.list.performBatchUpdates {
        feed.source.sections[0].append("b")  // not declared: refused
        try feed.ads.insert("x", at: .afterContentRows(0))
      }
    }
    #expect(feed.ads.insertions == [])
    feed.source.sections[0] = ["a"]
    #expect(feed.rendered == before)
    #expect(feed.log.take() == [])
  }

  @Test func badInsertionsThrowAndChangeNothing() throws {
    let feed = try Feed(rows: ["a"])
    try feed.ads.insert("x", at: .afterContentRows(0))
    #expect(throws: ListInsertionError.duplicateID("x")) {
      try feed.ads.insert([
        Insertion("y", at: .afterContentRows(0)), Insertion("x", at: .displayRow(0)),
      ])
    }
    #expect(throws: ListInsertionError.negativePosition("n")) {
      try feed.ads.insert("n", at: .afterContentRows(-1))
    }
    #expect(feed.ads.insertions == ["x"])
  }

  @Test func theLayerHoldsItsListWeaklyAndItsDelegateOnlyWhenAsked() throws {
    weak var weakModule: AdModule?
    let layer = ListInsertionLayer(name: "ads")
    do {
      let world = TestScene()
      let list = world.list(source: RowsSource(rows: ["a"]))
      layer.retainsDelegate = true
      try list.addInsertionLayer(layer)
      do {
        let module = AdModule(SharedLog())
        weakModule = module
        layer.delegate = module
      }
      #expect(weakModule != nil)
      list.removeInsertionLayer(layer)
      #expect(weakModule == nil)
    }
    #expect(layer.list == nil)
  }
}
