/// What the command line asked for.
package enum Invocation: Sendable, Equatable {
  /// Run a scenario: the built-in demo when `path` is `nil`.
  case run(path: String?, format: ReportFormat)
  /// Print the usage and the language reference.
  case help
  /// Print the built-in demo's scenario text.
  case printDemo
  /// Run generated scenarios, or print one (`--print`): SimAppVerification's command, given
  /// the arguments after `fuzz`.
  case fuzz(arguments: [String])

  /// A problem with the command line itself.
  package struct Problem: Error, Sendable, Equatable {
    package var message: String
    package var hint: String

    /// A problem saying `message`, with `hint` telling what to do.
    package init(message: String, hint: String) {
      self.message = message
      self.hint = hint
    }

    /// An unknown `what` (an option), with the closest of `known` suggested, else `hint`.
    package static func unknown(
      _ what: String, _ argument: String, known: [String], else hint: String
    )
      -> Problem
    {
      let suggestion = Suggestions.closest(to: argument, in: known)
      return Problem(
        message: "unknown \(what) `\(argument)`",
        hint: suggestion.map { "did you mean `\($0)`?" } ?? hint)
    }
  }

  /// Parses the arguments after the program name.
  ///
  /// - Throws: ``Problem`` for an unknown option, a missing or unknown format, more than one
  ///   or more than one scenario file (the fuzz command checks its own options).
  package static func parse(_ arguments: [String]) throws(Problem) -> Invocation {
    if arguments.first == "fuzz" {
      return .fuzz(arguments: Array(arguments.dropFirst()))
    }
    var path: String?
    var format = ReportFormat.text
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "-h", "--help", "help":
        return .help
      case "--print-demo":
        return .printDemo
      case "--format", "-f":
        guard let value = remaining.popFirst() else {
          throw Problem(message: "`\(argument)` needs a value", hint: formatHint)
        }
        format = try parseFormat(value)
      case _ where argument.hasPrefix("--format="):
        format = try parseFormat(String(argument.dropFirst("--format=".count)))
      case _ where argument.hasPrefix("-") && argument != "-":
        let options = ["--help", "--format", "--print-demo"]
        throw .unknown("option", argument, known: options, else: "see `SimApp --help`")
      case "run" where path == nil:
        throw Problem(
          message: "`run` is not a command",
          hint: "give the scenario file alone: `SimApp \(remaining.first ?? "FILE.scenario")`")
      default:
        if let path {
          throw Problem(
            message: "more than one scenario file: `\(path)` and `\(argument)`",
            hint: "run one scenario at a time")
        }
        path = argument
      }
    }
    return .run(path: path, format: format)
  }

  /// What a scenario path that could not be read says when it is a bare word rather than a file
  /// name: a mistyped or misplaced command (`fuzzz`, `--format json fuzz`), not a scenario
  /// (those have a `.scenario` name or a path). `nil` for anything else, whose reading error
  /// stands.
  package static func commandProblem(forUnreadablePath path: String) -> Problem? {
    guard isCommandLike(path) else { return nil }
    if path == "fuzz" {
      return Problem(
        message: "`fuzz` comes first", hint: "write `SimApp fuzz` and its options after it")
    }
    return .unknown(
      "command", path, known: commands,
      else: "a scenario file has a `.scenario` name or a path; see `SimApp --help`")
  }

  /// The commands a bare word can be: the first argument `fuzz`, and `help`.
  private static let commands = ["fuzz", "help"]

  /// Whether `argument` is a bare word rather than a file: no `/`, no `.`, not `-`.
  private static func isCommandLike(_ argument: String) -> Bool {
    argument != "-" && !argument.isEmpty && !argument.contains("/") && !argument.contains(".")
  }

  private static let formatHint = "use --format text, --format json or --format mermaid"

  private static func parseFormat(_ value: String) throws(Problem) -> ReportFormat {
    guard let format = ReportFormat(rawValue: value) else {
      throw Problem(message: "unknown format `\(value)`", hint: formatHint)
    }
    return format
  }
}
