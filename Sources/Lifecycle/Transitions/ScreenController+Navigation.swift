extension ScreenController {
  /// Runs a navigation call now when no transition is under way, else queues it.
  ///
  /// - Parameters:
  ///   - summary: Names the call if it fails while queued, such as `push "B" onto "Nav"`.
  ///   - operation: Validates, mutates and performs the transition; it throws before mutating.
  /// - Throws: The operation's error when it runs now; a queued call's error goes to the
  ///   diagnostics channel instead.
  func navigate(
    _ summary: @autoclosure () -> String, _ operation: @escaping @MainActor () throws -> Void
  ) throws {
    let queue = registry.transitions
    if queue.isIdle {
      try queue.perform(operation)
    } else {
      queue.enqueue(summary(), operation)
    }
  }

  /// Whether this controller is on screen and stable, so changes below it have callbacks.
  var isOnScreen: Bool { appearanceState == .appeared }

  /// Whether `self` is `other` or one of its ancestors through ``parent`` links.
  func isAncestor(of other: ScreenController) -> Bool {
    var current: ScreenController? = other
    while let candidate = current {
      if candidate === self { return true }
      current = candidate.parent
    }
    return false
  }

  /// The top of this controller's containment tree: itself when it has no parent.
  var containmentRoot: ScreenController {
    var current = self
    while let parent = current.parent { current = parent }
    return current
  }

  /// Throws unless this controller is free to be placed somewhere new: no parent, not
  /// presented, not a window's root, and not `destination` or one of its ancestors (pass `nil`
  /// for a place outside any tree, such as a window).
  func validateIsFree(toJoin destination: ScreenController?) throws {
    if let parent {
      throw NavigationError(.alreadyHasParent, "\(quotedName) already has the parent \(parent.quotedName)")
    }
    if let presenter {
      throw NavigationError(
        .alreadyPresented, "\(quotedName) is already presented by \(presenter.quotedName)")
    }
    if window != nil {
      throw NavigationError(.isWindowRoot, "\(quotedName) is the root of a window")
    }
    if let destination, isAncestor(of: destination) {
      throw NavigationError(
        .wouldCreateCycle,
        "\(quotedName) cannot go inside \(destination.quotedName), which it contains")
    }
  }
}
