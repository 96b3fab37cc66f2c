import Foundation
import Lifecycle
import SimAppKit

/// Runs generated scenarios with every invariant checked, and shrinks a failing one to a short
/// scenario file that `SimApp FILE` replays.
@MainActor
package enum Fuzzer {
  /// What one seed did, or what several seeds covered, added up by ``add(_:)``.
  package struct Report: Sendable {
    /// The seed (the first, for seeds added up).
    package var seed: UInt64
    package var steps = 0
    package var refusedSteps = 0
    package var invariantChecks = 0
    /// How many generated steps of each kind (a statement's first word) ran.
    package var kinds: [String: Int] = [:]
    /// The failure, the shrunk reproducer and how many steps it kept.
    package var failure: (error: ScenarioError, reproducer: String, keptSteps: Int)?

    /// Adds `other`'s counts to these. Adding is commutative, so seeds run in any order (or in
    /// other processes) add up to the same counts.
    package mutating func add(_ other: Report) {
      steps += other.steps
      refusedSteps += other.refusedSteps
      invariantChecks += other.invariantChecks
      kinds.merge(other.kinds, uniquingKeysWith: +)
    }
  }

  /// Generates `steps` steps from `seed`, runs them, and shrinks a failure unless `shrinking`
  /// is false (then the reproducer is every step run); `progress` hears of every step, the
  /// shrinking's included.
  ///
  /// `idle` runs every ``idleInterval`` steps, between two steps.
  ///
  /// Memory stays flat however many steps: neither the steps' text nor their reports are kept
  /// while the seed passes; a failing seed is generated again, its steps kept, to shrink them.
  package static func run(
    seed: UInt64, steps: Int, shrinking: Bool = true, progress: FuzzProgress? = nil,
    idle: (() -> Void)? = nil
  ) -> Report {
    progress?.starting(seed: seed)
    var count = 0
    let onStep = {
      progress?.step()
      count += 1
      if count % idleInterval == 0 { idle?() }
    }
    let run = generate(seed: seed, steps: steps, keepingLines: false, onStep: onStep)
    var report = run.report
    guard let first = run.result.failure else { return report }
    guard shrinking else {
      // A worker's: the parent runs the seed again, and shrinks it.
      report.failure = (first, "", report.steps)
      return report
    }
    // The same steps again, kept this time (generation depends only on the seed).
    let (lines, result, _) = generate(seed: seed, steps: report.steps, onStep: onStep)
    guard let failure = result.failure else { return report }
    let signature = self.signature(of: failure)
    progress?.startShrinking()
    let shrunk = shrink(lines) { candidate in
      failingLength(of: candidate, signature: signature, onStep: onStep)
    }
    let rerun = self.run(shrunk).failure ?? failure
    report.failure = (rerun, scenarioText(shrunk), shrunk.count)
    return report
  }

  /// What ``generate(seed:steps:keepingLines:onStep:)`` returns: the steps written, what
  /// running them did, and what they covered.
  package typealias Generated = (lines: [String], result: RunResult, report: Report)

  /// Generates and runs up to `steps` steps from `seed`, each chosen after seeing the effect of
  /// the one before; stops at the first failure.
  ///
  /// - Parameters:
  ///   - keepingLines: Whether to keep the steps' text (a long run does not).
  ///   - onStep: Hears of each step.
  /// - Returns: The steps written (the failing one last; none unless `keepingLines`), what
  ///   running them did, and what they covered (without the failure): the steps run, refused
  ///   and checked, and how many steps of each kind (a statement's first word) ran.
  package static func generate(
    seed: UInt64, steps: Int, keepingLines: Bool = true, onStep: (() -> Void)? = nil
  ) -> Generated {
    var generator = ScenarioGenerator(seed: seed)
    var parser: Parser
    do {
      parser = try Parser.started(with: ScenarioGenerator.declarations)
    } catch {
      return ([], RunResult(steps: [], expectationsHeld: 0, failure: error), Report(seed: seed))
    }
    // The generated declarations say `check invariants`: plug in what checks them.
    SimAppVerification.installChecks()
    let runner = ScenarioRunner.started(with: parser.declared)
    // Fuzzing reads the counts, never the reports.
    runner.keepsReports = false
    runner.invariantObserver?.reusesWorldBetweenSteps = true
    // A window released while visible stays alive until hidden: hide every window at the end,
    // so that one seed leaves nothing behind for the next.
    defer { runner.hideLiveWindows() }
    let firstLine = firstStepLine
    var lines: [String] = []
    var kinds: [String: Int] = [:]
    runner.onIllegalEvent { diagnostic, line in
      // In a debug build the library's assertion stops the process right after its diagnostic,
      // before any invariant is checked: leave the seed and the steps so far first. (A release
      // build goes on, and the invariant reports and shrinks it as any other failure.)
      let scenario =
        keepingLines
        ? "the scenario so far:\n\(scenarioText(lines))"
        : "`SimApp fuzz --seed \(seed) --steps \(steps) --print` prints the scenario"
      assert(
        reportBeforeAssertion(
          "SimApp fuzz: seed \(seed): the engine produced an illegal event at line \(line?.number ?? 0) (`\(line?.text ?? "")`): \(diagnostic.message)\n\(scenario)"
        ))
    }
    func finished(_ failure: ScenarioError?) -> Generated {
      let result = runner.result(failure: failure)
      let counts = runner.invariantObserver?.counts ?? (refusedSteps: 0, invariantChecks: 0)
      return (
        lines, result,
        Report(
          seed: seed, steps: result.stepsRun, refusedSteps: counts.refusedSteps,
          invariantChecks: counts.invariantChecks, kinds: kinds)
      )
    }
    for index in 0..<steps {
      let text = index == 0 ? "show" : generator.step(in: runner)
      if keepingLines { lines.append(text) }
      kinds[kind(of: text), default: 0] += 1
      onStep?()
      do {
        let entry = try parser.entry(text, lineNumber: firstLine + index)
        if let failure = runner.execute(entry) {
          return finished(failure)
        }
      } catch {
        // The generator writes only valid statements; say so loudly if it ever does not.
        return finished(error)
      }
    }
    return finished(nil)
  }

  /// The kind of a generated step: its statement's first word, told apart further for the
  /// paths of lists (see ``FuzzKind``).
  package static func kind(of line: String) -> String {
    FuzzKind.detail(of: line, first: firstWord(of: line))
  }

  /// What comes before the first space of `line` (all of it without one). An ASCII line byte
  /// by byte: there one byte is one character, so the word is the same without walking
  /// grapheme clusters (the fuzzer asks it of every line it writes). Nonisolated, in plain
  /// loops: a closure of this main-actor type would check the actor at every character.
  private nonisolated static func firstWord(of line: String) -> Substring {
    let utf8 = line.utf8
    var end: String.Index?
    for index in utf8.indices {
      let byte = utf8[index]
      if byte >= 0x80 { return line.prefix { $0 != " " } }
      if end == nil && byte == UInt8(ascii: " ") { end = index }
    }
    return line[..<(end ?? utf8.endIndex)]
  }

  /// Writes `message` to standard error; `true`, so that it can run inside `assert`.
  private static func reportBeforeAssertion(_ message: String) -> Bool {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    return true
  }

  /// Runs the generated declarations followed by `steps`, keeping each step's report unless
  /// `keepingReports` is false; `onStep` hears of each step.
  package static func run(
    _ steps: [String], keepingReports: Bool = true, onStep: (() -> Void)? = nil
  ) -> RunResult {
    SimAppVerification.installChecks()
    do {
      let runner = ScenarioRunner()
      runner.keepsReports = keepingReports
      return runner.run(try Parser.parse(scenarioText(steps)), onStep: onStep)
    } catch {
      // The generator writes only valid statements; say so loudly if it ever does not.
      return RunResult(steps: [], expectationsHeld: 0, failure: error)
    }
  }

  /// What makes two failures the same: the first problem, with the step that caused it left
  /// out (shrinking changes which line that is).
  package static func signature(of failure: ScenarioError) -> String {
    let lines = failure.message.split(separator: "\n")
    return lines.count > 1 ? String(lines[1]) : failure.message
  }

  /// How many steps run between two calls of `idle` in ``run(seed:steps:shrinking:progress:idle:)``.
  package static let idleInterval = 1_024

  /// The most steps shrinking runs, all candidates together: past it, the shortest failing
  /// scenario found so far is kept (about ten minutes in a release build).
  package static let shrinkingBudget = 5_000_000

  /// The smallest list of steps, by removing chunks then single steps, that still fails
  /// (delta debugging): `failingLength(candidate)` is `nil` when it does not fail the same way,
  /// else how many of its first steps the failure needs (those after the failing one are
  /// dropped). `steps` must fail. Candidates run at most `budget` steps in all.
  package static func shrink(
    _ steps: [String], budget: Int = shrinkingBudget, failingLength: ([String]) -> Int?
  ) -> [String] {
    var current = steps
    var chunk = max(1, current.count / 2)
    var spent = 0
    while true {
      var removedAny = false
      var start = 0
      while start < current.count {
        guard spent < budget else { return current }
        var candidate = current
        candidate.removeSubrange(start..<min(start + chunk, current.count))
        spent += candidate.count
        if let length = failingLength(candidate) {
          current = Array(candidate.prefix(length))
          removedAny = true
        } else {
          start += chunk
        }
      }
      if chunk == 1 && !removedAny { return current }
      chunk = max(1, removedAny ? min(chunk, current.count / 2) : chunk / 2)
    }
  }

  /// How many of `steps` a failure with `signature` needs (up to the line it points at), or
  /// `nil` when running them does not fail so: what ``shrink(_:budget:failingLength:)`` asks.
  package static func failingLength(
    of steps: [String], signature: String, onStep: (() -> Void)? = nil
  ) -> Int? {
    guard let failure = run(steps, keepingReports: false, onStep: onStep).failure,
      self.signature(of: failure) == signature
    else { return nil }
    let length = failure.position.line - firstStepLine + 1
    return (1...steps.count).contains(length) ? length : steps.count
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
