import Lifecycle
import Lists

/// Two snapshots of one section of integer identifiers: `items` items, then `changes` deleted,
/// `changes` inserted and `changes` moved at random (seeded) places; the same as arrays for
/// Swift's own `difference(from:)`.
struct DiffPair {
  let oldItems: [Int]
  let newItems: [Int]
  let old: ListSnapshot<Int>
  let new: ListSnapshot<Int>

  init(items: Int, changes: Int, seed: UInt64) {
    var random = SplitMix(seed: seed)
    func below(_ bound: Int) -> Int { Int(random.next() % UInt64(bound)) }
    let oldItems = Array(0..<items)
    // Deleted: `changes` distinct items.
    var deleted = Set<Int>()
    while deleted.count < changes { deleted.insert(below(items)) }
    var kept = oldItems.filter { !deleted.contains($0) }
    // Moved: `changes` distinct survivors, taken out and put back at random places.
    var moved = Set<Int>()
    while moved.count < changes { moved.insert(kept[below(kept.count)]) }
    kept.removeAll { moved.contains($0) }
    let placed = moved.sorted() + Array(items..<items + changes)  // then the inserted ones
    var slots = placed.map { (slot: below(kept.count + 1), item: $0) }
    slots.sort { $0.slot < $1.slot }
    var newItems: [Int] = []
    newItems.reserveCapacity(kept.count + slots.count)
    var next = 0
    for (index, item) in kept.enumerated() {
      while next < slots.count && slots[next].slot == index {
        newItems.append(slots[next].item)
        next += 1
      }
      newItems.append(item)
    }
    newItems += slots[next...].map(\.item)
    self.oldItems = oldItems
    self.newItems = newItems
    old = ListSnapshot(oldItems)
    new = ListSnapshot(newItems)
  }

  /// `ListSnapshot.difference(from:)`; returns the number of moves.
  func snapshotDifference() -> Int {
    (try? new.difference(from: old))?.movedItems.count ?? -1
  }

  /// Swift's `CollectionDifference` of the arrays (no moves: it finds removals and insertions);
  /// returns the number of changes.
  func arrayDifference() -> Int {
    newItems.difference(from: oldItems).count
  }
}

/// A shown list of `sections` identified sections of `rows` items (20-row viewport), applied a
/// snapshot whose last `moved` sections went to the top, or the same snapshot again.
@MainActor
final class SectionReorderWorkload {
  let source: ListSnapshotDataSource<Int>
  let list = ListController(title: "Shelves")
  let window: Window
  let original: ListSnapshot<Int>
  let reordered: ListSnapshot<Int>

  init(sections: Int, rows: Int, moved: Int) {
    let all = (0..<sections).map { section in
      (section, Array(section * rows..<(section + 1) * rows))
    }
    original = ListSnapshot(sections: all)
    reordered = ListSnapshot(
      sections: Array(all[(sections - moved)...] + all[..<(sections - moved)]))
    // Unique identifiers in sections of their own: the data source accepts the snapshot.
    guard let made = try? ListSnapshotDataSource(original, cellProvider: { _, _ in "item" }) else {
      preconditionFailure("benchmark misuse: the snapshot repeats an identifier")
    }
    source = made
    list.dataSource = source
    list.viewport = ListViewport(firstRow: 0, rowCount: 20)
    window = Window(rootController: list)
    window.makeKeyAndVisible()
  }

  /// `times` applies (even), alternating the reordered snapshot and the original one.
  func applyReordered(times: Int) {
    for index in 0..<times { try? list.apply(index % 2 == 0 ? reordered : original) }
  }

  /// `times` applies of the snapshot shown.
  func applyUnchanged(times: Int) {
    for _ in 0..<times { try? list.apply(original) }
  }
}

/// Prints the diff tables: `difference(from:)` against Swift's own on the same arrays, and
/// `apply` of reordered sections against the same snapshot unchanged.
@MainActor
func printDiffBenchmarks(quick: Bool) {
  let samples = quick ? 3 : 9
  let small = DiffPair(items: 10_000, changes: 1_000, seed: 26)
  let large = DiffPair(items: 100_000, changes: 10_000, seed: 26)
  let sink = SinkBox()
  // The anchor pair interleaved (their ratio holds under load); the large diff on its own, so
  // the anchor's quarter-second of allocations does not run between its samples.
  var costs = nanosecondsPerOperation(
    operations: 1, samples: samples,
    [{ sink.value &+= small.snapshotDifference() }, { sink.value &+= small.arrayDifference() }])
  costs += nanosecondsPerOperation(
    operations: 1, samples: quick ? 3 : 15, [{ sink.value &+= large.snapshotDifference() }])
  var table = Table(header: [
    "difference, one section of Int identifiers", "ms", "moves", "changes listed", "allocs",
  ])
  func allocations(_ body: @escaping () -> Void) -> String {
    allocationsPerOperation(operations: 1, body).map { format($0, digits: 0) } ?? "n/a"
  }
  let smallDifference = try? small.new.difference(from: small.old)
  let largeDifference = try? large.new.difference(from: large.old)
  func listed(_ difference: ListDifference<Int>?) -> String {
    guard let difference else { return "n/a" }
    return
      "\(difference.deletedItems.count + difference.insertedItems.count + difference.movedItems.count)"
  }
  table.rows.append([
    "ListSnapshot.difference(from:), 10^4 items, 10^3 deleted/inserted/moved",
    format(costs[0] / 1e6, digits: 2), "\(smallDifference?.movedItems.count ?? -1)",
    listed(smallDifference), allocations { sink.value &+= small.snapshotDifference() },
  ])
  table.rows.append([
    "Array.difference(from:) (Swift), same arrays: no moves", format(costs[1] / 1e6, digits: 2),
    "0", "\(small.arrayDifference())", allocations { sink.value &+= small.arrayDifference() },
  ])
  table.rows.append([
    "ListSnapshot.difference(from:), 10^5 items, 10^4 deleted/inserted/moved (target < 20 ms)",
    format(costs[2] / 1e6, digits: 2), "\(largeDifference?.movedItems.count ?? -1)",
    listed(largeDifference), allocations { sink.value &+= large.snapshotDifference() },
  ])
  print("")
  print(
    "Diffing snapshots (moves: at most the 10^3 or 10^4 moved, the fewest any batch can make;"
      + " allocations per diff, independent of n: memory is a few arrays and one hash table)")
  print(table.render())
  withExtendedLifetime(sink) {}

  let shelves = SectionReorderWorkload(sections: 100, rows: 100, moved: 10)
  let rounds = quick ? 10 : 200
  let applyCosts = nanosecondsPerOperation(
    operations: rounds, samples: samples,
    [{ shelves.applyReordered(times: rounds) }, { shelves.applyUnchanged(times: rounds) }])
  let reorder = try? shelves.reordered.difference(from: shelves.original)
  var applyTable = Table(header: [
    "apply, 100 identified sections x 100 items, 20-row viewport", "µs/apply", "section moves",
    "row moves", "vs unchanged",
  ])
  applyTable.rows.append([
    "last 10 sections moved to the top (and back)", format(applyCosts[0] / 1e3),
    "\(reorder?.movedSections.count ?? -1)", "\(reorder?.movedItems.count ?? -1)",
    format(applyCosts[0] / applyCosts[1], digits: 2) + "x (target < 2x)",
  ])
  applyTable.rows.append([
    "the same snapshot unchanged", format(applyCosts[1] / 1e3), "0", "0", "",
  ])
  print(applyTable.render())
  withExtendedLifetime(shelves.window) {}
}
