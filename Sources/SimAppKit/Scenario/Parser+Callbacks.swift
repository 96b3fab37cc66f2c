/// The items of `expect callbacks` and `expect heard`, `Title.event(animated)`, checked before
/// anything runs: a declared screen, an event, `true` or `false`.
extension Parser {
  /// One `Title.event(animated)` item, as written.
  func callback(_ token: Token) throws(ScenarioError) -> String {
    let text = token.text
    guard let dot = text.firstIndex(of: "."),
      let open = text[dot...].firstIndex(of: "("),
      text.hasSuffix(")"), open < text.index(before: text.endIndex)
    else {
      throw ScenarioError(
        position: token.position, message: "`\(text)` is not a callback",
        hint: "write Title.event(animated), such as `Home.didAppear(true)`")
    }
    func piece(_ range: Range<String.Index>) -> Token {
      let column =
        token.position.column + text.distance(from: text.startIndex, to: range.lowerBound)
      return Token(
        text: String(text[range]),
        position: SourcePosition(line: token.position.line, column: column))
    }
    let title = piece(text.startIndex..<dot)
    _ = try name(title)
    _ = try event(piece(text.index(after: dot)..<open))
    let animated = piece(text.index(after: open)..<text.index(before: text.endIndex))
    guard animated.text == "true" || animated.text == "false" else {
      throw ScenarioError(
        position: animated.position,
        message: animated.text.isEmpty
          ? "the animated flag of `\(text)` is missing"
          : "the animated flag of `\(text)` is `\(animated.text)`, not true or false",
        hint: "the animated flag of a callback is (true) or (false)")
    }
    return text
  }
}
