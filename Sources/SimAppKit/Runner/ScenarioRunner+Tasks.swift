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
package final class SimTaskAction: LifeCircleEventObserver {
  let action: AppearanceTaskAction
  /// The events that start and cancel the task.
  package let interval: (startingOn: LifecycleEvent, cancellingOn: LifecycleEvent)
  private let note: (String) -> Void
  /// The latest task started for the host screen.
  private(set) var latest: Task<Void, Never>?

  init(startingOn: LifecycleEvent, cancellingOn: LifecycleEvent, note: @escaping (String) -> Void) {
    // The parser has checked that `startingOn` comes before `cancellingOn`.
    action = AppearanceTaskAction(startingOn: startingOn, cancellingOn: cancellingOn) { _ in }
    interval = (startingOn, cancellingOn)
    self.note = note
  }

  package func hostController(
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
  package func status(of controller: ScreenController) -> String {
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
}
