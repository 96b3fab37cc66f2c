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
  /// log, stack and checker actions, so its screens are reported alike.
  package let moduleRegistry = LifeCircleRegistry()
  package let uiStack = UIStackAction()
  /// The declared controllers by name: the runner's only references to them (the leak check
  /// counts on it). Filled by the declarations, never added to or removed from afterwards.
  package var controllers: [String: ScreenController] = [:]
  /// Where each declared controller is in ``controllers``, in declaration order: reading them
  /// by index hashes no name. Reset by each declaration (indices stay valid while no entry is
  /// added or removed; the leak check only replaces values in place).
  var declaredSlots: [Dictionary<String, ScreenController>.Index]?
  package var probes: [String: ProbeAction] = [:] {
    didSet { orderedProbes = probes.values.sorted { $0.name < $1.name } }
  }
  /// The declared actions, by name.
  package private(set) var orderedProbes: [ProbeAction] = []
  /// The task actions `task SCREEN` attached, by screen (see ScenarioRunner+Tasks).
  var taskActions: [String: SimTaskAction] = [:]
  /// The declared lists, by name (see ScenarioRunner+Lists); computed, so that `controllers`
  /// keeps the only reference the leak check allows.
  package var lists: [String: SimList] {
    var found: [String: SimList] = [:]
    for controller in declaredControllers() {
      if let list = controller as? SimList { found[list.title] = list }
    }
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
  /// The names of the screens created in ``moduleRegistry``.
  package var moduleScreens: Set<String> = []
  /// The live windows the runner made, released or not, in declaration order.
  package var liveWindows: [Window] {
    var live: [Window] = []
    for watched in watchedWindows {
      if let window = watched.window { live.append(window) }
    }
    return live
  }
  package var gestures: [String: InteractivePop] = [:]
  /// Gestures in flight behind which nothing was queued (no step and no reaction ran since
  /// they began): dropping one of them must leave its stack exactly as it was.
  private var undisturbedGestures: Set<String> = []
  private var reactionsRun = 0
  /// The windows released while visible: the library keeps them alive and on screen.
  package var releasedWhileVisible: Set<String> = []
  /// The gesture ended last: the runner keeps it, so that the leak check sees any controller
  /// it would wrongly still hold.
  package var endedGesture: InteractivePop?
  /// The navigation controller whose gesture the current step ended, if any.
  package private(set) var lastGestureEnded: String?
  /// Problems found by the checks a step makes of its own effect (a dropped gesture, a released
  /// window, a navigation call on an idle tree), reported with the invariants.
  package var stepProblems: [String] = []
  /// Called when the library reports an illegal event, before its debug-build assertion can
  /// stop the process: the fuzzer prints its reproducer from here.
  package var illegalEventHandler: ((Diagnostic, SourceLine?) -> Void)?
  package var declaredNames: [(name: String, kind: NameKind)] = [] {
    didSet { declaredSlots = nil }
  }
  /// One more invariant, checked after the others (its problems are reported alike): tests set
  /// one that breaks on purpose, to see a failure reported, shrunk and replayed. `nil` in
  /// SimApp.
  package static var extraInvariant: ((ScenarioRunner) -> [String])?
  /// Set by `check invariants`.
  package var checker: InvariantChecker?
  /// Diagnostics reported during the current step.
  package var stepDiagnostics: [Diagnostic] = []
  private var reactions = ArmedReactions()
  private var hookReactions = ArmedReactions()
  private var current = StepReport(
    step: 0, line: 0, command: "", events: [], stack: [], notes: [], checks: [])
  private var currentEvents: [(title: String, event: LifecycleEvent)] = []
  /// The events each screen heard (through the global log action) since its last
  /// `didDisappear`: what its task, if it has one, has heard of the current cycle (a task
  /// attached later hears the same by replay). The task invariant reads these, never the state.
  package var currentCycles: [String: [LifecycleEvent]] = [:]
  private var reports: [StepReport] = []
  /// Whether each step's report is kept for ``RunResult/steps``: the fuzzer keeps none, so that
  /// memory stays flat however long the run.
  package var keepsReports = true
  /// How many steps began.
  private var stepsRun = 0
  private var held = 0
  private var currentLine: SourceLine?
  /// Steps refused by the API under `check invariants`.
  private(set) var refusedSteps = 0
  /// How many times every invariant was checked.
  private(set) var invariantChecks = 0

  /// Runs `scenario` to its end or its first failure, keeping each step's report unless
  /// `keepingReports` is false; `onStep` hears of each step.
  package static func run(
    _ scenario: Scenario, keepingReports: Bool = true, onStep: (() -> Void)? = nil
  ) -> RunResult {
    let runner = ScenarioRunner()
    runner.keepsReports = keepingReports
    return runner.run(scenario, onStep: onStep)
  }

  /// A runner that has performed `scenario`'s declarations, for running steps one at a time
  /// with ``execute(_:)``.
  package static func started(with scenario: Scenario) -> ScenarioRunner {
    let runner = ScenarioRunner()
    runner.declaredNames = scenario.names
    LifeCircleRegistry.scoped(runner.registry) {
      for declaration in scenario.declarations { runner.declare(declaration) }
    }
    return runner
  }

  /// Runs one step (not an expectation); the failure, if any.
  package func execute(_ entry: Scenario.Entry) -> ScenarioError? {
    guard case .step(let step) = entry.action else { return nil }
    begin(entry.line)
    do {
      try perform(step, expecting: nil, at: entry.line, next: nil)
      return nil
    } catch {
      return error
    }
  }

  /// What the steps run with ``execute(_:)`` did, ending with `failure`.
  package func result(failure: ScenarioError?) -> RunResult {
    finishStep()
    return RunResult(
      steps: reports, stepsRun: stepsRun, expectationsHeld: held, failure: failure,
      refusedSteps: refusedSteps,
      invariantChecks: invariantChecks,
      failingLines: failure == nil ? [] : [currentLine].compactMap { $0 }.map(FailingLine.init))
  }

  /// `lines` in file order, each once.
  private static func unique(_ lines: [SourceLine]) -> [SourceLine] {
    var seen: Set<Int> = []
    return lines.sorted { $0.number < $1.number }.filter { seen.insert($0.number).inserted }
  }

  private init() {
    let log = LogAction(
      elapsedTime: { .zero },
      sink: { [weak self] record in
        self?.current.events.append("\(record.title).\(record.event.name)(\(record.animated))")
        self?.currentEvents.append((record.title, record.event))
        self?.noteCycle(record.event, of: record.title)
        self?.react(to: record.event, of: record.title)
      })
    for registry in [registry, moduleRegistry] {
      registry.diagnosticHandler = { [weak self] diagnostic in
        guard let self else { return }
        current.notes.append("diagnostic: \(diagnostic.message)")
        stepDiagnostics.append(diagnostic)
        if diagnostic.kind == .illegalEvent { illegalEventHandler?(diagnostic, currentLine) }
      }
      registry.register(log)
      registry.register(uiStack)
    }
  }

  private func run(_ scenario: Scenario, onStep: (() -> Void)?) -> RunResult {
    declaredNames = scenario.names
    LifeCircleRegistry.scoped(registry) {
      for declaration in scenario.declarations { declare(declaration) }
    }
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
        finishStep()
        // The step that ran last (the failing one, or the one an expectation checks), and the
        // line the failure points at when it is another (an expectation).
        let pointed = [entry.line, next?.line].compactMap { $0 }.filter {
          $0.number == error.position.line
        }
        let lines = [currentLine].compactMap { $0 } + pointed
        return RunResult(
          steps: reports, stepsRun: stepsRun, expectationsHeld: held, failure: error,
          refusedSteps: refusedSteps,
          invariantChecks: invariantChecks,
          failingLines: Self.unique(lines).map(FailingLine.init))
      }
    }
    finishStep()
    return RunResult(
      steps: reports, stepsRun: stepsRun, expectationsHeld: held, failure: nil,
      refusedSteps: refusedSteps,
      invariantChecks: invariantChecks)
  }

  // MARK: Declarations

  private func declare(_ declaration: Declaration) {
    declaredSlots = nil
    // The parser has checked names, kinds and ownership, so these initialisers' preconditions
    // (free roots and tabs, at least one distinct tab) hold.
    switch declaration {
    case .screens(let names):
      for name in names { controllers[name] = screen(name) }
    case .module(let names):
      moduleScreens.formUnion(names)
      LifeCircleRegistry.scoped(moduleRegistry) {
        for name in names { controllers[name] = screen(name) }
      }
    case .container(let name, let children):
      let container = SimContainer(title: name)
      container.onHook = { [weak self] screen, event in self?.hookReact(to: event, of: screen) }
      // Declared children are free and off screen: adding them cannot fail.
      for child in children { try? container.addChild(controller(child)) }
      controllers[name] = container
    case .navigation(let name, let root):
      controllers[name] = NavigationController(rootController: controller(root), title: name)
    case .tabs(let name, let tabs):
      controllers[name] = TabController(tabs: tabs.map(controller), title: name)
    case .window(let root):
      let window = Window(rootController: controller(root))
      heldWindows[root] = window
      watchedWindows.append(WatchedWindow(name: root, window: window))
    case .actions(let names):
      for name in names {
        let probe = ProbeAction(name: name)
        probe.hearsTwice = { [weak self, unowned probe] controller in
          guard let self else { return false }
          return holdsIdentical(controller.lifeCircleActions, probe)
            && holdsIdentical(self.registry(of: controller).actions, probe)
            && !controller.isGlobalActionDisabled(probe)
        }
        probes[name] = probe
      }
    case .checkInvariants:
      let checker = InvariantChecker()
      registry.register(checker)
      moduleRegistry.register(checker)
      self.checker = checker
    case .list(let name, let rows):
      let list = SimList(title: name, rows: rows) { [weak self] in self?.note($0) }
      controllers[name] = list
    case .once(let screen, let event):
      controller(screen).registerLifeCircleAction(
        OnceAction(on: event) { [weak self] host, _ in
          self?.current.notes.append("once: \(host.title) \(event.name)")
        })
    }
  }

  /// A declared screen whose own hooks run `hook` reactions.
  private func screen(_ name: String) -> SimScreen {
    let screen = SimScreen(title: name)
    screen.onHook = { [weak self] screen, event in self?.hookReact(to: event, of: screen) }
    return screen
  }

  private func controller(_ name: String) -> ScreenController {
    guard let controller = controllers[name] else {
      preconditionFailure("SimApp's parser let the undeclared name \(name) through")
    }
    return controller
  }

  // MARK: Steps

  private func begin(_ line: SourceLine) {
    finishStep()
    currentLine = line
    stepsRun += 1
    current = StepReport(
      step: stepsRun, line: line.number, command: line.text, events: [], stack: [],
      notes: [], checks: [])
    currentEvents = []
    stepDiagnostics = []
    stepProblems = []
    lastGestureEnded = nil
    for probe in probes.values { probe.startStep() }
  }

  private func finishStep() {
    guard current.step > 0, keepsReports else { return }
    current.stack = uiStack.viewControllerStack.map(\.title)
    if reports.last?.step == current.step {
      reports[reports.count - 1] = current
    } else {
      reports.append(current)
    }
  }

  private func perform(
    _ step: Step, expecting expected: NavigationError.Reason?, at line: SourceLine,
    next: SourceLine?
  ) throws(ScenarioError) {
    let position = line.tokens[0].position
    let before = checker.map { _ in WorldSnapshot(self) }
    let mustAct = checker != nil && mustActAtOnce(step)
    switch step {
    case .dropInteractivePop, .finishInteractivePop, .cancelInteractivePop: break
    default: undisturbedGestures.removeAll()
    }
    do {
      try call(step, at: position)
    } catch let error as NavigationError {
      if let expected {
        guard error.reason == expected else {
          throw ScenarioError(
            position: next?.tokens[0].position ?? position,
            message:
              "expected `\(line.text)` to fail with \(expected), but it failed with \(error.reason): \(error.description)",
            hint: nil)
        }
        current.checks.append(next?.text ?? "expect error \(expected)")
        held += 1
      } else if checker != nil {
        // With `check invariants`, a refused step is allowed, as long as it changed nothing.
        current.notes.append("refused: \(error.description)")
        refusedSteps += 1
        if !current.events.isEmpty || WorldSnapshot(self) != before {
          throw invariantFailure(
            line, ["the refused step changed something (events: \(current.events))"])
        }
      } else {
        throw ScenarioError(
          position: position, message: "`\(line.text)` failed: \(error.description)",
          hint: Self.hint(for: error.reason))
      }
      try checkInvariants(after: line)
      return
    } catch let error as ScenarioError {
      // The runner's own refusal (ending a gesture never begun) is a refused step too.
      guard checker != nil, expected == nil else { throw error }
      current.notes.append("refused: \(error.message)")
      refusedSteps += 1
      try checkInvariants(after: line)
      return
    } catch {
      throw ScenarioError(position: position, message: "`\(line.text)` failed: \(error)", hint: nil)
    }
    if let expected {
      throw ScenarioError(
        position: next?.tokens[0].position ?? position,
        message: "expected `\(line.text)` to fail with \(expected), but it succeeded", hint: nil)
    }
    if mustAct && current.events.isEmpty {
      stepProblems.append(
        "`\(line.text)` succeeded with nothing holding any tree, yet delivered no callback (left queued?)"
      )
    }
    try checkInvariants(after: line)
  }

  private func checkInvariants(after line: SourceLine) throws(ScenarioError) {
    guard checker != nil else { return }
    let problems = invariantProblems()
    invariantChecks += 1
    if !problems.isEmpty { throw invariantFailure(line, problems) }
  }

  private func invariantFailure(_ line: SourceLine, _ problems: [String]) -> ScenarioError {
    ScenarioError(
      position: line.tokens[0].position,
      message: "invariant violated after `\(line.text)`:\n"
        + problems.map { "  - \($0)" }.joined(separator: "\n"),
      hint: nil)
  }

  /// Runs the `hook` reaction armed for `event` on `screen`, if any, from inside its own hook.
  private func hookReact(to event: LifecycleEvent, of screen: SimScreen) {
    run(hookReactions.take(screen: screen.title, event: event))
  }

  /// Runs the reaction armed for `event` on `title`, if any, from inside the callback.
  private func react(to event: LifecycleEvent, of title: String) {
    run(reactions.take(screen: title, event: event))
  }

  /// Runs a reaction's step; a failure becomes a note of the current step.
  private func run(_ reaction: ArmedReactions.Reaction?) {
    guard let reaction else { return }
    // It may queue a call behind a gesture, which runs once the gesture ends.
    reactionsRun += 1
    undisturbedGestures.removeAll()
    do {
      try call(reaction.step, at: reaction.line.tokens[0].position)
    } catch {
      current.notes.append("reaction `\(reaction.line.text)` failed: \(error)")
    }
  }

  /// One public API call per step.
  private func call(_ step: Step, at position: SourcePosition) throws {
    switch step {
    case .show: try requireWindow(position).makeKeyAndVisible()
    case .hide: try requireWindow(position).hide()
    case .setRoot(let name): try requireWindow(position).setRootController(controller(name))
    case .push(let navigation, let screen, let animated):
      try navigationController(navigation).push(controller(screen), animated: animated)
    case .pop(let navigation, let animated):
      try navigationController(navigation).pop(animated: animated)
    case .popToRoot(let navigation, let animated):
      try navigationController(navigation).popToRoot(animated: animated)
    case .popTo(let navigation, let screen, let animated):
      try navigationController(navigation).pop(to: controller(screen), animated: animated)
    case .setViewControllers(let navigation, let screens, let animated):
      try navigationController(navigation).setViewControllers(
        screens.map(controller), animated: animated)
    case .present(let presenter, let screen, let style, let animated):
      try controller(presenter).present(controller(screen), style: style, animated: animated)
    case .dismiss(let screen, let animated):
      try controller(screen).dismiss(animated: animated)
    case .select(let tabs, let index):
      guard let tabController = controller(tabs) as? TabController else {
        preconditionFailure("SimApp's parser let \(tabs) through as tabs")
      }
      try tabController.select(index)
    case .addChild(let parent, let child):
      try controller(parent).addChild(controller(child))
    case .removeFromParent(let child):
      controller(child).removeFromParent()
    case .beginInteractivePop(let navigation):
      let reactionsBefore = reactionsRun
      gestures[navigation] = try navigationController(navigation).beginInteractivePop()
      if reactionsRun == reactionsBefore { undisturbedGestures.insert(navigation) }
    case .finishInteractivePop(let navigation), .cancelInteractivePop(let navigation):
      guard let gesture = gestures.removeValue(forKey: navigation) else {
        throw ScenarioError(
          position: position, message: "no interactive pop is in flight on `\(navigation)`",
          hint: "begin one with `beginInteractivePop \(navigation)`")
      }
      if case .finishInteractivePop = step { gesture.finish() } else { gesture.cancel() }
      endedGesture = gesture
      lastGestureEnded = navigation
    case .register(let action, let module):
      (module ? moduleRegistry : registry).register(probe(action))
    case .unregister(let action, let module):
      (module ? moduleRegistry : registry).remove(probe(action))
      probe(action).forget()
    case .attach(let screen, let action): controller(screen).registerLifeCircleAction(probe(action))
    case .detach(let screen, let action):
      controller(screen).removeLifeCircleAction(probe(action))
      probe(action).forget()
    case .disable(let screen, let action):
      controller(screen).disableGlobalAction(probe(action))
      probe(action).forget()
    case .enable(let screen, let action): controller(screen).enableGlobalAction(probe(action))
    case .registerReplaying(let action, let module):
      let probe = probe(action)
      let target = module ? moduleRegistry : registry
      if !target.actions.contains(where: { $0 === probe }) {
        probe.expectReplay(
          on: onScreenInWindows().filter {
            self.registry(of: $0) === target && !$0.isGlobalActionDisabled(probe)
          })
      }
      replaying(probe) { target.register(probe, replayingCurrentState: true) }
    case .attachReplaying(let screen, let action):
      let probe = probe(action)
      let host = controller(screen)
      if !host.lifeCircleActions.contains(where: { $0 === probe }) {
        probe.expectReplay(on: [host])
      }
      replaying(probe) { host.registerLifeCircleAction(probe, replayingCurrentState: true) }
    case .showWindow(let name): try heldWindow(name, at: position).makeKeyAndVisible()
    case .hideWindow(let name): try heldWindow(name, at: position).hide()
    case .setWindowRoot(let name, let root):
      try heldWindow(name, at: position).setRootController(controller(root))
    case .releaseWindow(let name):
      // No local keeps the window: the check below must see what the library alone does.
      let wasVisible = try heldWindow(name, at: position).isVisible
      let root = try heldWindow(name, at: position).rootController
      heldWindows[name] = nil
      checkRelease(of: name, wasVisible: wasVisible, root: root)
    case .begin(let screen, let appearing):
      controller(screen).beginAppearanceTransition(appearing, animated: false)
    case .end(let screen): controller(screen).endAppearanceTransition()
    case .dropInteractivePop(let navigation):
      guard gestures[navigation] != nil else {
        throw ScenarioError(
          position: position, message: "no interactive pop is in flight on `\(navigation)`",
          hint: "begin one with `beginInteractivePop \(navigation)`")
      }
      dropGesture(on: navigationController(navigation))
      lastGestureEnded = navigation
    case .hook(let screen, let event, let reaction):
      guard let line = currentLine else { return }
      hookReactions.arm(reaction, screen: screen, event: event, line: line)
    case .on(let screen, let event, let reaction):
      guard let line = currentLine else { return }
      reactions.arm(reaction, screen: screen, event: event, line: line)
    case .task(let screen, let startingOn, let cancellingOn):
      try attachTask(
        to: screen, startingOn: startingOn, cancellingOn: cancellingOn, at: position)
    case .list(let step):
      performList(step)
    }
  }

  /// Hides every live window the runner made, held or released: the end of a run, after which
  /// a window released while visible is freed.
  package func hideLiveWindows() {
    reactions = ArmedReactions()
    hookReactions = ArmedReactions()
    for window in liveWindows where window.isVisible { window.hide() }
  }

  /// Adds a note to the current step's report.
  func note(_ text: String) {
    current.notes.append(text)
  }

  /// Registers `probe` with `register` and notes what the replay delivered to it.
  private func replaying(_ probe: ProbeAction, _ register: () -> Void) {
    let before = probe.stepLog.count
    register()
    let replayed = probe.stepLog.dropFirst(before)
    current.notes.append(
      "\(probe.name) replayed: "
        + (replayed.isEmpty ? "nothing" : replayed.joined(separator: " ")))
  }

  /// Lets the gesture on `navigation` go unended. The library must cancel it (the cancelled
  /// sequence, a diagnostic), leave the stack as it was, free the gesture and hold nothing.
  private func dropGesture(on navigation: NavigationController) {
    let stack = navigation.viewControllers.map(\.title)
    let diagnostics = stepDiagnostics.count
    weak let dropped = gestures.removeValue(forKey: navigation.title)
    if dropped != nil {
      stepProblems.append("the dropped gesture on \(navigation.title) is still alive")
    }
    if undisturbedGestures.remove(navigation.title) != nil,
      navigation.viewControllers.map(\.title) != stack
    {
      stepProblems.append(
        "dropping the gesture on \(navigation.title) changed its stack from \(stack) to \(navigation.viewControllers.map(\.title))"
      )
    }
    if !stepDiagnostics.dropFirst(diagnostics).contains(where: { $0.kind == .refusedOperation }) {
      stepProblems.append(
        "dropping the gesture on \(navigation.title) was not reported by a diagnostic")
    }
  }

  /// After `release`: a window released while visible stays alive (the invariants keep
  /// checking it); one released while hidden is gone and its root presents nothing.
  private func checkRelease(of name: String, wasVisible: Bool, root: ScreenController) {
    guard let watched = watchedWindows.first(where: { $0.name == name }) else { return }
    if wasVisible {
      releasedWhileVisible.insert(name)
    } else if watched.window != nil, gestures.isEmpty {
      stepProblems.append("the window of \(name), released while hidden, is still alive")
    } else if watched.window == nil, let presented = root.presentedController {
      stepProblems.append(
        "\(root.title), root of the released window of \(name), still presents \(presented.title)")
    }
  }

  private func probe(_ name: String) -> ProbeAction {
    guard let probe = probes[name] else {
      preconditionFailure("SimApp's parser let the undeclared action \(name) through")
    }
    return probe
  }

  private func requireWindow(_ position: SourcePosition) throws(ScenarioError) -> Window {
    // The parser refuses steps without a window declaration.
    guard let first = watchedWindows.first else {
      throw ScenarioError(position: position, message: "the scenario has no window", hint: nil)
    }
    return try heldWindow(first.name, at: position)
  }

  /// The window declared with root `name`, unless the runner released it.
  private func heldWindow(_ name: String, at position: SourcePosition) throws(ScenarioError)
    -> Window
  {
    guard let window = heldWindows[name] else {
      throw ScenarioError(
        position: position, message: "the window of `\(name)` was released",
        hint: "a released window is out of the scenario's reach")
    }
    return window
  }

  private func navigationController(_ name: String) -> NavigationController {
    guard let navigation = controller(name) as? NavigationController else {
      preconditionFailure("SimApp's parser let \(name) through as a navigation controller")
    }
    return navigation
  }

  // MARK: Expectations

  private func check(_ expectation: Expectation, at line: SourceLine) throws(ScenarioError) {
    let position = line.tokens[0].position
    func fail(_ expected: String, _ actual: String) -> ScenarioError {
      ScenarioError(
        position: position,
        message: "expectation failed: \(line.text)\n  expected: \(expected)\n  actual:   \(actual)",
        hint: nil)
    }
    switch expectation {
    case .stack(let names):
      let actual = uiStack.viewControllerStack.map(\.title)
      if actual != names { throw fail(Self.list(names), Self.list(actual)) }
    case .top(let name):
      let actual = uiStack.topController?.title
      if actual != name { throw fail(name ?? "(empty stack)", actual ?? "(empty stack)") }
    case .events(let screen, let events):
      let actual = currentEvents.filter { $0.title == screen }.map(\.event)
      if actual != events {
        throw fail(Self.list(events.map(\.name)), Self.list(actual.map(\.name)))
      }
    case .callbacks(let lines):
      if let difference = traceDifference(expected: lines, actual: current.events) {
        throw ScenarioError(
          position: position, message: "expectation failed: expect callbacks\n\(difference)",
          hint: nil)
      }
    case .state(let screen, let state):
      let actual = controller(screen).appearanceState
      if actual != state { throw fail("\(state)", "\(actual)") }
    case .heard(let action, let lines):
      if let difference = traceDifference(expected: lines, actual: probe(action).stepLog) {
        throw ScenarioError(
          position: position, message: "expectation failed: expect heard \(action):\n\(difference)",
          hint: nil)
      }
    case .task(let screen, let status):
      if let actual = taskMismatch(screen, status) { throw fail(status.rawValue, actual) }
    case .display, .visible, .selection, .refused, .empty, .prefetched, .sections:
      if let (expected, actual) = listMismatch(expectation) { throw fail(expected, actual) }
    case .error(let reason):
      // Reached only when `expect error` follows an expectation rather than a step; the
      // parser refuses that, so a failing step's error is checked in `perform` instead.
      throw ScenarioError(
        position: position, message: "`expect error \(reason)` must follow a step", hint: nil)
    }
    held += 1
    if current.step > 0 { current.checks.append(line.text) }
  }

  private static func list(_ names: [String]) -> String {
    names.isEmpty ? "(nothing)" : names.joined(separator: " ")
  }

  /// What to do about a refused navigation call.
  package static func hint(for reason: NavigationError.Reason) -> String {
    switch reason {
    case .alreadyHasParent: "a screen is in one place at a time; pop or removeFromParent it first"
    case .alreadyPresented: "dismiss it first"
    case .isWindowRoot: "the window's root cannot move elsewhere; setRoot another screen first"
    case .wouldCreateCycle: "a controller cannot contain or present itself"
    case .managedByContainer: "use push and pop on navigation controllers, select on tabs"
    case .cannotPopRoot: "a navigation stack keeps its root; push a screen first"
    case .notInStack: "popTo takes a screen that is in that stack"
    case .emptyStack: "give setViewControllers at least one screen"
    case .duplicateControllers: "list each screen once"
    case .alreadyPresenting: "dismiss what is presented first, or present from the presented screen"
    case .notInVisibleWindow: "only screens in a visible window can present; `show` first"
    case .nothingToDismiss: "dismiss a presented screen, or the screen that presented it"
    case .tabIndexOutOfRange: "tabs are numbered from 0"
    case .transitionInProgress: "finish or cancel the interactive pop first"
    case .alreadyOnScreen: "end the screen's manual appearance (hide it) before placing it"
    }
  }
}
