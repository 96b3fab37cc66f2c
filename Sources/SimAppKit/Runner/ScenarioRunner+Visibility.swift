import Lifecycle

extension ScenarioRunner {
  /// The controllers the visible windows show, from the public API alone: for each window, the
  /// visible members of the presentation chain, then each one's visible subtree, parent first.
  package func visibleControllers() -> [ScreenController] {
    var visible: [ScreenController] = []
    for window in liveWindows where window.isVisible {
      appendVisible(from: window.rootController, to: &visible)
    }
    return visible
  }

  /// What `root`, on screen, shows: the visible members of its presentation chain, then each
  /// one's visible subtree, parent first. A `container` forwards to all its children.
  package func visibleControllers(from root: ScreenController) -> [ScreenController] {
    var visible: [ScreenController] = []
    appendVisible(from: root, to: &visible)
    return visible
  }

  /// Appends ``visibleControllers(from:)`` to `visible` (plain loops: closures here would each
  /// check the main actor at every call).
  private func appendVisible(from root: ScreenController, to visible: inout [ScreenController]) {
    var chain = [root]
    while let last = chain.last, let next = last.presentedController,
      next.presentingController === last
    {
      chain.append(next)
    }
    for (index, member) in chain.enumerated()
    where index == chain.count - 1 || chain[index + 1].presentationStyle != .fullScreen {
      Self.walkVisible(member, into: &visible)
    }
  }

  private static func walkVisible(
    _ controller: ScreenController, into visible: inout [ScreenController]
  ) {
    visible.append(controller)
    if let container = controller as? SimContainer {
      for child in container.childrenInStep { walkVisible(child, into: &visible) }
      return
    }
    guard controller.shouldAutomaticallyForwardAppearanceMethods else { return }
    if let navigation = controller as? NavigationController {
      if let top = navigation.topController { walkVisible(top, into: &visible) }
    } else if let tabs = controller as? TabController {
      walkVisible(tabs.selectedController, into: &visible)
    } else {
      for child in controller.children { walkVisible(child, into: &visible) }
    }
  }

  /// What is on screen agrees with what the windows show (when no interactive pop is in
  /// flight): exactly the visible trees, and the trees shown by hand, are appeared; every
  /// member of a tree shown by hand is in its root's state.
  func visibilityProblems(of all: [ScreenController]) -> [String] {
    var problems: [String] = []
    let visible = visibleControllers()
    var visibleSet = Set<ObjectIdentifier>()
    for controller in visible { visibleSet.insert(ObjectIdentifier(controller)) }
    var windowRoots = Set<ObjectIdentifier>()
    for window in liveWindows { windowRoots.insert(ObjectIdentifier(window.rootController)) }
    // Trees shown by hand are on screen outside what the windows show: a free screen driven
    // with `begin`/`end`, or a container's child driven so directly.
    var byHand = Set<ObjectIdentifier>()
    for root in all where gestures.isEmpty {
      let id = ObjectIdentifier(root)
      let state = root.appearanceState
      guard state != .disappeared, !visibleSet.contains(id), !windowRoots.contains(id) else {
        continue
      }
      let isDrivenByHand =
        root.parent.map { !$0.shouldAutomaticallyForwardAppearanceMethods }
        ?? (root.presentingController == nil)
      guard isDrivenByHand else { continue }
      for member in visibleControllers(from: root) {
        byHand.insert(ObjectIdentifier(member))
        if member.appearanceState != state {
          problems.append(
            "\(member.title) is \(member.appearanceState) in a tree shown by hand whose root \(root.title) is \(state)"
          )
        }
      }
    }
    guard gestures.isEmpty else { return problems }
    let windowSection = problems.count
    var appeared: [ScreenController] = []
    var appearedSet = Set<ObjectIdentifier>()
    for controller in all {
      let id = ObjectIdentifier(controller)
      let state = controller.appearanceState
      if state == .appeared && !byHand.contains(id) {
        appeared.append(controller)
        appearedSet.insert(id)
      }
      if !visibleSet.contains(id) && !byHand.contains(id) && state != .disappeared {
        problems.append("\(controller.title) is off screen but \(state)")
      }
    }
    if appearedSet != visibleSet {
      problems.insert(
        "appeared \(appeared.map(\.title).sorted()) but the window shows \(visible.map(\.title).sorted())",
        at: windowSection)
    }
    return problems
  }
}
