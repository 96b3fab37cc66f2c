import Lifecycle

/// The one seam where verification plugs into the runner: an observer that `check invariants`
/// installs. The runner tells it what each step does, with what the checks need (the world
/// before a call, what a release or a drop let go, a list before a refused step), and asks it
/// for problems after each step. SimApp's is SimAppVerification's `InvariantObserver`; the
/// runner itself checks nothing.
///
/// For each step, the runner calls ``willPerform(_:)`` before the step's call; during it, the
/// hooks of what happens (a reaction run, a window released, a gesture ended, a list step
/// refused, a focus event or a declared action's event heard); then either ``didRefuseStep()``
/// (the library or the runner refused the step), followed by ``problemsOfRefusedStep()`` when
/// the library refused the call, or ``didSucceed(_:)`` (it succeeded), then ``problems()``. The observer hears the controllers' appearance events as
/// any action does, by registering itself in the runner's registries.
@MainActor
package protocol ScenarioObserver: AnyObject {
  /// Called before the call of `step`, with the world as it is before it.
  func willPerform(_ step: Step)
  /// Called before a reaction runs `step`, from inside a callback (its call may be queued).
  func willRunReaction(_ step: Step)
  /// Hears one focus event delivered during the step numbered `step`.
  func hear(_ event: FocusEvent, inStep step: Int)
  /// Hears a display or prefetch callback of `list`'s own work, before its reactions run.
  func hear(_ event: ListEvent, of list: SimList)
  /// Hears `event` of `controller` delivered to the declared action `probe`.
  func action(_ probe: ProbeAction, heard event: LifecycleEvent, of controller: ScreenController)
  /// Called before `probe` is registered with replay in `registry` (which may hold it already).
  func willRegisterReplaying(_ probe: ProbeAction, in registry: LifeCircleRegistry)
  /// Called before `probe` is attached with replay to `host` (which may hold it already).
  func willAttachReplaying(_ probe: ProbeAction, to host: ScreenController)
  /// `probe` may miss events from now on (detached, opted out, unregistered, or its controller
  /// replaced): what it heard no longer counts.
  func actionForgets(_ probe: ProbeAction)
  /// An interactive pop began on `navigation`; `undisturbed` when no reaction ran meanwhile.
  func didBeginInteractivePop(on navigation: String, undisturbed: Bool)
  /// Called before the runner lets the gesture on `navigation` go unended.
  func willDropInteractivePop(on navigation: NavigationController)
  /// The gesture on `navigation` ended: `ended`, finished or cancelled (`droppedGestureIsAlive`
  /// is `nil`), which the observer may keep so that its leak check sees any controller the
  /// gesture would wrongly still hold; or dropped (`ended` is `nil`), and then whether anything
  /// still keeps it alive.
  func didEndInteractivePop(
    on navigation: NavigationController, ended: InteractivePop?, droppedGestureIsAlive: Bool?)
  /// The runner let go of the window declared with root `name` (`root`), which was visible or
  /// hidden.
  func didReleaseWindow(_ name: String, wasVisible: Bool, root: ScreenController)
  /// What a list step must leave as it was, should `list` refuse it: read before the step.
  func listState(of list: SimList) -> [String]
  /// `list` refused a step (an `apply` when `isApply`); `before` is ``listState(of:)`` read
  /// before it, or `nil` when other work may have changed the list meanwhile.
  func didRefuseListStep(on list: SimList, before: [String]?, isApply: Bool)
  /// The completion of one `apply` on `list` ran, for the `calls`-th time.
  func applyCompletionRan(on list: SimList, calls: Int)
  /// `replaceList` freed the list `name` (with `layers`, as `1 layer` or `N layers`) and put a
  /// new one in its place; `oldIsAlive` when something still keeps the old one. What the
  /// observer keeps by identity may now name the new list (it may reuse the old one's address).
  func didReplaceList(_ name: String, layers: String, oldIsAlive: Bool)
  /// The step was refused, by the library or by the runner itself: allowed under
  /// `check invariants`, as long as it changed nothing.
  func didRefuseStep()
  /// What a step the library refused changed (it must change nothing): empty when nothing.
  func problemsOfRefusedStep() -> [String]
  /// Called after the call of the step on `line` succeeded.
  func didSucceed(_ line: SourceLine)
  /// The problems after a step; empty when every check holds.
  func problems() -> [String]
}
