import Lifecycle

/// Everything a refused step must leave unchanged, by identity: each declared controller's
/// state, links, presentation style, selected tab and actions (its own, and the global ones it
/// opts out of), each action's registrations, and each window. The runner takes one before
/// every step, so it is one flat array of words, filled in one pass (no allocation per
/// controller) and compared as a whole.
package struct WorldSnapshot: Equatable {
  private var words: [UInt] = []

  /// The world `runner` holds now.
  @MainActor
  package init(_ runner: ScenarioRunner) {
    // Plain loops: closures here would each check the main actor at every call.
    let probes = runner.orderedProbes
    let declared = runner.declaredControllers()
    words.reserveCapacity(declared.count * (12 + probes.count) + 8 * probes.count)
    for registry in [runner.registry, runner.moduleRegistry] {
      for probe in probes { add(registry.holds(probe)) }
    }
    for controller in declared { add(controller, probes: probes) }
    for watched in runner.watchedWindows {
      guard let window = watched.window else {
        words.append(0)
        continue
      }
      words.append(UInt(bitPattern: ObjectIdentifier(window.rootController)))
      add(window.isVisible)
      add(runner.heldWindows[watched.name] != nil)
    }
  }

  private mutating func add(_ flag: Bool) { words.append(flag ? 1 : 0) }

  private mutating func add(_ controller: ScreenController?) {
    words.append(controller.map { UInt(bitPattern: ObjectIdentifier($0)) } ?? 0)
  }

  /// One controller's words: each list is preceded by its length, so that no two worlds share
  /// their words.
  @MainActor
  private mutating func add(_ controller: ScreenController, probes: [ProbeAction]) {
    switch controller.appearanceState {
    case .disappeared: words.append(0)
    case .appearing: words.append(1)
    case .appeared: words.append(2)
    case .disappearing: words.append(3)
    }
    let parent = controller.parent
    add(parent)
    // Both presentation links are those of the containment root (the top of the parent chain),
    // by definition: one walk up for the two, rather than one each.
    var root = controller
    var above = parent
    while let next = above {
      root = next
      above = next.parent
    }
    add(root.presentedController)
    add(root.presentingController)
    switch controller.presentationStyle {
    case nil: words.append(0)
    case .fullScreen: words.append(1)
    case .sheet: words.append(2)
    }
    words.append((controller as? TabController).map { UInt(bitPattern: $0.selectedIndex) } ?? 0)
    let children = controller.children
    words.append(UInt(children.count))
    for child in children { add(child) }
    for probe in probes { add(controller.holdsLifeCircleAction(probe)) }
    for probe in probes { add(controller.isGlobalActionDisabled(probe)) }
  }
}
