import Lifecycle
import SimAppKit

/// What `check invariants` installs in a runner (its ``ScenarioObserver``): the reference
/// models (the appearance table, the focus model) and every invariant, checked after each step.
@MainActor
package final class InvariantObserver: ScenarioObserver {
  /// The appearance reference model, a global action in both of the runner's registries.
  package let checker = InvariantChecker()
  /// The focus invariant's state (see ``FocusChecker``).
  package var focusChecker = FocusChecker()
  /// The last read of the probes' registrations, reused while no registration changed (see
  /// ``ScenarioRunner/actionRegistrations(of:)``).
  var lastActionRegistrations: ActionRegistrations?
  /// The runner observed, which owns this observer.
  private unowned let runner: ScenarioRunner
  /// What the world was before the current step, when the library may refuse it.
  private var before: WorldSnapshot?
  /// Whether the current step must deliver its callbacks at once (see
  /// ``ScenarioRunner/mustActAtOnce(_:in:)``).
  private var mustAct = false

  /// One more invariant, checked after the others (its problems are reported alike): tests set
  /// one that breaks on purpose, to see a failure reported, shrunk and replayed. `nil` in
  /// SimApp.
  package static var extraInvariant: ((ScenarioRunner) -> [String])?

  /// An observer of `runner`, its checker registered in the runner's registries.
  package init(_ runner: ScenarioRunner) {
    self.runner = runner
    runner.registry.register(checker)
    runner.moduleRegistry.register(checker)
  }

  package func willPerform(_ step: Step) {
    // One read of the world serves both checks made before the call.
    let world = runner.currentWorld()
    before = step.mayBeRefusedByTheLibrary ? WorldSnapshot(runner, world: world) : nil
    mustAct = runner.mustActAtOnce(step, in: world)
  }

  package func hear(_ event: FocusEvent, inStep step: Int) {
    focusChecker.hear(event, inStep: step)
  }

  package func problemsOfRefusedStep() -> [String] {
    guard
      !runner.currentEvents.isEmpty || !runner.currentFocusEvents.isEmpty
        || WorldSnapshot(runner, world: runner.readWorld(containerLinks: false)) != before
    else { return [] }
    return ["the refused step changed something (events: \(runner.currentEventLines))"]
  }

  package func didSucceed(_ line: SourceLine) {
    if mustAct && runner.currentEvents.isEmpty {
      runner.stepProblems.append(
        "`\(line.text)` succeeded with nothing holding any tree, yet delivered no callback (left queued?)"
      )
    }
  }

  package func problems() -> [String] {
    runner.invariantProblems(checker: checker, focusChecker: &focusChecker)
  }
}

/// SimApp's verification, plugged into SimAppKit.
package enum SimAppVerification {
  /// Plugs the verification into SimAppKit: `check invariants` installs an
  /// ``InvariantObserver`` and `SimApp fuzz` runs the fuzzer. The SimApp executable calls it
  /// first; calling it again changes nothing.
  @MainActor
  package static func install() {
    ScenarioRunner.makeObserver = { InvariantObserver($0) }
    SimAppCommand.fuzzCommand = { arguments, context in
      SimAppCommand.fuzz(arguments: arguments, context: context)
    }
  }
}

extension ScenarioRunner {
  /// The observer `check invariants` installed, if it is SimApp's.
  package var invariantObserver: InvariantObserver? { observer as? InvariantObserver }

  /// The focus invariant's state, under `check invariants` (see ``FocusChecker``).
  package var focusChecker: FocusChecker {
    get { invariantObserver?.focusChecker ?? FocusChecker() }
    set { invariantObserver?.focusChecker = newValue }
  }

  /// Every invariant, after a step; the problems found (none without `check invariants`).
  package func invariantProblems() -> [String] {
    guard let observer = invariantObserver else { return [] }
    return invariantProblems(checker: observer.checker, focusChecker: &observer.focusChecker)
  }
}
