/// `SimApp --help`: one screen of usage, options, exit codes and every statement's form (from
/// the parser's tables); the language itself is the article `ScenarioLanguage.md`.
package enum HelpText {
  /// The widest a line of the help may be.
  package static let width = 92

  static var text: String {
    let declarations = Parser.usage.filter { Parser.declarationCommands.contains($0.command) }
      .map(\.usage)
    let steps = Parser.usage.filter {
      $0.command != "expect" && !Parser.declarationCommands.contains($0.command)
    }.map(\.usage)
    let expectations = Parser.expectationUsage.map(\.usage)
    return """
      SimApp: the LifeCircle navigation simulator. Runs a scripted navigation through headless
      screens and shows every callback and the UI stack after each step.

      USAGE
        SimApp [SCENARIO-FILE] [--format text|json|mermaid]   run a file (no file: the demo)
        SimApp --print-demo                                    print the demo scenario
        \(FuzzOptions.usage)
                      generate scenarios, check every invariant after every step, print the
                      steps of each kind and steps/s; `--jobs N`: N processes at once; a failing
                      seed writes a shrunk reproducer, seed-N.scenario (`--print`: print it)
        SimApp --help, -h

      FORMATS  text (default) | json: JSON Lines, one object per step, then a summary |
               mermaid: a sequence diagram for a Markdown viewer

      EXIT STATUS  0 every step ran and every expectation held; 1 a step or an expectation
                   failed; 2 bad command line or scenario file, nothing ran

      DECLARATIONS (first)
      \(columns(declarations))

      STEPS (each one public API call; options last)
      \(columns(steps))

      EXPECTATIONS (about the step just before)
      \(columns(expectations))

      EVENT: willAppear didAppear willDisappear didDisappear. The language (what each
      statement does, reactions, lists, tasks, invariants, the fuzzer, output formats):
      Sources/SimAppKit/SimAppKit.docc/ScenarioLanguage.md, or `scripts/build-docs`.

      """
  }

  /// `items` indented, two per line when both fit in half the width: an item too wide for
  /// half has a line of its own, and a narrow one before it waits to pair with the next narrow
  /// one.
  static func columns(_ items: [String]) -> String {
    let half = (width - 2) / 2
    var lines: [String] = []
    var waiting: String?
    for item in items {
      if let first = waiting, item.count <= half {
        lines.append("  " + first + String(repeating: " ", count: half - first.count) + item)
        waiting = nil
      } else if item.count < half {
        waiting = item
      } else {
        lines.append("  " + item)
      }
    }
    if let waiting { lines.append("  " + waiting) }
    return lines.joined(separator: "\n")
  }
}
