import Delegation
import Lifecycle

extension ListController {
  /// Performs `request` now when the list is idle, or queues it while the list delivers
  /// callbacks or records a batch.
  func request(_ request: ListRequest) {
    if isBusy {
      queue.append(request)
      return
    }
    do {
      try perform(request)
    } catch {
      // Only batches and taps throw, and their public entry points do not come here.
      report(Diagnostic(kind: .queuedOperationFailed, message: failure(of: request, error)))
    }
  }

  /// Performs one request, as a delivery: requests its callbacks make are queued.
  func perform(_ request: ListRequest) throws {
    try withDelivery { try performNow(request) }
  }

  private func performNow(_ request: ListRequest) throws {
    switch request {
    case .reload: performReload()
    case .batch(let operations, let after): try commit(operations, after: after)
    case .scroll(let viewport):
      appliedViewport = viewport
      settleDisplay(change: nil) { $0 }
    case .tap(let path): try performTap(at: path)
    case .layers: try performLayerMutations()
    case .displayPass: settleDisplay(change: nil) { $0 }
    }
  }

  /// Runs `body` as the delivery of an update's callbacks: requests made meanwhile are queued,
  /// and run when the outermost delivery ends.
  func withDelivery<Result>(_ body: () throws -> Result) rethrows -> Result {
    deliveryDepth += 1
    defer {
      deliveryDepth -= 1
      drainIfIdle()
    }
    return try body()
  }

  /// Runs the queued requests if nothing is delivering or recording.
  func drainIfIdle() {
    guard !isBusy, !queue.isEmpty, !queue.isDraining else { return }
    queue.isDraining = true
    defer {
      queue.isDraining = false
      queue.currentGeneration = 0
    }
    while let next = queue.popFirst() {
      guard next.generation <= UpdateQueue.generationLimit else {
        let dropped = queue.count + 1
        queue.removeAll()
        report(
          Diagnostic(
            kind: .runawayNavigation,
            message:
              "list updates queued from callbacks of \(quotedName) reached \(UpdateQueue.generationLimit) generations; dropped the \(dropped) still queued"
          ))
        return
      }
      queue.currentGeneration = next.generation
      do {
        try perform(next.request)
      } catch {
        report(
          Diagnostic(kind: .queuedOperationFailed, message: failure(of: next.request, error)))
      }
    }
  }

  private func failure(of request: ListRequest, _ error: any Error) -> String {
    "queued \(request.summary) on \(quotedName) failed: \(error)"
  }
}
