/// The snapshot an `apply` step names, as written: sections (each with an identifier, or all
/// positional) of row texts, and the rows it reloads and reconfigures.
///
/// Written `A: a b | B: c reload b reconfigure c` (identified sections), `a b | c` (positional
/// sections), or nothing at all (no section).
package struct SnapshotSpec: Sendable, Equatable {
  /// One section: its identifier (`nil` when positional) and its rows' texts.
  package struct Section: Sendable, Equatable {
    /// The identifier written before a colon, or `nil`.
    package var identifier: String?
    /// The rows' texts, in order.
    package var rows: [String]

    /// A section of `rows`, identified by `identifier` unless it is `nil`.
    package init(_ identifier: String?, _ rows: [String]) {
      self.identifier = identifier
      self.rows = rows
    }
  }

  /// The sections, in order.
  package var sections: [Section]
  /// The texts of the rows to reload.
  package var reloaded: [String] = []
  /// The texts of the rows to reconfigure.
  package var reconfigured: [String] = []

  /// A snapshot of `sections` that updates `reloaded` and `reconfigured`.
  package init(_ sections: [Section], reloaded: [String] = [], reconfigured: [String] = []) {
    self.sections = sections
    self.reloaded = reloaded
    self.reconfigured = reconfigured
  }

  /// The sections as written: `A: a b | B: c`, `a b | c`, or `(nothing)`.
  package var sectionsText: String {
    guard !sections.isEmpty else { return "(nothing)" }
    return sections.map { section in
      ([section.identifier.map { "\($0):" }].compactMap { $0 } + section.rows)
        .joined(separator: " ")
    }.joined(separator: " | ")
  }
}
