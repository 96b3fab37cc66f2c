import Foundation

/// The SimApp command: parses arguments, reads and validates a scenario, runs it, and renders
/// the report. Pure apart from reading the scenario file, so tests call it directly.
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
  }

  /// Runs SimApp with `arguments` (without the program name).
  ///
  /// - Parameters:
  ///   - arguments: The command line after the program name, such as `["demo.scenario"]`.
  ///   - readFile: Reads a scenario file; `Data(contentsOf:)` by default.
  /// - Returns: What to print on standard output and standard error, and the exit status.
  @MainActor
  public static func run(
    arguments: [String],
    readFile: (String) throws -> Data = { try Data(contentsOf: URL(fileURLWithPath: $0)) }
  ) -> Outcome {
    let invocation: Invocation
    do {
      invocation = try Invocation.parse(arguments)
    } catch {
      return Outcome(
        output: "", errors: "SimApp: error: \(error.message)\n  hint: \(error.hint)\n", status: 2)
    }
    switch invocation {
    case .help:
      return Outcome(output: HelpText.text, errors: "", status: 0)
    case .printDemo:
      return Outcome(output: DemoScenario.text + "\n", errors: "", status: 0)
    case .run(let path, let format):
      let name = path ?? DemoScenario.name
      let text: String
      if let path {
        do {
          text = try ScenarioFile.read(path, with: readFile)
        } catch {
          return Outcome(output: "", errors: error.rendered(file: path) + "\n", status: 2)
        }
      } else {
        text = DemoScenario.text
      }
      let scenario: Scenario
      do {
        scenario = try Parser.parse(text)
      } catch {
        return Outcome(output: "", errors: error.rendered(file: name) + "\n", status: 2)
      }
      let result = ScenarioRunner.run(scenario)
      let output = format.render(result, name: name, participants: scenario.names.map(\.name))
      guard let failure = result.failure else {
        return Outcome(output: output, errors: "", status: 0)
      }
      return Outcome(output: output, errors: failure.rendered(file: name) + "\n", status: 1)
    }
  }
}
