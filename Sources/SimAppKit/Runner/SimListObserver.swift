import Lifecycle
import Lists

/// The observer of a ``SimList``: notes every callback of the list (`list: Feed.willDisplay
/// [0, 1] B`, `list: Feed.willDisplaySection 1 B`, `list: Feed.prefetch [0, 3] d`) and keeps the
/// rows and sections displayed and the rows prefetched according to them, for the invariants
/// (see ScenarioRunner+Lists and +SectionInvariants), with a problem for each unbalanced call.
@MainActor
package final class SimListObserver: ListDelegate, ListAction, ListPrefetching {
  weak var list: SimList?
  private let note: (String) -> Void
  /// The identities of the rows displayed according to the callbacks.
  package private(set) var displayed: Set<Int> = []
  /// The keys of the sections displayed according to the callbacks.
  package private(set) var displayedSections: Set<Int> = []
  /// The identities of the content rows prefetched and not cancelled.
  package private(set) var prefetched: Set<Int> = []
  /// Unbalanced row display callbacks seen so far.
  package private(set) var problems: [String] = []
  /// Unbalanced section display and prefetch callbacks seen so far.
  package private(set) var sectionProblems: [String] = []

  init(note: @escaping (String) -> Void) { self.note = note }

  package func list(_ list: ListController, willDisplayRowAt indexPath: ListIndexPath) {
    guard let row = self.list?.row(at: indexPath) else {
      return problems.append("willDisplay \(indexPath) outside the rows")
    }
    note("list: \(list.title).willDisplay \(indexPath) \(row.text)")
    if !displayed.insert(row.id).inserted {
      problems.append("\(list.title): willDisplay \(row.text) twice without an end")
    }
    self.list?.onCallback(.willDisplay)
  }

  package func list(_ list: ListController, didEndDisplayingRowAt indexPath: ListIndexPath) {
    guard let row = self.list?.row(before: indexPath) else {
      return problems.append("didEndDisplaying \(indexPath) outside the rows before")
    }
    note("list: \(list.title).didEndDisplaying \(indexPath) \(row.text)")
    if displayed.remove(row.id) == nil {
      problems.append("\(list.title): didEndDisplaying \(row.text), which was not displayed")
    }
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
    guard let entry = self.list?.sections[safe: section] else {
      return sectionProblems.append("willDisplaySection \(section) outside the sections")
    }
    noteSection("willDisplaySection", section, entry, of: list)
    if !displayedSections.insert(entry.key).inserted {
      sectionProblems.append("\(list.title): willDisplaySection \(section) twice without an end")
    }
  }

  package func list(_ list: ListController, didEndDisplayingSection section: Int) {
    guard let entry = self.list?.sectionsBefore[safe: section] else {
      return sectionProblems.append(
        "didEndDisplayingSection \(section) outside the sections before")
    }
    noteSection("didEndDisplayingSection", section, entry, of: list)
    if displayedSections.remove(entry.key) == nil {
      sectionProblems.append("\(list.title): didEndDisplayingSection \(section), not displayed")
    }
  }

  private func noteSection(
    _ event: String, _ section: Int, _ entry: SimSection, of list: ListController
  ) {
    guard self.list?.notesSectionEvents == true else { return }
    note("list: \(list.title).\(event) \(section)\(entry.identifier.map { " \($0)" } ?? "")")
  }

  package func list(_ list: ListController, prefetchRowsAt indexPaths: [ListIndexPath]) {
    notePrefetch(indexPaths, of: list, cancelling: false)
  }

  package func list(_ list: ListController, cancelPrefetchingForRowsAt indexPaths: [ListIndexPath])
  {
    notePrefetch(indexPaths, of: list, cancelling: true)
  }

  /// Notes the rows at `paths` prefetched, or no longer (before-state paths then), with a
  /// problem for each path outside the rows and each unbalanced call.
  private func notePrefetch(_ paths: [ListIndexPath], of list: ListController, cancelling: Bool) {
    let call = cancelling ? "cancelPrefetching" : "prefetch"
    var items: [String] = []
    for path in paths {
      guard let row = cancelling ? self.list?.row(before: path) : self.list?.row(at: path) else {
        let rows = cancelling ? "the rows before" : "the rows"
        sectionProblems.append("\(list.title): \(call) \(path) outside \(rows)")
        continue
      }
      items.append("\(path) \(row.text)")
      if cancelling, prefetched.remove(row.id) == nil {
        sectionProblems.append("\(list.title): cancelPrefetching \(row.text), not prefetched")
      } else if !cancelling, !prefetched.insert(row.id).inserted {
        sectionProblems.append("\(list.title): prefetch \(row.text) twice without a cancel")
      }
    }
    note("list: \(list.title).\(call) \(items.joined(separator: ", "))")
  }
}

extension SimLayerModule {
  package func insertionLayer(_ layer: ListInsertionLayer, prefetch rows: [InsertedRow]) {
    note("layer: \(list).\(layer.name) prefetch \(rows.map(\.id).joined(separator: ", "))")
    for row in rows where !prefetched.insert(row.id).inserted {
      problems.append("\(list).\(layer.name): prefetch \(row.id) twice without a cancel")
    }
  }

  package func insertionLayer(_ layer: ListInsertionLayer, cancelPrefetchingFor rows: [InsertedRow])
  {
    note(
      "layer: \(list).\(layer.name) cancelPrefetching \(rows.map(\.id).joined(separator: ", "))")
    for row in rows where prefetched.remove(row.id) == nil {
      problems.append("\(list).\(layer.name): cancelPrefetching \(row.id), not prefetched")
    }
  }
}
