import Foundation
import SimAppKit
import SimAppVerification

// SimApp: the simulated navigation driver. All of its work is in SimAppKit, which tests call;
// its verification (`check invariants`, `fuzz`) is in SimAppVerification, plugged in first.
SimAppVerification.install(
  FuzzEnvironment(
    progress: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) },
    // `fuzz --jobs N` starts this same executable as its workers.
    workerExecutable: Bundle.main.executableURL,
    // Between two fuzz steps: let the main queue run the tasks `task` statements started and
    // cancelled (each returns at once), so that they are freed and memory stays flat.
    idle: { RunLoop.main.run(until: .distantPast) }))
let outcome = SimAppCommand.run(arguments: Array(CommandLine.arguments.dropFirst()))
FileHandle.standardOutput.write(Data(outcome.output.utf8))
FileHandle.standardError.write(Data(outcome.errors.utf8))
exit(outcome.status)
