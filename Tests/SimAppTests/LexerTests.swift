import SimAppKit
import Testing

/// ASCII text is lexed byte by byte: the same lines, words and columns as the general path
/// (forced here by a non-ASCII comment line, which adds no line of its own).
@Suite struct LexerTests {
  @Test(arguments: [
    "push Nav B", "  push\tNav  B  ", "show # a comment", "# only a comment", "",
    "a\nb\r\nc\rd", "a\n\rb", "a\r\r\nb", "\n\n  x  \n", "x#y z", "tail\n", "\t\t",
    "on A didAppear: push Nav B animated=false",
  ])
  func asciiLinesAgreeWithTheGeneralPath(text: String) {
    let general = Lexer.lines(of: text + "\n# é")
    #expect(Lexer.lines(of: text) == general)
  }

  @Test func columnsAndLineNumbersCountCharacters() {
    let lines = Lexer.lines(of: "\r\n  ab\tc # d\n")
    #expect(lines.map(\.number) == [2])
    #expect(lines.first?.tokens.map(\.text) == ["ab", "c"])
    #expect(lines.first?.tokens.map(\.position.column) == [3, 6])
    #expect(lines.first?.tokens.map(\.position.line) == [2, 2])
  }
}
