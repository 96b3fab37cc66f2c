import Foundation
import SimAppKit

/// Runs SimApp with `arguments`, serving files from `files` instead of the disk.
@MainActor
func simApp(_ arguments: [String], files: [String: Data] = [:]) -> SimAppCommand.Outcome {
  SimAppCommand.run(arguments: arguments) { path in
    guard let data = files[path] else {
      throw CocoaError(.fileReadNoSuchFile)
    }
    return data
  }
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
