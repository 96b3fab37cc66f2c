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
  case insertSection(String, rowCount: Int, before: Int)
  case remove([String])
  case removeAll
  case reload([String])
  /// The layer leaves the list (its rows go; it keeps its insertions).
  case detach
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

  /// The inserted sections, anchored among the inner sections as rows are among rows.
  var insertedSections = AnchorList()
  /// The number of rows of each inserted section.
  var sectionRowCounts: [String: Int] = [:]

  /// Whether the layer holds any insertion.
  var isEmpty: Bool { sectionOfID.isEmpty && sectionRowCounts.isEmpty }

  /// Every identifier held (row insertions and inserted sections). O(k).
  var ids: [String] { Array(sectionOfID.keys) + Array(sectionRowCounts.keys) }

  /// The mutations of `log`, net of each other, against what the layer holds now.
  func net(of log: [LayerMutation]) -> NetMutations {
    log.isEmpty ? NetMutations() : NetMutations(log, existing: holds, all: { ids })
  }

  /// Whether `id` names a row insertion or an inserted section.
  func holds(_ id: String) -> Bool { sectionOfID[id] != nil || sectionRowCounts[id] != nil }

  /// The output section of inner `section`.
  func outputSection(ofInner section: Int) -> Int {
    isShown && insertedSections.placedCount > 0
      ? insertedSections.outputRow(ofInner: section) : section
  }

  /// The row counts of the layer's output for inner sections of `counts` rows: inner sections
  /// with their placed rows, inserted sections among them. O(sections + inserted sections).
  func outputCounts(inner counts: [Int]) -> [Int] {
    guard isShown else { return counts }
    var result: [Int] = []
    result.reserveCapacity(counts.count + insertedSections.placedCount)
    var next = 0
    for section in 0...counts.count {
      while next < insertedSections.placedCount && insertedSections.anchors[next] <= section {
        result.append(sectionRowCounts[insertedSections.id(atPlaced: next)] ?? 0)
        next += 1
      }
      guard section < counts.count else { break }
      result.append(
        counts[section] + (section < sections.count ? sections[section].placedCount : 0))
    }
    return result
  }

  /// The output path of inner `path`.
  func outputPath(ofInner path: ListIndexPath) -> ListIndexPath {
    guard isShown else { return path }
    let row =
      path.section < sections.count
      ? sections[path.section].outputRow(ofInner: path.row) : path.row
    return ListIndexPath(row: row, section: outputSection(ofInner: path.section))
  }

  /// The inner section output `section` shows, or `nil` for an inserted section.
  func innerSection(ofOutput section: Int) -> Int? {
    guard isShown, insertedSections.placedCount > 0 else { return section }
    switch insertedSections.locate(outputRow: section) {
    case .inner(let inner): return inner
    case .inserted: return nil
    }
  }

  /// The inner path output `path` shows, or `nil` when it shows one of this layer's rows.
  func innerPath(ofOutput path: ListIndexPath) -> ListIndexPath? {
    guard isShown else { return path }
    guard let section = innerSection(ofOutput: path.section) else { return nil }
    guard section < sections.count else { return ListIndexPath(row: path.row, section: section) }
    switch sections[section].locate(outputRow: path.row) {
    case .inner(let row): return ListIndexPath(row: row, section: section)
    case .inserted: return nil
    }
  }

  /// What output `path` holds: an inner path, or one of this layer's rows.
  func locate(_ path: ListIndexPath) -> (inner: ListIndexPath?, insertion: InsertedRow?) {
    guard isShown else { return (path, nil) }
    guard let section = innerSection(ofOutput: path.section) else {
      guard case .inserted(let index) = insertedSections.locate(outputRow: path.section) else {
        return (nil, nil)
      }
      return (nil, InsertedRow(id: insertedSections.id(atPlaced: index), row: path.row))
    }
    guard section < sections.count else {
      return (ListIndexPath(row: path.row, section: section), nil)
    }
    switch sections[section].locate(outputRow: path.row) {
    case .inner(let row): return (ListIndexPath(row: row, section: section), nil)
    case .inserted(let index):
      return (nil, InsertedRow(id: sections[section].id(atPlaced: index), row: 0))
    }
  }

  /// The output path of the placed insertion `id` (the first row of an inserted section), or
  /// `nil` when pending or absent.
  func outputPath(of id: String) -> ListIndexPath? {
    if sectionRowCounts[id] != nil {
      guard let index = insertedSections.placedIndex(of: id) else { return nil }
      return ListIndexPath(row: 0, section: insertedSections.outputRow(ofPlaced: index))
    }
    guard let section = sectionOfID[id], section < sections.count,
      let index = sections[section].placedIndex(of: id)
    else { return nil }
    return ListIndexPath(
      row: sections[section].outputRow(ofPlaced: index), section: outputSection(ofInner: section))
  }

  /// The before-state output paths of every row of the inserted section `id`, if placed.
  func outputPaths(ofSection id: String) -> [ListIndexPath] {
    guard let rows = sectionRowCounts[id], let path = outputPath(of: id) else { return [] }
    return (0..<rows).map { ListIndexPath(row: $0, section: path.section) }
  }

  /// Adds an inserted section (its identifier must be new) before inner section `anchor`.
  ///
  /// - Returns: Whether it was placed.
  @discardableResult
  mutating func addSection(_ id: String, rowCount: Int, anchor: Int, innerSections: Int) -> Bool {
    sectionRowCounts[id] = rowCount
    return insertedSections.add(Anchored(anchor: anchor, id: id), innerCount: innerSections) != nil
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
    if sectionRowCounts.removeValue(forKey: id) != nil {
      insertedSections.remove(id)
      return
    }
    guard let section = sectionOfID.removeValue(forKey: id) else { return }
    sections[section].remove(id)
  }

  /// Re-places every insertion against `innerCounts` (a reload, an attachment).
  mutating func replace(innerCounts: [Int]) {
    insertedSections.replace(innerCount: innerCounts.count)
    for key in sections.indices where !sections[key].isEmpty {
      sections[key].replace(innerCount: innerCounts.indices.contains(key) ? innerCounts[key] : -1)
    }
  }
}
