import LifeCircleTesting
import Lifecycle
import Lists
import Testing

/// `reloadItems(_:)` and `reconfigureItems(_:)` applied: updates of items the batch does not move
/// join the batch; those of moved items are a second change of the same `apply`.
@MainActor
@Suite struct ListContentUpdateTests {
  private func shownList(
    _ world: TestScene, _ snapshot: ListSnapshot<String>, titles: Titles
  ) throws -> (ListController, ListSnapshotDataSource<String>, ListRecorder) {
    let shown = try world.snapshotList(snapshot) { id, path in titles.cell(id, path) }
    titles.asked = []
    return shown
  }

  @Test func aReloadedItemThatDoesNotMoveIsReloadedByTheBatch() throws {
    let world = TestScene()
    let titles = Titles()
    let (list, source, recorder) = try shownList(
      world, ListSnapshot(["a", "b", "c"]), titles: titles)
    var next = ListSnapshot(["x", "a", "b", "c"])
    next.reloadItems(["b"])
    titles.titles["b"] = "b2"
    try list.apply(next)
    expectShows(source, next)
    expectListTrace(
      recorder,
      [
        "Feed.didEndDisplaying [0, 1]",
        "Feed.didUpdate batch inserted rows [0, 0] reloaded rows [0, 1]",
        "Feed.willDisplay [0, 0]", "Feed.willDisplay [0, 2]",
      ])
    #expect(titles.asked == ["x [0, 0]", "b [0, 2]"])
    #expect(list.display.renderedRows() == [["x", "a", "b2", "c"]])
    // The marks belonged to that apply: applying the same items again changes nothing, and
    // no change is heard.
    try list.apply(ListSnapshot(["x", "a", "b", "c"]))
    expectListTrace(recorder, [])
  }

  @Test func aReloadedItemThatMovesIsReloadedByASecondChangeAtItsNewPath() throws {
    let world = TestScene()
    let titles = Titles()
    let (list, source, recorder) = try shownList(
      world, ListSnapshot(["a", "b", "c"]), titles: titles)
    var next = ListSnapshot(["c", "a", "b"])
    next.reloadItems(["c"])
    let difference = try next.difference(from: ListSnapshot(["a", "b", "c"]))
    #expect(
      difference.updatedItems == [
        ListDifference.Update(from: path(2), to: path(0), kind: .reload, isMoved: true)
      ])
    try list.apply(next)
    expectShows(source, next)
    expectListTrace(
      recorder,
      [
        "Feed.didUpdate batch moved rows [0, 2]->[0, 0]",
        "Feed.didEndDisplaying [0, 0]",
        "Feed.didUpdate batch reloaded rows [0, 0]",
        "Feed.willDisplay [0, 0]",
      ])
    #expect(titles.asked == ["c [0, 0]"])
  }

  @Test func reconfiguredItemsAreAskedAgainInPlaceWithoutDisplayCallbacks() throws {
    let world = TestScene()
    let titles = Titles()
    let (list, source, recorder) = try shownList(
      world, ListSnapshot(["a", "b", "c"]), titles: titles)
    var next = ListSnapshot(["c", "a", "b"])
    next.reconfigureItems(["a", "c"])
    titles.titles = ["a": "a2", "c": "c2"]
    #expect(
      "\(try next.difference(from: ListSnapshot(["a", "b", "c"])))"
        == "difference moved items [0, 2]->[0, 0] reconfigured items [0, 0]->[0, 1] [0, 2]->[0, 0]"
    )
    try list.apply(next)
    expectShows(source, next)
    expectListTrace(
      recorder,
      [
        "Feed.didUpdate batch reconfigured rows [0, 0] moved rows [0, 2]->[0, 0]",
        "Feed.didUpdate batch reconfigured rows [0, 0]",
      ])
    #expect(titles.asked == ["a [0, 1]", "c [0, 0]"])
    #expect(list.display.renderedRows() == [["c2", "a2", "b"]])
    #expect(list.cellForRow(at: path(0))?.text == "c2")
  }

  @Test func itemsOfAMovedSectionAreUpdatedBySecondChange() throws {
    let world = TestScene()
    let titles = Titles()
    let old = ListSnapshot(sections: [("A", ["a"]), ("B", ["b"])])
    let (list, source, recorder) = try shownList(world, old, titles: titles)
    var next = ListSnapshot(sections: [("B", ["b"]), ("A", ["a"])])
    next.reloadItems(["a", "b"])
    try list.apply(next)
    expectShows(source, next)
    expectListTrace(
      recorder,
      [
        "Feed.didEndDisplaying [1, 0]",
        "Feed.didUpdate batch moved sections 0->1 reloaded rows [1, 0]",
        "Feed.willDisplay [0, 0]",
        "Feed.didEndDisplaying [1, 0]",
        "Feed.didUpdate batch reloaded rows [1, 0]",
        "Feed.willDisplay [1, 0]",
      ])
    #expect(titles.asked == ["b [0, 0]", "a [1, 0]"])
  }

  @Test func changedValuesAreReconfiguredAndNothingElse() throws {
    struct Song: Identifiable, Equatable, Sendable {
      var id: String
      var title: String
    }
    let world = TestScene()
    let titles = Titles()
    let before = [Song(id: "a", title: "A"), Song(id: "b", title: "B"), Song(id: "c", title: "C")]
    let after = [Song(id: "c", title: "C"), Song(id: "a", title: "A2"), Song(id: "d", title: "D")]
    let (list, source, recorder) = try shownList(
      world, ListSnapshot(before.map(\.id)), titles: titles)
    var next = ListSnapshot(after.map(\.id))
    next.reconfigureChangedItems(from: before, to: after)
    #expect(next.reconfiguredItems == ["a"])
    titles.titles = Dictionary(uniqueKeysWithValues: after.map { ($0.id, $0.title) })
    try list.apply(next)
    expectShows(source, next)
    expectListTrace(
      recorder,
      [
        "Feed.didEndDisplaying [0, 1]",
        "Feed.didUpdate batch deleted rows [0, 1] inserted rows [0, 2] moved rows [0, 0]->[0, 1]",
        "Feed.willDisplay [0, 2]",
        "Feed.didUpdate batch reconfigured rows [0, 1]",
      ])
    #expect(titles.asked == ["d [0, 2]", "a [0, 1]"])
    #expect(list.display.renderedRows() == [["C", "A2", "D"]])
  }

  @Test func offScreenAnUpdateAsksNoCell() throws {
    let titles = Titles()
    let source = try ListSnapshotDataSource(ListSnapshot(["a", "b"])) { id, path in
      titles.cell(id, path)
    }
    let recorder = ListRecorder()
    let list = ListController(title: "Feed")
    list.dataSource = source
    recorder.attach(to: list)
    list.loadDataIfNeeded()
    var next = ListSnapshot(["b", "a"])
    next.reconfigureItems(["a"])
    next.reloadItems(["b"])
    try list.apply(next)
    expectShows(source, next)
    expectListTrace(
      recorder,
      [
        "Feed.didUpdate batch reloaded rows [0, 1] moved rows [0, 0]->[0, 1]",
        "Feed.didUpdate batch reconfigured rows [0, 1]",
      ])
    #expect(titles.asked == [])
  }

  @Test func anUpdatedItemMissingFromTheSnapshotThrowsAndChangesNothing() throws {
    let world = TestScene()
    let titles = Titles()
    let (list, source, recorder) = try shownList(world, ListSnapshot(["a", "b"]), titles: titles)
    let before = ListState(list)
    var next = ListSnapshot(["a"])
    next.reloadItems(["b"])
    #expect(throws: ListUpdateError.updatedItemNotInSnapshot("b")) { try list.apply(next) }
    #expect(ListState(list) == before)
    #expect(source.snapshot == ListSnapshot(["a", "b"]))
    expectListTrace(recorder, [])
    #expect(titles.asked == [])
  }

  @Test func updatesOfInsertedItemsAreNotListed() throws {
    var next = ListSnapshot(sections: [("N", ["a"]), ("B", ["b", "x"])])
    next.reloadItems(["a", "x"])
    next.reconfigureItems(["a", "b"])
    #expect(next.reloadedItems == ["a", "x"] && next.reconfiguredItems == ["b"])
    let difference = try next.difference(
      from: ListSnapshot(sections: [("A", ["a"]), ("B", ["b"])]))
    #expect(
      "\(difference)"
        == "difference deleted sections 0 inserted sections 0 inserted items [1, 1] reconfigured items [1, 0]->[1, 0]"
    )
  }

  @Test func updatesFollowTheRowsThroughAnInsertionLayer() throws {
    let world = TestScene()
    let titles = Titles()
    let (list, source, recorder) = try shownList(
      world, ListSnapshot(["a", "b", "c"]), titles: titles)
    let log = SharedLog()
    let module = AdModule(log)
    let ads = ListInsertionLayer(name: "ads")
    ads.delegate = module
    try list.addInsertionLayer(ads)
    try ads.insert("x", at: .afterContentRows(1))
    #expect(list.display.renderedRows() == [["a", "ad:x", "b", "c"]])
    recorder.reset()
    titles.asked = []
    var next = ListSnapshot(["c", "a", "b"])
    next.reconfigureItems(["a", "c"])
    titles.titles = ["a": "a2", "c": "c2"]
    try list.apply(next)
    // Display paths: "c" moves over the ad, which keeps following "a".
    expectListTrace(
      recorder,
      [
        "Feed.didUpdate batch reconfigured rows [0, 0] moved rows [0, 3]->[0, 0]",
        "Feed.didUpdate batch reconfigured rows [0, 0]",
      ])
    #expect(titles.asked == ["a [0, 1]", "c [0, 0]"])
    #expect(list.display.renderedRows() == [["c2", "a2", "ad:x", "b"]])
    #expect(source.itemIdentifier(for: path(1)) == "a")
  }

  /// An `apply` requested from the list's own `didUpdate` is queued: its two changes (the batch,
  /// then the reload of the item it moved) come after the first update's last callback.
  @Test func aQueuedApplyMakesItsTwoChangesInItsTurn() throws {
    let world = TestScene()
    let titles = Titles()
    let (list, source, recorder) = try shownList(world, ListSnapshot(["a", "b"]), titles: titles)
    var queued = ListSnapshot(["c", "b", "a"])
    queued.reloadItems(["a"])
    var pending: ListSnapshot<String>? = queued
    list.registerLifeCircleAction(
      UpdateHook { [unowned list] in
        guard let next = pending else { return }
        pending = nil
        try? list.apply(next)
      })
    try list.apply(ListSnapshot(["a", "b", "c"]))
    expectListTrace(
      recorder,
      [
        "Feed.didUpdate batch inserted rows [0, 2]", "Feed.willDisplay [0, 2]",
        "Feed.didUpdate batch moved rows [0, 0]->[0, 2] [0, 1]->[0, 1]",
        "Feed.didEndDisplaying [0, 2]", "Feed.didUpdate batch reloaded rows [0, 2]",
        "Feed.willDisplay [0, 2]",
      ])
    #expect(titles.asked == ["c [0, 2]", "a [0, 2]"])
    expectShows(source, queued)
  }
}
