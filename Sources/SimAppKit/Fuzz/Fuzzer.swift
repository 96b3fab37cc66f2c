import Foundation
import Lifecycle

/// Runs generated scenarios with every invariant checked, and shrinks a failing one to a short
/// scenario file that `SimApp FILE` replays.
@MainActor
package enum Fuzzer {
  /// What one seed did.
  package struct Report: Sendable {
    package var seed: UInt64
    package var steps: Int
    package var refusedSteps: Int
    package var invariantChecks: Int
    /// How many generated steps of each kind (a statement's first word) ran.
    package var kinds: [String: Int] = [:]
    /// The failure, the shrunk reproducer and how many steps it kept.
    package var failure: (error: ScenarioError, reproducer: String, keptSteps: Int)?
  }

  /// Generates `steps` steps from `seed`, runs them, and shrinks a failure unless `shrinking`
  /// is false (then the reproducer is every step run); `progress` hears of every step, the
  /// shrinking's included.
  package static func run(
    seed: UInt64, steps: Int, shrinking: Bool = true, progress: FuzzProgress? = nil
  ) -> Report {
    progress?.starting(seed: seed)
    let (lines, result) = generate(seed: seed, steps: steps, onStep: progress?.step)
    var report = Report(
      seed: seed, steps: result.steps.count, refusedSteps: result.refusedSteps,
      invariantChecks: result.invariantChecks,
      kinds: lines.reduce(into: [:]) { $0[kind(of: $1), default: 0] += 1 })
    if let failure = result.failure, !shrinking {
      report.failure = (failure, scenarioText(lines), lines.count)
    } else if let failure = result.failure {
      let signature = self.signature(of: failure)
      progress?.startShrinking()
      let shrunk = shrink(lines) { candidate in
        run(candidate, onStep: progress?.step).failure.map(self.signature) == signature
      }
      let rerun = run(shrunk).failure ?? failure
      report.failure = (rerun, scenarioText(shrunk), shrunk.count)
    }
    return report
  }

  /// Generates and runs up to `steps` steps from `seed`, each chosen after seeing the effect of
  /// the one before; stops at the first failure.
  ///
  /// - Returns: The steps written (the failing one last) and what running them did.
  package static func generate(seed: UInt64, steps: Int, onStep: (() -> Void)? = nil) -> (
    lines: [String], result: RunResult
  ) {
    var generator = ScenarioGenerator(seed: seed)
    var parser: Parser
    do {
      parser = try Parser.started(with: ScenarioGenerator.declarations)
    } catch {
      return ([], RunResult(steps: [], expectationsHeld: 0, failure: error))
    }
    let runner = ScenarioRunner.started(with: parser.declared)
    let firstLine = firstStepLine
    var lines: [String] = []
    runner.illegalEventHandler = { diagnostic, line in
      // In a debug build the library's assertion stops the process right after its diagnostic,
      // before any invariant is checked: leave the seed and the steps so far first. (A release
      // build goes on, and the invariant reports and shrinks it as any other failure.)
      assert(
        reportBeforeAssertion(
          "SimApp fuzz: seed \(seed): the engine produced an illegal event at line \(line?.number ?? 0) (`\(line?.text ?? "")`): \(diagnostic.message)\nthe scenario so far:\n\(scenarioText(lines))"
        ))
    }
    for index in 0..<steps {
      let text = index == 0 ? "show" : generator.step(in: runner)
      lines.append(text)
      onStep?()
      do {
        let entry = try parser.entry(text, lineNumber: firstLine + index)
        if let failure = runner.execute(entry) { return (lines, runner.result(failure: failure)) }
      } catch {
        // The generator writes only valid statements; say so loudly if it ever does not.
        return (lines, runner.result(failure: error))
      }
    }
    return (lines, runner.result(failure: nil))
  }

  /// The kind of a generated step: its statement's first word.
  package static func kind(of line: String) -> String {
    String(line.prefix { $0 != " " })
  }

  /// Writes `message` to standard error; `true`, so that it can run inside `assert`.
  private static func reportBeforeAssertion(_ message: String) -> Bool {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    return true
  }

  /// Runs the generated declarations followed by `steps`; `onStep` hears of each step.
  package static func run(_ steps: [String], onStep: (() -> Void)? = nil) -> RunResult {
    do {
      return ScenarioRunner.run(try Parser.parse(scenarioText(steps)), onStep: onStep)
    } catch {
      // The generator writes only valid statements; say so loudly if it ever does not.
      return RunResult(steps: [], expectationsHeld: 0, failure: error)
    }
  }

  /// What makes two failures the same: the first problem, with the step that caused it left
  /// out (shrinking changes which line that is).
  package static func signature(of failure: ScenarioError) -> String {
    let lines = failure.message.split(separator: "\n")
    if lines.count > 1 { return String(lines[1]) }
    return failure.message
  }

  /// The smallest list of steps, by removing chunks then single steps, for which `fails` still
  /// holds (delta debugging). `fails(steps)` must be true.
  package static func shrink(_ steps: [String], fails: ([String]) -> Bool) -> [String] {
    var current = steps
    var chunk = max(1, current.count / 2)
    while true {
      var removedAny = false
      var start = 0
      while start < current.count {
        var candidate = current
        candidate.removeSubrange(start..<min(start + chunk, current.count))
        if fails(candidate) {
          current = candidate
          removedAny = true
        } else {
          start += chunk
        }
      }
      if chunk == 1 && !removedAny { return current }
      chunk = max(1, removedAny ? chunk : chunk / 2)
    }
  }

  /// The scenario text of `steps`: what runs, and the reproducer file, line for line.
  package static func scenarioText(_ steps: [String]) -> String {
    """
    \(header)
    \(ScenarioGenerator.declarations)

    \(steps.joined(separator: "\n"))

    """
  }

  private static let header =
    "# Generated by `SimApp fuzz`; replay with `swift run SimApp FILE`."

  /// The line of the first step in ``scenarioText(_:)``.
  package static let firstStepLine = 1 + Lexer.lines(of: ScenarioGenerator.declarations).count + 2
}
