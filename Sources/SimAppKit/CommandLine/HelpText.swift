/// `SimApp --help`: one screen of usage, formats, exit codes and the names of the commands
/// (from ``ScenarioCommand/all`` and ``ExpectationForm/all``); their arguments and the rest of
/// the language are in the article `ScenarioLanguage.md`.
package enum HelpText {
  /// The widest a line of the help may be.
  package static let width = 92

  /// The usage line of `fuzz`, as the help and the fuzz command's error hints write it.
  package static let fuzzUsage =
    "SimApp fuzz [--seed N] [--steps N] [--runs N] [--jobs N] [--print]"

  /// The whole help, as `SimApp --help` prints it.
  package static var text: String {
    let commands = ScenarioCommand.all.filter { $0.name != "expect" }
    return """
      SimApp, the LifeCircle simulator: runs scripted navigation through headless screens and
      shows every callback, the screen views (`track views`) and the UI stack after each step.
      USAGE
        SimApp [SCENARIO-FILE | -] [--format FORMAT]   run a file, standard input (-) or the demo
        SimApp --print-demo | --help, -h               the demo scenario | this help
        \(fuzzUsage)
                      generate scenarios and check every invariant after every step; a
                      failing seed writes a shrunk reproducer, seed-N.scenario
      FORMATS  text (default) | json: JSON Lines, one object per step, then a summary |
               mermaid: a sequence diagram for a Markdown viewer
      EXIT STATUS  0 every step ran and every expectation held; 1 a step or an expectation
                   failed; 2 bad command line or scenario file, nothing ran

      \(wrapped("DECLARE (first) ", commands.filter(\.isDeclaration).map(\.name)))
      \(wrapped("STEPS (options last) ", commands.filter { !$0.isDeclaration }.map(\.name)))
      \(wrapped("EXPECT ", ExpectationForm.all.map(\.name)))
      Every command explained: Sources/SimAppKit/SimAppKit.docc/ScenarioLanguage.md

      """
  }

  /// `items` after `head`, `separator` between two on a line, wrapped to ``width``: a full line
  /// ends with `separator` without its spaces, and the next starts with `indent`. Empty without
  /// items.
  package static func wrapped(
    _ head: String, _ items: [String], separator: String = " ", indent: String = "    "
  ) -> String {
    // What ends a line broken after an item (`,` of `, `): room is kept for it on every line.
    let mark = separator.filter { $0 != " " }
    var lines: [String] = []
    var line = head
    var isFirst = true
    for item in items {
      if !isFirst && line.count + separator.count + item.count + mark.count > width {
        lines.append(line + mark)
        (line, isFirst) = (indent, true)
      }
      line += (isFirst ? "" : separator) + item
      isFirst = false
    }
    return (isFirst ? lines : lines + [line]).joined(separator: "\n")
  }
}
