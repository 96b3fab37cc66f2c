import SimAppKit

/// How the fuzzer (and the tests of the checks) parse: the declarations first, then one step at
/// a time, each written after seeing the effect of the one before.
extension Parser {
  /// Parses `text` (the fuzzer's whole scenario, when it replays steps).
  ///
  /// - Throws: ``ScenarioError``, the first problem of the file.
  package static func parse(_ text: String) throws(ScenarioError) -> Scenario {
    switch check(text) {
    case .success(let scenario): return scenario
    case .failure(let problems): throw problems.errors[0]
    }
  }

  /// A parser that has read `declarations`, for adding steps one at a time with
  /// ``entry(_:lineNumber:)`` (the fuzzer writes each step after seeing the last one's effect).
  package static func started(with declarations: String) throws(ScenarioError) -> Parser {
    var parser = Parser()
    for line in Lexer.lines(of: declarations) { try parser.parse(line) }
    return parser
  }

  /// The declarations read so far, as a scenario without steps.
  package var declared: Scenario {
    var scenario = self.scenario
    scenario.entries = []
    return scenario
  }

  /// Parses one more line, a step or an expectation, numbered `lineNumber`.
  package mutating func entry(_ text: String, lineNumber: Int) throws(ScenarioError)
    -> Scenario.Entry
  {
    guard var line = Lexer.lines(of: text).first else {
      throw ScenarioError(
        position: SourcePosition(line: lineNumber, column: 1), message: "empty step", hint: nil)
    }
    line.number = lineNumber
    for index in line.tokens.indices { line.tokens[index].position.line = lineNumber }
    try parse(line)
    // `parse` appended the entry: the scenario keeps only what is needed to check
    // `expect error`, so drop the older ones.
    let entry = scenario.entries[scenario.entries.count - 1]
    scenario.entries.removeAll(keepingCapacity: true)
    scenario.entries.append(entry)
    return entry
  }
}
