public import Actions
public import Testing

/// Expects `recorder`'s trace to be exactly `expected`. On a mismatch, records one Swift Testing
/// issue at the caller's line whose comment is a line-by-line diff (see
/// `traceDifference(expected:actual:)` in `Actions`).
///
/// ```swift
/// @Test @MainActor func pushRecordsFourCallbacks() throws {
///   let recorder = RecordingAction()
///   let navigation = NavigationController(rootController: ScreenController(title: "A"))
///   navigation.registerLifeCircleAction(recorder)   // hears the navigation controller only
///   let window = Window(rootController: navigation)
///   window.makeKeyAndVisible()
///   try navigation.push(ScreenController(title: "B"))
///   window.hide()
///   expectTrace(recorder, [
///     "Navigation.willAppear(false)", "Navigation.didAppear(false)",
///     "Navigation.willDisappear(false)", "Navigation.didDisappear(false)",
///   ])
/// }
/// ```
///
/// - Parameters:
///   - recorder: The recording action.
///   - expected: The exact expected lines, oldest first.
///   - clearing: Whether to reset the recorder afterwards, so the next expectation starts empty;
///     `true` by default.
///   - sourceLocation: Where a failure is reported; the caller's line by default.
/// - Returns: Whether the trace matched.
@MainActor
@discardableResult
public func expectTrace(
  _ recorder: RecordingAction, _ expected: [String], clearing: Bool = true,
  sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
  defer { if clearing { recorder.reset() } }
  return recordTraceDifference(
    recorder.traceDifference(from: expected), sourceLocation: sourceLocation)
}

/// Records `difference` (when there is one) as an issue at `sourceLocation`: what
/// ``expectTrace(_:_:clearing:sourceLocation:)`` and
/// ``expectListTrace(_:_:clearing:sourceLocation:)`` report.
///
/// - Parameters:
///   - difference: What the trace got wrong, or `nil` when it matched.
///   - sourceLocation: Where a failure is reported.
/// - Returns: Whether the trace matched.
func recordTraceDifference(_ difference: String?, sourceLocation: SourceLocation) -> Bool {
  if let difference {
    Issue.record(Comment(rawValue: difference), sourceLocation: sourceLocation)
  }
  return difference == nil
}
