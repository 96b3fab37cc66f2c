/// The one engine that makes the callbacks each controller's ``AppearanceMachine`` asks for, sets
/// the flags around them and forwards to children.
extension UIViewController {
  /// Loads the view and the views of the visible children, pre-order, before an appearance
  /// (UIKIT-CALLS.md §1 row 10: every `viewDidLoad` of the subtree before its first
  /// `viewWillAppear`).
  func prepareForAppearance() {
    loadViewIfRequired()
    installVisibleChildViews()
    for child in appearanceChildren {
      child.prepareForAppearance()
    }
  }

  /// Calls `viewWillAppear` or `viewWillDisappear` unless the controller is already there, then
  /// (for plain controllers) forwards to the visible children.
  ///
  /// - Parameters:
  ///   - appearing: The direction.
  ///   - animated: The flag passed to this and the matching did-callback.
  ///   - cause: The flag the callbacks read; `nil` derives it from containment.
  func beginAppearance(_ appearing: Bool, animated: Bool, cause: AppearanceCause? = nil) {
    let flag = cause ?? derivedCause(appearing: appearing)
    guard
      let callback = record.machine.begin(appearing: appearing, animated: animated, cause: flag)
    else { return }
    perform(callback)
    if !forwardsFromCallbacks {
      forwardBegin(appearing, animated: animated)
    }
  }

  /// Forwards a begin to the visible children when the controller forwards automatically.
  func forwardBegin(_ appearing: Bool, animated: Bool) {
    guard shouldAutomaticallyForwardAppearanceMethods else { return }
    for child in appearanceChildren {
      child.beginAppearance(appearing, animated: animated)
    }
  }

  /// Calls `viewIsAppearing` once per appearance (when ``UIKitStandIn/callsViewIsAppearing``),
  /// then forwards it.
  func runIsAppearing() {
    guard let callback = record.machine.isAppearing() else { return }
    if UIKitStandIn.callsViewIsAppearing {
      perform(callback)
    }
    if !forwardsFromCallbacks {
      forwardIsAppearing()
    }
  }

  /// Forwards `viewIsAppearing` to the visible children.
  func forwardIsAppearing() {
    guard shouldAutomaticallyForwardAppearanceMethods else { return }
    for child in appearanceChildren {
      child.runIsAppearing()
    }
  }

  /// Calls `viewDidAppear` or `viewDidDisappear` for a change under way (running
  /// `viewIsAppearing` first if it has not run), then forwards it.
  func endAppearance() {
    var next = record.machine.end()
    if next == .viewIsAppearing {
      runIsAppearing()
      next = record.machine.end()
    }
    guard let callback = next else { return }
    perform(callback)
    if callback == .viewDidAppear {
      record.awaitsFirstAppearanceInParent = false
    }
    if !forwardsFromCallbacks {
      forwardEnd()
    }
    record.machine.settle()
  }

  /// Forwards an end to the visible children.
  func forwardEnd() {
    guard shouldAutomaticallyForwardAppearanceMethods else { return }
    for child in appearanceChildren {
      child.endAppearance()
    }
  }

  /// Makes `callback` with the change's `animated` flag, the flags readable meanwhile.
  private func perform(_ callback: AppearanceMachine.Callback) {
    let animated = record.machine.animated
    record.callbackDepth += 1
    switch callback {
    case .viewWillAppear: viewWillAppear(animated)
    case .viewWillDisappear: viewWillDisappear(animated)
    case .viewIsAppearing: viewIsAppearing(animated)
    case .viewDidAppear: viewDidAppear(animated)
    case .viewDidDisappear: viewDidDisappear(animated)
    }
    record.callbackDepth -= 1
  }

  /// The flag of an appearance nobody named a cause for: a containment move under way, or the
  /// first appearance in a container the controller was added to off screen.
  private func derivedCause(appearing: Bool) -> AppearanceCause {
    switch record.containment {
    case .movingToParent:
      return appearing ? .movingToParent : .none
    case .movingFromParent:
      return appearing ? .none : .movingFromParent
    case .settled:
      return appearing && record.awaitsFirstAppearanceInParent ? .movingToParent : .none
    }
  }

  /// Whether the parent lets a view move drive this controller's appearance.
  private var viewMovesDriveAppearance: Bool {
    guard let parent = record.parent else { return false }
    return parent.shouldAutomaticallyForwardAppearanceMethods && !parent.forwardsFromCallbacks
      && parent.record.machine.state == .appeared
  }

  /// `addSubview` put the view into a visible window (UIKIT-CALLS.md §17a row 4).
  func viewEnteredWindowThroughUserCall() {
    guard viewMovesDriveAppearance else { return }
    prepareForAppearance()
    beginAppearance(true, animated: false)
    runIsAppearing()
    endAppearance()
  }

  /// `removeFromSuperview` is about to take the view out of a visible window (§17a row 7).
  func viewWillLeaveWindowThroughUserCall() {
    guard viewMovesDriveAppearance else { return }
    beginAppearance(false, animated: false)
  }

  /// `removeFromSuperview` took the view out of a visible window (§17a row 7).
  func viewLeftWindowThroughUserCall() {
    guard record.machine.state == .disappearing else { return }
    endAppearance()
  }
}
