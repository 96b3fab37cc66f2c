extension ScreenController {
  /// Adds an action that only this controller hears, after its other own actions.
  ///
  /// Registering the same instance twice keeps one entry. Added during a dispatch, the action
  /// is first called on the next event.
  ///
  /// - Parameter action: The action; this controller holds it strongly until it is removed.
  /// - Returns: `action`, for chaining.
  @discardableResult
  public func registerLifeCircleAction<A: LifeCircleAction>(_ action: A) -> A {
    registerLifeCircleAction(action, replayingCurrentState: false)
  }

  /// Adds an action that only this controller hears and, if asked, tells it at once the events
  /// it missed.
  ///
  /// With `replayingCurrentState` true, an action registered on a controller that is
  /// ``AppearanceState/appearing`` receives `willAppear`; on one that is
  /// ``AppearanceState/appeared``, `willAppear` then `didAppear`; on one that is
  /// ``AppearanceState/disappearing``, `willAppear`, `didAppear`, `willDisappear`, so the
  /// action always sees a balanced sequence. `animated` is the value of the controller's latest
  /// event. A duplicate registration replays nothing.
  ///
  /// - Parameters:
  ///   - action: The action; this controller holds it strongly until it is removed.
  ///   - replayingCurrentState: Whether to replay the missed events now.
  /// - Returns: `action`, for chaining.
  @discardableResult
  public func registerLifeCircleAction<A: LifeCircleAction>(
    _ action: A, replayingCurrentState: Bool
  ) -> A {
    guard ownActions.insert(action), replayingCurrentState else { return action }
    let missed: [LifecycleEvent] =
      switch appearanceState {
      case .disappeared: []
      case .appearing: [.willAppear]
      case .appeared: [.willAppear, .didAppear]
      case .disappearing: [.willAppear, .didAppear, .willDisappear]
      }
    for event in missed { action.receive(event, from: self, animated: lastAnimated) }
    return action
  }

  /// Removes one of this controller's own actions (by identity). Does nothing if it is not
  /// registered here. A dispatch under way does not call it any more.
  public func removeLifeCircleAction(_ action: any LifeCircleAction) {
    ownActions.remove(action)
  }

  /// This controller's own actions, in registration order.
  public var lifeCircleActions: [any LifeCircleAction] { ownActions.actions }

  /// Opts this controller out of one global action: from now on (later in a dispatch under way
  /// too) this controller's events skip it. Other controllers are unaffected.
  ///
  /// The opt-out holds the action weakly and lasts until ``enableGlobalAction(_:)``, also
  /// across removing and re-registering the action.
  public func disableGlobalAction(_ action: any LifeCircleAction) {
    globalOptOuts.disable(action)
  }

  /// Opts this controller back into a global action it opted out of, from its next event on.
  /// Does nothing if it had not opted out.
  public func enableGlobalAction(_ action: any LifeCircleAction) {
    globalOptOuts.enable(action)
  }

  /// Whether this controller opted out of `action` with ``disableGlobalAction(_:)``.
  public func isGlobalActionDisabled(_ action: any LifeCircleAction) -> Bool {
    globalOptOuts.contains(action)
  }
}
