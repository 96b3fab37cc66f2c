import SimAppKit

/// The progress lines of a long `SimApp fuzz`: runs done, steps run, steps per second, written
/// when at least ``interval`` has passed since the last one (checked at every step), so a
/// report comes every second or so however slow each step is, as long as steps end.
@MainActor
package final class FuzzProgress {
  /// The least time between two reports.
  package static let interval = Duration.seconds(1)

  private let runs: Int
  private let elapsed: () -> Duration
  private let write: (String) -> Void
  private var lastReport = Duration.zero
  private var runsDone = 0
  private var steps = 0
  private var seed: UInt64 = 0
  private var shrinking = false

  /// - Parameters:
  ///   - runs: How many seeds the fuzz runs.
  ///   - elapsed: The time since the fuzz started (SimApp's: since the command started).
  ///   - write: Writes one line (without its newline), to standard error in SimApp.
  package init(runs: Int, elapsed: @escaping () -> Duration, write: @escaping (String) -> Void) {
    self.runs = runs
    self.elapsed = elapsed
    self.write = write
  }

  /// Seed `seed` starts.
  package func starting(seed: UInt64) {
    self.seed = seed
    shrinking = false
  }

  /// The current seed failed, and its steps are being removed.
  package func startShrinking() {
    shrinking = true
  }

  /// One step ran (shrinking's reruns count too).
  package func step() {
    steps += 1
    reportIfDue(shrinking ? "shrinking seed \(seed)" : "running seed \(seed)")
  }

  /// A worker process of a `--jobs` run finished `runs` seeds of `steps` steps in all; `jobs`
  /// run at once.
  package func workerFinished(runs: Int, steps: Int, jobs: Int) {
    runsDone += runs
    self.steps += steps
    reportIfDue("\(jobs) jobs running")
  }

  /// Writes a line saying what is `doing`, if the last one is ``interval`` old; `doing` is
  /// built only then (this runs at every step).
  private func reportIfDue(_ doing: @autoclosure () -> String) {
    let now = elapsed()
    guard now - lastReport >= Self.interval else { return }
    lastReport = now
    let seconds = now.inSeconds
    let rate = seconds > 0 ? Int((Double(steps) / seconds).rounded()) : 0
    write(
      "fuzz: \(runsDone) of \(counted(runs, "run")) done, \(doing()); \(counted(steps, "step")) in \(Int(seconds)) s, \(rate) steps/s"
    )
  }

  /// The current seed is done.
  package func finishedRun() {
    runsDone += 1
  }
}

extension Duration {
  /// The duration in seconds, fractions included.
  var inSeconds: Double {
    Double(components.seconds) + Double(components.attoseconds) / 1e18
  }
}
