import LifeCircleTesting
import Lifecycle
import Lists
import Testing

/// No empty `ListChange`: a change that moves nothing on screen or in the counts is not heard;
/// a layer without a delegate says so at its first mutation.
@MainActor
@Suite struct QuietLayerTests {
  static let noDelegate =
    "insertion layer \"ads\" on \"Feed\" (ListController) has no delegate: its rows are hidden until it has one and the list reloads"

  @Test func attachingALayerWithNoVisibleRowIsNotHeard() throws {
    let feed = try Feed(rows: ["a"])
    let more = ListInsertionLayer(name: "more")
    more.delegate = feed.module
    try more.insert("late", at: .afterContentRows(3))  // pending: nothing to show
    try feed.list.addInsertionLayer(more)
    let empty = ListInsertionLayer(name: "empty")
    empty.delegate = feed.module
    try feed.list.addInsertionLayer(empty)
    try more.insert("later", at: .afterContentRows(4))
    #expect(feed.log.take() == [])
    #expect(feed.rendered == [["a"]])
    feed.world.expectDiagnostics([])
  }

  @Test func aLayerHiddenWhileTheContentIsEmptyIsNotHeard() throws {
    let feed = try Feed(rows: [])
    try feed.ads.insert("x", at: .afterContentRows(0))
    feed.ads.remove(["x"])
    #expect(feed.log.take() == [])
    #expect(feed.rendered == [[]])
  }

  @Test func anEmptyBatchIsNotHeardAndItsCompletionStillHearsIt() throws {
    let world = TestScene()
    let source = RowsSource(rows: ["a"])
    let recorder = ListRecorder()
    let list = world.shownList(source: source, recorder: recorder)
    var outcome: Result<ListChange, ListUpdateError>?
    list.performBatchUpdates({}, completion: { outcome = $0 })
    expectListTrace(recorder, [])
    #expect(outcome == .success(ListChange(kind: .batch)))
  }

  @Test func aLayerWithoutADelegateSaysSoAtItsFirstMutationAndIsNotHeard() throws {
    let feed = try Feed(rows: ["a", "b"])
    let orphan = ListInsertionLayer(name: "ads")
    try feed.list.addInsertionLayer(orphan)
    feed.world.expectDiagnostics([])
    try orphan.insert("x", at: .afterContentRows(1))
    try orphan.insert("y", at: .afterContentRows(0))
    #expect(feed.world.diagnostics.map(\.message) == [Self.noDelegate])
    feed.world.expectDiagnostics([.insertionDelegateMissing])
    #expect(feed.log.take() == [])
    #expect(feed.rendered == [["a", "b"]])
  }

  @Test func aLayerFilledWithoutADelegateSaysSoWhenItReachesAList() throws {
    let world = TestScene()
    let source = RowsSource(rows: ["a"])
    let list = world.list(source: source)
    let orphan = ListInsertionLayer(name: "ads")
    try orphan.insert("x", at: .afterContentRows(1))
    world.expectDiagnostics([])  // no list to report to yet
    try list.addInsertionLayer(orphan)  // the list is not loaded: its first mutation there
    try orphan.insert("y", at: .afterContentRows(0))
    #expect(world.diagnostics.map(\.message) == [Self.noDelegate])
    world.expectDiagnostics([.insertionDelegateMissing])
    world.show(list)
    #expect(list.display.renderedRows() == [["a"]])
    world.expectDiagnostics([])
  }

  @Test func aReleasedDelegateIsStillReportedAsReleased() throws {
    let feed = try Feed(rows: ["a"])
    var module: AdModule? = AdModule(feed.log)
    feed.ads.delegate = module
    try feed.ads.insert("x", at: .afterContentRows(1))
    module = nil
    feed.source.sections = [["a", "b"]]
    try feed.list.insertRows(at: [path(1)])
    #expect(
      feed.world.diagnostics.map(\.message) == [
        "the delegate of insertion layer \"ads\" on \"Feed\" (ListController) was released; its rows are hidden until a new delegate and a reload"
      ])
    feed.world.expectDiagnostics([.insertionDelegateMissing])
    #expect(feed.rendered == [["a", "b"]])
  }
}
