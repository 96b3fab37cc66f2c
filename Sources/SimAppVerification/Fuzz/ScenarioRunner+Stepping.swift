import Lifecycle
import SimAppKit

/// How the fuzzer (and the tests of the checks) drive a runner: the declarations first, then
/// one step at a time, each written after seeing the effect of the one before.
extension ScenarioRunner {
  /// A runner that has performed `scenario`'s declarations, for running steps one at a time
  /// with ``execute(_:)``.
  package static func started(with scenario: Scenario) -> ScenarioRunner {
    let runner = ScenarioRunner()
    runner.declare(scenario)
    return runner
  }

  /// Runs one step (not an expectation); the failure, if any.
  package func execute(_ entry: Scenario.Entry) -> ScenarioError? {
    guard case .step(let step) = entry.action else { return nil }
    begin(entry.line)
    do {
      try perform(step, expecting: nil, at: entry.line, next: nil)
      return nil
    } catch {
      return error
    }
  }

  /// Calls `handler` when the library reports an illegal event, with the line of the step
  /// under way, after the runner noted it and before the library's debug-build assertion can
  /// stop the process: the fuzzer prints its reproducer from there.
  package func onIllegalEvent(_ handler: @escaping (Diagnostic, SourceLine?) -> Void) {
    hearDiagnostics { [weak self] diagnostic in
      if diagnostic.kind == .illegalEvent { handler(diagnostic, self?.currentLine) }
    }
  }
}
