extension ScreenController {
  /// The controller's appearance events as an asynchronous sequence: first the events that
  /// brought it to its current state, then every later event, as it happens.
  ///
  /// Each call makes a new, independent stream, which starts listening at the call (not when
  /// iteration starts). Its first elements are the replay that
  /// ``registerLifeCircleAction(_:replayingCurrentState:)`` defines: nothing for a controller
  /// that is ``AppearanceState/disappeared``, `willAppear` then `didAppear` for one that is
  /// ``AppearanceState/appeared``, and so on, each once, never an event that did not happen,
  /// with the `animated` flag of the controller's latest event. Then each event the controller
  /// receives, in order, with its own flag, so the sequence is always balanced.
  ///
  /// ```swift
  /// let events: AsyncStream<LifecycleEventRecord>
  /// do {
  ///   let screen = ScreenController(title: "Feed")
  ///   events = screen.lifecycleEvents()   // the stream does not hold the screen
  ///   let window = Window(rootController: screen)
  ///   window.makeKeyAndVisible()
  ///   window.hide()
  /// }   // nothing holds the screen any more: it is freed
  /// var heard: [String] = []
  /// for await record in events { heard.append("\(record.event)(\(record.animated))") }
  /// // The loop ended with the screen (a loop in a task also ends when the task is cancelled).
  /// assert(heard == ["willAppear(false)", "didAppear(false)", "willDisappear(false)", "didDisappear(false)"])
  /// ```
  ///
  /// **Buffering.** Unbounded: a slow consumer misses nothing; it receives every event, in
  /// order, late, and the events it has not read yet stay in the stream's buffer (one small value
  /// each). Lifecycle events are few, and a suffix of them would not be balanced, so the stream
  /// never drops one.
  ///
  /// **End.** The stream finishes when the controller is freed, after the consumer has read the
  /// events already buffered. Cancelling the consuming task, or letting the stream go, ends it
  /// too; the controller then stops feeding it.
  ///
  /// **Order among actions.** The stream is fed by an action registered on this controller with
  /// replay when you call this method; it hears each event in that place among the controller's
  /// own actions (see ``LifeCircleAction``) and is listed in ``lifeCircleActions`` until the
  /// stream ends. Registered during a dispatch, it hears the current event once, through the
  /// replay.
  ///
  /// **Memory.** The stream and its feeding action hold the controller weakly: iterating never
  /// keeps it alive. Controllers that never call this method pay nothing for it.
  ///
  /// - Returns: A new stream of this controller's events.
  public func lifecycleEvents() -> AsyncStream<LifecycleEventRecord> {
    let (stream, continuation) = AsyncStream.makeStream(
      of: LifecycleEventRecord.self, bufferingPolicy: .unbounded)
    let feeder = EventStreamFeeder(controller: self, continuation: continuation)
    continuation.onTermination = { [weak feeder] _ in
      // Called from the consumer's side, possibly off the main actor: detach on the main actor.
      // The feeder is held weakly, so a freed controller (and its feeder) is not revived.
      Task { @MainActor [weak feeder] in feeder?.detach() }
    }
    registerLifeCircleAction(feeder, replayingCurrentState: true)
    return stream
  }
}

/// The per-stream action behind ``ScreenController/lifecycleEvents()``: registered on one
/// controller, it yields each event to the stream's continuation.
///
/// **Memory.** The controller holds it strongly (one of its own actions); it holds the controller
/// weakly and the continuation, which it finishes when it is freed, that is when the controller
/// is freed or the stream ends.
@MainActor
final class EventStreamFeeder: LifeCircleEventObserver {
  private weak var controller: ScreenController?
  private let continuation: AsyncStream<LifecycleEventRecord>.Continuation

  init(
    controller: ScreenController, continuation: AsyncStream<LifecycleEventRecord>.Continuation
  ) {
    self.controller = controller
    self.continuation = continuation
  }

  isolated deinit {
    continuation.finish()
  }

  func hostController(
    _ controller: ScreenController, didReceive event: LifecycleEvent, animated: Bool
  ) {
    if case .terminated = continuation.yield(LifecycleEventRecord(event, animated: animated)) {
      detach()
    }
  }

  /// Stops feeding: removes this action from its controller, if both are still there.
  func detach() {
    controller?.removeLifeCircleAction(self)
  }
}
