extension ScreenController {
  /// Whether this screen holds the app's focus: it is one of the focused screens of the key
  /// window (``Window/isKeyWindow``) while the app is in the foreground (``LifeCircleApp``).
  ///
  /// Focus is decided by the engine once the work under way has drained, so this changes after
  /// a navigation's last appearance callback, never in the middle of a transition; it turns
  /// `true` just before the screen's actions hear
  /// ``LifeCircleAction/hostController(_:didGainFocus:)`` and `false` just before they hear
  /// ``LifeCircleAction/hostController(_:didLoseFocus:)``. A container (``isContainer``) never
  /// has focus. O(1).
  public var hasFocus: Bool { focus.hasFocus }

  /// Asks the engine to decide focus again: call it from a custom container whose
  /// ``activeChildren`` changed without navigation (a pager that moved to another page it keeps
  /// on screen). Outside every callback the decision, and its focus events, happen before this
  /// returns; from a callback, once the work under way has drained. Does nothing for a
  /// controller outside every window.
  public func setNeedsFocusUpdate() {
    guard let window = hostWindow else { return }
    window.registry.setNeedsFocusDecision()
    TreeEngine.settleFocusIfAtTopLevel()
  }

  /// The last controller of this controller's presentation chain: itself when it presents
  /// nothing. O(presentations).
  var topmostPresentation: ScreenController {
    var current = self
    while let next = current.presented { current = next }
    return current
  }

  /// Appends the focused screens under this controller to `screens`, in tree order: nothing if
  /// it is not appeared (a root made to disappear by hand), itself if it is content, else those
  /// under its active children that are on screen. An
  /// active child that is not a child of its container is skipped, with a diagnostic when
  /// `registry` is given. Iterative along single-child paths (a stack's top, a selected tab),
  /// so a path of any depth costs no stack; recursive only where a container names several
  /// active children. No allocation for the library's containers.
  func appendFocusedScreens(
    to screens: inout [ScreenController], reportingTo registry: LifeCircleRegistry?
  ) {
    guard appearanceState == .appeared else { return }
    var node = self
    while node.isContainer {
      switch node.focusChildren {
      case .none:
        return
      case .one(let child):
        guard node.isFocusable(child, reportingTo: registry) else { return }
        node = child
      case .all(let children):
        for child in children where node.isFocusable(child, reportingTo: registry) {
          child.appendFocusedScreens(to: &screens, reportingTo: registry)
        }
        return
      }
    }
    screens.append(node)
  }

  /// Whether `child`, named active by this container, can hold focus: it is on screen and one
  /// of this controller's children (a stranger is reported to `registry`, if given).
  private func isFocusable(_ child: ScreenController, reportingTo registry: LifeCircleRegistry?)
    -> Bool
  {
    guard child.links.contains(.parent), child.parent === self else {
      registry?.report(
        Diagnostic(
          kind: .refusedOperation,
          message:
            "activeChildren of \(quotedName) names \(child.quotedName), which is not its child; ignored for focus"
        ))
      return false
    }
    return child.appearanceState == .appeared
  }
}
