import Actions
import Lifecycle

extension ScenarioRunner {
  /// The controllers the visible windows show, from the public API alone: for each window, the
  /// visible members of the presentation chain, then each one's visible subtree, parent first.
  package func visibleControllers() -> [ScreenController] {
    liveWindows.filter(\.isVisible).flatMap { visibleControllers(from: $0.rootController) }
  }

  /// What `root`, on screen, shows: the visible members of its presentation chain, then each
  /// one's visible subtree, parent first. A `container` forwards to all its children.
  package func visibleControllers(from root: ScreenController) -> [ScreenController] {
    var chain = [root]
    while let last = chain.last, let next = last.presentedController,
      next.presentingController === last
    {
      chain.append(next)
    }
    var visible: [ScreenController] = []
    func walk(_ controller: ScreenController) {
      visible.append(controller)
      if let container = controller as? SimContainer {
        return container.childrenInStep.forEach(walk)
      }
      guard controller.shouldAutomaticallyForwardAppearanceMethods else { return }
      if let navigation = controller as? NavigationController {
        navigation.topController.map(walk)
      } else if let tabs = controller as? TabController {
        walk(tabs.selectedController)
      } else {
        controller.children.forEach(walk)
      }
    }
    for (index, member) in chain.enumerated()
    where index == chain.count - 1 || chain[index + 1].presentationStyle != .fullScreen {
      walk(member)
    }
    return visible
  }

  /// The registry `controller` was created in.
  package func registry(of controller: ScreenController) -> LifeCircleRegistry {
    moduleScreens.contains(controller.title) ? moduleRegistry : registry
  }

  /// Every controller on screen in a live window: the members of its presentation chain that
  /// are not `disappeared`, and their children that are not, recursively. What a late global
  /// registration with replay must bring up to date. (A screen shown by hand below an ancestor
  /// that is off screen is not on screen in the window, and is not replayed to.)
  package func onScreenInWindows() -> [ScreenController] {
    var found: [ScreenController] = []
    func walk(_ controller: ScreenController) {
      guard controller.appearanceState != .disappeared else { return }
      found.append(controller)
      controller.children.forEach(walk)
    }
    for window in liveWindows {
      var member: ScreenController? = window.rootController
      var seen = Set<ObjectIdentifier>()
      while let current = member, seen.insert(ObjectIdentifier(current)).inserted {
        walk(current)
        member = current.presentedController
      }
    }
    return found
  }

  /// Whether `step`, made now, must deliver its callbacks at once: nothing holds any tree (no
  /// gesture in flight, no manual transition open) and it changes what a visible window shows.
  /// A success that delivers nothing then means the call was wrongly left queued.
  package func mustActAtOnce(_ step: Step) -> Bool {
    guard gestures.isEmpty,
      !controllers.values.contains(where: {
        $0.appearanceState == .appearing || $0.appearanceState == .disappearing
      })
    else { return false }
    let visible = Set(visibleControllers().map(ObjectIdentifier.init))
    func isVisible(_ name: String) -> Bool {
      controllers[name].map { visible.contains(ObjectIdentifier($0)) } ?? false
    }
    switch step {
    case .push(let navigation, _, _): return isVisible(navigation)
    case .pop(let navigation, _), .popToRoot(let navigation, _):
      return isVisible(navigation)
        && ((controllers[navigation] as? NavigationController)?.viewControllers.count ?? 0) > 1
    case .present(let presenter, _, _, _): return isVisible(presenter)
    case .show: return !(window?.isVisible ?? true)
    case .hide: return window?.isVisible ?? false
    case .showWindow(let name): return !(heldWindows[name]?.isVisible ?? true)
    case .hideWindow(let name): return heldWindows[name]?.isVisible ?? false
    default: return false
    }
  }

  /// Everything that a refused step must leave unchanged, as text.
  package func worldDescription() -> String {
    var lines: [String] = []
    func name(_ controller: ScreenController?) -> String { controller?.title ?? "-" }
    for (title, _) in declaredNames {
      if let probe = probes[title] {
        lines.append(
          "action \(title) global=\(registry.actions.contains { $0 === probe }) module=\(moduleRegistry.actions.contains { $0 === probe })"
        )
        continue
      }
      guard let controller = controllers[title] else { continue }
      var line =
        "\(title) \(controller.appearanceState) parent=\(name(controller.parent)) children=\(controller.children.map(\.title)) presents=\(name(controller.presentedController)) by=\(name(controller.presentingController)) style=\(controller.presentationStyle.map { "\($0)" } ?? "-")"
      if let tabs = controller as? TabController { line += " selected=\(tabs.selectedIndex)" }
      let own = controller.lifeCircleActions.compactMap { ($0 as? ProbeAction)?.name }
      let disabled = probes.values.filter { controller.isGlobalActionDisabled($0) }.map(\.name)
      line += " own=\(own) disabled=\(disabled.sorted())"
      lines.append(line)
    }
    for watched in watchedWindows {
      guard let window = watched.window else {
        lines.append("window \(watched.name) gone")
        continue
      }
      lines.append(
        "window \(watched.name) root=\(name(window.rootController)) visible=\(window.isVisible) held=\(heldWindows[watched.name] != nil)"
      )
    }
    return lines.joined(separator: "\n")
  }

  /// The tree engines' self-check (``TreeEngine``): between steps no tree delivers, and each
  /// engine's queue and holds agree with its state.
  func engineProblems(of controllers: [ScreenController]) -> [String] {
    var problems: [String] = []
    if TreeEngine.isAnyTreeDelivering {
      problems.append("engine: a tree still delivers after the step")
    }
    for window in liveWindows {
      problems += window.engineInvariantViolations.map {
        "engine of the window of \(window.rootController.title): \($0)"
      }
    }
    for controller in controllers
    where controller.parent == nil
      && controller.presentingController == nil
    {
      problems += controller.engineInvariantViolations.map {
        "engine of the tree of \(controller.title): \($0)"
      }
    }
    return problems
  }

  /// Every invariant, after a step; the problems found.
  package func invariantProblems() -> [String] {
    guard let checker else { return [] }
    // First, while this runner holds the only references it makes. While a gesture or a manual
    // transition holds a queue (a controller is half-way), calls queued meanwhile rightly keep
    // their controllers until they run.
    let isHeld =
      !gestures.isEmpty
      || controllers.values.contains {
        $0.appearanceState == .appearing || $0.appearanceState == .disappearing
      }
    var problems =
      !isHeld
      ? leakedControllers().map {
        "\($0) is off screen and free, yet something else keeps it alive"
      }
      : []
    problems += checker.takeViolations()
    problems += taskProblems()
    problems += listProblems()
    for probe in probes.values.sorted(by: { $0.name < $1.name }) {
      problems += probe.takeViolations()
    }
    // An unbalanced manual call is the scenario's misuse (`begin`, `end`), refused with nothing
    // changed; an illegal event is the engine's bug; runaway navigation the generator's.
    problems += stepDiagnostics.filter {
      [.illegalEvent, .runawayNavigation].contains($0.kind)
    }.map { "diagnostic: \($0.message)" }
    let all = declaredNames.compactMap { controllers[$0.name] }
    for controller in all where controller.appearanceState != checker.expectedState(of: controller)
    {
      problems.append(
        "\(controller.title) is \(controller.appearanceState) but its events say \(checker.expectedState(of: controller))"
      )
    }
    problems += engineProblems(of: all)
    let visible = visibleControllers()
    let visibleSet = Set(visible.map(ObjectIdentifier.init))
    // Trees shown by hand are on screen outside what the windows show: a free screen driven
    // with `begin`/`end`, or a container's child driven so directly. Each visible member is in
    // its root's state.
    let windowRoots = Set(liveWindows.map { ObjectIdentifier($0.rootController) })
    var byHand = Set<ObjectIdentifier>()
    for root in all
    where gestures.isEmpty && root.appearanceState != .disappeared
      && !visibleSet.contains(ObjectIdentifier(root))
      && !windowRoots.contains(ObjectIdentifier(root))
      && (root.parent.map { !$0.shouldAutomaticallyForwardAppearanceMethods }
        ?? (root.presentingController == nil))
    {
      for member in visibleControllers(from: root) {
        byHand.insert(ObjectIdentifier(member))
        if member.appearanceState != root.appearanceState {
          problems.append(
            "\(member.title) is \(member.appearanceState) in a tree shown by hand whose root \(root.title) is \(root.appearanceState)"
          )
        }
      }
    }
    if gestures.isEmpty {
      let appeared = all.filter {
        $0.appearanceState == .appeared && !byHand.contains(ObjectIdentifier($0))
      }
      if Set(appeared.map(ObjectIdentifier.init)) != visibleSet {
        problems.append(
          "appeared \(appeared.map(\.title).sorted()) but the window shows \(visible.map(\.title).sorted())"
        )
      }
      for controller in all
      where !visibleSet.contains(ObjectIdentifier(controller))
        && !byHand.contains(ObjectIdentifier(controller))
        && controller.appearanceState != .disappeared
      {
        problems.append("\(controller.title) is off screen but \(controller.appearanceState)")
      }
    }
    for controller in all {
      if let parent = controller.parent, !parent.children.contains(where: { $0 === controller }) {
        problems.append(
          "\(controller.title) names \(parent.title) as parent, which does not list it")
      }
      for child in controller.children where child.parent !== controller {
        problems.append(
          "\(controller.title) lists \(child.title), whose parent is \(child.parent?.title ?? "nil")"
        )
      }
      if let presented = controller.presentedController, controller.parent == nil,
        presented.presentingController !== controller, presented !== controller
      {
        problems.append(
          "\(controller.title) presents \(presented.title), which names another presenter")
      }
      var ancestor = controller.parent
      var navigation: NavigationController?
      var tabs: TabController?
      while let current = ancestor {
        if navigation == nil, let found = current as? NavigationController { navigation = found }
        if tabs == nil, let found = current as? TabController { tabs = found }
        ancestor = current.parent
      }
      if controller.navigationController !== navigation || controller.tabController !== tabs {
        problems.append(
          "\(controller.title) names navigation \(controller.navigationController?.title ?? "nil") and tabs \(controller.tabController?.title ?? "nil"), but its ancestors are \(navigation?.title ?? "nil") and \(tabs?.title ?? "nil")"
        )
      }
      if let tabController = controller as? TabController,
        !tabController.tabs.contains(where: { $0 === tabController.selectedController })
      {
        problems.append(
          "\(controller.title) selects \(tabController.selectedController.title), which is not one of its tabs"
        )
      }
      if let presenter = controller.presentingController, controller.parent == nil,
        presenter.presentedController !== controller
      {
        problems.append(
          "\(controller.title) names \(presenter.title) as presenter, which presents \(presenter.presentedController?.title ?? "nothing")"
        )
      }
    }
    for probe in probes.values.sorted(by: { $0.name < $1.name }) {
      problems += probe.disagreements(with: all, truth: checker.cycle(of:))
    }
    problems += windowProblems()
    problems += stepProblems
    problems += Self.extraInvariant?(self) ?? []
    let expectedStack = checker.appearanceOrder(of: all).map(\.title)
    let stack = uiStack.viewControllerStack.map(\.title)
    if stack != expectedStack {
      problems.append("the UI stack is \(stack) but the appearance order is \(expectedStack)")
    }
    return problems
  }

  /// Windows: the registry lists exactly the live ones; a released window is alive only while
  /// visible (the library keeps it until hidden), and a hidden one let go is gone.
  private func windowProblems() -> [String] {
    var problems: [String] = []
    let live = liveWindows
    if registry.windows.count != live.count
      || !zip(registry.windows, live).allSatisfy({ $0 === $1 })
    {
      problems.append(
        "the registry lists \(registry.windows.count) windows, but \(live.count) are alive")
    }
    for watched in watchedWindows where heldWindows[watched.name] == nil && gestures.isEmpty {
      if let window = watched.window, !window.isVisible {
        problems.append("the released window of \(watched.name) is hidden, yet still alive")
      }
    }
    // Nothing can hide a window the scenario let go while visible: it stays alive and visible.
    for name in releasedWhileVisible.sorted() {
      guard let window = watchedWindows.first(where: { $0.name == name })?.window else {
        problems.append("the window of \(name), released while visible, was freed")
        continue
      }
      if !window.isVisible {
        problems.append("the window of \(name), released while visible, is hidden")
      }
    }
    // A window's root is the top of its tree: no parent, not presented, one window each.
    var roots = Set<ObjectIdentifier>()
    for window in live {
      let root = window.rootController
      if root.parent != nil || root.presentingController != nil {
        problems.append(
          "\(root.title), the root of a window, has parent \(root.parent?.title ?? "nil") and presenter \(root.presentingController?.title ?? "nil")"
        )
      }
      if !roots.insert(ObjectIdentifier(root)).inserted {
        problems.append("\(root.title) is the root of two live windows")
      }
    }
    return problems
  }

  /// Free controllers (no parent, not presented, not presenting, not a window root) that
  /// something besides this runner holds strongly: the library must not.
  private func leakedControllers() -> [String] {
    var leaked: [String] = []
    for (title, _) in declaredNames {
      guard var controller = controllers.removeValue(forKey: title) else { continue }
      let isFree =
        controller.parent == nil && controller.presentingController == nil
        && controller.presentedController == nil
        && !liveWindows.contains { $0.rootController === controller }
      if isFree && !isKnownUniquelyReferenced(&controller) { leaked.append(title) }
      controllers[title] = controller
    }
    return leaked
  }
}
