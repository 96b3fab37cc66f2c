/// The one seam where verification plugs into the runner: an observer that `check invariants`
/// installs, which hears each step and each focus event and is asked for problems after each
/// step. SimApp's is SimAppVerification's `InvariantObserver`; the runner itself checks nothing.
///
/// The runner calls it, for each step, in this order: ``willPerform(_:)`` before the step's call,
/// ``hear(_:inStep:)`` for each focus event delivered meanwhile, then either
/// ``problemsOfRefusedStep()`` (the library refused the call) or ``didSucceed(_:)`` (it
/// succeeded), then ``problems()``. The observer hears the controllers' appearance events as
/// any action does, by registering itself in the runner's registries.
@MainActor
package protocol ScenarioObserver: AnyObject {
  /// Called before the call of `step`, with the world as it is before it.
  func willPerform(_ step: Step)
  /// Hears one focus event delivered during the step numbered `step`.
  func hear(_ event: FocusEvent, inStep step: Int)
  /// What a step the library refused changed (it must change nothing): empty when nothing.
  func problemsOfRefusedStep() -> [String]
  /// Called after the call of the step on `line` succeeded.
  func didSucceed(_ line: SourceLine)
  /// The problems after a step; empty when every check holds.
  func problems() -> [String]
}
