import SimAppKit

/// One seed's result as a `--jobs` worker prints it, one line each:
/// `seed 5 steps 150 refused 20 checks 150 kinds push=12,pop=3`, or `seed 5 failed` (the
/// parent process runs a failed seed again, and shrinks it).
package enum FuzzWorkerLine {
  /// The line for `report`.
  package static func line(for report: Fuzzer.Report) -> String {
    guard report.failure == nil else { return "seed \(report.seed) failed" }
    let kinds = report.kinds.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    return
      "seed \(report.seed) steps \(report.steps) refused \(report.refusedSteps) checks \(report.invariantChecks) kinds \(kinds.joined(separator: ","))"
  }

  /// The passing seeds' reports in `output`, by seed; lines that are not a passing seed's
  /// (a failed seed, a worker's last words) are left out, so their seeds run again.
  package static func passingReports(in output: String) -> [UInt64: Fuzzer.Report] {
    var reports: [UInt64: Fuzzer.Report] = [:]
    for line in output.split(separator: "\n") {
      let words = line.split(separator: " ", omittingEmptySubsequences: false)
      guard words.count == 10, words[0] == "seed", words[2] == "steps", words[4] == "refused",
        words[6] == "checks", words[8] == "kinds", let seed = UInt64(words[1]),
        let steps = Int(words[3]), let refused = Int(words[5]), let checks = Int(words[7])
      else { continue }
      var kinds: [String: Int] = [:]
      for pair in words[9].split(separator: ",") {
        let parts = pair.split(separator: "=")
        guard parts.count == 2, let count = Int(parts[1]) else { continue }
        kinds[String(parts[0])] = count
      }
      reports[seed] = Fuzzer.Report(
        seed: seed, steps: steps, refusedSteps: refused, invariantChecks: checks, kinds: kinds)
    }
    return reports
  }
}
