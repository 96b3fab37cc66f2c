import Lifecycle
import Lists

/// The module behind a `layer` of a ``SimList``: cells show the insertion's identifier; every
/// display and selection callback is a note (`layer: Feed.ads willDisplay x at [0, 2]`); its
/// display and prefetch callbacks are passed on to the list's ``SimList/onEvent``.
@MainActor
package final class SimLayerModule: InsertionLayerDelegate {
  let note: (String) -> Void
  /// The identifiers prefetched and not cancelled (see SimListObserver).
  package var prefetched: Set<String> = []
  let list: String
  /// Hears its display callbacks after their notes (the runner's reactions).
  var onCallback: (ListCallback) -> Void = { _ in }
  /// Hears its display and prefetch callbacks before the reactions (the runner's observer).
  var onEvent: (ListEvent) -> Void = { _ in }

  init(list: String, note: @escaping (String) -> Void) {
    self.list = list
    self.note = note
  }

  package func insertionLayer(_ layer: ListInsertionLayer, cellFor row: InsertedRow) -> ListCell {
    ListCell(row.id)
  }

  package func insertionLayer(
    _ layer: ListInsertionLayer, willDisplay row: InsertedRow, at indexPath: DisplayIndexPath
  ) {
    note("layer: \(list).\(layer.name) willDisplay \(row.id) at \(indexPath)")
    onEvent(.layerRow(self, layer: layer.name, id: row.id, ended: false))
    onCallback(.layerWillDisplay)
  }

  package func insertionLayer(
    _ layer: ListInsertionLayer, didEndDisplaying row: InsertedRow, at indexPath: DisplayIndexPath
  ) {
    note("layer: \(list).\(layer.name) didEndDisplaying \(row.id) at \(indexPath)")
    onEvent(.layerRow(self, layer: layer.name, id: row.id, ended: true))
    onCallback(.layerDidEndDisplaying)
  }

  package func insertionLayer(
    _ layer: ListInsertionLayer, didSelect row: InsertedRow, at indexPath: DisplayIndexPath
  ) {
    note("layer: \(list).\(layer.name) didSelect \(row.id) at \(indexPath)")
  }

  package func insertionLayer(
    _ layer: ListInsertionLayer, didDeselect row: InsertedRow, at indexPath: DisplayIndexPath
  ) {
    note("layer: \(list).\(layer.name) didDeselect \(row.id) at \(indexPath)")
  }
}

/// The source and delegate of an `empty` placeholder: its title, its events as notes
/// (`empty: Feed.willAppear`), each passed on to the list's ``SimList/onEvent`` (the runner's
/// observer, which judges whether it was legal) before its reactions run.
@MainActor
package final class SimPlaceholder: EmptyStateSource, EmptyStateDelegate {
  var title: String
  private let note: (String) -> Void
  /// The section it watches (`section 1`), `nil` for the list's own placeholder: its notes read
  /// `empty: Feed[section 1].willAppear`.
  let section: PlaceholderSection?
  /// Hears each of its callbacks after its note (the runner's reactions).
  var onCallback: (ListCallback) -> Void = { _ in }
  /// Hears each of its events (the runner's observer).
  var onEvent: (ListEvent) -> Void = { _ in }

  init(title: String, section: PlaceholderSection? = nil, note: @escaping (String) -> Void) {
    self.title = title
    self.section = section
    self.note = note
  }

  /// `Feed`, or `Feed[section 1]` for a section's placeholder.
  private func label(_ list: ListController) -> String {
    section.map { "\(list.title)[\($0)]" } ?? list.title
  }

  package func emptyStateContent(for list: ListController) -> EmptyStateContent? {
    EmptyStateContent(title: title)
  }

  package func emptyState(for list: ListController, didReceive event: LifecycleEvent) {
    note("empty: \(label(list)).\(event.name)")
    onEvent(.placeholderEvent(event, section: section.map { "\($0)" }))
    onCallback(.placeholder)
  }

  package func emptyState(for list: ListController, didChange content: EmptyStateContent) {
    note("empty: \(label(list)) shows \(content.title ?? "")")
    onCallback(.placeholder)
  }

  package func emptyStateDidTapView(for list: ListController) {
    note("empty: \(label(list)) tapped")
    onEvent(.placeholderTap(section: section.map { "\($0)" }))
    onCallback(.placeholder)
  }
}

/// A placeholder of one section of a ``SimList`` (`empty LIST section ...`): its action and its
/// source.
@MainActor
package struct SimSectionPlaceholder {
  /// The section it watches.
  package let section: PlaceholderSection
  /// The action registered on the list.
  package let action: EmptyStateAction
  /// Its source and delegate.
  package let placeholder: SimPlaceholder
}

extension SimList {
  /// The layer named `name`, made and attached on its first use.
  func layer(named name: String, note: @escaping (String) -> Void) throws -> ListInsertionLayer {
    if let layer = insertionLayers.first(where: { $0.name == name }) { return layer }
    let layer = ListInsertionLayer(name: name)
    let module = SimLayerModule(list: title, note: note)
    module.onCallback = { [weak self] in self?.onCallback($0) }
    module.onEvent = { [weak self] in self?.onEvent($0) }
    onEvent(.layerModuleMade(module))
    layer.delegate = module
    layer.retainsDelegate = true
    layerModules[name] = module
    try addInsertionLayer(layer)
    return layer
  }
}
