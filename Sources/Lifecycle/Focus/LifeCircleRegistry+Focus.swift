extension LifeCircleRegistry {
  /// Notes that this registry's focus may have changed: it is decided once the engine is idle
  /// (``FocusCoordinator/settle()``). O(1).
  func setNeedsFocusDecision() {
    guard !focusState.needsDecision else { return }
    focusState.needsDecision = true
    FocusCoordinator.pending.append(self)
  }

  /// The engine a focus round of this registry is delivered on: its key window's, else its
  /// first focused screen's tree's; `nil` when it has neither. Reads the two fields in place
  /// (a copy of ``focusState`` would retain every list it holds).
  var focusRoundEngine: TreeEngine? {
    if let key = focusState.keyWindow { return key.engine }
    if !focusState.focused.isEmpty { return focusState.focused[0].treeEngine }
    return nil
  }

  /// Whether a gesture or a manual transition holds the tree of this registry's key window, or
  /// of the key window at the latest decision (whose screens hold focus): focus is not decided
  /// in the middle of a transition there. A transition in another window does not defer it.
  var focusIsHeld: Bool {
    if focusState.hostHolds > 0 || focusState.openHostedTransitions > 0 { return true }
    if let key = focusState.keyWindow, key.engine.isHeld { return true }
    if let decided = focusState.decidedKeyWindow, decided.isVisible, decided.engine.isHeld {
      return true
    }
    return false
  }

  /// Decides the app's focus from the tree: the focused screens of the key window (none in the
  /// background), compared with the screens that hold focus now; the losses and gains, each with
  /// its reason (see ``FocusReason`` for the precedence), wait in ``focusState`` for
  /// ``deliverDecidedEvents(gains:)``. The registry moves to a new epoch, so hints left from now
  /// on are for the next decision.
  ///
  /// - Complexity: One walk of the key window's focused path, O(depth), plus a comparison with
  ///   the screens that held focus: a scan, allocation-free, for a few; sets, linear, for many.
  func decideFocus() {
    let key = focusState.keyWindow
    // The walk fills a local (the reused storage taken out of `focusState`), not `focusState`
    // itself: it reads `activeChildren` overrides and may report diagnostics, both user code
    // that may read this registry's focus. Everything after the walk runs no user code, so it
    // works on `focusState` in place, moving arrays with `swap` rather than copying them.
    var found: [ScreenController] = []
    swap(&found, &focusState.scratch)
    if !focusState.isInBackground, let key {
      key.rootController.topmostPresentation.appendFocusedScreens(to: &found, reportingTo: self)
    }
    let epoch = focusState.epoch
    let entersBackground = focusState.isInBackground && !focusState.decidedInBackground
    let returnsFromBackground = !focusState.isInBackground && focusState.decidedInBackground
    let decidedKey = focusState.decidedKeyWindow
    let keyChanged = key !== decidedKey
    var previous: [ScreenController] = []
    swap(&previous, &focusState.focused)
    // Usually one or two screens: a scan allocates nothing. Many (a split container repeated
    // deep): sets, so the comparison stays linear.
    let isLarge = previous.count * found.count > 64
    let foundSet = isLarge ? Set(found.map(ObjectIdentifier.init)) : []
    let previousSet = isLarge ? Set(previous.map(ObjectIdentifier.init)) : []
    for screen in previous
    where isLarge ? !foundSet.contains(ObjectIdentifier(screen)) : !found.containsIdentical(screen)
    {
      let reason: FocusReason
      if entersBackground {
        reason = .enteredBackground
      } else if keyChanged, let previousKey = decidedKey, previousKey.isVisible,
        screen.hostWindow === previousKey
      {
        reason = .windowResignedKey
      } else {
        let hinted = screen.nearestFocusHint(gain: false, epoch: epoch) ?? .removed
        // Leaving every window: `covered` (or `tabDeselected`) promises a screen still in a
        // visible window, whatever navigation moved this one on the way (the article "Focus
        // and the key window", *Leaving every window*). Only a window hidden, released or given a new root since the
        // latest decision can strand one, so the walk to its window is made only then.
        reason =
          hinted != .removed && focusState.windowsLeftSinceDecision
            && screen.hostWindow?.isVisible != true ? .removed : hinted
      }
      focusState.losses.append((screen, reason))
    }
    for screen in found
    where isLarge
      ? !previousSet.contains(ObjectIdentifier(screen)) : !previous.containsIdentical(screen)
    {
      let reason: FocusReason =
        returnsFromBackground
        ? .returnedFromBackground
        : screen.nearestFocusHint(gain: true, epoch: epoch)
          ?? screen.windowRootFocusHint(epoch: epoch)
          ?? (keyChanged ? .windowBecameKey : .shown)
      // How a revealed screen was revealed (rare: no walk for the others).
      screen.focus.revealDetail =
        reason == .revealed ? screen.nearestRevealDetail(epoch: epoch) : nil
      focusState.gains.append((screen, reason))
    }
    swap(&found, &focusState.focused)
    previous.emptyKeepingCapacity()
    swap(&previous, &focusState.scratch)
    focusState.epoch = FocusCoordinator.newEpoch()
    focusState.windowsLeftSinceDecision = false
    focusState.decidedInBackground = focusState.isInBackground
    if keyChanged { focusState.decidedKeyWindow = key }
  }

  /// Delivers the losses (or, with `gains`, the gains) ``decideFocus()`` decided, in focus
  /// order, and empties their list (keeping its storage). Each screen's
  /// ``ScreenController/hasFocus`` changes just before its own actions hear the event. The list
  /// cannot change meanwhile (no decision runs during a delivery).
  func deliverDecidedEvents(gains: Bool) {
    // Read in place, one entry at a time: no copy of the list per event.
    var index = 0
    while index < (gains ? focusState.gains.count : focusState.losses.count) {
      let (screen, reason) = gains ? focusState.gains[index] : focusState.losses[index]
      index += 1
      screen.deliverFocusEvent(reason)
    }
    // Emptied outside every access to `focusState`: letting go of the last owner of a screen
    // runs its deinit (user code), which may read this registry's focus. The storage goes back
    // for the next decision.
    var delivered: [(ScreenController, FocusReason)] = []
    if gains { swap(&delivered, &focusState.gains) } else { swap(&delivered, &focusState.losses) }
    delivered.emptyKeepingCapacity()
    if gains { swap(&delivered, &focusState.gains) } else { swap(&delivered, &focusState.losses) }
  }
}

extension Array {
  /// Empties the array and keeps its storage: for the focus buffers, which hold zero to two
  /// elements, popping is cheaper than `removeAll(keepingCapacity:)`, which goes through the
  /// generic `replaceSubrange`.
  mutating func emptyKeepingCapacity() {
    while popLast() != nil {}
  }
}
