/// An update asked of a list, as a value: performed at once when the list is idle, or queued
/// while it delivers callbacks.
enum ListRequest {
  /// ``ListController/reloadData()``.
  case reload
  /// A batch whose block already ran: its operations and the counts read right after it.
  case batch(BatchOperations, after: [Int])
  /// A viewport change.
  case scroll(ListViewport)
  /// A simulated tap on a display row.
  case tap(DisplayIndexPath)
  /// The display pass after `willAppear` or `didDisappear`.
  case displayPass
  /// The insertion layers' recorded mutations, as one change.
  case layers

  /// The request in words, for diagnostics.
  var summary: String {
    switch self {
    case .reload: "reloadData()"
    case .batch: "batch update"
    case .scroll(let viewport): "scroll to row \(viewport.firstRow)"
    case .tap(let path): "tap on row \(path)"
    case .displayPass: "display pass"
    case .layers: "insertion layer change"
    }
  }
}

/// The updates a list was asked for during its callbacks, in request order, each with its
/// generation (one more than the update whose callbacks asked for it).
struct UpdateQueue {
  private var entries: [(request: ListRequest, generation: Int)] = []
  private var head = 0
  /// The generation of the queued update running now; 0 outside any.
  var currentGeneration = 0
  /// Whether the queue is being drained now (a drain does not nest).
  var isDraining = false

  /// How many generations of queued updates run before the rest is dropped.
  static let generationLimit = 1_000

  var isEmpty: Bool { head == entries.count }
  var count: Int { entries.count - head }

  /// Queues `request` after everything queued; a reload first drops the batches queued before
  /// it (it supersedes them).
  mutating func append(_ request: ListRequest) {
    if case .reload = request {
      let kept = entries[head...].filter {
        if case .batch = $0.request { false } else { true }
      }
      entries.removeSubrange(head...)
      entries += kept
    }
    entries.append((request, currentGeneration + 1))
  }

  /// The next queued update, if any.
  mutating func popFirst() -> (request: ListRequest, generation: Int)? {
    guard head < entries.count else {
      entries.removeAll(keepingCapacity: true)
      head = 0
      return nil
    }
    head += 1
    return entries[head - 1]
  }

  /// Drops everything queued.
  mutating func removeAll() {
    entries.removeAll()
    head = 0
  }
}
