import SimAppKit
import SimAppVerification
import Testing

/// The fuzzer's kind of a line and the parser's options read ASCII words byte by byte: the
/// same words as reading them by characters, which a non-ASCII word still is.
@MainActor
@Suite struct ASCIIFastPathTests {
  @Test(arguments: [
    ("show", "show"), ("push N0 S4 animated=false", "push"), ("pushé N0", "pushé"),
    // A space followed by a combining accent is one character, not a space.
    ("a\u{301} b", "a\u{301}"), ("select \u{301}T 0", "select \u{301}T"),
    ("x \u{301}y z", "x \u{301}y"),
  ])
  func theKindOfALineIsItsFirstWordByCharacters(line: String, kind: String) {
    #expect(Fuzzer.kind(of: line) == kind)
  }

  @Test(arguments: [
    ("pop Nav animated=false", nil),
    ("pop Nav animaté=false", "`pop` has no option `animaté`"),
    // `=` followed by a combining accent is one character, not `=`: an argument, not an option.
    ("pop Nav =\u{301}x", "unexpected argument `=\u{301}x` for `pop`"),
    ("pop Nav é=x", "`pop` has no option `é`"),
    // The first unknown key on the line, whatever order the keys hash in.
    ("pop Nav k=1 e=2 y=3 s=4 animated=true z=5", "`pop` has no option `k`"),
  ])
  func optionsAreSplitAtTheirFirstEqualsCharacter(line: String, message: String?) throws {
    var parser = try Parser.started(
      with: """
        screen Root
        navigation Nav Root
        window Nav
        """)
    do {
      _ = try parser.entry(line, lineNumber: 4)
      #expect(message == nil)
    } catch {
      #expect(error.message == message)
    }
  }
}
