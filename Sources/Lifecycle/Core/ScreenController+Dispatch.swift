extension ScreenController {
  /// Delivers one event to this controller alone: state check, `viewDidLoad` if needed, state
  /// move, own hook, then the actions.
  ///
  /// - Returns: `false` when the event was illegal in the current state; it was then reported
  ///   and nothing was called.
  @discardableResult
  func deliver(_ event: LifecycleEvent, animated: Bool) -> Bool {
    admit(event) && run(event, animated: animated)
  }

  /// Checks that `event` is legal now (reporting it if not) and, before a first `willAppear`,
  /// runs `viewDidLoad`.
  private func admit(_ event: LifecycleEvent) -> Bool {
    guard machine.accepts(event) else {
      registry.report(
        Diagnostic(
          kind: .illegalEvent,
          message: "refused \(event) for \(quotedName): illegal while \(appearanceState)"))
      return false
    }
    if event == .willAppear && !isViewLoaded { loadViewIfNeeded() }
    return true
  }

  /// Moves the state, then calls the own hook and the actions, for an admitted event.
  private func run(_ event: LifecycleEvent, animated: Bool) -> Bool {
    guard machine.receive(event) else {
      registry.report(
        Diagnostic(
          kind: .illegalEvent,
          message: "refused \(event) for \(quotedName): viewDidLoad left it \(appearanceState)"))
      return false
    }
    lastAnimated = animated
    switch event {
    case .willAppear: viewWillAppear(animated)
    case .didAppear: viewDidAppear(animated)
    case .willDisappear: viewWillDisappear(animated)
    case .didDisappear: viewDidDisappear(animated)
    }
    notifyActions(event, animated: animated)
    return true
  }

  /// Calls the global and own actions in DESIGN.md's order. Allocates nothing.
  ///
  /// Iterates snapshots taken now, so actions added (or re-enabled) meanwhile wait for the
  /// next event; one integer compare per call notices removals and opt-outs made meanwhile.
  /// The event is switched on once, not per action.
  private func notifyActions(_ event: LifecycleEvent, animated: Bool) {
    switch event {
    case .willAppear:
      forEachCallableAction(appearing: true) { $0.hostController(self, viewWillAppear: animated) }
    case .didAppear:
      forEachCallableAction(appearing: true) { $0.hostController(self, viewDidAppear: animated) }
    case .willDisappear:
      forEachCallableAction(appearing: false) {
        $0.hostController(self, viewWillDisappear: animated)
      }
    case .didDisappear:
      forEachCallableAction(appearing: false) {
        $0.hostController(self, viewDidDisappear: animated)
      }
    }
  }

  /// Calls `body` with each action in dispatch order: global then own when `appearing`, own
  /// reversed then global reversed otherwise, skipping opted-out and meanwhile removed ones.
  @inline(__always)
  private func forEachCallableAction(
    appearing: Bool, _ body: (any LifeCircleAction) -> Void
  ) {
    let global = registry.globalActions.entries
    let own = ownActions.entries
    let optOutsAtStart = globalOptOuts.isEmpty ? nil : globalOptOuts
    let generation = ActionMutations.generation
    if appearing {
      for index in global.indices where mayCallGlobal(global, index, optOutsAtStart, generation) {
        body(global[index].action)
      }
      for index in own.indices where mayCallOwn(own[index].token, generation) {
        body(own[index].action)
      }
    } else {
      // Countdown loops: `indices.reversed()` compiled to an outlined loop that cost seven
      // times as much per action (callgrind, `Benchmarks/run`).
      var index = own.count
      while index > 0 {
        index -= 1
        if mayCallOwn(own[index].token, generation) { body(own[index].action) }
      }
      index = global.count
      while index > 0 {
        index -= 1
        if mayCallGlobal(global, index, optOutsAtStart, generation) { body(global[index].action) }
      }
    }
  }

  /// Whether `entries[index]`, a global action, may be called now. Reads only the token unless
  /// the controller opted out of something, so the check copies (and retains) nothing.
  @inline(__always)
  private func mayCallGlobal(
    _ entries: [ActionEntry], _ index: Int, _ optOutsAtStart: GlobalActionOptOuts?,
    _ generation: UInt64
  ) -> Bool {
    if let optOutsAtStart, optOutsAtStart.contains(entries[index].action) { return false }
    if ActionMutations.generation == generation { return true }
    // Something was removed or opted out of during this dispatch: look again.
    return registry.globalActions.contains(token: entries[index].token)
      && !globalOptOuts.contains(entries[index].action)
  }

  /// Whether the own action registered as `token` may be called now.
  @inline(__always)
  private func mayCallOwn(_ token: UInt64, _ generation: UInt64) -> Bool {
    ActionMutations.generation == generation || ownActions.contains(token: token)
  }

  /// Delivers `event` to this controller, then, if it was delivered and this controller
  /// forwards automatically, to its visible children, pre-order.
  ///
  /// The children are those visible when the event reaches this controller (after its
  /// `viewDidLoad`, before its callbacks): a child added by those callbacks (at once, since the
  /// parent is off screen by `didDisappear`) did not take part and hears nothing.
  func deliverToVisibleSubtree(_ event: LifecycleEvent, animated: Bool) {
    guard admit(event) else { return }
    let forwardedTo: VisibleChildren =
      children.isEmpty || !shouldAutomaticallyForwardAppearanceMethods ? .none : visibleChildren
    guard run(event, animated: animated) else { return }
    forwardedTo.visit { $0.deliverToVisibleSubtree(event, animated: animated) }
  }

  /// Runs `viewDidLoad` for this controller and its visible descendants that have not loaded,
  /// pre-order.
  func loadVisibleSubtreeViews() {
    loadViewIfNeeded()
    visibleChildren.visit { $0.loadVisibleSubtreeViews() }
  }
}
