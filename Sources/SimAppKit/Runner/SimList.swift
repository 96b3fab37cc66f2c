import Delegation
import Lifecycle
import Lists

/// `list NAME [ROW ...]`: a `ListController` whose sections and rows the runner keeps, each
/// with an identity, so the invariants can follow rows through updates (it starts with one
/// section; `apply` gives it others, see SimList+Sections). Its own observer notes every list
/// callback in the step's report (`list: Feed.willDisplay [0, 1] B`) and passes the display and
/// prefetch callbacks on to ``onEvent`` (see SimListObserver).
@MainActor
package final class SimList: ListController {
  /// The sections shown, in order, each with its rows (texts with identities).
  package var sections: [SimSection] = []
  /// The sections before the change under way, for before-state paths.
  var sectionsBefore: [SimSection] = []
  /// The data source of the one-section commands, answering from ``sections``.
  let source = SimListSource()
  /// The data source `apply` needs, once an `apply` installed it (see SimList+Sections).
  package internal(set) var snapshotSource: ListSnapshotDataSource<SimItem>?
  /// Notes every list callback and keeps what the callbacks say is displayed and prefetched.
  package let observer: SimListObserver
  /// Whether section display events are notes (once the list had an `apply`, so the reports
  /// of one-section lists stay as they were).
  var notesSectionEvents = false
  /// The last section key given (see ``makeSection(_:)``).
  var lastSectionKey = 0
  /// The modules of the list's layers, by layer name.
  package var layerModules: [String: SimLayerModule] = [:]
  /// The `empty` placeholder, once attached, and its source.
  package var emptyState: (action: EmptyStateAction, placeholder: SimPlaceholder)?
  /// The placeholders of sections (`empty LIST section ...`), in the order they were attached.
  package var sectionPlaceholders: [SimSectionPlaceholder] = []
  /// The prefetch data source the list starts with (`prefetch LIST source main`).
  package let mainPrefetcher: SimPrefetchSource
  /// The second prefetch data source (`prefetch LIST source other`).
  package let otherPrefetcher: SimPrefetchSource
  /// Whether prefetch notes name their source (once a step set the source).
  var notesPrefetchSources = false
  /// The layers detached last, by name, kept with their modules for `layer ... reattach`.
  package var detachedLayers: [String: (layer: ListInsertionLayer, module: SimLayerModule)] = [:]
  /// Hears each callback of the list's own work (its delegate's, its action's, its layers'
  /// and placeholder's) after its note: the runner runs the reactions armed on it.
  var onCallback: (ListCallback) -> Void = { _ in }
  /// Hears each display and prefetch callback of the list's own work before the reactions
  /// run: the runner passes it to its observer.
  var onEvent: (ListEvent) -> Void = { _ in }
  private var nextID = 0

  init(title: String, rows texts: [String], note: @escaping (String) -> Void) {
    observer = SimListObserver(note: note)
    mainPrefetcher = SimPrefetchSource(.main, note: note)
    otherPrefetcher = SimPrefetchSource(.other, note: note)
    super.init(title: title)
    omitsTypeInMessages = true
    rows = texts.map(makeRow)
    sectionsBefore = sections
    source.list = self
    dataSource = source
    additionalDelegates.add(observer)
    prefetchDataSource = mainPrefetcher
    observer.list = self
    mainPrefetcher.list = self
    otherPrefetcher.list = self
    registerLifeCircleAction(observer)
  }

  /// Whether the row of identity `id` is prefetched to either source.
  package func isPrefetched(_ id: Int) -> Bool {
    mainPrefetcher.prefetched.contains(id) || otherPrefetcher.prefetched.contains(id)
  }

  /// The placeholder attached to `section`, if any.
  package func placeholder(of section: PlaceholderSection) -> SimSectionPlaceholder? {
    sectionPlaceholders.first { $0.section == section }
  }

  /// A new row with a fresh identity.
  func makeRow(_ text: String) -> (id: Int, text: String) {
    nextID += 1
    return (nextID, text)
  }
}

/// The data source of a ``SimList``: its sections' rows.
@MainActor
final class SimListSource: ListDataSource {
  weak var list: SimList?

  func numberOfSections(in list: ListController) -> Int { self.list?.sections.count ?? 0 }

  func list(_ list: ListController, numberOfRowsInSection section: Int) -> Int {
    self.list?.sections[safe: section]?.rows.count ?? 0
  }

  func list(_ list: ListController, cellForRowAt indexPath: ListIndexPath) -> ListCell {
    ListCell(self.list?.row(at: indexPath)?.text ?? "")
  }
}

extension Array {
  /// The element at `index`, or `nil` outside the array.
  package subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
