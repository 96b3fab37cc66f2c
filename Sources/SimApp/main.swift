import Foundation
import SimAppKit

// SimApp: the simulated navigation driver. All of its work is in SimAppKit, which tests call.
let outcome = SimAppCommand.run(
  arguments: Array(CommandLine.arguments.dropFirst()),
  progress: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) },
  // `fuzz --jobs N` starts this same executable as its workers.
  workerExecutable: Bundle.main.executableURL)
FileHandle.standardOutput.write(Data(outcome.output.utf8))
FileHandle.standardError.write(Data(outcome.errors.utf8))
exit(outcome.status)
