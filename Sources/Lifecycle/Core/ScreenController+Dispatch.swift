extension ScreenController {
  /// Delivers one event to this controller alone: state check, `viewDidLoad` if needed, state
  /// move, own hook, then the actions.
  ///
  /// - Returns: `false` when the event was illegal in the current state; it was then reported
  ///   and nothing was called.
  @discardableResult
  func deliver(_ event: LifecycleEvent, animated: Bool) -> Bool {
    guard machine.accepts(event) else {
      registry.report(
        Diagnostic(
          kind: .illegalEvent,
          message: "refused \(event) for \(quotedName): illegal while \(appearanceState)"))
      return false
    }
    if event == .willAppear { loadViewIfNeeded() }
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

  /// Calls the global and own actions in DESIGN.md's order. Allocates nothing unless the
  /// registries change during the dispatch.
  private func notifyActions(_ event: LifecycleEvent, animated: Bool) {
    let serial = DispatchClock.tick()
    let global = registry.globalActions.entries
    let own = ownActions.entries
    if event.isAppearing {
      for entry in global where isCallableGlobal(entry, inDispatch: serial) {
        entry.action.receive(event, from: self, animated: animated)
      }
      for entry in own where entry.isCallable(inDispatch: serial) {
        entry.action.receive(event, from: self, animated: animated)
      }
    } else {
      for entry in own.reversed() where entry.isCallable(inDispatch: serial) {
        entry.action.receive(event, from: self, animated: animated)
      }
      for entry in global.reversed() where isCallableGlobal(entry, inDispatch: serial) {
        entry.action.receive(event, from: self, animated: animated)
      }
    }
  }

  private func isCallableGlobal(_ entry: ActionEntry, inDispatch serial: UInt64) -> Bool {
    entry.isCallable(inDispatch: serial)
      && !globalOptOuts.excludes(entry.action, inDispatch: serial)
  }

  /// Delivers `event` to this controller, then, if it was delivered and this controller
  /// forwards automatically, to its visible children, pre-order.
  func deliverToVisibleSubtree(_ event: LifecycleEvent, animated: Bool) {
    guard deliver(event, animated: animated) else { return }
    guard shouldAutomaticallyForwardAppearanceMethods else { return }
    forEachVisibleChild { $0.deliverToVisibleSubtree(event, animated: animated) }
  }

  /// Runs `viewDidLoad` for this controller and its visible descendants that have not loaded,
  /// pre-order.
  func loadVisibleSubtreeViews() {
    loadViewIfNeeded()
    forEachVisibleChild { $0.loadVisibleSubtreeViews() }
  }
}
