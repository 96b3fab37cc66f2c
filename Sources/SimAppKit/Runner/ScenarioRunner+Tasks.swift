import Actions
import Lifecycle

/// The action `task SCREEN` attaches: an `AppearanceTaskAction` whose task lifetimes the runner
/// notes in the step that changes them (`task: Feed started`, `task: Feed cancelled`), so every
/// report format shows them.
///
/// It forwards each event to the real action and compares the screen's task before and after.
/// The operation does nothing: the simulator runs synchronously, so what it shows is the
/// lifetime the action gives a task (started, cancelled), not work done.
@MainActor
final class SimTaskAction: LifeCircleEventObserver {
  let action: AppearanceTaskAction
  /// The events that start and cancel the task.
  let interval: (startingOn: LifecycleEvent, cancellingOn: LifecycleEvent)
  private let note: (String) -> Void
  /// The latest task started for the host screen.
  private(set) var latest: Task<Void, Never>?

  init(startingOn: LifecycleEvent, cancellingOn: LifecycleEvent, note: @escaping (String) -> Void) {
    // The parser has checked that `startingOn` comes before `cancellingOn`.
    action = AppearanceTaskAction(startingOn: startingOn, cancellingOn: cancellingOn) { _ in }
    interval = (startingOn, cancellingOn)
    self.note = note
  }

  func hostController(
    _ controller: ScreenController, didReceive event: LifecycleEvent, animated: Bool
  ) {
    let before = action.task(for: controller)
    action.hostController(controller, didReceive: event, animated: animated)
    let after = action.task(for: controller)
    guard before != after else { return }
    if before != nil { note("task: \(controller.title) cancelled") }
    if let after {
      latest = after
      note("task: \(controller.title) started")
    }
  }

  /// Where the task of `controller` stands: `running`, `cancelled`, or why neither.
  func status(of controller: ScreenController) -> String {
    if let task = action.task(for: controller) {
      return task.isCancelled ? "cancelled" : "running"
    }
    return latest?.isCancelled == true ? "cancelled" : "not started"
  }
}

extension ScenarioRunner {
  /// `task SCREEN`: attaches a task action with replay, so a visible screen's task starts now.
  func attachTask(
    to screen: String, startingOn: LifecycleEvent, cancellingOn: LifecycleEvent,
    at position: SourcePosition
  ) throws(ScenarioError) {
    guard taskActions[screen] == nil else {
      throw ScenarioError(
        position: position, message: "`\(screen)` already has a task",
        hint: "a screen has one task action")
    }
    let host = controller(screen)
    let action = SimTaskAction(startingOn: startingOn, cancellingOn: cancellingOn) {
      [weak self] in self?.note($0)
    }
    taskActions[screen] = action
    host.registerLifeCircleAction(action, replayingCurrentState: true)
  }

  /// `expect task STATUS SCREEN`: `nil` when it holds, else what was found instead.
  func taskMismatch(_ screen: String, _ status: TaskStatus) -> String? {
    guard let action = taskActions[screen], let host = controllers[screen] else {
      return "no task attached (its `task` reaction has not run)"
    }
    let actual = action.status(of: host)
    return actual == status.rawValue ? nil : actual
  }

  /// The invariant of `task` (with `check invariants`): each screen's task is running exactly
  /// while the screen's latest event lies in `startingOn..<cancellingOn` of the cycle order,
  /// which its appearance state tells (appearing: willAppear, appeared: didAppear, disappearing:
  /// willDisappear, disappeared: didDisappear or none). The action is attached with replay and
  /// never removed, so it has heard every event that led to the state.
  func taskProblems() -> [String] {
    // By screen name; sorted only when something is found (almost never), not on every step.
    var problems: [(name: String, problem: String)] = []
    for (name, task) in taskActions {
      guard let host = controllers[name] else { continue }
      let shouldRun = Self.taskRuns(
        after: currentCycles[name] ?? [], startingOn: task.interval.startingOn,
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

  /// Records `event` heard by the screen `title` into its current cycle.
  func noteCycle(_ event: LifecycleEvent, of title: String) {
    if event == .didDisappear {
      currentCycles[title] = []
    } else {
      currentCycles[title, default: []].append(event)
    }
  }
}
