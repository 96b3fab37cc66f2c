import Lifecycle
import Lists
import SimAppKit
import SimAppVerification
import Testing

/// The balance of a list's display and prefetch callbacks is checked by the invariant observer,
/// which the list tells of each callback: every unbalanced call, and every call outside the
/// rows, is reported with its exact words.
@MainActor
@Suite struct ListCallbacksTests {
  private static let declarations = """
    screen Root
    navigation Nav Root
    window Nav
    list Feed a b c
    check invariants
    """

  @Test func unbalancedCallbacksAreReported() throws {
    var parser = try Parser.started(with: Self.declarations)
    let runner = startedRunner(parser.declared)
    #expect(
      runner.execute(try parser.entry("layer Feed ads insert x after 0", lineNumber: 6)) == nil)
    let observer = try #require(runner.invariantObserver)
    let feed = try #require(runner.lists["Feed"])
    let section = try #require(feed.sections.first)
    let row = try #require(section.rows.first)
    let path = ListIndexPath(row: 0, section: 0)
    let layerModule = try #require(feed.layerModules["ads"])
    for event: ListEvent in [
      .row(path, row, ended: false), .row(path, row, ended: false), .row(path, row, ended: true),
      .row(path, row, ended: true), .row(path, nil, ended: false), .row(path, nil, ended: true),
      .section(0, section, ended: false), .section(0, section, ended: false),
      .section(0, section, ended: true), .section(0, section, ended: true),
      .section(2, nil, ended: false), .section(2, nil, ended: true),
      .prefetch(path, row, cancelled: false), .prefetch(path, row, cancelled: false),
      .prefetch(path, row, cancelled: true), .prefetch(path, row, cancelled: true),
      .prefetch(path, nil, cancelled: false), .prefetch(path, nil, cancelled: true),
      .layerRow(layerModule, layer: "ads", id: "x", ended: false),
      .layerRow(layerModule, layer: "ads", id: "x", ended: false),
      .layerRow(layerModule, layer: "ads", id: "x", ended: true),
      .layerRow(layerModule, layer: "ads", id: "x", ended: true),
      .layerPrefetch(layerModule, layer: "ads", ids: ["x", "x"], cancelled: false),
      .layerPrefetch(layerModule, layer: "ads", ids: ["x", "x"], cancelled: true),
      .placeholderEvent(.didAppear),
    ] {
      observer.hear(event, of: feed)
    }
    let callbacks = observer.callbacks(of: feed)
    #expect(
      callbacks.problems == [
        "Feed: willDisplay a twice without an end",
        "Feed: didEndDisplaying a, which was not displayed",
        "willDisplay [0, 0] outside the rows", "didEndDisplaying [0, 0] outside the rows before",
      ])
    #expect(
      callbacks.sectionProblems == [
        "Feed: willDisplaySection 0 twice without an end",
        "Feed: didEndDisplayingSection 0, not displayed",
        "willDisplaySection 2 outside the sections",
        "didEndDisplayingSection 2 outside the sections before",
        "Feed: prefetch a twice without a cancel", "Feed: cancelPrefetching a, not prefetched",
        "Feed: prefetch [0, 0] outside the rows",
        "Feed: cancelPrefetching [0, 0] outside the rows before",
      ])
    #expect(
      callbacks.layer(layerModule).problems == [
        "Feed.ads: willDisplay x twice without an end",
        "Feed.ads: didEndDisplaying x, not displayed",
        "Feed.ads: prefetch x twice without a cancel",
        "Feed.ads: cancelPrefetching x, not prefetched",
      ])
    #expect(
      callbacks.placeholderProblems == ["Feed's placeholder heard didAppear while disappeared"])
    // Reported with the invariants, the list's own problems named by it.
    #expect(runner.invariantProblems().contains("Feed: Feed: willDisplay a twice without an end"))
    #expect(runner.invariantProblems().contains("Feed.ads: willDisplay x twice without an end"))
    // A new module for the layer starts afresh.
    observer.hear(.layerModuleMade(layerModule), of: feed)
    #expect(observer.callbacks(of: feed).layer(layerModule).problems.isEmpty)
  }
}
