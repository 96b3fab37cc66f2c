/// A layer's mutations since the list's last update, net of each other: insertions added (in
/// call order), existing ones removed, existing ones reloaded.
struct NetMutations {
  var added: [(insertion: Insertion, section: Int)] = []
  var addedSections: [(id: String, rowCount: Int, before: Int)] = []
  var removed: Set<String> = []
  var reloaded: Set<String> = []

  /// No mutation.
  init() {}

  /// Folds `log` (in call order) against the identifiers the layer holds now (`existing`
  /// answers membership; `all` lists them, for `removeAll` only). O(log length), plus the
  /// layer's insertions for a `removeAll`.
  init(_ log: [LayerMutation], existing: (String) -> Bool, all: () -> [String]) {
    for mutation in log {
      switch mutation {
      case .insert(let insertions, let section):
        added += insertions.map { ($0, section) }
      case .insertSection(let id, let rowCount, let before):
        addedSections.append((id, rowCount, before))
      case .remove(let ids):
        for id in ids { drop(id, existing: existing) }
      case .removeAll:
        added.removeAll()
        addedSections.removeAll()
        removed.formUnion(all())
        reloaded.removeAll()
      case .reload(let ids):
        for id in ids where existing(id) && !removed.contains(id) { reloaded.insert(id) }
      case .detach:
        break
      }
    }
  }

  private mutating func drop(_ id: String, existing: (String) -> Bool) {
    added.removeAll { $0.insertion.id == id }
    addedSections.removeAll { $0.id == id }
    if existing(id) {
      removed.insert(id)
      reloaded.remove(id)
    }
  }

  var isEmpty: Bool {
    added.isEmpty && addedSections.isEmpty && removed.isEmpty && reloaded.isEmpty
  }
}

extension LayerState {
  /// Takes the change the layer receives (its inner coordinates) and its own mutations, updates
  /// the insertions, and returns the change it outputs: inner rows mapped, its own rows that
  /// leave (before-state) and arrive (after-state), its reloads. Inner changes move placed
  /// anchors, never pending ones (deletes descending, then inserts ascending); inner sections
  /// deleted discard their insertions, moved ones carry them.
  ///
  /// **Complexity.** O((b + a) log k + s + sections with insertions): b inner operations, a
  /// own mutations, k insertions in a section, s anchors shifted. Nothing is O(rows).
  mutating func apply(_ inner: StageChange, _ net: NetMutations, showsAfter: Bool) -> StageChange {
    let showsBefore = isShown
    var out = StageChange(
      before: outputCounts(inner: inner.before), after: [], isReload: inner.isReload)
    if inner.isReload {
      for id in net.removed { remove(id) }
      replace(innerCounts: inner.after)
      for (insertion, section) in net.added {
        add(insertion, section: section, innerCounts: inner.after)
      }
      for (id, rowCount, before) in net.addedSections {
        addSection(id, rowCount: rowCount, anchor: before, innerSections: inner.after.count)
      }
      isShown = showsAfter
      out.after = outputCounts(inner: inner.after)
      return out
    }
    guard let plan = try? BatchPlan(inner.operations, before: inner.before, after: inner.after)
    else {
      preconditionFailure("an insertion layer received a change that does not explain its counts")
    }
    let ops = inner.operations
    // Before-state positions, from the state as it is.
    out.operations.deletedSections = Set(ops.deletedSections.map(outputSection(ofInner:)))
    let sectionMoveOrigins = ops.movedSections.map { outputSection(ofInner: $0.from) }
    out.operations.deletedRows = Set(ops.deletedRows.map { outputPath(ofInner: $0) })
    out.operations.reloadedRows = Set(ops.reloadedRows.map { outputPath(ofInner: $0) })
    out.operations.reconfiguredRows = Set(ops.reconfiguredRows.map { outputPath(ofInner: $0) })
    let moveOrigins = ops.movedRows.map { outputPath(ofInner: $0.from) }
    func survives(_ section: Int) -> Bool {
      section < inner.before.count && plan.target(ofSection: section) != nil
    }
    if showsBefore {
      for id in net.removed {
        if sectionRowCounts[id] != nil, let path = outputPath(of: id) {
          out.operations.deletedSections.insert(path.section)
        } else if let section = sectionOfID[id], survives(section), let path = outputPath(of: id) {
          out.operations.deletedRows.insert(path)
        }
      }
      for id in net.reloaded {
        if sectionRowCounts[id] != nil {
          out.operations.reloadedRows.formUnion(outputPaths(ofSection: id))
        } else if let section = sectionOfID[id], survives(section), let path = outputPath(of: id) {
          out.operations.reloadedRows.insert(path)
        }
      }
      if !showsAfter {
        for (section, list) in sections.enumerated() where survives(section) {
          let outer = outputSection(ofInner: section)
          for index in 0..<list.placedCount {
            out.operations.deletedRows.insert(
              ListIndexPath(row: list.outputRow(ofPlaced: index), section: outer))
          }
        }
        for index in 0..<insertedSections.placedCount {
          out.operations.deletedSections.insert(insertedSections.outputRow(ofPlaced: index))
        }
      }
    }
    for id in net.removed { remove(id) }
    shiftInsertedSections(with: ops)
    moveSections(with: plan, before: inner.before.count)
    for origin in inner.before.indices {
      guard let target = plan.target(ofSection: origin), target < sections.count,
        sections[target].placedCount > 0
      else { continue }
      for row in plan.rowsLeaving(section: origin).reversed() {
        sections[target].innerRowDeleted(row)
      }
      for row in plan.rowsArriving(section: target) { sections[target].innerRowInserted(row) }
    }
    // After-state: what arrives.
    func listed(_ section: Int) -> Bool {
      showsAfter && section < inner.after.count && !ops.insertedSections.contains(section)
    }
    var arriving: Set<String> = []
    var arrivingSections = Set(insertedSections.placePending(innerCount: inner.after.count))
    if !showsAfter { arrivingSections = [] }
    for (id, rowCount, before) in net.addedSections {
      if addSection(id, rowCount: rowCount, anchor: before, innerSections: inner.after.count),
        showsAfter
      {
        arrivingSections.insert(id)
      }
    }
    if !showsBefore && showsAfter {
      arrivingSections.formUnion(insertedSections.ids)
    }
    for key in sections.indices where key < inner.after.count && !sections[key].pending.isEmpty {
      let placed = sections[key].placePending(innerCount: inner.after[key])
      if listed(key) { arriving.formUnion(placed) }
    }
    for (insertion, section) in net.added {
      if add(insertion, section: section, innerCounts: inner.after), listed(section) {
        arriving.insert(insertion.id)
      }
    }
    if !showsBefore && showsAfter {
      for (section, list) in sections.enumerated() where listed(section) {
        arriving.formUnion(list.ids)
      }
    }
    isShown = showsAfter
    for id in arriving {
      if let path = outputPath(of: id) { out.operations.insertedRows.insert(path) }
    }
    for id in arrivingSections {
      if let path = outputPath(of: id) { out.operations.insertedSections.insert(path.section) }
    }
    out.operations.insertedSections.formUnion(ops.insertedSections.map(outputSection(ofInner:)))
    out.operations.movedSections = zip(sectionMoveOrigins, ops.movedSections).map {
      ListChange.SectionMove(from: $0, to: outputSection(ofInner: $1.to))
    }
    out.operations.insertedRows.formUnion(ops.insertedRows.map { outputPath(ofInner: $0) })
    out.operations.movedRows = zip(moveOrigins, ops.movedRows).map {
      ($0, outputPath(ofInner: $1.to))
    }
    out.after = outputCounts(inner: inner.after)
    return out
  }

  /// Inner sections deleted or moved away move the inserted sections after them up; inner
  /// sections inserted or moved in move them down (deletes descending, then inserts
  /// ascending, as for rows).
  private mutating func shiftInsertedSections(with ops: BatchOperations) {
    guard insertedSections.placedCount > 0 else { return }
    let leaving = ops.deletedSections.union(ops.movedSections.map(\.from)).sorted(by: >)
    for section in leaving { insertedSections.innerRowDeleted(section) }
    let arriving = ops.insertedSections.union(ops.movedSections.map(\.to)).sorted()
    for section in arriving { insertedSections.innerRowInserted(section) }
  }

  /// Carries the insertions of moved sections and drops those of deleted ones. Keys beyond the
  /// inner sections keep their index (a pending insertion names the section it waits for): one
  /// that the change brings into range joins that section's pending insertions (after those with
  /// the same anchor), to be placed in this change.
  private mutating func moveSections(with plan: BatchPlan, before: Int) {
    let ops = plan.operations
    guard
      !(ops.deletedSections.isEmpty && ops.insertedSections.isEmpty && ops.movedSections.isEmpty)
    else { return }
    var moved: [AnchorList] = []
    for (key, list) in sections.enumerated() where !list.isEmpty {
      let target = key < before ? plan.target(ofSection: key) : key
      for entry in list.placed + list.pending { sectionOfID[entry.id] = target }
      guard let target else { continue }
      if target >= moved.count {
        moved += Array(repeating: AnchorList(), count: target + 1 - moved.count)
      }
      if moved[target].isEmpty {
        moved[target] = list
      } else {
        // Surviving sections come first (smaller keys); a key beyond them holds only pending
        // insertions, absolute.
        for entry in list.pending { moved[target].add(entry, innerCount: -1) }
      }
    }
    sections = moved
  }
}
