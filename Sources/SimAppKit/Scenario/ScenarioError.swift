/// A place in a scenario file: 1-based line and column.
package struct SourcePosition: Sendable, Equatable {
  package var line: Int
  package var column: Int

  /// The place at `column` of `line`.
  package init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }
}

/// A problem in a scenario, reported as `file:line:column: error: message` with a hint.
package struct ScenarioError: Error, Sendable, Equatable {
  package var position: SourcePosition
  package var message: String
  package var hint: String?

  /// A problem at `position` saying `message`, with `hint` telling what to do, if any.
  package init(position: SourcePosition, message: String, hint: String?) {
    self.position = position
    self.message = message
    self.hint = hint
  }

  /// The compiler-style report, such as `demo.scenario:3:1: error: unknown command "psh"`,
  /// followed by `  hint: ...` when there is a hint.
  package func rendered(file: String) -> String {
    var text = "\(file):\(position.line):\(position.column): error: \(message)"
    if let hint { text += "\n  hint: \(hint)" }
    return text
  }
}

extension ScenarioError {
  /// "unknown WHAT `word`" at `token`, hinting the candidate closest to its word (see
  /// ``Suggestions``), else `otherwise`, by default every candidate ("WHATs are: ...").
  static func unknown(
    _ what: String, _ token: Token, in candidates: [String],
    otherwise: @autoclosure () -> String? = nil
  ) -> ScenarioError {
    ScenarioError(
      position: token.position, message: "unknown \(what) `\(token.text)`",
      hint: Suggestions.closest(to: token.text, in: candidates).map { "did you mean `\($0)`?" }
        ?? otherwise() ?? "\(what)s are: \(candidates.joined(separator: ", "))")
  }
}

extension ScenarioError {
  /// `apply`'s `reload` or `reconfigure` with no row after it; `usage` is the hint.
  static func noRows(after keyword: Token, _ usage: String) -> ScenarioError {
    ScenarioError(
      position: keyword.position, message: "`\(keyword.text)` needs the rows it updates",
      hint: usage)
  }
}

/// The problems of one scenario file, in line order, as one check reports them.
package struct ScenarioErrors: Error, Sendable, Equatable {
  /// At least one problem, at most ``Parser/errorLimit``.
  package var errors: [ScenarioError]
  /// Whether the file has more problems than those listed (the check stopped there).
  package var truncated: Bool

  /// Each problem as ``ScenarioError/rendered(file:)`` renders it, one after the other, then a
  /// line saying the check stopped when it did; ends with a newline.
  package func rendered(file: String) -> String {
    var text = errors.map { $0.rendered(file: file) + "\n" }.joined()
    if truncated {
      text += "\(file): note: stopped after \(errors.count) errors; fix these and check again\n"
    }
    return text
  }
}
