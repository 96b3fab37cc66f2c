import SimAppKit
import Testing

@Suite struct InvocationTests {
  @Test(arguments: [
    ([String](), Invocation.run(path: nil, format: .text)),
    (["demo.scenario"], .run(path: "demo.scenario", format: .text)),
    (["--format", "json"], .run(path: nil, format: .json)),
    (["-f", "mermaid", "a.scenario"], .run(path: "a.scenario", format: .mermaid)),
    (["a.scenario", "--format=json"], .run(path: "a.scenario", format: .json)),
    (["--help"], .help),
    (["-h", "--format", "nonsense"], .help),
    (["--print-demo"], .printDemo),
  ])
  func validCommandLines(arguments: [String], expected: Invocation) throws {
    #expect(try Invocation.parse(arguments) == expected)
  }

  @Test(arguments: [
    (["--format"], "`--format` needs a value"),
    (["--format", "xml"], "unknown format `xml`"),
    (["--fromat", "json"], "unknown option `--fromat`"),
    (["a.scenario", "b.scenario"], "more than one scenario file: `a.scenario` and `b.scenario`"),
  ])
  func invalidCommandLines(arguments: [String], message: String) {
    #expect {
      try Invocation.parse(arguments)
    } throws: { error in
      (error as? Invocation.Problem)?.message == message
    }
  }

  @Test func runIsNotACommand() {
    #expect {
      try Invocation.parse(["run", "demo.scenario"])
    } throws: { error in
      (error as? Invocation.Problem)
        == Invocation.Problem(
          message: "`run` is not a command",
          hint: "give the scenario file alone: `SimApp demo.scenario`")
    }
  }

  @Test func aMistypedOptionGetsASuggestion() {
    #expect {
      try Invocation.parse(["--fromat"])
    } throws: { error in
      (error as? Invocation.Problem)?.hint == "did you mean `--format`?"
    }
  }
}
