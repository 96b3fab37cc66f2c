/// The sections of `apply LIST [SECTION:] ROW ... [| ...] [reload ROW ...] [reconfigure ROW ...]`
/// (see ScenarioCommand+Lists) and `expect sections LIST [SECTION:] ROW ... [| ...]` (see
/// ``ExpectationForm``).
extension Parser {
  /// Sections separated by `|`, each opened by `NAME:` or none of them.
  func sections(_ tokens: [Token], _ command: Token) throws(ScenarioError)
    -> [SnapshotSpec.Section]
  {
    guard !tokens.isEmpty else { return [] }
    var groups: [[Token]] = [[]]
    for token in tokens {
      if token.text == "|" { groups.append([]) } else { groups[groups.count - 1].append(token) }
    }
    var sections: [SnapshotSpec.Section] = []
    for group in groups {
      var rows = group
      var identifier: String?
      if let first = group.first, first.text.hasSuffix(":") {
        identifier = String(first.text.dropLast())
        rows.removeFirst()
        guard identifier?.isEmpty == false else {
          throw ScenarioError(
            position: first.position, message: "a section identifier needs a name before `:`",
            hint: "write `A: a b | B: c`")
        }
      }
      if let stray = rows.first(where: { $0.text.hasSuffix(":") }) {
        throw ScenarioError(
          position: stray.position, message: "`\(stray.text)` is not at the start of a section",
          hint: "separate sections with `|`: `A: a b | B: c`")
      }
      if !sections.isEmpty, (identifier == nil) != (sections[0].identifier == nil) {
        throw ScenarioError(
          position: group.first?.position ?? command.position,
          message: "either every section has an identifier or none has",
          hint: "write `A: a b | B: c` or `a b | c`")
      }
      sections.append(SnapshotSpec.Section(identifier, rows.map(\.text)))
    }
    return sections
  }
}
