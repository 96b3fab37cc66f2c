import Lifecycle
import SimAppKit

/// The focus invariant with its reference model.
extension ScenarioRunner {
  /// The focus invariant after a step: the step's focus events and every declared screen's
  /// `hasFocus` against the reference model (see ``FocusChecker``), and the key window.
  func focusProblems(in world: WorldTable, observer: InvariantObserver) -> [String] {
    let declared = world.declared
    var hasFocus: [String] = []
    for slot in 0..<declared.count
    where controllers.values[declared.indices[slot]].hasFocus {
      hasFocus.append(declared.titles[slot])
    }
    var problems = observer.focusChecker.check(
      hasFocus: hasFocus, model: referenceFocus(), inBackground: registry.isInBackground)
    problems += keyWindowProblems(in: world, madeKey: observer.stepMadeKey)
    return problems
  }

  /// At most one key window, visible; one whenever a window is visible; and a window made key
  /// by the step itself, with nothing holding any tree, is the key window.
  private func keyWindowProblems(in world: WorldTable, madeKey name: String?) -> [String] {
    let live = liveWindows
    var problems: [String] = []
    let keys = live.filter(\.isKeyWindow)
    if keys.count > 1 {
      problems.append("\(keys.count) windows are key: \(keys.map(\.rootController.title))")
    }
    for window in keys where !window.isVisible {
      problems.append("the window of \(window.rootController.title) is key, yet hidden")
    }
    if keys.isEmpty && live.contains(where: \.isVisible) {
      problems.append("a window is visible, yet none is key")
    }
    guard gestures.isEmpty, !world.isAnyControllerHalfway, let name else {
      return problems
    }
    let madeKey = watchedWindows.first { $0.name == name }?.window
    if let madeKey, madeKey.isVisible, !madeKey.isKeyWindow {
      problems.append("the window of \(madeKey.rootController.title) was made key, yet is not key")
    }
    return problems
  }

  /// The screens that hold the app's focus according to the rules, read from the tree through
  /// the public API (never the library's own walk): `nil` while a gesture or a manual
  /// transition holds a visible window's tree, or any declared screen is half-way through a
  /// transition (its hold may be on a window it has left), since focus is decided once it ends;
  /// none in
  /// the background or without a key window; else, from the key window's root, the topmost
  /// presentation, then, inside containers (a navigation controller: its top; tabs: the
  /// selected tab; a `container`: its appeared children), the content screens on screen.
  func referenceFocus() -> [String]? {
    for window in liveWindows where window.isVisible && Self.treeIsHeld(window.rootController) {
      return nil
    }
    // A manual transition keeps holding the tree it was opened in after its controller leaves
    // that tree (popped with the screen that contains it, say): no public API tells which tree,
    // so any declared screen half-way through a transition leaves the decision to the library.
    for controller in controllers.values
    where controller.appearanceState == .appearing || controller.appearanceState == .disappearing {
      return nil
    }
    guard !registry.isInBackground, let key = keyWindow else { return [] }
    var node = key.rootController
    while let next = node.presentedController { node = next }
    var found: [String] = []
    Self.appendFocused(node, to: &found)
    return found
  }

  /// The content screens focus reaches from `node` (see ``referenceFocus()``).
  private static func appendFocused(_ node: ScreenController, to found: inout [String]) {
    let active: [ScreenController]
    switch node {
    case let navigation as NavigationController: active = navigation.children.suffix(1)
    case let tabs as TabController: active = [tabs.selectedController]
    case is SimContainer: active = node.children
    default:
      found.append(node.title)
      return
    }
    for child in active where child.appearanceState == .appeared {
      appendFocused(child, to: &found)
    }
  }

  /// Whether a controller of the tree of `root` (its presentations and every descendant) is
  /// half-way through a transition at the end of a step: a gesture in flight or a manual
  /// transition begun and not ended, which holds the tree.
  private static func treeIsHeld(_ root: ScreenController) -> Bool {
    var pending: [ScreenController] = []
    var member: ScreenController? = root
    while let current = member {
      pending.append(current)
      member = current.presentedController
    }
    while let next = pending.popLast() {
      if next.appearanceState == .appearing || next.appearanceState == .disappearing {
        return true
      }
      pending += next.children
    }
    return false
  }
}
