/// Who produced an event: the library's own engine (containers, windows, presentation, and
/// manual forwarding, which validates the whole subtree before it delivers), or the package's
/// direct delivery to one controller, used by tests to stand in for a broken engine.
package enum EventSource: Sendable {
  /// A container, presentation, window or replay path: an illegal event is a library bug.
  case engine
  /// A direct delivery to one controller (tests, the simulator's probes).
  case direct
}

/// The actions one event reaches, fixed when the event arrives at the controller.
@MainActor
private struct ActionSnapshot {
  /// The global registrations.
  let global: [ActionRegistration]
  /// The controller's own registrations. Most controllers have none: an empty list is not
  /// copied (a new empty array is taken), so its storage is not retained and released for
  /// every event.
  let own: [ActionRegistration]
  /// `nil` when the controller had opted out of nothing (the common case: no copy, no check).
  let optOutsAtStart: GlobalActionOptOuts?

  /// The actions `controller` hears now.
  @inline(__always)
  init(of controller: ScreenController) {
    global = controller.registry.globalActions.entries
    own = controller.ownActions.entries.isEmpty ? [] : controller.ownActions.entries
    optOutsAtStart = controller.globalOptOuts.isEmpty ? nil : controller.globalOptOuts
  }
}

extension ScreenController {
  /// Delivers one event to this controller alone: the state machine decides, then the own hook
  /// runs, then the actions.
  ///
  /// - Returns: `false` when the event was illegal in the current state; it was then reported
  ///   and nothing was called.
  @discardableResult
  package func deliver(_ event: LifecycleEvent, animated: Bool) -> Bool {
    receive(event, animated: animated, source: .direct) != nil
  }

  /// Delivers `event` to this controller, then, if it was delivered and this controller
  /// forwards automatically, to its visible descendants, pre-order (parent before child).
  ///
  /// Each controller's forwarded children are those visible when the event reaches it (after
  /// its `viewDidLoad`, before its callbacks): a child added by those callbacks did not take
  /// part and hears nothing. The walk recurses (allocating nothing) down to
  /// ``recursionDepthLimit`` levels and continues below with an explicit worklist, so a
  /// containment tree of any depth is walked without overflowing the stack.
  func deliverToVisibleSubtree(_ event: LifecycleEvent, animated: Bool) {
    // A loaded leaf (the hot case of manual forwarding) has nothing to forward to: no walk.
    if isViewLoaded && children.isEmpty {
      receive(event, animated: animated, source: .engine)
    } else {
      deliverToVisibleSubtree(event, animated: animated, depth: 0)
    }
  }

  private func deliverToVisibleSubtree(_ event: LifecycleEvent, animated: Bool, depth: Int) {
    guard depth < Self.recursionDepthLimit else {
      return walkIteratively { $0.receive(event, animated: animated, source: .engine) }
    }
    switch receive(event, animated: animated, source: .engine) {
    case nil, .some(.none): break
    case .some(.one(let child)):
      child.deliverToVisibleSubtree(event, animated: animated, depth: depth + 1)
    case .some(.all(let children)):
      for child in children {
        child.deliverToVisibleSubtree(event, animated: animated, depth: depth + 1)
      }
    }
  }

  /// Runs `viewDidLoad` for this controller and its visible descendants that have not loaded,
  /// pre-order; recursive down to ``recursionDepthLimit`` levels, iterative below.
  func loadVisibleSubtreeViews() {
    loadVisibleSubtreeViews(depth: 0)
  }

  private func loadVisibleSubtreeViews(depth: Int) {
    guard depth < Self.recursionDepthLimit else {
      return walkIteratively { controller in
        controller.loadViewIfNeeded()
        return controller.visibleChildren
      }
    }
    loadViewIfNeeded()
    switch visibleChildren {
    case .none: break
    case .one(let child): child.loadVisibleSubtreeViews(depth: depth + 1)
    case .all(let children):
      for child in children { child.loadVisibleSubtreeViews(depth: depth + 1) }
    }
  }

  /// How deep the walks recurse before they switch to a worklist.
  static let recursionDepthLimit = 64

  /// Visits this controller and, pre-order, the children each visit returns (`nil`: none),
  /// with a worklist on the heap instead of the stack.
  private func walkIteratively(_ visit: (ScreenController) -> Controllers?) {
    var pending: [ScreenController] = [self]
    while let next = pending.popLast() {
      visit(next)?.push(onto: &pending)
    }
  }

  /// The dispatch of one event to this controller, as its state machine decides
  /// (``AppearanceStateMachine/Delivery``): refused and reported, or `viewDidLoad` if the
  /// decision says, the snapshot of the actions (the mutation rule holds from here, before the
  /// own hook), the own hook, the actions, and the children to forward to if it says.
  ///
  /// - Returns: The children to forward the event to, or `nil` when it was refused.
  @discardableResult
  private func receive(
    _ event: LifecycleEvent, animated: Bool, source: EventSource
  ) -> Controllers? {
    // A loaded controller with no children has nothing to forward: the override is not asked.
    let mayForward =
      !(dispatch.isViewLoaded && tree.children.isEmpty)
      && shouldAutomaticallyForwardAppearanceMethods
    let delivery: AppearanceStateMachine.Delivery
    switch dispatch.machine.receive(
      event, animated: animated, isViewLoaded: dispatch.isViewLoaded,
      forwardsAutomatically: mayForward)
    {
    case .deliver(let decided):
      delivery = decided
    case .refuse(let state):
      let message = "refused \(event) for \(quotedName): illegal while \(state)"
      registry.report(Diagnostic(kind: .illegalEvent, message: message))
      if source == .engine {
        assertionFailure("LifeCircle engine produced an illegal event: \(message)")
      }
      return nil
    }
    if delivery.loadsView { loadViewIfNeeded() }
    let forwardTo: Controllers =
      delivery.forwardsToChildren && !children.isEmpty ? visibleChildren : .none
    let snapshot = ActionSnapshot(of: self)
    isDispatching = true
    defer { isDispatching = false }
    switch event {
    case .willAppear: viewWillAppear(animated)
    case .didAppear: viewDidAppear(animated)
    case .willDisappear: viewWillDisappear(animated)
    case .didDisappear: viewDidDisappear(animated)
    }
    notifyActions(event, animated: animated, snapshot)
    if let eventCompletionHook { eventCompletionHook(event, animated) }
    return forwardTo
  }

  /// Calls `body` with each action that hears this controller's events now, in the appear order
  /// (global actions in registration order, then this controller's own), skipping opted-out
  /// ones, with the mutation rule of an event: the actions are fixed when the walk starts; one
  /// removed or opted out of meanwhile is not called later in it, one added meanwhile is not
  /// called by it. Allocates nothing beyond the snapshot's two array copies (no new storage).
  ///
  /// Modules built on the engine deliver their own events with it (a list's updates).
  package func forEachActionInAppearOrder(_ body: (any LifeCircleAction) -> Void) {
    // Plain loops over the two copies, one call deep: a list update's callbacks reach its
    // actions (an empty state's placeholder, say) without the layers of the appearance path.
    let (global, own) = (registry.globalActions.entries, ownActions.entries)
    let optOutsAtStart = globalOptOuts.isEmpty ? nil : globalOptOuts
    for registration in global where mayCallGlobal(registration, optOutsAtStart) {
      body(registration.action)
    }
    for registration in own where registration.isLive { body(registration.action) }
  }

  /// Delivers a focus event to this controller's actions: ``hasFocus`` changes first, then the
  /// actions hear it, a gain in the appear order, a loss in the disappear order, with opt-outs
  /// and the mutation rule of an appearance event. Allocates nothing beyond the snapshot's
  /// array copies.
  func deliverFocusEvent(_ reason: FocusReason) {
    let gained = reason.isGain
    focus.hasFocus = gained
    if gained { focus.reason = reason }
    // No action of this registry listens (global or own): nothing to call, no snapshot taken.
    guard registry.hasFocusListeners else { return }
    let snapshot = ActionSnapshot(of: self)
    if gained {
      forEachCallableAction(snapshot, appearing: true) {
        $0.action.hostController(self, didGainFocus: reason)
      }
    } else {
      forEachCallableAction(snapshot, appearing: false) {
        $0.action.hostController(self, didLoseFocus: reason)
      }
    }
  }

  /// Reports `diagnostic` to the handler of this controller's registry.
  package func report(_ diagnostic: Diagnostic) {
    registry.report(diagnostic)
  }

  /// Whether this controller, or one of the descendants an event delivered to it would reach,
  /// is in the middle of hearing an event (its own hook or its actions are running). A
  /// delivery to it now would nest inside that dispatch: its later actions would hear the new
  /// event before the one under way.
  var subtreeIsDispatching: Bool {
    @inline(__always) get {
      isDispatching || (!children.isEmpty && anyForwardedTo(depth: 0) { $0.isDispatching })
    }
  }

  /// Whether every controller `event` would reach from here (this one and its forwarded visible
  /// descendants) accepts it in its state: what manual forwarding checks before delivering
  /// anything, so it never produces an illegal event half-way down a subtree.
  func subtreeAccepts(_ event: LifecycleEvent) -> Bool {
    machine.accepts(event)
      && (children.isEmpty || !anyForwardedTo(depth: 0) { !$0.machine.accepts(event) })
  }

  /// Whether `test` holds for this controller or a descendant an event delivered here would be
  /// forwarded to. Recursive down to ``recursionDepthLimit`` levels, iterative below.
  func anyForwardedTo(depth: Int, _ test: (ScreenController) -> Bool) -> Bool {
    if test(self) { return true }
    guard shouldAutomaticallyForwardAppearanceMethods, !children.isEmpty else { return false }
    guard depth < Self.recursionDepthLimit else {
      var found = false
      walkIteratively { controller in
        if test(controller) { found = true }
        return found || !controller.shouldAutomaticallyForwardAppearanceMethods
          ? nil : controller.visibleChildren
      }
      return found
    }
    switch visibleChildren {
    case .none: return false
    case .one(let child): return child.anyForwardedTo(depth: depth + 1, test)
    case .all(let children):
      for child in children where child.anyForwardedTo(depth: depth + 1, test) { return true }
      return false
    }
  }

  /// Calls the snapshot's actions in the order of the "One event, one controller" article. Allocates nothing. The event is
  /// switched on once, not per action.
  private func notifyActions(
    _ event: LifecycleEvent, animated: Bool, _ snapshot: ActionSnapshot
  ) {
    switch event {
    case .willAppear:
      forEachCallableAction(snapshot, appearing: true) {
        $0.action.hostController(self, viewWillAppear: animated)
      }
    case .didAppear:
      forEachCallableAction(snapshot, appearing: true) {
        $0.action.hostController(self, viewDidAppear: animated)
      }
    case .willDisappear:
      forEachCallableAction(snapshot, appearing: false) {
        $0.action.hostController(self, viewWillDisappear: animated)
      }
    case .didDisappear:
      forEachCallableAction(snapshot, appearing: false) {
        $0.action.hostController(self, viewDidDisappear: animated)
      }
    }
  }

  /// Calls `body` with each action in dispatch order: global then own when `appearing`, own
  /// reversed then global reversed otherwise, skipping removed and opted-out ones. A removal
  /// costs one load per later action (its registration's liveness flag), never a rescan.
  @inline(__always)
  private func forEachCallableAction(
    _ snapshot: ActionSnapshot, appearing: Bool, _ body: (ActionRegistration) -> Void
  ) {
    let (global, own) = (snapshot.global, snapshot.own)
    if appearing {
      borrowEach(of: global, reversed: false) { registration in
        if mayCallGlobal(registration, snapshot.optOutsAtStart) { body(registration) }
      }
      borrowEach(of: own, reversed: false) { registration in
        if registration.isLive { body(registration) }
      }
    } else {
      borrowEach(of: own, reversed: true) { registration in
        if registration.isLive { body(registration) }
      }
      borrowEach(of: global, reversed: true) { registration in
        if mayCallGlobal(registration, snapshot.optOutsAtStart) { body(registration) }
      }
    }
  }

  /// Calls `body` with each registration, in order or reversed, without retaining it.
  ///
  /// Safety proof for `_withUnsafeGuaranteedRef`: `registrations` is the snapshot the event
  /// took (an immutable array owned by the dispatch for its whole duration); an action that
  /// registers or removes during the walk mutates the live list, which copies its storage and
  /// leaves this buffer and its strong references untouched, so every registration borrowed here
  /// outlives the call it is borrowed for, and `body` does not store it. Borrowing saves the two
  /// atomic reference-count operations per action, which would otherwise dominate dispatch.
  @inline(__always)
  private func borrowEach(
    of registrations: [ActionRegistration], reversed: Bool,
    _ body: (ActionRegistration) -> Void
  ) {
    // Countdown loop for the reverse walk: `indices.reversed()` compiles to an outlined loop
    // that costs much more per action.
    var index = reversed ? registrations.count : -1
    while true {
      index += reversed ? -1 : 1
      guard index >= 0 && index < registrations.count else { return }
      Unmanaged.passUnretained(registrations[index])._withUnsafeGuaranteedRef(body)
    }
  }

  /// Whether a global action may be called now: still registered, not opted out of when the
  /// event arrived, nor since. Reads one flag unless the controller has opt-outs.
  @inline(__always)
  private func mayCallGlobal(
    _ registration: ActionRegistration, _ optOutsAtStart: GlobalActionOptOuts?
  ) -> Bool {
    guard registration.isLive else { return false }
    if let optOutsAtStart, optOutsAtStart.contains(registration.action) { return false }
    if !globalOptOuts.isEmpty && globalOptOuts.contains(registration.action) { return false }
    return true
  }
}

extension Controllers {
  /// Pushes the children onto a worklist so that popping yields them in order.
  func push(onto pending: inout [ScreenController]) {
    switch self {
    case .none: break
    case .one(let child): pending.append(child)
    case .all(let children): pending.append(contentsOf: children.reversed())
    }
  }
}
