import Lifecycle

/// Reports every appearance event as a ``LogRecord``: to standard output by default, or to a
/// sink of yours (an analytics client, say).
///
/// ```swift
/// registerGlobalAction(LogAction())                                // prints one line per event
/// registerGlobalAction(LogAction { record in send(record.description) })  // your sink
///
/// @Sendable func send(_ line: String) { /* to your analytics client */ }
/// ```
///
/// **Order.** One record per event, in dispatch order.
/// **Time.** `didDisappear` records carry how long the controller was on screen since its
/// `didAppear`, measured with the clock given at creation (`ContinuousClock` by default; inject
/// one in tests for exact durations).
/// **Memory.** Keeps one timestamp per controller on screen, by identity; never a controller.
public final class LogAction: LifeCircleEventObserver {
  /// `false`: this action hears no focus event (see `LifeCircleAction.listensForFocus`).
  public var listensForFocus: Bool { false }

  private let sink: @MainActor (LogRecord) -> Void
  private let elapsed: @MainActor () -> Duration
  // Exclusivity: every access is an assignment or a removal of a value that completes without
  // calling code outside the library (the clock is read before or after it, never inside), so
  // no two accesses can overlap and the runtime check could never fire. Debug builds check it.
  #if DEBUG
    private var appearedAt: [ObjectIdentifier: Duration] = [:]  // checked in debug builds
  #else
    @exclusivity(unchecked) private var appearedAt: [ObjectIdentifier: Duration] = [:]
  #endif

  /// Creates a logger that hands records to `sink`, timed by `ContinuousClock`.
  public convenience init(sink: @escaping @MainActor (LogRecord) -> Void) {
    self.init(clock: ContinuousClock(), sink: sink)
  }

  /// Creates a logger that prints one line per record to standard output: `[LifeCircle] `, then
  /// the record's ``LogRecord/description``, such as `[LifeCircle] Home (HomeScreen) didAppear`.
  public convenience init() {
    self.init(sink: { print("[LifeCircle] \($0)") })
  }

  /// Creates a logger timed by `clock`.
  ///
  /// - Parameters:
  ///   - clock: Measures how long screens stay on screen.
  ///   - sink: Receives each record, on the main actor, during the event's dispatch.
  public convenience init<C: Clock>(clock: C, sink: @escaping @MainActor (LogRecord) -> Void)
  where C.Duration == Duration {
    let start = clock.now
    self.init(elapsedTime: { start.duration(to: clock.now) }, sink: sink)
  }

  /// Creates a logger timed by `elapsedTime`, for tests that drive time by hand.
  ///
  /// - Parameters:
  ///   - elapsedTime: Returns the time elapsed since any fixed origin; it must never decrease.
  ///   - sink: Receives each record, on the main actor, during the event's dispatch.
  public init(
    elapsedTime: @escaping @MainActor () -> Duration,
    sink: @escaping @MainActor (LogRecord) -> Void
  ) {
    self.elapsed = elapsedTime
    self.sink = sink
  }

  /// Reports `event`; `didAppear` starts timing the controller, `didDisappear` reports how long
  /// it was on screen.
  public func hostController(
    _ controller: ScreenController, didReceive event: LifecycleEvent, animated: Bool
  ) {
    var visibleDuration: Duration?
    switch event {
    case .didAppear:
      let now = elapsed()
      appearedAt[ObjectIdentifier(controller)] = now
    case .didDisappear:
      // Not `Optional.map`: its closure would check the main actor at run time.
      if let appeared = appearedAt.removeValue(forKey: ObjectIdentifier(controller)) {
        visibleDuration = elapsed() - appeared
      }
    case .willAppear, .willDisappear: break
    }
    sink(
      LogRecord(
        title: controller.title, typeName: controller.typeName, event: event,
        animated: animated, visibleDuration: visibleDuration))
  }
}
