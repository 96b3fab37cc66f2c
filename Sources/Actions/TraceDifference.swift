/// A line-by-line comparison of an expected trace with an actual one, or `nil` when they are
/// equal.
///
/// Lines that match are shown with `=`, expected lines that are missing or different with `-`,
/// actual lines with `+`, so a failure reads like a diff:
///
/// ```
/// trace differs (- expected, + actual):
///   = A.willDisappear(true)
///   - B.willAppear(true)
///   + B.willAppear(false)
/// ```
public func traceDifference(expected: [String], actual: [String]) -> String? {
  guard expected != actual else { return nil }
  var lines = ["trace differs (- expected, + actual):"]
  for index in 0..<max(expected.count, actual.count) {
    let want = index < expected.count ? expected[index] : nil
    let got = index < actual.count ? actual[index] : nil
    if want == got {
      lines.append("  = \(want ?? "")")
    } else {
      if let want { lines.append("  - \(want)") }
      if let got { lines.append("  + \(got)") }
    }
  }
  return lines.joined(separator: "\n")
}

extension RecordingAction {
  /// The difference between ``trace`` and `expected`, or `nil` when they are equal; see
  /// ``traceDifference(expected:actual:)``.
  public func traceDifference(from expected: [String]) -> String? {
    Actions.traceDifference(expected: expected, actual: trace)
  }
}
