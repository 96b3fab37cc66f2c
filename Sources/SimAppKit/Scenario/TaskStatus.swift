/// Where a screen's task stands, as `expect task` checks it.
package enum TaskStatus: String, Sendable, Equatable, CaseIterable {
  /// The task started by the screen's latest `startingOn` has not been cancelled.
  case running
  /// The screen has no task now, and its latest one was cancelled.
  case cancelled
}
