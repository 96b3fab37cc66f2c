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
    if text.utf8.allSatisfy({ $0 < 0x80 }) { return lines(of: text[...], in: text.utf8) { $0 } }
    let body =
      text.unicodeScalars.first == "\u{FEFF}"
      ? Substring(text.unicodeScalars.dropFirst()) : text[...]
    // Swift reads `\r\n` as one character, whose ASCII value is `\n`'s, and a lone `\r` is read
    // as `\n` too (a `\r\n` after it is a line break of its own, not the end of a `\r\n`). A
    // non-ASCII character, read as 0x80, is part of a word.
    return lines(of: body, in: body) { $0 == "\r" ? UInt8(ascii: "\n") : $0.asciiValue ?? 0x80 }
  }
}
