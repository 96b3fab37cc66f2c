extension Window {
  /// Creates a hidden window whose appearance a host drives (UIKit, through
  /// `LifeCircleUIKit`): the window of the model that mirrors a `UIWindow`. `nil`, with a
  /// ``Diagnostic`` and nothing changed, when `rootController` is not free (it has a parent, is
  /// presented, is another window's root or is on screen by itself).
  ///
  /// Its root is hosted (the host delivers its events, see
  /// ``ScreenController/deliverHostedEvent(_:animated:flags:)``), and it changes only through
  /// the mirror operations, which deliver nothing: ``mirrorShow(makingKey:)``,
  /// ``mirrorHide()``, ``mirrorMakeKey()``, ``mirrorReplaceRoot(with:)``. The model's
  /// ``makeKeyAndVisible()``, ``hide()`` and ``setRootController(_:)`` are refused on it.
  /// Memory as for any window: visible, it keeps itself alive until hidden.
  public convenience init?(hostedRootController rootController: ScreenController) {
    do {
      try rootController.validateMayJoinMirror(nil)
    } catch {
      rootController.reportMirrorRefusal(
        "Window(hostedRootController:)", "\(error)",
        cause: .mirrorContradiction(.makeHostedWindow, NavigationError.reason(of: error)))
      return nil
    }
    self.init(rootController: rootController, appearanceIsHosted: true)
  }

  /// Records that the host showed this window (and, with `makingKey`, made it the key window
  /// of its registry), delivering nothing: the host delivers its root's events.
  ///
  /// Refused with a ``Diagnostic`` on a window whose appearance the model drives.
  public func mirrorShow(makingKey: Bool = true) {
    guard mayMirror("mirrorShow") else { return }
    if makingKey { registry.focusState.madeKey(self) }
    if !isVisible {
      isVisible = true
      Self.visibleWindows.append(self)
      root.mirrorFocusReason(.shown)
    }
    registry.setNeedsFocusDecision()
  }

  /// Records that the host hid this window, delivering nothing. If it was the key window, the
  /// visible window made key before it is key again (UIKit restores it the same way).
  ///
  /// Refused with a ``Diagnostic`` on a window whose appearance the model drives.
  public func mirrorHide() {
    guard mayMirror("mirrorHide"), isVisible else { return }
    root.mirrorFocusReason(.removed)
    registry.focusState.windowsLeftSinceDecision = true
    isVisible = false
    registry.focusState.windowHidden(self)
    Self.visibleWindows.removeLastIdentical(self)
    registry.setNeedsFocusDecision()
  }

  /// Records that the host made this visible window the key window of its registry.
  ///
  /// Refused with a ``Diagnostic`` on a hidden window, or one whose appearance the model
  /// drives.
  public func mirrorMakeKey() {
    guard mayMirror("mirrorMakeKey") else { return }
    guard isVisible else {
      return registry.report(
        Diagnostic(
          kind: .refusedOperation, message: "mirrorMakeKey refused: the window is hidden",
          cause: .mirrorContradiction(.makeKey, .notInVisibleWindow)))
    }
    registry.focusState.madeKey(self)
    registry.setNeedsFocusDecision()
  }

  /// Records that the host replaced this window's root with `controller`, delivering nothing.
  ///
  /// The old root keeps its window link until the host delivers its `didDisappear` (at once if
  /// it is off screen); its presentations go with it. The same root again does nothing.
  ///
  /// Refused with a ``Diagnostic``, changing nothing: `controller` is not free (it has a
  /// parent, is presented, is another window's root, is on screen by itself, or is still
  /// leaving this window as its previous root), or the model drives this window.
  ///
  /// - Returns: Whether `controller` is the root now.
  @discardableResult
  public func mirrorReplaceRoot(with controller: ScreenController) -> Bool {
    guard mayMirror("mirrorReplaceRoot") else { return false }
    guard controller !== root else { return true }
    do {
      if controller.window === self {
        throw NavigationError(
          .alreadyOnScreen, "\(controller.quotedName) is still leaving this window as its old root")
      }
      try controller.validateMayJoinMirror(nil)
    } catch {
      registry.report(
        Diagnostic(
          kind: .refusedOperation, message: "mirrorReplaceRoot refused: \(error)",
          cause: .mirrorContradiction(.replaceRoot, NavigationError.reason(of: error))))
      return false
    }
    let old = root
    old.mirrorFocusReason(.removed)
    registry.focusState.windowsLeftSinceDecision = true
    root = controller
    controller.window = self
    controller.dispatch.isHosted = true
    if old.appearanceState == .disappeared {
      old.window = nil
    } else {
      old.dispatch.departure.insert(.window)
    }
    controller.mirrorFocusReason(.shown)
    return true
  }

  /// Whether a mirror operation may run: the host drives this window. Reports a refusal.
  private func mayMirror(_ operation: String) -> Bool {
    guard appearanceIsHosted else {
      registry.report(
        Diagnostic(
          kind: .refusedOperation,
          message:
            "\(operation) refused: the model drives this window's appearance (create it with Window(hostedRootController:))",
          cause: .mirrorCallOnModelWindow
        ))
      return false
    }
    return true
  }
}
