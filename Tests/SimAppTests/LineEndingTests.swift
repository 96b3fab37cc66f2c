import Foundation
import SimAppKit
import Testing

/// CRLF, lone CR and a UTF-8 byte order mark read as plain line ends and nothing.
@MainActor
@Suite struct LineEndingTests {
  private static let lines = [
    "screen A B", "navigation Nav A", "window Nav", "show", "push Nav B  # a comment",
    "expect stack Nav B",
  ]

  private static let report = """
    LifeCircle SimApp: s.scenario

    1. show
         Nav.willAppear(false)
         A.willAppear(false)
         Nav.didAppear(false)
         A.didAppear(false)
         A.didGainFocus(shown)
         stack: Nav > A
    2. push Nav B
         A.willDisappear(true)
         B.willAppear(true)
         A.didDisappear(true)
         B.didAppear(true)
         A.didLoseFocus(covered)
         B.didGainFocus(shown)
         stack: Nav > B
         ok: expect stack Nav B

    passed: 2 steps, 1 expectation held

    """

  private func run(_ bytes: Data) -> SimAppCommand.Outcome {
    simApp(["s.scenario"], files: ["s.scenario": bytes])
  }

  @Test(arguments: ["\n", "\r\n", "\r"])
  func everyLineEndRunsTheSame(ending: String) {
    let outcome = run(Data(Self.lines.map { $0 + ending }.joined().utf8))
    #expect(outcome.output == Self.report)
    #expect(outcome.errors == "")
    #expect(outcome.status == 0)
  }

  @Test(arguments: ["\n", "\r\n", "\r"])
  func aByteOrderMarkIsIgnored(ending: String) {
    let outcome = run(Data([0xEF, 0xBB, 0xBF]) + Data(Self.lines.joined(separator: ending).utf8))
    #expect(outcome.output == Self.report)
    #expect(outcome.errors == "")
    #expect(outcome.status == 0)
  }

  @Test(arguments: ["\r\n", "\r"])
  func errorsKeepTheirLineAndColumn(ending: String) {
    let text = ["screen A B", "navigation Nav A", "window Nav", "show", "push Nav  C"]
      .joined(separator: ending)
    let outcome = run(Data([0xEF, 0xBB, 0xBF]) + Data(text.utf8))
    #expect(
      outcome.errors == """
        s.scenario:5:11: error: unknown screen `C`
          hint: declare it first, with `screen C`

        """)
    #expect(outcome.output == "")
    #expect(outcome.status == 2)
  }

  @Test func aBadByteAfterLoneCRsIsPlacedOnItsLine() {
    let outcome = run(Data("screen A\r\rwin".utf8) + Data([0xFF]))
    #expect(
      outcome.errors == """
        s.scenario:3:4: error: the file is not a text scenario (byte 13 is not UTF-8 text)
          hint: scenario files are UTF-8 text; `SimApp --print-demo` prints an example

        """)
    #expect(outcome.status == 2)
  }

  @Test func aUTF16FileIsNamedAsSuch() {
    let utf16 = "screen A".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    let outcome = run(Data([0xFF, 0xFE] + utf16))
    #expect(
      outcome.errors == """
        s.scenario:1:1: error: the file is UTF-16 text (it starts with a UTF-16 byte order mark)
          hint: scenario files are UTF-8 text; save it as UTF-8

        """)
    #expect(outcome.status == 2)
  }
}
