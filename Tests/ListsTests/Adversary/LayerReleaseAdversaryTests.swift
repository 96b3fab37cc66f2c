import LifeCircleTesting
import Lifecycle
import Lists
import Testing

/// An ad module whose deinit reads the list its layer was attached to: the layers and the
/// display (both read from the list's unchecked display state).
@MainActor
private final class ListReadingModule: InsertionLayerDelegate {
  let log: SharedLog
  weak var list: ListController?
  init(_ log: SharedLog) { self.log = log }

  func insertionLayer(_ layer: ListInsertionLayer, cellFor row: InsertedRow) -> ListCell {
    ListCell("ad:\(row.id)")
  }

  isolated deinit {
    guard let list else { return }
    log.lines.append(
      "module.deinit layers=\(list.insertionLayers.map(\.name)) rows=\(list.display.renderedRows())"
    )
  }
}

// `ListController.displayState` holds the layers strongly (the list's layers, and each displayed
// or prefetched inserted row's layer) and is proven never to let go of the last reference to one
// inside an access; a layer that retains its delegate lets it go at its detachment, outside every
// access. Here the list is the layer's only owner and the layer the module's only owner, so both
// are freed by the detachment, and the module's deinit reads the list (in debug builds an
// overlap would trap).
@MainActor
@Suite struct LayerReleaseAdversaryTests {
  @Test func aRetainedModuleOfALayerOnlyTheListOwnsReadsTheListWhenTheLayerIsRemoved() throws {
    let world = TestScene()
    let log = SharedLog()
    let source = RowsSource(rows: ["a", "b"])
    let list = world.list(source: source)
    weak var releasedLayer: ListInsertionLayer?
    weak var releasedModule: ListReadingModule?
    do {
      let module = ListReadingModule(log)
      module.list = list
      let layer = ListInsertionLayer(name: "ads")
      layer.retainsDelegate = true
      layer.delegate = module
      try layer.insert("x", at: .afterContentRows(1))
      try list.addInsertionLayer(layer)
      (releasedLayer, releasedModule) = (layer, module)
    }
    world.show(list)
    #expect(list.display.renderedRows() == [["a", "ad:x", "b"]])
    list.removeInsertionLayer(list.insertionLayers[0])
    #expect(log.lines == ["module.deinit layers=[] rows=[[\"a\", \"b\"]]"])
    #expect(releasedModule == nil)
    #expect(releasedLayer == nil)
    #expect(list.display.renderedRows() == [["a", "b"]])
    world.expectDiagnostics([])
  }

  /// A removed layer whose last owners are its displayed and prefetched rows: the change deletes
  /// its rows, so every entry holding it leaves the display state into a local (the rows left,
  /// the prefetches cancelled) and the layer is freed after the access, once its cancellation
  /// was told. The module, which is also the prefetch data source, hears the cancellation and
  /// the row that enters the range.
  @Test func aRemovedLayerHeldOnlyByItsRowsIsFreedAfterTheyLeaveTheDisplayState() throws {
    let world = TestScene()
    let log = SharedLog()
    let source = RowsSource(rows: ["a", "b", "c", "d"])
    let module = PrefetchingModule(log)
    let list = world.list(source: source, viewport: ListViewport(firstRow: 0, rowCount: 2))
    list.prefetchDataSource = module
    list.prefetchDistance = 2
    weak var releasedLayer: ListInsertionLayer?
    do {
      let layer = ListInsertionLayer(name: "ads")
      layer.delegate = module
      try layer.insert("x", at: .afterContentRows(2))
      try list.addInsertionLayer(layer)
      releasedLayer = layer
    }
    world.show(list)
    #expect(log.take() == ["prefetch [0, 0] [0, 1] [0, 2]", "ads.prefetch [\"x\"]"])
    list.removeInsertionLayer(list.insertionLayers[0])
    #expect(releasedLayer == nil)
    #expect(log.take() == ["ads.cancelPrefetching [\"x\"]", "prefetch [0, 3]"])
    #expect(list.display.renderedRows() == [["a", "b", "c", "d"]])
    world.expectDiagnostics([])
  }
}

/// An ad module that is also the list's prefetch data source.
@MainActor
private final class PrefetchingModule: ListPrefetchingTests.PrefetchingAds, ListPrefetching {
  func list(_ list: ListController, prefetchRowsAt indexPaths: [ListIndexPath]) {
    log.lines.append("prefetch \(indexPaths.map(\.description).joined(separator: " "))")
  }
}
