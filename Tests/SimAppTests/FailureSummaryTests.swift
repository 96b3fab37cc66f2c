import Foundation
import SimAppKit
import Testing

/// The JSON summary names the lines a failure concerns.
@MainActor
@Suite struct FailureSummaryTests {
  private static let prelude = "screen A B C\nnavigation Nav A\nwindow Nav\n"

  @Test(arguments: [
    (
      "show\npush Nav B\nexpect stack Nav C",
      #"{"error":"expectation failed: expect stack Nav C\n  expected: Nav C\n  actual:   Nav B","expectations":0,"failingLines":[{"line":5,"statement":"push Nav B"},{"line":6,"statement":"expect stack Nav C"}],"result":"failed","steps":2}"#
    ),
    (
      "show\npop Nav",
      #"{"error":"`pop Nav` failed: cannot pop \"A\": it is the root of \"Nav\" (NavigationController)","expectations":0,"failingLines":[{"line":5,"statement":"pop Nav"}],"result":"failed","steps":2}"#
    ),
    (
      "show\npush Nav B\nexpect error cannotPopRoot",
      #"{"error":"expected `push Nav B` to fail with cannotPopRoot, but it succeeded","expectations":0,"failingLines":[{"line":5,"statement":"push Nav B"},{"line":6,"statement":"expect error cannotPopRoot"}],"result":"failed","steps":2}"#
    ),
    (
      "expect stack Nav",
      #"{"error":"expectation failed: expect stack Nav\n  expected: Nav\n  actual:   (nothing)","expectations":0,"failingLines":[{"line":4,"statement":"expect stack Nav"}],"result":"failed","steps":0}"#
    ),
    (
      "show\npush Nav B\nexpect stack Nav B",
      #"{"expectations":1,"result":"passed","steps":2}"#
    ),
  ])
  func theSummaryNamesTheFailingLines(steps: String, summary: String) {
    let outcome = simApp(scenario: Self.prelude + steps, format: "json")
    #expect(outcome.output.split(separator: "\n").last.map(String.init) == summary)
  }
}
