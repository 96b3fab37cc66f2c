/// A user gesture in progress that a test ends: an interactive pop
/// (``UINavigationController/standInBeginInteractivePop()``) or a sheet swiped down
/// (``UIViewController/standInBeginSheetDrag()``). Not UIKit API.
@MainActor
public final class StandInGesture {
  private var finishAction: (() -> Void)?
  private var cancelAction: (() -> Void)?

  init(finish: @escaping () -> Void, cancel: @escaping () -> Void) {
    finishAction = finish
    cancelAction = cancel
  }

  /// Whether `finish()` or `cancel()` has been called.
  public var hasEnded: Bool {
    finishAction == nil
  }

  /// Lifts the finger past the threshold: the interaction handlers run (`isCancelled` false),
  /// then the transition completes at once (did-callbacks, completion blocks, delegate calls).
  /// Ending a gesture twice is reported to ``UIKitStandIn/misuseHandler``.
  public func finish() {
    guard let action = finishAction else {
      UIKitStandIn.misuse("StandInGesture.finish(): the gesture has already ended")
      return
    }
    finishAction = nil
    cancelAction = nil
    action()
  }

  /// Lifts the finger early: the interaction handlers run (`isCancelled` true), then the
  /// transition reverses at once. Ending a gesture twice is reported to
  /// ``UIKitStandIn/misuseHandler``.
  public func cancel() {
    guard let action = cancelAction else {
      UIKitStandIn.misuse("StandInGesture.cancel(): the gesture has already ended")
      return
    }
    finishAction = nil
    cancelAction = nil
    action()
  }
}
