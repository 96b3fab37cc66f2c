import Delegation
import Lifecycle
import Lists

/// `list NAME [ROW ...]`: a `ListController` with one section whose rows the runner keeps, each
/// with an identity, so the invariants can follow rows through updates. Its own observer notes
/// every list callback in the step's report (`list: Feed.willDisplay [0, 1] B`) and checks that
/// display callbacks are balanced.
@MainActor
package final class SimList: ListController {
  /// The rows shown: texts with identities, in order.
  package var rows: [(id: Int, text: String)]
  /// The rows before the update under way, for before-state paths.
  var rowsBefore: [(id: Int, text: String)] = []
  private let source = SimListSource()
  /// The modules of the list's layers, by layer name.
  var layerModules: [String: SimLayerModule] = [:]
  /// The `empty` placeholder, once attached, and its source.
  var emptyState: (action: EmptyStateAction, placeholder: SimPlaceholder)?
  /// The layers detached last, by name, kept with their modules for `layer ... reattach`.
  var detachedLayers: [String: (layer: ListInsertionLayer, module: SimLayerModule)] = [:]
  /// Hears each callback of the list's own work (its delegate's, its action's, its layers'
  /// and placeholder's) after its note: the runner runs the reactions armed on it.
  var onCallback: (ListCallback) -> Void = { _ in }
  private let observer: SimListObserver
  private var nextID = 0

  init(title: String, rows texts: [String], note: @escaping (String) -> Void) {
    rows = []
    observer = SimListObserver(note: note)
    super.init(title: title)
    omitsTypeInMessages = true
    rows = texts.map(makeRow)
    rowsBefore = rows
    source.list = self
    dataSource = source
    additionalDelegates.add(observer)
    observer.list = self
    registerLifeCircleAction(observer)
  }

  /// A new row with a fresh identity.
  func makeRow(_ text: String) -> (id: Int, text: String) {
    nextID += 1
    return (nextID, text)
  }

  /// The identities displayed according to the callbacks.
  var displayedIDs: Set<Int> { observer.displayed }
  /// Unbalanced callbacks seen so far.
  var callbackProblems: [String] { observer.problems }
}

/// The data source of a ``SimList``: its rows.
@MainActor
private final class SimListSource: ListDataSource {
  weak var list: SimList?

  func list(_ list: ListController, numberOfRowsInSection section: Int) -> Int {
    self.list?.rows.count ?? 0
  }

  func list(_ list: ListController, cellForRowAt indexPath: ListIndexPath) -> ListCell {
    guard let rows = self.list?.rows, rows.indices.contains(indexPath.row) else { return "" }
    return ListCell(rows[indexPath.row].text)
  }
}

/// Notes the list callbacks and keeps the displayed identities.
@MainActor
private final class SimListObserver: ListDelegate, ListAction {
  weak var list: SimList?
  private let note: (String) -> Void
  private(set) var displayed: Set<Int> = []
  private(set) var problems: [String] = []

  init(note: @escaping (String) -> Void) { self.note = note }

  func list(_ list: ListController, willDisplayRowAt indexPath: ListIndexPath) {
    guard let row = self.list?.rows[safe: indexPath.row] else {
      return problems.append("willDisplay \(indexPath) outside the rows")
    }
    note("list: \(list.title).willDisplay \(indexPath) \(row.text)")
    if !displayed.insert(row.id).inserted {
      problems.append("\(list.title): willDisplay \(row.text) twice without an end")
    }
    self.list?.onCallback(.willDisplay)
  }

  func list(_ list: ListController, didEndDisplayingRowAt indexPath: ListIndexPath) {
    guard let row = self.list?.rowsBefore[safe: indexPath.row] else {
      return problems.append("didEndDisplaying \(indexPath) outside the rows before")
    }
    note("list: \(list.title).didEndDisplaying \(indexPath) \(row.text)")
    if displayed.remove(row.id) == nil {
      problems.append("\(list.title): didEndDisplaying \(row.text), which was not displayed")
    }
    self.list?.onCallback(.didEndDisplaying)
  }

  func list(_ list: ListController, didSelectRowAt indexPath: ListIndexPath) {
    note("list: \(list.title).didSelect \(indexPath)")
  }

  func list(_ list: ListController, didDeselectRowAt indexPath: ListIndexPath) {
    note("list: \(list.title).didDeselect \(indexPath)")
  }

  func list(_ list: ListController, didUpdate change: ListChange) {
    note("list: \(list.title).didUpdate \(change)")
    // The rows that ended displaying have gone: the rows now are those the next update starts
    // from (a queued batch's block runs in its turn, after this).
    if let list = self.list { list.rowsBefore = list.rows }
    self.list?.onCallback(.didUpdate)
  }
}

extension Array {
  /// The element at `index`, or `nil` outside the array.
  subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
