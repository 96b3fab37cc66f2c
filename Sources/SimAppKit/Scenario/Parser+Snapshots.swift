/// `apply LIST [SECTION:] ROW ... [| ...] [reload ROW ...] [reconfigure ROW ...]` and the
/// sections of `expect sections LIST [SECTION:] ROW ... [| ...]` (see ``ExpectationForm``).
extension Parser {
  /// The usage line of `apply`, from its row in the command table.
  static var applyUsage: String { ScenarioCommand.named["apply"]?.usage ?? "apply" }

  /// `apply` on `list`; `rest` are the arguments after the list.
  func snapshotStep(_ command: Token, list: String, _ rest: [Token])
    throws(ScenarioError) -> ListStep
  {
    var sectionTokens = rest
    var updates: [String: [String]] = [:]
    if let first = rest.firstIndex(where: { ["reload", "reconfigure"].contains($0.text) }) {
      sectionTokens = Array(rest[..<first])
      var keyword = rest[first]
      for token in rest[first...] {
        if ["reload", "reconfigure"].contains(token.text) {
          guard updates[token.text] == nil else {
            throw ScenarioError(
              position: token.position, message: "`\(token.text)` appears twice",
              hint: "usage: \(Self.applyUsage)")
          }
          if updates[keyword.text]?.isEmpty == true { throw noRows(after: keyword) }
          keyword = token
          updates[token.text] = []
        } else {
          guard !token.text.hasSuffix(":"), token.text != "|" else {
            throw ScenarioError(
              position: token.position, message: "sections come before `reload` and `reconfigure`",
              hint: "usage: \(Self.applyUsage)")
          }
          updates[keyword.text, default: []].append(token.text)
        }
      }
      if updates[keyword.text]?.isEmpty == true { throw noRows(after: keyword) }
    }
    return .apply(
      list: list,
      snapshot: SnapshotSpec(
        try sections(sectionTokens, command), reloaded: updates["reload"] ?? [],
        reconfigured: updates["reconfigure"] ?? []))
  }

  private func noRows(after keyword: Token) -> ScenarioError {
    ScenarioError(
      position: keyword.position, message: "`\(keyword.text)` needs the rows it updates",
      hint: "usage: \(Self.applyUsage)")
  }

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
