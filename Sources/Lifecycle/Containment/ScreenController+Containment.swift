extension ScreenController {
  /// Adds `child` after the existing children.
  ///
  /// If this controller is ``AppearanceState/appeared`` and forwards automatically, the child's
  /// visible subtree gets `willAppear(false)` then `didAppear(false)`, with
  /// ``isMovingToParent`` true. Off screen, no callbacks. Called while callbacks are being
  /// delivered (in this tree or another) or between a manual begin and end, the call is queued
  /// until that is over, so it never meets a parent half-way through appearing or
  /// disappearing; on a controller that is off screen while its own tree is busy it happens at
  /// once, so `viewDidLoad` can build its children.
  ///
  /// - Throws: ``NavigationError`` when `child` is this controller or one of its ancestors,
  ///   already has a parent, is presented, is a window's root or is on screen by itself, or when
  ///   this controller is a container that manages its children itself. Nothing changes then.
  public func addChild(_ child: ScreenController) throws {
    try TreeEngine.run(.addChild(self, child))
  }

  /// Validates, adds and describes the change: the body of ``addChild(_:)``.
  func performAddChild(_ child: ScreenController) throws -> ScreenChange {
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
    return .childAdded(child)
  }

  /// Removes this controller from its parent's children.
  ///
  /// If it is on screen, its visible subtree gets `willDisappear(false)` then
  /// `didDisappear(false)` with ``isMovingFromParent`` true; ``parent`` still answers during
  /// those callbacks and is `nil` after. Outside callbacks, does nothing without a parent. A
  /// child of a ``NavigationController`` or ``TabController`` is refused with a ``Diagnostic``
  /// (use `pop` or `setViewControllers`). Both off screen while their tree is busy, it happens at
  /// once, unless a manual transition or a gesture holds the tree. Called while callbacks are
  /// being delivered (in any tree), the call is queued, and checked when it runs: it removes the
  /// parent the controller has then (so `addChild(c)` then `c.removeFromParent()` in one callback
  /// leaves `c` without a parent); if the controller has joined such a container meanwhile, the
  /// queued call fails with a diagnostic and changes nothing.
  public func removeFromParent() {
    // Without a parent there is nothing to do, unless callbacks are under way: the call then
    // queues behind them, and finds the parent a queued `addChild` gave it meanwhile.
    guard parent != nil || TreeEngine.isAnyTreeDelivering else { return }
    do {
      try TreeEngine.run(.removeFromParent(self))
    } catch {
      registry.report(
        Diagnostic(
          kind: .refusedOperation, message: "removeFromParent refused: \(error)",
          cause: .removeFromParentRefused(NavigationError.reason(of: error))))
    }
  }

  /// Validates, removes this controller from its parent and describes the change: the body of
  /// ``removeFromParent()``.
  func performRemoveFromParent() throws -> ScreenChange {
    guard let parent else { return .none }
    if parent.managesOwnChildren {
      throw NavigationError(
        .managedByContainer,
        "\(quotedName) belongs to \(parent.quotedName), which manages its children itself")
    }
    parent.children.removeLastIdentical(self)
    return .childRemoved(self)
  }

  /// Tells this controller, from a custom container that forwards by hand, that it is about to
  /// appear (`isAppearing` true) or disappear.
  ///
  /// Delivers `willAppear` or `willDisappear` to this controller and, if it forwards
  /// automatically, to its visible children (after loading the views of those about to appear).
  /// It opens a transition of the controller's tree that ``endAppearanceTransition()`` closes:
  /// navigation calls made in between, from callbacks or not, are queued and run after the end.
  /// It runs at once, also inside callbacks: it is how a container forwards its own.
  ///
  /// Refused with a ``Diagnostic``, changing nothing: a call out of balance (appearing while
  /// already appearing or appeared, disappearing while disappearing or disappeared), kind
  /// ``Diagnostic/Kind/unbalancedAppearanceTransition``; a call on a controller whose appearance
  /// someone else forwards (a child of a container that forwards automatically, a window's root,
  /// a presented controller), or made while the controller or one it forwards to is still
  /// hearing an event (from its own hook or actions: the new event would overtake the one under
  /// way), or a call that would reach a controller half-way through a transition this
  /// controller did not open by hand (a navigation, a tab switch or a gesture under way, which
  /// delivers its "did" event itself), kind ``Diagnostic/Kind/refusedOperation``.
  public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    let event: LifecycleEvent = isAppearing ? .willAppear : .willDisappear
    guard mayForwardByHand("beginAppearanceTransition(\(isAppearing))") else { return }
    guard subtreeAccepts(event) else {
      return reportUnbalanced("beginAppearanceTransition(\(isAppearing))")
    }
    guard let halfWay = controllerHalfWayThroughAnotherTransition else {
      return treeEngine.forwardManually(event, to: self, animated: animated)
    }
    registry.report(
      Diagnostic(
        kind: .refusedOperation,
        message:
          "beginAppearanceTransition(\(isAppearing)) refused on \(quotedName): \(halfWay.quotedName) is half-way through a transition under way; forward once it is over",
        cause: .manualForwardDuringAnotherTransition
      ))
  }

  /// A controller a manual forward from here would reach (this one or a forwarded visible
  /// descendant) that is appearing or disappearing in a transition this controller did not
  /// open by hand: a navigation, a tab switch or a gesture under way, which will deliver its
  /// "did" event itself. A forward reaching it would overtake that transition (the fuzzer's
  /// seed 1 found a tab switch's `didAppear` delivered to a tab a nested forward had made
  /// disappear). `nil` when there is none, or when this controller's own manual transition is
  /// open (reversing it is the container's right).
  private var controllerHalfWayThroughAnotherTransition: ScreenController? {
    guard manualTransitionHold == nil else { return nil }
    switch appearanceState {
    case .appearing, .disappearing: return self
    case .appeared, .disappeared: break
    }
    // A leaf (the hot case of custom containers) is settled here: no walk, no closure.
    guard !children.isEmpty, shouldAutomaticallyForwardAppearanceMethods else { return nil }
    var found: ScreenController?
    _ = anyForwardedTo(depth: 0) { controller in
      switch controller.appearanceState {
      case .appearing, .disappearing:
        found = controller
        return true
      case .appeared, .disappeared:
        return false
      }
    }
    return found
  }

  /// Completes the transition begun with ``beginAppearanceTransition(_:animated:)``:
  /// `didAppear` or `didDisappear`, with the same `animated` value. Then the navigation calls
  /// queued since the begin run, in call order.
  ///
  /// Without a transition under way, refused with a ``Diagnostic`` and changes nothing; so is a
  /// call on a controller whose appearance someone else forwards.
  public func endAppearanceTransition() {
    guard mayForwardByHand("endAppearanceTransition()") else { return }
    guard let event = machine.completingEvent, subtreeAccepts(event) else {
      return reportUnbalanced("endAppearanceTransition()")
    }
    treeEngine.forwardManually(event, to: self, animated: lastAnimated)
  }

  /// Whether this controller's appearance is its own to forward by hand: it is not a window's
  /// root, not presented, and its parent (if any) does not forward automatically. Reports a
  /// refusal when not.
  private func mayForwardByHand(_ call: @autoclosure () -> String) -> Bool {
    if subtreeIsDispatching {
      registry.report(
        Diagnostic(
          kind: .refusedOperation,
          message:
            "\(call()) refused on \(quotedName): it or a controller it forwards to is still hearing an event; forward once that event is over",
          cause: .manualForwardWhileHearingEvent
        ))
      return false
    }
    if links.isEmpty { return true }
    let owner: String? =
      if let parent, parent.shouldAutomaticallyForwardAppearanceMethods {
        "its parent \(parent.quotedName), which forwards automatically"
      } else if window != nil {
        "its window"
      } else if let presenter {
        "its presentation by \(presenter.quotedName)"
      } else {
        nil
      }
    guard let owner else { return true }
    registry.report(
      Diagnostic(
        kind: .refusedOperation,
        message: "\(call()) refused on \(quotedName): its appearance is forwarded by \(owner)",
        cause: .manualForwardOfForwardedController))
    return false
  }

  private func reportUnbalanced(_ call: String) {
    registry.report(
      Diagnostic(
        kind: .unbalancedAppearanceTransition,
        message:
          "unbalanced \(call) on \(quotedName) while \(appearanceState), or a controller it forwards to cannot follow"
      ))
  }
}
