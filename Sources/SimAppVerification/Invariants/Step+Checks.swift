import SimAppKit

extension Step {
  /// Whether running this step calls a library method that throws (a `NavigationError` is a
  /// refusal, which must change nothing): only then does the runner snapshot the world before
  /// it, to compare after a refusal. The steps listed as `false` make only non-throwing calls
  /// (registering, forwarding by hand, arming reactions, list steps, which catch their own
  /// errors); any other step, a new one included, is snapshotted. Were a step listed here ever
  /// refused, the missing snapshot would differ from the world, and the runner would report
  /// that the refusal changed something: a false alarm, never a missed change.
  package var mayBeRefusedByTheLibrary: Bool {
    switch self {
    case .removeFromParent, .register, .unregister, .attach, .detach, .disable, .enable, .on,
      .hook, .begin, .end, .registerReplaying, .attachReplaying, .list,
      .onList, .replaceList, .wait:
      false
    default:
      true
    }
  }

  /// The window the step names (`show`, `hide`, `setRoot`, `release`, or `makeKey` with a
  /// name), by its declared root; `nil` for any other step.
  package var namedWindow: String? {
    switch self {
    case .showWindow(let name), .hideWindow(let name), .releaseWindow(let name): name
    case .setWindowRoot(let window, _): window
    case .makeKey(let name): name
    default: nil
    }
  }
}
