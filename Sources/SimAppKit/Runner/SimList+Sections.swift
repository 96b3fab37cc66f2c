import Lists

/// A section of a ``SimList``: a key the simulator gives it (kept while the list keeps the
/// section, as the library matches sections), its identifier (`nil` for a positional section)
/// and its rows.
package struct SimSection: Sendable {
  /// The simulator's identity of the section, for the section display invariant.
  package var key: Int
  /// The identifier `apply` gave it; `nil` for positional sections.
  package var identifier: String?
  /// Its rows, texts with identities, in order.
  package var rows: [SimRow]
}

/// A row of a ``SimList``: its identity and its text.
package typealias SimRow = (id: Int, text: String)

/// The item identifier of the snapshots `apply` makes: a row's identity, shown by its text, so
/// that errors name rows as the scenario does (`the snapshot holds the identifier b more than
/// once`).
package struct SimItem: Hashable, Sendable, CustomStringConvertible {
  /// The row's identity.
  package let id: Int
  /// The row's text.
  package let text: String

  /// Whether both name the same row.
  package static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
  /// Hashes the identity.
  package func hash(into hasher: inout Hasher) { hasher.combine(id) }
  /// The row's text.
  package var description: String { text }
}

extension SimList {
  /// Section 0's rows: the one-section commands act on them. Setting them on a list with no
  /// section makes a positional one.
  package var rows: [SimRow] {
    get { sections.first?.rows ?? [] }
    set {
      if sections.isEmpty { sections.append(makeSection(nil)) }
      sections[0].rows = newValue
    }
  }

  /// Every row, section by section.
  var allRows: [SimRow] { sections.flatMap(\.rows) }

  /// A new section with a fresh key.
  func makeSection(_ identifier: String?, rows: [SimRow] = []) -> SimSection {
    lastSectionKey += 1
    return SimSection(key: lastSectionKey, identifier: identifier, rows: rows)
  }

  /// The row at an after-state content path.
  func row(at path: ListIndexPath) -> SimRow? { sections[safe: path.section]?.rows[safe: path.row] }

  /// The row at a before-state content path.
  func row(before path: ListIndexPath) -> SimRow? {
    sectionsBefore[safe: path.section]?.rows[safe: path.row]
  }

  /// The snapshot of the sections of `items`: identified by `identifiers` when each section
  /// has one, else positional.
  static func snapshot(_ items: [[SimItem]], identifiers: [String]) -> ListSnapshot<SimItem> {
    guard !items.isEmpty, identifiers.count == items.count else {
      return ListSnapshot(sections: items)
    }
    return ListSnapshot(sections: Array(zip(identifiers, items)))
  }

  /// Makes the snapshot data source (showing the sections) the list's data source, for `apply`.
  func useSnapshotSource() {
    if let snapshotSource, dataSource === snapshotSource { return }
    let shown = Self.snapshot(
      sections.map { $0.rows.map { SimItem(id: $0.id, text: $0.text) } },
      identifiers: sections.compactMap(\.identifier))
    let source: ListSnapshotDataSource<SimItem>
    do {
      source = try ListSnapshotDataSource(shown) { item, _ in ListCell(item.text) }
    } catch {
      // Rows have unique ids and sections unique identifiers (a refused apply changes neither),
      // so the sections shown are always a valid snapshot: a failure is a bug of the simulator.
      preconditionFailure("SimApp: the sections shown are not a valid snapshot: \(error)")
    }
    snapshotSource = source
    dataSource = source
    onEvent(.dataSourceChanged)
  }

  /// Makes the rows' data source the list's data source again, for the one-section commands.
  func useRowSource() {
    guard dataSource !== source else { return }
    syncFromSnapshot()
    dataSource = source
    snapshotSource = nil
    onEvent(.dataSourceChanged)
  }

  /// A change was delivered: the sections follow the snapshot data source (if it is the data
  /// source), and they are the before-state of the next change.
  func changeDelivered() {
    syncFromSnapshot()
    sectionsBefore = sections
  }

  /// The sections as the snapshot data source shows them, when it is the data source.
  func syncFromSnapshot() {
    guard let snapshotSource, dataSource === snapshotSource else { return }
    sections = sections(matching: snapshotSource.snapshot)
  }

  /// The sections of `snapshot`, keyed as the library matches them with the current ones: by
  /// identifier when both identify their sections, else by position.
  func sections(matching snapshot: ListSnapshot<SimItem>) -> [SimSection] {
    let identifiers = snapshot.sectionIdentifiers?.map(\.description)
    let byIdentifier: [String: Int]? =
      identifiers != nil && !sections.isEmpty && sections.allSatisfy { $0.identifier != nil }
      ? Dictionary(sections.map { ($0.identifier ?? "", $0.key) }) { first, _ in first } : nil
    return snapshot.sections.enumerated().map { index, items in
      let identifier = identifiers?[safe: index]
      let rows = items.map { SimRow(id: $0.id, text: $0.text) }
      let key: Int? =
        if let byIdentifier { byIdentifier[identifier ?? ""] } else { sections[safe: index]?.key }
      guard let key else { return makeSection(identifier, rows: rows) }
      return SimSection(key: key, identifier: identifier, rows: rows)
    }
  }
}
