import Foundation
import SimAppKit

/// Runs SimApp with `arguments`, serving files from `files` instead of the disk and
/// `standardInput` as standard input (empty by default), on a clock that says 2 seconds have
/// passed whenever asked (so `fuzz` prints half its steps as steps per second), with
/// `fuzz --jobs` workers run in this process; `progress` and `written` hear what it reports and
/// writes.
@MainActor
func simApp(
  _ arguments: [String], files: [String: Data] = [:], standardInput: Data = Data(),
  progress: ((String) -> Void)? = nil, written: ((String, Data) -> Void)? = nil
) -> SimAppCommand.Outcome {
  let context = SimAppCommand.Context(
    readFile: { path in
      guard let data = files[path] else {
        throw CocoaError(.fileReadNoSuchFile)
      }
      return data
    },
    progress: progress, writeFile: { written?($0, $1) }, elapsed: { .seconds(2) },
    workers: .inProcess, readStandardInput: { standardInput })
  return SimAppCommand.run(arguments: arguments, context: context)
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
