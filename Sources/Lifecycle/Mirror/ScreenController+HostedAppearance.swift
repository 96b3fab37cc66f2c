extension ScreenController {
  /// Delivers one appearance event that a host (UIKit, through `LifeCircleUIKit`) delivered to
  /// the view controller this screen mirrors: to this screen alone, one to one.
  ///
  /// The event goes through the tree's engine like a manual forward: the state machine checks
  /// it, `viewDidLoad` runs before the first `willAppear`, the screen's hook runs, then its
  /// actions in the usual order. A `willAppear` or `willDisappear` holds the tree until the
  /// matching `did` event (so focus is decided once the host's transition is over, and an
  /// abandoned swipe, whose callbacks end where they began, changes no focus); calls made in
  /// between wait as they wait for a manual transition. `flags` are what
  /// ``isMovingToParent`` and its siblings answer during the event's callbacks. After a
  /// `didDisappear`, the links the screen kept while leaving its place (see
  /// ``mirrorSetChildren(_:)``, ``mirrorDismiss()``, ``Window/mirrorReplaceRoot(with:)``) are
  /// cut. Once nothing is under way, focus is decided.
  ///
  /// Refused with a ``Diagnostic``, delivering nothing: an event the state machine does not
  /// accept now (``Diagnostic/Kind/unbalancedAppearanceTransition``: a subclass that calls
  /// `super` twice gets here), an event for a screen the model itself delivers to (a child of a
  /// parent that forwards automatically, a screen placed by the model's own containers,
  /// presentations or windows), or one that arrives while the screen is still hearing an event
  /// (``Diagnostic/Kind/refusedOperation``).
  ///
  /// Main actor; O(actions) plus the focus decision when the tree is left idle.
  ///
  /// - Parameters:
  ///   - event: The event UIKit delivered.
  ///   - animated: The `animated` argument UIKit passed.
  ///   - flags: UIKit's four transition flags as the view controller read them.
  public func deliverHostedEvent(
    _ event: LifecycleEvent, animated: Bool, flags: HostedTransitionFlags = []
  ) {
    guard mayReceiveHostedEvent(event) else { return }
    guard machine.accepts(event) else {
      return registry.report(
        Diagnostic(
          kind: .unbalancedAppearanceTransition,
          message:
            "the host delivered \(event) to \(quotedName) while \(appearanceState): not delivered"
        ))
    }
    dispatch.isHosted = true
    let previousFlags = transitionFlags
    transitionFlags = TransitionFlags(flags)
    treeEngine.forwardHosted(event, to: self, animated: animated)
    transitionFlags = previousFlags
  }

  /// Whether the host may deliver `event` here; reports why not.
  private func mayReceiveHostedEvent(_ event: LifecycleEvent) -> Bool {
    let refusal: (cause: Diagnostic.Cause, reason: String)?
    if isDispatching {
      refusal = (.hostedEventWhileHearingEvent, "it is still hearing an event")
    } else if !links.isEmpty && !dispatch.isHosted {
      refusal = (
        .hostedEventForModelDrivenScreen,
        "the model's own containers, presentations or window deliver its events"
      )
    } else if let parent, parent.shouldAutomaticallyForwardAppearanceMethods,
      !dispatch.departure.contains(.parent)
    {
      refusal = (
        .hostedEventUnderAutomaticForwarding,
        "its parent \(parent.quotedName) forwards its events automatically"
      )
    } else {
      refusal = nil
    }
    guard let refusal else { return true }
    registry.report(
      Diagnostic(
        kind: .refusedOperation,
        message: "hosted \(event) refused on \(quotedName): \(refusal.reason)",
        cause: refusal.cause))
    return false
  }

  /// Opens (a `will` event) or closes (a `did` event) this screen's hosted transition, which
  /// holds its registry's focus decisions while open: the screen may be outside every window
  /// when it begins (the host shows it before the mirror learns where), so its engine's hold
  /// alone would not reach the window's.
  func noteHostedTransition(opening: Bool) {
    guard opening != dispatch.hostedTransitionIsOpen else { return }
    dispatch.hostedTransitionIsOpen = opening
    if opening {
      registry.focusState.openHostedTransitions += 1
    } else {
      registry.hostedTransitionClosed()
    }
  }

  /// Cuts the links this screen kept while leaving a mirrored place on screen, now that its
  /// host delivered its `didDisappear`: a parent that no longer lists it, a presenter that no
  /// longer presents it, a window whose root it no longer is.
  func completeMirrorDeparture() {
    let departure = dispatch.departure
    guard !departure.isEmpty else { return }
    dispatch.departure = []
    if departure.contains(.parent), let parent, !parent.children.containsIdentical(self) {
      self.parent = nil
    }
    if departure.contains(.presenter), let presenter, presenter.presented !== self {
      self.presenter = nil
      presentationStyle = nil
    }
    if departure.contains(.window), let window, window.rootController !== self {
      self.window = nil
    }
  }
}
