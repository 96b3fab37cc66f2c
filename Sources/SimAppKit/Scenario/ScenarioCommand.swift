/// One command of the scenario language, declared once, in the manner of argument-parser's
/// `CommandConfiguration`: its name, its arguments, what it does and how a line of it parses.
///
/// The parser, `SimApp --help` and the language article's command reference all read ``all``:
/// adding a command is adding a row there (and, for a step, what the runner does for it, and
/// the fuzzer's moves in SimAppVerification).
package struct ScenarioCommand: Sendable {
  /// What a line of the command is, and how it parses.
  package enum Form: Sendable {
    /// A declaration, read before the first step; it may declare names in the parser (undone
    /// by the parser when it throws).
    case declaration(
      @Sendable (inout Parser, _ arguments: [Token]) throws(ScenarioError) -> Declaration)
    /// A step, one public API call, from its arguments as the parser split them.
    case step(@Sendable (Parser, StepArguments) throws(ScenarioError) -> Step)
    /// `expect`: a check of the step before, one of ``ExpectationForm/all``.
    case expectation
  }

  /// What the parser checks of a step's arguments before its `parse`.
  package enum ArgumentCheck: Sendable {
    /// Their count and the option keys, against ``arguments``.
    case count
    /// Only the option keys: the step checks the count itself.
    case optionsOnly
    /// Nothing: the step checks its arguments itself (a reaction's step has its own options).
    case none
  }

  /// The first word of its lines.
  package let name: String
  /// Its arguments as the usage line writes them after the name: `NAME` a word, `[NAME]` an
  /// optional one, `...` any number more, `[key=VALUE]` an option.
  package let arguments: String
  /// What it does, in one sentence, for the language article's reference.
  package let abstract: String
  /// Whether it declares, acts or checks, and how it parses.
  package let form: Form
  /// What the parser checks of a step's arguments before its `parse` (a declaration's count is
  /// always checked).
  package let argumentCheck: ArgumentCheck
  /// How many words (options aside) its lines take, read from ``arguments`` once (the parser
  /// asks for every step).
  private(set) var argumentCount = (minimum: 0, maximum: 0)
  /// The option keys its lines may give, read from ``arguments`` once: `[animated=BOOL]` gives
  /// `animated`.
  private(set) var optionKeys: Set<String> = []

  init(
    _ name: String, _ arguments: String, _ abstract: String, check: ArgumentCheck = .count,
    form: Form
  ) {
    self.name = name
    self.arguments = arguments
    self.abstract = abstract
    self.form = form
    self.argumentCheck = check
    for word in arguments.split(separator: " ") {
      if let equals = word.firstIndex(of: "=") {
        optionKeys.insert(String(word[word.index(after: word.startIndex)..<equals]))
      } else if word.contains("...") {
        argumentCount.maximum = .max
      } else {
        if !word.hasPrefix("[") { argumentCount.minimum += 1 }
        if argumentCount.maximum < .max { argumentCount.maximum += 1 }
      }
    }
  }

  /// A step parsed by `parse`.
  static func step(
    _ name: String, _ arguments: String, _ abstract: String,
    parse: @escaping @Sendable (Parser, StepArguments) throws(ScenarioError) -> Step
  ) -> ScenarioCommand {
    ScenarioCommand(name, arguments, abstract, form: .step(parse))
  }

  /// A step whose words are declared names, each read as its word in `arguments` says (see
  /// ``Parser/name(_:as:)``), in order; `make` makes the step of the names read.
  static func names(
    _ name: String, _ arguments: String, _ abstract: String,
    make: @escaping @Sendable (_ names: [String], StepArguments) -> Step
  ) -> ScenarioCommand {
    let words = arguments.split(separator: " ").filter { !$0.contains("=") }.map {
      String($0.filter { $0 != "[" && $0 != "]" })
    }
    return step(name, arguments, abstract) {
      parser, arguments throws(ScenarioError) in
      let names = try zip(words, arguments.positional).map { word, token throws(ScenarioError) in
        try parser.name(token, as: word)
      }
      return make(names, arguments)
    }
  }

  /// The usage line, such as `push NAVIGATION SCREEN [animated=BOOL]`.
  package var usage: String { arguments.isEmpty ? name : "\(name) \(arguments)" }

  /// Whether it declares rather than acts.
  package var isDeclaration: Bool {
    if case .declaration = form { true } else { false }
  }

  /// Every command, in the order of the reference (and of "commands are" hints): declarations,
  /// steps, then `expect`.
  package static let all: [ScenarioCommand] =
    declarations + navigationSteps + focusSteps + actionSteps + listSteps + listPathSteps
    + reactionSteps + [expect]

  /// ``all`` by name.
  package static let named = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })

  private static let expect = ScenarioCommand(
    "expect", ExpectationForm.all.map(\.name).joined(separator: "|") + " ...",
    "checks what the step just before did (see the expectations below)", form: .expectation)
}
