import Actions
import Delegation
import LifeCircleTesting
import Lifecycle
import Lists
import Testing

/// Who keeps what alive when lists, layers, modules, placeholder sources and windows are let go
/// from callbacks (LISTS §2.3 "Lifetime", §3.3; DESIGN "Windows", "Queued work holds its
/// targets").
@MainActor
@Suite struct ListOwnershipAdversaryTests {
  /// An ad module that owns its layer, retained by the layer while attached
  /// (`retainsDelegate`): freeing the list detaches the layer, which lets the module go, which
  /// lets the layer go. Nothing leaks.
  @Test func aModuleOwningItsRetainingLayerIsFreedWithTheList() throws {
    let world = TestScene()
    let source = RowsSource(rows: ["a", "b"])
    weak var releasedList: ListController?
    weak var releasedModule: OwningAds?
    weak var releasedLayer: ListInsertionLayer?
    do {
      let list = world.list(source: source)
      let module = OwningAds()
      module.layer.retainsDelegate = true
      module.layer.delegate = module
      try module.layer.insert("x", at: .afterContentRows(1))
      try list.addInsertionLayer(module.layer)
      (releasedList, releasedModule, releasedLayer) = (list, module, module.layer)
      world.show(list)
      #expect(list.display.renderedRows() == [["a", "ad:x", "b"]])
      world.hideWindows()
    }
    #expect(releasedList == nil)
    #expect(releasedModule == nil)
    #expect(releasedLayer == nil)
    world.expectDiagnostics([])
  }

  /// The placeholder's source let go while the placeholder shows: at the next update the
  /// placeholder has no content, so it disappears, balanced (its delegate, still alive, hears
  /// it).
  @Test func aPlaceholderWhoseSourceIsLetGoDisappearsAtTheNextUpdate() throws {
    let world = TestScene()
    let log = AdversaryLog()
    let rows = RowsSource(rows: [])
    let list = world.list(source: rows)
    list.registerLifeCircleAction(log)
    let delegate = AdversaryPlaceholder(log)
    var source: AdversaryPlaceholder? = AdversaryPlaceholder(AdversaryLog())
    let action = EmptyStateAction(source: source!, delegate: delegate)
    list.registerLifeCircleAction(action)
    world.show(list)
    #expect(
      log.take() == ["Feed.willAppear", "empty.willAppear", "Feed.didAppear", "empty.didAppear"])
    source = nil
    list.reloadData()
    #expect(log.take() == ["didUpdate reload", "empty.willDisappear", "empty.didDisappear"])
    #expect(!action.isVisible(on: list))
    world.expectDiagnostics([])
  }

  /// From a row's `willDisplay` during a reload, the list's window is hidden and its last owner
  /// lets it go: the hide waits for the reload, then the list disappears and its rows end; the
  /// window and the list are freed afterwards.
  @Test func aWindowHiddenAndLetGoFromARowCallbackFreesItsList() throws {
    let world = TestScene()
    let source = RowsSource(rows: ["a", "b"])
    let recorder = ListRecorder()
    weak var releasedWindow: Window?
    weak var releasedList: ListController?
    do {
      let list = world.list(source: source, recorder: recorder)
      var owner: Window? = world.make { Window(rootController: list) }
      (releasedWindow, releasedList) = (owner, list)
      owner?.makeKeyAndVisible()
      recorder.reset()
      let delegate = AdversaryListDelegate()
      delegate.willDisplay = { path in
        guard path.row == 1 else { return }
        delegate.willDisplay = nil
        owner?.hide()
        owner = nil
      }
      list.delegate = delegate
      list.reloadData()
      withExtendedLifetime(delegate) {}
    }
    expectListTrace(
      recorder,
      [
        "Feed.didEndDisplaying [0, 0]", "Feed.didEndDisplaying [0, 1]", "Feed.didUpdate reload",
        "Feed.willDisplay [0, 0]", "Feed.willDisplay [0, 1]", "Feed.willDisappear(false)",
        "Feed.didDisappear(false)", "Feed.didEndDisplaying [0, 0]",
        "Feed.didEndDisplaying [0, 1]",
      ])
    #expect(releasedWindow == nil)
    #expect(releasedList == nil)
    world.expectDiagnostics([])
  }
}

/// An ad module that owns its layer strongly.
@MainActor
final class OwningAds: InsertionLayerDelegate {
  let layer = ListInsertionLayer(name: "ads")
  func insertionLayer(_ layer: ListInsertionLayer, cellFor row: InsertedRow) -> ListCell {
    ListCell("ad:\(row.id)")
  }
}
