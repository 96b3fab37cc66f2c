/// A place in a scenario file: 1-based line and column.
struct SourcePosition: Sendable, Equatable {
  var line: Int
  var column: Int
}

/// A problem in a scenario, reported as `file:line:column: error: message` with a hint.
struct ScenarioError: Error, Sendable, Equatable {
  var position: SourcePosition
  var message: String
  var hint: String?

  /// The compiler-style report, such as `demo.scenario:3:1: error: unknown command "psh"`,
  /// followed by `  hint: ...` when there is a hint.
  func rendered(file: String) -> String {
    var text = "\(file):\(position.line):\(position.column): error: \(message)"
    if let hint { text += "\n  hint: \(hint)" }
    return text
  }
}
