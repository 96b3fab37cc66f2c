import Delegation
import LifeCircleTesting
import Lifecycle
import Lists

/// One log for the business side and the ad module, in call order.
@MainActor
final class SharedLog {
  var lines: [String] = []

  /// Returns the lines so far and forgets them.
  func take() -> [String] {
    defer { lines = [] }
    return lines
  }
}

/// The business delegate and list action: `willDisplay [0, 1]`, `didUpdate <change>`, ...
@MainActor
final class BusinessRecorder: ListDelegate, ListAction {
  let log: SharedLog
  init(_ log: SharedLog) { self.log = log }

  func attach(to list: ListController) {
    list.additionalDelegates.add(self)
    list.registerLifeCircleAction(self)
  }

  func list(_ list: ListController, willDisplayRowAt indexPath: ListIndexPath) {
    log.lines.append("willDisplay \(indexPath)")
  }
  func list(_ list: ListController, didEndDisplayingRowAt indexPath: ListIndexPath) {
    log.lines.append("didEndDisplaying \(indexPath)")
  }
  func list(_ list: ListController, didSelectRowAt indexPath: ListIndexPath) {
    log.lines.append("didSelect \(indexPath)")
  }
  func list(_ list: ListController, didDeselectRowAt indexPath: ListIndexPath) {
    log.lines.append("didDeselect \(indexPath)")
  }
  func list(_ list: ListController, didUpdate change: ListChange) {
    log.lines.append("didUpdate \(change)")
  }
}

/// An ad module: cells `ad:<id>`, display and selection callbacks as `<layer>.willDisplay x at
/// [0, 2]`, and an optional block run when the content reloads.
@MainActor
final class AdModule: InsertionLayerDelegate {
  let log: SharedLog
  var onReload: ((ListInsertionLayer, Int) -> Void)?
  private(set) var cellRequests: [String] = []

  init(_ log: SharedLog) { self.log = log }

  func insertionLayer(_ layer: ListInsertionLayer, cellFor row: InsertedRow) -> ListCell {
    cellRequests.append(row.id)
    return ListCell("ad:\(row.id)")
  }
  func insertionLayer(_ layer: ListInsertionLayer, contentDidReload sectionCount: Int) {
    log.lines.append("\(layer.name).contentDidReload \(sectionCount)")
    onReload?(layer, sectionCount)
  }
  func insertionLayer(
    _ layer: ListInsertionLayer, willDisplay row: InsertedRow, at indexPath: DisplayIndexPath
  ) {
    log.lines.append("\(layer.name).willDisplay \(row.id) at \(indexPath)")
  }
  func insertionLayer(
    _ layer: ListInsertionLayer, didEndDisplaying row: InsertedRow, at indexPath: DisplayIndexPath
  ) {
    log.lines.append("\(layer.name).didEndDisplaying \(row.id) at \(indexPath)")
  }
  func insertionLayer(
    _ layer: ListInsertionLayer, didSelect row: InsertedRow, at indexPath: DisplayIndexPath
  ) {
    log.lines.append("\(layer.name).didSelect \(row.id) at \(indexPath)")
  }
  func insertionLayer(
    _ layer: ListInsertionLayer, didDeselect row: InsertedRow, at indexPath: DisplayIndexPath
  ) {
    log.lines.append("\(layer.name).didDeselect \(row.id) at \(indexPath)")
  }
}

/// A shown feed with business rows `rows`, a business recorder, an ad layer "ads" with its
/// module, all logging to one log (cleared).
@MainActor
struct Feed {
  let world = TestScene()
  let log = SharedLog()
  let source: RowsSource
  let list: ListController
  let business: BusinessRecorder
  let ads: ListInsertionLayer
  let module: AdModule

  init(rows: [String], viewport: ListViewport = .all, shown: Bool = true) throws {
    source = RowsSource(rows: rows)
    list = world.list(source: source, viewport: viewport)
    business = BusinessRecorder(log)
    business.attach(to: list)
    module = AdModule(log)
    ads = ListInsertionLayer(name: "ads")
    ads.delegate = module
    try list.addInsertionLayer(ads)
    if shown { world.show(list) }
    _ = log.take()
  }

  /// The display as texts.
  var rendered: [[String]] { list.display.renderedRows() }
}

func display(_ row: Int, _ section: Int = 0) -> DisplayIndexPath {
  DisplayIndexPath(row: row, section: section)
}
