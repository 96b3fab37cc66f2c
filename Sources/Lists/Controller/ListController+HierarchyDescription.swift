import Lifecycle

extension ListController {
  /// How many rows of a section ``hierarchyDetailLines()`` lists before it counts the rest.
  static let describedRowsPerSection = 20

  /// The lines a list adds to ``ScreenController/hierarchyDescription``: its rows per display
  /// section, a line per insertion layer, a line per placeholder. Calls no data source or
  /// delegate: a displayed row shows the cell it was given, any other row its identity only.
  ///
  /// ```
  /// rows [0]: [0, 0] "a", ads:x "Sponsored", [0, 1] "b"
  /// layer ads: shown; placed x; pending late
  /// empty state "Nothing here": disappeared, inactive
  /// ```
  ///
  /// A layer is `shown`, `hidden`, or `hidden, it has no delegate` (never set, or released), then names its
  /// `placed` insertions and its `pending` ones (waiting for their section to have enough rows),
  /// or says `no insertions`. A placeholder line gives the title of the content the placeholder
  /// last evaluated to (`(untitled)` without one, `(no content)` when there is none), its
  /// appearance state, and whether it is `active` or `inactive`.
  ///
  /// **Cost.** O(sections + layers × insertions + 20 rows per section × a lookup).
  func hierarchyDetailLines() -> [String] {
    guard isLoaded else { return ["rows: not loaded"] }
    var lines: [String] = []
    for section in displayCounts.indices {
      let count = displayCounts[section]
      var items: [String] = []
      for row in 0..<min(count, Self.describedRowsPerSection) {
        items.append(describeRow(DisplayIndexPath(row: row, section: section)))
      }
      if count > Self.describedRowsPerSection {
        items.append("… \(count - Self.describedRowsPerSection) more")
      }
      lines.append("rows [\(section)]: " + (items.isEmpty ? "none" : items.joined(separator: ", ")))
    }
    if displayCounts.isEmpty { lines.append("rows: no sections") }
    lines += layers.map(describeLayer)
    lines += placeholderLines()
    return lines
  }

  private func describeRow(_ path: DisplayIndexPath) -> String {
    let identity: String
    switch resolve(path)?.0 {
    case .content(let content)?: identity = "\(content)"
    case .inserted(let layer, let row)?: identity = "\(layer):\(row.id)"
    case nil: return "?"
    }
    guard let entry = displayedEntry(at: path) else { return identity }
    return "\(identity) \"\(entry.cell.text)\""
  }

  /// `layer NAME: STATE; placed IDS; pending IDS`, or `layer NAME: no insertions`.
  private func describeLayer(_ layer: ListInsertionLayer) -> String {
    let ids = layer.insertions
    guard !ids.isEmpty else { return "layer \(layer.name): no insertions" }
    var parts = [
      layer.state.isShown
        ? "shown"
        : layer.state.isHiddenForMissingDelegate ? "hidden, it has no delegate" : "hidden"
    ]
    let placed = ids.filter { !layer.isPending($0) }
    let pending = ids.filter { layer.isPending($0) }
    if !placed.isEmpty { parts.append("placed " + placed.joined(separator: ", ")) }
    if !pending.isEmpty { parts.append("pending " + pending.joined(separator: ", ")) }
    return "layer \(layer.name): " + parts.joined(separator: "; ")
  }

  /// The state of each empty-state placeholder this list has (its own actions, then its
  /// registry's global ones it has not opted out of).
  private func placeholderLines() -> [String] {
    let actions = lifeCircleActions + registry.actions.filter { !isGlobalActionDisabled($0) }
    return actions.compactMap { $0 as? EmptyStateAction }.map { action in
      let title =
        switch action.content(on: self) {
        case nil: "(no content)"
        case let content?: content.title.map { "\"\($0)\"" } ?? "(untitled)"
        }
      let activity = action.isActive(on: self) ? "active" : "inactive"
      let watched = action.section.map { " (\($0))" } ?? ""
      return "empty state\(watched) \(title): \(action.state(on: self)), \(activity)"
    }
  }
}
