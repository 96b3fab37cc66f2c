/// What the command line asked for.
package enum Invocation: Sendable, Equatable {
  /// Run a scenario: the built-in demo when `path` is `nil`.
  case run(path: String?, format: ReportFormat)
  /// Print the usage and the language reference.
  case help
  /// Print the built-in demo's scenario text.
  case printDemo
  /// Run `runs` generated scenarios of `steps` steps from seeds `seed`, `seed + 1`, ...
  case fuzz(seed: UInt64, steps: Int, runs: Int)
  /// Print the scenario `fuzz` would run from `seed`, without running it.
  case printFuzz(seed: UInt64, steps: Int)

  /// A problem with the command line itself.
  package struct Problem: Error, Sendable, Equatable {
    package var message: String
    package var hint: String
  }

  /// Parses the arguments after the program name.
  ///
  /// - Throws: ``Problem`` for an unknown option, a missing or unknown format, or more than one
  ///   scenario file.
  package static func parse(_ arguments: [String]) throws(Problem) -> Invocation {
    if arguments.first == "fuzz" { return try parseFuzz(Array(arguments.dropFirst())) }
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
        throw Problem(
          message: "unknown option `\(argument)`",
          hint: Suggestions.closest(to: argument, in: options).map { "did you mean `\($0)`?" }
            ?? "see `SimApp --help`")
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

  private static func parseFuzz(_ arguments: [String]) throws(Problem) -> Invocation {
    var seed: UInt64 = 1
    var steps = 1_000
    var runs = 1
    var printOnly = false
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      let options = ["--seed", "--steps", "--runs", "--print"]
      if argument == "--print" {
        printOnly = true
        continue
      }
      guard options.contains(argument) else {
        if argument == "--help" || argument == "-h" { return .help }
        throw Problem(
          message: "unknown fuzz option `\(argument)`",
          hint: Suggestions.closest(to: argument, in: options).map { "did you mean `\($0)`?" }
            ?? "usage: SimApp fuzz [--seed N] [--steps N] [--runs N] [--print]")
      }
      guard let value = remaining.popFirst() else {
        throw Problem(message: "`\(argument)` needs a value", hint: "such as \(argument) 100")
      }
      switch argument {
      case "--seed":
        guard let parsed = UInt64(value) else {
          throw Problem(
            message: "`\(value)` is not a seed", hint: "seeds are whole numbers from 0")
        }
        seed = parsed
      default:
        guard let parsed = Int(value), parsed > 0 else {
          throw Problem(
            message: "`\(value)` is not a positive count for `\(argument)`",
            hint: "such as \(argument) 100")
        }
        if argument == "--steps" { steps = parsed } else { runs = parsed }
      }
    }
    return printOnly
      ? .printFuzz(seed: seed, steps: steps) : .fuzz(seed: seed, steps: steps, runs: runs)
  }

  private static let formatHint = "use --format text, --format json or --format mermaid"

  private static func parseFormat(_ value: String) throws(Problem) -> ReportFormat {
    guard let format = ReportFormat(rawValue: value) else {
      throw Problem(message: "unknown format `\(value)`", hint: formatHint)
    }
    return format
  }
}
