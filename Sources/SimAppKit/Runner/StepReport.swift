/// What one step did: the callbacks it caused, the UI stack after it, and notes.
struct StepReport: Sendable, Equatable, Codable {
  /// 1-based position among the steps.
  var step: Int
  /// The scenario line of the step.
  var line: Int
  /// The step as written, words joined by single spaces.
  var command: String
  /// Every callback the step caused, in order, as `Title.event(animated)`.
  var events: [String]
  /// The UI stack after the step, bottom to top.
  var stack: [String]
  /// Once-actions that fired and diagnostics reported during the step.
  var notes: [String]
  /// The expectations checked after the step, as written; all held.
  var checks: [String]
}

/// The result of running a scenario.
struct RunResult: Sendable, Equatable {
  /// The steps that ran, in order (up to and including a failing one).
  var steps: [StepReport]
  /// How many expectations held.
  var expectationsHeld: Int
  /// The first failure, if any: a step that threw or an expectation that did not hold.
  var failure: ScenarioError?
  /// Steps the API refused under `check invariants` (allowed there, if they changed nothing).
  var refusedSteps = 0
  /// How many times every invariant was checked.
  var invariantChecks = 0
}
