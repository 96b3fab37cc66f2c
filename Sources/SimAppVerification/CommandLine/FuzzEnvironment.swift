import Foundation

/// What `SimApp fuzz` reports to, writes with and measures with, besides its outcome: the
/// SimApp executable gives it to ``SimAppVerification/install(_:)``, tests give their own.
package struct FuzzEnvironment {
  /// Hears the progress lines of `fuzz` as it runs (after the first step that ends a second or
  /// more after the previous line, without newline), for standard error; never part of the
  /// outcome.
  package var progress: ((String) -> Void)?
  /// Writes a file: `fuzz` writes a failing seed's shrunk reproducer as `seed-N.scenario` in
  /// the current directory by default.
  package var writeFile: (String, Data) throws -> Void
  /// The time since the environment was made (by default): `fuzz` prints steps per second
  /// from it.
  package var elapsed: () -> Duration
  /// The SimApp executable, which `fuzz --jobs N` starts as worker processes; without it the
  /// workers' seeds run one after another in this process (the same output, on one core).
  package var workerExecutable: URL?
  /// Runs every 1,024 steps of `fuzz`, between two steps, on the main actor: SimApp drains the
  /// main queue there, so that the tasks `task` statements start (which never run while the
  /// fuzz holds the main thread) end and are freed.
  package var idle: (() -> Void)?

  /// An environment with these parts; by default it reports no progress, writes files to
  /// disk, measures real time from now, runs workers in this process and never idles.
  package init(
    progress: ((String) -> Void)? = nil,
    writeFile: @escaping (String, Data) throws -> Void = FuzzEnvironment.writeFile,
    elapsed: (() -> Duration)? = nil, workerExecutable: URL? = nil, idle: (() -> Void)? = nil
  ) {
    let start = ContinuousClock.now
    self.progress = progress
    self.writeFile = writeFile
    self.elapsed = elapsed ?? { ContinuousClock.now - start }
    self.workerExecutable = workerExecutable
    self.idle = idle
  }

  /// Writes `data` to the file at `path` (created or replaced): how `fuzz` saves a reproducer.
  package static func writeFile(_ path: String, _ data: Data) throws {
    try data.write(to: URL(fileURLWithPath: path))
  }
}
