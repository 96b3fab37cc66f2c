import Foundation
import SimAppKit

/// How `SimApp fuzz --jobs N` runs its workers: each a `SimApp fuzz --worker ...` command line,
/// at most `jobs` at a time, in order. A worker that ends with status 1 (a failing seed) stops
/// the launching of later ones, and those still running are stopped: their seeds come after
/// the failure. Each worker's output and status reach `finished` as it ends, on the main actor.
package struct FuzzWorkers: Sendable {
  /// A finished worker: its standard output and exit status (`nil` when it did not exit
  /// normally, killed by a signal or stopped).
  package typealias Result = (output: String, status: Int32?)

  /// Runs `commands`, at most `jobs` at a time, calling `finished` with each one's index.
  package typealias Run =
    @MainActor @Sendable (_ commands: [[String]], _ jobs: Int, _ finished: (Int, Result) -> Void)
    -> Void

  /// Runs the workers (see ``Run``).
  package var run: Run

  /// Workers run by `run`.
  package init(run: @escaping Run) { self.run = run }

  /// Each worker runs one after another in this process: the same results without parallel
  /// processes (for tests, and for callers that have no SimApp executable to start).
  package static let inProcess = FuzzWorkers { commands, _, finished in
    for (index, command) in commands.enumerated() {
      // `fuzz --worker ...`: the fuzz command, with nothing to report to but its outcome.
      let outcome = SimAppCommand.fuzz(
        arguments: Array(command.dropFirst()), environment: FuzzEnvironment())
      finished(index, (outcome.output, outcome.status))
      if outcome.status == 1 { return }
    }
  }

  /// Each worker a process of the executable at `executable`, its output in a temporary file
  /// (a pipe could fill up and stall it), removed once read.
  package static func processes(executable: URL) -> FuzzWorkers {
    FuzzWorkers { commands, jobs, finished in
      var running: [Int: Worker] = [:]
      var next = 0
      var end = commands.count
      let ended = DispatchSemaphore(value: 0)
      while next < end || !running.isEmpty {
        while running.count < jobs && next < end {
          running[next] = launch(executable, commands[next]) { ended.signal() }
          next += 1
        }
        // A time limit, in case a termination is signalled before `isRunning` turns false.
        _ = ended.wait(timeout: .now() + .milliseconds(50))
        for (index, worker) in running.sorted(by: { $0.key < $1.key })
        where !worker.isRunning {
          running[index] = nil
          let (output, status) = worker.finish()
          if index < end { finished(index, (output, status)) }
          if status == 1 && index + 1 < end {
            end = index + 1
            for later in running.keys where later > index && running[later]?.isRunning == true {
              running[later]?.process.terminate()
            }
          }
        }
      }
    }
  }

  /// Starts `executable` with `arguments`, its standard output to a new temporary file and
  /// its standard error discarded (a worker prints no progress); `ended` runs when it exits.
  private static func launch(
    _ executable: URL, _ arguments: [String], ended: @escaping @Sendable () -> Void
  ) -> Worker {
    let output = FileManager.default.temporaryDirectory.appendingPathComponent(
      "SimApp-fuzz-worker-\(UUID().uuidString).txt")
    let created = FileManager.default.createFile(atPath: output.path, contents: nil)
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let file = created ? try? FileHandle(forWritingTo: output) : nil
    process.standardOutput = file
    process.standardError = FileHandle.nullDevice
    process.terminationHandler = { _ in ended() }
    // A worker not started counts as one that did not finish, whose seeds run here.
    let started = file != nil && (try? process.run()) != nil
    try? file?.close()
    if !started { ended() }
    return Worker(process: process, output: output, started: started)
  }

  /// A worker process and the file its output goes to.
  private struct Worker {
    var process: Process
    var output: URL
    var started: Bool

    /// Whether it has ended (or never started).
    var isRunning: Bool { started && process.isRunning }

    /// Its output (the file then removed) and its exit status; `nil` when it did not exit
    /// normally or never started.
    func finish() -> Result {
      let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
      try? FileManager.default.removeItem(at: output)
      guard started, process.terminationReason == .exit else { return (text, nil) }
      return (text, process.terminationStatus)
    }
  }
}
