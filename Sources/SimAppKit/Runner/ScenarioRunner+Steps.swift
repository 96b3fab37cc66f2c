import Actions
import Lifecycle

/// A step's life: its report, its call with the checks around it, and the reactions it sets off.
extension ScenarioRunner {
  /// Starts the step on `line`: the step before is finished, and the new one's report opened.
  package func begin(_ line: SourceLine) {
    finishStep()
    currentLine = line
    // The command is read only from kept reports: a fuzzer's runner joins no words for it.
    current = StepReport(
      step: current.step + 1, line: line.number, command: keepsReports ? line.text : "", events: [],
      stack: [], notes: [], checks: [])
    currentEvents = []
    currentFocusEvents = []
    if !currentViews.isEmpty { currentViews = [] }
    for probe in orderedProbes { probe.startStep() }
  }

  /// The current step's callbacks as its report lists them, `Title.event(animated)`, with its
  /// focus events where they were delivered, `Title.didGainFocus(reason)`.
  package var currentEventLines: [String] {
    let appearance = ProbeAction.lines(of: currentEvents)
    guard !currentFocusEvents.isEmpty else { return appearance }
    var lines: [String] = []
    var next = 0
    for (event, after) in currentFocusEvents {
      lines += appearance[next..<after]
      next = after
      lines.append(event.line)
    }
    return lines + appearance[next...]
  }

  func finishStep() {
    guard current.step > 0, keepsReports else { return }
    current.events = currentEventLines
    current.stack = uiStack.viewControllerStack.map(\.title)
    if viewAction != nil { current.views = currentViews.map(ViewSpec.line(of:)) }
    if reports.last?.step == current.step {
      reports[reports.count - 1] = current
    } else {
      reports.append(current)
    }
  }

  /// Performs `step`, on `line`, with the checks around its call: the library's refusal is
  /// what `expected` (from the expectation on `next`) names, or (with `check invariants`) a
  /// refusal that changed nothing, else a failure.
  package func perform(
    _ step: Step, expecting expected: NavigationError.Reason?, at line: SourceLine,
    next: SourceLine?
  ) throws(ScenarioError) {
    let position = line.tokens[0].position
    observer?.willPerform(step)
    do {
      try call(step, at: position)
    } catch let error as NavigationError {
      try refused(line, with: error, expecting: expected, next: next, position: position)
      try checkInvariants(after: line)
      return
    } catch let error as ScenarioError {
      // The runner's own refusal (ending a gesture never begun) is a refused step too.
      guard observer != nil, expected == nil else { throw error }
      current.notes.append("refused: \(error.message)")
      observer?.didRefuseStep()
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
    observer?.didSucceed(line)
    try checkInvariants(after: line)
  }

  /// A step the library refused with `error`: as `expect error` expected it, or (with
  /// `check invariants`) a refusal that must have changed nothing, or a failure.
  private func refused(
    _ line: SourceLine, with error: NavigationError, expecting expected: NavigationError.Reason?,
    next: SourceLine?, position: SourcePosition
  ) throws(ScenarioError) {
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
    } else if let observer {
      // With `check invariants`, a refused step is allowed, as long as it changed nothing.
      current.notes.append("refused: \(error.description)")
      observer.didRefuseStep()
      let problems = observer.problemsOfRefusedStep()
      if !problems.isEmpty { throw invariantFailure(line, problems) }
    } else {
      throw ScenarioError(
        position: position, message: "`\(line.text)` failed: \(error.description)",
        hint: Self.hint(for: error.reason))
    }
  }

  func checkInvariants(after line: SourceLine) throws(ScenarioError) {
    guard let observer else { return }
    let problems = observer.problems()
    if !problems.isEmpty { throw invariantFailure(line, problems) }
  }

  func invariantFailure(_ line: SourceLine, _ problems: [String]) -> ScenarioError {
    ScenarioError(
      position: line.tokens[0].position,
      message: "invariant violated after `\(line.text)`:\n"
        + problems.map { "  - \($0)" }.joined(separator: "\n"),
      hint: nil)
  }

  /// Runs the `hook` reaction armed for `event` on `screen`, if any, from inside its own hook.
  func hookReact(to event: LifecycleEvent, of screen: SimScreen) {
    run(hookReactions.take(screen: screen.title, trigger: .lifecycle(event)))
  }

  /// Runs a reaction's step; a failure becomes a note of the current step.
  func run(_ reaction: ArmedReactions.Reaction?) {
    guard let reaction else { return }
    // It may queue a call behind a gesture, which runs once the gesture ends.
    reactionsRun += 1
    reactionDepth += 1
    defer { reactionDepth -= 1 }
    observer?.willRunReaction(reaction.step)
    do {
      try call(reaction.step, at: reaction.line.tokens[0].position)
    } catch {
      current.notes.append("reaction `\(reaction.line.text)` failed: \(error)")
    }
  }
}
