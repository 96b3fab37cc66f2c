extension Lexer {
  /// ``lines(of:)`` for ASCII text, byte by byte: there one byte is one character, so it finds
  /// the same lines, words and columns without walking grapheme clusters (the fuzzer lexes
  /// every line it writes). `text` must be ASCII.
  static func asciiLines(of text: String) -> [SourceLine] {
    var result: [SourceLine] = []
    var scanner = LineScanner(text: text[...])
    let utf8 = text.utf8
    var index = utf8.startIndex
    while index != utf8.endIndex {
      let byte = utf8[index]
      let next = utf8.index(after: index)
      switch byte {
      case UInt8(ascii: "\n"):
        scanner.endLine(at: index, into: &result)
      case UInt8(ascii: "\r"):
        scanner.endLine(at: index, into: &result)
        // `\r\n` is one line break.
        if next != utf8.endIndex && utf8[next] == UInt8(ascii: "\n") {
          index = utf8.index(after: next)
          continue
        }
      default:
        scanner.read(byte, at: index)
      }
      index = next
    }
    scanner.endLine(at: utf8.endIndex, into: &result)
    return result
  }
}

/// The state of ``Lexer/lines(of:)`` within one line: it reads one character at a time, as
/// its ASCII value (a byte of ASCII text, or a character of other text, whose non-ASCII
/// characters it reads as 0x80), at its index in the text.
struct LineScanner {
  let text: Substring
  var number = 1
  var column = 0
  var tokens: [Token] = []
  /// Where the word being read begins, and its column; `nil` between words.
  var word: (start: String.Index, column: Int)?
  var isInComment = false

  init(text: Substring) { self.text = text }

  /// Reads the character `byte`, at `index`.
  mutating func read(_ byte: UInt8, at index: String.Index) {
    guard !isInComment else { return }
    column += 1
    switch byte {
    case UInt8(ascii: "#"):
      endWord(at: index)
      isInComment = true
    case UInt8(ascii: " "), UInt8(ascii: "\t"):
      endWord(at: index)
    default:
      if word == nil { word = (index, column) }
    }
  }

  /// Ends the word under way, if any, before `index`.
  mutating func endWord(at index: String.Index) {
    guard let (start, column) = word else { return }
    tokens.append(
      Token(
        text: String(text[start..<index]), position: SourcePosition(line: number, column: column)
      ))
    word = nil
  }

  /// Ends the line at `index`, appending it to `lines` unless it has no word.
  mutating func endLine(at index: String.Index, into lines: inout [SourceLine]) {
    endWord(at: index)
    if !tokens.isEmpty { lines.append(SourceLine(number: number, tokens: tokens)) }
    tokens = []
    number += 1
    column = 0
    isInComment = false
  }
}
