/// Storage a list's updates keep between runs, so an update in steady state (a `reloadData()`,
/// a single-row update) reuses buffers instead of allocating them.
///
/// Each buffer is taken out with `Array.reusing(_:)` while in use and put back empty after
/// (the rows, layers and cells it held are released then, not at the next update): an update
/// nested in another (a list changed from another list's callback) finds the slot empty and
/// allocates its own, never shares one.
struct SpareBuffers {
  /// The rows kept displayed by an update (becomes the display; the old display comes back).
  var kept: [DisplayedRow] = []
  /// The rows that left the display in an update, told `didEndDisplaying` from here.
  var left: [DisplayedRow] = []
  /// Section counts read from the data source (the counts they replace come back).
  var counts: [Int] = []
  /// The buffers of `SectionDisplay`.
  var sectionsBefore: [Int] = []
  var sectionsKept: [Int] = []
  var sectionsEnding: [Int] = []
  var sectionsStarting: [Int] = []
  var sectionsReached: [Int] = []
  var sectionEndRows: [Int] = []
  var sectionEndSections: [Int] = []
}

extension Array {
  /// The buffer in `spare`, emptied with its capacity kept, leaving `spare` empty: reused when
  /// nothing else holds it, else (or when `spare` is empty) a new array. O(count).
  static func reusing(_ spare: inout [Element]) -> [Element] {
    var buffer: [Element] = []
    swap(&buffer, &spare)
    buffer.removeAll(keepingCapacity: true)
    return buffer
  }
}

extension Array {
  /// Sorts in place unless the elements are already in increasing order: the check is O(n),
  /// and a sort of more than a few elements allocates its scratch space, so an update whose
  /// rows kept their order (the common case) neither sorts nor allocates.
  mutating func sortUnlessSorted(by areInIncreasingOrder: (Element, Element) -> Bool) {
    guard count > 1 else { return }
    for index in 1..<count where !areInIncreasingOrder(self[index - 1], self[index]) {
      return sort(by: areInIncreasingOrder)
    }
  }
}
