import Lifecycle

/// Everything a refused step must leave unchanged, by identity: each declared controller's
/// state, links, presentation style, selected tab and actions (its own, and the global ones it
/// opts out of), each action's registrations, and each window. The runner takes one before
/// every step, so it is one flat array of words, filled in one pass (no allocation per
/// controller) and compared as a whole.
package struct WorldSnapshot: Equatable {
  private var words: [UInt] = []

  /// The world `runner` holds now, of which `world` is a read.
  @MainActor
  package init(_ runner: ScenarioRunner, world: WorldTable) {
    // Plain loops: closures here would each check the main actor at every call.
    let probes = runner.orderedProbes
    // Boxed once, not once per controller and question.
    var actions: [any LifeCircleAction] = []
    for probe in probes { actions.append(probe) }
    let declared = world.declared
    words.reserveCapacity(declared.count * (12 + 2 * probes.count) + 8 * probes.count)
    for registry in [runner.registry, runner.moduleRegistry] {
      for probe in probes { add(registry.holds(probe)) }
    }
    for slot in 0..<declared.count {
      add(slot, of: world)
      let controller = runner.controllers.values[declared.indices[slot]]
      for action in actions { add(controller.holdsLifeCircleAction(action)) }
      for action in actions { add(controller.isGlobalActionDisabled(action)) }
    }
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

  /// A slot, or ``WorldTable/none``, as a word.
  private mutating func add(slot: Int) { words.append(UInt(bitPattern: slot)) }

  /// One controller's words: each list is preceded by its length, so that no two worlds share
  /// their words. Slots stand for identities (each declared controller has one slot).
  private mutating func add(_ slot: Int, of world: WorldTable) {
    switch world.states[slot] {
    case .disappeared: words.append(0)
    case .appearing: words.append(1)
    case .appeared: words.append(2)
    case .disappearing: words.append(3)
    }
    add(slot: world.parents[slot])
    // Both presentation links are those of the containment root, as the table reads them.
    add(slot: world.presented[slot])
    add(slot: world.presenting[slot])
    switch world.styles[slot] {
    case nil: words.append(0)
    case .fullScreen: words.append(1)
    case .sheet: words.append(2)
    }
    words.append(
      world.declared.kinds[slot] == .tabs ? UInt(bitPattern: world.selectedIndices[slot]) : 0)
    let children = world.children(of: slot)
    words.append(UInt(children.count))
    for child in children { add(slot: child) }
  }
}
