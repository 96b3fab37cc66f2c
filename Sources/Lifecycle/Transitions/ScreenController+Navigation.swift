extension ScreenController {
  /// Runs a navigation call on this controller's queue: now when no transition is under way,
  /// else after it (see ``TransitionQueue/run(_:queuedResult:_:)``).
  func navigate(
    _ summary: @autoclosure () -> String, _ operation: @escaping @MainActor () throws -> Void
  ) throws {
    try registry.transitions.run(summary(), queuedResult: (), operation)
  }

  /// Runs a navigation call that returns a value now, or queues it and returns `queuedResult`.
  func navigate<Result>(
    _ summary: @autoclosure () -> String, queuedResult: @autoclosure () -> Result,
    _ operation: @escaping @MainActor () throws -> Result
  ) throws -> Result {
    try registry.transitions.run(summary(), queuedResult: queuedResult(), operation)
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
      throw NavigationError(
        .alreadyHasParent, "\(quotedName) already has the parent \(parent.quotedName)")
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

extension ScreenController {
  /// The nearest ancestor through ``parent`` links that is a `T`.
  func nearestAncestor<T: ScreenController>(_ type: T.Type) -> T? {
    var current = parent
    while let candidate = current {
      if let match = candidate as? T { return match }
      current = candidate.parent
    }
    return nil
  }

  /// The nearest ``NavigationController`` above this controller, through parent links (not
  /// through presentations), or `nil`.
  public var navigationController: NavigationController? {
    nearestAncestor(NavigationController.self)
  }

  /// The nearest ``TabController`` above this controller, through parent links, or `nil`.
  public var tabController: TabController? { nearestAncestor(TabController.self) }
}
