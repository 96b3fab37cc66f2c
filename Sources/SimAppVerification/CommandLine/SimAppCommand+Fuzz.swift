import Foundation
import SimAppKit

extension SimAppCommand {
  /// `SimApp fuzz ARGUMENTS`: checks the options, then prints the first seed's scenario
  /// (`--print`), runs as a worker (`--worker`), or runs the seeds on `workers` (by default the
  /// environment's worker executable's processes, else this process).
  @MainActor
  package static func fuzz(
    arguments: [String], environment: FuzzEnvironment, workers: FuzzWorkers? = nil
  ) -> Outcome {
    // The generated declarations say `check invariants`: plug in what checks them, whoever
    // calls this first.
    SimAppVerification.installChecks()
    let parsed: FuzzOptions?
    do {
      parsed = try FuzzOptions.parse(arguments)
    } catch {
      return refused(error)
    }
    guard let options = parsed else { return Outcome(output: HelpText.text, errors: "", status: 0) }
    if options.printOnly {
      let lines = Fuzzer.generate(seed: options.seed, steps: options.steps).lines
      return Outcome(output: Fuzzer.scenarioText(lines), errors: "", status: 0)
    }
    let workers = workers ?? environment.workerExecutable.map(FuzzWorkers.processes) ?? .inProcess
    return fuzz(options, environment: environment, workers: workers)
  }

  /// `SimApp fuzz`: runs the seeds in order (with `--jobs N`, first in worker processes, each
  /// a range of seeds), stops at the first failing seed and writes its shrunk reproducer, or
  /// prints what the seeds covered: the steps of each kind, steps per second, the totals.
  ///
  /// The output is the same whatever `--jobs`: workers' passing seeds are reported as if run
  /// here, and a seed no worker passed (it failed, or its worker stopped) runs here, in order,
  /// so the first failing seed is found, shrunk and reported as with one job.
  @MainActor
  static func fuzz(
    _ options: FuzzOptions, environment: FuzzEnvironment, workers: FuzzWorkers
  ) -> Outcome {
    if options.isWorker { return worker(options, environment: environment) }
    let progress = environment.progress.map {
      FuzzProgress(runs: options.runs, elapsed: environment.elapsed, write: $0)
    }
    let passed = workerReports(options, workers: workers, progress: progress)
    var output = ""
    var tally = Fuzzer.Report(seed: options.seed)
    for offset in 0..<UInt64(options.runs) {
      // FuzzOptions refuses seeds past UInt64.max.
      let seed = options.seed + offset
      let report =
        passed[seed]
        ?? Fuzzer.run(
          seed: seed, steps: options.steps, progress: progress, idle: environment.idle)
      if passed[seed] == nil { progress?.finishedRun() }
      if let failure = report.failure {
        return failedSeed(
          seed, after: report.steps, failure, before: output, writeFile: environment.writeFile)
      }
      tally.add(report)
      output +=
        "fuzz: seed \(seed): \(counted(report.steps, "step")) (\(report.refusedSteps) refused, as they may be), every invariant held after each\n"
    }
    return Outcome(
      output: output + summary(tally, options, elapsed: environment.elapsed()), errors: "",
      status: 0)
  }

  /// The lines after the seeds' of a run where every invariant held: the kinds by name, each
  /// with its count (`addChild 31, begin 12, ...`), wrapped, then the totals.
  static func summary(_ tally: Fuzzer.Report, _ options: FuzzOptions, elapsed: Duration) -> String {
    let seconds = elapsed.inSeconds
    let rate = seconds > 0 ? Int((Double(tally.steps) / seconds).rounded()) : 0
    let tenths = (seconds * 10).rounded() / 10
    let kinds = tally.kinds.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
    return """
      fuzz: steps generated, by kind:
      \(HelpText.wrapped("  ", kinds, separator: ", ", indent: "  "))
      fuzz: \(counted(tally.steps, "step")) in \(tenths) s, \(rate) steps/s, \(counted(options.jobs, "job"))
      fuzz: \(counted(options.runs, "seed")) from \(options.seed), \(counted(tally.steps, "step")), \(tally.refusedSteps) refused, invariants checked \(counted(tally.invariantChecks, "time")): all held

      """
  }

  /// A `--jobs` run's workers' passing seeds, by seed: none with one job or one seed (then
  /// every seed runs here).
  @MainActor
  private static func workerReports(
    _ options: FuzzOptions, workers: FuzzWorkers, progress: FuzzProgress?
  ) -> [UInt64: Fuzzer.Report] {
    guard options.jobs > 1 && options.runs > 1 else { return [:] }
    // Several ranges per job, so that a job whose seeds end early takes another.
    let size = max(1, (options.runs + options.jobs * 4 - 1) / (options.jobs * 4))
    let ranges = stride(from: 0, to: options.runs, by: size).map {
      (first: options.seed + UInt64($0), count: min(size, options.runs - $0))
    }
    let commands = ranges.map {
      [
        "fuzz", "--worker", "--seed", "\($0.first)", "--steps", "\(options.steps)", "--runs",
        "\($0.count)",
      ]
    }
    var passed: [UInt64: Fuzzer.Report] = [:]
    workers.run(commands, options.jobs) { _, result in
      let reports = FuzzWorkerLine.passingReports(in: result.output)
      passed.merge(reports) { first, _ in first }
      progress?.workerFinished(
        runs: reports.count, steps: reports.values.reduce(0) { $0 + $1.steps },
        jobs: options.jobs)
    }
    return passed
  }

  /// A worker of a `--jobs` run: one line per seed, stopping at the first failing seed
  /// (status 1, its error on standard error), which the parent runs again and shrinks.
  @MainActor
  private static func worker(_ options: FuzzOptions, environment: FuzzEnvironment) -> Outcome {
    var output = ""
    for offset in 0..<UInt64(options.runs) {
      let report = Fuzzer.run(
        seed: options.seed + offset, steps: options.steps, shrinking: false,
        idle: environment.idle)
      output += FuzzWorkerLine.line(for: report) + "\n"
      if let failure = report.failure {
        // For a person running a worker by hand; the parent reads standard output only.
        return Outcome(
          output: output,
          errors: failure.error.rendered(file: "seed-\(report.seed).scenario") + "\n",
          status: 1)
      }
    }
    return Outcome(output: output, errors: "", status: 0)
  }

  /// A failing fuzz seed: the shrunk reproducer written as `seed-N.scenario` (its path and how
  /// to replay it printed) and shown, the failure on standard error, status 1. A file that
  /// cannot be written is said so; the reproducer is still shown.
  @MainActor
  package static func failedSeed(
    _ seed: UInt64, after steps: Int,
    _ failure: (error: ScenarioError, reproducer: String, keptSteps: Int),
    before output: String, writeFile: (String, Data) throws -> Void
  ) -> Outcome {
    let file = "seed-\(seed).scenario"
    let saved: String
    do {
      try writeFile(file, Data(failure.reproducer.utf8))
      saved = "written to \(file); replay it with `SimApp \(file)`"
    } catch {
      saved = "could not write \(file) (\(error.localizedDescription)); it follows"
    }
    return Outcome(
      output: output
        + "fuzz: seed \(seed) failed after \(counted(steps, "step")); shrunk to \(counted(failure.keptSteps, "step")), \(saved):\n\n"
        + failure.reproducer,
      errors: failure.error.rendered(file: file) + "\n",
      status: 1)
  }
}
