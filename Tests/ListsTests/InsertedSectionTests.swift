import Delegation
import Lifecycle
import Lists
import Testing

/// A layer's inserted sections (LISTS.md A4): anchored among the content sections, carried by
/// business section changes, one change each, routed to the layer.
@MainActor
@Suite struct InsertedSectionTests {
  /// A shown feed of two content sections, `[a, b]` and `[c]`, with the ads layer.
  private func feed() throws -> Feed {
    let feed = try Feed(rows: [])
    feed.source.sections = [["a", "b"], ["c"]]
    feed.list.reloadData()
    _ = feed.log.take()
    return feed
  }

  @Test func aSectionInsertedBetweenContentSectionsIsOneChangeAndMapsBothWays() throws {
    let feed = try feed()
    try feed.ads.insertSection("promo", rowCount: 2, before: 1)
    #expect(feed.rendered == [["a", "b"], ["ad:promo", "ad:promo"], ["c"]])
    #expect(
      feed.log.take() == [
        "didUpdate batch inserted sections 1", "ads.willDisplay promo at [1, 0]",
        "ads.willDisplay promo at [1, 1]",
      ])
    #expect(
      feed.list.display.row(at: display(1, 1))
        == .inserted(layer: "ads", row: InsertedRow(id: "promo", row: 1)))
    #expect(feed.list.displayIndexPath(for: path(0, 1)) == display(0, 2))
    #expect(feed.list.contentIndexPath(for: display(0, 2)) == path(0, 1))
    #expect(feed.list.contentIndexPath(for: display(0, 1)) == nil)
    #expect(feed.list.displaySection(for: 1) == 2)
    #expect(feed.list.contentSection(for: 1) == nil)
    #expect(feed.list.contentSection(for: 2) == 1)
    #expect(feed.list.numberOfSections == 2)
    #expect(feed.list.display.numberOfSections == 3)
    #expect(feed.ads.displayIndexPath(of: "promo") == display(0, 1))
  }

  @Test func businessSectionChangesCarryInsertedSectionsAndRowsKeepOuterSections() throws {
    let feed = try feed()
    try feed.ads.insertSection("promo", rowCount: 1, before: 1)
    try feed.ads.insert("x", at: .afterContentRows(0), inSection: 1)
    _ = feed.log.take()
    // A business row inserted in content section 1, shown as display section 2.
    try feed.list.performBatchUpdates {
      feed.source.sections[1].append("d")
      try feed.list.insertRows(at: [path(1, 1)])
    }
    #expect(feed.rendered == [["a", "b"], ["ad:promo"], ["ad:x", "c", "d"]])
    #expect(feed.log.take() == ["didUpdate batch inserted rows [2, 2]", "willDisplay [1, 1]"])
    // Content section 0 deleted: the inserted section moves up with the section after it.
    try feed.list.performBatchUpdates {
      feed.source.sections.remove(at: 0)
      try feed.list.deleteSections([0])
    }
    #expect(feed.rendered == [["ad:promo"], ["ad:x", "c", "d"]])
    #expect(
      feed.log.take() == [
        "didEndDisplaying [0, 0]", "didEndDisplaying [0, 1]", "didUpdate batch deleted sections 0",
      ])
    // A content section inserted at the top goes before it (the insertion was before section 0,
    // a section inserted at 0 takes that place: it comes after, as rows do).
    try feed.list.performBatchUpdates {
      feed.source.sections.insert(["new"], at: 0)
      try feed.list.insertSections([0])
    }
    #expect(feed.rendered == [["ad:promo"], ["new"], ["ad:x", "c", "d"]])
  }

  @Test func aPendingSectionIsPlacedWhenTheListReachesItAndRemovalIsOneChange() throws {
    let feed = try feed()
    try feed.ads.insertSection("late", rowCount: 1, before: 3)
    #expect(feed.ads.isPending("late"))
    try feed.list.performBatchUpdates {
      feed.source.sections.append(["e"])
      try feed.list.insertSections([2])
    }
    #expect(feed.rendered == [["a", "b"], ["c"], ["e"], ["ad:late"]])
    _ = feed.log.take()
    feed.ads.remove(["late"])
    #expect(feed.rendered == [["a", "b"], ["c"], ["e"]])
    #expect(
      feed.log.take() == [
        "ads.didEndDisplaying late at [3, 0]", "didUpdate batch deleted sections 3",
      ])
    #expect(throws: ListInsertionError.negativePosition("bad")) {
      try feed.ads.insertSection("bad", rowCount: -1, before: 0)
    }
    try feed.ads.insert("x", at: .afterContentRows(0))
    #expect(throws: ListInsertionError.duplicateID("x")) {
      try feed.ads.insertSection("x", rowCount: 1, before: 0)
    }
  }

  @Test func anEmptyContentHidesInsertedSectionsAndTapsRouteToTheLayer() throws {
    let feed = try feed()
    try feed.ads.insertSection("promo", rowCount: 1, before: 0)
    try feed.list.display.tapRow(at: display(0, 0))
    #expect(feed.log.take().suffix(1) == ["ads.didSelect promo at [0, 0]"])
    try feed.list.performBatchUpdates {
      feed.source.sections = [[], []]
      try feed.list.deleteRows(at: [path(0), path(1), path(0, 1)])
    }
    #expect(feed.rendered == [[], []])
    #expect(feed.list.display.numberOfSections == 2)
    feed.source.sections = [["z"], []]
    feed.list.reloadData()
    #expect(feed.rendered == [["ad:promo"], ["z"], []])
  }
}
