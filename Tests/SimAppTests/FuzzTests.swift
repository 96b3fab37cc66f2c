import Foundation
import SimAppKit
import SimAppVerification
import Testing

@MainActor
@Suite struct FuzzTests {
  /// Fixed seeds, so `swift test` replays the same operations on every run
  /// (``LongRun/fuzzSteps`` each); `swift run SimApp fuzz --seed N --steps N --runs N` goes
  /// further.
  @Test(arguments: 1...12 as ClosedRange<UInt64>)
  func everyInvariantHoldsAfterEveryStep(seed: UInt64) {
    let steps = LongRun.fuzzSteps
    let report = Fuzzer.run(seed: seed, steps: steps)
    if let failure = report.failure {
      Issue.record(
        "seed \(seed): \(failure.error.rendered(file: "seed-\(seed).scenario"))\n\(failure.reproducer)"
      )
    }
    #expect(report.steps == steps)
    #expect(report.invariantChecks == steps)
    #expect(report.refusedSteps > 0 && report.refusedSteps < steps)
  }

  @Test func generationIsDeterministicPerSeed() {
    let first = Fuzzer.generate(seed: 7, steps: 200).lines
    let again = Fuzzer.generate(seed: 7, steps: 200).lines
    let other = Fuzzer.generate(seed: 8, steps: 200).lines
    #expect(first == again)
    #expect(first != other)
    #expect(first.first == "show")
  }

  @Test func generatedScenariosReachTheDeepPaths() {
    // Seed 2 reaches every path below by its 364th step.
    let lines = Fuzzer.generate(seed: 2, steps: 400).lines
    let result = Fuzzer.run(lines)
    #expect(result.failure == nil)
    let succeeded = result.steps.filter { !$0.notes.contains { $0.hasPrefix("refused") } }
    func count(_ command: String) -> Int {
      succeeded.filter { $0.command.hasPrefix(command + " ") }.count
    }
    for command in [
      "push", "pop", "present", "dismiss", "select", "addChild", "beginInteractivePop",
      "finishInteractivePop", "cancelInteractivePop", "on", "register", "disable",
      "hook", "begin", "end", "release", "dropInteractivePop", "registerReplaying",
      "attachReplaying", "show", "task",
    ] {
      #expect(count(command) > 0, "no successful \(command) in 400 generated steps")
    }
    #expect(result.steps.map(\.stack.count).max() ?? 0 >= 5)
  }

  @Test func theShrinkerKeepsOnlyWhatTheFailureNeeds() {
    let steps = (0..<40).map { "step\($0)" }
    var calls = 0
    let shrunk = Fuzzer.shrink(steps) { candidate in
      calls += 1
      return candidate.contains("step7") && candidate.contains("step31") ? candidate.count : nil
    }
    #expect(shrunk == ["step7", "step31"])
    #expect(calls < 200)
  }

  /// A failure needs only the steps up to the one that failed: the rest go at once.
  @Test func theShrinkerDropsTheStepsAfterTheFailure() {
    let steps = (0..<1_000).map { "step\($0)" }
    var calls = 0
    let shrunk = Fuzzer.shrink(steps) { candidate in
      calls += 1
      guard let failing = candidate.firstIndex(of: "step3") else { return nil }
      return failing + 1
    }
    #expect(shrunk == ["step3"])
    #expect(calls < 30)
  }

  @Test func shrinkingStopsAtItsBudget() {
    let steps = (0..<64).map { "step\($0)" }
    var spent: [Int] = []
    let shrunk = Fuzzer.shrink(steps, budget: 100) { candidate in
      spent.append(candidate.count)
      return candidate.contains("step0") && candidate.contains("step63") ? candidate.count : nil
    }
    // Each half alone passes (32 + 32 steps), then without the first quarter (48 more): the
    // budget of 100 is spent, and the steps stay as they were.
    #expect(spent == [32, 32, 48])
    #expect(shrunk == steps)
  }

  @Test func aFailingScenarioShrinksToAReproducerThatSimAppReplays() throws {
    // An expectation the generated steps break is a stand-in for a library bug.
    var lines = Fuzzer.generate(seed: 5, steps: 120).lines
    lines.append("expect stack S11 S0")
    let failure = try #require(Fuzzer.run(lines).failure)
    let signature = Fuzzer.signature(of: failure)
    let shrunk = Fuzzer.shrink(lines) { Fuzzer.failingLength(of: $0, signature: signature) }
    #expect(shrunk.count < lines.count / 4)
    #expect(shrunk.last == "expect stack S11 S0")

    let replay = simApp(
      ["repro.scenario"], files: ["repro.scenario": Data(Fuzzer.scenarioText(shrunk).utf8)])
    #expect(replay.status == 1)
    #expect(replay.errors.contains("error: expectation failed: expect stack S11 S0"))
  }

  /// A failing seed writes its shrunk reproducer as `seed-N.scenario`, says where and how to
  /// replay it, and the file replays to the same failure.
  @Test func aFailingSeedWritesItsReproducerToAFile() throws {
    var lines = Fuzzer.generate(seed: 5, steps: 60).lines
    lines.append("expect stack S11 S0")
    let error = try #require(Fuzzer.run(lines).failure)
    let reproducer = Fuzzer.scenarioText(lines)
    var written: [String: Data] = [:]
    let outcome = SimAppCommand.failedSeed(
      5, after: lines.count, (error, reproducer, lines.count), before: "",
      writeFile: { written[$0] = $1 })
    #expect(outcome.status == 1)
    #expect(written.keys.sorted() == ["seed-5.scenario"])
    #expect(
      outcome.output.hasPrefix(
        "fuzz: seed 5 failed after \(lines.count) steps; shrunk to \(lines.count) steps, written to seed-5.scenario; replay it with `SimApp seed-5.scenario`:\n\n"
      ))
    #expect(outcome.errors.hasPrefix("seed-5.scenario:"))
    let replay = simApp(["seed-5.scenario"], files: written)
    #expect(replay.status == 1)
    #expect(replay.errors.contains("error: expectation failed: expect stack S11 S0"))
    let unwritable = SimAppCommand.failedSeed(
      5, after: 1, (error, reproducer, 1), before: "",
      writeFile: { _, _ in throw CocoaError(.fileWriteNoPermission) })
    #expect(unwritable.output.contains("could not write seed-5.scenario"))
    #expect(unwritable.output.hasSuffix(reproducer))
  }

  @Test func theFuzzCommandReportsWhatItChecked() {
    let outcome = simApp(["fuzz", "--seed", "4", "--steps", "150", "--runs", "2"])
    #expect(outcome.status == 0)
    #expect(outcome.errors.isEmpty)
    #expect(outcome.output.hasSuffix("invariants checked 300 times: all held\n"))
    #expect(outcome.output.hasPrefix("fuzz: seed 4: 150 steps ("))
  }

  @Test func printedFuzzScenariosRunCleanly() {
    let printed = simApp(["fuzz", "--seed", "9", "--steps", "300", "--print"])
    #expect(printed.status == 0)
    let replay = simApp(["f.scenario"], files: ["f.scenario": Data(printed.output.utf8)])
    #expect(replay.status == 0)
    #expect(replay.errors.isEmpty)
  }

  @Test(arguments: [
    (["fuzz", "--seed", "x"], "`x` is not a seed for `--seed`"),
    (["fuzz", "--seed", "-1"], "`-1` is not a seed for `--seed`"),
    (["fuzz", "--steps", "0"], "`0` is not a count from 1 to 10000000 for `--steps`"),
    (["fuzz", "--steps", "-5"], "`-5` is not a count from 1 to 10000000 for `--steps`"),
    (["fuzz", "--steps", "ten"], "`ten` is not a count from 1 to 10000000 for `--steps`"),
    (
      ["fuzz", "--steps", "10000001"], "`10000001` is not a count from 1 to 10000000 for `--steps`"
    ),
    (["fuzz", "--runs", "0"], "`0` is not a count from 1 to 1000000 for `--runs`"),
    (["fuzz", "--runs", "1000001"], "`1000001` is not a count from 1 to 1000000 for `--runs`"),
    (
      ["fuzz", "--runs", "99999999999999999999"],
      "`99999999999999999999` is not a count from 1 to 1000000 for `--runs`"
    ),
    (["fuzz", "--runs"], "`--runs` needs a value"),
    (["fuzz", "--jobs", "0"], "`0` is not a count from 1 to 256 for `--jobs`"),
    (["fuzz", "--jobs", "257"], "`257` is not a count from 1 to 256 for `--jobs`"),
    (["fuzz", "--jobs", "all"], "`all` is not a count from 1 to 256 for `--jobs`"),
    (
      ["fuzz", "--print", "--jobs", "2"],
      "`--print` prints one seed's scenario; it takes no `--jobs`"
    ),
    (["fuzz", "--sed", "1"], "unknown fuzz option `--sed`"),
    (["fuzz", "extra"], "unknown fuzz option `extra`"),
    (["fuzz", "--steps", "5", "--steps", "6"], "`--steps` is given twice"),
    (
      ["fuzz", "--print", "--runs", "3"],
      "`--print` prints one seed's scenario; it takes no `--runs`"
    ),
    (
      ["fuzz", "--seed", "18446744073709551615", "--runs", "2"],
      "`--seed 18446744073709551615` with `--runs 2` passes the largest seed, 18446744073709551615"
    ),
  ])
  func badFuzzOptionsAreRefusedWithNothingRun(arguments: [String], message: String) {
    var written: [String] = []
    var heard: [String] = []
    SimAppVerification.install(
      FuzzEnvironment(
        progress: { heard.append($0) }, writeFile: { path, _ in written.append(path) }))
    let outcome = SimAppCommand.run(arguments: arguments)
    #expect(outcome.status == 2)
    #expect(outcome.output == "")
    #expect(outcome.errors.hasPrefix("SimApp: error: \(message)\n  hint: "))
    #expect(written == [])
    #expect(heard == [])
  }

  @Test func theLargestSeedRunsAlone() throws {
    let options = try #require(
      try FuzzOptions.parse(["--seed", "18446744073709551615", "--steps", "3"]))
    #expect(options == FuzzOptions(seed: .max, steps: 3, runs: 1, jobs: 1, printOnly: false))
  }
}

@MainActor
@Suite struct ActionStatementTests {
  private let prelude = """
    screen A B C
    navigation Nav A
    action log
    window Nav
    check invariants

    """

  @Test func reactionsNavigateFromInsideTheCallbackOnce() {
    let outcome = simApp(
      scenario: prelude + """
        show
        on B didAppear: present B C style=sheet
        push Nav B
        expect callbacks A.willDisappear(true) B.willAppear(true) A.didDisappear(true) B.didAppear(true) C.willAppear(true) C.didAppear(true)
        dismiss C
        pop Nav
        push Nav B
        expect stack Nav B
        """)
    #expect(outcome.errors.isEmpty)
    #expect(outcome.status == 0)
  }

  @Test func actionStatementsDriveTheRegistries() {
    let outcome = simApp(
      scenario: prelude + """
        register log
        attach B log
        disable A log
        show
        enable A log
        detach B log
        unregister log
        unregister log
        """)
    #expect(outcome.status == 0)
    #expect(outcome.errors.isEmpty)
  }

  @Test(arguments: [
    (
      "on A didAppear push Nav B",
      "test.scenario:6:1: error: `on` needs a screen, an event with a colon, and a step"
    ),
    (
      "on A didAppear: on B didAppear: pop Nav",
      "test.scenario:6:17: error: a reaction cannot arm another reaction"
    ),
    ("register A", "test.scenario:6:10: error: `A` is a screen, not an action"),
    ("push Nav log", "test.scenario:6:10: error: `log` is an action, not a screen"),
    ("check everything", "test.scenario:6:7: error: unknown check `everything`"),
    (
      "show\ncheck invariants",
      "test.scenario:7:1: error: `check` declares; declarations come before the first step"
    ),
  ])
  func badActionStatementsAreRefused(line: String, expected: String) {
    let outcome = simApp(scenario: prelude + line)
    #expect(outcome.status == 2)
    #expect(outcome.errors.hasPrefix(expected))
  }
}
