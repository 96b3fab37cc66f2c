/// A place in a scenario file: 1-based line and column.
package struct SourcePosition: Sendable, Equatable {
  package var line: Int
  package var column: Int
}

/// A problem in a scenario, reported as `file:line:column: error: message` with a hint.
package struct ScenarioError: Error, Sendable, Equatable {
  package var position: SourcePosition
  package var message: String
  package var hint: String?

  /// The compiler-style report, such as `demo.scenario:3:1: error: unknown command "psh"`,
  /// followed by `  hint: ...` when there is a hint.
  package func rendered(file: String) -> String {
    var text = "\(file):\(position.line):\(position.column): error: \(message)"
    if let hint { text += "\n  hint: \(hint)" }
    return text
  }
}
