import SimAppKit
import Testing

/// The closing line of a passing scenario counts in words a reader expects: one step, two steps.
@MainActor
@Suite struct SummaryWordingTests {
  @Test(arguments: [
    ("screen A\nnavigation Nav A\nwindow Nav\nshow", "passed: 1 step, 0 expectations held"),
    (
      "screen A\nnavigation Nav A\nwindow Nav\nshow\nexpect stack Nav A",
      "passed: 1 step, 1 expectation held"
    ),
    (
      "screen A\nnavigation Nav A\nwindow Nav\nshow\nhide\nexpect stack\nexpect stack",
      "passed: 2 steps, 2 expectations held"
    ),
  ])
  func theSummaryCountsStepsAndExpectationsInWords(scenario: String, summary: String) {
    let outcome = simApp(scenario: scenario)
    #expect(outcome.errors == "")
    #expect(outcome.status == 0)
    #expect(outcome.output.split(separator: "\n").last.map(String.init) == summary)
  }
}
