import Foundation

/// What the engine asks of the view that owns it: the view's data source, delegate and
/// prefetch data source, spelled for rows (a table) or items (a collection view).
@MainActor
protocol StandInListHost: AnyObject {
  /// The data source's number of sections (0 without a data source).
  func standInAskNumberOfSections() -> Int
  /// The data source's number of rows in `section`.
  func standInAskNumberOfRows(inSection section: Int) -> Int
  /// The data source's cell for `indexPath`.
  func standInAskCell(at indexPath: IndexPath) -> UIView
  /// Tells the delegate that `cell` will display at `indexPath`.
  func standInTellWillDisplay(_ cell: UIView, at indexPath: IndexPath)
  /// Tells the delegate that `cell` ended displaying at `indexPath`, then returns it to its pool.
  func standInTellDidEndDisplaying(_ cell: UIView, at indexPath: IndexPath)
  /// Asks the prefetch data source to prefetch `indexPaths`.
  func standInTellPrefetch(_ indexPaths: [IndexPath])
  /// Tells the prefetch data source to cancel prefetching `indexPaths`.
  func standInTellCancelPrefetching(_ indexPaths: [IndexPath])
  /// Sets the cell's `isSelected`.
  func standInMark(_ cell: UIView, selected: Bool)
  /// Whether the view is on screen now.
  var standInIsOnScreenNow: Bool { get }
}

/// The state and rules a table view and a collection view share: cached counts, batches of
/// updates checked as UIKit checks them, the displayed window, prefetching and selection.
///
/// The owning view forwards its UIKit calls here; rows and items are both called rows.
@MainActor
final class StandInListEngine {
  /// The view; it owns the engine, so it outlives it.
  private unowned let host: any StandInListHost
  private let words: StandInListVocabulary

  /// The counts per section the view shows; `nil` until first needed.
  private var counts: [Int]?
  /// Displayed rows and their cells, in row order. The window is a run of consecutive rows,
  /// so an ordered array beats a dictionary here (and `IndexPath` is never hashed).
  private var displayed: [(row: StandInRow, cell: UIView)] = []
  /// Rows named to the prefetch data source and neither displayed nor cancelled since.
  private var prefetched: Set<StandInRow> = []
  /// Selected rows.
  private var selected: Set<StandInRow> = []
  /// The batch being recorded, and how deeply `performBatchUpdates` calls are nested.
  private var batch: StandInBatch?
  private var depth = 0
  private var completions: [(Bool) -> Void] = []
  /// Whether the engine is delivering display callbacks (cells, display, prefetching), and the
  /// updates their receivers asked for meanwhile, in request order.
  private var isDelivering = false
  private var pending: [() -> Void] = []

  /// The flat index of the first row of the window, its length, and the prefetch band.
  private(set) var firstRow = 0
  private(set) var visibleCount = 0
  var prefetchDistance = 0 {
    didSet { perform { [self] in displayPass() } }
  }

  init(host: any StandInListHost, words: StandInListVocabulary) {
    self.host = host
    self.words = words
  }

  // MARK: Counts

  /// The cached counts, asked of the data source the first time they are needed.
  var loadedCounts: [Int] {
    if let counts {
      return counts
    }
    let loaded = askCounts()
    counts = loaded
    return loaded
  }

  private func askCounts() -> [Int] {
    let sections = max(0, host.standInAskNumberOfSections())
    var counts: [Int] = []
    counts.reserveCapacity(sections)
    var section = 0
    while section < sections {
      counts.append(max(0, host.standInAskNumberOfRows(inSection: section)))
      section += 1
    }
    return counts
  }

  /// The cached number of rows in `section`; 0 for a section that does not exist.
  func numberOfRows(inSection section: Int) -> Int {
    let counts = loadedCounts
    return section >= 0 && section < counts.count ? counts[section] : 0
  }

  /// Whether `path` names a row of the cached counts.
  func contains(_ path: IndexPath) -> Bool {
    path.count == 2 && path[1] >= 0 && path[1] < numberOfRows(inSection: path[0])
  }

  /// The cell displayed at `path`, if any.
  func cell(at path: IndexPath) -> UIView? {
    guard path.count == 2 else { return nil }
    return displayedCell(at: StandInRow(path))
  }

  /// Whether the row at `path` is selected.
  func isSelected(_ path: IndexPath) -> Bool {
    path.count == 2 && selected.contains(StandInRow(path))
  }

  /// The selected rows, in order.
  var selectedPaths: [IndexPath] {
    selected.sorted().map(\.indexPath)
  }

  /// The displayed rows and their cells, in order.
  var displayedCells: [(IndexPath, UIView)] {
    displayed.map { ($0.row.indexPath, $0.cell) }
  }

  private func displayedCell(at row: StandInRow) -> UIView? {
    for entry in displayed where entry.row == row {
      return entry.cell
    }
    return nil
  }

  // MARK: Re-entrancy

  /// Runs `work` now or, when a display callback of the engine asks for it (a "load more" from
  /// the last row's `willDisplay`), right after the pass that delivers that callback, in
  /// request order.
  ///
  /// Real UIKit is in the middle of its layout then: it performs the update at once, with
  /// console warnings or inconsistent cells depending on the version. The stand-in finishes the
  /// pass first, so that no callback sees a half-updated view (the stand-in's choice).
  func perform(_ work: @escaping () -> Void) {
    guard !isDelivering else {
      pending.append(work)
      return
    }
    work()
  }

  /// Runs `body`, which delivers display callbacks, then the updates they asked for.
  private func delivering(_ body: () -> Void) {
    guard !isDelivering else {
      body()
      return
    }
    isDelivering = true
    body()
    isDelivering = false
    while !pending.isEmpty {
      let next = pending.removeFirst()
      next()
    }
  }

  // MARK: Reload

  /// Asks the counts again and shows them: every displayed row ends displaying, the selection
  /// is cleared, prefetching is forgotten, and the window displays with new cells. Inside a
  /// batch, drops the operations recorded so far; later ones apply to the reloaded counts.
  func reloadData() {
    if batch != nil {
      batch = StandInBatch()
      resynchronise(to: askCounts())
      return
    }
    perform { [self] in resynchronise(to: askCounts()) }
  }

  /// The data source changed: a view that loaded its counts reloads, as UIKit does at its next
  /// layout (the stand-in at once); one that never loaded them waits until it needs them.
  func dataSourceChanged() {
    guard counts != nil else { return }
    reloadData()
  }

  private func resynchronise(to newCounts: [Int]) {
    delivering {
      let ending = displayed
      displayed = []
      counts = newCounts
      selected = []
      prefetched = []
      for (path, cell) in ending {
        host.standInTellDidEndDisplaying(cell, at: path.indexPath)
      }
      displayPass()
    }
  }

  // MARK: Batches

  /// Starts recording a batch (or a nested one). Loads the counts first if they were never
  /// loaded: they are the state before the batch.
  private func beginUpdates() {
    depth += 1
    if depth == 1 {
      _ = loadedCounts
      batch = StandInBatch()
      completions = []
    }
  }

  /// Runs a batch: `updates` records operations (and may nest batches), then the batch is
  /// checked and applied, then the completions run.
  func performBatch(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
    perform { [self] in
      beginUpdates()
      if let completion {
        addCompletion(completion)
      }
      updates?()
      endUpdates()
    }
  }

  /// Records one operation: into the batch under way, or as a batch of one.
  func performOperation(_ change: @escaping (inout StandInBatch) -> Void) {
    guard depth == 0 else {
      record(change)
      return
    }
    perform { [self] in
      beginUpdates()
      record(change)
      endUpdates()
    }
  }

  /// Records an operation into the batch under way.
  private func record(_ change: (inout StandInBatch) -> Void) {
    guard var current = batch else {
      preconditionFailure("StandInListEngine.record: no batch under way")
    }
    batch = nil  // so that `current` holds the only reference and mutates in place
    change(&current)
    batch = current
  }

  /// Records `completion` to run when the outermost batch commits.
  private func addCompletion(_ completion: @escaping (Bool) -> Void) {
    completions.append(completion)
  }

  /// Ends a batch; the outermost end checks and applies it.
  private func endUpdates() {
    depth -= 1
    guard depth == 0, let batch else { return }
    self.batch = nil
    let before = loadedCounts
    let after = askCounts()
    let finished = completions
    completions = []
    let outcome = StandInBatchPlan.make(batch, before: before, after: after, vocabulary: words)
    // Updates asked for by the callbacks below, completions included, run after them.
    delivering {
      switch outcome {
      case .failure(let violation):
        UIKitStandIn.misuse(violation.message)
        resynchronise(to: after)
      case .success(let plan):
        apply(plan, counts: after)
        for completion in finished {
          completion(true)
        }
      }
    }
  }

  private func apply(_ plan: StandInBatchPlan, counts newCounts: [Int]) {
    let old = displayed
    counts = newCounts
    clampWindow()
    let window = host.standInIsOnScreenNow ? windowRange() : nil
    var kept: [(row: StandInRow, cell: UIView)] = []
    var ending: [(row: StandInRow, cell: UIView)] = []
    for entry in old {
      if case .kept(let destination) = plan.fate(of: entry.row), let window,
        window.contains(destination)
      {
        kept.append((destination, entry.cell))
      } else {
        ending.append(entry)
      }
    }
    kept.sort { $0.row < $1.row }
    selected = remap(selected, plan)
    prefetched = remap(prefetched, plan)
    displayed = kept
    for (path, cell) in ending {
      host.standInTellDidEndDisplaying(cell, at: path.indexPath)
    }
    displayPass()
  }

  private func remap(_ rows: Set<StandInRow>, _ plan: StandInBatchPlan) -> Set<StandInRow> {
    var result: Set<StandInRow> = []
    for row in rows {
      if let destination = plan.fate(of: row).destination {
        result.insert(destination)
      }
    }
    return result
  }

  /// Asks the data source for the cells of the displayed rows among `paths` again and shows
  /// them in place: no display callback, selection kept (UIKit's `reconfigureRows(at:)`).
  /// Paths that are not displayed are ignored. Inside a batch it is a misuse of the stand-in
  /// (which does not model it there).
  func reconfigure(_ paths: [IndexPath]) {
    perform { [self] in
      guard depth == 0 else {
        return UIKitStandIn.misuse(
          "the stand-in does not model reconfiguring inside performBatchUpdates: reconfigure after the batch, with paths after it"
        )
      }
      delivering {
        for path in paths where path.count == 2 {
          let row = StandInRow(path)
          guard let index = displayed.firstIndex(where: { $0.row == row }) else { continue }
          let cell = host.standInAskCell(at: path)
          host.standInMark(cell, selected: selected.contains(row))
          displayed[index].cell = cell
        }
      }
    }
  }

  // MARK: Display

  /// Moves the window; see the views' `standInScroll`.
  func scroll(toFirstRow first: Int, visibleCount count: Int) {
    precondition(first >= 0 && count >= 0, "standInScroll: negative first row or count")
    perform { [self] in
      firstRow = first
      visibleCount = count
      displayPass()
    }
  }

  /// Brings the display up to date (after the on-screen state changed).
  func layout() {
    perform { [self] in displayPass() }
  }

  /// Displays the window, ends rows outside it, and updates prefetching; off screen, ends
  /// every displayed row and cancels every prefetch.
  private func displayPass() {
    delivering { displayPassNow() }
  }

  private func displayPassNow() {
    guard host.standInIsOnScreenNow else {
      let ending = displayed
      displayed = []
      for (path, cell) in ending {
        host.standInTellDidEndDisplaying(cell, at: path.indexPath)
      }
      let cancelled = prefetched.sorted()
      prefetched = []
      if !cancelled.isEmpty {
        host.standInTellCancelPrefetching(cancelled.map(\.indexPath))
      }
      return
    }
    _ = loadedCounts
    clampWindow()
    let target = windowPaths()
    let window = target.isEmpty ? nil : target[0]...target[target.count - 1]
    var staying: [(row: StandInRow, cell: UIView)] = []
    var leaving: [(row: StandInRow, cell: UIView)] = []
    for entry in displayed {
      if let window, window.contains(entry.row) {
        staying.append(entry)
      } else {
        leaving.append(entry)
      }
    }
    displayed = staying
    for (path, cell) in leaving {
      host.standInTellDidEndDisplaying(cell, at: path.indexPath)
    }
    // The window's rows in order; `staying` is ordered too, so one pass merges them.
    var merged: [(row: StandInRow, cell: UIView)] = []
    var next = 0
    for path in target {
      if next < staying.count, staying[next].row == path {
        merged.append(staying[next])
        next += 1
        continue
      }
      let cell = host.standInAskCell(at: path.indexPath)
      prefetched.remove(path)
      host.standInMark(cell, selected: selected.contains(path))
      displayed.append((path, cell))
      host.standInTellWillDisplay(cell, at: path.indexPath)
      merged.append((path, cell))
    }
    displayed = merged
    updatePrefetching()
  }

  private func updatePrefetching() {
    let distance = prefetchDistance
    guard distance > 0 || !prefetched.isEmpty else { return }
    let total = totalCount
    let end = min(firstRow + visibleCount, total)
    var band = paths(inFlatRange: max(0, firstRow - distance)..<firstRow)
    band += paths(inFlatRange: end..<max(end, min(total, end + distance)))
    // Displayed rows are in the window, never in the band: they leave the prefetched set
    // silently; rows that left the band undisplayed are cancelled.
    var cancelled: [StandInRow] = []
    for row in prefetched where !band.contains(row) {
      prefetched.remove(row)
      if !isDisplayed(row) {
        cancelled.append(row)
      }
    }
    if !cancelled.isEmpty {
      cancelled.sort()
      host.standInTellCancelPrefetching(cancelled.map(\.indexPath))
    }
    let entering = band.filter { !prefetched.contains($0) }
    if !entering.isEmpty {
      prefetched.formUnion(entering)
      host.standInTellPrefetch(entering.map(\.indexPath))
    }
  }

  private func isDisplayed(_ row: StandInRow) -> Bool {
    displayedCell(at: row) != nil
  }

  private var totalCount: Int {
    var total = 0
    for count in loadedCounts {
      total += count
    }
    return total
  }

  /// Keeps the window inside the rows, as UIKit keeps the content offset inside the content:
  /// when fewer rows remain after the first row than the window holds, the window moves up.
  private func clampWindow() {
    firstRow = max(0, min(firstRow, totalCount - visibleCount))
  }

  /// The first and last rows of the window, or `nil` when it is empty.
  private func windowRange() -> ClosedRange<StandInRow>? {
    let target = windowPaths()
    return target.isEmpty ? nil : target[0]...target[target.count - 1]
  }

  private func windowPaths() -> [StandInRow] {
    paths(inFlatRange: firstRow..<(firstRow + visibleCount))
  }

  /// The index paths of the rows whose flat indexes (across sections) are in `range`.
  private func paths(inFlatRange range: Range<Int>) -> [StandInRow] {
    var result: [StandInRow] = []
    var offset = 0
    let counts = loadedCounts
    var section = 0
    while section < counts.count, offset < range.upperBound {
      var flat = max(range.lowerBound, offset)
      let high = min(range.upperBound, offset + counts[section])
      while flat < high {
        result.append(StandInRow(section: section, row: flat - offset))
        flat += 1
      }
      offset += counts[section]
      section += 1
    }
    return result
  }

  // MARK: Selection

  /// Selects `path` (single selection: instead of the others), marking displayed cells. Calls
  /// no delegate.
  func select(_ indexPath: IndexPath, allowsMultiple: Bool) {
    let path = StandInRow(indexPath)
    if !allowsMultiple {
      for other in selected where other != path {
        deselect(other.indexPath)
      }
    }
    selected.insert(path)
    if let cell = displayedCell(at: path) {
      host.standInMark(cell, selected: true)
    }
  }

  /// Deselects `path`, marking a displayed cell. Calls no delegate.
  func deselect(_ indexPath: IndexPath) {
    let path = StandInRow(indexPath)
    guard selected.remove(path) != nil else { return }
    if let cell = displayedCell(at: path) {
      host.standInMark(cell, selected: false)
    }
  }
}

extension StandInBatchPlan.Fate {
  /// The index path after the batch of a kept row.
  var destination: StandInRow? {
    if case .kept(let path) = self {
      return path
    }
    return nil
  }
}
