import Lifecycle
import SimAppKit

extension ScenarioRunner {
  /// The invariant of `task` (with `check invariants`): each screen's task is running exactly
  /// while the screen's latest event lies in `startingOn..<cancellingOn` of the cycle order,
  /// which its appearance state tells (appearing: willAppear, appeared: didAppear, disappearing:
  /// willDisappear, disappeared: didDisappear or none). The action is attached with replay and
  /// never removed, so it has heard every event that led to the state.
  func taskProblems() -> [String] {
    // By screen name; sorted only when something is found (almost never), not on every step.
    var problems: [(name: String, problem: String)] = []
    let cycles = invariantObserver?.checker.currentCycles ?? [:]
    for (name, task) in taskActions {
      guard let host = controllers[name] else { continue }
      let shouldRun = Self.taskRuns(
        after: cycles[name] ?? [], startingOn: task.interval.startingOn,
        cancellingOn: task.interval.cancellingOn)
      let isRunning = task.status(of: host) == "running"
      if shouldRun != isRunning {
        problems.append(
          (
            name,
            "\(name)'s task (\(task.interval.startingOn.name) to \(task.interval.cancellingOn.name)) is \(task.status(of: host)) while \(name) is \(host.appearanceState)"
          ))
      }
    }
    return problems.isEmpty ? [] : problems.sorted { $0.name < $1.name }.map(\.problem)
  }

  /// Whether a task of `startingOn..<cancellingOn` runs after hearing `events` (from nothing
  /// running): `startingOn` starts it, any event outside the range cancels it, an event inside
  /// it changes nothing (a screen that began appearing and then disappeared never heard
  /// `didAppear`, so a task starting there never ran, whatever its state says).
  package static func taskRuns(
    after events: [LifecycleEvent], startingOn: LifecycleEvent, cancellingOn: LifecycleEvent
  ) -> Bool {
    let cycle = LifecycleEvent.allCases
    let rank = { (event: LifecycleEvent) in cycle.firstIndex(of: event) ?? 0 }
    var runs = false
    for event in events {
      if event == startingOn {
        runs = true
      } else if rank(event) < rank(startingOn) || rank(event) >= rank(cancellingOn) {
        runs = false
      }
    }
    return runs
  }
}
