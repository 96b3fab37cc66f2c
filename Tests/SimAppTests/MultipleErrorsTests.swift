import Foundation
import SimAppKit
import Testing

/// A file's problems are reported together (up to 20), and nothing runs while there is one.
@MainActor
@Suite struct MultipleErrorsTests {
  @Test func everyBadLineIsReportedAndNothingRuns() {
    let outcome = simApp(
      scenario: """
        screen A B C
        scren D
        navigation Nav A
        window Nav
        show
        psh Nav B
        push Nav D
        push Nav B
        expect callbacks A.willDisappear(true) Bee.willAppear(true)
        expect heard nope: A.willAppear(true)
        screen E
        """)
    #expect(
      outcome.errors == """
        test.scenario:2:1: error: unknown command `scren`
          hint: did you mean `screen`?
        test.scenario:6:1: error: unknown command `psh`
          hint: did you mean `push`?
        test.scenario:7:10: error: unknown screen `D`
          hint: declare it first, with `screen D`
        test.scenario:9:40: error: unknown screen `Bee`
          hint: declare it first, with `screen Bee`
        test.scenario:10:14: error: unknown action `nope`
          hint: declare it first, with `action nope`
        test.scenario:11:1: error: `screen` declares; declarations come before the first step
          hint: move this line above the first step

        """)
    #expect(outcome.output == "")
    #expect(outcome.status == 2)
  }

  @Test func aFailedDeclarationLeavesNothingBehindForLaterLines() {
    let outcome = simApp(
      scenario: """
        screen Home A 1bad
        navigation 9nav Home
        navigation Nav Home
        screen A
        window Nav
        show
        """)
    #expect(
      outcome.errors == """
        test.scenario:1:15: error: `1bad` is not a valid name
          hint: names start with a letter and hold letters, digits, `_` and `-`
        test.scenario:2:17: error: unknown screen `Home`
          hint: declare it first, with `screen Home`
        test.scenario:3:16: error: unknown screen `Home`
          hint: declare it first, with `screen Home`
        test.scenario:5:8: error: unknown screen `Nav`
          hint: declare it first, with `screen Nav`
        test.scenario:1:1: error: the scenario has steps but no window
          hint: declare one with `window ROOT` before the first step

        """)
    let second = simApp(
      scenario: """
        screen Home
        navigation 9nav Home
        navigation Nav Home
        window Nav
        show
        """)
    #expect(
      second.errors == """
        test.scenario:2:12: error: `9nav` is not a valid name
          hint: names start with a letter and hold letters, digits, `_` and `-`

        """)
  }

  @Test func theReportStopsAfterTwentyErrors() {
    let lines = ["screen A", "navigation Nav A", "window Nav"] + (1...25).map { "pop Nav$\($0)" }
    let outcome = simApp(scenario: lines.joined(separator: "\n"))
    let expected = (1...20).map {
      "test.scenario:\($0 + 3):5: error: unknown screen `Nav$\($0)`\n  hint: declare it first, with `screen Nav$\($0)`\n"
    }.joined()
    #expect(
      outcome.errors
        == expected + "test.scenario: note: stopped after 20 errors; fix these and check again\n")
    #expect(outcome.status == 2)
  }

  @Test func exactlyTwentyErrorsNeedNoNote() {
    let lines = ["screen A", "window A"] + (1...20).map { _ in "hide A A" }
    let outcome = simApp(scenario: lines.joined(separator: "\n"))
    let expected = (1...20).map {
      "test.scenario:\($0 + 2):8: error: unexpected argument `A` for `hide`\n  hint: usage: hide [WINDOW]\n"
    }.joined()
    #expect(outcome.errors == expected)
  }

  @Test func aWordLongerThanAThousandCharactersIsRefused() {
    let long = String(repeating: "Q", count: 150_000)
    let outcome = simApp(scenario: "screen A\nwindow A\nshow \(long)\nhide")
    #expect(
      outcome.errors == """
        test.scenario:3:6: error: `QQQQQQQQQQQQQQQQ…` is 150000 characters long; a word has at most 1000
          hint: names, rows and titles are short words separated by spaces

        """)
    #expect(outcome.status == 2)
  }

  /// `expect callbacks` and `expect heard` items are checked before anything runs.
  @Test(arguments: [
    (
      "expect callbacks A.didAppear(true) B.didApear(true)",
      """
      test.scenario:6:38: error: unknown event `didApear`
        hint: did you mean `didAppear`?
      """
    ),
    (
      "expect callbacks A.didAppear(true) B.didAppear(maybe)",
      """
      test.scenario:6:48: error: the animated flag of `B.didAppear(maybe)` is `maybe`, not true or false
        hint: the animated flag of a callback is (true) or (false)
      """
    ),
    (
      "expect callbacks B.didAppear()",
      """
      test.scenario:6:30: error: the animated flag of `B.didAppear()` is missing
        hint: the animated flag of a callback is (true) or (false)
      """
    ),
    (
      "expect callbacks A.didAppear(true) A-willAppear",
      """
      test.scenario:6:36: error: `A-willAppear` is not a callback
        hint: write Title.event(animated), such as `Home.didAppear(true)`
      """
    ),
    (
      "expect callbacks B.didAppear(true",
      """
      test.scenario:6:18: error: `B.didAppear(true` is not a callback
        hint: write Title.event(animated), such as `Home.didAppear(true)`
      """
    ),
    (
      "expect callbacks p.willAppear(true)",
      """
      test.scenario:6:18: error: `p` is an action, not a screen
        hint: the scenario's screens are `A`, `B`
      """
    ),
    (
      "expect callbacks Bb.willAppear(true)",
      """
      test.scenario:6:18: error: unknown screen `Bb`
        hint: did you mean `B`?
      """
    ),
    (
      "expect heard p: Nav.willAppear(true) Nav.appeared(false)",
      """
      test.scenario:6:42: error: unknown event `appeared`
        hint: events are: willAppear, didAppear, willDisappear, didDisappear
      """
    ),
  ])
  func callbackItemsAreChecked(line: String, expected: String) {
    let outcome = simApp(
      scenario: "screen A B\nnavigation Nav A\nwindow Nav\naction p\nshow\n" + line)
    #expect(outcome.errors == expected + "\n")
    #expect(outcome.output == "")
    #expect(outcome.status == 2)
  }

  /// In the JSON format, a scenario with errors still prints JSON: one line with every problem
  /// (the text stays on standard error, the status is 2); so does a file that cannot be read.
  @Test func theJSONFormatReportsErrorsAsJSON() {
    let outcome = simApp(scenario: "screen A\npsh A\n", format: "json")
    #expect(outcome.status == 2)
    #expect(
      outcome.output
        == #"{"errors":[{"column":1,"file":"test.scenario","hint":"did you mean `push`?","line":2,"message":"unknown command `psh`"}],"result":"invalid","truncated":false}"#
        + "\n")
    #expect(outcome.errors.hasPrefix("test.scenario:2:1: error: unknown command `psh`"))
    let missing = simApp(["missing.scenario", "--format", "json"])
    #expect(missing.status == 2)
    #expect(missing.output.hasPrefix(#"{"errors":[{"column":"#))
    #expect(missing.output.contains(#""file":"missing.scenario""#))
    #expect(simApp(scenario: "screen A\npsh A\n").output.isEmpty)  // text: stderr only
  }
}
