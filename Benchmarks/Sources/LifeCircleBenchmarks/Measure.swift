import Foundation
import MallocInterposerSwift

/// Nanoseconds per operation over the samples of one body: the median and the spread.
struct Timing {
  var median: Double
  var min: Double
  var max: Double

  /// The ratio of two medians.
  static func / (lhs: Timing, rhs: Timing) -> Double { lhs.median / rhs.median }

  /// Every figure divided by `divisor` (a change of unit).
  static func / (lhs: Timing, divisor: Double) -> Timing {
    Timing(median: lhs.median / divisor, min: lhs.min / divisor, max: lhs.max / divisor)
  }
}

/// The timing of each body, which performs `operations` operations, over `samples` timed runs
/// after one warm-up run each. Samples of the bodies are interleaved, so load from other
/// processes on this shared machine hits them alike and their ratios hold.
func nanosecondsPerOperation(
  operations: Int, samples: Int = 9, _ bodies: [() -> Void]
) -> [Timing] {
  for body in bodies { body() }
  let clock = ContinuousClock()
  var results = Array(repeating: [Double](), count: bodies.count)
  for _ in 0..<samples {
    for (index, body) in bodies.enumerated() {
      let elapsed = clock.measure(body)
      let nanoseconds =
        Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
      results[index].append(nanoseconds / Double(operations))
    }
  }
  return results.map { samples in
    let sorted = samples.sorted()
    return Timing(median: sorted[sorted.count / 2], min: sorted[0], max: sorted[sorted.count - 1])
  }
}

/// Heap allocations per operation of `body`, which performs `operations` operations, after one
/// warm-up run. Needs the malloc interposer preloaded (see `Benchmarks/run`); `nil` without it.
func allocationsPerOperation(operations: Int, _ body: () -> Void) -> Double? {
  body()
  MallocInterposerSwift.initialize()
  MallocInterposerSwift.hook()
  body()
  MallocInterposerSwift.unhook()
  let count = MallocInterposerSwift.getStatistics().mallocCount
  return interposerIsLoaded ? Double(count) / Double(operations) : nil
}

/// Keeps a probe allocation observable, so the optimiser cannot remove it.
nonisolated(unsafe) var probeSink: AnyObject?  // written once, on the main thread, before any reads

private final class Probe {}

/// Whether the interposer counts allocations in this process (it was preloaded).
let interposerIsLoaded: Bool = {
  MallocInterposerSwift.initialize()
  MallocInterposerSwift.hook()
  probeSink = Probe()
  MallocInterposerSwift.unhook()
  return MallocInterposerSwift.getStatistics().mallocCount > 0
}()

/// A table printed with aligned columns.
struct Table {
  var header: [String]
  var rows: [[String]] = []

  func render() -> String {
    let widths = header.indices.map { column in
      ([header] + rows).map { $0[column].count }.max() ?? 0
    }
    func line(_ cells: [String]) -> String {
      cells.enumerated().map { index, cell in
        index == 0
          ? cell.padding(toLength: widths[index], withPad: " ", startingAt: 0)
          : String(repeating: " ", count: widths[index] - cell.count) + cell
      }.joined(separator: "  ")
    }
    let rule = widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")
    return ([line(header), rule] + rows.map(line)).joined(separator: "\n")
  }
}

func format(_ value: Double, digits: Int = 1) -> String {
  String(format: "%.\(digits)f", value)
}

/// The median, then the spread of the samples: `42.4 (40.1-45.0)`.
func format(_ timing: Timing, digits: Int = 1) -> String {
  "\(format(timing.median, digits: digits)) (\(format(timing.min, digits: digits))-\(format(timing.max, digits: digits)))"
}
