/// A change on its way out through the insertion layers: operations in one stage's
/// coordinates with the counts before and after, as a batch or a reload.
struct StageChange {
  var operations = BatchOperations()
  var before: [Int]
  var after: [Int]
  var isReload: Bool
}

/// A layer mutation recorded until the list's next update takes it.
enum LayerMutation {
  case insert([Insertion], section: Int)
  case remove([String])
  case removeAll
  case reload([String])
}

/// The insertions of one layer, per inner section, and what it showed at the list's last
/// update. A value: the list changes it only once the business batch was accepted, so a refused
/// batch changes nothing here either.
struct LayerState {
  /// Insertions per inner section index (an array, so a lookup borrows its section instead of
  /// copying it). Sections beyond the inner count keep their index.
  var sections: [AnchorList] = []
  /// The section of each identifier.
  var sectionOfID: [String: Int] = [:]
  /// Whether the layer's rows were shown at the last update.
  var isShown = false
  /// Whether the layer hides its rows because its delegate was released.
  var isHiddenForMissingDelegate = false

  /// Whether the layer holds any insertion.
  var isEmpty: Bool { sectionOfID.isEmpty }

  /// The number of rows the layer outputs for inner `section` of `innerCount` rows.
  func outputCount(section: Int, innerCount: Int) -> Int {
    isShown && section < sections.count ? innerCount + sections[section].placedCount : innerCount
  }

  /// The output path of inner `path`.
  func outputPath(ofInner path: ListIndexPath) -> ListIndexPath {
    guard isShown, path.section < sections.count else { return path }
    return ListIndexPath(
      row: sections[path.section].outputRow(ofInner: path.row), section: path.section)
  }

  /// The inner path output `path` shows, or `nil` when it shows one of this layer's rows.
  func innerPath(ofOutput path: ListIndexPath) -> ListIndexPath? {
    guard isShown, path.section < sections.count else { return path }
    switch sections[path.section].locate(outputRow: path.row) {
    case .inner(let row): return ListIndexPath(row: row, section: path.section)
    case .inserted: return nil
    }
  }

  /// What output `path` holds: an inner path, or a placed insertion's identifier.
  func locate(_ path: ListIndexPath) -> (inner: ListIndexPath?, insertion: String?) {
    guard isShown, path.section < sections.count else { return (path, nil) }
    switch sections[path.section].locate(outputRow: path.row) {
    case .inner(let row): return (ListIndexPath(row: row, section: path.section), nil)
    case .inserted(let index): return (nil, sections[path.section].id(atPlaced: index))
    }
  }

  /// The output path of the placed insertion `id`, or `nil` when pending or absent.
  func outputPath(of id: String) -> ListIndexPath? {
    guard let section = sectionOfID[id], section < sections.count,
      let index = sections[section].placedIndex(of: id)
    else { return nil }
    return ListIndexPath(row: sections[section].outputRow(ofPlaced: index), section: section)
  }

  /// The anchor `position` resolves to in `section`.
  func anchor(for position: InsertionPosition, section: Int) -> Int {
    switch position {
    case .afterContentRows(let rows): rows
    case .displayRow(let row):
      section < sections.count ? sections[section].anchor(forOutputRow: row) : row
    }
  }

  /// Adds one insertion (its identifier must be new) against `innerCounts`.
  ///
  /// - Returns: Whether it was placed (shown if the layer shows).
  @discardableResult
  mutating func add(_ insertion: Insertion, section: Int, innerCounts: [Int]) -> Bool {
    let anchor = anchor(for: insertion.position, section: section)
    let innerCount = innerCounts.indices.contains(section) ? innerCounts[section] : -1
    sectionOfID[insertion.id] = section
    if section >= sections.count {
      sections += Array(repeating: AnchorList(), count: section + 1 - sections.count)
    }
    return sections[section].add(Anchored(anchor: anchor, id: insertion.id), innerCount: innerCount)
      != nil
  }

  /// Removes `id`.
  mutating func remove(_ id: String) {
    guard let section = sectionOfID.removeValue(forKey: id) else { return }
    sections[section].remove(id)
  }

  /// Re-places every insertion against `innerCounts` (a reload, an attachment).
  mutating func replace(innerCounts: [Int]) {
    for key in sections.indices where !sections[key].isEmpty {
      sections[key].replace(innerCount: innerCounts.indices.contains(key) ? innerCounts[key] : -1)
    }
  }
}
