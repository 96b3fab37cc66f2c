extension ScreenController {
  /// Adds `child` after the existing children.
  ///
  /// If this controller is ``AppearanceState/appeared`` and forwards automatically, the child's
  /// visible subtree gets `willAppear(false)` then `didAppear(false)`, with
  /// ``isMovingToParent`` true; if this controller is ``AppearanceState/appearing``, the child
  /// gets `willAppear(false)` now and `didAppear` when this controller does. Off screen, no
  /// callbacks. Called during a transition on a controller that is on screen, the call is
  /// queued (see ``NavigationController``); on one that is off screen it happens at once, so
  /// `viewDidLoad` can build its children.
  ///
  /// - Throws: ``NavigationError`` when `child` is this controller or one of its ancestors,
  ///   already has a parent, is presented or is a window's root, or when this controller is a
  ///   container that manages its children itself. Nothing changes then.
  public func addChild(_ child: ScreenController) throws {
    let summary = "addChild \(child.quotedName) to \(quotedName)"
    if appearanceState == .disappeared && !registry.transitions.isIdle {
      try performAddChild(child)
    } else {
      try navigate(summary) { [self] in try performAddChild(child) }
    }
  }

  private func performAddChild(_ child: ScreenController) throws {
    if child === self {
      throw NavigationError(.wouldCreateCycle, "\(quotedName) cannot be its own child")
    }
    if managesOwnChildren {
      throw NavigationError(
        .managedByContainer,
        "\(quotedName) manages its children itself; \(child.quotedName) cannot be added with addChild"
      )
    }
    try child.validateIsFree(toJoin: self)
    children.append(child)
    child.parent = self
    guard shouldAutomaticallyForwardAppearanceMethods else { return }
    let shape: Transition.Shape
    switch appearanceState {
    case .appeared: shape = .appear
    case .appearing: shape = .begin
    case .disappeared, .disappearing: return
    }
    Transition(
      shape: shape, incoming: [child], animated: false, flags: [(child, .movingToParent)]
    ).perform()
  }

  /// Removes this controller from its parent's children.
  ///
  /// If it is on screen, its visible subtree gets `willDisappear(false)` then
  /// `didDisappear(false)` with ``isMovingFromParent`` true; ``parent`` still answers during
  /// those callbacks and is `nil` after. Does nothing without a parent. A child of a
  /// ``NavigationController`` or ``TabController`` is refused with a ``Diagnostic`` (use `pop`
  /// or `setViewControllers`). Called during a transition, the call is queued.
  public func removeFromParent() {
    guard let parent else { return }
    if parent.managesOwnChildren {
      registry.report(
        Diagnostic(
          kind: .refusedOperation,
          message:
            "removeFromParent refused: \(quotedName) belongs to \(parent.quotedName), which manages its children itself"
        ))
      return
    }
    if parent.appearanceState == .disappeared && appearanceState == .disappeared {
      performRemoveFromParent()
    } else {
      // Not throwing: `navigate` only rethrows what the operation throws.
      try? navigate("removeFromParent \(quotedName)") { [self] in performRemoveFromParent() }
    }
  }

  private func performRemoveFromParent() {
    guard let parent else { return }
    parent.children.removeAll { $0 === self }
    let shape: Transition.Shape? =
      switch appearanceState {
      case .appeared, .appearing: .disappear
      case .disappearing: .end
      case .disappeared: nil
      }
    if let shape {
      Transition(
        shape: shape, outgoing: [self], animated: false, flags: [(self, .movingFromParent)]
      ).perform()
    }
    self.parent = nil
  }

  /// Tells this controller, from a custom container that forwards by hand, that it is about to
  /// appear (`isAppearing` true) or disappear.
  ///
  /// Delivers `willAppear` or `willDisappear` to this controller and, if it forwards
  /// automatically, to its visible children. A call out of balance (appearing while already
  /// appearing or appeared, disappearing while disappearing or disappeared) is refused with a
  /// ``Diagnostic`` of kind ``Diagnostic/Kind/unbalancedAppearanceTransition`` and changes
  /// nothing. Runs at once, also inside callbacks: it is how a container forwards its own.
  public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    let event: LifecycleEvent = isAppearing ? .willAppear : .willDisappear
    guard machine.accepts(event) else {
      reportUnbalanced("beginAppearanceTransition(\(isAppearing))")
      return
    }
    deliverToVisibleSubtree(event, animated: animated)
  }

  /// Completes the transition begun with ``beginAppearanceTransition(_:animated:)``:
  /// `didAppear` or `didDisappear`, with the same `animated` value.
  ///
  /// Without a transition under way, refused with a ``Diagnostic`` and changes nothing.
  public func endAppearanceTransition() {
    let event: LifecycleEvent
    switch appearanceState {
    case .appearing: event = .didAppear
    case .disappearing: event = .didDisappear
    case .appeared, .disappeared:
      reportUnbalanced("endAppearanceTransition()")
      return
    }
    deliverToVisibleSubtree(event, animated: lastAnimated)
  }

  private func reportUnbalanced(_ call: String) {
    registry.report(
      Diagnostic(
        kind: .unbalancedAppearanceTransition,
        message: "unbalanced \(call) on \(quotedName) while \(appearanceState)"))
  }
}
