import Foundation
import SimAppKit
import SimAppVerification
import Testing

/// `SimApp fuzz` reports its progress on standard error, by time, without touching its output.
@MainActor
@Suite struct FuzzProgressTests {
  @Test func progressComesEverySecondOfSteps() {
    var calls = 0
    var lines: [String] = []
    // Each step takes 0.3 s on this clock: a report at 1.2 s, 2.4 s, 3.6 s, 4.8 s and 6 s.
    let progress = FuzzProgress(
      runs: 2,
      elapsed: {
        calls += 1
        return .milliseconds(300 * calls)
      }, write: { lines.append($0) })
    _ = Fuzzer.run(seed: 5, steps: 12, progress: progress)
    progress.finishedRun()
    _ = Fuzzer.run(seed: 6, steps: 8, progress: progress)
    #expect(
      lines == [
        "fuzz: 0 of 2 runs done, running seed 5; 4 steps in 1 s, 3 steps/s",
        "fuzz: 0 of 2 runs done, running seed 5; 8 steps in 2 s, 3 steps/s",
        "fuzz: 0 of 2 runs done, running seed 5; 12 steps in 3 s, 3 steps/s",
        "fuzz: 1 of 2 runs done, running seed 6; 16 steps in 4 s, 3 steps/s",
        "fuzz: 1 of 2 runs done, running seed 6; 20 steps in 6 s, 3 steps/s",
      ])
  }

  @Test func progressGoesToItsOwnChannel() {
    var heard: [String] = []
    let arguments = ["fuzz", "--seed", "2", "--steps", "40", "--runs", "2"]
    let withProgress = simApp(arguments, progress: { heard.append($0) })
    let without = simApp(arguments)
    #expect(withProgress == without)
    let (two, three) = (Fuzzer.run(seed: 2, steps: 40), Fuzzer.run(seed: 3, steps: 40))
    // The kinds, counted here from the generated lines.
    let lines =
      Fuzzer.generate(seed: 2, steps: 40).lines + Fuzzer.generate(seed: 3, steps: 40).lines
    var kinds: [String: Int] = [:]
    for line in lines { kinds[Fuzzer.kind(of: line), default: 0] += 1 }
    let kindText = kinds.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
      .joined(separator: ", ")
    #expect(
      without.output.replacingOccurrences(of: ",\n  ", with: ", ") == """
        fuzz: seed 2: 40 steps (\(two.refusedSteps) refused, as they may be), every invariant held after each
        fuzz: seed 3: 40 steps (\(three.refusedSteps) refused, as they may be), every invariant held after each
        fuzz: steps generated, by kind:
          \(kindText)
        fuzz: 80 steps in 2.0 s, 40 steps/s, 1 job
        fuzz: 2 seeds from 2, 80 steps, \(two.refusedSteps + three.refusedSteps) refused, invariants checked 80 times: all held

        """)
    #expect(without.output.split(separator: "\n").allSatisfy { $0.count <= HelpText.width })
  }
}
