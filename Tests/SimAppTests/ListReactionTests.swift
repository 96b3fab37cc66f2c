import Foundation
import SimAppKit
import Testing

/// A feed of four rows, two of them in the viewport, pushed in a shown stack; a second window
/// and a free screen to call into; every invariant checked. Its steps are 1 to 3.
private let feed = """
  screen Home Other Detail
  list Feed A B C D
  navigation Nav Home
  window Nav
  window Other
  check invariants
  show
  scroll Feed 0 2
  push Nav Feed animated=false

  """

/// Runs `feed` then `steps`: the report from step 4 on, up to the summary, and the summary.
@MainActor
private func run(_ steps: String) -> (report: String, summary: String, errors: String) {
  let outcome = simApp(scenario: feed + steps)
  let lines = outcome.output.split(separator: "\n", omittingEmptySubsequences: false)
  let report = lines.drop { !$0.hasPrefix("4. ") }.prefix { !$0.isEmpty }
  return (report.joined(separator: "\n"), String(lines.last { !$0.isEmpty } ?? ""), outcome.errors)
}

/// `on LIST CALLBACK: STEP`: a step run from inside a callback of the list's own work, once. A
/// request of the list is queued behind the update under way and runs after its last callback;
/// a navigation call waits likewise.
@MainActor
@Suite struct ListReactionTests {
  @Test func aBatchFromWillDisplayRunsAfterTheUpdateUnderWay() {
    let outcome = run(
      "on Feed willDisplay: delete Feed 0\ninsert Feed New at 0\nexpect display Feed A B C D")
    #expect(outcome.errors == "")
    #expect(
      outcome.report == """
        4. on Feed willDisplay: delete Feed 0
             stack: Nav > Feed
        5. insert Feed New at 0
             list: Feed.didEndDisplaying [0, 1] B
             list: Feed.didUpdate batch inserted rows [0, 0]
             list: Feed.willDisplay [0, 0] New
             list: Feed.didEndDisplaying [0, 0] New
             list: Feed.didUpdate batch deleted rows [0, 0]
             list: Feed.willDisplay [0, 1] B
             stack: Nav > Feed
             ok: expect display Feed A B C D
        """)
    #expect(outcome.summary == "passed: 5 steps, 1 expectation held")
  }

  @Test func aReloadFromDidEndDisplayingRunsAfterTheBatch() {
    let outcome = run("on Feed didEndDisplaying: reload Feed\ndelete Feed 0")
    #expect(
      outcome.report == """
        4. on Feed didEndDisplaying: reload Feed
             stack: Nav > Feed
        5. delete Feed 0
             list: Feed.didEndDisplaying [0, 0] A
             list: Feed.didUpdate batch deleted rows [0, 0]
             list: Feed.willDisplay [0, 1] C
             list: Feed.didEndDisplaying [0, 0] B
             list: Feed.didEndDisplaying [0, 1] C
             list: Feed.didUpdate reload
             list: Feed.willDisplay [0, 0] B
             list: Feed.willDisplay [0, 1] C
             stack: Nav > Feed
        """)
    #expect(outcome.summary == "passed: 5 steps, 0 expectations held")
  }

  /// The push waits for the move's last callback (`willDisplay C`); Feed's rows then end
  /// displaying as it leaves.
  @Test func aPushFromDidUpdateWaitsForTheUpdate() {
    let outcome = run(
      "on Feed didUpdate: push Nav Detail animated=false\nmove Feed 0 to 3\nexpect stack Nav Detail"
    )
    #expect(
      outcome.report == """
        4. on Feed didUpdate: push Nav Detail animated=false
             stack: Nav > Feed
        5. move Feed 0 to 3
             Feed.willDisappear(false)
             Detail.willAppear(false)
             Feed.didDisappear(false)
             Detail.didAppear(false)
             Feed.didLoseFocus(covered)
             Detail.didGainFocus(shown)
             list: Feed.didEndDisplaying [0, 0] A
             list: Feed.didUpdate batch moved rows [0, 0]->[0, 3]
             list: Feed.willDisplay [0, 1] C
             list: Feed.didEndDisplaying [0, 0] B
             list: Feed.didEndDisplaying [0, 1] C
             stack: Nav > Detail
             ok: expect stack Nav Detail
        """)
    #expect(outcome.summary == "passed: 5 steps, 1 expectation held")
  }

  @Test func aLayerMutationFromALayerDelegateIsQueued() {
    let outcome = run(
      """
      layer Feed ads insert x after 1
      on Feed layerWillDisplay: layer Feed ads remove x
      layer Feed ads insert y at 0
      expect display Feed y A B C D
      """)
    #expect(
      outcome.report.split(separator: "\n").drop { !$0.hasPrefix("6. ") }.joined(separator: "\n")
        == """
        6. layer Feed ads insert y at 0
             layer: Feed.ads didEndDisplaying x at [0, 1]
             list: Feed.didUpdate batch inserted rows [0, 0]
             layer: Feed.ads willDisplay y at [0, 0]
             list: Feed.didUpdate batch deleted rows [0, 2]
             stack: Nav > Feed
             ok: expect display Feed y A B C D
        """)
    #expect(outcome.summary == "passed: 6 steps, 1 expectation held")
  }

  @Test func aSecondWindowShownFromALayerDelegate() {
    let outcome = run(
      """
      layer Feed ads insert x after 0
      on Feed layerDidEndDisplaying: show Other
      scroll Feed 1
      expect stack Nav Feed Other
      """)
    #expect(
      outcome.report.split(separator: "\n").drop { !$0.hasPrefix("6. ") }.joined(separator: "\n")
        == """
        6. scroll Feed 1
             Other.willAppear(false)
             Other.didAppear(false)
             Feed.didLoseFocus(windowResignedKey)
             Other.didGainFocus(shown)
             layer: Feed.ads didEndDisplaying x at [0, 0]
             list: Feed.willDisplay [0, 1] B
             list: Feed.willDisplay [0, 2] C
             list: Feed.willDisplay [0, 3] D
             stack: Nav > Feed > Other
             ok: expect stack Nav Feed Other
        """)
    #expect(outcome.summary == "passed: 6 steps, 1 expectation held")
  }

  /// The insert asked from the placeholder's `willAppear` runs after its `didAppear`: the
  /// placeholder's move is the list's work.
  @Test func aBatchFromThePlaceholderRunsAfterItsMove() {
    let outcome = run(
      """
      reload Feed A
      empty Feed Nothing
      on Feed placeholder: insert Feed First at 0
      delete Feed 0
      expect display Feed First
      expect empty hidden Feed
      """)
    #expect(
      outcome.report.split(separator: "\n").drop { !$0.hasPrefix("7. ") }.joined(separator: "\n")
        == """
        7. delete Feed 0
             list: Feed.didEndDisplaying [0, 0] A
             list: Feed.didUpdate batch deleted rows [0, 0]
             empty: Feed.willAppear
             empty: Feed.didAppear
             list: Feed.didUpdate batch inserted rows [0, 0]
             empty: Feed.willDisappear
             empty: Feed.didDisappear
             list: Feed.willDisplay [0, 0] First
             stack: Nav > Feed
             ok: expect display Feed First
             ok: expect empty hidden Feed
        """)
    #expect(outcome.summary == "passed: 7 steps, 2 expectations held")
  }

  /// Queued, the refused batch drops its layer's insertion, and the simulator its rows.
  @Test func aRefusedQueuedBatchDropsItsLayerMutation() {
    let outcome = run(
      """
      layer Feed ads insert x after 1
      on Feed didUpdate: badBatch Feed ads insert y
      delete Feed 3
      expect display Feed A x B C
      """)
    #expect(
      outcome.report.split(separator: "\n").drop { !$0.hasPrefix("6. ") }.joined(separator: "\n")
        == """
        6. delete Feed 3
             list: Feed.didUpdate batch deleted rows [0, 4]
             diagnostic: queued batch update on "Feed" failed: invalid number of rows in section 0: the batch gives 3, the data source has 4
             stack: Nav > Feed
             ok: expect display Feed A x B C
        """)
    #expect(outcome.summary == "passed: 6 steps, 1 expectation held")
  }

  @Test func rowsAreNotReplacedFromTheListsOwnCallback() {
    let outcome = run(
      "on Feed didUpdate: reload Feed X Y\ndelete Feed 0\nexpect display Feed B C D")
    #expect(outcome.errors == "")
    #expect(
      outcome.report.split(separator: "\n").drop { !$0.hasPrefix("5. ") }.joined(separator: "\n")
        == """
        5. delete Feed 0
             list: Feed.didEndDisplaying [0, 0] A
             list: Feed.didUpdate batch deleted rows [0, 0]
             refused: Feed's rows cannot be replaced from its own callback (`reload Feed` without rows can)
             list: Feed.willDisplay [0, 1] C
             stack: Nav > Feed
             ok: expect display Feed B C D
        """)
  }

  @Test func aListCallbackNeedsAList() {
    let outcome = simApp(scenario: feed + "on Home willDisplay: pop Nav")
    #expect(outcome.status == 2)
    #expect(outcome.errors.contains("test.scenario:10:4: error: `Home` is not a list"))
    let nested = simApp(scenario: feed + "on Feed didUpdate: on Feed didUpdate: pop Nav")
    #expect(nested.errors.contains("error: a reaction cannot arm another reaction"))
  }
}
