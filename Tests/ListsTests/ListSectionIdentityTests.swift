import LifeCircleTesting
import Lifecycle
import Lists
import Testing

/// Snapshots whose sections have identifiers, applied to a shown list: every change below is
/// checked by the list's batch validation (a batch UIKit would refuse throws).
@MainActor
@Suite struct ListSectionIdentityTests {
  private let shelves = ListSnapshot(sections: [
    ("A", ["a1", "a2", "a3"]), ("B", ["b1", "b2", "b3"]), ("C", ["c1", "c2", "c3"]),
  ])

  @Test func aReorderedSectionIsOneSectionMove() throws {
    let world = TestScene()
    let (list, source, recorder) = try world.snapshotList(shelves)
    let reordered = ListSnapshot(sections: [
      ("C", ["c1", "c2", "c3"]), ("A", ["a1", "a2", "a3"]), ("B", ["b1", "b2", "b3"]),
    ])
    #expect("\(try reordered.difference(from: shelves))" == "difference moved sections 2->0")
    try list.apply(reordered)
    expectShows(source, reordered)
    expectListTrace(recorder, ["Feed.didUpdate batch moved sections 2->0"])
    #expect(
      list.display.renderedRows() == [
        ["c1", "c2", "c3"], ["a1", "a2", "a3"], ["b1", "b2", "b3"],
      ]
    )
  }

  @Test func sectionsAreDeletedAndInsertedByIdentity() throws {
    let world = TestScene()
    let (list, source, recorder) = try world.snapshotList(shelves)
    try list.apply(
      ListSnapshot(sections: [
        ("A", ["a1", "a2", "a3"]), ("D", ["d1"]), ("C", ["c1", "c2", "c3"]),
      ])
    )
    #expect(source.snapshot.sectionIdentifiers == ["A", "D", "C"].map(ListSectionIdentifier.init))
    expectListTrace(
      recorder,
      [
        "Feed.didEndDisplaying [1, 0]", "Feed.didEndDisplaying [1, 1]",
        "Feed.didEndDisplaying [1, 2]",
        "Feed.didUpdate batch deleted sections 1 inserted sections 1",
        "Feed.willDisplay [1, 0]",
      ])
    #expect(list.display.renderedRows() == [["a1", "a2", "a3"], ["d1"], ["c1", "c2", "c3"]])
  }

  @Test func itemsCrossingBetweenSurvivingSectionsMove() throws {
    let world = TestScene()
    let (list, source, recorder) = try world.snapshotList(shelves)
    let next = ListSnapshot(sections: [
      ("B", ["b1", "a1", "b3"]), ("A", ["a2", "a3", "b2"]), ("C", ["c1", "c2", "c3"]),
    ])
    #expect(
      "\(try next.difference(from: shelves))"
        == "difference moved sections 0->1 moved items [0, 0]->[0, 1] [1, 1]->[1, 2]")
    try list.apply(next)
    expectShows(source, next)
    expectListTrace(
      recorder,
      ["Feed.didUpdate batch moved sections 0->1 moved rows [0, 0]->[0, 1] [1, 1]->[1, 2]"])
    #expect(
      list.display.renderedRows() == [
        ["b1", "a1", "b3"], ["a2", "a3", "b2"], ["c1", "c2", "c3"],
      ])
  }

  @Test func itemsLeavingADeletedOrEnteringAnInsertedSectionAreDeletedAndInserted() throws {
    let world = TestScene()
    let (list, source, recorder) = try world.snapshotList(
      shelves, viewport: ListViewport(firstRow: 0, rowCount: 4))
    // "a1" enters the inserted section N; "b1" and "b2" leave the deleted section B for A.
    let next = ListSnapshot(sections: [
      ("N", ["a1"]), ("A", ["b1", "a2", "a3", "b2"]), ("C", ["c1", "c2", "c3", "b3"]),
    ])
    #expect(
      "\(try next.difference(from: shelves))"
        == "difference deleted sections 1 inserted sections 0 deleted items [0, 0] inserted items [1, 0] [1, 3] [2, 3]"
    )
    try list.apply(next)
    #expect(source.itemIdentifier(for: path(0)) == "a1")
    expectListTrace(
      recorder,
      [
        "Feed.didEndDisplaying [0, 0]", "Feed.didEndDisplaying [1, 0]",
        "Feed.didUpdate batch deleted sections 1 inserted sections 0 deleted rows [0, 0] inserted rows [1, 0] [1, 3] [2, 3]",
        "Feed.willDisplay [0, 0]", "Feed.willDisplay [1, 0]",
      ])
    #expect(list.indexPathsForVisibleRows == [path(0), path(0, 1), path(1, 1), path(2, 1)])
  }

  @Test func fromPositionalSectionsTheSectionsMatchByPosition() throws {
    let positional = ListSnapshot(sections: [["a1"], ["b1"]])
    let identified = ListSnapshot(sections: [("B", ["b1"]), ("A", ["a1"])])
    #expect(
      "\(try identified.difference(from: positional))"
        == "difference moved items [0, 0]->[1, 0] [1, 0]->[0, 0]")
    var appended = ListSnapshot<String>()
    appended.appendSection(identifiedBy: "A", items: ["a1"])
    appended.appendSection(identifiedBy: 2, items: ["b1"])
    #expect(appended.identifiesSections && !positional.identifiesSections)
    #expect(appended.index(ofSection: 2) == 1 && appended.index(ofSection: "2") == nil)
    #expect(
      "\(try identified.difference(from: appended))"
        == "difference deleted sections 1 inserted sections 0")
  }

  @Test func aDuplicateSectionIdentifierThrowsAndChangesNothing() throws {
    let world = TestScene()
    let (list, source, recorder) = try world.snapshotList(shelves)
    let before = ListState(list)
    #expect(throws: ListUpdateError.duplicateSectionIdentifier("A")) {
      try list.apply(ListSnapshot(sections: [("A", ["a1"]), ("A", ["a2"])]))
    }
    var mismatched = shelves
    mismatched.appendSection(["x"])
    #expect(throws: ListUpdateError.sectionIdentifierCountMismatch(sections: 4, identifiers: 3)) {
      try list.apply(mismatched)
    }
    #expect(ListState(list) == before)
    #expect(source.snapshot == shelves)
    expectListTrace(recorder, [])
  }
}
