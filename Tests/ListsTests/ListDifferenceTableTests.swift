import Lists
import Testing

/// The diff's identifier table: where every item was and is after many deletions (the table
/// grows), duplicates wherever they hide (found by a guess, by a hash, only in the old
/// snapshot), and large random pairs against the naive model.
@Suite struct ListDifferenceTableTests {
  @Test func aThousandItemsThatAllLeaveKeepTheirOldPaths() throws {
    let old = ListSnapshot(sections: [Array(0..<600), Array(600..<1_000)])
    let new = ListSnapshot([2_000, 2_001, 2_002])
    let difference = try new.difference(from: old)
    // Positional sections: section 1 goes and takes its 400 items with it.
    #expect(difference.deletedSections == [1])
    #expect(difference.deletedItems == (0..<600).map { ListIndexPath(row: $0, section: 0) })
    #expect(difference.insertedItems == (0..<3).map { ListIndexPath(row: $0, section: 0) })
    for item in 0..<1_000 {
      let expected = ListIndexPath(row: item < 600 ? item : item - 600, section: item < 600 ? 0 : 1)
      #expect(difference.oldIndexPath(of: item) == expected)
      #expect(difference.newIndexPath(of: item) == nil)
    }
    #expect(difference.newIndexPath(of: 2_001) == ListIndexPath(row: 1, section: 0))
    #expect(difference.oldIndexPath(of: 2_001) == nil)
    #expect(difference.oldIndexPath(of: 5_000) == nil && difference.newIndexPath(of: 5_000) == nil)
  }

  @Test(arguments: [
    (["x", "y", "x"], [], "x"),  // only the old snapshot has it, twice
    (["a", "b", "b"], ["a", "b"], "b"),  // the second found by a guess
    (["b", "a", "b"], ["a", "b"], "b"),  // the second found by its hash
    (["a", "b", "c", "a"], ["c", "b", "a"], "a"),  // both found by their hash
  ])
  func aDuplicateInTheOldSnapshotThrows(old: [String], new: [String], duplicate: String) {
    #expect(throws: ListUpdateError.duplicateIdentifierInOldSnapshot(duplicate)) {
      try ListSnapshot(new).difference(from: ListSnapshot(old))
    }
  }

  @Test func aDuplicateAmongAHundredThrows() {
    #expect(throws: ListUpdateError.duplicateIdentifierInOldSnapshot("50")) {
      try ListSnapshot(Array(0..<100)).difference(from: ListSnapshot(Array(0..<100) + [50]))
    }
    #expect(throws: ListUpdateError.duplicateIdentifier("7")) {
      try ListSnapshot(sections: [Array(0..<10), [7]]).difference(from: ListSnapshot([1]))
    }
  }

  @Test func differencesAreEqualWhenTheyDescribeTheSameItems() throws {
    let old = ListSnapshot(["a", "b", "c"])
    let new = ListSnapshot(["c", "a", "d"])
    #expect(try new.difference(from: old) == new.difference(from: old))
    // The same changes of other items: the lookups differ, so the differences do.
    let renamed = try ListSnapshot(["z", "x", "d"]).difference(from: ListSnapshot(["x", "y", "z"]))
    #expect("\(renamed)" == "\(try new.difference(from: old))")
    #expect(try renamed != new.difference(from: old))
  }

  @MainActor
  @Test(arguments: [UInt64(1), 2, 3, 4])
  func largeRandomPairsAgreeWithTheNaiveModel(seed: UInt64) throws {
    var random = OracleRandom(seed: seed)
    let count = 400
    let old = (0..<count).map { "i\($0)" }
    // From a few deletions to nearly all: the table grows when most old items leave.
    let deleting = [5, 40, 90, 99][Int(seed - 1)]
    var new = old.filter { _ in Int.random(in: 0..<100, using: &random) >= deleting }
    for index in 0..<count / 4 where Int.random(in: 0..<3, using: &random) == 0 {
      new.insert("n\(index)", at: Int.random(in: 0...new.count, using: &random))
    }
    for _ in 0..<min(new.count, 40) {
      let moved = new.remove(at: Int.random(in: 0..<new.count, using: &random))
      new.insert(moved, at: Int.random(in: 0...new.count, using: &random))
    }
    let half = new.count / 2
    let pair = (
      ListSnapshot(sections: [Array(old[..<150]), Array(old[150...])]),
      ListSnapshot(sections: [Array(new[..<half]), Array(new[half...])])
    )
    let problems = try DiffOracle(old: pair.0, new: pair.1).problems()
    #expect(problems.isEmpty, "seed \(seed): \(problems.prefix(5))")
  }
}
