import Lifecycle

/// The testing brick: records every event it hears, in order, as readable lines.
///
/// Register it globally (in a scoped registry, see `LifeCircleRegistry.scoped(_:_:)`) to see
/// every screen, or on one controller. Then compare ``trace`` with the exact expected sequence.
///
/// **Memory.** Holds host controllers weakly; a freed controller's events stay in ``trace``.
public final class RecordingAction: LifeCircleEventObserver {
  private struct Record {
    weak var controller: ScreenController?
    let event: LifecycleEvent
  }

  private var records: [Record] = []

  /// The events heard so far, one line each, oldest first: `Title.willAppear(animated)`,
  /// such as `Home.didAppear(false)`.
  public private(set) var trace: [String] = []

  /// Creates a recorder with an empty trace.
  public init() {}

  /// The events `controller` received while this recorder listened, oldest first.
  public func events(of controller: ScreenController) -> [LifecycleEvent] {
    records.compactMap { $0.controller === controller ? $0.event : nil }
  }

  /// Forgets everything recorded so far.
  public func reset() {
    records.removeAll()
    trace.removeAll()
  }

  /// Records `Title.event(animated)`, such as `Home.willAppear(true)`.
  public func hostController(
    _ controller: ScreenController, didReceive event: LifecycleEvent, animated: Bool
  ) {
    records.append(Record(controller: controller, event: event))
    trace.append("\(controller.title).\(event.name)(\(animated))")
  }
}
