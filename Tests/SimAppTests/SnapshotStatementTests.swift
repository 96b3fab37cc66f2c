import Foundation
import Lists
import SimAppKit
import SimAppVerification
import Testing

/// A feed of five rows in a navigation stack, shown, with every row displayed.
let shownFeed = """
  screen Home
  list Feed a b c d e
  navigation Nav Home
  window Nav
  check invariants
  show
  push Nav Feed animated=false

  """

/// `apply`, `prefetch`, `expect prefetched` and `expect sections`, and their invariants.
@MainActor
@Suite struct SnapshotStatementTests {
  @Test func applyMovesASectionAsOneMoveAndReloadsAMovedRowInASecondChange() {
    let outcome = simApp(
      scenario: shownFeed + """
        apply Feed Top: a b | Rest: c d e
        apply Feed Rest: e c | Top: a b d reload b reconfigure e
        expect sections Feed Rest: e c | Top: a b d
        """)
    #expect(outcome.status == 0)
    #expect(
      outcome.output.contains(
        """
        3. apply Feed Top: a b | Rest: c d e
             list: Feed.didEndDisplaying [0, 2] c
             list: Feed.didEndDisplaying [0, 3] d
             list: Feed.didEndDisplaying [0, 4] e
             list: Feed.didUpdate batch inserted sections 1 deleted rows [0, 2] [0, 3] [0, 4]
             list: Feed.willDisplaySection 1 Rest
             list: Feed.willDisplay [1, 0] c
             list: Feed.willDisplay [1, 1] d
             list: Feed.willDisplay [1, 2] e
             list: Feed.completion batch inserted sections 1 deleted rows [0, 2] [0, 3] [0, 4]
             stack: Nav > Feed
        4. apply Feed Rest: e c | Top: a b d reload b reconfigure e
             list: Feed.didUpdate batch moved sections 0->1 reconfigured rows [1, 2] moved rows [1, 0]->[0, 1] [1, 1]->[1, 2]
             list: Feed.didEndDisplaying [1, 1] b
             list: Feed.didUpdate batch reloaded rows [1, 1]
             list: Feed.willDisplay [1, 1] b
             list: Feed.completion batch moved sections 0->1 reconfigured rows [1, 2] moved rows [1, 0]->[0, 1] [1, 1]->[1, 2]
             stack: Nav > Feed
             ok: expect sections Feed Rest: e c | Top: a b d
        """))
  }

  @Test(arguments: [
    (
      "apply Feed A: a b | B: c a",
      "list: Feed.completion refused: the new snapshot holds the identifier a more than once"
    ),
    (
      "apply Feed A: a b | A: c",
      "list: Feed.completion refused: the new snapshot identifies more than one section by A"
    ),
    (
      "apply Feed a b reload z",
      "list: Feed.completion refused: the snapshot updates z, which it does not hold"
    ),
  ])
  func aRefusedApplyIsACompletionNoteAndChangesNothing(step: String, note: String) {
    let outcome = simApp(
      scenario: shownFeed + step
        + "\nexpect refused\nexpect display Feed a b c d e\nexpect visible Feed 0 1 2 3 4"
    )
    #expect(outcome.status == 0)
    #expect(outcome.output.contains("3. \(step)\n     \(note)\n     stack: Nav > Feed\n"))
  }

  @Test func anAcceptedApplyIsNotRefused() {
    let outcome = simApp(scenario: shownFeed + "apply Feed e d\nexpect refused")
    #expect(outcome.status == 1)
    #expect(
      outcome.errors.contains("expected: the last list step refused\n  actual:   it was accepted"))
  }

  @Test func prefetchingFollowsTheViewportAndLeavesWithTheList() {
    let outcome = simApp(
      scenario: shownFeed + """
        scroll Feed 1 1
        prefetch Feed 1
        expect prefetched Feed a b c
        layer Feed ads insert x after 2
        expect prefetched Feed a b x
        pop Nav animated=false
        expect prefetched Feed
        """)
    #expect(outcome.status == 0)
    #expect(
      outcome.output.contains(
        """
        4. prefetch Feed 1
             list: Feed.prefetch [0, 0] a, [0, 1] b, [0, 2] c
             stack: Nav > Feed
             ok: expect prefetched Feed a b c
        5. layer Feed ads insert x after 2
             list: Feed.cancelPrefetching [0, 2] c
             list: Feed.didUpdate batch inserted rows [0, 2]
             layer: Feed.ads prefetch x
             stack: Nav > Feed
             ok: expect prefetched Feed a b x
        6. pop Nav animated=false
             Feed.willDisappear(false)
             Home.willAppear(false)
             Feed.didDisappear(false)
             Home.didAppear(false)
             Feed.didLoseFocus(removed)
             Home.didGainFocus(revealed)
             list: Feed.didEndDisplaying [0, 1] b
             list: Feed.cancelPrefetching [0, 0] a, [0, 1] b
             layer: Feed.ads cancelPrefetching x
             stack: Nav > Home
             ok: expect prefetched Feed
        """))
  }

  @Test func prefetchedRowsOfALayerGoToItsDelegate() {
    let outcome = simApp(
      scenario: shownFeed + """
        layer Feed ads insert x after 1
        scroll Feed 0 1
        prefetch Feed 1
        expect prefetched Feed a x
        """)
    #expect(outcome.status == 0)
    #expect(
      outcome.output.contains(
        "list: Feed.prefetch [0, 0] a\n     layer: Feed.ads prefetch x\n"))
  }

  @Test(arguments: [
    (
      "apply Feed A: a | b",
      "test.scenario:8:19: error: either every section has an identifier or none has"
    ),
    ("apply Feed a reload", "test.scenario:8:14: error: `reload` needs the rows it updates"),
    (
      "apply Feed a reload b reload c", "test.scenario:8:23: error: `reload` appears twice"
    ),
    (
      "apply Feed a reload b | c",
      "test.scenario:8:23: error: sections come before `reload` and `reconfigure`"
    ),
    ("apply Feed a b: c", "test.scenario:8:14: error: `b:` is not at the start of a section"),
    (
      "prefetch Feed -1",
      "test.scenario:8:15: error: `prefetch` takes a list and a distance, a whole number from 0"
    ),
    ("apply Home a", "test.scenario:8:7: error: `Home` is not a list"),
  ])
  func malformedSnapshotStepsAreStaticErrors(step: String, error: String) {
    let outcome = simApp(scenario: shownFeed + step)
    #expect(outcome.status == 2)
    #expect(outcome.errors.hasPrefix(error))
  }

  /// A runner showing `Feed` with two sections, every row displayed, one prefetched around a
  /// viewport of two rows.
  private func sectionedRunner() throws -> ScenarioRunner {
    let lines = shownFeed.split(separator: "\n").map(String.init)
    var parser = try Parser.started(with: lines.prefix(5).joined(separator: "\n"))
    let runner = startedRunner(parser.declared)
    let steps =
      lines.dropFirst(5) + ["apply Feed A: a b | B: c d e", "scroll Feed 1 2", "prefetch Feed 1"]
    for (number, step) in steps.enumerated() {
      #expect(runner.execute(try parser.entry(step, lineNumber: 6 + number)) == nil)
    }
    #expect(runner.invariantProblems().isEmpty)
    return runner
  }

  /// Broken on purpose: a list whose prefetch data source is one SimApp does not know (so what
  /// it heard is unknown) leaves rows prefetched that left the range.
  @Test func prefetchingOutOfStepWithTheViewportIsReported() throws {
    let runner = try sectionedRunner()
    let list = try #require(runner.lists["Feed"])
    let stranger = StrangePrefetcher()
    list.prefetchDataSource = stranger
    list.viewport = ListViewport(firstRow: 3, rowCount: 2)
    #expect(
      runner.invariantProblems() == [
        "Feed prefetched other rows than the display rows [2, 3, 4] (distance 1)"
      ])
  }

  /// Broken on purpose: a section displayed without its callback is reported.
  @Test func aSectionDisplayedWithoutItsCallbackIsReported() throws {
    let runner = try sectionedRunner()
    let list = try #require(runner.lists["Feed"])
    list.sections[1].key += 100  // as if B had been displayed without willDisplaySection
    #expect(
      runner.invariantProblems().contains(
        "Feed's section display callbacks leave other sections displayed than those of rows [1, 2]"
      ))
  }

  /// Broken on purpose: sections that disagree with the snapshot data source are reported.
  @Test func rowsOutOfStepWithTheSnapshotAreReported() throws {
    let runner = try sectionedRunner()
    let list = try #require(runner.lists["Feed"])
    list.sections.swapAt(0, 1)
    #expect(
      runner.invariantProblems().contains(
        "Feed's rows are out of step with its snapshot data source (SimApp)"))
  }

  @Test func theFuzzerAppliesSnapshotsAndChangesThePrefetchDistance() {
    var notes: [String] = []
    var lines: [String] = []
    func sawEverything() -> Bool {
      notes.contains { $0.contains(".completion batch moved sections") }
        && notes.contains { $0.contains(".completion refused: the new snapshot holds") }
        && notes.contains { $0.contains(".prefetch [") }
        && lines.contains { $0.hasPrefix("prefetch ") }
    }
    // Seeds until each kind of note was seen (the generator's other moves shift the draws);
    // seed 1 shows them all in 800 steps.
    for seed: UInt64 in 1...40 where !sawEverything() {
      let generated = Fuzzer.generate(seed: seed, steps: 800).lines
      let result = Fuzzer.run(generated)
      #expect(result.failure == nil)
      notes += result.steps.flatMap(\.notes)
      lines += generated
    }
    #expect(notes.contains { $0.contains(".completion batch moved sections") })
    #expect(notes.contains { $0.contains(".completion refused: the new snapshot holds") })
    #expect(notes.contains { $0.contains(".prefetch [") })
    #expect(lines.contains { $0.hasPrefix("prefetch ") })
  }
}

/// A prefetch data source SimApp does not know: it hears calls and keeps nothing.
@MainActor
final class StrangePrefetcher: ListPrefetching {
  func list(_ list: ListController, prefetchRowsAt indexPaths: [ListIndexPath]) {}
  func list(_ list: ListController, cancelPrefetchingForRowsAt indexPaths: [ListIndexPath]) {}
}
