import Lifecycle
import Lists

/// The observer of a ``SimList``: notes every callback of the list (`list: Feed.willDisplay
/// [0, 1] B`, `list: Feed.willDisplaySection 1 B`), and passes each display callback on to the
/// list's ``SimList/onEvent`` (the runner's observer) before the reactions run. Its prefetch
/// data sources are ``SimPrefetchSource``s.
@MainActor
package final class SimListObserver: ListDelegate, ListAction {
  weak var list: SimList?
  private let note: (String) -> Void

  init(note: @escaping (String) -> Void) { self.note = note }

  package func list(_ list: ListController, willDisplayRowAt indexPath: ListIndexPath) {
    let row = self.list?.row(at: indexPath)
    self.list?.onEvent(.row(indexPath, row, ended: false))
    guard let row else { return }
    note("list: \(list.title).willDisplay \(indexPath) \(row.text)")
    self.list?.onCallback(.willDisplay)
  }

  package func list(_ list: ListController, didEndDisplayingRowAt indexPath: ListIndexPath) {
    let row = self.list?.row(before: indexPath)
    self.list?.onEvent(.row(indexPath, row, ended: true))
    guard let row else { return }
    note("list: \(list.title).didEndDisplaying \(indexPath) \(row.text)")
    self.list?.onCallback(.didEndDisplaying)
  }
  package func list(_ list: ListController, didSelectRowAt indexPath: ListIndexPath) {
    note("list: \(list.title).didSelect \(indexPath)")
  }

  package func list(_ list: ListController, didDeselectRowAt indexPath: ListIndexPath) {
    note("list: \(list.title).didDeselect \(indexPath)")
  }

  package func list(_ list: ListController, didUpdate change: ListChange) {
    note("list: \(list.title).didUpdate \(change)")
    self.list?.changeDelivered()
    self.list?.onCallback(.didUpdate)
  }

  package func list(_ list: ListController, willDisplaySection section: Int) {
    let entry = self.list?.sections[safe: section]
    self.list?.onEvent(.section(section, entry, ended: false))
    if let entry { noteSection("willDisplaySection", section, entry, of: list) }
  }

  package func list(_ list: ListController, didEndDisplayingSection section: Int) {
    let entry = self.list?.sectionsBefore[safe: section]
    self.list?.onEvent(.section(section, entry, ended: true))
    if let entry { noteSection("didEndDisplayingSection", section, entry, of: list) }
  }

  private func noteSection(
    _ event: String, _ section: Int, _ entry: SimSection, of list: ListController
  ) {
    guard self.list?.notesSectionEvents == true else { return }
    note("list: \(list.title).\(event) \(section)\(entry.identifier.map { " \($0)" } ?? "")")
  }
}

extension SimLayerModule {
  package func insertionLayer(_ layer: ListInsertionLayer, prefetch rows: [InsertedRow]) {
    note("layer: \(list).\(layer.name) prefetch \(rows.map(\.id).joined(separator: ", "))")
    onEvent(.layerPrefetch(self, layer: layer.name, ids: rows.map(\.id), cancelled: false))
    for row in rows { prefetched.insert(row.id) }
  }

  package func insertionLayer(_ layer: ListInsertionLayer, cancelPrefetchingFor rows: [InsertedRow])
  {
    note(
      "layer: \(list).\(layer.name) cancelPrefetching \(rows.map(\.id).joined(separator: ", "))")
    onEvent(.layerPrefetch(self, layer: layer.name, ids: rows.map(\.id), cancelled: true))
    for row in rows { prefetched.remove(row.id) }
  }
}
