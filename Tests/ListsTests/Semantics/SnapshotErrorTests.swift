import LifeCircleTesting
import Lifecycle
import Lists
import Testing

/// LISTS.md, "Completions of an apply with two changes" and "Duplicates never reach the
/// screen": `difference(from:)` refuses what `apply` refuses, with the same error.
@MainActor
@Suite struct SnapshotErrorTests {
  @Test func differenceThrowsAnUpdateOfAnItemTheSnapshotLacksAsApplyDoes() {
    let world = TestScene()
    let (list, source, recorder) = world.snapshotList(ListSnapshot(["a", "b"]))
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
}
