import Lists

/// The naive reference model of a list with insertion layers: every stage as full arrays of
/// identities, every operation O(n), written from LISTS.md's rules and not from the library.
struct NaiveFeed {
  struct Item: Equatable {
    var id: String
    /// "" for a content row, else the name of the layer that inserted it.
    var owner: String
  }

  struct Layer {
    var name: String
    /// The layer's whole output per section (its own rows included even while hidden).
    var sections: [[Item]] = []
    /// Waiting insertions, in the order they were made.
    var pending: [(id: String, section: Int, anchor: Int)] = []
    var shows = false

    func visible(_ section: [Item]) -> [Item] {
      shows ? section : section.filter { $0.owner != name }
    }

    /// Where an insertion anchored after `anchor` inner rows goes in `section`: before the
    /// inner row with that index, or at the end.
    func position(anchor: Int, in section: [Item]) -> Int {
      var inner = 0
      for (index, item) in section.enumerated() where item.owner != name {
        if inner == anchor { return index }
        inner += 1
      }
      return section.count
    }

    func innerCount(_ section: [Item]) -> Int { section.filter { $0.owner != name }.count }
  }

  /// What one stage changed, for the next: identities gone (moved ones too) and identities
  /// arriving with their after-state index in the stage's visible output.
  struct StageDelta {
    var deleted: Set<String> = []
    var inserted: [(item: Item, section: Int, row: Int)] = []
  }

  var content: [[String]] = []
  var layers: [Layer] = []

  /// The display: the outermost stage's visible output.
  var display: [[Item]] { stage(layers.count) }

  /// The visible output of stage `index` (0: the content).
  func stage(_ index: Int) -> [[Item]] {
    guard index > 0 else { return content.map { $0.map { Item(id: $0, owner: "") } } }
    let layer = layers[index - 1]
    return layer.sections.map(layer.visible)
  }

  var contentRowCount: Int { content.reduce(0) { $0 + $1.count } }

  // MARK: Changes

  /// Applies a business batch (already applied to nothing yet) and layer mutations
  /// (`mutations[layer]` run after the business change in that layer) through every stage.
  mutating func apply(
    _ batch: NaiveBatch, newContent: [[String]], moved: Set<String>,
    mutations: [String: [Mutation]] = [:]
  ) {
    let before = stage(0)
    content = newContent
    var delta = Self.delta(from: before, to: stage(0), moved: moved)
    for index in layers.indices {
      let visibleBefore = stage(index + 1)
      var layer = layers[index]
      Self.applySections(batch, to: &layer)
      for section in layer.sections.indices {
        layer.sections[section].removeAll { delta.deleted.contains($0.id) }
      }
      for (item, section, row) in delta.inserted {
        let at = layer.position(anchor: row, in: layer.sections[section])
        layer.sections[section].insert(item, at: at)
      }
      run(mutations[layer.name] ?? [], on: &layer)
      layers[index] = layer
      delta = Self.delta(from: visibleBefore, to: stage(index + 1), moved: moved)
    }
  }

  enum Mutation {
    case insert(id: String, section: Int, position: InsertionPosition)
    case remove(String)
    case removeAll
  }

  private func run(_ mutations: [Mutation], on layer: inout Layer) {
    var removed = Set<String>()
    var added: [(id: String, section: Int, position: InsertionPosition)] = []
    for mutation in mutations {
      switch mutation {
      case .insert(let id, let section, let position): added.append((id, section, position))
      case .remove(let id):
        added.removeAll { $0.id == id }
        removed.insert(id)
      case .removeAll:
        added.removeAll()
        for section in layer.sections {
          for item in section where item.owner == layer.name { removed.insert(item.id) }
        }
        for entry in layer.pending { removed.insert(entry.id) }
      }
    }
    for section in layer.sections.indices {
      layer.sections[section].removeAll { $0.owner == layer.name && removed.contains($0.id) }
    }
    layer.pending.removeAll { removed.contains($0.id) }
    placePending(&layer)
    for (id, section, position) in added {
      let anchor: Int
      switch position {
      case .afterContentRows(let rows): anchor = rows
      case .displayRow(let row):
        if layer.sections.indices.contains(section) {
          let items = layer.sections[section]
          var target = row
          while target < items.count && items[target].owner == layer.name { target += 1 }
          anchor = target - items.prefix(target).filter { $0.owner == layer.name }.count
        } else {
          anchor = row
        }
      }
      place(id, section: section, anchor: anchor, in: &layer)
    }
    layer.shows = contentRowCount > 0
  }

  private func place(_ id: String, section: Int, anchor: Int, in layer: inout Layer) {
    guard layer.sections.indices.contains(section),
      anchor <= layer.innerCount(layer.sections[section])
    else {
      // Pending, after the pending ones with the same or a smaller anchor.
      let index = layer.pending.lastIndex { $0.section == section && $0.anchor <= anchor }
      layer.pending.insert((id, section, anchor), at: index.map { $0 + 1 } ?? layer.pending.count)
      return
    }
    let at = layer.position(anchor: anchor, in: layer.sections[section])
    layer.sections[section].insert(Item(id: id, owner: layer.name), at: at)
  }

  private func placePending(_ layer: inout Layer) {
    let ready = layer.pending.enumerated().filter { _, entry in
      layer.sections.indices.contains(entry.section)
        && entry.anchor <= layer.innerCount(layer.sections[entry.section])
    }
    .sorted { ($0.element.anchor, $0.offset) < ($1.element.anchor, $1.offset) }
    .map(\.element)
    layer.pending.removeAll { entry in ready.contains { $0.id == entry.id } }
    for entry in ready {
      let at = layer.position(anchor: entry.anchor, in: layer.sections[entry.section])
      layer.sections[entry.section].insert(Item(id: entry.id, owner: layer.name), at: at)
    }
  }

  /// Section deletes, moves and inserts on a layer's arrays; pending insertions of deleted
  /// sections are dropped, those beyond the sections keep their index.
  private static func applySections(_ batch: NaiveBatch, to layer: inout Layer) {
    guard
      !(batch.deletedSections.isEmpty && batch.insertedSections.isEmpty
        && batch.movedSections.isEmpty)
    else { return }
    let oldCount = layer.sections.count
    let newCount = oldCount - batch.deletedSections.count + batch.insertedSections.count
    let movedFrom = Set(batch.movedSections.map(\.from))
    var origin = [Int?](repeating: nil, count: newCount)
    for move in batch.movedSections { origin[move.to] = move.from }
    var survivors = (0..<oldCount).filter {
      !batch.deletedSections.contains($0) && !movedFrom.contains($0)
    }.makeIterator()
    for index in 0..<newCount where origin[index] == nil && !batch.insertedSections.contains(index)
    {
      origin[index] = survivors.next()
    }
    var target = [Int?](repeating: nil, count: oldCount)
    for (index, old) in origin.enumerated() { if let old { target[old] = index } }
    layer.sections = origin.map { $0.map { layer.sections[$0] } ?? [] }
    // Beyond the sections, an entry names the section it waits for (LISTS.md §2.3: it lands in
    // the change that brings that section into range), after the pending insertions with the
    // same anchor already in that section: the entries from beyond go last, in their order.
    let remapped: [(id: String, section: Int, anchor: Int)] = layer.pending.compactMap { entry in
      guard entry.section < oldCount else { return nil }
      guard let moved = target[entry.section] else { return nil }
      return (entry.id, moved, entry.anchor)
    }
    layer.pending = remapped + layer.pending.filter { $0.section >= oldCount }
  }

  /// What changed between two visible outputs of a stage, as the next stage receives it.
  static func delta(from before: [[Item]], to after: [[Item]], moved: Set<String>) -> StageDelta {
    var delta = StageDelta()
    let beforeIDs = Set(before.joined().map(\.id))
    let afterIDs = Set(after.joined().map(\.id))
    delta.deleted = beforeIDs.subtracting(afterIDs).union(moved.intersection(beforeIDs))
    for (section, items) in after.enumerated() {
      for (row, item) in items.enumerated()
      where !beforeIDs.contains(item.id) || moved.contains(item.id) {
        delta.inserted.append((item, section, row))
      }
    }
    return delta
  }

  // MARK: Reload

  /// `reloadData()` with `newContent`: every layer keeps its anchors (beyond the new counts:
  /// pending) and is rebuilt on its new inner rows.
  mutating func reload(_ newContent: [[String]]) {
    content = newContent
    for index in layers.indices {
      let inner = stage(index)
      var layer = layers[index]
      var retained: [(id: String, section: Int, anchor: Int)] = []
      var beyond: [(id: String, section: Int, anchor: Int)] = []
      for (section, items) in layer.sections.enumerated() {
        var innerBefore = 0
        for item in items {
          if item.owner == layer.name {
            let count = inner.indices.contains(section) ? inner[section].count : -1
            if innerBefore <= count {
              retained.append((item.id, section, innerBefore))
            } else {
              beyond.append((item.id, section, innerBefore))
            }
          } else {
            innerBefore += 1
          }
        }
      }
      layer.sections = inner
      for entry in retained {
        let at = layer.position(anchor: entry.anchor, in: layer.sections[entry.section])
        layer.sections[entry.section].insert(Item(id: entry.id, owner: layer.name), at: at)
      }
      for entry in beyond {
        let index = layer.pending.lastIndex {
          $0.section == entry.section && $0.anchor <= entry.anchor
        }
        layer.pending.insert(entry, at: index.map { $0 + 1 } ?? layer.pending.count)
      }
      placePending(&layer)
      layer.shows = contentRowCount > 0
      layers[index] = layer
    }
  }
}
