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
  private(set) var placed: [Anchored] = []
  private(set) var pending: [Anchored] = []

  var isEmpty: Bool { placed.isEmpty && pending.isEmpty }

  /// How many placed insertions have an anchor at most `row`: those shown before inner `row`.
  func placedBefore(innerRow row: Int) -> Int {
    placed.partitioningIndex { $0.anchor > row }
  }

  /// The output row of inner `row`.
  func outputRow(ofInner row: Int) -> Int { row + placedBefore(innerRow: row) }

  /// The output row of the placed insertion at `index`.
  func outputRow(ofPlaced index: Int) -> Int { placed[index].anchor + index }

  /// What output row `row` holds: an inner row or a placed insertion (by index).
  func locate(outputRow row: Int) -> AnchorLocation {
    // The first insertion shown at or after `row`; output rows of placed insertions increase.
    let index = placed.indices.partitioningIndex { placed[$0].anchor + $0 >= row }
    if index < placed.count && placed[index].anchor + index == row { return .inserted(index) }
    return .inner(row - index)
  }

  /// The anchor an insertion at output row `row` gets: `row` bumped past rows holding this
  /// list's insertions, minus the insertions shown before it.
  func anchor(forOutputRow row: Int) -> Int {
    var target = row
    var index = placed.indices.partitioningIndex { placed[$0].anchor + $0 >= target }
    while index < placed.count && placed[index].anchor + index == target {
      target += 1
      index += 1
    }
    return target - index
  }

  /// Inner row `row` was deleted: anchors after it move up.
  mutating func innerRowDeleted(_ row: Int) {
    for index in placedBefore(innerRow: row)..<placed.count { placed[index].anchor -= 1 }
  }

  /// A row was inserted at inner `row`: anchors after it move down (an insertion anchored
  /// exactly there stays before the new row).
  mutating func innerRowInserted(_ row: Int) {
    for index in placedBefore(innerRow: row)..<placed.count { placed[index].anchor += 1 }
  }

  /// Adds `entry` after the insertions with the same or a smaller anchor: placed if its anchor
  /// is at most `innerCount`, pending otherwise.
  ///
  /// - Returns: The placed index, or `nil` when pending.
  @discardableResult
  mutating func add(_ entry: Anchored, innerCount: Int) -> Int? {
    if entry.anchor <= innerCount {
      let index = placedBefore(innerRow: entry.anchor)
      placed.insert(entry, at: index)
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
    if beyond < placed.count {
      let leaving = placed[beyond...]
      placed.removeSubrange(beyond...)
      for entry in leaving { add(entry, innerCount: innerCount) }
    }
    _ = placePending(innerCount: innerCount)
  }

  /// Where the insertion `id` is: its placed index, or `nil` when pending or absent.
  func placedIndex(of id: String) -> Int? {
    placed.firstIndex { $0.id == id }
  }

  /// Removes the insertion `id`.
  ///
  /// - Returns: Its placed index before removal, or `nil` when it was pending or absent.
  @discardableResult
  mutating func remove(_ id: String) -> Int? {
    if let index = placedIndex(of: id) {
      placed.remove(at: index)
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
