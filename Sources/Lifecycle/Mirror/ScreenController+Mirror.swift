/// Mirror operations: a host that drives appearance itself (UIKit, through `LifeCircleUIKit`)
/// tells the model how its structure changed, and the model records it without delivering
/// anything. Each operation validates first and changes nothing when it refuses, reporting a
/// ``Diagnostic`` of kind ``Diagnostic/Kind/refusedOperation`` whose cause names the operation
/// (``Diagnostic/Cause/mirrorContradiction(_:_:)``); each returns whether it applied.
/// None of them decides focus: the host's next event does, once nothing is under way, or
/// ``setNeedsFocusUpdate()`` when no event follows.
extension ScreenController {
  /// Makes `newChildren` this screen's children, in that order, delivering nothing: what a
  /// container the host drives holds now (a navigation stack, a tab bar's tabs, a custom
  /// container's children).
  ///
  /// A child that joins must be free (no parent, not presented, not a window's root, off screen)
  /// or be leaving this screen (it comes back). A child that leaves while on screen keeps its
  /// ``parent`` link until its host delivers its `didDisappear`, as a popped controller keeps
  /// its navigation controller during its callbacks. Children that join are hosted: the host
  /// delivers their events (``deliverHostedEvent(_:animated:flags:)``).
  ///
  /// Refused, changing nothing: a list that names a controller twice or names this screen; a
  /// joining child that is not free or would contain this screen; a screen that manages its
  /// children itself (``NavigationController``, ``TabController``); a screen that forwards its
  /// events to its children automatically (the host forwards them, so the model must not).
  ///
  /// O(children²) for the identity checks, fine for the handful a container holds.
  ///
  /// - Returns: Whether the children are now `newChildren`.
  @discardableResult
  public func mirrorSetChildren(_ newChildren: [ScreenController]) -> Bool {
    if let refusal = refusalToMirror(children: newChildren) {
      reportMirrorRefusal("mirrorSetChildren", refusal.message, cause: refusal.cause)
      return false
    }
    let old = children
    children = newChildren
    for child in old where !newChildren.containsIdentical(child) {
      if child.appearanceState == .disappeared {
        child.parent = nil
      } else {
        child.dispatch.departure.insert(.parent)
      }
    }
    for child in newChildren {
      child.parent = self
      child.dispatch.isHosted = true
      child.dispatch.departure.remove(.parent)
    }
    hostWindow?.registry.setNeedsFocusDecision()
    return true
  }

  /// Why ``mirrorSetChildren(_:)`` cannot apply, or `nil`.
  private func refusalToMirror(
    children newChildren: [ScreenController]
  ) -> (cause: Diagnostic.Cause, message: String)? {
    func contradiction(_ reason: NavigationError.Reason) -> Diagnostic.Cause {
      .mirrorContradiction(.setChildren, reason)
    }
    if managesOwnChildren {
      return (contradiction(.managedByContainer), "\(quotedName) manages its children itself")
    }
    if !newChildren.isEmpty && shouldAutomaticallyForwardAppearanceMethods {
      return (
        .mirroredContainerForwardsAutomatically,
        "\(quotedName) forwards appearance to its children automatically; a mirrored container forwards nothing (override shouldAutomaticallyForwardAppearanceMethods to return false)"
      )
    }
    for (index, child) in newChildren.enumerated() {
      if child === self {
        return (contradiction(.wouldCreateCycle), "\(quotedName) cannot be its own child")
      }
      if newChildren[(index + 1)...].containsIdentical(child) {
        return (contradiction(.duplicateControllers), "\(child.quotedName) is named twice")
      }
      if children.containsIdentical(child) { continue }
      if child.parent === self && child.dispatch.departure.contains(.parent) { continue }
      do {
        try child.validateMayJoinMirror(self)
      } catch {
        return (contradiction(NavigationError.reason(of: error)), "\(error)")
      }
    }
    return nil
  }

  /// Records that this screen, a presenting context (the root of its containment tree),
  /// presents `controller` with `style`, delivering nothing.
  ///
  /// ``PresentationStyle/fullScreen`` stands for a presentation that removes the presenting
  /// context's views from the window (UIKit's full screen); every other UIKit style
  /// (sheets, `overFullScreen`, custom) is ``PresentationStyle/sheet``. Focus follows the
  /// topmost presentation of every style. The same presentation again does nothing; a
  /// controller leaving this context comes back.
  ///
  /// Refused, changing nothing: this screen has a parent (UIKit presents from the top-most
  /// parent), already presents another controller, or `controller` is not free.
  ///
  /// - Returns: Whether this screen now presents `controller`.
  @discardableResult
  public func mirrorPresent(_ controller: ScreenController, style: PresentationStyle) -> Bool {
    if presented === controller { return true }
    let refusal: (reason: NavigationError.Reason, message: String)?
    if controller === self {
      refusal = (.wouldCreateCycle, "\(quotedName) cannot present itself")
    } else if let parent {
      refusal = (
        .alreadyHasParent,
        "\(quotedName) is inside \(parent.quotedName); a presentation is recorded on the top-most parent"
      )
    } else if let presented {
      refusal = (.alreadyPresenting, "\(quotedName) already presents \(presented.quotedName)")
    } else if controller.presenter === self && controller.dispatch.departure.contains(.presenter) {
      refusal = nil
    } else {
      do {
        try controller.validateMayJoinMirror(self)
        refusal = nil
      } catch {
        refusal = (NavigationError.reason(of: error), "\(error)")
      }
    }
    if let refusal {
      reportMirrorRefusal(
        "mirrorPresent", refusal.message, cause: .mirrorContradiction(.present, refusal.reason))
      return false
    }
    presented = controller
    controller.presenter = self
    controller.presentationStyle = style
    controller.dispatch.isHosted = true
    controller.dispatch.departure.remove(.presenter)
    hostWindow?.registry.setNeedsFocusDecision()
    return true
  }

  /// Records that what this presenting context presents is dismissed, with everything
  /// presented above it, delivering nothing.
  ///
  /// A dismissed controller still on screen keeps its presenter link until its host delivers
  /// its `didDisappear` (``presentingController`` answers meanwhile, as in UIKit); one already
  /// off screen is let go at once.
  ///
  /// Refused, changing nothing: this screen presents nothing (the dismissal of nothing).
  ///
  /// - Returns: Whether something was dismissed.
  @discardableResult
  public func mirrorDismiss() -> Bool {
    guard var member = presented else {
      reportMirrorRefusal(
        "mirrorDismiss", "\(quotedName) presents nothing",
        cause: .mirrorContradiction(.dismiss, .nothingToDismiss))
      return false
    }
    presented = nil
    while true {
      let next = member.presented
      member.presented = nil
      if member.appearanceState == .disappeared {
        member.presenter = nil
        member.presentationStyle = nil
      } else {
        member.dispatch.departure.insert(.presenter)
      }
      guard let next else { break }
      member = next
    }
    hostWindow?.registry.setNeedsFocusDecision()
    return true
  }

  /// Tells the next focus decision why this screen would gain or lose focus (`reason` says
  /// which: a gain reason or a loss reason), as the model's own navigation does for the
  /// screens it moves: a host names a push, a pop, a tab switch or a dismissal this way, and,
  /// for ``FocusReason/revealed``, how (``revealedBy``: a sheet swiped down, say). A hint
  /// reaches the screens below this one that have none of their own. Read by the next decision
  /// of this screen's window only; does nothing outside every window.
  public func mirrorFocusReason(_ reason: FocusReason, revealedBy detail: RevealDetail? = nil) {
    guard let registry = hostWindow?.registry else { return }
    leaveFocusHint(reason, epoch: registry.focusState.epoch, detail: detail)
    registry.setNeedsFocusDecision()
  }

  /// Throws unless this controller may join `destination` (`nil`: a window) in a mirror: it is
  /// free (see `validateIsFree(toJoin:)`), except that a hosted screen may already be on screen
  /// by itself, its own transition under way: the host delivered its events before the mirror
  /// learnt where it is (a window the bridge hears of only once it is visible).
  func validateMayJoinMirror(_ destination: ScreenController?) throws {
    guard dispatch.isHosted else { return try validateIsFree(toJoin: destination) }
    try validateHasNoPlace()
    try validateIsNotAncestor(of: destination)
  }

  /// Reports a refused mirror operation: `operation` in the message, with `reason` in words,
  /// and `cause` as the value.
  func reportMirrorRefusal(_ operation: String, _ reason: String, cause: Diagnostic.Cause) {
    registry.report(
      Diagnostic(
        kind: .refusedOperation, message: "\(operation) refused: \(reason)", cause: cause))
  }
}
