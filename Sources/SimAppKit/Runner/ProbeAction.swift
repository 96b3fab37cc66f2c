import Lifecycle

/// The subject of `register`, `attach`, `disable` and friends: an action that logs what it
/// hears in the current step (what `expect heard` and replay notes read) and passes each event
/// on to the runner's observer, whose checks follow each (action, controller) pair's history.
@MainActor
package final class ProbeAction: LifeCircleEventObserver {
  package let name: String
  /// Everything heard since the last ``startStep()``, as `Title.event(animated)` lines.
  package var stepLog: [String] { Self.lines(of: stepEvents) }
  /// What ``stepLog`` lists, kept unformatted: most steps never read it.
  private var stepEvents: [HeardEvent] = []
  /// Hears each event after the step's log has it: the runner passes it to its observer.
  var onHear: ((ScreenController, LifecycleEvent) -> Void)?

  /// A callback heard: the controller's title, the event and whether it was animated.
  package typealias HeardEvent = (title: String, event: LifecycleEvent, animated: Bool)

  /// `events` as the lines traces and reports list them, `Title.event(animated)`.
  static func lines(of events: [HeardEvent]) -> [String] {
    events.map { "\($0.title).\($0.event.name)(\($0.animated))" }
  }

  package init(name: String) { self.name = name }

  package func hostController(
    _ controller: ScreenController, didReceive event: LifecycleEvent, animated: Bool
  ) {
    stepEvents.append((controller.title, event, animated))
    onHear?(controller, event)
  }

  /// Starts the log of a new step.
  package func startStep() { stepEvents.removeAll(keepingCapacity: true) }
}
