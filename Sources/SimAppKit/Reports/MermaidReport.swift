import Foundation

/// `--format mermaid`: a sequence diagram from SimApp to each screen that heard a callback.
enum MermaidReport {
  /// The diagram of `result`: its participants are the names of `participants` that heard a
  /// callback, in that order (``Scenario/namesInTreeOrder``: parents before children).
  static func render(_ result: RunResult, participants: [String]) -> String {
    let called = Set(result.steps.flatMap { $0.events.map(title(of:)) })
    let shown = participants.filter { called.contains($0) }
    let ids = identifiers(for: shown, avoiding: Set(participants).union(called))
    var lines = ["```mermaid", "sequenceDiagram", "  participant SimApp"]
    for name in shown {
      let id = ids[name] ?? name
      lines.append(id == name ? "  participant \(name)" : "  participant \(id) as \(name)")
    }
    for report in result.steps {
      lines.append("  Note over SimApp: \(report.step). \(sanitized(report.command))")
      for event in report.events {
        let target = title(of: event)
        lines.append("  SimApp->>\(ids[target] ?? target): \(event.dropFirst(target.count + 1))")
      }
      for view in report.views ?? [] {
        lines.append("  Note over SimApp: view \(sanitized(view))")
      }
      for note in report.notes { lines.append("  Note over SimApp: \(sanitized(note))") }
      let stack = report.stack.isEmpty ? "(empty)" : report.stack.joined(separator: ", ")
      lines.append("  Note over SimApp: stack \(sanitized(stack))")
    }
    if let failure = result.failure {
      lines.append("  Note over SimApp: failed - \(sanitized(failure.message))")
    }
    lines.append("```")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The words of Mermaid's sequenceDiagram lexer (`sequenceDiagram.jison`), lowercased. Its
  /// lexer is case-insensitive and tries these before a participant's name without a word
  /// boundary, so a name that starts with one (`end`, `Note`, `Options`) must be aliased.
  static let keywords = [
    "accdescr", "acctitle", "activate", "actor", "alt", "and", "as", "autonumber", "box", "break",
    "create", "critical", "deactivate", "destroy", "details", "else", "end", "left", "link",
    "loop", "note", "of", "off", "opt", "over", "par", "participant", "properties", "rect",
    "right", "sequencediagram", "title",
  ]

  /// Whether `name` can stand as a participant's identifier as it is: ASCII letters, digits
  /// and `_` (Mermaid reads `-` as the start of an arrow), not `SimApp`'s own, and not
  /// starting with a keyword.
  static func isPlainIdentifier(_ name: String) -> Bool {
    let lowered = name.lowercased()
    return name != "SimApp"
      && name.unicodeScalars.allSatisfy {
        $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_")
      }
      && !keywords.contains { lowered.hasPrefix($0) }
  }

  /// An alias, `P1`, `P2`..., for each name of `shown` that is not a plain identifier, skipping
  /// aliases that are names of `taken`.
  private static func identifiers(for shown: [String], avoiding taken: Set<String>)
    -> [String: String]
  {
    var ids: [String: String] = [:]
    var next = 1
    for name in shown where !isPlainIdentifier(name) {
      while taken.contains("P\(next)") { next += 1 }
      ids[name] = "P\(next)"
      next += 1
    }
    return ids
  }

  /// The title in `Title.event(animated)`.
  private static func title(of event: String) -> String {
    String(event[..<(event.lastIndex(of: ".") ?? event.endIndex)])
  }

  /// Text safe inside a Mermaid note: one line, no `;` or `#`, which Mermaid treats specially.
  private static func sanitized(_ text: String) -> String {
    let firstLine = text.split(separator: "\n").first.map(String.init) ?? ""
    return firstLine.replacingOccurrences(of: ";", with: ",").replacingOccurrences(
      of: "#", with: "no.")
  }
}
