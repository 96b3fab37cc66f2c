import Lifecycle
import Lists

/// A prefetch data source of a ``SimList`` (`main`, the one it starts with, or `other`, see
/// `prefetch LIST source`): notes each call (`list: Feed.prefetch [0, 3] d`, or `list:
/// Feed[other].prefetch [0, 3] d` once the list's source was set by a step), keeps the rows it
/// holds prefetched (`expect prefetched`), and passes each call on to the list's
/// ``SimList/onEvent`` (the runner's observer) before the reactions run.
@MainActor
package final class SimPrefetchSource: ListPrefetching {
  /// `main` or `other`.
  package let name: PrefetchSourceName
  weak var list: SimList?
  private let note: (String) -> Void
  /// The identities of the content rows prefetched to this source and not cancelled to it.
  package private(set) var prefetched: Set<Int> = []

  init(_ name: PrefetchSourceName, note: @escaping (String) -> Void) {
    self.name = name
    self.note = note
  }

  package func list(_ list: ListController, prefetchRowsAt indexPaths: [ListIndexPath]) {
    notePrefetch(indexPaths, of: list, cancelling: false)
  }

  package func list(_ list: ListController, cancelPrefetchingForRowsAt indexPaths: [ListIndexPath])
  {
    notePrefetch(indexPaths, of: list, cancelling: true)
  }

  /// Notes the rows at `paths` prefetched, or no longer (before-state paths then).
  private func notePrefetch(_ paths: [ListIndexPath], of list: ListController, cancelling: Bool) {
    let call = cancelling ? "cancelPrefetching" : "prefetch"
    var items: [String] = []
    for path in paths {
      let row = cancelling ? self.list?.row(before: path) : self.list?.row(at: path)
      self.list?.onEvent(.prefetch(path, row, cancelled: cancelling, source: name.rawValue))
      guard let row else { continue }
      items.append("\(path) \(row.text)")
      if cancelling { prefetched.remove(row.id) } else { prefetched.insert(row.id) }
    }
    let source = self.list?.notesPrefetchSources == true ? "[\(name)]" : ""
    note("list: \(list.title)\(source).\(call) \(items.joined(separator: ", "))")
  }
}
