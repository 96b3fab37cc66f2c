import Actions
import Lifecycle
import SimAppKit

extension ScenarioRunner {
  /// Whether `step`, made now in `world`, must deliver its callbacks at once: nothing holds any
  /// tree (no gesture in flight, no manual transition open) and it changes what a visible window
  /// shows. A success that delivers nothing then means the call was wrongly left queued.
  package func mustActAtOnce(_ step: Step, in world: WorldTable) -> Bool {
    guard gestures.isEmpty, !world.isAnyControllerHalfway else { return false }
    func slot(_ name: String) -> Int { world.declared.slot(of: controllers[name]) }
    // What the windows show, read only for the steps that ask (most ask nothing of it).
    func isVisible(_ name: String) -> Bool {
      let slot = slot(name)
      return slot != WorldTable.none && visibleSlots(in: world).contains(slot)
    }
    switch step {
    case .push(let navigation, _, _): return isVisible(navigation)
    case .pop(let navigation, _), .popToRoot(let navigation, _):
      let stack = slot(navigation)
      return isVisible(navigation) && world.declared.kinds[stack] == .navigation
        && world.children(of: stack).count > 1
    case .present(let presenter, _, _, _): return isVisible(presenter)
    case .show: return !(window?.isVisible ?? true)
    case .hide: return window?.isVisible ?? false
    case .showWindow(let name): return !(heldWindows[name]?.isVisible ?? true)
    case .hideWindow(let name): return heldWindows[name]?.isVisible ?? false
    default: return false
    }
  }

  /// The tree engines' self-check (``TreeEngine``): between steps no tree delivers, and each
  /// engine's queue and holds agree with its state.
  func engineProblems(in world: WorldTable) -> [String] {
    var problems: [String] = []
    if TreeEngine.isAnyTreeDelivering {
      problems.append("engine: a tree still delivers after the step")
    }
    for window in liveWindows {
      problems += window.engineInvariantViolations.map {
        "engine of the window of \(window.rootController.title): \($0)"
      }
    }
    let declared = world.declared
    // A plain loop: almost every tree has no violation, and appending an empty mapped array
    // per tree costs more than the check.
    for slot in 0..<declared.count
    where world.parents[slot] == WorldTable.none && world.presenting[slot] == WorldTable.none {
      for violation in controllers.values[declared.indices[slot]].engineInvariantViolations {
        problems.append("engine of the tree of \(declared.titles[slot]): \(violation)")
      }
    }
    return problems
  }

  /// Every invariant, after a step, against `observer`'s reference models; the problems found.
  func invariantProblems(of observer: InvariantObserver) -> [String] {
    let checker = observer.checker
    var problems: [String] = []
    // One read of every controller, holding none of them (the leak check counts references).
    let world = readWorld()
    if observer.reusesWorldBetweenSteps { observer.lastWorld = world }
    let declared = world.declared
    // First, while this runner holds the only references it makes. While a gesture or a manual
    // transition holds a queue (a controller is half-way), calls queued meanwhile rightly keep
    // their controllers until they run.
    if gestures.isEmpty && !world.isAnyControllerHalfway {
      for name in leakedControllers(in: world) {
        problems.append("\(name) is off screen and free, yet something else keeps it alive")
      }
    }
    problems += checker.takeViolations()
    problems += taskProblems()
    problems += listProblems(of: observer)
    for probe in orderedProbes {
      problems += observer.probeChecker(of: probe).takeViolations()
    }
    // An unbalanced manual call is the scenario's misuse (`begin`, `end`), refused with nothing
    // changed; an illegal event is the engine's bug; runaway navigation the generator's.
    for diagnostic in observer.stepDiagnostics
    where diagnostic.kind == .illegalEvent || diagnostic.kind == .runawayNavigation {
      problems.append("diagnostic: \(diagnostic.message)")
    }
    // Every declared controller's cycle, asked of the checker once for all.
    let cycles = checker.cycles(of: declared.ids)
    for slot in 0..<declared.count {
      let state = world.states[slot]
      let expected = cycles[slot].state
      if state != expected {
        problems.append("\(declared.titles[slot]) is \(state) but its events say \(expected)")
      }
    }
    problems += engineProblems(in: world)
    problems += visibilityProblems(in: world)
    for slot in 0..<declared.count {
      problems += linkProblems(of: slot, in: world)
    }
    for probe in orderedProbes {
      problems += observer.probeChecker(of: probe).disagreements { id in
        // A declared controller's is in `cycles` (a scan of a few dozen words, cheaper than
        // hashing); one no longer declared (a replaced list) is asked of the checker.
        for slot in declared.ids.indices where declared.ids[slot] == id { return cycles[slot] }
        return checker.cycle(of: id)
      }
    }
    problems += windowProblems(in: world, observer: observer)
    problems += focusProblems(in: world, observer: observer)
    problems += observer.stepProblems
    problems += InvariantObserver.extraInvariant?(self) ?? []
    problems += stackProblems(in: world, checker: checker)
    return problems
  }

  /// The UI stack action lists the controllers on screen in the order their spans began.
  private func stackProblems(in world: WorldTable, checker: InvariantChecker) -> [String] {
    let ids = world.declared.ids
    let expected = checker.appearanceOrder(of: ids)
    let stack = uiStack.viewControllerStack
    // By identity (each declared controller has one title); titles only for the message.
    var isSame = stack.count == expected.count
    for (controller, slot) in zip(stack, expected) where ObjectIdentifier(controller) != ids[slot] {
      isSame = false
    }
    if isSame { return [] }
    let expectedStack = expected.map { world.declared.titles[$0] }
    return ["the UI stack is \(stack.map(\.title)) but the appearance order is \(expectedStack)"]
  }

  /// Windows: the registry lists exactly the live ones; a released window is alive only while
  /// visible (the library keeps it until hidden) or named by work waiting in a held tree (queued
  /// work holds its targets), and a hidden one let go is gone. Settles first the windows
  /// released from reactions or while queued work named them (see
  /// ``InvariantObserver/releasedBeforeQueuedWorkRan``).
  private func windowProblems(in world: WorldTable, observer: InvariantObserver) -> [String] {
    var problems: [String] = []
    forgetWorkThatRan(in: world)
    let live = liveWindows
    if registry.windows.count != live.count
      || !zip(registry.windows, live).allSatisfy({ $0 === $1 })
    {
      problems.append(
        "the registry lists \(counted(registry.windows.count, "window")), but \(live.count) \(live.count == 1 ? "is" : "are") alive"
      )
    }
    // Released hidden from a reaction: once the step is over, a window a queued call showed is
    // one released while visible; one still hidden must be gone.
    for name in observer.releasedBeforeQueuedWorkRan.sorted()
    where gestures.isEmpty && !observer.windowsNamedByQueuedWork.contains(name) {
      observer.releasedBeforeQueuedWorkRan.remove(name)
      if watchedWindows.first(where: { $0.name == name })?.window?.isVisible == true {
        observer.releasedWhileVisible.insert(name)
      }
    }
    for watched in watchedWindows
    where heldWindows[watched.name] == nil && gestures.isEmpty
      && !observer.windowsNamedByQueuedWork.contains(watched.name)
    {
      if let window = watched.window, !window.isVisible {
        problems.append("the released window of \(watched.name) is hidden, yet still alive")
      }
    }
    // Nothing can hide a window the scenario let go while visible: it stays alive and visible.
    for name in observer.releasedWhileVisible.sorted() {
      guard let window = watchedWindows.first(where: { $0.name == name })?.window else {
        problems.append("the window of \(name), released while visible, was freed")
        continue
      }
      if !window.isVisible {
        problems.append("the window of \(name), released while visible, is hidden")
      }
    }
    // A window's root is the top of its tree: no parent, not presented, one window each.
    var roots: [Int] = []
    for (root, _) in world.windows {
      let title = world.declared.titles[root]
      let parent = world.parents[root]
      let presenter = world.presenting[root]
      if parent != WorldTable.none || presenter != WorldTable.none {
        problems.append(
          "\(title), the root of a window, has parent \(world.title(parent) ?? "nil") and presenter \(world.title(presenter) ?? "nil")"
        )
      }
      if roots.contains(root) {
        problems.append("\(title) is the root of two live windows")
      }
      roots.append(root)
    }
    return problems
  }

  /// Free controllers (no parent, not presented, not presenting, not a window root) that
  /// something besides this runner holds strongly: the library must not.
  private func leakedControllers(in world: WorldTable) -> [String] {
    var leaked: Set<String> = []
    let indices = world.declared.indices
    // In place, through the values' own subscript: the dictionary's reference is the only one
    // this runner holds (the table holds none), and no key is hashed.
    for slot in indices.indices where world.isFree(slot) {
      if !isKnownUniquelyReferenced(&controllers.values[indices[slot]]) {
        leaked.insert(controllers.keys[indices[slot]])
      }
    }
    return leaked.isEmpty ? [] : declaredNames.map(\.name).filter(leaked.contains)
  }
}

extension WorldTable {
  /// Whether `slot` has no parent, no presenter, presents nothing and is no window's root.
  package func isFree(_ slot: Int) -> Bool {
    parents[slot] == Self.none && presenting[slot] == Self.none && presented[slot] == Self.none
      && !isWindowRoot(slot)
  }
}
