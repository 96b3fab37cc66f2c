import Lifecycle
import SimAppKit

extension ScenarioGenerator {
  /// `task NAME`, with a random pair of events in cycle order half the time; `show` when `name`
  /// already has a task (the parser refuses a second one, and the generator writes only valid
  /// statements).
  mutating func taskStep(on name: String) -> String {
    guard tasked.insert(name).inserted else { return "show" }
    guard chance(50) else { return "task \(name)" }
    let cycle = LifecycleEvent.allCases.map(\.name)
    let start = Int(random.next() % 3)
    let cancel = start + 1 + Int(random.next() % UInt64(3 - start))
    return "task \(name) startingOn=\(cycle[start]) cancellingOn=\(cycle[cancel])"
  }
}
