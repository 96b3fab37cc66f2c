import Lifecycle

extension ListController {
  /// How many rows of a section ``hierarchyDetailLines()`` lists before it counts the rest.
  static let describedRowsPerSection = 20

  /// The lines a list adds to ``ScreenController/hierarchyDescription``: its rows per display
  /// section, its insertion layers, its placeholder. Calls no data source or delegate: a
  /// displayed row shows the cell it was given, any other row its identity only.
  ///
  /// ```
  /// rows [0]: [0, 0] "a", ads:x "Sponsored", [0, 1] "b"
  /// layers: ads (x; late pending)
  /// empty state: disappeared
  /// ```
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
    if !layers.isEmpty {
      lines.append("layers: " + layers.map(describeLayer).joined(separator: ", "))
    }
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

  private func describeLayer(_ layer: ListInsertionLayer) -> String {
    let ids = layer.insertions
    guard !ids.isEmpty else { return "\(layer.name) (empty)" }
    let shown = ids.filter { !layer.isPending($0) }
    let pending = ids.filter { layer.isPending($0) }
    var parts = shown.joined(separator: ", ")
    if !pending.isEmpty {
      parts += (parts.isEmpty ? "" : "; ") + pending.joined(separator: ", ") + " pending"
    }
    return "\(layer.name) (\(parts))"
  }

  /// The state of each empty-state placeholder this list has (its own actions, then its
  /// registry's global ones it has not opted out of).
  private func placeholderLines() -> [String] {
    let actions = lifeCircleActions + registry.actions.filter { !isGlobalActionDisabled($0) }
    return actions.compactMap { $0 as? EmptyStateAction }.map { action in
      "empty state: \(action.state(on: self))\(action.isActive(on: self) ? ", active" : "")"
    }
  }
}
