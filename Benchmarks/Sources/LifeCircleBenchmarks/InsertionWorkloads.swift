import Lifecycle
import Lists

/// An ad module whose cells are all the same (no allocation).
@MainActor
final class StaticAds: InsertionLayerDelegate {
  func insertionLayer(_ layer: ListInsertionLayer, cellFor row: InsertedRow) -> ListCell { "ad" }
}

/// A list of `rows` rows in one section with `insertions` ads spread evenly through it, and
/// random lookups in both coordinates, against IMYAOP's linear scan over the same positions.
@MainActor
final class LookupWorkload {
  let source: CountingSource
  let list = ListController(title: "Feed")
  let layer = ListInsertionLayer(name: "ads")
  let ads = StaticAds()
  /// The display rows of the ads, ascending: what a linear scan walks.
  let adRows: [Int]
  let contentQueries: [ListIndexPath]
  let displayQueries: [DisplayIndexPath]

  init(rows: Int, insertions: Int, queries: Int) {
    source = CountingSource(rows: rows)
    list.dataSource = source
    layer.delegate = ads
    let spacing = rows / insertions
    try? layer.insert(
      (0..<insertions).map { Insertion("ad\($0)", at: .afterContentRows($0 * spacing)) })
    try? list.addInsertionLayer(layer)
    list.loadDataIfNeeded()
    adRows = (0..<insertions).map { $0 * spacing + $0 }
    var random = SplitMix(seed: 7)
    contentQueries = (0..<queries).map { _ in
      ListIndexPath(row: Int(random.next() % UInt64(rows)), section: 0)
    }
    let total = rows + insertions
    displayQueries = (0..<queries).map { _ in
      DisplayIndexPath(row: Int(random.next() % UInt64(total)), section: 0)
    }
  }

  // Each loop copies what it reads into locals first, so the figure is the lookup, not the
  // harness (class property reads in the loop cost ~40 ns per query on both sides).

  /// Content to display through the list, summed so nothing is optimised away.
  func contentToDisplay() -> Int {
    let (list, queries) = (self.list, contentQueries)
    var sum = 0
    for query in queries { sum &+= list.displayIndexPath(for: query)?.row ?? 0 }
    return sum
  }

  /// Display to content through the list.
  func displayToContent() -> Int {
    let (list, queries) = (self.list, displayQueries)
    var sum = 0
    for query in queries { sum &+= list.contentIndexPath(for: query)?.row ?? -1 }
    return sum
  }

  /// IMYAOP's `feedsIndexPathByUser:`: walk the sorted ad rows, bumping the row past each one
  /// at or before it, stopping at the first after it.
  func linearContentToDisplay() -> Int {
    let (adRows, queries) = (self.adRows, contentQueries)
    var sum = 0
    for query in queries {
      var row = query.row
      for adRow in adRows {
        if adRow <= row { row += 1 } else { break }
      }
      sum &+= row
    }
    return sum
  }

  /// IMYAOP's `userIndexPathByFeeds:`: count the ad rows before the display row, stopping at
  /// the first after it (or at the row itself: an ad).
  func linearDisplayToContent() -> Int {
    let (adRows, queries) = (self.adRows, displayQueries)
    var sum = 0
    for query in queries {
      var before = 0
      var isAd = false
      for adRow in adRows {
        if adRow == query.row {
          isAd = true
          break
        }
        if adRow < query.row { before += 1 } else { break }
      }
      sum &+= isAd ? -1 : query.row - before
    }
    return sum
  }
}

/// One content row inserted at the top of a shown list (20-row viewport) with `insertions`
/// ads, then deleted again: two batches, the display change included.
@MainActor
final class LayeredInsertWorkload {
  let inner: ListWorkload
  let layer = ListInsertionLayer(name: "ads")
  let ads = StaticAds()

  init(rows: Int, insertions: Int) {
    inner = ListWorkload(rows: rows, visible: 20)
    layer.delegate = ads
    let spacing = max(rows / insertions, 1)
    try? layer.insert(
      (0..<insertions).map { Insertion("ad\($0)", at: .afterContentRows($0 * spacing)) })
    try? inner.list.addInsertionLayer(layer)
  }

  func run(times: Int) { inner.insertAndDeleteAtTop(times: times) }
}

/// SplitMix64, for reproducible queries.
struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}

/// Somewhere to put results so the optimiser keeps the work.
final class SinkBox {
  var value = 0
}
