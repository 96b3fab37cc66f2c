import Delegation
import Lifecycle

extension ListController {
  /// The list's work performing now (the innermost), if its callbacks are being delivered.
  var currentWork: ListWork? {
    TreeEngine.deliveringModuleWork(anchoredAt: self) as? ListWork
  }

  /// Whether the list's own work (an update, a display pass, a placeholder's move) is being
  /// delivered now: a request made now is queued.
  var isDeliveringOwnWork: Bool {
    TreeEngine.deliveringModuleWork(anchoredAt: self) != nil
  }

  /// Submits `request` to the engine of the list's tree: performed now, or queued during the
  /// list's own callbacks (see ``ListWork``). `completion` hears its outcome once, after its
  /// last callback.
  ///
  /// - Returns: The work when it was queued, `nil` when it ran now.
  /// - Throws: The request's error when it ran now.
  @discardableResult
  func submit(
    _ request: ListWork.Request, timing: ModuleWorkTiming = .waitsForSameAnchor,
    completion: ListWork.Completion? = nil
  ) throws -> ListWork? {
    // A spare work serves requests that run now (the idle path allocates nothing); one that is
    // queued keeps it, and a nested request makes its own.
    let work: ListWork
    if let spare = spareWork {
      spareWork = nil
      spare.reuse(for: request, timing: timing)
      work = spare
    } else {
      work = ListWork(self, request, timing: timing)
    }
    if let completion { work.completions.append(completion) }
    guard try submitToTreeEngine(work) else { return work }
    work.clear()
    spareWork = work
    return nil
  }

  /// Submits a request that cannot fail (a reload, a scroll, a display pass, layer mutations).
  func submitInfallible(_ request: ListWork.Request, timing: ModuleWorkTiming = .waitsForSameAnchor)
  {
    do {
      try submit(request, timing: timing)
    } catch {
      report(
        Diagnostic(kind: .queuedOperationFailed, message: "\(quotedName) refused: \(error)"))
    }
  }

  /// Performs `work` in its turn (called by the engine, as a delivery of the list's tree).
  func perform(_ work: ListWork) throws {
    switch work.request {
    case .load:
      guard !isLoaded else { return }
      work.phase = .delivering
      load(readCounts(), for: work)
      work.finishCarrying(committed: true)
    case .reload:
      try performReload(work)
    case .batch, .operations, .layers:
      try performBatch(work)
    case .scroll(let viewport):
      work.phase = .delivering
      appliedViewport = viewport
      settleDisplay(change: nil) { $0 }
    case .prefetchDistance(let distance):
      work.phase = .delivering
      appliedPrefetchDistance = distance
      settleDisplay(change: nil) { $0 }
    case .tap(let path):
      work.phase = .delivering
      try performTap(at: path)
    case .displayPass:
      work.phase = .delivering
      settleDisplay(change: nil) { $0 }
    }
  }
}
