import Delegation
import Lifecycle
import ListReferenceModel
import Lists

/// SplitMix64: a seeded generator, so every run is reproducible from its seed.
struct OracleRandom: RandomNumberGenerator {
  private var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}

/// Watches every row callback of a list (business rows through its delegate, inserted rows
/// through its layers' delegate) as identities, and the last change its actions heard.
@MainActor
final class DisplayWatcher: ListDelegate, ListAction, InsertionLayerDelegate, ListPrefetching {
  /// The identities displayed now, according to the callbacks.
  var displayed: Set<String> { balance.open }
  /// The display callbacks heard, by identity.
  private var balance = CallbackBalance<String>()
  private var ownProblems: [String] = []
  /// What went wrong: display callbacks out of balance, prefetching owed twice or not owed.
  var problems: [String] {
    ownProblems + prefetchedContent.problems + prefetchedInserted.problems
  }
  private(set) var changes: [ListChange] = []
  /// The display (as identities) at each change, read in its phase 3, when the list's model is
  /// in the change's after state.
  private(set) var displays: [[[String]]] = []
  /// Reads the display as identities.
  var readDisplay: (() -> [[String]])?
  /// The content as it was before the update under way (for before-state paths) and after.
  var contentBefore: [[String]] = []
  var contentAfter: [[String]] = []
  /// Reads the content now: a request made from a callback may have changed it.
  var liveContent: (() -> [[String]])?
  /// The callbacks a re-entrant request can come from.
  enum Callback: CaseIterable {
    case willDisplay, didEndDisplaying, didUpdate, layerWillDisplay, layerDidEndDisplaying
    case placeholder
    /// The list's `viewWillAppear` or `viewDidDisappear` (an action of the list): not the list's
    /// own work, so the request runs at once.
    case lifecycle
  }
  /// The callback that runs ``onNextCallback``.
  var armedCallback = Callback.willDisplay
  /// Runs once, from the next ``armedCallback``: a re-entrant request.
  var onNextCallback: (() -> Void)?

  /// How many row, layer-row, `didUpdate` and lifecycle callbacks this watcher has heard.
  private(set) var callbackCount = 0

  /// Counts `callback`, and runs the armed request if it is the one it waits for.
  func fire(_ callback: Callback) {
    callbackCount += 1
    guard callback == armedCallback, let request = onNextCallback else { return }
    onNextCallback = nil
    request()
  }

  func reset() {
    changes = []
    displays = []
    endRun = []
    sectionsEnded = []
    sectionsStarted = []
  }

  /// The sections that ended and started since ``reset()``, by the indices their events named.
  private(set) var sectionsEnded: [Int] = []
  private(set) var sectionsStarted: [Int] = []

  /// The ends told since the last callback of another kind (one update's phase 2): a content
  /// row's end as its section, a section's end as `-1 - section`.
  private var endRun: [Int] = []

  /// LISTS.md, "Section display across one pass": a section ends right after its own last
  /// row's end (only other sections' ends between them), and no row of it ends after it; a
  /// section with no row end of its own (its rows moved away) ends before every row end.
  private func checkSectionEnd(_ section: Int) {
    guard let last = endRun.lastIndex(of: section) else {  // no row of it left
      if endRun.contains(where: { $0 >= 0 }) {
        ownProblems.append("section \(section), no row of which ended, ended after a row end")
      }
      return
    }
    if endRun[(last + 1)...].contains(where: { $0 >= 0 }) {
      ownProblems.append("section \(section) ended after rows of other sections, not its own last")
    }
  }

  /// A callback other than an end: the run of ends is over.
  private func endsOver() { endRun.removeAll(keepingCapacity: true) }

  func list(_ list: ListController, willDisplayRowAt indexPath: ListIndexPath) {
    endsOver()
    let content = liveContent?() ?? contentAfter
    add(content[indexPath.section][indexPath.row])
    fire(.willDisplay)
  }
  func list(_ list: ListController, didEndDisplayingRowAt indexPath: ListIndexPath) {
    if endRun.contains(-1 - indexPath.section) {
      ownProblems.append("row \(indexPath) ended after its section")
    }
    endRun.append(indexPath.section)
    remove(contentBefore[indexPath.section][indexPath.row])
    fire(.didEndDisplaying)
  }
  /// The content identities prefetched to this watcher as the list's prefetch data source,
  /// according to its prefetch callbacks.
  private(set) var prefetchedContent = PrefetchLedger("the watcher")
  /// The inserted identities prefetched to this watcher as the layers' delegate.
  private(set) var prefetchedInserted = PrefetchLedger("the layers' delegate")

  /// The content identity at after-state `path` (read now: a request made from a callback may
  /// have changed the content).
  func identity(after path: ListIndexPath) -> String {
    (liveContent?() ?? contentAfter)[path.section][path.row]
  }
  /// The content identity at before-state `path`.
  func identity(before path: ListIndexPath) -> String {
    contentBefore[path.section][path.row]
  }

  func list(_ list: ListController, prefetchRowsAt indexPaths: [ListIndexPath]) {
    for path in indexPaths { prefetchedContent.prefetch(identity(after: path)) }
  }
  func list(_ list: ListController, cancelPrefetchingForRowsAt indexPaths: [ListIndexPath]) {
    for path in indexPaths { prefetchedContent.cancel(identity(before: path)) }
  }
  func insertionLayer(_ layer: ListInsertionLayer, prefetch rows: [InsertedRow]) {
    for row in rows { prefetchedInserted.prefetch(row.id) }
  }
  func insertionLayer(_ layer: ListInsertionLayer, cancelPrefetchingFor rows: [InsertedRow]) {
    for row in rows { prefetchedInserted.cancel(row.id) }
  }

  /// How many content sections are displayed, according to the section callbacks.
  private(set) var sectionsDisplayed = 0

  func list(_ list: ListController, willDisplaySection section: Int) {
    endsOver()
    sectionsStarted.append(section)
    sectionsDisplayed += 1
  }
  func list(_ list: ListController, didEndDisplayingSection section: Int) {
    checkSectionEnd(section)
    endRun.append(-1 - section)
    sectionsEnded.append(section)
    sectionsDisplayed -= 1
    if sectionsDisplayed < 0 {
      ownProblems.append("didEndDisplayingSection \(section) unbalanced")
    }
  }
  func list(_ list: ListController, didUpdate change: ListChange) {
    endsOver()
    changes.append(change)
    if let readDisplay { displays.append(readDisplay()) }
    // The rows that leave in the next update (one a callback queued) leave this state.
    if let liveContent { contentBefore = liveContent() }
    fire(.didUpdate)
  }
  func insertionLayer(_ layer: ListInsertionLayer, cellFor row: InsertedRow) -> ListCell {
    ListCell("ad:\(row.id)")
  }
  func hostController(_ controller: ScreenController, viewWillAppear animated: Bool) {
    endsOver()
    fire(.lifecycle)
  }
  func hostController(_ controller: ScreenController, viewDidDisappear animated: Bool) {
    endsOver()
    fire(.lifecycle)
  }
  func insertionLayer(
    _ layer: ListInsertionLayer, willDisplay row: InsertedRow, at indexPath: DisplayIndexPath
  ) {
    endsOver()
    add(row.id)
    fire(.layerWillDisplay)
  }
  func insertionLayer(
    _ layer: ListInsertionLayer, didEndDisplaying row: InsertedRow, at indexPath: DisplayIndexPath
  ) {
    remove(row.id)
    fire(.layerDidEndDisplaying)
  }

  private func add(_ id: String) {
    if !balance.hear(id, ending: false) { ownProblems.append("willDisplay \(id) twice") }
  }
  private func remove(_ id: String) {
    if !balance.hear(id, ending: true) {
      ownProblems.append("didEndDisplaying \(id) not displayed")
    }
  }
}

/// The identities one receiver of prefetch calls was prefetched and not cancelled: what it is
/// owed (LISTS.md, "Prefetching is owed per source").
struct PrefetchLedger {
  let name: String
  private var balance = CallbackBalance<String>()
  private(set) var problems: [String] = []
  /// The identities prefetched and not cancelled.
  var owed: Set<String> { balance.open }

  init(_ name: String) { self.name = name }

  mutating func prefetch(_ id: String) {
    if !balance.hear(id, ending: false) { problems.append("\(id) prefetched twice to \(name)") }
  }
  mutating func cancel(_ id: String) {
    if !balance.hear(id, ending: true) { problems.append("\(id) cancelled to \(name), not owed") }
  }
}

/// A second prefetch data source for the oracle's list, reading identities through `watcher`.
@MainActor
final class OtherPrefetchSource: ListPrefetching {
  private(set) var ledger = PrefetchLedger("the other source")
  unowned let watcher: DisplayWatcher

  init(_ watcher: DisplayWatcher) { self.watcher = watcher }

  func list(_ list: ListController, prefetchRowsAt indexPaths: [ListIndexPath]) {
    for path in indexPaths { ledger.prefetch(watcher.identity(after: path)) }
  }
  func list(_ list: ListController, cancelPrefetchingForRowsAt indexPaths: [ListIndexPath]) {
    for path in indexPaths { ledger.cancel(watcher.identity(before: path)) }
  }
}

/// The placeholder of the oracle's list: always has content; checks that every event it hears
/// is legal for its state, by the reference model's table.
@MainActor
final class PlaceholderWatcher: EmptyStateSource, EmptyStateDelegate {
  private var cycle = PlaceholderCycle()
  private(set) var problems: [String] = []
  /// Hears every placeholder event after it is checked (a re-entrant request).
  var onEvent: (() -> Void)?

  func emptyStateContent(for list: ListController) -> EmptyStateContent? {
    EmptyStateContent(title: "Nothing yet")
  }

  func emptyState(for list: ListController, didReceive event: LifecycleEvent) {
    let state = cycle.state
    guard cycle.hear(event) else { return problems.append("placeholder \(event) while \(state)") }
    onEvent?()
  }
}
