/// One insertion as a layer keeps it: its identifier and its anchor (how many inner rows come
/// before it in its section).
struct Anchored: Equatable {
  var anchor: Int
  var id: String
}

/// The insertions of one section of one layer: placed ones in display order (anchors
/// non-decreasing; the i-th shows at `anchor + i`), pending ones by anchor (beyond the section's
/// row count when last placed).
///
/// **Complexity.** Lookups both ways are binary searches, O(log k) for k placed insertions; an
/// inner insert or delete shifts the anchors after it, O(shifted).
struct AnchorList {
  /// The placed insertions' anchors, non-decreasing, in display order: a plain `[Int]`, so the
  /// binary searches and the shifts touch 8 bytes per insertion.
  private(set) var anchors: [Int] = []
  /// The placed insertions' identifiers, parallel to ``anchors``.
  private(set) var ids: [String] = []
  private(set) var pending: [Anchored] = []

  var isEmpty: Bool { anchors.isEmpty && pending.isEmpty }

  /// The placed insertions, in display order.
  var placed: [Anchored] { zip(anchors, ids).map { Anchored(anchor: $0, id: $1) } }

  /// How many insertions are placed.
  var placedCount: Int { anchors.count }

  /// How many placed insertions have an anchor at most `row`: those shown before inner `row`.
  func placedBefore(innerRow row: Int) -> Int {
    firstIndex { anchor, _ in anchor > row }
  }

  /// The output row of inner `row`.
  func outputRow(ofInner row: Int) -> Int { row + placedBefore(innerRow: row) }

  /// The output row of the placed insertion at `index`.
  func outputRow(ofPlaced index: Int) -> Int { anchors[index] + index }

  /// What output row `row` holds: an inner row or a placed insertion (by index).
  func locate(outputRow row: Int) -> AnchorLocation {
    // The first insertion shown at or after `row`; output rows of placed insertions increase.
    let index = firstPlaced(atOrAfterOutputRow: row)
    if index < anchors.count && anchors[index] + index == row { return .inserted(index) }
    return .inner(row - index)
  }

  /// The index of the first placed insertion whose output row is at least `row`. O(log k).
  private func firstPlaced(atOrAfterOutputRow row: Int) -> Int {
    firstIndex { anchor, index in anchor + index >= row }
  }

  /// The first index whose anchor satisfies `predicate` (given the anchor and its index), for a
  /// predicate false then true along the anchors: a branch-free binary search (the next probe
  /// is chosen with a conditional move, not a jump the processor must guess), O(log k).
  @inline(__always)
  private func firstIndex(where predicate: (Int, Int) -> Bool) -> Int {
    anchors.withUnsafeBufferPointer { buffer in
      // Probes stay in 0..<count: `base + half` < `base + length` <= count.
      guard !buffer.isEmpty else { return 0 }
      var base = 0
      var length = buffer.count
      while length > 1 {
        let half = length / 2
        let probe = base + half
        base = predicate(buffer[probe - 1], probe - 1) ? base : probe
        length -= half
      }
      return predicate(buffer[base], base) ? base : base + 1
    }
  }

  /// The identifier of the placed insertion at `index`.
  func id(atPlaced index: Int) -> String { ids[index] }

  /// The anchor an insertion at output row `row` gets: `row` bumped past rows holding this
  /// list's insertions, minus the insertions shown before it.
  func anchor(forOutputRow row: Int) -> Int {
    var target = row
    var index = firstPlaced(atOrAfterOutputRow: target)
    while index < anchors.count && anchors[index] + index == target {
      target += 1
      index += 1
    }
    return target - index
  }

  /// Inner row `row` was deleted: anchors after it move up.
  mutating func innerRowDeleted(_ row: Int) {
    for index in placedBefore(innerRow: row)..<anchors.count { anchors[index] -= 1 }
  }

  /// A row was inserted at inner `row`: anchors after it move down (an insertion anchored
  /// exactly there stays before the new row).
  mutating func innerRowInserted(_ row: Int) {
    for index in placedBefore(innerRow: row)..<anchors.count { anchors[index] += 1 }
  }

  /// Adds `entry` after the insertions with the same or a smaller anchor: placed if its anchor
  /// is at most `innerCount`, pending otherwise.
  ///
  /// - Returns: The placed index, or `nil` when pending.
  @discardableResult
  mutating func add(_ entry: Anchored, innerCount: Int) -> Int? {
    if entry.anchor <= innerCount {
      let index = placedBefore(innerRow: entry.anchor)
      anchors.insert(entry.anchor, at: index)
      ids.insert(entry.id, at: index)
      return index
    }
    pending.insert(entry, at: pending.partitioningIndex { $0.anchor > entry.anchor })
    return nil
  }

  /// Places the pending insertions the section now reaches.
  ///
  /// - Returns: The identifiers placed, in order.
  mutating func placePending(innerCount: Int) -> [String] {
    guard let first = pending.first, first.anchor <= innerCount else { return [] }
    let reached = pending.partitioningIndex { $0.anchor > innerCount }
    let arriving = pending[..<reached]
    pending.removeSubrange(..<reached)
    for entry in arriving { add(entry, innerCount: innerCount) }
    return arriving.map(\.id)
  }

  /// After a reload: placed insertions beyond `innerCount` become pending again, pending ones it
  /// reaches are placed.
  mutating func replace(innerCount: Int) {
    let beyond = placedBefore(innerRow: innerCount)
    if beyond < anchors.count {
      let leaving = placed[beyond...]
      anchors.removeSubrange(beyond...)
      ids.removeSubrange(beyond...)
      for entry in leaving { add(entry, innerCount: innerCount) }
    }
    _ = placePending(innerCount: innerCount)
  }

  /// Where the insertion `id` is: its placed index, or `nil` when pending or absent. O(k).
  func placedIndex(of id: String) -> Int? {
    ids.firstIndex(of: id)
  }

  /// Removes the insertion `id`.
  ///
  /// - Returns: Its placed index before removal, or `nil` when it was pending or absent.
  @discardableResult
  mutating func remove(_ id: String) -> Int? {
    if let index = placedIndex(of: id) {
      anchors.remove(at: index)
      ids.remove(at: index)
      return index
    }
    pending.removeAll { $0.id == id }
    return nil
  }
}

/// What an output row of a layer holds.
enum AnchorLocation: Equatable {
  /// The inner row with this index.
  case inner(Int)
  /// The placed insertion with this index.
  case inserted(Int)
}
