extension Lexer {
  /// The lines of `text`, read one of `units` at a time as its ASCII value (`ascii`): its bytes
  /// when it is ASCII, since there one byte is one character, so the lines, words and columns
  /// are found without walking grapheme clusters (the fuzzer lexes every line it writes), else
  /// its characters.
  static func lines<Units: Collection>(
    of text: Substring, in units: Units, ascii: (Units.Element) -> UInt8
  ) -> [SourceLine] where Units.Index == String.Index {
    var result: [SourceLine] = []
    var scanner = LineScanner(text: text)
    var index = units.startIndex
    while index != units.endIndex {
      let byte = ascii(units[index])
      let next = units.index(after: index)
      switch byte {
      case UInt8(ascii: "\n"):
        scanner.endLine(at: index, into: &result)
      case UInt8(ascii: "\r"):
        scanner.endLine(at: index, into: &result)
        // `\r\n` is one line break.
        if next != units.endIndex && ascii(units[next]) == UInt8(ascii: "\n") {
          index = units.index(after: next)
          continue
        }
      default:
        scanner.read(byte, at: index)
      }
      index = next
    }
    scanner.endLine(at: units.endIndex, into: &result)
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
