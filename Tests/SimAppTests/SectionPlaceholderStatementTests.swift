import Foundation
import Lifecycle
import Lists
import SimAppKit
import SimAppVerification
import Testing

/// A feed in a navigation stack, shown, with three identified sections (Later empty).
private let sectioned =
  shownFeed + """
    apply Feed Saved: a b | Drafts: c | Later:

    """

/// `empty LIST section ...`, `prefetch LIST source ...`, `expect empty ... section ...`, and the
/// invariants of section placeholders and of prefetching per source.
@MainActor
@Suite struct SectionPlaceholderStatementTests {
  @Test func sectionPlaceholdersNoteTheirSectionAndFollowIt() {
    let outcome = simApp(
      scenario: sectioned + """
        empty Feed section 2 Nothing later
        empty Feed section "Drafts" No drafts
        apply Feed Saved: a b | Drafts: | Later: c
        expect empty visible Feed section "Drafts"
        expect empty hidden Feed section 2
        """)
    #expect(outcome.status == 0)
    #expect(
      outcome.output.contains(
        """
        4. empty Feed section 2 Nothing later
             empty: Feed[section 2].willAppear
             empty: Feed[section 2].didAppear
             stack: Nav > Feed
        5. empty Feed section "Drafts" No drafts
             stack: Nav > Feed
        6. apply Feed Saved: a b | Drafts: | Later: c
             list: Feed.didEndDisplayingSection 1 Drafts
             list: Feed.didUpdate batch moved rows [1, 0]->[2, 0]
             empty: Feed[section 2].willDisappear
             empty: Feed[section 2].didDisappear
             empty: Feed[section "Drafts"].willAppear
             empty: Feed[section "Drafts"].didAppear
             list: Feed.willDisplaySection 2 Later
             list: Feed.completion batch moved rows [1, 0]->[2, 0]
             stack: Nav > Feed
             ok: expect empty visible Feed section "Drafts"
             ok: expect empty hidden Feed section 2
        """), "\(outcome.output)")
  }

  @Test func offHidesAShownSectionPlaceholderAndATitleShowsItAgain() {
    let outcome = simApp(
      scenario: sectioned + """
        empty Feed section 2 Nothing later
        empty Feed section 2 off
        expect empty hidden Feed section 2
        empty Feed section 2 Back again
        expect empty visible Feed section 2
        """)
    #expect(outcome.status == 0)
    #expect(
      outcome.output.contains(
        """
        4. empty Feed section 2 Nothing later
             empty: Feed[section 2].willAppear
             empty: Feed[section 2].didAppear
             stack: Nav > Feed
        5. empty Feed section 2 off
             empty: Feed[section 2].willDisappear
             empty: Feed[section 2].didDisappear
             stack: Nav > Feed
             ok: expect empty hidden Feed section 2
        6. empty Feed section 2 Back again
             empty: Feed[section 2].willAppear
             empty: Feed[section 2].didAppear
             stack: Nav > Feed
             ok: expect empty visible Feed section 2
        """), "\(outcome.output)")
  }

  /// A tap reaches the delegate of a visible placeholder; one off, or never attached, is
  /// refused (and `off` does nothing to a placeholder never attached, as `empty LIST off`).
  @Test func aSectionPlaceholderTapReachesItsDelegateOnlyWhileVisible() {
    let outcome = simApp(
      scenario: sectioned + """
        empty Feed section 2 Nothing later
        empty Feed section 2 tap
        empty Feed section 2 off
        empty Feed section 2 tap
        empty Feed section "Saved" off
        empty Feed section "Saved" tap
        """)
    #expect(outcome.status == 0)
    #expect(
      outcome.output.contains(
        """
        5. empty Feed section 2 tap
             empty: Feed[section 2] tapped
             stack: Nav > Feed
        6. empty Feed section 2 off
             empty: Feed[section 2].willDisappear
             empty: Feed[section 2].didDisappear
             stack: Nav > Feed
        7. empty Feed section 2 tap
             empty: Feed[section 2] tap refused (no visible placeholder)
             stack: Nav > Feed
        8. empty Feed section "Saved" off
             stack: Nav > Feed
        9. empty Feed section "Saved" tap
             empty: Feed[section "Saved"] tap refused (no visible placeholder)
             stack: Nav > Feed
        """), "\(outcome.output)")
  }

  /// A placeholder off stays hidden while its section empties and fills; a title turns it on
  /// again, shown at once over the empty section.
  @Test func aSectionPlaceholderOffStaysHiddenWhileItsSectionEmptiesAndFills() {
    let outcome = simApp(
      scenario: sectioned + """
        empty Feed section "Drafts" No drafts
        empty Feed section "Drafts" off
        apply Feed Saved: a b | Drafts: | Later: c
        expect empty hidden Feed section "Drafts"
        apply Feed Saved: a b | Drafts: d | Later: c
        apply Feed Saved: a b | Drafts: | Later: c
        empty Feed section "Drafts" No drafts again
        expect empty visible Feed section "Drafts"
        """)
    #expect(outcome.status == 0)
    #expect(
      outcome.output.contains(
        """
        4. empty Feed section "Drafts" No drafts
             stack: Nav > Feed
        5. empty Feed section "Drafts" off
             stack: Nav > Feed
        6. apply Feed Saved: a b | Drafts: | Later: c
             list: Feed.didEndDisplayingSection 1 Drafts
             list: Feed.didUpdate batch moved rows [1, 0]->[2, 0]
             list: Feed.willDisplaySection 2 Later
             list: Feed.completion batch moved rows [1, 0]->[2, 0]
             stack: Nav > Feed
             ok: expect empty hidden Feed section "Drafts"
        7. apply Feed Saved: a b | Drafts: d | Later: c
             list: Feed.didUpdate batch inserted rows [1, 0]
             list: Feed.willDisplaySection 1 Drafts
             list: Feed.willDisplay [1, 0] d
             list: Feed.completion batch inserted rows [1, 0]
             stack: Nav > Feed
        8. apply Feed Saved: a b | Drafts: | Later: c
             list: Feed.didEndDisplaying [1, 0] d
             list: Feed.didEndDisplayingSection 1 Drafts
             list: Feed.didUpdate batch deleted rows [1, 0]
             list: Feed.completion batch deleted rows [1, 0]
             stack: Nav > Feed
        9. empty Feed section "Drafts" No drafts again
             empty: Feed[section "Drafts"].willAppear
             empty: Feed[section "Drafts"].didAppear
             stack: Nav > Feed
             ok: expect empty visible Feed section "Drafts"
        """), "\(outcome.output)")
  }

  @Test func prefetchNotesNameTheSourceOnceTheSourceWasSet() {
    let outcome = simApp(
      scenario: sectioned + """
        scroll Feed 0 1
        prefetch Feed 1
        prefetch Feed source other
        prefetch Feed source none
        expect prefetched Feed
        prefetch Feed source main
        expect prefetched Feed a b
        """)
    #expect(outcome.status == 0)
    #expect(
      outcome.output.contains(
        """
        5. prefetch Feed 1
             list: Feed.prefetch [0, 0] a, [0, 1] b
             stack: Nav > Feed
        6. prefetch Feed source other
             list: Feed[main].cancelPrefetching [0, 0] a, [0, 1] b
             list: Feed[other].prefetch [0, 0] a, [0, 1] b
             stack: Nav > Feed
        7. prefetch Feed source none
             list: Feed[other].cancelPrefetching [0, 0] a, [0, 1] b
             stack: Nav > Feed
             ok: expect prefetched Feed
        8. prefetch Feed source main
             list: Feed[main].prefetch [0, 0] a, [0, 1] b
             stack: Nav > Feed
             ok: expect prefetched Feed a b
        """), "\(outcome.output)")
  }

  @Test(arguments: [
    (
      "empty Feed section x Nothing",
      "test.scenario:9:20: error: `x` is not a section\n  hint: a section is an index from 0 or a quoted identifier, such as \"saved\""
    ),
    (
      "empty Feed section 1",
      "test.scenario:9:20: error: `empty Feed section` needs a title, `off` or `tap`"
    ),
    (
      "prefetch Feed source elsewhere",
      "test.scenario:9:22: error: `prefetch Feed source` takes main, other or none\n  hint: usage: prefetch LIST DISTANCE | prefetch LIST source main|other|none"
    ),
    (
      "expect empty visible Feed part 1",
      "test.scenario:9:27: error: expected `section`, found `part`"
    ),
  ])
  func badStatementsStopBeforeAnythingRuns(line: String, expected: String) {
    let outcome = simApp(scenario: sectioned + line)
    #expect(outcome.status == 2)
    #expect(outcome.errors.hasPrefix(expected), "\(outcome.errors)")
  }

  /// Broken on purpose: a section placeholder whose events leave it in another state than the
  /// sections say, then one that hears an event its state makes illegal.
  @Test func aSectionPlaceholderOutOfStepIsReported() throws {
    let (runner, list) = try started(["empty Feed section 2 Nothing later"])
    let attached = try #require(list.placeholder(of: .index(2)))
    attached.placeholder.emptyState(for: list, didReceive: .willDisappear)
    #expect(
      runner.invariantProblems() == [
        "Feed[section 2]'s placeholder is disappearing while the list is appeared with the section holding 0 rows"
      ])
    attached.placeholder.emptyState(for: list, didReceive: .didAppear)
    #expect(
      runner.invariantProblems() == [
        "Feed[section 2]'s placeholder heard didAppear while disappearing",
        "Feed[section 2]'s placeholder is disappearing while the list is appeared with the section holding 0 rows",
      ])
  }

  /// Broken on purpose: the runner's sections say the watched section holds a row, while the
  /// placeholder stays appeared.
  @Test func aSectionPlaceholderShownOverRowsIsReported() throws {
    let (runner, list) = try started(["empty Feed section \"Later\" Nothing later"])
    list.sections[2].rows.append((id: 999, text: "z"))
    #expect(
      runner.invariantProblems().contains(
        "Feed[section \"Later\"]'s placeholder is appeared while the list is appeared with the section holding 1 row"
      ))
  }

  /// Broken on purpose: a row cancelled to another source than the one it was prefetched to,
  /// and a source that no longer is the list's holding rows.
  @Test func prefetchingIsCheckedPerSource() throws {
    let (runner, list) = try started(["scroll Feed 0 1", "prefetch Feed 1"])
    let observer = try #require(runner.invariantObserver)
    let row = try #require(list.sections.first?.rows.first)
    let path = ListIndexPath(row: 0, section: 0)
    observer.hear(.prefetch(path, row, cancelled: true, source: "other"), of: list)
    #expect(
      observer.callbacks(of: list).sectionProblems == [
        "Feed[other]: cancelPrefetching a, not prefetched (prefetched to main)"
      ])
    list.otherPrefetcher.list(list, prefetchRowsAt: [path])
    #expect(
      runner.invariantProblems().contains(
        "Feed leaves rows [\"a\"] prefetched to other, not its prefetch source"))
  }

  /// Broken on purpose: a placeholder turned off whose events say it appeared again, then taps
  /// heard while not on screen (of a section's placeholder and of the list's own).
  @Test func aSectionPlaceholderOffButShownOrTappedIsReported() throws {
    let (runner, list) = try started([
      "empty Feed section 2 Nothing later", "empty Feed section 2 off",
    ])
    let attached = try #require(list.placeholder(of: .index(2)))
    attached.placeholder.emptyState(for: list, didReceive: .willAppear)
    attached.placeholder.emptyState(for: list, didReceive: .didAppear)
    #expect(
      runner.invariantProblems() == [
        "Feed[section 2]'s placeholder (off) is appeared while the list is appeared with the section holding 0 rows"
      ])
    attached.placeholder.emptyState(for: list, didReceive: .willDisappear)
    attached.placeholder.emptyState(for: list, didReceive: .didDisappear)
    #expect(runner.invariantProblems().isEmpty)
    attached.placeholder.emptyStateDidTapView(for: list)
    try #require(runner.invariantObserver).hear(.placeholderTap(), of: list)
    #expect(
      runner.invariantProblems() == [
        "Feed[section 2]'s placeholder heard a tap while disappeared",
        "Feed's placeholder heard a tap while disappeared",
      ])
  }

  /// A runner that has run `sectioned` and then `steps`, with every invariant holding.
  private func started(_ steps: [String]) throws -> (ScenarioRunner, SimList) {
    let lines = sectioned.split(separator: "\n").map(String.init)
    var parser = try Parser.started(with: lines.prefix(5).joined(separator: "\n"))
    let runner = startedRunner(parser.declared)
    for (number, step) in (lines.dropFirst(5) + steps).enumerated() {
      #expect(runner.execute(try parser.entry(step, lineNumber: 6 + number)) == nil)
    }
    #expect(runner.invariantProblems().isEmpty)
    return (runner, try #require(runner.lists["Feed"]))
  }
}
