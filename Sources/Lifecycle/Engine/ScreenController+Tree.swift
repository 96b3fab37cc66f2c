extension ScreenController {
  /// The top of this controller's tree: its containment root, or, when that is presented, the
  /// top of its presenter's tree. The window, if any, holds this controller.
  var treeRoot: ScreenController {
    if links.isEmpty { return self }
    var member = containmentRoot
    while let presenter = member.presenter { member = presenter.containmentRoot }
    return member
  }

  /// The engine of this controller's tree: its window's, or its tree root's own.
  ///
  /// A controller with a manual transition open, or below one, answers the engine that
  /// transition holds: a hold stays with the controllers it was opened for even if their tree
  /// is split or merged meanwhile (a parent freed, a window made around it), so calls that reach
  /// them keep waiting for the end.
  var treeEngine: TreeEngine {
    if let manualTransitionHold { return manualTransitionHold }
    if links.isEmpty { return ownTreeEngine }
    var member = self
    while true {
      if let hold = member.manualTransitionHold { return hold }
      guard member.links.contains(.parent), let parent = member.parent else { break }
      member = parent
    }
    let root = treeRoot
    if let window = root.window { return window.engine }
    return root.ownTreeEngine
  }

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
    while current.links.contains(.parent), let parent = current.parent { current = parent }
    return current
  }

  /// Whether ``validateIsFree(toJoin:)`` would pass outside any tree: what the initialisers of
  /// containers and windows require of the controllers they take.
  var isFreeToJoin: Bool { (try? validateIsFree(toJoin: nil)) != nil }

  /// Throws unless this controller is free to be placed somewhere new: no parent, not
  /// presented, not a window's root, off screen, with no transition of its own tree under way
  /// (a manual one open, say), and not `destination` or one of its ancestors (pass `nil`
  /// for a place outside any tree, such as a window).
  func validateIsFree(toJoin destination: ScreenController?) throws {
    try validateHasNoPlace()
    if appearanceState != .disappeared {
      throw NavigationError(
        .alreadyOnScreen,
        "\(quotedName) is \(appearanceState) on its own; end its appearance before placing it")
    }
    try validateIsNotAncestor(of: destination)
    if ownTreeIsBusy {
      throw NavigationError(
        .transitionInProgress,
        "\(quotedName) cannot join another tree while a transition of its own is under way")
    }
  }
}

extension ScreenController {
  /// Throws unless this controller has no place in a tree: no parent, not presented, not a
  /// window's root.
  func validateHasNoPlace() throws {
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
  }

  /// Throws when this controller is `destination` or one of its ancestors.
  func validateIsNotAncestor(of destination: ScreenController?) throws {
    if let destination, isAncestor(of: destination) {
      throw NavigationError(
        .wouldCreateCycle,
        "\(quotedName) cannot go inside \(destination.quotedName), which it contains")
    }
  }
}

extension ScreenController {
  /// Submits module work to the engine of this controller's tree (see ``ModuleWork``): it runs
  /// now when nothing delivers callbacks (and, if it waits for holds, nothing holds the tree);
  /// otherwise it is queued, and its error, if it fails when it runs, is reported as a
  /// ``Diagnostic/Kind/queuedOperationFailed`` diagnostic.
  ///
  /// - Returns: `true` when the work ran now, `false` when it was queued.
  /// - Throws: The work's error when it ran now.
  @discardableResult
  package func submitToTreeEngine(_ work: some ModuleWork) throws -> Bool {
    try TreeEngine.run(.module(work)) != nil
  }
}
