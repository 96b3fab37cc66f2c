import LifeCircleTesting
import Lifecycle
import Lists
import Testing

/// Each list request is work of the tree's engine: what a user noticed before it was (issue
/// "Lists run on the tree's engine", items 1 to 10), one test each, with exact traces.
@MainActor
@Suite struct ListRequestRegressionTests {
  /// A shown list of `rows` with a recorder, and a delegate that runs `once` at the first
  /// `willDisplay` of row `row`.
  /// The list holds its source and delegate weakly: the caller keeps the returned ones.
  private func shownList(
    _ world: TestScene, rows: [String], recorder: ListRecorder, onceAt row: Int,
    setUp: (ListController) throws -> Void = { _ in },
    _ once: @escaping (ListController) -> Void
  ) rethrows -> (ListController, RowsSource, ScriptedDelegate) {
    let source = RowsSource(rows: rows)
    let list = world.list(source: source, recorder: recorder)
    let delegate = ScriptedDelegate()
    list.delegate = delegate
    try setUp(list)
    var fired = false
    delegate.onWillDisplay = { [unowned list] path in
      guard path.row == row, !fired else { return }
      fired = true
      once(list)
    }
    world.show(list)
    return (list, source, delegate)
  }

  /// Item 1: a batch asked from `willDisplay` runs its block in its turn, after the appearance;
  /// the display pass under way never sees the new data.
  @Test func aBatchFromWillDisplayRunsItsBlockInItsTurn() throws {
    let world = TestScene()
    let recorder = ListRecorder()
    var seenDuringPass: [String] = []
    let source = RowsSource(rows: ["a", "b", "c"])
    let list = world.list(source: source, recorder: recorder)
    let delegate = ScriptedDelegate()
    list.delegate = delegate
    delegate.onWillDisplay = { [unowned list, unowned source] path in
      guard path.row == 1, !source.sections[0].contains("new") else { return }
      try? list.performBatchUpdates {
        source.sections[0].insert("new", at: 0)
        try list.insertRows(at: [ListIndexPath(row: 0, section: 0)])
      }
      seenDuringPass = source.sections[0]
    }
    world.show(list)
    #expect(seenDuringPass == ["a", "b", "c"])
    expectListTrace(
      recorder,
      [
        "Feed.willAppear(false)", "Feed.willDisplay [0, 0]", "Feed.willDisplay [0, 1]",
        "Feed.willDisplay [0, 2]", "Feed.didAppear(false)",
        "Feed.didUpdate batch inserted rows [0, 0]", "Feed.willDisplay [0, 0]",
      ])
    #expect(list.display.renderedRows() == [["new", "a", "b", "c"]])
    #expect(
      (0..<4).map { list.cellForRow(at: ListIndexPath(row: $0, section: 0))?.text } == [
        "new", "a", "b", "c",
      ])
    #expect(source.cellQuestions.allSatisfy { $0.row < 4 })
    world.expectDiagnostics([])
  }

  /// Item 1, diffable: an `apply` from the middle row's `willDisplay` takes effect in its turn;
  /// the rows displayed before then get cells from the shown snapshot.
  @Test func anApplyFromWillDisplayTakesEffectInItsTurn() throws {
    let world = TestScene()
    let recorder = ListRecorder()
    let source = try ListSnapshotDataSource(ListSnapshot(["a", "b", "c"])) { id, _ in ListCell(id) }
    let list = world.make { ListController(title: "Feed") }
    list.dataSource = source
    recorder.attach(to: list)
    let delegate = ScriptedDelegate()
    list.delegate = delegate
    var applied = false
    delegate.onWillDisplay = { [unowned list] path in
      guard path.row == 1, !applied else { return }
      applied = true
      try? list.apply(ListSnapshot(["x", "a", "b", "c"]))
      #expect(source.snapshot == ListSnapshot(["a", "b", "c"]))  // not yet
    }
    world.show(list)
    expectListTrace(
      recorder,
      [
        "Feed.willAppear(false)", "Feed.willDisplay [0, 0]", "Feed.willDisplay [0, 1]",
        "Feed.willDisplay [0, 2]", "Feed.didAppear(false)",
        "Feed.didUpdate batch inserted rows [0, 0]", "Feed.willDisplay [0, 0]",
      ])
    #expect(list.display.renderedRows() == [["x", "a", "b", "c"]])
    #expect(list.cellForRow(at: ListIndexPath(row: 3, section: 0))?.text == "c")
    world.expectDiagnostics([])
  }

  /// Item 4: a layer removed inside a refused batch stays attached, its rows shown, and the
  /// next update asks no cell out of range.
  @Test func aLayerRemovedInARefusedBatchStaysAttached() throws {
    let world = TestScene()
    let log = SharedLog()
    let source = RowsSource(rows: ["a", "b"])
    let list = world.list(source: source)
    let module = AdModule(log)
    let layer = ListInsertionLayer(name: "ads")
    layer.delegate = module
    try layer.insert("x", at: .afterContentRows(1))
    try list.addInsertionLayer(layer)
    world.show(list)
    #expect(throws: ListUpdateError.self) {
      try list.performBatchUpdates {
        list.removeInsertionLayer(layer)
        try list.insertRows(at: [ListIndexPath(row: 0, section: 0)])  // not in the data
      }
    }
    #expect(layer.list === list)
    #expect(list.insertionLayers.map(\.name) == ["ads"])
    #expect(list.display.renderedRows() == [["a", "ad:x", "b"]])
    list.reloadData()
    #expect(list.display.renderedRows() == [["a", "ad:x", "b"]])
    #expect(source.cellQuestions.allSatisfy { $0.row < 2 })
    list.removeInsertionLayer(layer)
    #expect(layer.list == nil)
    #expect(layer.insertions == ["x"])  // a detached layer keeps its insertions
    #expect(list.display.renderedRows() == [["a", "b"]])
    world.expectDiagnostics([])
  }

  /// Item 5: a queued batch refused in its turn drops its own layer mutation only; the layer
  /// mutation queued before it commits alone.
  @Test func aRefusedQueuedBatchDropsOnlyItsOwnLayerMutations() throws {
    let world = TestScene()
    let recorder = ListRecorder()
    let layer = ListInsertionLayer(name: "ads")
    let module = AdModule(SharedLog())
    layer.delegate = module
    let (list, source, delegate) = try shownList(
      world, rows: ["a", "b"], recorder: recorder, onceAt: 1,
      setUp: { try $0.addInsertionLayer(layer) },
      { list in
        try? layer.insert("kept", at: .afterContentRows(0))
        try? list.performBatchUpdates {
          try layer.insert("refused", at: .afterContentRows(1))
          try list.insertRows(at: [ListIndexPath(row: 0, section: 0)])  // not in the data
        }
      })
    #expect(layer.insertions == ["kept"])
    #expect(list.display.renderedRows() == [["ad:kept", "a", "b"]])
    withExtendedLifetime((source, delegate)) {}
    world.expectDiagnostics([.queuedOperationFailed])
  }

  /// Item 6: while a layer mutation is queued, the layer's queries answer with it: its other
  /// rows keep their display paths, the queued identifier is listed and cannot be inserted
  /// twice.
  @Test func layerQueriesCountQueuedMutations() throws {
    let world = TestScene()
    let layer = ListInsertionLayer(name: "ads")
    let module = AdModule(SharedLog())
    layer.delegate = module
    try layer.insert("x", at: .afterContentRows(1))
    var answers: [String] = []
    let source = RowsSource(rows: ["a", "b"])
    let list = world.list(source: source)
    try list.addInsertionLayer(layer)
    let delegate = ScriptedDelegate()
    list.delegate = delegate
    delegate.onWillDisplay = { path in
      guard path.row == 1, !layer.insertions.contains("q") else { return }
      try? layer.insert("q", at: .afterContentRows(0))
      answers.append("x at \(layer.displayIndexPath(of: "x").map { "\($0)" } ?? "nil")")
      answers.append("insertions \(layer.insertions)")
      answers.append("q pending \(layer.isPending("q"))")
      do {
        try layer.insert("q", at: .afterContentRows(2))
        answers.append("q inserted twice")
      } catch {
        answers.append("\(error)")
      }
    }
    world.show(list)
    #expect(
      answers == [
        "x at [0, 1]", "insertions [\"x\", \"q\"]", "q pending false",
        "\(ListInsertionError.duplicateID("q"))",
      ])
    #expect(list.display.renderedRows() == [["ad:q", "a", "ad:x", "b"]])
    world.expectDiagnostics([])
  }

  /// Item 7: a freed list detaches its layers, so an ad module that owns its layer (held back
  /// with `retainsDelegate`) is freed with the list; a layer kept elsewhere keeps its
  /// insertions.
  @Test func aFreedListDetachesItsLayersAndFreesTheirModules() throws {
    let world = TestScene()
    weak var weakList: ListController?
    weak var weakModule: OwningAdModule?
    weak var weakOwnedLayer: ListInsertionLayer?
    let kept = ListInsertionLayer(name: "kept")
    let keptModule = AdModule(SharedLog())
    kept.delegate = keptModule
    try kept.insert("k", at: .afterContentRows(0))
    do {
      let source = RowsSource(rows: ["a"])
      let list = world.list(source: source)
      let module = try OwningAdModule()
      try list.addInsertionLayer(module.layer)
      try list.addInsertionLayer(kept)
      let window = world.make { Window(rootController: list) }
      window.makeKeyAndVisible()
      #expect(list.display.renderedRows() == [["ad:k", "ad:m", "a"]])
      window.hide()
      (weakList, weakModule, weakOwnedLayer) = (list, module, module.layer)
    }
    #expect(weakList == nil)
    #expect(weakModule == nil)
    #expect(weakOwnedLayer == nil)
    #expect(kept.list == nil)
    #expect(kept.insertions == ["k"])
    world.expectDiagnostics([])
  }

  /// Item 7: a layer whose list was freed is detached with its insertions, and a list made
  /// right after (perhaps at the same address) shows it afresh.
  @Test func aLayerFromAFreedListShowsItsInsertionsInANewList() throws {
    let world = TestScene()
    let module = AdModule(SharedLog())
    let layer = ListInsertionLayer(name: "ads")
    layer.delegate = module
    try layer.insert("x", at: .afterContentRows(1))
    let source = RowsSource(rows: ["a", "b"])
    do {
      let list = world.list(source: source)
      try list.addInsertionLayer(layer)
      let window = world.make { Window(rootController: list) }
      window.makeKeyAndVisible()
      #expect(list.display.renderedRows() == [["a", "ad:x", "b"]])
      window.hide()
    }
    #expect(layer.list == nil)
    let next = world.list("Next", source: source)
    try next.addInsertionLayer(layer)
    world.show(next)
    #expect(next.display.renderedRows() == [["a", "ad:x", "b"]])
    #expect(layer.displayIndexPath(of: "x") == DisplayIndexPath(row: 1, section: 0))
    world.expectDiagnostics([])
  }

  /// Item 9: `apply` diffs from what the list shows: a refused batch with a nested `apply` puts
  /// the shown snapshot back, and two `apply` in one block make one change.
  @Test func applyDiffsFromTheShownSnapshot() throws {
    let world = TestScene()
    let recorder = ListRecorder()
    let source = try ListSnapshotDataSource(ListSnapshot(["a", "b"])) { id, _ in ListCell(id) }
    let list = world.make { ListController(title: "Feed") }
    list.dataSource = source
    recorder.attach(to: list)
    world.show(list)
    #expect(throws: ListUpdateError.self) {
      try list.performBatchUpdates {
        try list.apply(ListSnapshot(["a", "b", "c"]))
        try list.deleteRows(at: [ListIndexPath(row: 7, section: 0)])  // out of range
      }
    }
    #expect(source.snapshot == ListSnapshot(["a", "b"]))
    recorder.reset()
    try list.performBatchUpdates {
      try list.apply(ListSnapshot(["a", "b", "x"]))
      try list.apply(ListSnapshot(["x", "a", "b"]))
    }
    expectListTrace(
      recorder, ["Feed.didUpdate batch inserted rows [0, 0]", "Feed.willDisplay [0, 0]"])
    #expect(list.display.renderedRows() == [["x", "a", "b"]])
    try list.apply(ListSnapshot(["b", "x"]))
    #expect(list.display.renderedRows() == [["b", "x"]])
    world.expectDiagnostics([])
  }

  /// Item 10: a batch queued after a queued `reloadData()` is checked against the reloaded
  /// counts and succeeds.
  @Test func aBatchQueuedAfterAQueuedReloadSucceeds() throws {
    let world = TestScene()
    let recorder = ListRecorder()
    let (list, source, delegate) = try shownList(world, rows: ["a"], recorder: recorder, onceAt: 0)
    { list in
      guard let source = list.dataSource as? RowsSource else { return }
      list.reloadData()
      try? list.performBatchUpdates {
        source.sections[0].append("z")
        try list.insertRows(at: [ListIndexPath(row: 1, section: 0)])
      }
    }
    expectListTrace(
      recorder,
      [
        "Feed.willAppear(false)", "Feed.willDisplay [0, 0]", "Feed.didAppear(false)",
        "Feed.didEndDisplaying [0, 0]", "Feed.didUpdate reload", "Feed.willDisplay [0, 0]",
        "Feed.didUpdate batch inserted rows [0, 1]", "Feed.willDisplay [0, 1]",
      ])
    #expect(list.display.renderedRows() == [["a", "z"]])
    withExtendedLifetime((source, delegate)) {}
    world.expectDiagnostics([])
  }

  /// A queued `reloadData()` takes over the batches queued before it: their blocks run first,
  /// then one change of kind `.reload`.
  @Test func aQueuedReloadTakesOverTheBatchesQueuedBeforeIt() throws {
    let world = TestScene()
    let recorder = ListRecorder()
    let (list, source, delegate) = try shownList(world, rows: ["a"], recorder: recorder, onceAt: 0)
    { list in
      guard let source = list.dataSource as? RowsSource else { return }
      try? list.performBatchUpdates {
        source.sections[0].append("y")
        try list.insertRows(at: [ListIndexPath(row: 1, section: 0)])
      }
      try? list.performBatchUpdates {
        source.sections[0].insert("w", at: 0)
        // Declares nothing: on its own it would be refused; the reload makes it harmless.
      }
      list.reloadData()
    }
    expectListTrace(
      recorder,
      [
        "Feed.willAppear(false)", "Feed.willDisplay [0, 0]", "Feed.didAppear(false)",
        "Feed.didEndDisplaying [0, 0]", "Feed.didUpdate reload", "Feed.willDisplay [0, 0]",
        "Feed.willDisplay [0, 1]", "Feed.willDisplay [0, 2]",
      ])
    #expect(list.display.renderedRows() == [["w", "a", "y"]])
    withExtendedLifetime((source, delegate)) {}
    world.expectDiagnostics([])
  }

  /// Item 10: a pending insertion for a section the list does not have yet lands when a batch
  /// inserts that section.
  @Test func aPendingInsertionForAMissingSectionLandsThroughABatch() throws {
    let world = TestScene()
    let source = RowsSource([["a"]])
    let list = world.list(source: source)
    let layer = ListInsertionLayer(name: "ads")
    let module = AdModule(SharedLog())
    layer.delegate = module
    try layer.insert("s1", at: .afterContentRows(0), inSection: 1)
    try list.addInsertionLayer(layer)
    world.show(list)
    #expect(layer.isPending("s1"))
    try list.performBatchUpdates {
      source.sections.append(["b"])
      try list.insertSections([1])
    }
    #expect(!layer.isPending("s1"))
    #expect(list.display.renderedRows() == [["a"], ["ad:s1", "b"]])
    world.expectDiagnostics([])
  }
}

/// A list action that runs `body` on every update.
@MainActor
final class UpdateHook: ListAction {
  let body: () -> Void
  init(_ body: @escaping () -> Void) { self.body = body }
  func list(_ list: ListController, didUpdate change: ListChange) { body() }
}

/// An ad module that owns its layer and is kept alive only by it (`retainsDelegate`).
@MainActor
final class OwningAdModule: InsertionLayerDelegate {
  let layer = ListInsertionLayer(name: "owned")

  init() throws {
    layer.delegate = self
    layer.retainsDelegate = true
    try layer.insert("m", at: .afterContentRows(0))
  }

  func insertionLayer(_ layer: ListInsertionLayer, cellFor row: InsertedRow) -> ListCell {
    ListCell("ad:\(row.id)")
  }
}
