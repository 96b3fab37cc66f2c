import Foundation

/// How SimApp prints a run.
package enum ReportFormat: String, Sendable, CaseIterable {
  /// Readable in a terminal: each step, its callbacks (and screen views, with `track views`),
  /// the UI stack.
  case text
  /// JSON Lines: one object per step (`step`, `line`, `command`, `events`, `stack`, `notes`,
  /// `checks`, and `views` with `track views`), then a summary object (`result`, `steps`, `expectations`, and on failure
  /// `error` and `failingLines`, each `line` and `statement`); keys sorted, stable for tooling.
  /// A scenario that cannot run prints one object instead: `result` `invalid`, `errors`,
  /// `truncated`.
  case json
  /// A Mermaid sequence diagram of the callbacks, fenced for a Markdown viewer.
  case mermaid

  /// Renders `result` of the scenario called `name`.
  func render(_ result: RunResult, name: String, participants: [String]) -> String {
    switch self {
    case .text: TextReport.render(result, name: name)
    case .json: JSONReport.render(result)
    case .mermaid: MermaidReport.render(result, participants: participants)
    }
  }
}

enum TextReport {
  static func render(_ result: RunResult, name: String) -> String {
    var lines = ["LifeCircle SimApp: \(name)", ""]
    let width = String(result.steps.count).count
    for report in result.steps {
      let number =
        String(repeating: " ", count: width - String(report.step).count)
        + String(report.step)
      lines.append("\(number). \(report.command)")
      let indent = String(repeating: " ", count: width + 4)
      for event in report.events { lines.append(indent + event) }
      for view in report.views ?? [] { lines.append(indent + "view: " + view) }
      for note in report.notes { lines.append(indent + note) }
      lines.append(
        indent + "stack: "
          + (report.stack.isEmpty ? "(empty)" : report.stack.joined(separator: " > ")))
      for check in report.checks { lines.append(indent + "ok: " + check) }
    }
    lines.append("")
    if result.failure == nil {
      lines.append(
        "passed: \(counted(result.steps.count, "step")), "
          + "\(counted(result.expectationsHeld, "expectation")) held")
    } else {
      lines.append("failed at step \(result.steps.count)")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}

enum JSONReport {
  private struct Summary: Encodable {
    var result: String
    var steps: Int
    var expectations: Int
    var error: String?
    /// With a failure, the lines it concerns (`line`, `statement`).
    var failingLines: [FailingLine]?
  }

  static func render(_ result: RunResult) -> String {
    let summary = Summary(
      result: result.failure == nil ? "passed" : "failed", steps: result.steps.count,
      expectations: result.expectationsHeld, error: result.failure?.message,
      failingLines: result.failure == nil ? nil : result.failingLines)
    return lines(result.steps as [any Encodable] + [summary])
  }

  private struct Invalid: Encodable {
    struct Problem: Encodable {
      var file: String
      var line: Int
      var column: Int
      var message: String
      var hint: String?
    }
    var result = "invalid"
    var errors: [Problem]
    /// Whether the check stopped before the end of the file.
    var truncated: Bool
  }

  /// A scenario that could not be read or checked (nothing ran), as one JSON line:
  /// `{"errors":[{"column":1,"file":"f.scenario","hint":"...","line":2,"message":"..."}],"result":"invalid","truncated":false}`.
  static func renderInvalid(_ errors: [ScenarioError], truncated: Bool, file: String) -> String {
    let problems = errors.map {
      Invalid.Problem(
        file: file, line: $0.position.line, column: $0.position.column, message: $0.message,
        hint: $0.hint)
    }
    return lines([Invalid(errors: problems, truncated: truncated)])
  }

  /// `values` as JSON Lines, keys sorted, each line ending in a newline.
  private static func lines(_ values: [any Encodable]) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return values.map { value in
      // Encoding strings, integers and arrays of strings into JSON cannot fail.
      guard let data = try? encoder.encode(value) else {
        preconditionFailure("SimApp could not encode a report line as JSON")
      }
      return String(decoding: data, as: UTF8.self) + "\n"
    }.joined()
  }
}

/// `count` and `noun`, plural unless the count is one: `1 step`, `2 steps`, `0 expectations`.
package func counted(_ count: Int, _ noun: String) -> String {
  "\(count) \(noun)\(count == 1 ? "" : "s")"
}
