/// What one step did: the callbacks it caused, the UI stack after it, and notes.
package struct StepReport: Sendable, Equatable, Codable {
  /// 1-based position among the steps.
  package var step: Int
  /// The scenario line of the step.
  package var line: Int
  /// The step as written, words joined by single spaces.
  package var command: String
  /// Every callback the step caused, in order, as `Title.event(animated)`.
  package var events: [String]
  /// The UI stack after the step, bottom to top.
  package var stack: [String]
  /// Once-actions that fired and diagnostics reported during the step.
  package var notes: [String]
  /// The expectations checked after the step, as written; all held.
  package var checks: [String]
  /// With `track views`, the screen views the step made, in order, as `expect views` writes
  /// them (``ViewSpec/line(of:)``); `nil` (and left out of JSON) without it.
  package var views: [String]? = nil
}

/// The result of running a scenario.
package struct RunResult: Sendable, Equatable {
  /// The steps that ran, in order (up to and including a failing one); empty when the runner
  /// kept no reports (see ``ScenarioRunner/keepsReports``).
  package var steps: [StepReport]
  /// How many steps ran, reports kept or not.
  package var stepsRun = 0
  /// How many expectations held.
  package var expectationsHeld: Int
  /// The first failure, if any: a step that threw or an expectation that did not hold.
  package var failure: ScenarioError?
  /// With a failure, the lines it concerns, in file order: the step that failed or whose
  /// expectation did not hold, and that expectation. Empty without a failure.
  package var failingLines: [FailingLine] = []

  /// A result of `stepsRun` steps, with the reports kept and the first failure, if any.
  package init(
    steps: [StepReport], stepsRun: Int = 0, expectationsHeld: Int, failure: ScenarioError?,
    failingLines: [FailingLine] = []
  ) {
    self.steps = steps
    self.stepsRun = stepsRun
    self.expectationsHeld = expectationsHeld
    self.failure = failure
    self.failingLines = failingLines
  }
}

/// A scenario line a failure concerns: its number and its statement, words joined by spaces.
package struct FailingLine: Sendable, Equatable, Codable {
  package var line: Int
  package var statement: String

  package init(_ line: SourceLine) {
    self.line = line.number
    statement = line.text
  }
}
