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

  @Test func aFuzzRunOfOneStepCountsInTheSingular() {
    let outcome = simApp(["fuzz", "--seed", "3", "--steps", "1", "--runs", "1"])
    #expect(outcome.status == 0)
    #expect(
      outcome.output == """
        fuzz: seed 3: 1 step (0 refused, as they may be), every invariant held after each
        fuzz: steps generated, by kind:
          show 1
        fuzz: 1 step in 2.0 s, 1 steps/s, 1 job
        fuzz: 1 seed from 3, 1 step, 0 refused, invariants checked 1 time: all held

        """)
  }
}
