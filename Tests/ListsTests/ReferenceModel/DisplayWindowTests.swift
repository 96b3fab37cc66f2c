import ListReferenceModel
import Lists
import Testing

/// The reference model's display and prefetch windows, as plain values, and the viewport's
/// window against the library's.
@Suite struct DisplayWindowTests {
  /// (first row, row count, total rows) and the rows the viewport holds.
  static let viewports: [(Int, Int?, Int, [Int])] = [
    (0, nil, 4, [0, 1, 2, 3]),
    (1, 2, 4, [1, 2]),
    (3, 5, 4, [3]),
    (4, 1, 4, []),
    (-2, 2, 4, [0, 1]),
    (1, -1, 4, []),
    (0, nil, 0, []),
    (2, Int.max, 5, [2, 3, 4]),
  ]

  @Test(arguments: viewports)
  func viewportRows(firstRow: Int, rowCount: Int?, total: Int, rows: [Int]) {
    #expect(
      Array(DisplayWindow.viewportRows(firstRow: firstRow, rowCount: rowCount, total: total))
        == rows)
  }

  /// (displayed rows, distance, total rows) and the rows prefetched.
  static let prefetches: [([Int], Int, Int, [Int])] = [
    ([2, 3], 1, 10, [1, 2, 3, 4]),
    ([3, 2], 2, 5, [0, 1, 2, 3, 4]),
    ([0], 3, 2, [0, 1]),
    ([], 2, 10, []),
    ([4, 5], 0, 10, []),
  ]

  @Test(arguments: prefetches)
  func prefetchRows(displayed: [Int], distance: Int, total: Int, rows: [Int]) {
    #expect(
      Array(DisplayWindow.prefetchRows(around: displayed, distance: distance, total: total))
        == rows)
  }

  /// The model and the library's `ListViewport` were written apart; they hold the same rows
  /// for every small viewport.
  @Test func viewportAgreesWithTheLibrary() {
    var disagreements: [String] = []
    for total in 0...4 {
      for first in -1...5 {
        for count in [nil, -1, 0, 1, 2, 5] as [Int?] {
          let model = DisplayWindow.viewportRows(firstRow: first, rowCount: count, total: total)
          let library = ListViewport(firstRow: first, rowCount: count)
            .flatRangeForTests(total: total)
          if Array(model) != Array(library) {
            disagreements.append("(\(first), \(count.map(String.init) ?? "nil")) of \(total)")
          }
        }
      }
    }
    #expect(disagreements == [])
  }
}
