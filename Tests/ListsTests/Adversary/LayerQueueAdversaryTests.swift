import Delegation
import LifeCircleTesting
import Lifecycle
import Lists
import Testing

/// Layer requests queued from a list's own callbacks that name a layer an earlier queued
/// request detaches (LISTS §2.3: "A layer's insertions are its own"; "A layer's queries
/// answer the state its mutations so far have made, queued ones included").
@MainActor
@Suite struct LayerQueueAdversaryTests {
  private let source = RowsSource(rows: ["a", "b"])

  /// From a row's `willDisplay` during a reload, the layer is detached and then given a new
  /// insertion: both wait for the reload; the detach ends the ad, the insertion lands in the
  /// detached layer without a change, and the layer shows both ads when attached again.
  @Test func anInsertionQueuedBehindItsLayersDetachKeepsToTheLayer() throws {
    let world = TestScene()
    let log = AdversaryLog()
    let list = world.list(source: source)
    list.registerLifeCircleAction(log)
    list.additionalDelegates.add(log)
    let layer = ListInsertionLayer(name: "ads")
    let module = AdversaryAds(log)
    layer.delegate = module
    try layer.insert("x", at: .afterContentRows(1))
    try list.addInsertionLayer(layer)
    world.show(list)
    _ = log.take()
    let delegate = AdversaryListDelegate()
    var during: [String] = []
    delegate.willDisplay = { [unowned list] _ in
      delegate.willDisplay = nil
      list.removeInsertionLayer(layer)
      try? layer.insert("y", at: .afterContentRows(0))
      during = layer.insertions
    }
    list.delegate = delegate
    list.reloadData()
    #expect(
      log.take() == [
        "didEndDisplaying [0, 0]", "ads.didEndDisplaying x at [0, 1]", "didEndDisplaying [0, 1]",
        "didUpdate reload", "willDisplay [0, 0]", "ads.willDisplay x at [0, 1]",
        "willDisplay [0, 1]", "ads.didEndDisplaying x at [0, 1]",
        "didUpdate batch deleted rows [0, 1]",
      ])
    #expect(during == ["x", "y"])
    #expect(layer.list == nil && layer.insertions == ["x", "y"])
    #expect(list.display.renderedRows() == [["a", "b"]])
    try list.addInsertionLayer(layer)
    #expect(
      log.take() == [
        "didUpdate batch inserted rows [0, 0] [0, 2]", "ads.willDisplay y at [0, 0]",
        "ads.willDisplay x at [0, 2]",
      ])
    #expect(list.display.renderedRows() == [["ad:y", "a", "ad:x", "b"]])
    world.expectDiagnostics([])
  }
}
