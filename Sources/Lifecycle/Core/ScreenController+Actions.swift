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
  /// of the current appearance cycle it missed.
  ///
  /// With `replayingCurrentState` true, the action receives exactly the events that brought the
  /// controller to its state in this cycle, in order, each once, and never one that did not
  /// happen: on a controller that is ``AppearanceState/appearing``, `willAppear`; on one that is
  /// ``AppearanceState/appeared``, `willAppear` then `didAppear`; on one that is
  /// ``AppearanceState/disappearing``, `willAppear`, `didAppear` (only if the cycle reached
  /// `appeared`; not after a cancelled appearance), `willDisappear`. So the action always sees a
  /// balanced sequence. `animated` is the value of the controller's latest event.
  /// When the controller holds the app's focus (``hasFocus``), the action then hears
  /// ``LifeCircleAction/hostController(_:didGainFocus:)`` with the reason it was gained for.
  ///
  /// Registered from one of the controller's own hooks or from an action during an event, the
  /// action is not called by that dispatch (it started before), so with replay it hears the
  /// current event once, and without replay it first hears the next event. The replay runs as a
  /// transition of the controller's tree: navigation calls it makes are queued until it is over.
  /// A duplicate registration replays nothing.
  ///
  /// - Parameters:
  ///   - action: The action; this controller holds it strongly until it is removed.
  ///   - replayingCurrentState: Whether to replay the missed events now.
  /// - Returns: `action`, for chaining.
  @discardableResult
  public func registerLifeCircleAction<A: LifeCircleAction>(
    _ action: A, replayingCurrentState: Bool
  ) -> A {
    let listened = ownActions.focusListenerCount
    guard ownActions.insert(action) else { return action }
    registry.ownFocusListenerCount += ownActions.focusListenerCount - listened
    registry.registrationsVersion &+= 1
    guard replayingCurrentState else { return action }
    replay(to: action)
    return action
  }

  /// Tells `action` the events of this controller's current appearance cycle, as work of its
  /// tree: navigation calls the action makes from it are queued until the replay is over.
  func replay(to action: any LifeCircleAction) {
    // A screen covered by a navigation whose focus decision is still to come holds focus while
    // disappeared: its replay is that gain alone.
    guard !machine.eventsOfCurrentCycle.isEmpty || focus.hasFocus else { return }
    treeEngine.forward(.replay(self, action))
  }

  /// The replay itself, delivered by the engine. Stops if the action is removed (or opted out
  /// of) by its own replay, or if the state moves meanwhile.
  func replayCurrentCycle(to action: any LifeCircleAction) {
    let events = machine.eventsOfCurrentCycle
    let animated = lastAnimated
    let state = machine.state
    // A replay is an event under way for this controller: manual forwarding that would reach it
    // is refused meanwhile.
    let wasDispatching = isDispatching
    isDispatching = true
    defer { isDispatching = wasDispatching }
    for event in events {
      guard hears(action), machine.state == state else { return }
      action.receive(event, from: self, animated: animated)
    }
    // The focus it holds, after the appearance it was gained in: replay includes the focus
    // gain of a screen that holds focus.
    if focus.hasFocus, hears(action), machine.state == state {
      action.hostController(self, didGainFocus: focus.reason)
    }
  }

  /// Removes one of this controller's own actions (by identity). Does nothing if it is not
  /// registered here. A dispatch under way does not call it any more.
  public func removeLifeCircleAction(_ action: any LifeCircleAction) {
    let listened = ownActions.focusListenerCount
    guard ownActions.remove(action) else { return }
    registry.ownFocusListenerCount -= listened - ownActions.focusListenerCount
    registry.registrationsVersion &+= 1
    notifyRegistrationsShrank(action)
    (action as? any RemovalObservingAction)?.actionStoppedApplying(to: .controller(self))
  }

  /// This controller's own actions, in registration order.
  public var lifeCircleActions: [any LifeCircleAction] { ownActions.actions }

  /// Whether `action` itself (by identity) is one of ``lifeCircleActions``, without building
  /// that array: a scan of a short list, a hash lookup of a long one.
  package func holdsLifeCircleAction(_ action: any LifeCircleAction) -> Bool {
    ownActions.contains(action)
  }

  /// Opts this controller out of one global action: from now on (later in a dispatch under way
  /// too) this controller's events skip it. Other controllers are unaffected.
  ///
  /// The opt-out holds the action weakly and lasts until ``enableGlobalAction(_:)``, also
  /// across removing and re-registering the action.
  public func disableGlobalAction(_ action: any LifeCircleAction) {
    globalOptOuts.disable(action)
    registry.registrationsVersion &+= 1
    notifyRegistrationsShrank(action)
    (action as? any RemovalObservingAction)?.actionStoppedApplying(to: .controller(self))
  }

  /// Opts this controller back into a global action it opted out of, from its next event on.
  /// Does nothing if it had not opted out.
  public func enableGlobalAction(_ action: any LifeCircleAction) {
    globalOptOuts.enable(action)
    registry.registrationsVersion &+= 1
  }

  /// Whether this controller opted out of `action` with ``disableGlobalAction(_:)``.
  public func isGlobalActionDisabled(_ action: any LifeCircleAction) -> Bool {
    globalOptOuts.contains(action)
  }
}
