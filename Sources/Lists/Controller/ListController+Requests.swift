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
    let work = makeWork(request, timing: timing, completion: completion)
    guard try submitToTreeEngine(work) else { return work }
    keepSpare(work)
    return nil
  }

  /// The work for `request`: the spare work made again (the idle path allocates nothing), or a
  /// new one when the spare is queued or performing (a nested request).
  @inline(__always)
  func makeWork(
    _ request: ListWork.Request, timing: ModuleWorkTiming = .waitsForSameAnchor,
    completion: ListWork.Completion? = nil
  ) -> ListWork {
    let work: ListWork
    if let spare = spareWork {
      spareWork = nil
      spare.reuse(for: request, timing: timing)
      work = spare
    } else {
      work = ListWork(self, request, timing: timing)
    }
    if let completion { work.completions.append(completion) }
    return work
  }

  /// Keeps `work`, which ran now, as the spare for the next request.
  @inline(__always)
  func keepSpare(_ work: ListWork) {
    work.clear()
    spareWork = work
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

  /// Takes the display settings a display request carries (a viewport, a prefetch distance) as
  /// the ones in force, in its turn.
  func applyDisplaySettings(of request: ListWork.Request) {
    switch request {
    case .scroll(let viewport): appliedViewport = viewport
    case .prefetchDistance(let distance): appliedPrefetchDistance = distance
    case .load, .reload, .batch, .operations, .tap, .displayPass, .layers: break
    }
  }
}
