import Actions
import Delegation
import LifeCircleTesting
import Lifecycle
import Lists
import Testing

/// Two lists on screen in one window, each asking the other for work from its callbacks (DESIGN
/// "One engine, lists included": a list request made from another list's callback runs at
/// once; one made from the list's own work waits for that work).
@MainActor
@Suite struct TwoListsAdversaryTests {
  /// From list A's `willDisplay`, list B reloads: a request from another list's callback runs
  /// at once, so B's whole reload comes before A's first row reaches its
  /// additional delegates (the recorder; the list's `delegate` hears it first).
  @Test func aReloadOfAnotherListFromAWillDisplayRunsAtOnce() throws {
    let world = TestScene()
    let recorder = ListRecorder()
    let (a, b) = showLists(world, recorder: recorder)
    let delegate = AdversaryListDelegate()
    delegate.willDisplay = { [unowned b] path in
      guard path.row == 0 else { return }
      delegate.willDisplay = nil
      b.reloadData()
    }
    a.delegate = delegate
    a.reloadData()
    expectListTrace(
      recorder,
      [
        "A.didEndDisplaying [0, 0]", "A.didEndDisplaying [0, 1]", "A.didUpdate reload",
        "B.didEndDisplaying [0, 0]", "B.didUpdate reload", "B.willDisplay [0, 0]",
        "A.willDisplay [0, 0]", "A.willDisplay [0, 1]",
      ])
    world.expectDiagnostics([])
  }

  /// From A's `willDisplay`, B reloads at once; from B's `willDisplay` in that reload, A
  /// reloads. A is still delivering its own update, so its second reload waits for the first
  /// one's last callback: A never displays a row twice without ending it in between.
  @Test func aReloadBouncedBackThroughAnotherListWaitsForTheListsOwnUpdate() throws {
    let world = TestScene()
    let recorder = ListRecorder()
    let (a, b) = showLists(world, recorder: recorder)
    let delegateA = AdversaryListDelegate()
    delegateA.willDisplay = { [unowned b] path in
      guard path.row == 0 else { return }
      delegateA.willDisplay = nil
      b.reloadData()
    }
    a.delegate = delegateA
    let delegateB = AdversaryListDelegate()
    delegateB.willDisplay = { [unowned a] _ in
      delegateB.willDisplay = nil
      a.reloadData()
    }
    b.delegate = delegateB
    a.reloadData()
    expectListTrace(
      recorder,
      [
        "A.didEndDisplaying [0, 0]", "A.didEndDisplaying [0, 1]", "A.didUpdate reload",
        "B.didEndDisplaying [0, 0]", "B.didUpdate reload", "B.willDisplay [0, 0]",
        "A.willDisplay [0, 0]", "A.willDisplay [0, 1]", "A.didEndDisplaying [0, 0]",
        "A.didEndDisplaying [0, 1]", "A.didUpdate reload", "A.willDisplay [0, 0]",
        "A.willDisplay [0, 1]",
      ])
    world.expectDiagnostics([])
  }

  /// From A's `willDisplay`, B runs a batch whose block deletes B's row, and A's own batch from
  /// B's `didEndDisplaying` waits for A's update: each list's rows stay balanced.
  @Test func batchesBouncedBetweenTwoListsKeepEachListBalanced() throws {
    let world = TestScene()
    let recorder = ListRecorder()
    let (a, b) = showLists(world, recorder: recorder)
    let delegateA = AdversaryListDelegate()
    delegateA.willDisplay = { [unowned b, sourceB] path in
      guard path.row == 0 else { return }
      delegateA.willDisplay = nil
      try? b.performBatchUpdates {
        sourceB.sections[0].removeAll()
        try b.deleteRows(at: [path])
      }
    }
    a.delegate = delegateA
    let delegateB = AdversaryListDelegate()
    delegateB.didEnd = { [unowned a, sourceA] _ in
      try? a.performBatchUpdates {
        sourceA.sections[0].remove(at: 0)
        try a.deleteRows(at: [ListIndexPath(row: 0, section: 0)])
      }
    }
    b.delegate = delegateB
    a.reloadData()
    expectListTrace(
      recorder,
      [
        "A.didEndDisplaying [0, 0]", "A.didEndDisplaying [0, 1]", "A.didUpdate reload",
        "B.didEndDisplaying [0, 0]", "B.didUpdate batch deleted rows [0, 0]",
        "A.willDisplay [0, 0]", "A.willDisplay [0, 1]", "A.didEndDisplaying [0, 0]",
        "A.didUpdate batch deleted rows [0, 0]",
      ])
    #expect(a.display.renderedRows() == [["a2"]])
    #expect(b.display.renderedRows() == [[]])
    world.expectDiagnostics([])
  }

  private let sourceA = RowsSource(rows: ["a1", "a2"])
  private let sourceB = RowsSource(rows: ["b1"])

  /// Lists A (two rows) and B (one row), children of one root screen in a shown window, with
  /// `recorder` attached to both and reset.
  private func showLists(_ world: TestScene, recorder: ListRecorder) -> (
    ListController, ListController
  ) {
    let a = world.list("A", source: sourceA, recorder: recorder)
    let b = world.list("B", source: sourceB, recorder: recorder)
    let root = world.make { ScreenController(title: "Root") }
    try? root.addChild(a)
    try? root.addChild(b)
    world.show(root)
    recorder.reset()
    return (a, b)
  }
}
