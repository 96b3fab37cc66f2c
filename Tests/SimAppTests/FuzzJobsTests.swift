import Foundation
import Lifecycle
import SimAppKit
import SimAppVerification
import Testing

/// `SimApp fuzz --jobs N`: seed ranges in workers, merged into the output of one job.
@MainActor
@Suite struct FuzzJobsTests {
  private let arguments = ["fuzz", "--seed", "4", "--steps", "30", "--runs", "10"]

  /// Runs `arguments` with `--jobs 2` on `workers`, on the clock of `simApp`.
  private func withTwoJobs(_ workers: FuzzWorkers) -> SimAppCommand.Outcome {
    SimAppCommand.fuzz(
      arguments: Array(arguments.dropFirst()) + ["--jobs", "2"],
      environment: FuzzEnvironment(writeFile: { _, _ in }, elapsed: { .seconds(2) }),
      workers: workers)
  }

  /// What one job prints, with the job count the two-job run says.
  private var oneJobOutput: String {
    simApp(arguments).output.replacingOccurrences(of: "steps/s, 1 job\n", with: "steps/s, 2 jobs\n")
  }

  @Test func workersRunSeedRangesAndTheOutputIsOneJobs() {
    var commands: [[String]] = []
    let recording = FuzzWorkers { given, jobs, finished in
      commands = given
      #expect(jobs == 2)
      FuzzWorkers.inProcess.run(given, jobs, finished)
    }
    let outcome = withTwoJobs(recording)
    #expect(outcome.status == 0)
    #expect(outcome.output == oneJobOutput)
    // Ten seeds, two jobs: ranges of two, four per job at most.
    #expect(
      commands
        == [4, 6, 8, 10, 12].map {
          ["fuzz", "--worker", "--seed", "\($0)", "--steps", "30", "--runs", "2"]
        })
  }

  /// A worker that stopped half-way and one that says its seed failed: their seeds run again
  /// here (the failing one passes here, so it never failed), and the output is one job's.
  @Test func seedsNoWorkerPassedRunHere() {
    let unreliable = FuzzWorkers { given, jobs, finished in
      FuzzWorkers.inProcess.run(given, jobs) { index, result in
        let lines = result.output.split(separator: "\n").map(String.init)
        switch index {
        case 1: finished(index, (lines[0] + "\nseed 7 ste", nil))
        case 3: finished(index, ("seed 10 failed\n", 1))
        default: finished(index, result)
        }
      }
    }
    let outcome = withTwoJobs(unreliable)
    #expect(outcome.status == 0)
    #expect(outcome.output == oneJobOutput)
  }

  @Test func aWorkerPrintsOneLinePerSeed() {
    let outcome = simApp(["fuzz", "--worker", "--seed", "2", "--steps", "40", "--runs", "2"])
    let reports = [Fuzzer.run(seed: 2, steps: 40), Fuzzer.run(seed: 3, steps: 40)]
    #expect(outcome.status == 0)
    #expect(outcome.output == reports.map { FuzzWorkerLine.line(for: $0) + "\n" }.joined())
    let parsed = FuzzWorkerLine.passingReports(in: outcome.output)
    #expect(parsed.keys.sorted() == [2, 3])
    for report in reports {
      let read = parsed[report.seed]
      #expect(read?.steps == report.steps)
      #expect(read?.refusedSteps == report.refusedSteps)
      #expect(read?.invariantChecks == report.invariantChecks)
      #expect(read?.kinds == report.kinds)
    }
    #expect(
      outcome.output.hasPrefix(
        "seed 2 steps 40 refused \(reports[0].refusedSteps) checks 40 kinds "))
  }
}

/// An invariant broken on purpose: `SimApp fuzz` finds it, shrinks the scenario to the few
/// steps that still break it the same way, writes it, and `SimApp FILE` replays the failure.
@MainActor
@Suite struct BrokenInvariantTests {
  private static let message = "S7 appeared (an invariant broken on purpose)"

  /// Runs `body` with the invariant "S7 never appears" checked too.
  private func withS7NeverAppearing<T>(_ body: () throws -> T) rethrows -> T {
    InvariantObserver.extraInvariant = { runner in
      runner.controllers["S7"]?.appearanceState == .appeared ? [Self.message] : []
    }
    defer { InvariantObserver.extraInvariant = nil }
    return try body()
  }

  @Test(arguments: ["1", "2"])
  func aFailingSeedIsShrunkWrittenAndReplayed(jobs: String) throws {
    try withS7NeverAppearing {
      var written: [String: Data] = [:]
      let outcome = simApp(
        ["fuzz", "--seed", "1", "--steps", "3000", "--runs", "3", "--jobs", jobs],
        written: { written[$0] = $1 })
      #expect(outcome.status == 1)
      let file = try #require(written.keys.first)
      #expect(written.keys.sorted() == [file])
      let reproducer = String(decoding: try #require(written[file]), as: UTF8.self)
      let steps = reproducer.components(separatedBy: "\n\n")[1].split(separator: "\n").map(
        String.init)
      // Shown and written alike; a handful of steps is all "S7 appears" needs.
      #expect(reproducer == Fuzzer.scenarioText(steps))
      #expect(outcome.output.hasSuffix(":\n\n" + reproducer))
      #expect(steps.count <= 5)
      #expect(outcome.errors.contains("\n  - \(Self.message)\n"))
      let replay = simApp([file], files: written)
      #expect(replay.status == 1)
      #expect(replay.errors == outcome.errors)
      // Each step left out, the failure is gone: nothing in it is spare.
      for index in steps.indices {
        var fewer = steps
        fewer.remove(at: index)
        #expect(Fuzzer.run(fewer).failure == nil, "step \(index) of \(steps) is spare")
      }
    }
  }
}

/// A long fuzz run keeps its memory flat: one seed leaves nothing alive for the next, and a
/// long seed does not pile up reactions.
@MainActor
@Suite struct FuzzMemoryTests {
  /// The generator's bound on armed reactions holds over a long seed. The bound is one
  /// reaction per 120 steps of the run (``LongRun/armedSteps``): the fuzzer's 100 at CI's
  /// 12,000 steps, 10 at the default 1,200.
  @Test func aLongSeedKeepsAtMostItsBoundOfReactionsArmed() throws {
    let steps = LongRun.armedSteps
    let bound = max(steps / 120, 1)
    var generator = ScenarioGenerator(seed: 1, maximumArmedReactions: bound)
    var parser = try Parser.started(with: ScenarioGenerator.declarations)
    let runner = startedRunner(parser.declared)
    defer { runner.hideLiveWindows() }
    var mostArmed = 0
    var reactionsWrittenAtTheBound = 0
    for index in 0..<steps {
      let text = index == 0 ? "show" : generator.step(in: runner)
      if runner.armedReactionCount == bound, text.hasPrefix("on ") || text.hasPrefix("hook ") {
        reactionsWrittenAtTheBound += 1
      }
      #expect(runner.execute(try parser.entry(text, lineNumber: 1_000 + index)) == nil)
      mostArmed = max(mostArmed, runner.armedReactionCount)
    }
    // Seed 1 arms about 2.5 reactions per 100 steps that never run: it reaches the bound, and
    // from then on writes the reactions' steps on their own.
    #expect(mostArmed == bound)
    #expect(reactionsWrittenAtTheBound == 0)
  }

  @Test func theFuzzersBoundIsAHundredArmedReactions() {
    #expect(ScenarioGenerator.defaultMaximumArmedReactions == 100)
    #expect(ScenarioGenerator(seed: 1).maximumArmedReactions == 100)
  }

  @Test func hookAndOnReactionsBothCountAsArmed() throws {
    var parser = try Parser.started(with: ScenarioGenerator.declarations)
    let runner = startedRunner(parser.declared)
    defer { runner.hideLiveWindows() }
    // S5 and S6 are never shown here, so neither reaction runs.
    let lines = ["show", "hook S5 willAppear: push N0 S7", "on S6 didAppear: pop N0"]
    for (index, text) in lines.enumerated() {
      #expect(runner.execute(try parser.entry(text, lineNumber: 1_000 + index)) == nil)
    }
    #expect(runner.armedReactionCount == 2)
  }

  @Test func aReactionsStepIsWhatFollowsItsTrigger() {
    #expect(ScenarioGenerator.reactionStep(of: "on S0 didAppear: push N0 S1") == "push N0 S1")
    #expect(
      ScenarioGenerator.reactionStep(of: "hook S1 willAppear: attachReplaying S1 a0")
        == "attachReplaying S1 a0")
    #expect(
      ScenarioGenerator.reactionStep(of: "on L0 willDisplay: apply L0 s1: a b")
        == "apply L0 s1: a b")
    #expect(ScenarioGenerator.reactionStep(of: "push N0 S1") == nil)
    #expect(ScenarioGenerator.reactionStep(of: "onboard S0") == nil)
  }

  @Test func aWindowReleasedWhileVisibleIsFreedAtTheEndOfARun() throws {
    var parser = try Parser.started(with: "screen A B\nwindow A\nwindow B")
    let runner = startedRunner(parser.declared)
    for (index, text) in ["show B", "release B"].enumerated() {
      #expect(runner.execute(try parser.entry(text, lineNumber: 4 + index)) == nil)
    }
    weak let window = runner.watchedWindows[1].window
    #expect(window?.isVisible == true)
    runner.hideLiveWindows()
    #expect(window == nil)
  }

  /// SimApp drains the main queue in `idle` (the tasks `task` starts never run otherwise).
  /// (1,023 steps call it never, 1,024 steps once: the interval is exactly 1,024.)
  @Test(arguments: [(1_023, 0), (1_024, 1)])
  func idleRunsEveryThousandTwentyFourSteps(steps: Int, expectedCalls: Int) {
    var calls = 0
    SimAppVerification.install(FuzzEnvironment(idle: { calls += 1 }))
    let outcome = SimAppCommand.run(arguments: ["fuzz", "--seed", "3", "--steps", "\(steps)"])
    #expect(outcome.status == 0)
    #expect(calls == expectedCalls)
  }
}
