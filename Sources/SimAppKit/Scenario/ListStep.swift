/// An update of a declared list: one public `ListController` call (a batch for the row
/// operations, the data changed in its block).
package enum ListStep: Sendable, Equatable {
  /// `reloadData()`, after replacing the rows when some are given.
  case reload(list: String, rows: [String]?)
  /// A row inserted at `index`, as a batch.
  case insert(list: String, row: String, index: Int)
  /// The row at `index` deleted, as a batch.
  case delete(list: String, index: Int)
  /// A row moved, as a batch.
  case move(list: String, from: Int, to: Int)
  /// A simulated tap on display row `index`.
  case tap(list: String, index: Int)
  /// The viewport set to `rowCount` rows (all when `nil`) from `firstRow`.
  case scroll(list: String, firstRow: Int, rowCount: Int?)
  /// A batch whose block appends a row it does not declare: the list refuses it and changes
  /// nothing (UIKit's "invalid number of rows").
  case badBatch(list: String)
  /// An insertion layer of the list (made and attached at its first mention): insert `id`
  /// after `rows` inner rows, or at display row `row`.
  case layerInsert(list: String, layer: String, id: String, position: LayerPosition)
  /// Removes insertions of a layer.
  case layerRemove(list: String, layer: String, ids: [String])
  /// Asks the cells of insertions again.
  case layerReload(list: String, layer: String, ids: [String])
  /// Detaches a layer from its list; it keeps its insertions.
  case layerDetach(list: String, layer: String)
  /// Attaches again, with its insertions, the layer of that name detached last.
  case layerReattach(list: String, layer: String)
  /// A batch that changes a layer (inserts `id` after no content row, or detaches the layer)
  /// and appends a row it does not declare: the list refuses it, and the layer's change with it.
  case badLayerBatch(list: String, layer: String, change: LayerChangeInBatch)
  /// Attaches an empty-state action showing `title` (or turns it on again).
  case empty(list: String, title: String)
  /// Turns the list's empty-state action off (`isEnabled = false`).
  case emptyOff(list: String)
  /// Taps the list's placeholder.
  case emptyTap(list: String)
  /// `apply(_:completion:)` of a snapshot of the list's rows (see Parser+Snapshots).
  case apply(list: String, snapshot: SnapshotSpec)
  /// Sets the list's `prefetchDistance`.
  case prefetch(list: String, distance: Int)
  /// Attaches a placeholder of one section showing `title` (a second one for the same section
  /// shows `title` instead, and turns it on again).
  case emptySection(list: String, section: PlaceholderSection, title: String)
  /// Turns the placeholder of one section off (`isEnabled = false`), as ``emptyOff(list:)``.
  case emptySectionOff(list: String, section: PlaceholderSection)
  /// Taps the placeholder of one section, as ``emptyTap(list:)``.
  case emptySectionTap(list: String, section: PlaceholderSection)
  /// Sets the list's `prefetchDataSource` (see ``PrefetchSourceName``).
  case prefetchSource(list: String, source: PrefetchSourceName)

  /// The list the step acts on.
  package var list: String {
    switch self {
    case .reload(let list, _), .insert(let list, _, _), .delete(let list, _),
      .move(let list, _, _), .tap(let list, _), .scroll(let list, _, _), .badBatch(let list),
      .layerInsert(let list, _, _, _), .layerRemove(let list, _, _), .layerReload(let list, _, _),
      .layerDetach(let list, _), .layerReattach(let list, _), .badLayerBatch(let list, _, _),
      .empty(let list, _), .emptyOff(let list), .emptyTap(let list),
      .apply(let list, _), .prefetch(let list, _), .emptySection(let list, _, _),
      .emptySectionOff(let list, _), .emptySectionTap(let list, _), .prefetchSource(let list, _):
      list
    }
  }
}

/// Where `layer ... insert` puts a row: after so many inner rows, or at a display row.
package enum LayerPosition: Sendable, Equatable {
  case after(Int)
  case at(Int)
}

/// What a `badBatch LIST LAYER ...` does to the layer inside its (refused) block.
package enum LayerChangeInBatch: Sendable, Equatable {
  /// Inserts this identifier after no content row.
  case insert(String)
  /// Detaches the layer.
  case detach
}
