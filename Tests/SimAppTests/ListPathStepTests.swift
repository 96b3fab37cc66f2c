import Foundation
import SimAppKit
import SimAppVerification
import Testing

/// A feed of four rows, two of them in the viewport, pushed in a shown stack, with a layer
/// `ads` holding `x` after its first row; every invariant checked. Its steps are 1 to 4.
private let feed = """
  screen Home
  list Feed A B C D
  navigation Nav Home
  window Nav
  check invariants
  show
  scroll Feed 0 2
  push Nav Feed animated=false
  layer Feed ads insert x after 1

  """

/// The report of `feed` then `steps`, from step `first` on, up to the summary; and the summary.
@MainActor
private func run(_ steps: String, from first: Int) -> (report: String, summary: String) {
  let outcome = simApp(scenario: feed + steps)
  let lines = outcome.output.split(separator: "\n", omittingEmptySubsequences: false)
  let report = lines.drop { !$0.hasPrefix("\(first). ") }.prefix { !$0.isEmpty }
  return (report.joined(separator: "\n"), String(lines.last { !$0.isEmpty } ?? ""))
}

/// `layer ... reattach`, `badBatch LIST LAYER ...` and `replaceList`, and the kinds the fuzz
/// summary counts for the paths of lists.
@MainActor
@Suite struct ListPathStepTests {
  @Test func aDetachedLayerComesBackWithItsRows() {
    let outcome = run(
      """
      layer Feed ads insert y after 3
      layer Feed ads detach
      expect display Feed A B C D
      layer Feed ads reattach
      expect display Feed A x B C y D
      layer Feed ads reattach
      expect refused
      """, from: 6)
    #expect(
      outcome.report == """
        6. layer Feed ads detach
             layer: Feed.ads didEndDisplaying x at [0, 1]
             list: Feed.didUpdate batch deleted rows [0, 1] [0, 4]
             list: Feed.willDisplay [0, 1] B
             stack: Nav > Feed
             ok: expect display Feed A B C D
        7. layer Feed ads reattach
             list: Feed.didEndDisplaying [0, 1] B
             list: Feed.didUpdate batch inserted rows [0, 1] [0, 4]
             layer: Feed.ads willDisplay x at [0, 1]
             stack: Nav > Feed
             ok: expect display Feed A x B C y D
        8. layer Feed ads reattach
             refused: Feed has no detached layer ads
             stack: Nav > Feed
             ok: expect refused
        """)
    #expect(outcome.summary == "passed: 8 steps, 3 expectations held")
  }

  /// Refused now, the batch's detach of the layer goes with it: the layer stays.
  @Test func aRefusedBatchKeepsTheLayerItDetached() {
    let outcome = run(
      "badBatch Feed ads detach\nexpect refused\nexpect display Feed A x B C D", from: 5)
    #expect(
      outcome.report == """
        5. badBatch Feed ads detach
             refused: invalid number of rows in section 0: the batch gives 4, the data source has 5
             stack: Nav > Feed
             ok: expect refused
             ok: expect display Feed A x B C D
        """)
  }

  @Test func aListFreedWithItsLayerIsReplacedAtOnce() {
    let outcome = run(
      """
      empty Feed Nothing
      replaceList Feed
      pop Nav animated=false
      replaceList Feed
      push Nav Feed animated=false
      expect display Feed A B C D
      """, from: 6)
    #expect(
      outcome.report == """
        6. replaceList Feed
             refused: `Feed` is not off screen and free
             stack: Nav > Feed
        7. pop Nav animated=false
             Feed.willDisappear(false)
             Home.willAppear(false)
             Feed.didDisappear(false)
             Home.didAppear(false)
             Feed.didLoseFocus(removed)
             Home.didGainFocus(revealed)
             list: Feed.didEndDisplaying [0, 0] A
             layer: Feed.ads didEndDisplaying x at [0, 1]
             stack: Nav > Home
        8. replaceList Feed
             replaceList: Feed freed with 1 layer, a new Feed made
             stack: Nav > Home
        9. push Nav Feed animated=false
             Home.willDisappear(false)
             Feed.willAppear(false)
             Home.didDisappear(false)
             Feed.didAppear(false)
             Home.didLoseFocus(covered)
             Feed.didGainFocus(shown)
             list: Feed.willDisplay [0, 0] A
             list: Feed.willDisplay [0, 1] B
             list: Feed.willDisplay [0, 2] C
             list: Feed.willDisplay [0, 3] D
             stack: Nav > Feed
             ok: expect display Feed A B C D
        """)
    #expect(outcome.summary == "passed: 9 steps, 1 expectation held")
  }

  @Test(arguments: [
    ("on L0 willDisplay: delete L0 2", "on.willDisplay"),
    ("on L1 didEndDisplaying: layer L1 ads reattach", "on.didEndDisplaying"),
    ("on L0 didUpdate: replaceList L1", "on.didUpdate"),
    ("on L0 layerWillDisplay: scroll L0 1 2", "on.layerWillDisplay"),
    ("on L0 layerDidEndDisplaying: empty L0 off", "on.layerDidEndDisplaying"),
    ("on L0 placeholder: insert L0 n1 at 1", "on.placeholder"),
    ("on L0 didUpdate: show R1", "on.list.window"),
    ("on L0 willDisplay: push N2 S5", "on.list.navigation"),
    ("on S0 didAppear: insert L0 n1 at 1", "on"),
    ("layer L0 ads reattach", "layer.reattach"),
    ("layer L0 ads detach", "layer"),
    ("badBatch L0 ads insert y1", "badBatch.layer"),
    ("badBatch L0", "badBatch"),
    ("replaceList L0", "replaceList"),
  ])
  func theFuzzSummaryCountsEachPathOfLists(line: String, kind: String) {
    #expect(Fuzzer.kind(of: line) == kind)
  }
}
