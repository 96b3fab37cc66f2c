import Lifecycle

/// Turns scenario text into a validated ``Scenario``, or its problems (``check(_:)``: up to
/// 20, reading on after a line with a problem).
///
/// Everything that can be checked without running is checked here (commands, arguments, names,
/// kinds, who owns which screen), so a scenario with a static mistake never starts.
package struct Parser {
  /// What was read so far.
  package var scenario = Scenario()
  /// What each declared name stands for.
  var kinds: [String: NameKind] = [:]
  /// The names some container (or window) took as its root, tab or child.
  var owned: Set<String> = []
  /// The names in `owned`, in the order they were taken, so a failed line can give them back.
  var ownedInOrder: [String] = []
  /// The declared roots of the windows, in declaration order: each names its window.
  var windows: [String] = []
  /// Whether a `module` declaration made the second registry's screens.
  var hasModule = false
  /// Whether `track views` was declared: `expect views` needs it.
  var tracksViews = false
  /// The screens a `task` step (or reaction) attaches a task action to (see Parser+Tasks).
  var screensWithTasks: Set<String> = []
  /// The declared lists (see Parser+Lists).
  var lists: Set<String> = []
  /// Whether a step or an expectation was read (even one with a problem): declarations must
  /// come before.
  private var stepsStarted = false

  /// A parser that has read nothing yet.
  package init() {}

  /// The most errors one check of a file reports.
  package static let errorLimit = 20

  /// The longest word a line may hold, in characters.
  package static let longestWord = 1_000

  /// Parses `text`, going on after a line with a problem to find the next ones.
  ///
  /// - Returns: The scenario, or the problems of the file in line order: at most
  ///   ``errorLimit``, at least one.
  package static func check(_ text: String) -> Result<Scenario, ScenarioErrors> {
    let lines = Lexer.lines(of: text)
    var parser = Parser()
    var errors: [ScenarioError] = []
    if lines.isEmpty {
      errors.append(
        ScenarioError(
          position: SourcePosition(line: 1, column: 1), message: "the scenario is empty",
          hint: "declare screens and a window, then steps; `SimApp --help` shows the language"))
    }
    for line in lines {
      do {
        try parser.parse(line)
      } catch {
        errors.append(error)
        if errors.count > errorLimit { break }
      }
    }
    if errors.count <= errorLimit {
      do { try parser.requireWindow(lines) } catch { errors.append(error) }
    }
    guard errors.isEmpty else {
      return .failure(
        ScenarioErrors(
          errors: Array(errors.prefix(errorLimit)), truncated: errors.count > errorLimit))
    }
    return .success(parser.scenario)
  }

  private func requireWindow(_ lines: [SourceLine]) throws(ScenarioError) {
    if !scenario.entries.isEmpty && windows.isEmpty {
      throw ScenarioError(
        position: lines[0].tokens[0].position, message: "the scenario has steps but no window",
        hint: "declare one with `window ROOT` before the first step")
    }
  }

  /// The action of the entry read last, if any (`expect error` and `expect refused` must follow
  /// a step).
  var lastAction: Scenario.Action? { scenario.entries.last?.action }

  /// Reads one more line: a declaration (before the first step), a step or an expectation.
  package mutating func parse(_ line: SourceLine) throws(ScenarioError) {
    // A word has at least as many bytes as characters: only a long one is counted.
    if let long = line.tokens.first(where: {
      $0.text.utf8.count > Self.longestWord && $0.text.count > Self.longestWord
    }) {
      throw ScenarioError(
        position: long.position,
        message:
          "`\(long.text.prefix(16))…` is \(long.text.count) characters long; a word has at most \(Self.longestWord)",
        hint: "names, rows and titles are short words separated by spaces")
    }
    let command = line.tokens[0]
    let arguments = Array(line.tokens.dropFirst())
    let known = ScenarioCommand.named[command.text]
    if let known, !known.isDeclaration { stepsStarted = true }
    switch known?.form {
    case .declaration(let parse)?:
      guard !stepsStarted else {
        throw ScenarioError(
          position: command.position,
          message: "`\(command.text)` declares; declarations come before the first step",
          hint: "move this line above the first step")
      }
      scenario.declarations.append(try declaration(command, arguments, parse))
    case .expectation?:
      scenario.entries.append(
        Scenario.Entry(action: .expectation(try expectation(command, arguments)), line: line))
    default:
      let step = try step(command, arguments)
      try noteTask(of: step, at: command)
      scenario.entries.append(Scenario.Entry(action: .step(step), line: line))
    }
  }

  /// A declaration read with `parse` after its argument count is checked. One that fails
  /// leaves nothing behind: a later line is not reported because of a name this line declared
  /// or took before its error.
  private mutating func declaration(
    _ command: Token, _ arguments: [Token],
    _ parse: (inout Parser, [Token]) throws(ScenarioError) -> Declaration
  ) throws(ScenarioError) -> Declaration {
    let mark = (
      names: scenario.names.count, owned: ownedInOrder.count, windows: windows.count,
      hasModule: hasModule
    )
    do throws(ScenarioError) {
      try arity(command, arguments)
      return try parse(&self, arguments)
    } catch {
      for (name, _) in scenario.names[mark.names...] {
        kinds[name] = nil
        lists.remove(name)
      }
      scenario.names.removeSubrange(mark.names...)
      for name in ownedInOrder[mark.owned...] { owned.remove(name) }
      ownedInOrder.removeSubrange(mark.owned...)
      windows.removeSubrange(mark.windows...)
      hasModule = mark.hasModule
      throw error
    }
  }

  /// A step (also a reaction's): its arguments split and checked as its command says, then
  /// parsed by it.
  func step(_ command: Token, _ arguments: [Token]) throws(ScenarioError) -> Step {
    let (positional, options) = try split(command, arguments)
    let animated = try options.bool("animated", default: true)
    guard let known = ScenarioCommand.named[command.text], case .step(let parse) = known.form
    else {
      throw .unknown("command", command, in: ScenarioCommand.all.map(\.name))
    }
    if known.argumentCheck == .count { try arity(command, positional) }
    if known.argumentCheck != .none { try options.allow(known) }
    return try parse(
      self,
      StepArguments(
        command: command, all: arguments, positional: positional, options: options,
        animated: animated))
  }

  /// `expect KIND ...`, parsed by its kind's ``ExpectationForm``.
  private func expectation(_ command: Token, _ arguments: [Token]) throws(ScenarioError)
    -> Expectation
  {
    guard let kind = arguments.first else {
      throw ScenarioError(
        position: command.position, message: "`expect` needs what to check",
        hint: ExpectationForm.all.map(\.usage).joined(separator: "; "))
    }
    guard let form = ExpectationForm.named[kind.text] else {
      throw .unknown("expectation", kind, in: ExpectationForm.all.map(\.name))
    }
    return try form.parse(self, command, kind, Array(arguments.dropFirst()))
  }
}
