import SimAppKit
import Testing

/// `expect events SCREEN: none` says that a screen heard nothing, and a failed `expect events`
/// says what each side heard in words.
@MainActor
@Suite struct EventsExpectationTests {
  private let prelude = "screen Home Other\nnavigation Nav Home\nwindow Nav\nshow\n"

  @Test func noneHoldsWhenTheScreenHeardNothing() {
    let outcome = simApp(scenario: prelude + "expect events Other: none\nexpect events Other:")
    #expect(outcome.errors == "")
    #expect(outcome.status == 0)
    #expect(outcome.output.contains("     ok: expect events Other: none\n"))
  }

  @Test func anExpectedSilenceThatWasBrokenSaysWhatTheScreenHeard() {
    let outcome = simApp(scenario: prelude + "expect events Home: none")
    #expect(outcome.status == 1)
    #expect(
      outcome.errors == """
        test.scenario:5:1: error: expectation failed: expect events Home: none
          expected: Home heard nothing
          actual:   Home heard willAppear didAppear

        """)
  }

  @Test func expectedEventsThatDidNotComeSayHeardNothing() {
    let outcome = simApp(scenario: prelude + "expect events Other: willAppear")
    #expect(
      outcome.errors == """
        test.scenario:5:1: error: expectation failed: expect events Other: willAppear
          expected: Other heard willAppear
          actual:   Other heard nothing

        """)
  }

  @Test func noneTakesNoEventAfterIt() {
    let outcome = simApp(scenario: prelude + "expect events Home: none willAppear")
    #expect(outcome.status == 2)
    #expect(
      outcome.errors == """
        test.scenario:5:26: error: `expect events Home: none` takes no event after none
          hint: usage: expect events SCREEN: EVENT [EVENT ...] | none

        """)
  }
}
