import Foundation
import SimAppKit
import Testing

/// A feed in a navigation stack, shown.
private let feed = """
  screen Home Detail
  list Feed A B C D
  navigation Nav Home
  window Nav
  show
  scroll Feed 0 2
  push Nav Feed animated=false

  """

@MainActor
@Suite struct ListStatementTests {
  @Test func listCallbacksAreNotesOfTheirStepInDeliveryOrder() {
    let outcome = simApp(scenario: feed + "insert Feed New at 0\nexpect display Feed New A B C D")
    #expect(outcome.status == 0)
    #expect(
      outcome.output.contains(
        """
        3. push Nav Feed animated=false
             Home.willDisappear(false)
             Feed.willAppear(false)
             Home.didDisappear(false)
             Feed.didAppear(false)
             Home.didLoseFocus(covered)
             Feed.didGainFocus(shown)
             list: Feed.willDisplay [0, 0] A
             list: Feed.willDisplay [0, 1] B
             stack: Nav > Feed
        4. insert Feed New at 0
             list: Feed.didEndDisplaying [0, 1] B
             list: Feed.didUpdate batch inserted rows [0, 0]
             list: Feed.willDisplay [0, 0] New
             stack: Nav > Feed
             ok: expect display Feed New A B C D
        """))
  }

  @Test func aRefusedListStepIsANoteAndChangesNothing() {
    let outcome = simApp(
      scenario: feed
        + "delete Feed 9\nexpect refused\nexpect display Feed A B C D\nexpect visible Feed 0 1")
    #expect(outcome.status == 0)
    #expect(outcome.output.contains("refused: index path [0, 9] is outside the list"))
    let accepted = simApp(scenario: feed + "delete Feed 0\nexpect refused")
    #expect(accepted.status == 1)
    #expect(
      accepted.errors.contains(
        "expected: the last list step refused\n  actual:   it was accepted"))
  }

  @Test func listStepsInEveryReportFormat() {
    let scenario = feed + "tap Feed 1\nexpect selection Feed 1"
    let json = simApp(scenario: scenario, format: "json")
    #expect(json.status == 0)
    #expect(json.output.contains("list: Feed.didSelect [0, 1]"))
    let mermaid = simApp(scenario: scenario, format: "mermaid")
    #expect(mermaid.status == 0)
    #expect(mermaid.output.contains("list: Feed.didSelect [0, 1]"))
  }

  @Test(arguments: [
    (
      "insert Home X at 0",
      "test.scenario:8:8: error: `Home` is not a list\n  hint: lists are: Feed"
    ),
    (
      "insert Feed X on 0",
      "test.scenario:8:15: error: expected `at`, found `on`\n  hint: usage: insert LIST ROW at INDEX"
    ),
    (
      "delete Feed -1",
      "test.scenario:8:13: error: `-1` is not a row index\n  hint: row indices are whole numbers from 0"
    ),
    (
      "move Feed 1 2",
      "test.scenario:8:1: error: `move` takes 4 arguments, got 3\n  hint: usage: move LIST INDEX to INDEX"
    ),
    (
      "expect refused",
      "test.scenario:8:8: error: `expect refused` must follow a list step\n  hint: put it right after the list step that should be refused"
    ),
    (
      "layer Feed ads insert x near 1",
      "test.scenario:8:25: error: `layer ... insert` takes an identifier, `after` or `at`, and a number\n  hint: usage: layer LIST LAYER insert ID after|at N | remove ID ... | reload ID ... | detach | reattach"
    ),
    (
      "layer Feed ads remvoe x",
      "test.scenario:8:16: error: unknown layer operation `remvoe`\n  hint: did you mean `remove`?"
    ),
    (
      "expect empty shown Feed",
      "test.scenario:8:14: error: `expect empty` takes visible or hidden, then a list (and a section)\n  hint: usage: expect empty visible|hidden LIST [section INDEX|\"ID\"]"
    ),
    (
      "expect display",
      "test.scenario:8:8: error: `expect display` needs a list\n  hint: usage: expect display LIST ..."
    ),
  ])
  func badListStatementsStopBeforeAnythingRuns(line: String, expected: String) {
    let outcome = simApp(scenario: feed + line)
    #expect(outcome.errors == expected + "\n")
    #expect(outcome.status == 2)
  }

  @Test func layersAndPlaceholdersAreNotesOfTheirStep() {
    let outcome = simApp(
      scenario: feed
        + "layer Feed ads insert x after 1\nexpect display Feed A x B C D\nempty Feed Nothing\n"
        + "delete Feed 0\ndelete Feed 0\ndelete Feed 0\ndelete Feed 0\nexpect empty visible Feed"
    )
    #expect(outcome.status == 0)
    #expect(outcome.output.contains("layer: Feed.ads willDisplay x at [0, 1]"))
    #expect(outcome.output.contains("empty: Feed.willAppear\n     empty: Feed.didAppear\n"))
    #expect(outcome.output.contains("ok: expect empty visible Feed"))
  }

  @Test func theShippedListsScenarioPasses() throws {
    let text = try String(
      contentsOf: repositoryRoot.appendingPathComponent("Scenarios/lists.scenario"), encoding: .utf8
    )
    let outcome = simApp(scenario: text)
    #expect(outcome.status == 0)
    #expect(outcome.output.hasSuffix("passed: 28 steps, 30 expectations held\n"))
  }
}

@MainActor
@Suite struct HostileStepTests {
  @Test func aLineOfNestedReactionsIsOneErrorNotADeepParse() {
    let nested = String(repeating: "on A didAppear: ", count: 5_000) + "show"
    let outcome = simApp(scenario: "screen A\nwindow A\n" + nested)
    #expect(outcome.status == 2)
    #expect(
      outcome.errors == """
        test.scenario:3:17: error: a reaction cannot arm another reaction
          hint: write the second reaction as its own line

        """)
  }

  @Test func aViewportOfTheLargestSizeIsCheckedWithoutOverflow() {
    let outcome = simApp(
      scenario: """
        list Feed a b c
        check invariants
        window Feed
        show
        scroll Feed 1 \(Int.max)
        expect visible Feed 1 2
        scroll Feed \(Int.max) \(Int.max)
        expect visible Feed
        """)
    #expect(outcome.errors == "")
    #expect(outcome.status == 0)
  }
}
