import LifeCircleTesting
import Lifecycle
import Lists
import Testing

extension TestScene {
  /// A list titled "Feed" answering from a snapshot data source that starts with `snapshot`
  /// (cells from `cell`, the identifier by default), shown with `viewport`, with a recorder
  /// attached and reset. Keep the data source: the list holds it weakly.
  func snapshotList(
    _ snapshot: ListSnapshot<String>, viewport: ListViewport = .all,
    cell: @escaping @MainActor (String, ListIndexPath) -> ListCell = { id, _ in ListCell(id) }
  ) throws -> (ListController, ListSnapshotDataSource<String>, ListRecorder) {
    let source = try ListSnapshotDataSource(snapshot, cellProvider: cell)
    let recorder = ListRecorder()
    let list = make { ListController(title: "Feed") }
    list.dataSource = source
    list.viewport = viewport
    recorder.attach(to: list)
    show(list)
    recorder.reset()
    return (list, source, recorder)
  }
}

/// Expects `source` to answer from `snapshot`'s sections with no update marks left (they belong
/// to the `apply` that used them).
@MainActor
func expectShows(
  _ source: ListSnapshotDataSource<String>, _ snapshot: ListSnapshot<String>,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(source.snapshot.sections == snapshot.sections, sourceLocation: sourceLocation)
  #expect(
    source.snapshot.sectionIdentifiers == snapshot.sectionIdentifiers,
    sourceLocation: sourceLocation)
  #expect(
    source.snapshot.reloadedItems.isEmpty && source.snapshot.reconfiguredItems.isEmpty,
    sourceLocation: sourceLocation)
}

/// Titles by identifier, read by a snapshot data source's cell provider, which records every
/// cell it makes as `id [section, row]`.
@MainActor
final class Titles {
  var titles: [String: String] = [:]
  var asked: [String] = []

  func cell(_ id: String, _ path: ListIndexPath) -> ListCell {
    asked.append("\(id) \(path)")
    return ListCell(titles[id] ?? id)
  }
}
