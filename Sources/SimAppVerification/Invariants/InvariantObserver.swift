import Lifecycle
import SimAppKit

/// What `check invariants` installs in a runner (its ``ScenarioObserver``): the reference
/// models (the appearance table, the focus model, each declared action's history), what the
/// checks keep of the steps (windows released, gestures, work queued), the checks each step
/// makes of its own effect, and every invariant, checked after each step.
@MainActor
package final class InvariantObserver: ScenarioObserver {
  /// The appearance reference model, a global action in both of the runner's registries.
  package let checker = InvariantChecker()
  /// The focus invariant's state (see ``FocusChecker``).
  package var focusChecker = FocusChecker()
  /// What each declared action heard, by action (see ``ProbeChecker``).
  var probeCheckers: [ObjectIdentifier: ProbeChecker] = [:]
  /// What each list's display and prefetch callbacks say, by list title.
  var listCallbacks: [String: ListCallbacks] = [:]
  /// What ``ScenarioRunner/hearsTwice(_:_:answers:)`` answered since a registration changed.
  var hearsTwiceAnswers = HearsTwiceAnswers()
  /// The last read of the probes' registrations, reused while no registration changed (see
  /// ``ScenarioRunner/actionRegistrations(of:)``).
  var lastActionRegistrations: ActionRegistrations?
  /// Where each declared controller is in the runner's controllers, made once per set of
  /// declarations and again when `replaceList` puts a new controller in place (see
  /// ``ScenarioRunner/slots``).
  var declaredSlots: DeclaredSlots?
  /// Whether nothing changes the world between a step's invariant check and the next step (the
  /// fuzzer only writes and parses the next line meanwhile): then the check's read of the world
  /// (``lastWorld``) also serves the generator and the next step's checks before its call.
  package var reusesWorldBetweenSteps = false
  /// The read of the world made by the last invariant check, while ``reusesWorldBetweenSteps``.
  var lastWorld: WorldTable?
  /// Problems found by the checks a step makes of its own effect (a dropped gesture, a released
  /// window, a refused list step, a navigation call on an idle tree), reported with the
  /// invariants.
  package var stepProblems: [String] = []
  /// The windows released while visible: the library keeps them alive and on screen.
  var releasedWhileVisible: Set<String> = []
  /// Windows released hidden from a reaction, or released while queued work names them: a call
  /// queued earlier (a `show`, a `hide`) may still hold them and change whether they are shown,
  /// so they are judged once that work has run (the step is over and no tree is held).
  var releasedBeforeQueuedWorkRan: Set<String> = []
  /// The windows a reaction's step named (`show`, `hide`, `setRoot`, `release`, `makeKey`): made
  /// from a callback, the call may wait in the queue of a tree that a manual transition or a
  /// gesture holds, and queued work holds its targets, so such a window, released and hidden,
  /// rightly stays alive until the work runs. Forgotten once no tree is held (every queue has
  /// drained then): see ``ScenarioRunner/forgetWorkThatRan(in:)``.
  package var windowsNamedByQueuedWork: Set<String> = []
  /// Gestures in flight behind which nothing was queued (no step and no reaction ran since
  /// they began): dropping one of them must leave its stack exactly as it was.
  var undisturbedGestures: Set<String> = []
  /// The stack and the number of diagnostics of each drop under way, innermost last.
  var drops: [(stack: [String], diagnostics: Int)] = []
  /// The gesture finished or cancelled last: kept, so that the leak check sees any controller
  /// it would wrongly still hold.
  var endedGesture: InteractivePop?
  /// The navigation controller whose gesture the current step ended, if any.
  package internal(set) var lastGestureEnded: String?
  /// Steps refused under `check invariants` (allowed, if they changed nothing), and how many
  /// times every invariant was checked: what `SimApp fuzz` counts.
  package private(set) var counts = (refusedSteps: 0, invariantChecks: 0)
  /// Diagnostics reported during the current step (since ``willPerform(_:)``).
  package var stepDiagnostics: [Diagnostic] = []
  /// The window the current step made key, when no reaction ran during its call (one could
  /// make another window key after it): its name, for the key window check.
  var stepMadeKey: String?
  /// The runner observed, which owns this observer.
  unowned let runner: ScenarioRunner
  /// The current step, and how many reactions had run before its call.
  private var step: (step: Step, reactionsBefore: Int)?
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
    runner.hearDiagnostics { [weak self] in self?.stepDiagnostics.append($0) }
  }

  package func willPerform(_ step: Step) {
    stepProblems = []
    stepDiagnostics = []
    stepMadeKey = nil
    lastGestureEnded = nil
    if !windowsNamedByQueuedWork.isEmpty { runner.forgetWorkThatRan(in: runner.readWorld()) }
    // One read of the world serves both checks made before the call.
    let world = runner.currentWorld()
    before = step.mayBeRefusedByTheLibrary ? WorldSnapshot(runner, world: world) : nil
    mustAct = runner.mustActAtOnce(step, in: world)
    lastWorld = nil
    switch step {
    case .dropInteractivePop, .finishInteractivePop, .cancelInteractivePop: break
    default: undisturbedGestures.removeAll()
    }
    self.step = (step, runner.reactionsRun)
  }

  package func willRunReaction(_ step: Step) {
    if let window = step.namedWindow { windowsNamedByQueuedWork.insert(window) }
    undisturbedGestures.removeAll()
  }

  package func hear(_ event: FocusEvent, inStep step: Int) {
    focusChecker.hear(event, inStep: step)
  }

  package func hear(_ event: ListEvent, of list: SimList) {
    callbacks(of: list).hear(event)
  }

  /// What the display and prefetch callbacks of `list` say (kept from its first callback).
  package func callbacks(of list: SimList) -> ListCallbacks {
    if let found = listCallbacks[list.title] { return found }
    let made = ListCallbacks(title: list.title)
    listCallbacks[list.title] = made
    return made
  }

  package func didRefuseStep() {
    counts.refusedSteps += 1
  }

  package func problemsOfRefusedStep() -> [String] {
    guard
      !runner.currentEvents.isEmpty || !runner.currentFocusEvents.isEmpty
        || WorldSnapshot(runner, world: runner.readWorld(containerLinks: false)) != before
    else { return [] }
    return ["the refused step changed something (events: \(runner.currentEventLines))"]
  }

  package func didSucceed(_ line: SourceLine) {
    if let step, runner.reactionsRun == step.reactionsBefore {
      switch step.step {
      case .show, .makeKey(nil): stepMadeKey = runner.watchedWindows.first?.name
      case .showWindow(let name), .makeKey(let name?): stepMadeKey = name
      default: break
      }
    }
    if mustAct && runner.currentEvents.isEmpty {
      stepProblems.append(
        "`\(line.text)` succeeded with nothing holding any tree, yet delivered no callback (left queued?)"
      )
    }
  }

  package func problems() -> [String] {
    counts.invariantChecks += 1
    return runner.invariantProblems(of: self)
  }
}
