import LifeCircleTesting
import Lifecycle
import Lists
import Testing

/// LISTS.md, "Completions of an apply with two changes" and "Duplicates never reach the
/// screen": `difference(from:)` refuses what `apply` refuses, with the same error.
@MainActor
@Suite struct SnapshotErrorTests {
  @Test func differenceThrowsAnUpdateOfAnItemTheSnapshotLacksAsApplyDoes() throws {
    let world = TestScene()
    let (list, source, recorder) = try world.snapshotList(ListSnapshot(["a", "b"]))
    var next = ListSnapshot(["a"])
    next.reconfigureItems(["b"])
    #expect(throws: ListUpdateError.updatedItemNotInSnapshot("b")) {
      try next.difference(from: ListSnapshot(["a", "b"]))
    }
    #expect(throws: ListUpdateError.updatedItemNotInSnapshot("b")) { try list.apply(next) }
    next = ListSnapshot(["a"])
    next.reloadItems(["z"])
    #expect(throws: ListUpdateError.updatedItemNotInSnapshot("z")) {
      try next.difference(from: ListSnapshot(["a", "b"]))
    }
    #expect(throws: ListUpdateError.updatedItemNotInSnapshot("z")) { try list.apply(next) }
    expectShows(source, ListSnapshot(["a", "b"]))
    expectListTrace(recorder, [])
  }

  @Test func everyDuplicateErrorNamesTheSnapshotItFoundTheDuplicateIn() throws {
    let world = TestScene()
    let (list, source, recorder) = try world.snapshotList(ListSnapshot(["a", "b"]))
    var messages: [String] = []
    func note(_ body: () throws -> Void) {
      do { try body() } catch { messages.append("\(error)") }
    }
    note { try list.apply(ListSnapshot(["b", "3", "3"])) }
    note { try list.apply(ListSnapshot(sections: [("A", ["a"]), ("A", ["b"])])) }
    note { _ = try ListSnapshot(["3"]).difference(from: ListSnapshot(["3", "x", "3"])) }
    note { _ = try ListSnapshot(["3", "3"]).difference(from: ListSnapshot(["3"])) }
    note {
      _ = try ListSnapshot(sections: [("A", ["a"])]).difference(
        from: ListSnapshot(sections: [("A", ["a"]), ("A", ["b"])]))
    }
    #expect(
      messages == [
        "the new snapshot holds the identifier 3 more than once",
        "the new snapshot identifies more than one section by A",
        "the old snapshot holds the identifier 3 more than once",
        "the new snapshot holds the identifier 3 more than once",
        "the old snapshot identifies more than one section by A",
      ])
    expectShows(source, ListSnapshot(["a", "b"]))
    expectListTrace(recorder, [])
  }
}
