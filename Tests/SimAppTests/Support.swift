import Foundation
import SimAppKit
import SimAppVerification

/// Runs SimApp with `arguments`, serving files from `files` instead of the disk and
/// `standardInput` as standard input (empty by default), on a clock that says 2 seconds have
/// passed whenever asked (so `fuzz` prints half its steps as steps per second), with
/// `fuzz --jobs` workers run in this process, with SimAppVerification plugged in; `progress` and
/// `written` hear what it reports and writes.
@MainActor
func simApp(
  _ arguments: [String], files: [String: Data] = [:], standardInput: Data = Data(),
  progress: ((String) -> Void)? = nil, written: ((String, Data) -> Void)? = nil
) -> SimAppCommand.Outcome {
  SimAppVerification.install(
    FuzzEnvironment(
      progress: progress, writeFile: { written?($0, $1) }, elapsed: { .seconds(2) }))
  return SimAppCommand.run(
    arguments: arguments,
    readFile: { path in
      guard let data = files[path] else {
        throw CocoaError(.fileReadNoSuchFile)
      }
      return data
    },
    readStandardInput: { standardInput })
}

/// A runner that has performed the declarations of `scenario`, with SimAppVerification plugged
/// in (so `check invariants` installs its observer), for running steps one at a time.
@MainActor
func startedRunner(_ scenario: Scenario) -> ScenarioRunner {
  SimAppVerification.install()
  return ScenarioRunner.started(with: scenario)
}

/// Runs the scenario `text` as the file `test.scenario`.
@MainActor
func simApp(scenario text: String, format: String = "text") -> SimAppCommand.Outcome {
  simApp(["test.scenario", "--format", format], files: ["test.scenario": Data(text.utf8)])
}

/// The folder of this test file.
let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

/// The repository's root folder.
let repositoryRoot = testsFolder.deletingLastPathComponent().deletingLastPathComponent()

/// How long the long suites run: small by default, so that `swift test` stays quick; `.ci/run`
/// sets the variables to run them long.
enum LongRun {
  /// `SIMAPP_FUZZ_STEPS`: the steps of each seed of `FuzzTests`' invariant run (200 by
  /// default; CI runs 3,000).
  static let fuzzSteps = size("SIMAPP_FUZZ_STEPS", default: 200)

  /// `SIMAPP_ARMED_STEPS`: the steps of `FuzzMemoryTests`' long seed, whose generator leaves at
  /// most one reaction armed per 120 steps (1,200 steps and 10 reactions by default; CI runs
  /// 12,000 steps, the fuzzer's bound of 100).
  static let armedSteps = size("SIMAPP_ARMED_STEPS", default: 1_200)

  /// `SIMAPP_HOSTILE_BATCHES`: how many batches of 100 random hostile files `HostileFileTests`
  /// runs (1 by default; CI runs 4).
  static let hostileBatches = size("SIMAPP_HOSTILE_BATCHES", default: 1)

  /// The positive integer in the environment variable `name`, or `default`.
  private static func size(_ name: String, default: Int) -> Int {
    ProcessInfo.processInfo.environment[name].flatMap { Int($0) }.map { max($0, 1) } ?? `default`
  }
}

/// The declarations the tests that break an invariant on purpose start from: two windows, a
/// navigation stack, a spare screen and a list, with `check invariants`.
let invariantDeclarations = """
  screen Root Spare Other
  navigation Nav Root
  window Nav
  window Other
  list Feed a b c
  check invariants
  """
