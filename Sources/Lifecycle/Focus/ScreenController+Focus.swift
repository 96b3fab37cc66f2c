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

  /// How this screen was revealed, while it holds focus it gained as ``FocusReason/revealed``:
  /// a pop, a dismissal in code, a sheet swiped down (see ``RevealDetail``). `nil` for any other
  /// gain, without focus, or when the navigation did not say. Readable from the screen's
  /// ``LifeCircleAction/hostController(_:didGainFocus:)`` on. O(1).
  public var revealedBy: RevealDetail? {
    focus.hasFocus && focus.reason == .revealed ? focus.revealDetail : nil
  }

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
  /// under its active children that are on screen. An active child that is not a child of its
  /// container, or that it names twice, is skipped, with a diagnostic when `registry` is given.
  /// Iterative (a worklist where a container names several active children), so a tree of any
  /// depth costs no stack; allocation-free along single-child paths (a stack's top, a selected
  /// tab).
  func appendFocusedScreens(
    to screens: inout [ScreenController], reportingTo registry: LifeCircleRegistry?
  ) {
    guard appearanceState == .appeared else { return }
    var pending: [ScreenController] = []
    var node = self
    while true {
      if !node.isContainer {
        screens.append(node)
      } else {
        switch node.focusChildren {
        case .none:
          break
        case .one(let child):
          if node.isFocusable(child, reportingTo: registry) {
            node = child
            continue
          }
        case .all(let children):
          let start = pending.count
          for child in children where node.isFocusable(child, reportingTo: registry) {
            if pending[start...].containsIdentical(child) {
              registry?.report(
                Diagnostic(
                  kind: .refusedOperation,
                  message:
                    "activeChildren of \(node.quotedName) names \(child.quotedName) more than once; focused once",
                  cause: .activeChildNamedTwice
                ))
            } else {
              pending.append(child)
            }
          }
          pending[start...].reverse()
        }
      }
      guard let next = pending.popLast() else { return }
      node = next
    }
  }

  /// Whether `child`, named active by this container, can hold focus: it is on screen and one
  /// of this controller's children (a stranger is reported to `registry`, if given).
  private func isFocusable(_ child: ScreenController, reportingTo registry: LifeCircleRegistry?)
    -> Bool
  {
    // A controller in `children` has this one as its parent (a child leaves `children` before
    // its link is cut, never after): the last child, a stack's top, is settled without loading
    // the weak link.
    let isLastChild = !tree.children.isEmpty && tree.children[tree.children.count - 1] === child
    guard isLastChild || (child.links.contains(.parent) && child.parent === self) else {
      registry?.report(
        Diagnostic(
          kind: .refusedOperation,
          message:
            "activeChildren of \(quotedName) names \(child.quotedName), which is not its child; ignored for focus",
          cause: .activeChildNotAChild
        ))
      return false
    }
    return child.appearanceState == .appeared
  }
}
