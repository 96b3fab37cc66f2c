import Lifecycle
import SimAppKit

/// Everything a refused step must leave unchanged, by identity: each declared controller's
/// state, links, presentation style, selected tab and actions (its own, and the global ones it
/// opts out of), each action's registrations, and each window. The runner takes one before
/// every step that may be refused, so it keeps the read of the world it is given (no copy of
/// its rows) and the windows as a few words; two are compared column by column.
package struct WorldSnapshot: Equatable {
  /// The controllers' states and links: the columns ``==`` compares.
  private let world: WorldTable
  /// Each window: its root's identity, whether it is visible and whether the runner holds it,
  /// or one 0 once it is freed.
  private var windows: [UInt] = []
  /// The actions' registrations (see ``ActionRegistrations``).
  private var actions: ActionRegistrations

  /// The world `runner` holds now, of which `world` is a read.
  @MainActor
  package init(_ runner: ScenarioRunner, world: WorldTable) {
    actions = runner.actionRegistrations(of: world.declared)
    self.world = world
    // Plain loops: closures here would each check the main actor at every call.
    windows.reserveCapacity(3 * runner.watchedWindows.count)
    for watched in runner.watchedWindows {
      guard let window = watched.window else {
        windows.append(0)
        continue
      }
      windows.append(UInt(bitPattern: ObjectIdentifier(window.rootController)))
      windows.append(window.isVisible ? 1 : 0)
      windows.append(runner.heldWindows[watched.name] != nil ? 1 : 0)
    }
  }

  /// Whether both hold the same controllers' states, links (parent, presentation, children in
  /// order), presentation styles and selected tabs, slot by slot (each declared controller has
  /// one slot), the same windows and the same registrations. The container links a read may
  /// leave out (``WorldTable/navigations``, ``WorldTable/tabControllers``) are not compared.
  package static func == (lhs: Self, rhs: Self) -> Bool {
    let (left, right) = (lhs.world, rhs.world)
    // A tab controller's selected index, 0 for every other slot in both.
    return left.states == right.states && left.parents == right.parents
      && left.presented == right.presented && left.presenting == right.presenting
      && left.styles == right.styles && left.selectedIndices == right.selectedIndices
      && left.childStarts == right.childStarts && left.childSlots == right.childSlots
      && lhs.windows == rhs.windows && lhs.actions == rhs.actions
  }
}

/// The registrations of the declared actions (the probes): whether each registry holds each
/// one, and whether each declared controller holds it and opts out of it. Read anew only when a
/// registry's ``LifeCircleRegistry/registrationsVersion`` moved (or the declarations changed):
/// the runner keeps the last read (see ``ScenarioRunner/actionRegistrations(of:)``).
package struct ActionRegistrations: Equatable, Sendable {
  /// The versions of the runner's two registries when this was read.
  var versions: (UInt64, UInt64)
  /// The identities of the declared controllers and of the probes it was read for.
  var identities: [ObjectIdentifier]
  /// One word per registry and probe, then per controller: one per probe it holds, one per
  /// probe it opts out of.
  var words: [UInt]

  /// Whether both hold the same registrations (the versions and identities say when they were
  /// read, not what).
  package static func == (lhs: Self, rhs: Self) -> Bool { lhs.words == rhs.words }

  /// Reads the registrations of `runner`'s probes for the controllers of `declared`.
  @MainActor
  init(_ runner: ScenarioRunner, declared: DeclaredSlots) {
    let probes = runner.orderedProbes
    versions = (runner.registry.registrationsVersion, runner.moduleRegistry.registrationsVersion)
    identities = declared.ids
    // Boxed once, not once per controller and question.
    var actions: [any LifeCircleAction] = []
    for probe in probes {
      actions.append(probe)
      identities.append(ObjectIdentifier(probe))
    }
    words = []
    words.reserveCapacity(2 * probes.count * (declared.count + 1))
    for probe in probes { words.append(runner.registry.holds(probe) ? 1 : 0) }
    for probe in probes { words.append(runner.moduleRegistry.holds(probe) ? 1 : 0) }
    for slot in 0..<declared.count {
      let controller = runner.controllers.values[declared.indices[slot]]
      for action in actions { words.append(controller.holdsLifeCircleAction(action) ? 1 : 0) }
      for action in actions { words.append(controller.isGlobalActionDisabled(action) ? 1 : 0) }
    }
  }

  /// Whether this is a read of `runner`'s registrations for `declared` as they stand: no
  /// registration changed since (see ``LifeCircleRegistry/registrationsVersion``), for the same
  /// controllers and probes.
  @MainActor
  func isCurrent(in runner: ScenarioRunner, for declared: DeclaredSlots) -> Bool {
    guard versions.0 == runner.registry.registrationsVersion,
      versions.1 == runner.moduleRegistry.registrationsVersion,
      identities.count == declared.count + runner.orderedProbes.count
    else { return false }
    for slot in 0..<declared.count where identities[slot] != declared.ids[slot] { return false }
    for (index, probe) in runner.orderedProbes.enumerated()
    where identities[declared.count + index] != ObjectIdentifier(probe) {
      return false
    }
    return true
  }
}

extension ScenarioRunner {
  /// The registrations of the probes for `declared`: the last read while it is current, else a
  /// new one (kept by the invariant observer, if any, for the next snapshot).
  func actionRegistrations(of declared: DeclaredSlots) -> ActionRegistrations {
    let observer = invariantObserver
    if let last = observer?.lastActionRegistrations, last.isCurrent(in: self, for: declared) {
      return last
    }
    let read = ActionRegistrations(self, declared: declared)
    observer?.lastActionRegistrations = read
    return read
  }
}
