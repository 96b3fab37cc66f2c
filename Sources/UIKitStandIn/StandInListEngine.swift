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
  /// Displayed rows and their cells.
  private(set) var displayed: [IndexPath: UIView] = [:]
  /// Rows named to the prefetch data source and neither displayed nor cancelled since.
  private var prefetched: Set<IndexPath> = []
  /// Selected rows.
  private(set) var selected: Set<IndexPath> = []
  /// The batch being recorded, and how deeply `performBatchUpdates` calls are nested.
  private var batch: StandInBatch?
  private var depth = 0
  private var completions: [(Bool) -> Void] = []

  /// The flat index of the first row of the window, its length, and the prefetch band.
  private(set) var firstRow = 0
  private(set) var visibleCount = 0
  var prefetchDistance = 0 {
    didSet { displayPass() }
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
    return (0..<sections).map { max(0, host.standInAskNumberOfRows(inSection: $0)) }
  }

  /// The cached number of rows in `section`; 0 for a section that does not exist.
  func numberOfRows(inSection section: Int) -> Int {
    let counts = loadedCounts
    return section >= 0 && section < counts.count ? counts[section] : 0
  }

  /// Whether `path` names a row of the cached counts.
  func contains(_ path: IndexPath) -> Bool {
    path.count == 2 && path.row >= 0 && path.row < numberOfRows(inSection: path.section)
  }

  // MARK: Reload

  /// Asks the counts again and shows them: every displayed row ends displaying, the selection
  /// is cleared, prefetching is forgotten, and the window displays with new cells. Inside a
  /// batch, drops the operations recorded so far; later ones apply to the reloaded counts.
  func reloadData() {
    if batch != nil {
      batch = StandInBatch()
    }
    resynchronise(to: askCounts())
  }

  private func resynchronise(to newCounts: [Int]) {
    let ending = sortedDisplayed()
    displayed = [:]
    counts = newCounts
    selected = []
    prefetched = []
    for (path, cell) in ending {
      host.standInTellDidEndDisplaying(cell, at: path)
    }
    displayPass()
  }

  // MARK: Batches

  /// Starts recording a batch (or a nested one). Loads the counts first if they were never
  /// loaded: they are the state before the batch.
  func beginUpdates() {
    depth += 1
    if depth == 1 {
      _ = loadedCounts
      batch = StandInBatch()
      completions = []
    }
  }

  /// Records an operation into the batch under way.
  func record(_ change: (inout StandInBatch) -> Void) {
    guard var current = batch else {
      preconditionFailure("StandInListEngine.record: no batch under way")
    }
    change(&current)
    batch = current
  }

  /// Records `completion` to run when the outermost batch commits.
  func addCompletion(_ completion: @escaping (Bool) -> Void) {
    completions.append(completion)
  }

  /// Ends a batch; the outermost end checks and applies it.
  func endUpdates() {
    depth -= 1
    guard depth == 0, let batch else { return }
    self.batch = nil
    let before = loadedCounts
    let after = askCounts()
    let finished = completions
    completions = []
    switch StandInBatchPlan.make(batch, before: before, after: after, vocabulary: words) {
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

  private func apply(_ plan: StandInBatchPlan, counts newCounts: [Int]) {
    let old = sortedDisplayed()
    counts = newCounts
    clampWindow()
    let window = host.standInIsOnScreenNow ? Set(windowPaths()) : []
    var kept: [IndexPath: UIView] = [:]
    var ending: [(IndexPath, UIView)] = []
    for (path, cell) in old {
      if case .kept(let destination) = plan.fate(of: path), window.contains(destination) {
        kept[destination] = cell
      } else {
        ending.append((path, cell))
      }
    }
    selected = Set(selected.compactMap { plan.fate(of: $0).destination })
    prefetched = Set(prefetched.compactMap { plan.fate(of: $0).destination })
    displayed = kept
    for (path, cell) in ending {
      host.standInTellDidEndDisplaying(cell, at: path)
    }
    displayPass()
  }

  // MARK: Display

  /// Moves the window; see the views' `standInScroll`.
  func scroll(toFirstRow first: Int, visibleCount count: Int) {
    precondition(first >= 0 && count >= 0, "standInScroll: negative first row or count")
    firstRow = first
    visibleCount = count
    displayPass()
  }

  /// Displays the window, ends rows outside it, and updates prefetching; off screen, ends
  /// every displayed row and cancels every prefetch.
  func displayPass() {
    guard host.standInIsOnScreenNow else {
      let ending = sortedDisplayed()
      displayed = [:]
      for (path, cell) in ending {
        host.standInTellDidEndDisplaying(cell, at: path)
      }
      let cancelled = prefetched.sorted()
      prefetched = []
      if !cancelled.isEmpty {
        host.standInTellCancelPrefetching(cancelled)
      }
      return
    }
    _ = loadedCounts
    clampWindow()
    let target = windowPaths()
    let targetSet = Set(target)
    let leaving = sortedDisplayed().filter { !targetSet.contains($0.0) }
    for (path, _) in leaving {
      displayed[path] = nil
    }
    for (path, cell) in leaving {
      host.standInTellDidEndDisplaying(cell, at: path)
    }
    for path in target where displayed[path] == nil {
      let cell = host.standInAskCell(at: path)
      displayed[path] = cell
      prefetched.remove(path)
      host.standInMark(cell, selected: selected.contains(path))
      host.standInTellWillDisplay(cell, at: path)
    }
    updatePrefetching()
  }

  private func updatePrefetching() {
    let total = loadedCounts.reduce(0, +)
    let end = min(firstRow + visibleCount, total)
    let distance = prefetchDistance
    let band =
      paths(inFlatRange: max(0, firstRow - distance)..<firstRow)
      + paths(inFlatRange: end..<max(end, min(total, end + distance)))
    let bandSet = Set(band)
    prefetched.subtract(displayed.keys)
    let cancelled = prefetched.subtracting(bandSet).sorted()
    prefetched.subtract(cancelled)
    if !cancelled.isEmpty {
      host.standInTellCancelPrefetching(cancelled)
    }
    let entering = band.filter { !prefetched.contains($0) && displayed[$0] == nil }
    prefetched.formUnion(entering)
    if !entering.isEmpty {
      host.standInTellPrefetch(entering)
    }
  }

  /// Keeps the window inside the rows, as UIKit keeps the content offset inside the content:
  /// when fewer rows remain after the first row than the window holds, the window moves up.
  private func clampWindow() {
    let total = loadedCounts.reduce(0, +)
    firstRow = max(0, min(firstRow, total - visibleCount))
  }

  private func windowPaths() -> [IndexPath] {
    paths(inFlatRange: firstRow..<(firstRow + visibleCount))
  }

  /// The index paths of the rows whose flat indexes (across sections) are in `range`.
  private func paths(inFlatRange range: Range<Int>) -> [IndexPath] {
    var result: [IndexPath] = []
    var offset = 0
    for (section, count) in loadedCounts.enumerated() {
      let low = max(range.lowerBound, offset)
      let high = min(range.upperBound, offset + count)
      if low < high {
        for flat in low..<high {
          result.append(IndexPath(row: flat - offset, section: section))
        }
      }
      offset += count
      if offset >= range.upperBound {
        break
      }
    }
    return result
  }

  /// Displayed rows and cells in display order.
  func sortedDisplayed() -> [(IndexPath, UIView)] {
    displayed.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
  }

  // MARK: Selection

  /// Selects `path` (single selection: instead of the others), marking displayed cells. Calls
  /// no delegate.
  func select(_ path: IndexPath, allowsMultiple: Bool) {
    if !allowsMultiple {
      for other in selected where other != path {
        deselect(other)
      }
    }
    selected.insert(path)
    if let cell = displayed[path] {
      host.standInMark(cell, selected: true)
    }
  }

  /// Deselects `path`, marking a displayed cell. Calls no delegate.
  func deselect(_ path: IndexPath) {
    guard selected.remove(path) != nil else { return }
    if let cell = displayed[path] {
      host.standInMark(cell, selected: false)
    }
  }
}

extension StandInBatchPlan.Fate {
  /// The index path after the batch of a kept row.
  var destination: IndexPath? {
    if case .kept(let path) = self {
      return path
    }
    return nil
  }
}
