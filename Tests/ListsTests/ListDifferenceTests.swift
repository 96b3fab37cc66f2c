import LifeCircleTesting
import Lists
import Testing

/// `ListSnapshot.difference(from:)`: not isolated, so these tests run off the main actor.
@Suite struct ListDifferenceTests {
  @Test func oneSectionWithTheFewestMoves() throws {
    let difference = try ListSnapshot(["d", "a", "x", "c"]).difference(
      from: ListSnapshot(["a", "b", "c", "d"]))
    #expect(
      "\(difference)"
        == "difference deleted items [0, 1] inserted items [0, 2] moved items [0, 3]->[0, 0]")
    #expect(difference.deletedItems == [path(1)])
    #expect(difference.insertedItems == [path(2)])
    #expect(difference.movedItems == [ListDifference.Move(from: path(3), to: path(0))])
    #expect(difference.deletedSections == [] && difference.insertedSections == [])
    #expect(difference.movedSections == [])
    #expect(!difference.isEmpty)
  }

  @Test func indexPathsOfItemsBeforeAndAfter() throws {
    let difference = try ListSnapshot(sections: [["c"], ["a", "x"]]).difference(
      from: ListSnapshot(sections: [["a", "b"], ["c"]]))
    #expect(
      ["a", "b", "c", "x"].map(difference.oldIndexPath(of:)) == [path(0), path(1), path(0, 1), nil])
    #expect(
      ["a", "b", "c", "x"].map(difference.newIndexPath(of:)) == [
        path(0, 1), nil, path(0), path(1, 1),
      ])
    #expect(
      "\(difference)"
        == "difference deleted items [0, 1] inserted items [1, 1] moved items [0, 0]->[1, 0] [1, 0]->[0, 0]"
    )
  }

  @Test func positionalSectionsComeAndGoAtTheEndAndBringTheirItems() throws {
    let old = ListSnapshot(sections: [["a", "b"], ["c"], ["d"]])
    let difference = try ListSnapshot(sections: [["d"], ["c", "a"]]).difference(from: old)
    // "d" leaves a deleted section: a delete (the section's) and an insert, never a move.
    #expect(
      "\(difference)"
        == "difference deleted sections 2 deleted items [0, 1] inserted items [0, 0] moved items [0, 0]->[1, 1]"
    )
    let growing = try ListSnapshot(sections: [["a"], ["c"], ["b"]]).difference(
      from: ListSnapshot(sections: [["a", "b"], ["c"]]))
    // "b" enters an inserted section: its row goes, the section brings it.
    #expect("\(growing)" == "difference inserted sections 2 deleted items [0, 1]")
  }

  @Test func equalSnapshotsMakeAnEmptyDifference() throws {
    let snapshot = ListSnapshot(sections: [["a", "b"], [], ["c"]])
    let difference = try snapshot.difference(from: snapshot)
    #expect(difference.isEmpty)
    #expect("\(difference)" == "difference none")
    #expect(difference.oldIndexPath(of: "c") == path(0, 2))
  }

  @Test func aReversalKeepsOneItemAndMovesTheOthers() throws {
    let items = (0..<6).map(String.init)
    let difference = try ListSnapshot(Array(items.reversed())).difference(
      from: ListSnapshot(items))
    #expect(difference.movedItems.count == 5)
    #expect(difference.deletedItems == [] && difference.insertedItems == [])
  }

  @Test func aDuplicateInEitherSnapshotThrows() {
    #expect(throws: ListUpdateError.duplicateIdentifierInOldSnapshot("a")) {
      try ListSnapshot(["a"]).difference(from: ListSnapshot(["a", "b", "a"]))
    }
    #expect(throws: ListUpdateError.duplicateIdentifier("b")) {
      try ListSnapshot(sections: [["b"], ["b"]]).difference(from: ListSnapshot(["a"]))
    }
  }

  @Test func computedInADetachedTask() async throws {
    let old = ListSnapshot(Array(0..<100))
    let new = ListSnapshot(Array((0..<100).reversed()))
    let moves = try await Task.detached { try new.difference(from: old).movedItems.count }.value
    #expect(moves == 99)
  }

  @MainActor
  @Test func aDataSourceIsNeverMadeWithADuplicateSoNoneReachesTheScreen() {
    #expect(throws: ListUpdateError.duplicateIdentifier("a")) {
      _ = try ListSnapshotDataSource(ListSnapshot(["a", "b", "a"])) { id, _ in ListCell(id) }
    }
    var sections = ListSnapshot<String>()
    sections.appendSection(identifiedBy: "A", items: ["a"])
    sections.appendSection(identifiedBy: "A", items: ["b"])
    #expect(throws: ListUpdateError.duplicateSectionIdentifier("A")) {
      _ = try ListSnapshotDataSource(sections) { id, _ in ListCell(id) }
    }
    let empty = ListSnapshotDataSource<String> { id, _ in ListCell(id) }
    #expect(empty.snapshot == ListSnapshot())
  }

  @Test func sectionIdentifiersAreEqualOnlyForTheSameTypeAndValue() {
    #expect(ListSectionIdentifier("A") == ListSectionIdentifier("A"))
    #expect(ListSectionIdentifier(1) != ListSectionIdentifier("1"))
    #expect(ListSectionIdentifier(1) != ListSectionIdentifier(Int?.some(1)))
    #expect(ListSectionIdentifier(1) != ListSectionIdentifier(Int8(1)))
    #expect(
      Set([ListSectionIdentifier(1), ListSectionIdentifier(1), ListSectionIdentifier(2)]).count == 2
    )
    #expect("\(ListSectionIdentifier("A"))" == "A")
  }
}
