import Lifecycle

/// The testing brick: records every event it hears, in order, as readable lines.
///
/// Register it globally (in a scoped registry, see `LifeCircleRegistry.scoped(_:_:)`) to see
/// every screen, or on one controller. Then compare ``trace`` with the exact expected sequence.
///
/// **Focus.** The trace holds appearance events only, unless ``recordsFocus`` is `true`: then
/// focus events join it where they happen, as `Title.didGainFocus(reason)` and
/// `Title.didLoseFocus(reason)`, the reason printed as its case name (`Home.didGainFocus(revealed)`).
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

  /// Whether focus events are recorded in ``trace`` too; `false` by default, so a trace of
  /// appearance keeps its meaning. Set it at any time: it applies from the next event.
  public var recordsFocus: Bool

  /// Creates a recorder with an empty trace.
  ///
  /// - Parameter recordingFocus: Whether focus events join the trace (``recordsFocus``).
  public init(recordingFocus: Bool = false) {
    recordsFocus = recordingFocus
  }

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

  /// Records `Title.didGainFocus(reason)` when ``recordsFocus``.
  public func hostController(_ controller: ScreenController, didGainFocus reason: FocusReason) {
    if recordsFocus { trace.append("\(controller.title).didGainFocus(\(reason))") }
  }

  /// Records `Title.didLoseFocus(reason)` when ``recordsFocus``.
  public func hostController(_ controller: ScreenController, didLoseFocus reason: FocusReason) {
    if recordsFocus { trace.append("\(controller.title).didLoseFocus(\(reason))") }
  }
}
