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
      .onList, .replaceList:
      false
    default:
      true
    }
  }
}
