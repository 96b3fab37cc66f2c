import Lifecycle
import SimAppKit
import SimAppVerification
import Testing

/// The checks a step makes of its own effect live in the invariant observer, which the runner
/// tells what happened: each must still fire. The observer is told of a world the library
/// would never leave (a gesture kept, a stack changed by a drop, a list changed by a refusal),
/// and reports it with its exact words.
@MainActor
@Suite struct StepCheckTests {
  private static let declarations = invariantDeclarations

  /// A runner with the declarations performed and `steps` run (none may fail), its parser and
  /// its observer.
  private func started(after steps: [String]) throws -> (
    ScenarioRunner, Parser, InvariantObserver
  ) {
    var parser = try Parser.started(with: Self.declarations)
    let runner = startedRunner(parser.declared)
    for (offset, step) in steps.enumerated() {
      #expect(runner.execute(try parser.entry(step, lineNumber: 7 + offset)) == nil)
    }
    #expect(runner.invariantProblems().isEmpty)
    return (runner, parser, try #require(runner.invariantObserver))
  }

  @Test func aDropThatChangesTheStackWithoutADiagnosticIsReported() throws {
    let (runner, _, observer) = try started(after: ["show", "push Nav Spare"])
    let nav = try #require(runner.controllers["Nav"] as? NavigationController)
    observer.didBeginInteractivePop(on: "Nav", undisturbed: true)
    observer.willDropInteractivePop(on: nav)
    try nav.pop(animated: false)
    observer.didEndInteractivePop(on: nav, ended: nil, droppedGestureIsAlive: false)
    #expect(
      observer.stepProblems == [
        "dropping the gesture on Nav changed its stack from [\"Root\", \"Spare\"] to [\"Root\"]",
        "dropping the gesture on Nav was not reported by a diagnostic",
      ])
    #expect(observer.lastGestureEnded == "Nav")
  }

  @Test func aReleasedWindowWhoseRootStillPresentsIsReported() throws {
    let (runner, _, observer) = try started(after: [
      "show", "present Root Spare", "release Other",
    ])
    let nav = try #require(runner.controllers["Nav"])
    observer.didReleaseWindow("Other", wasVisible: false, root: nav)
    #expect(
      observer.stepProblems == ["Nav, root of the released window of Other, still presents Spare"])
  }

  @Test func aRefusedListStepOrApplyThatChangedTheListIsReported() throws {
    let (runner, _, observer) = try started(after: ["show", "push Nav Feed"])
    let feed = try #require(runner.lists["Feed"])
    observer.didRefuseListStep(on: feed, before: observer.listState(of: feed), isApply: false)
    #expect(observer.stepProblems.isEmpty)
    observer.didRefuseListStep(on: feed, before: ["another list"], isApply: false)
    observer.didRefuseListStep(on: feed, before: ["another list"], isApply: true)
    observer.didRefuseListStep(on: feed, before: nil, isApply: true)
    #expect(
      observer.stepProblems == [
        "the refused list step changed Feed", "the refused apply changed Feed",
      ])
  }

  @Test func anApplyCompletionRunTwiceIsReported() throws {
    let (runner, _, observer) = try started(after: [])
    let feed = try #require(runner.lists["Feed"])
    observer.applyCompletionRan(on: feed, calls: 1)
    observer.applyCompletionRan(on: feed, calls: 2)
    #expect(observer.stepProblems == ["Feed: an apply's completion ran 2 times"])
  }

  @Test func aReplacedListKeptAliveIsReported() throws {
    let (runner, started, _) = try started(after: [])
    var parser = started
    let kept = runner.lists["Feed"]
    let error = runner.execute(try parser.entry("replaceList Feed", lineNumber: 7))
    #expect(
      error?.message == """
        invariant violated after `replaceList Feed`:
          - Feed, replaced with 0 layers attached, is still alive
        """)
    withExtendedLifetime(kept) {}
  }

  @Test func aCallLeftQueuedOnAnIdleTreeIsReported() throws {
    let (runner, started, observer) = try started(after: ["show", "removeFromParent Spare"])
    var parser = started
    // The last step delivered nothing; a push on the visible stack must deliver at once.
    let push = try parser.entry("push Nav Spare", lineNumber: 9)
    observer.willPerform(.push(navigation: "Nav", screen: "Spare", animated: false))
    observer.didSucceed(push.line)
    #expect(
      observer.stepProblems == [
        "`push Nav Spare` succeeded with nothing holding any tree, yet delivered no callback (left queued?)"
      ])
    // The runner owns its observer, which reads it.
    withExtendedLifetime(runner) {}
  }

  @Test func aWindowMadeKeyThatIsNotKeyIsReported() throws {
    let (runner, started, observer) = try started(after: ["show", "show Other"])
    var parser = started
    let makeKey = try parser.entry("makeKey Nav", lineNumber: 9)
    observer.willPerform(.makeKey("Nav"))
    observer.didSucceed(makeKey.line)
    #expect(runner.invariantProblems() == ["the window of Nav was made key, yet is not key"])
  }
}
