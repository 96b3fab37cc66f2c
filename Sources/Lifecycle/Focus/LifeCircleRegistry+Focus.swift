extension LifeCircleRegistry {
  /// Notes that this registry's focus may have changed: it is decided once the engine is idle
  /// (``FocusCoordinator/settle()``). O(1).
  func setNeedsFocusDecision() {
    guard !focusState.needsDecision else { return }
    focusState.needsDecision = true
    FocusCoordinator.pending.append(self)
  }

  /// Whether a gesture or a manual transition holds the tree of one of this registry's visible
  /// windows: focus is not decided in the middle of a transition. O(windows).
  var focusIsHeld: Bool {
    for slot in windowSlots {
      if let window = slot.window, window.isVisible, window.engine.isHeld { return true }
    }
    return false
  }

  /// Decides the app's focus from the tree: the focused screens of the key window (none in the
  /// background), compared with the screens that hold focus now; the losses and gains, each with
  /// its reason (see ``FocusReason`` for the precedence), wait in ``focusState`` for
  /// ``deliverDecidedFocus()``. The registry moves to a new epoch, so hints left from now on are
  /// for the next decision.
  ///
  /// - Returns: Whether there is anything to deliver.
  /// - Complexity: One walk of the key window's focused path, O(depth), plus O(*f*²) in the
  ///   number of focused screens (usually one). No allocation once the buffers are warm.
  func decideFocus() -> Bool {
    let key = focusState.keyWindow
    // Locals, not `inout` access to `focusState`: the walk reads `activeChildren` overrides
    // and may report diagnostics, both user code that may read this registry's focus.
    var found = focusState.scratch
    focusState.scratch = []
    found.emptyKeepingCapacity()
    if !focusState.isInBackground, let key {
      key.rootController.topmostPresentation.appendFocusedScreens(to: &found, reportingTo: self)
    }
    let epoch = focusState.epoch
    let entersBackground = focusState.isInBackground && !focusState.decidedInBackground
    let returnsFromBackground = !focusState.isInBackground && focusState.decidedInBackground
    let keyChanged = key !== focusState.decidedKeyWindow
    var losses = focusState.losses
    var gains = focusState.gains
    focusState.losses = []
    focusState.gains = []
    var previous = focusState.focused
    for screen in previous where !found.containsIdentical(screen) {
      let reason: FocusReason
      if entersBackground {
        reason = .enteredBackground
      } else if let window = screen.hostWindow, window.isVisible, window !== key {
        reason = .windowResignedKey
      } else {
        reason = screen.nearestFocusHint(gain: false, epoch: epoch) ?? .removed
      }
      losses.append((screen, reason))
    }
    for screen in found where !previous.containsIdentical(screen) {
      let reason: FocusReason =
        returnsFromBackground
        ? .returnedFromBackground
        : screen.nearestFocusHint(gain: true, epoch: epoch)
          ?? (keyChanged ? .windowBecameKey : .shown)
      gains.append((screen, reason))
    }
    focusState.focused = found
    previous.emptyKeepingCapacity()
    focusState.scratch = previous
    focusState.losses = losses
    focusState.gains = gains
    focusState.epoch = FocusCoordinator.newEpoch()
    focusState.decidedInBackground = focusState.isInBackground
    focusState.decidedKeyWindow = key
    return !losses.isEmpty || !gains.isEmpty
  }

  /// Delivers what ``decideFocus()`` decided, as one delivery of a tree (so navigation from a
  /// focus callback is queued behind it and runs after its last callback): the losses, then the
  /// gains.
  func deliverDecidedFocus() {
    guard let first = focusState.losses.first?.0 ?? focusState.gains.first?.0 else { return }
    let engine = focusState.decidedKeyWindow?.engine ?? first.treeEngine
    engine.forward(.focus(self))
  }

  /// The body of the focus delivery (``ForwardingWork/focus(_:)``): each screen's
  /// ``ScreenController/hasFocus`` changes just before its own actions hear the event. The
  /// decided lists cannot change meanwhile (no decision runs during a delivery); they are
  /// emptied, their storage kept, once every event is delivered.
  func deliverFocusEvents() {
    var index = 0
    while index < focusState.losses.count {
      let (screen, reason) = focusState.losses[index]
      index += 1
      screen.deliverFocusEvent(reason)
    }
    index = 0
    while index < focusState.gains.count {
      let (screen, reason) = focusState.gains[index]
      index += 1
      screen.deliverFocusEvent(reason)
    }
    focusState.losses.emptyKeepingCapacity()
    focusState.gains.emptyKeepingCapacity()
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

extension Array where Element == ScreenController {
  /// Whether `controller` itself (by identity) is an element. A plain loop: a closure would
  /// check the main actor once per element.
  func containsIdentical(_ controller: ScreenController) -> Bool {
    for element in self where element === controller { return true }
    return false
  }
}
