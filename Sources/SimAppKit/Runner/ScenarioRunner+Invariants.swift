import Actions
import Lifecycle

extension ScenarioRunner {
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
    guard gestures.isEmpty, !isAnyControllerHalfway else { return false }
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

  /// Whether a controller is half-way through a transition (appearing or disappearing).
  var isAnyControllerHalfway: Bool {
    for controller in controllers.values {
      let state = controller.appearanceState
      if state == .appearing || state == .disappearing { return true }
    }
    return false
  }

  /// The declared controllers, in declaration order.
  package func declaredControllers() -> [ScreenController] {
    let slots: [Dictionary<String, ScreenController>.Index]
    if let cached = declaredSlots {
      slots = cached
    } else {
      var found: [Dictionary<String, ScreenController>.Index] = []
      for (name, _) in declaredNames {
        if let slot = controllers.index(forKey: name) { found.append(slot) }
      }
      declaredSlots = found
      slots = found
    }
    var declared: [ScreenController] = []
    declared.reserveCapacity(slots.count)
    for slot in slots { declared.append(controllers.values[slot]) }
    return declared
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
    var problems: [String] = []
    // First, while this runner holds the only references it makes. While a gesture or a manual
    // transition holds a queue (a controller is half-way), calls queued meanwhile rightly keep
    // their controllers until they run.
    if gestures.isEmpty && !isAnyControllerHalfway {
      for name in leakedControllers() {
        problems.append("\(name) is off screen and free, yet something else keeps it alive")
      }
    }
    problems += checker.takeViolations()
    problems += taskProblems()
    problems += listProblems()
    for probe in orderedProbes {
      problems += probe.takeViolations()
    }
    // An unbalanced manual call is the scenario's misuse (`begin`, `end`), refused with nothing
    // changed; an illegal event is the engine's bug; runaway navigation the generator's.
    for diagnostic in stepDiagnostics
    where diagnostic.kind == .illegalEvent || diagnostic.kind == .runawayNavigation {
      problems.append("diagnostic: \(diagnostic.message)")
    }
    let all = declaredControllers()
    for controller in all {
      let state = controller.appearanceState
      let expected = checker.expectedState(of: controller)
      if state != expected {
        problems.append("\(controller.title) is \(state) but its events say \(expected)")
      }
    }
    problems += engineProblems(of: all)
    problems += visibilityProblems(of: all)
    for controller in all {
      problems += linkProblems(of: controller)
    }
    for probe in orderedProbes {
      problems += probe.disagreements { checker.cycle(of: $0) }
    }
    problems += windowProblems()
    problems += stepProblems
    problems += Self.extraInvariant?(self) ?? []
    var expectedStack: [String] = []
    for controller in checker.appearanceOrder(of: all) { expectedStack.append(controller.title) }
    var stack: [String] = []
    for controller in uiStack.viewControllerStack { stack.append(controller.title) }
    if stack != expectedStack {
      problems.append("the UI stack is \(stack) but the appearance order is \(expectedStack)")
    }
    return problems
  }

  /// Windows: the registry lists exactly the live ones; a released window is alive only while
  /// visible (the library keeps it until hidden), and a hidden one let go is gone. Settles the
  /// windows released from reactions first (see ``releasedFromReactions``).
  private func windowProblems() -> [String] {
    var problems: [String] = []
    let live = liveWindows
    if registry.windows.count != live.count
      || !zip(registry.windows, live).allSatisfy({ $0 === $1 })
    {
      problems.append(
        "the registry lists \(registry.windows.count) windows, but \(live.count) are alive")
    }
    // Released hidden from a reaction: once the step is over, a window a queued call showed is
    // one released while visible; one still hidden must be gone.
    for name in releasedFromReactions.sorted() where gestures.isEmpty {
      releasedFromReactions.remove(name)
      if watchedWindows.first(where: { $0.name == name })?.window?.isVisible == true {
        releasedWhileVisible.insert(name)
      }
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
    let roots = Set(liveWindows.map { ObjectIdentifier($0.rootController) })
    var leaked: Set<String> = []
    // In place, through the values' own subscript: the dictionary's reference is the only one
    // this runner holds, and no key is hashed.
    var index = controllers.values.startIndex
    while index != controllers.values.endIndex {
      defer { controllers.values.formIndex(after: &index) }
      // No local keeps the controller past this check (one would count as a reference).
      guard Self.isFree(controllers.values[index], roots: roots) else { continue }
      if !isKnownUniquelyReferenced(&controllers.values[index]) {
        leaked.insert(controllers.keys[index])
      }
    }
    return leaked.isEmpty ? [] : declaredNames.map(\.name).filter(leaked.contains)
  }

  /// Whether `controller` has no parent, no presenter, presents nothing and is no window's
  /// root (`roots`).
  private static func isFree(_ controller: ScreenController, roots: Set<ObjectIdentifier>) -> Bool {
    controller.parent == nil && controller.presentingController == nil
      && controller.presentedController == nil && !roots.contains(ObjectIdentifier(controller))
  }
}
