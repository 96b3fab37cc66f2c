import Foundation

/// The SimApp command: parses arguments, reads and validates a scenario, runs it, and renders
/// the report. Pure apart from reading the scenario file (or standard input, for `-`), so tests
/// call it directly.
public enum SimAppCommand {
  /// What a run printed and how it ended.
  public struct Outcome: Sendable, Equatable {
    /// Text for standard output.
    public var output: String
    /// Text for standard error.
    public var errors: String
    /// The exit status: 0 when every expectation held, 1 when a step or an expectation failed,
    /// 2 when the command line or the scenario file is wrong (nothing ran).
    public var status: Int32

    /// An outcome printing `output` and `errors`, ending with `status`.
    package init(output: String, errors: String, status: Int32) {
      self.output = output
      self.errors = errors
      self.status = status
    }
  }

  /// Runs SimApp with `arguments` (without the program name).
  ///
  /// - Parameters:
  ///   - arguments: The command line after the program name, such as `["demo.scenario"]`; the
  ///     path `-` reads the scenario from standard input, named `<stdin>` in the report.
  ///   - readFile: Reads a scenario file; by default the regular file at the path (a
  ///     directory, a device, a missing path are refused with a plain sentence).
  /// - Returns: What to print on standard output and standard error, and the exit status.
  @MainActor
  public static func run(
    arguments: [String], readFile: (String) throws -> Data = SimAppCommand.readRegularFile
  ) -> Outcome {
    run(arguments: arguments, readFile: readFile, readStandardInput: readStandardInput)
  }

  /// What runs `SimApp fuzz` with the arguments after `fuzz`: set by the SimApp executable
  /// (SimAppVerification's `install(_:)`, which gives it what it reports to and writes with);
  /// without it `fuzz` is refused.
  @MainActor package static var fuzzCommand: ((_ arguments: [String]) -> Outcome)?

  /// The outcome of a command line that is wrong: `problem` on standard error, status 2.
  package static func refused(_ problem: Invocation.Problem) -> Outcome {
    Outcome(
      output: "", errors: "SimApp: error: \(problem.message)\n  hint: \(problem.hint)\n", status: 2)
  }

  /// Runs SimApp with `arguments`, reading scenario files with `readFile` and the scenario
  /// `SimApp -` runs with `readStandardInput`: ``run(arguments:readFile:)`` with every outside
  /// dependency given.
  @MainActor
  package static func run(
    arguments: [String], readFile: (String) throws -> Data,
    readStandardInput: () throws -> Data
  ) -> Outcome {
    let invocation: Invocation
    do {
      invocation = try Invocation.parse(arguments)
    } catch {
      return refused(error)
    }
    switch invocation {
    case .help:
      return Outcome(output: HelpText.text, errors: "", status: 0)
    case .printDemo:
      return Outcome(output: DemoScenario.text + "\n", errors: "", status: 0)
    case .fuzz(let arguments):
      guard let fuzzCommand else {
        return refused(
          Invocation.Problem(
            message: "`fuzz` is not part of this build",
            hint: "run the SimApp executable, which links SimAppVerification"))
      }
      return fuzzCommand(arguments)
    case .run(let path, let format):
      let name = path.map { $0 == "-" ? ScenarioFile.standardInputName : $0 } ?? DemoScenario.name
      var text = DemoScenario.text
      if let path {
        var couldNotRead = false
        do {
          text =
            path == "-"
            ? try ScenarioFile.read(name, with: { _ in try readStandardInput() })
            : try ScenarioFile.read(
              path,
              with: { path in
                do {
                  return try readFile(path)
                } catch {
                  couldNotRead = true
                  throw error
                }
              })
        } catch {
          if couldNotRead, let problem = Invocation.commandProblem(forUnreadablePath: path) {
            return refused(problem)
          }
          return invalid([error], truncated: false, file: name, format: format)
        }
      }
      let scenario: Scenario
      switch Parser.check(text) {
      case .success(let parsed): scenario = parsed
      case .failure(let problems):
        return invalid(problems.errors, truncated: problems.truncated, file: name, format: format)
      }
      let result = ScenarioRunner.run(scenario)
      let output = format.render(result, name: name, participants: scenario.namesInTreeOrder)
      guard let failure = result.failure else {
        return Outcome(output: output, errors: "", status: 0)
      }
      return Outcome(output: output, errors: failure.rendered(file: name) + "\n", status: 1)
    }
  }

  /// A scenario that could not be read or checked: the problems on standard error, and, in the
  /// JSON format, as one JSON line on standard output too (status 2 either way).
  private static func invalid(
    _ errors: [ScenarioError], truncated: Bool, file: String, format: ReportFormat
  ) -> Outcome {
    let text = ScenarioErrors(errors: errors, truncated: truncated).rendered(file: file)
    let output =
      format == .json ? JSONReport.renderInvalid(errors, truncated: truncated, file: file) : ""
    return Outcome(output: output, errors: text, status: 2)
  }

  /// The bytes of the regular file at `path`: SimApp's way of reading a scenario file.
  ///
  /// A directory, a device, a named pipe or a socket is refused without being read (so
  /// `/dev/zero` cannot hang it); ``run(arguments:readFile:)`` turns every refusal into a plain
  /// sentence.
  ///
  /// - Parameter path: The path as given on the command line.
  /// - Returns: The file's bytes.
  /// - Throws: Why the path is not a readable regular file.
  public static func readRegularFile(_ path: String) throws -> Data {
    try ScenarioFile.readFromDisk(path)
  }

  /// The bytes of standard input, to its end: how `SimApp -` reads its scenario.
  ///
  /// Stops reading as soon as the input passes 64 MiB, the most a scenario file holds, so that
  /// endless input (`yes | SimApp -`) is refused instead of exhausting memory.
  ///
  /// - Returns: Everything standard input held.
  /// - Throws: When the input is larger than 64 MiB, or cannot be read.
  package static func readStandardInput() throws -> Data {
    try ScenarioFile.readAll(from: FileHandle.standardInput)
  }
}
