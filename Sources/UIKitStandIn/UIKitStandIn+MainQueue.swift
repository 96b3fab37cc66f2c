extension UIKitStandIn {
  /// Runs `work` at the stand-in's next main-queue turn (``runNextTurn()``), after the work
  /// already waiting there: what `DispatchQueue.main.async` does in an app. Code that must run
  /// once UIKit's current turn is over (the bridge's focus decision) uses it where real UIKit
  /// would use the main queue.
  public static func enqueueOnMainQueue(_ work: @escaping @MainActor () -> Void) {
    StandInRuntime.current.enqueue(work)
  }
}
