public import Actions
public import Testing

/// Expects `recorder`'s trace to be exactly `expected`. On a mismatch, records one Swift Testing
/// issue at the caller's line whose comment is a line-by-line diff (see
/// `traceDifference(expected:actual:)` in `Actions`).
///
/// ```swift
/// expectTrace(recorder, [
///   "A.willDisappear(true)", "B.willAppear(true)", "A.didDisappear(true)", "B.didAppear(true)",
/// ])
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
  let difference = recorder.traceDifference(from: expected)
  if let difference {
    Issue.record(Comment(rawValue: difference), sourceLocation: sourceLocation)
  }
  if clearing { recorder.reset() }
  return difference == nil
}
