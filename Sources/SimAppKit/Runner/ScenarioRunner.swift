import Actions
import Lifecycle

/// Runs a validated ``Scenario`` through the public API and records what each step did.
///
/// It holds no lifecycle logic of its own: the callbacks it reports are those a `LogAction`
/// registered globally receives, the stack is a `UIStackAction`'s, and each step is one public
/// call. Everything lives in a fresh scoped registry, so runs never see each other.
@MainActor
package final class ScenarioRunner {
  package let registry = LifeCircleRegistry()
  /// A second registry, a feature module's: `module` screens are created in it. It has the same
  /// log, stack and focus actions, and the observer's, so its screens are reported alike.
  package let moduleRegistry = LifeCircleRegistry()
  package let uiStack = UIStackAction()
  /// The declared controllers by name: the runner's only references to them (the leak check
  /// counts on it). Filled by the declarations, never added to or removed from afterwards.
  package var controllers: [String: ScreenController] = [:]
  package var probes: [String: ProbeAction] = [:] {
    didSet { orderedProbes = probes.values.sorted { $0.name < $1.name } }
  }
  /// The declared actions, by name.
  package private(set) var orderedProbes: [ProbeAction] = []
  /// The task actions `task SCREEN` attached, by screen (see ScenarioRunner+Tasks).
  package var taskActions: [String: SimTaskAction] = [:]
  /// The declared lists, by name (see ScenarioRunner+Lists); computed, so that `controllers`
  /// keeps the runner's only reference to each.
  package var lists: [String: SimList] {
    var found: [String: SimList] = [:]
    for case let list as SimList in controllers.values { found[list.title] = list }
    return found
  }
  /// Whether the last list step was refused by its list.
  var lastListStepRefused = false
  /// The windows the runner holds, by the root each was declared with (`release` drops one).
  package var heldWindows: [String: Window] = [:]
  /// Every window the runner made, in declaration order, held weakly.
  package var watchedWindows: [WatchedWindow] = []
  /// The first declared window, while the runner holds it: the one `show`, `hide` and
  /// `setRoot NAME` act on.
  package var window: Window? { watchedWindows.first.flatMap { heldWindows[$0.name] } }
  /// The live windows the runner made, released or not, in declaration order.
  package var liveWindows: [Window] {
    var live: [Window] = []
    for watched in watchedWindows {
      if let window = watched.window { live.append(window) }
    }
    return live
  }
  package var gestures: [String: InteractivePop] = [:]
  /// How many reactions ran so far (nested ones included).
  package internal(set) var reactionsRun = 0
  /// How many reactions are running (nested ones included).
  package internal(set) var reactionDepth = 0
  /// The lists from whose own callbacks reactions are running, with how many each (see
  /// ScenarioRunner+ListPaths).
  var listsReacting: [String: Int] = [:]
  /// The declared names, in declaration order, with their kinds.
  package var declaredNames: [(name: String, kind: NameKind)] = []
  /// Makes the observer `check invariants` installs (see ``ScenarioObserver``): set by the
  /// SimApp executable (SimAppVerification's `installChecks()`) before any scenario runs.
  package static var makeObserver: ((ScenarioRunner) -> any ScenarioObserver)?
  /// Set by `check invariants`: what checks each step.
  package var observer: (any ScenarioObserver)?
  /// The armed `on` reactions, to screens' callbacks and to lists' ones.
  package var reactions = ArmedReactions()
  /// The armed `hook` reactions, to screens' own hooks.
  package var hookReactions = ArmedReactions()
  var current = StepReport(
    step: 0, line: 0, command: "", events: [], stack: [], notes: [], checks: [])
  /// The callbacks of the current step, in order, kept unformatted: most steps never print them
  /// (see ``currentEventLines``); the step's report gets them when it is kept.
  package var currentEvents: [ProbeAction.HeardEvent] = []
  /// The focus events of the current step, in delivery order, each with the number of
  /// callbacks of ``currentEvents`` delivered before it (where it goes in the report).
  package var currentFocusEvents: [(event: FocusEvent, after: Int)] = []
  /// The scenario's clock: it moves only with `wait` steps.
  package let clock = ScenarioClock()
  /// The screen view action `track views` registered in both registries; `nil` without it, so
  /// a scenario that does not track views (every fuzzer's) pays nothing for them.
  package internal(set) var viewAction: ScreenViewAction?
  /// The screen views of the current step, in order (with `track views`).
  package var currentViews: [ScreenView] = []
  var reports: [StepReport] = []
  /// Whether each step's report is kept for ``RunResult/steps``: the fuzzer keeps none, so that
  /// memory stays flat however long the run.
  package var keepsReports = true
  var held = 0
  /// The line of the step running, or of the step that ran last.
  package internal(set) var currentLine: SourceLine?

  /// Runs `scenario` to its end or its first failure, keeping each step's report.
  package static func run(_ scenario: Scenario) -> RunResult {
    ScenarioRunner().run(scenario)
  }

  /// Performs `scenario`'s declarations, in the app's registry.
  package func declare(_ scenario: Scenario) {
    declaredNames = scenario.names
    LifeCircleRegistry.scoped(registry) {
      for declaration in scenario.declarations { declare(declaration) }
    }
  }

  /// What the steps run did, ending with `failure`, which concerns the step that ran last and
  /// the lines `pointed` (an expectation).
  package func result(failure: ScenarioError?, pointed: [SourceLine] = []) -> RunResult {
    finishStep()
    return RunResult(
      steps: reports, stepsRun: current.step, expectationsHeld: held, failure: failure,
      failingLines: failure == nil
        ? [] : Self.unique([currentLine].compactMap { $0 } + pointed).map(FailingLine.init))
  }

  /// `lines` in file order, each once.
  static func unique(_ lines: [SourceLine]) -> [SourceLine] {
    var seen: Set<Int> = []
    return lines.sorted { $0.number < $1.number }.filter { seen.insert($0.number).inserted }
  }

  /// A runner with nothing declared yet: ``run(_:onStep:)`` performs the declarations first.
  package init() {
    let log = LogAction(
      elapsedTime: { .zero },
      sink: { [weak self] record in
        // One weak load per event, not one per use (the runner's references are slow-path).
        guard let self else { return }
        currentEvents.append((record.title, record.event, record.animated))
        // The reaction armed for the event, if any, runs from inside the callback.
        run(reactions.take(screen: record.title, trigger: .lifecycle(record.event)))
      })
    let focusLog = FocusLogAction { [weak self] controller, gained, reason in
      guard let self else { return }
      let event = FocusEvent(controller.title, gained: gained, reason)
      currentFocusEvents.append((event, currentEvents.count))
      observer?.hear(event, inStep: current.step)
    }
    for registry in [registry, moduleRegistry] {
      registry.diagnosticHandler = { [weak self] diagnostic in
        guard let self else { return }
        current.notes.append("diagnostic: \(diagnostic.message)")
      }
      registry.register(log)
      registry.register(uiStack)
      registry.register(focusLog)
    }
  }

  /// Runs `scenario` to its end or its first failure; `onStep` hears of each step.
  package func run(_ scenario: Scenario, onStep: (() -> Void)? = nil) -> RunResult {
    declare(scenario)
    var index = 0
    while index < scenario.entries.count {
      let entry = scenario.entries[index]
      let next = scenario.entries.indices.contains(index + 1) ? scenario.entries[index + 1] : nil
      index += 1
      do {
        switch entry.action {
        case .step(let step):
          onStep?()
          begin(entry.line)
          let expectedReason: NavigationError.Reason? =
            if case .expectation(.error(let reason))? = next?.action { reason } else { nil }
          try perform(step, expecting: expectedReason, at: entry.line, next: next?.line)
          if expectedReason != nil { index += 1 }
        case .expectation(let expectation):
          try check(expectation, at: entry.line)
        }
      } catch {
        // The step that ran last (the failing one, or the one an expectation checks), and the
        // line the failure points at when it is another (an expectation).
        return result(
          failure: error,
          pointed: [entry.line, next?.line].compactMap { $0 }.filter {
            $0.number == error.position.line
          })
      }
    }
    return result(failure: nil)
  }
}
