import LifeCircleTesting
import Lifecycle
import Lists
import Testing

/// A display pass holds the data source and delegate it read (reading them again once one is
/// set) and keeps no row, layer or cell between updates in the buffers it reuses.
@MainActor
@Suite struct ListDisplayPassTests {
  /// A delegate that writes `<name>.willDisplay [s, r]` and `<name>.didEnd [s, r]` to `log`.
  final class NamedDelegate: ListDelegate {
    let name: String
    let log: SharedLog
    var onWillDisplay: ((ListIndexPath) -> Void)?

    init(_ name: String, _ log: SharedLog) {
      self.name = name
      self.log = log
    }

    func list(_ list: ListController, willDisplayRowAt indexPath: ListIndexPath) {
      log.lines.append("\(name).willDisplay \(indexPath)")
      onWillDisplay?(indexPath)
    }
    func list(_ list: ListController, didEndDisplayingRowAt indexPath: ListIndexPath) {
      log.lines.append("\(name).didEnd \(indexPath)")
    }
  }

  @Test func aDelegateSetDuringAPassHearsTheNextRow() {
    let world = TestScene()
    let log = SharedLog()
    let first = NamedDelegate("first", log)
    let second = NamedDelegate("second", log)
    let source = RowsSource(rows: ["a", "b", "c"])
    let list = world.list(source: source)
    list.delegate = first
    first.onWillDisplay = { [unowned list] path in
      if path.row == 0 { list.delegate = second }
    }
    world.show(list)
    #expect(
      log.take() == [
        "first.willDisplay [0, 0]", "second.willDisplay [0, 1]", "second.willDisplay [0, 2]",
      ])
    list.reloadData()
    #expect(
      log.take() == [
        "second.didEnd [0, 0]", "second.didEnd [0, 1]", "second.didEnd [0, 2]",
        "second.willDisplay [0, 0]", "second.willDisplay [0, 1]", "second.willDisplay [0, 2]",
      ])
  }

  @Test func aDataSourceSetDuringAPassMakesTheNextCell() {
    let world = TestScene()
    let log = SharedLog()
    let delegate = NamedDelegate("delegate", log)
    let first = RowsSource(rows: ["a", "b", "c"])
    let second = RowsSource(rows: ["A", "B", "C"])
    let list = world.list(source: first)
    list.delegate = delegate
    delegate.onWillDisplay = { [unowned list] path in
      if path.row == 0 { list.dataSource = second }
    }
    world.show(list)
    #expect(list.indexPathsForVisibleRows.map { list.cellForRow(at: $0)?.text } == ["a", "B", "C"])
    #expect(first.cellQuestions == [path(0)])
    #expect(second.cellQuestions == [path(1), path(2)])
  }

  @Test func aDelegateLetGoDuringAPassHearsThatPassAndIsFreedAtItsEnd() {
    let world = TestScene()
    let log = SharedLog()
    let source = RowsSource(rows: ["a", "b", "c"])
    let list = world.list(source: source)
    var owner: NamedDelegate? = NamedDelegate("delegate", log)
    weak let probe = owner
    list.delegate = owner
    owner?.onWillDisplay = { path in
      if path.row == 0 { owner = nil }  // its last owner lets it go
    }
    world.show(list)
    #expect(
      log.take() == [
        "delegate.willDisplay [0, 0]", "delegate.willDisplay [0, 1]",
        "delegate.willDisplay [0, 2]",
      ])
    #expect(probe == nil)
    #expect(list.delegate == nil)
    list.reloadData()
    #expect(log.take() == [])
  }

  @Test func aRemovedLayerIsFreedAfterItsRowsLeftTheDisplay() throws {
    let world = TestScene()
    let log = SharedLog()
    let module = AdModule(log)
    let source = RowsSource(rows: ["a", "b"])
    let list = world.list(source: source)
    weak var probe: ListInsertionLayer?
    do {
      let ads = ListInsertionLayer(name: "ads")
      probe = ads
      ads.delegate = module
      try list.addInsertionLayer(ads)
      try ads.insert("x", at: .afterContentRows(1))
      let window = world.showWindow(list)
      #expect(log.take() == ["ads.contentDidReload 1", "ads.willDisplay x at [0, 1]"])
      list.reloadData()  // every displayed row, the ad's included, leaves and comes back
      window.hide()  // every row leaves the display: the buffers they passed through are empty
      #expect(
        log.take() == [
          "ads.contentDidReload 1", "ads.didEndDisplaying x at [0, 1]",
          "ads.willDisplay x at [0, 1]", "ads.didEndDisplaying x at [0, 1]",
        ])
      list.removeInsertionLayer(ads)
    }
    #expect(probe == nil)
  }
}
