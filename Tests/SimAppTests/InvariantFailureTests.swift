import Actions
import Lifecycle
import Lists
import SimAppKit
import SimAppVerification
import Testing

/// Each invariant of `check invariants`, broken on purpose (what a broken library or a wrong
/// simulator model would do), must be reported: an invariant that cannot fail proves nothing.
/// The link invariants (parent and children, presenter and presented, window roots) and the
/// rendering check (the cells the list shows against its rows) need a library that breaks its
/// own state, which no public or package API can do; they are left to the fuzzer.
@MainActor
@Suite struct InvariantFailureTests {
  private static let declarations = invariantDeclarations

  /// A runner with the declarations performed and `steps` run (none may fail).
  private func runner(after steps: [String]) throws -> ScenarioRunner {
    var parser = try Parser.started(with: Self.declarations)
    let runner = startedRunner(parser.declared)
    for (offset, step) in steps.enumerated() {
      #expect(runner.execute(try parser.entry(step, lineNumber: 7 + offset)) == nil)
    }
    #expect(runner.invariantProblems().isEmpty)
    return runner
  }

  @Test func aStateTheEventsDoNotExplainIsReported() throws {
    let runner = try runner(after: ["show"])
    let spare = try #require(runner.controllers["Spare"])
    // The checker hears an event the screen never received.
    runner.invariantObserver?.checker.hostController(
      spare, didReceive: .willAppear, animated: false)
    #expect(
      runner.invariantProblems().contains("Spare is disappeared but its events say appearing"))
  }

  @Test func aUIStackOutOfOrderIsReported() throws {
    let runner = try runner(after: ["show"])
    let spare = try #require(runner.controllers["Spare"])
    runner.uiStack.hostController(spare, viewDidAppear: false)
    #expect(
      runner.invariantProblems().contains(
        "the UI stack is [\"Nav\", \"Root\", \"Spare\"] but the appearance order is [\"Nav\", \"Root\"]"
      ))
  }

  @Test func checkingWhileATreeDeliversIsReported() throws {
    var parser = try Parser.started(with: Self.declarations)
    let runner = startedRunner(parser.declared)
    let root = try #require(runner.controllers["Root"])
    let spy = CallbackSpy()
    spy.onWillAppear = { [unowned spy, unowned runner] in
      spy.problems = runner.invariantProblems()
    }
    root.registerLifeCircleAction(spy)
    #expect(runner.execute(try parser.entry("show", lineNumber: 7)) == nil)
    #expect(spy.problems.contains("engine: a tree still delivers after the step"))
  }

  @Test func aWindowTheRegistryListsButTheRunnerDidNotMakeIsReported() throws {
    let runner = try runner(after: [])
    let stray = LifeCircleRegistry.scoped(runner.registry) {
      Window(rootController: ScreenController(title: "Stray"))
    }
    #expect(runner.invariantProblems().contains("the registry lists 3 windows, but 2 are alive"))
    withExtendedLifetime(stray) {}
  }

  @Test func aHiddenWindowReleasedButKeptIsReported() throws {
    var parser = try Parser.started(with: Self.declarations)
    let runner = startedRunner(parser.declared)
    let kept = runner.heldWindows["Other"]
    let error = runner.execute(try parser.entry("release Other", lineNumber: 7))
    #expect(
      error?.message == """
        invariant violated after `release Other`:
          - the released window of Other is hidden, yet still alive
          - the window of Other, released while hidden, is still alive
        """)
    withExtendedLifetime(kept) {}
  }

  @Test func aWindowReleasedWhileVisibleThatIsHiddenOrFreedIsReported() throws {
    let runner = try runner(after: ["show Other", "release Other"])
    let watched = try #require(runner.watchedWindows.first { $0.name == "Other" })
    let kept = watched.window
    kept?.hide()
    #expect(
      runner.invariantProblems().contains("the window of Other, released while visible, is hidden"))
    _ = consume kept
    #expect(
      runner.invariantProblems().contains("the window of Other, released while visible, was freed"))
  }

  @Test func aListWhoseRowsTheModelMiscountsIsReported() throws {
    let runner = try runner(after: ["show", "push Nav Feed"])
    let feed = try #require(runner.lists["Feed"])
    feed.rows.append((id: 1_000, text: "d"))
    #expect(runner.invariantProblems().contains("Feed shows content rows [0, 1, 2] of its 4 rows"))
  }

  @Test func displayCallbacksThatLeaveOtherRowsDisplayedAreReported() throws {
    let runner = try runner(after: ["show", "push Nav Feed"])
    let feed = try #require(runner.lists["Feed"])
    feed.rows[0] = (id: 1_000, text: "a")  // the same text under a new identity
    #expect(
      runner.invariantProblems().contains(
        "Feed's display callbacks leave other rows displayed than [0, 1, 2]"))
  }

  @Test func aDroppedGestureKeptAliveIsReported() throws {
    var parser = try Parser.started(with: Self.declarations)
    let runner = startedRunner(parser.declared)
    for (offset, step) in ["show", "push Nav Spare", "beginInteractivePop Nav"].enumerated() {
      #expect(runner.execute(try parser.entry(step, lineNumber: 7 + offset)) == nil)
    }
    let kept = runner.gestures["Nav"]
    let error = runner.execute(try parser.entry("dropInteractivePop Nav", lineNumber: 10))
    #expect(error?.message.contains("- the dropped gesture on Nav is still alive") == true)
    withExtendedLifetime(kept) {}
  }
}

/// An action that runs a closure from `viewWillAppear`.
@MainActor
private final class CallbackSpy: LifeCircleAction {
  var onWillAppear: (() -> Void)?
  var problems: [String] = []

  func hostController(_ controller: ScreenController, viewWillAppear animated: Bool) {
    onWillAppear?()
    onWillAppear = nil
  }
}
