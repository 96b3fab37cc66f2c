import Foundation
import SimAppKit
import Testing

/// `task SCREEN` and `expect task`: task lifetimes in every report format, expectations that
/// fail with what was found, and the static errors of the new forms.
@MainActor
@Suite struct TaskStatementTests {
  private let gesture = """
    screen Home Feed
    navigation Nav Home
    window Nav
    check invariants
    show
    task Feed
    push Nav Feed animated=false
    expect task running Feed
    beginInteractivePop Nav
    expect task cancelled Feed
    cancelInteractivePop Nav
    expect task running Feed
    """

  @Test func theTextReportNotesEachStartAndCancellationInItsStep() {
    let outcome = simApp(scenario: gesture)
    #expect(outcome.status == 0)
    #expect(outcome.errors.isEmpty)
    #expect(
      outcome.output.split(separator: "\n").map(String.init)
        == [
          "LifeCircle SimApp: test.scenario",
          "",
          "1. show",
          "     Nav.willAppear(false)",
          "     Home.willAppear(false)",
          "     Nav.didAppear(false)",
          "     Home.didAppear(false)",
          "     Home.didGainFocus(shown)",
          "     stack: Nav > Home",
          "2. task Feed",
          "     stack: Nav > Home",
          "3. push Nav Feed animated=false",
          "     Home.willDisappear(false)",
          "     Feed.willAppear(false)",
          "     Home.didDisappear(false)",
          "     Feed.didAppear(false)",
          "     Home.didLoseFocus(covered)",
          "     Feed.didGainFocus(shown)",
          "     task: Feed started",
          "     stack: Nav > Feed",
          "     ok: expect task running Feed",
          "4. beginInteractivePop Nav",
          "     Feed.willDisappear(true)",
          "     Home.willAppear(true)",
          "     task: Feed cancelled",
          "     stack: Nav > Feed",
          "     ok: expect task cancelled Feed",
          "5. cancelInteractivePop Nav",
          "     Home.willDisappear(true)",
          "     Home.didDisappear(true)",
          "     Feed.willAppear(true)",
          "     Feed.didAppear(true)",
          "     task: Feed started",
          "     stack: Nav > Feed",
          "     ok: expect task running Feed",
          "passed: 5 steps, 3 expectations held",
        ].filter { !$0.isEmpty })
  }

  @Test func theJSONReportCarriesTheNotesOfEachStep() throws {
    let outcome = simApp(scenario: gesture, format: "json")
    let objects = try outcome.output.split(separator: "\n").map {
      try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    #expect(
      objects.dropLast().map { $0["notes"] as? [String] ?? ["?"] } == [
        [], [], ["task: Feed started"], ["task: Feed cancelled"], ["task: Feed started"],
      ])
  }

  @Test func theMermaidReportShowsThemAsNotes() {
    let lines = simApp(scenario: gesture, format: "mermaid").output.split(separator: "\n")
    #expect(
      lines.filter { $0.contains("task") } == [
        "  Note over SimApp: 2. task Feed",
        "  Note over SimApp: task: Feed started",
        "  Note over SimApp: task: Feed cancelled",
        "  Note over SimApp: task: Feed started",
      ])
  }

  @Test func aTaskAttachedToAVisibleScreenStartsAtOnceAndOtherEventsCanBeChosen() {
    let outcome = simApp(
      scenario: """
        screen A B
        tabs T A B
        window T
        check invariants
        show
        task A
        expect task running A
        task B startingOn=willAppear cancellingOn=didDisappear
        select T 1
        expect task running B
        expect task cancelled A
        select T 0
        expect task cancelled B
        """, format: "json")
    #expect(outcome.status == 0)
    #expect(
      outcome.output.split(separator: "\n").dropLast().map {
        (try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])?["notes"]
          as? [String] ?? ["?"]
      } == [
        [], ["task: A started"], [], ["task: B started", "task: A cancelled"],
        ["task: B cancelled", "task: A started"],
      ])
  }

  @Test(arguments: [
    (
      "expect task cancelled Feed", "push Nav Feed",
      """
      test.scenario:8:1: error: expectation failed: expect task cancelled Feed
        expected: cancelled
        actual:   running
      """
    ),
    (
      "expect task running Feed", "",
      """
      test.scenario:8:1: error: expectation failed: expect task running Feed
        expected: running
        actual:   not started
      """
    ),
  ])
  func aFailingExpectationSaysWhatItFound(expectation: String, step: String, expected: String) {
    let outcome = simApp(
      scenario: """
        screen Home Feed
        navigation Nav Home
        window Nav
        show
        task Feed
        \(step.isEmpty ? "hide" : step)
        # the expectation
        \(expectation)
        """)
    #expect(outcome.status == 1)
    #expect(outcome.errors.hasPrefix(expected + "\n"))
  }

  @Test func aTaskFromAReactionThatNeverRanIsReportedAtTheExpectation() {
    let outcome = simApp(
      scenario: """
        screen Home Feed
        navigation Nav Home
        window Nav
        show
        on Home willDisappear: task Feed
        expect task running Feed
        """)
    #expect(outcome.status == 1)
    #expect(
      outcome.errors.hasPrefix(
        """
        test.scenario:6:1: error: expectation failed: expect task running Feed
          expected: running
          actual:   no task attached (its `task` reaction has not run)

        """))
  }

  @Test(arguments: [
    (
      "task",
      """
      test.scenario:5:1: error: `task` needs 1 argument, got 0
        hint: usage: task SCREEN [startingOn=EVENT] [cancellingOn=EVENT]
      """
    ),
    (
      "task Fed",
      """
      test.scenario:5:6: error: unknown screen `Fed`
        hint: did you mean `Feed`?
      """
    ),
    (
      "task p",
      """
      test.scenario:5:6: error: `p` is an action, not a screen
      """
    ),
    (
      "task Feed Home",
      """
      test.scenario:5:11: error: unexpected argument `Home` for `task`
        hint: usage: task SCREEN [startingOn=EVENT] [cancellingOn=EVENT]
      """
    ),
    (
      "task Feed animated=false",
      """
      test.scenario:5:11: error: `task` has no option `animated`
        hint: usage: task SCREEN [startingOn=EVENT] [cancellingOn=EVENT]
      """
    ),
    (
      "task Feed startingOn=didApear",
      """
      test.scenario:5:22: error: unknown event `didApear`
        hint: did you mean `didAppear`?
      """
    ),
    (
      "task Feed startingOn=willDisappear cancellingOn=didAppear",
      """
      test.scenario:5:49: error: a task cannot start on willDisappear and be cancelled on didAppear
        hint: startingOn must come before cancellingOn in willAppear, didAppear, willDisappear, didDisappear
      """
    ),
    (
      "task Feed startingOn=willDisappear",
      """
      test.scenario:5:22: error: a task cannot start on willDisappear and be cancelled on willDisappear
        hint: startingOn must come before cancellingOn in willAppear, didAppear, willDisappear, didDisappear
      """
    ),
    (
      "task Feed\ntask Feed startingOn=willAppear",
      """
      test.scenario:6:1: error: `Feed` already has a task
        hint: a screen has one task action; give the first one the events you need
      """
    ),
    (
      "task Feed\non Home didAppear: task Feed",
      """
      test.scenario:6:1: error: `Feed` already has a task
        hint: a screen has one task action; give the first one the events you need
      """
    ),
    (
      "expect task running Home",
      """
      test.scenario:5:21: error: `Home` has no task
        hint: attach one first, with `task Home`
      """
    ),
    (
      "task Feed\nexpect task finished Feed",
      """
      test.scenario:6:13: error: unknown task status `finished`
        hint: a task is running or cancelled; usage: expect task running|cancelled SCREEN
      """
    ),
    (
      "task Feed\nexpect task running",
      """
      test.scenario:6:8: error: `expect task` takes running or cancelled, then a screen
        hint: usage: expect task running|cancelled SCREEN
      """
    ),
    (
      "task Feed\nexpect task running Feed Home",
      """
      test.scenario:6:26: error: `expect task` takes running or cancelled, then a screen
        hint: usage: expect task running|cancelled SCREEN
      """
    ),
  ])
  func newFormsAreCheckedBeforeAnythingRuns(line: String, expected: String) {
    let outcome = simApp(
      scenario: """
        screen Home Feed
        navigation Nav Home
        window Nav
        action p
        \(line)
        """)
    #expect(outcome.status == 2)
    #expect(outcome.output.isEmpty)
    #expect(outcome.errors.hasPrefix(expected + "\n"))
  }
}
