/// One word of a scenario line and where it starts.
package struct Token: Sendable, Equatable {
  package var text: String
  package var position: SourcePosition
}

/// One non-empty scenario line, split into words.
package struct SourceLine: Sendable, Equatable {
  package var number: Int
  package var tokens: [Token]
  /// The line's words joined by single spaces, for reports.
  package var text: String { tokens.map(\.text).joined(separator: " ") }
}

/// Splits scenario text into lines of words. `#` starts a comment that runs to the end of the
/// line; blank and comment-only lines are dropped. Lines end with `\n`, `\r\n` or a lone `\r`,
/// and a UTF-8 byte order mark at the start of the text is ignored.
package enum Lexer {
  package static func lines(of text: String) -> [SourceLine] {
    if text.utf8.allSatisfy({ $0 < 0x80 }) { return asciiLines(of: text) }
    var result: [SourceLine] = []
    var number = 0
    // Swift reads `\r\n` as one character, so it is a separator of its own.
    let body =
      text.unicodeScalars.first == "\u{FEFF}"
      ? Substring(text.unicodeScalars.dropFirst()) : text[...]
    for rawLine in body.split(
      omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
    ) {
      number += 1
      var tokens: [Token] = []
      var current = ""
      var start = 0
      var column = 0
      for character in rawLine {
        column += 1
        if character == "#" { break }
        if character == " " || character == "\t" {
          if !current.isEmpty {
            tokens.append(
              Token(text: current, position: SourcePosition(line: number, column: start)))
            current = ""
          }
        } else {
          if current.isEmpty { start = column }
          current.append(character)
        }
      }
      if !current.isEmpty {
        tokens.append(Token(text: current, position: SourcePosition(line: number, column: start)))
      }
      if !tokens.isEmpty { result.append(SourceLine(number: number, tokens: tokens)) }
    }
    return result
  }
}
