import Lifecycle
import Lists

/// The second observer of a ``SimList``: its section display events and its prefetching, noted
/// (`list: Feed.willDisplaySection 1 B`, `list: Feed.prefetch [0, 3] d`) and kept for the
/// invariants (see ScenarioRunner+Snapshots), with a problem for each unbalanced call.
@MainActor
final class SimSectionObserver: ListDelegate, ListPrefetching {
  weak var list: SimList?
  private let note: (String) -> Void
  /// The keys of the sections displayed according to the callbacks.
  private(set) var displayedSections: Set<Int> = []
  /// The identities of the content rows prefetched and not cancelled.
  private(set) var prefetched: Set<Int> = []
  private(set) var problems: [String] = []

  init(note: @escaping (String) -> Void) { self.note = note }

  func list(_ list: ListController, willDisplaySection section: Int) {
    guard let entry = self.list?.sections[safe: section] else {
      return problems.append("willDisplaySection \(section) outside the sections")
    }
    noteSection("willDisplaySection", section, entry, of: list)
    if !displayedSections.insert(entry.key).inserted {
      problems.append("\(list.title): willDisplaySection \(section) twice without an end")
    }
  }

  func list(_ list: ListController, didEndDisplayingSection section: Int) {
    guard let entry = self.list?.sectionsBefore[safe: section] else {
      return problems.append("didEndDisplayingSection \(section) outside the sections before")
    }
    noteSection("didEndDisplayingSection", section, entry, of: list)
    if displayedSections.remove(entry.key) == nil {
      problems.append("\(list.title): didEndDisplayingSection \(section), not displayed")
    }
  }

  private func noteSection(
    _ event: String, _ section: Int, _ entry: SimSection, of list: ListController
  ) {
    guard self.list?.notesSectionEvents == true else { return }
    note("list: \(list.title).\(event) \(section)\(entry.identifier.map { " \($0)" } ?? "")")
  }

  func list(_ list: ListController, prefetchRowsAt indexPaths: [ListIndexPath]) {
    var items: [String] = []
    for path in indexPaths {
      guard let row = self.list?.row(at: path) else {
        problems.append("\(list.title): prefetch \(path) outside the rows")
        continue
      }
      items.append("\(path) \(row.text)")
      if !prefetched.insert(row.id).inserted {
        problems.append("\(list.title): prefetch \(row.text) twice without a cancel")
      }
    }
    note("list: \(list.title).prefetch \(items.joined(separator: ", "))")
  }

  func list(_ list: ListController, cancelPrefetchingForRowsAt indexPaths: [ListIndexPath]) {
    var items: [String] = []
    for path in indexPaths {
      guard let row = self.list?.row(before: path) else {
        problems.append("\(list.title): cancelPrefetching \(path) outside the rows before")
        continue
      }
      items.append("\(path) \(row.text)")
      if prefetched.remove(row.id) == nil {
        problems.append("\(list.title): cancelPrefetching \(row.text), not prefetched")
      }
    }
    note("list: \(list.title).cancelPrefetching \(items.joined(separator: ", "))")
  }
}

extension SimLayerModule {
  func insertionLayer(_ layer: ListInsertionLayer, prefetch rows: [InsertedRow]) {
    note("layer: \(list).\(layer.name) prefetch \(rows.map(\.id).joined(separator: ", "))")
    for row in rows where !prefetched.insert(row.id).inserted {
      problems.append("\(list).\(layer.name): prefetch \(row.id) twice without a cancel")
    }
  }

  func insertionLayer(_ layer: ListInsertionLayer, cancelPrefetchingFor rows: [InsertedRow]) {
    note(
      "layer: \(list).\(layer.name) cancelPrefetching \(rows.map(\.id).joined(separator: ", "))")
    for row in rows where prefetched.remove(row.id) == nil {
      problems.append("\(list).\(layer.name): cancelPrefetching \(row.id), not prefetched")
    }
  }
}
