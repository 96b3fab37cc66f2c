import Foundation
import Lists

/// An adapter's cell providers: the app's, for content rows, and one per insertion layer.
@MainActor
struct CellProviders<View, Cell> {
  /// Makes a content row's cell: the view, the row's path in it, the list's path of the row.
  typealias Content = @MainActor (View, IndexPath, ListIndexPath) throws -> Cell?
  /// Makes the cell of a row an insertion layer added.
  typealias Inserted = @MainActor (View, IndexPath, InsertedRow) throws -> Cell?

  /// The content rows' provider, if the app gave one.
  let content: Content?
  /// The layers' providers, by layer name.
  var layers: [String: Inserted] = [:]

  /// The provider that makes `row`'s cell, bound to the row, or `nil` when the app gave none
  /// (the adapter then shows the headless cell).
  func provider(for row: DisplayRow) -> ((View, IndexPath) throws -> Cell?)? {
    switch row {
    case .content(let path):
      guard let content else { return nil }
      return { view, indexPath in try content(view, indexPath, path) }
    case .inserted(let layer, let inserted):
      guard let provider = layers[layer] else { return nil }
      return { view, indexPath in try provider(view, indexPath, inserted) }
    }
  }
}
