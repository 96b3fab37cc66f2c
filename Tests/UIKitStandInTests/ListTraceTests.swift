import Foundation
import Testing
import UIKitStandIn

/// Exact traces of the stand-in table and collection view: loading, display, batches, selection,
/// prefetching and reuse. Lines: `cellForRow` is the data source's cell call, `willDisplay` and
/// `didEnd` name the row, the cell's row name and the cell's serial number.
@Suite(.serialized)
@MainActor
struct ListTraceTests {
  @Test(
    "reloadData with a window: counts, cells for the window, then all again",
    arguments: ListKind.allCases)
  func reloadDataWithWindow(kind: ListKind) {
    let list = ListFixture(kind, model: [["a0", "a1", "a2"], ["b0", "b1"]])
    list.scroll(1, 3)
    expectTranscript([
      "numberOfSections", "numberOfRows 0", "numberOfRows 1",
      "cellForRow 0-1", "willDisplay 0-1 a1 #1",
      "cellForRow 0-2", "willDisplay 0-2 a2 #2",
      "cellForRow 1-0", "willDisplay 1-0 b0 #3",
    ])
    list.log.model = [["x0"], ["b0", "b1", "b2"]]
    list.reloadData()
    expectTranscript([
      "numberOfSections", "numberOfRows 0", "numberOfRows 1",
      "didEnd 0-1 a1 #1", "didEnd 0-2 a2 #2", "didEnd 1-0 b0 #3",
      "cellForRow 1-0", "prepareForReuse #3", "willDisplay 1-0 b0 #3",
      "cellForRow 1-1", "prepareForReuse #2", "willDisplay 1-1 b1 #2",
      "cellForRow 1-2", "prepareForReuse #1", "willDisplay 1-2 b2 #1",
    ])
    #expect(list.counts == [1, 3])
    #expect(list.visible == [path(1, 0), path(1, 1), path(1, 2)])
    #expect(list.firstRow == 1)
  }

  @Test(
    "Scrolling past every visible row ends them all, then displays reused cells",
    arguments: ListKind.allCases)
  func scrollingReplacesEveryRow(kind: ListKind) {
    let list = ListFixture(kind, model: [["a0", "a1", "a2", "a3", "a4", "a5"]])
    list.scroll(0, 2)
    _ = Transcript.take()
    list.scroll(3, 2)
    expectTranscript([
      "didEnd 0-0 a0 #1", "didEnd 0-1 a1 #2",
      "cellForRow 0-3", "prepareForReuse #2", "willDisplay 0-3 a3 #2",
      "cellForRow 0-4", "prepareForReuse #1", "willDisplay 0-4 a4 #1",
    ])
    #expect(list.visibleNames == ["a3", "a4"])
  }

  @Test("A batch of deletes, a reload, a move and an insert", arguments: ListKind.allCases)
  func batchOfRows(kind: ListKind) {
    let list = ListFixture(kind, model: [["a0", "a1", "a2", "a3", "a4"]])
    list.scroll(0, 4)
    _ = Transcript.take()
    // Deletes and reloads name paths before, inserts and move destinations after: a1 goes, a2
    // is reloaded, a4 moves to row 1, n is inserted at row 0; a0 and a3 shift down.
    list.batch(model: [["n", "a4", "a0", "a2*", "a3"]]) {
      list.deleteRows([path(0, 1)])
      list.reloadRows([path(0, 2)])
      list.moveRow(path(0, 4), path(0, 1))
      list.insertRows([path(0, 0)])
    }
    expectTranscript([
      "numberOfSections", "numberOfRows 0",
      "didEnd 0-1 a1 #2", "didEnd 0-2 a2 #3", "didEnd 0-3 a3 #4",
      "cellForRow 0-0", "prepareForReuse #4", "willDisplay 0-0 n #4",
      "cellForRow 0-1", "prepareForReuse #3", "willDisplay 0-1 a4 #3",
      "cellForRow 0-3", "prepareForReuse #2", "willDisplay 0-3 a2* #2",
      "completion true",
    ])
    #expect(list.counts == [5])
    #expect(list.visibleNames == ["n", "a4", "a0", "a2*"])
    #expect(list.serial(at: path(0, 2)) == 1)
    // A displayed row moved inside the window keeps its cell; nothing is displayed again.
    list.batch(model: [["a2*", "n", "a4", "a0", "a3"]]) {
      list.moveRow(path(0, 3), path(0, 0))
    }
    expectTranscript(["numberOfSections", "numberOfRows 0", "completion true"])
    #expect((0..<4).map { list.serial(at: path(0, $0)) } == [2, 4, 3, 1])
  }

  @Test("A batch of section deletes, inserts and moves", arguments: ListKind.allCases)
  func batchOfSections(kind: ListKind) {
    let list = ListFixture(kind, model: [["a0", "a1"], ["b0", "b1"], ["c0"]])
    list.scroll(0, 5)
    _ = Transcript.take()
    list.batch(model: [["c0"], ["b0", "b1"], ["d0"]]) {
      list.deleteSections([0])
      list.insertSections([2])
      list.moveSection(2, 0)
    }
    expectTranscript([
      "numberOfSections", "numberOfRows 0", "numberOfRows 1", "numberOfRows 2",
      "didEnd 0-0 a0 #1", "didEnd 0-1 a1 #2",
      "cellForRow 2-0", "prepareForReuse #2", "willDisplay 2-0 d0 #2",
      "completion true",
    ])
    #expect(list.counts == [1, 2, 1])
    #expect(list.visibleNames == ["c0", "b0", "b1", "d0"])
    #expect(list.serial(at: path(0, 0)) == 5)
    // A reloaded section's rows get new cells.
    list.batch(model: [["c0"], ["b0*"], ["d0"]]) {
      list.reloadSections([1])
    }
    expectTranscript([
      "numberOfSections", "numberOfRows 0", "numberOfRows 1", "numberOfRows 2",
      "didEnd 1-0 b0 #3", "didEnd 1-1 b1 #4",
      "cellForRow 1-0", "prepareForReuse #4", "willDisplay 1-0 b0* #4",
      "completion true",
    ])
  }

  @Test("A single call outside performBatchUpdates is a batch of one", arguments: ListKind.allCases)
  func singleCall(kind: ListKind) {
    let list = ListFixture(kind, model: [["a0", "a1"]])
    list.scroll(0, 3)
    _ = Transcript.take()
    list.log.model = [["a0", "x", "a1"]]
    list.insertRows([path(0, 1)])
    expectTranscript([
      "numberOfSections", "numberOfRows 0",
      "cellForRow 0-1", "willDisplay 0-1 x #3",
    ])
    #expect(list.visibleNames == ["a0", "x", "a1"])
  }

  @Test(
    "Tap and code selection; kept across a move and a shift, dropped on a delete",
    arguments: ListKind.allCases)
  func selection(kind: ListKind) {
    let ask = kind.askSelect
    let list = ListFixture(kind, model: [["a0", "a1", "a2", "a3"]])
    list.scroll(0, 4)
    _ = Transcript.take()
    list.tap(path(0, 0))
    expectTranscript(["\(ask) 0-0", "didSelect 0-0"])
    list.tap(path(0, 2))
    expectTranscript(["\(ask) 0-2", "didDeselect 0-0", "didSelect 0-2"])
    #expect(list.cellIsSelected(at: path(0, 2)) == true)
    #expect(list.cellIsSelected(at: path(0, 0)) == false)
    // Code selection calls no delegate and replaces the selection in single selection.
    list.select(path(0, 1))
    expectTranscript([])
    #expect(list.selected == [path(0, 1)])
    #expect(list.cellIsSelected(at: path(0, 2)) == false)
    // Moved: the selection follows the row.
    list.batch(model: [["a0", "a2", "a1", "a3"]]) { list.moveRow(path(0, 1), path(0, 2)) }
    expectTranscript(["numberOfSections", "numberOfRows 0", "completion true"])
    #expect(list.selected == [path(0, 2)])
    #expect(list.cellIsSelected(at: path(0, 2)) == true)
    // Shifted by an insert above it: the selection follows; a3 leaves the window.
    list.batch(model: [["z", "a0", "a2", "a1", "a3"]]) { list.insertRows([path(0, 0)]) }
    expectTranscript([
      "numberOfSections", "numberOfRows 0",
      "didEnd 0-3 a3 #4",
      "cellForRow 0-0", "prepareForReuse #4", "willDisplay 0-0 z #4",
      "completion true",
    ])
    #expect(list.selected == [path(0, 3)])
    // Deleted: the selection goes, without a delegate call.
    list.batch(model: [["z", "a0", "a2", "a3"]]) { list.deleteRows([path(0, 3)]) }
    expectTranscript([
      "numberOfSections", "numberOfRows 0",
      "didEnd 0-3 a1 #2",
      "cellForRow 0-3", "prepareForReuse #2", "willDisplay 0-3 a3 #2",
      "completion true",
    ])
    #expect(list.selected == [])
    #expect(list.cellIsSelected(at: path(0, 3)) == false)
    // Multiple selection: a tap on a selected row deselects it.
    list.setMultipleSelection(true)
    list.tap(path(0, 0))
    list.tap(path(0, 1))
    list.tap(path(0, 0))
    list.deselect(path(0, 2))
    expectTranscript([
      "\(ask) 0-0", "didSelect 0-0", "\(ask) 0-1", "didSelect 0-1", "didDeselect 0-0",
    ])
    #expect(list.selected == [path(0, 1)])
    list.select(path(0, 3))
    #expect(list.selected == [path(0, 1), path(0, 3)])
    list.select(nil)
    #expect(list.selected == [])
    list.select(path(0, 2))
    list.reloadData()
    #expect(list.selected == [])
  }

  @Test("willSelectRowAt redirects or refuses a tap")
  func tableRedirect() {
    let list = ListFixture(.table, model: [["a0", "a1", "a2"]])
    list.scroll(0, 3)
    list.tap(path(0, 0))
    _ = Transcript.take()
    list.log.redirect = { _ in path(0, 2) }
    list.tap(path(0, 1))
    expectTranscript(["willSelect 0-1", "didDeselect 0-0", "didSelect 0-2"])
    list.log.redirect = { _ in nil }
    list.tap(path(0, 1))
    expectTranscript(["willSelect 0-1"])
    #expect(list.selected == [path(0, 2)])
    list.table.allowsSelection = false
    list.tap(path(0, 0))
    expectTranscript([])
  }

  @Test("shouldSelectItemAt refuses a tap")
  func collectionRefusal() {
    let list = ListFixture(.collection, model: [["a0", "a1"]])
    list.log.allowsSelecting = false
    list.tap(path(0, 1))
    expectTranscript(["numberOfSections", "numberOfRows 0", "shouldSelect 0-1"])
    #expect(list.selected == [])
  }

  @Test(
    "Prefetch ahead and behind, cancel on leaving, none for displayed rows",
    arguments: ListKind.allCases)
  func prefetching(kind: ListKind) {
    let list = ListFixture(kind, model: [(0..<10).map { "r\($0)" }])
    list.scroll(0, 3)
    _ = Transcript.take()
    list.setPrefetchDistance(2)
    expectTranscript(["prefetch 0-3 0-4"])
    list.scroll(1, 3)
    expectTranscript([
      "didEnd 0-0 r0 #1",
      "cellForRow 0-3", "prepareForReuse #1", "willDisplay 0-3 r3 #1",
      "prefetch 0-0 0-5",
    ])
    list.scroll(7, 3)
    expectTranscript([
      "didEnd 0-1 r1 #2", "didEnd 0-2 r2 #3", "didEnd 0-3 r3 #1",
      "cellForRow 0-7", "prepareForReuse #1", "willDisplay 0-7 r7 #1",
      "cellForRow 0-8", "prepareForReuse #3", "willDisplay 0-8 r8 #3",
      "cellForRow 0-9", "prepareForReuse #2", "willDisplay 0-9 r9 #2",
      "cancel 0-0 0-4", "prefetch 0-6",
    ])
    // Off screen: every row ends and every prefetch is cancelled; a batch displays nothing.
    list.setOnScreen(false)
    expectTranscript([
      "didEnd 0-7 r7 #1", "didEnd 0-8 r8 #3", "didEnd 0-9 r9 #2", "cancel 0-5 0-6",
    ])
    list.batch(model: [(1..<10).map { "r\($0)" }]) { list.deleteRows([path(0, 0)]) }
    expectTranscript(["numberOfSections", "numberOfRows 0", "completion true"])
    // Back on screen: the window, past the last row now, moves up by one.
    list.setOnScreen(true)
    expectTranscript([
      "cellForRow 0-6", "prepareForReuse #2", "willDisplay 0-6 r7 #2",
      "cellForRow 0-7", "prepareForReuse #3", "willDisplay 0-7 r8 #3",
      "cellForRow 0-8", "prepareForReuse #1", "willDisplay 0-8 r9 #1",
      "prefetch 0-4 0-5",
    ])
    #expect(list.firstRow == 6)
    #expect(list.log.unbalanced.isEmpty)
  }

  @Test("Not said on screen: displays only inside a visible window", arguments: ListKind.allCases)
  func onScreenThroughWindow(kind: ListKind) {
    let list = ListFixture(kind, model: [["a0", "a1"]])
    list.setOnScreen(false)
    list.scroll(0, 2)
    expectTranscript([])
    let app = SingleRootApp()
    app.root.view.addSubview(list.view)
    list.layout()
    expectTranscript([
      "numberOfSections", "numberOfRows 0",
      "cellForRow 0-0", "willDisplay 0-0 a0 #1", "cellForRow 0-1", "willDisplay 0-1 a1 #2",
    ])
    list.view.removeFromSuperview()
    list.layout()
    expectTranscript(["didEnd 0-0 a0 #1", "didEnd 0-1 a1 #2"])
  }

  @Test("Dequeuing an unregistered identifier is UIKit's exception")
  func unregisteredIdentifier() {
    let list = ListFixture(.table, model: [])
    _ = list.table.dequeueReusableCell(withIdentifier: "nope", for: path(0, 0))
    #expect(list.table.dequeueReusableCell(withIdentifier: "nope") == nil)
    _ = list.collection.dequeueReusableCell(withReuseIdentifier: "nope", for: path(0, 0))
    expectTranscript([
      "misuse: unable to dequeue a cell with identifier nope - must register a nib or a class "
        + "for the identifier or connect a prototype cell in a storyboard",
      "misuse: could not dequeue a view of kind: UICollectionElementKindCell with identifier "
        + "nope - must register a nib or a class for the identifier or connect a prototype cell "
        + "in a storyboard",
    ])
  }

  @Test("Counts load lazily, once; a batch on a table never loaded loads them first")
  func lazyCounts() {
    let list = ListFixture(.table, model: [["a0"], []])
    #expect(list.table.numberOfRows(inSection: 0) == 1)
    #expect(list.table.numberOfSections == 2)
    expectTranscript(["numberOfSections", "numberOfRows 0", "numberOfRows 1"])
    let fresh = ListFixture(.table, model: [["a0"]])
    fresh.batch(model: [["a0", "a1"]]) { fresh.insertRows([path(0, 1)]) }
    expectTranscript([
      "numberOfSections", "numberOfRows 0", "numberOfSections", "numberOfRows 0",
      "completion true",
    ])
  }

  @Test(
    "An update asked for from willDisplay runs after the display pass",
    arguments: ListKind.allCases)
  func loadMoreFromWillDisplay(kind: ListKind) {
    let list = ListFixture(kind, model: [["a0", "a1"]])
    let log = list.log
    log.onWillDisplay = { [weak log] shown in
      guard let log, shown == path(0, 1), log.model[0].count == 2 else { return }
      log.model[0].append("a2")
      ListLog.add("load more")
      list.insertRows([path(0, 2)])
      ListLog.add("load more returns")
    }
    list.scroll(0, 3)
    expectTranscript([
      "numberOfSections", "numberOfRows 0",
      "cellForRow 0-0", "willDisplay 0-0 a0 #1",
      "cellForRow 0-1", "willDisplay 0-1 a1 #2",
      "load more", "load more returns",
      "numberOfSections", "numberOfRows 0",
      "cellForRow 0-2", "willDisplay 0-2 a2 #3",
    ])
    log.onWillDisplay = nil
  }

  @Test("A new data source reloads a view that loaded its counts", arguments: ListKind.allCases)
  func newDataSource(kind: ListKind) {
    let list = ListFixture(kind, model: [["a0", "a1"]])
    list.scroll(0, 2)
    _ = Transcript.take()
    let other = ListLog(model: [["b0"]])
    if kind == .table {
      list.table.dataSource = other
    } else {
      list.collection.dataSource = other
    }
    expectTranscript([
      "numberOfSections", "numberOfRows 0", "didEnd 0-0 a0 #1", "didEnd 0-1 a1 #2",
      "cellForRow 0-0", "prepareForReuse #2", "willDisplay 0-0 b0 #2",
    ])
    #expect(list.counts == [1])
  }

  @Test("A collection view cell that was not dequeued is UIKit's exception")
  func collectionCellNotDequeued() {
    final class Source: NSObject, UICollectionViewDataSource {
      func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
        -> Int
      { 1 }
      func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
      ) -> UICollectionViewCell {
        UICollectionViewCell(frame: .zero)
      }
    }
    let list = ListFixture(.collection, model: [])
    let source = Source()
    list.collection.dataSource = source
    list.scroll(0, 1)
    expectTranscript([
      "misuse: the cell returned from -collectionView:cellForItemAtIndexPath: does not have a "
        + "reuseIdentifier - cells must be retrieved by calling "
        + "-dequeueReusableCellWithReuseIdentifier:forIndexPath:",
      "willDisplay 0-0 ? #0",
    ])
    #expect(list.visible == [path(0, 0)])
  }
}
