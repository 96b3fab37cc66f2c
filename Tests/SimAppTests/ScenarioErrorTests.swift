import Foundation
import SimAppKit
import SimAppVerification
import Testing

/// The declarations most error cases start from.
private let prelude = """
  screen A B C
  navigation Nav A
  window Nav

  """

@MainActor
@Suite struct ScenarioErrorTests {
  /// Static errors: nothing runs, exit status 2, nothing on standard output.
  @Test(arguments: [
    (
      prelude + "show\npsh Nav B",
      """
      test.scenario:5:1: error: unknown command `psh`
        hint: did you mean `push`?
      """
    ),
    (
      prelude + "frobnicate",
      """
      test.scenario:4:1: error: unknown command `frobnicate`
        hint: commands are: screen, navigation, tabs, container, module, window, once, action, check, track, list, show, hide, setRoot, release, begin, end, push, pop, popToRoot, popTo, setViewControllers, present, dismiss, select, addChild, removeFromParent, beginInteractivePop, finishInteractivePop, cancelInteractivePop, dropInteractivePop, makeKey, background, foreground, wait, register, registerReplaying, unregister, attach, attachReplaying, detach, disable, enable, task, reload, insert, delete, move, tap, scroll, badBatch, layer, empty, apply, prefetch, replaceList, on, hook, expect
      """
    ),
    (
      prelude + "show Nope",
      """
      test.scenario:4:6: error: `Nope` names no window
        hint: a window is named by the root it was declared with: Nav
      """
    ),
    (
      prelude + "setRoot B Nope",
      """
      test.scenario:4:11: error: `Nope` names no window
        hint: a window is named by the root it was declared with: Nav
      """
    ),
    (
      prelude + "begin A sideways",
      """
      test.scenario:4:9: error: `begin` takes appearing or disappearing, not `sideways`
        hint: usage: begin SCREEN appearing|disappearing
      """
    ),
    (
      prelude + "end",
      """
      test.scenario:4:1: error: `end` needs 1 argument, got 0
        hint: usage: end SCREEN
      """
    ),
    (
      prelude + "hook A didAppear: hook A willAppear: pop Nav",
      """
      test.scenario:4:19: error: a reaction cannot arm another reaction
        hint: write the second reaction as its own line
      """
    ),
    (
      prelude + "dropInteractivePop A",
      """
      test.scenario:4:20: error: `A` is a screen, not a navigation controller
        hint: the scenario's navigation controller is `Nav`
      """
    ),
    (
      prelude + "container K A",
      """
      test.scenario:4:13: error: `A` already belongs to another container
        hint: a screen can be the root or tab of one container only; declare another screen
      """
    ),
    (
      prelude + "push Nav D",
      """
      test.scenario:4:10: error: unknown screen `D`
        hint: declare it first, with `screen D`
      """
    ),
    (
      prelude + "push Nav Bb",
      """
      test.scenario:4:10: error: unknown screen `Bb`
        hint: did you mean `B`?
      """
    ),
    (
      prelude + "push Nav",
      """
      test.scenario:4:1: error: `push` needs 2 arguments, got 1
        hint: usage: push NAVIGATION SCREEN [animated=BOOL]
      """
    ),
    (
      prelude + "pop Nav B",
      """
      test.scenario:4:9: error: unexpected argument `B` for `pop`
        hint: usage: pop NAVIGATION [animated=BOOL]
      """
    ),
    (
      prelude + "push A B",
      """
      test.scenario:4:6: error: `A` is a screen, not a navigation controller
        hint: the scenario's navigation controller is `Nav`
      """
    ),
    (
      prelude + "push Nav B animated=maybe",
      """
      test.scenario:4:12: error: `animated` must be true or false, not `maybe`
        hint: write `animated=true` or `animated=false`; without it, animated is true
      """
    ),
    (
      prelude + "push Nav B speed=2",
      """
      test.scenario:4:12: error: `push` has no option `speed`
        hint: usage: push NAVIGATION SCREEN [animated=BOOL]
      """
    ),
    (
      prelude + "present A B style=pagesheet",
      """
      test.scenario:4:13: error: unknown style `pagesheet`
        hint: did you mean `style=pageSheet`?
      """
    ),
    (
      prelude + "present A B style=bubble",
      """
      test.scenario:4:13: error: unknown style `bubble`
        hint: use style=fullScreen or style=sheet (or a UIKit style name, such as pageSheet)
      """
    ),
    (
      prelude + "psuh Nav B",
      """
      test.scenario:4:1: error: unknown command `psuh`
        hint: did you mean `push`?
      """
    ),
    (
      prelude + "select Nav 1",
      """
      test.scenario:4:8: error: `Nav` is a navigation controller, not a tab controller
        hint: the scenario declares no tab controllers; declare one with `tabs NAME TAB [TAB ...]`
      """
    ),
    (
      prelude + "show\nscreen D",
      """
      test.scenario:5:1: error: `screen` declares; declarations come before the first step
        hint: move this line above the first step
      """
    ),
    (
      "screen A A",
      """
      test.scenario:1:10: error: `A` is already declared as a screen
        hint: give each screen and container its own name
      """
    ),
    (
      "screen A\nnavigation N A\nnavigation M A",
      """
      test.scenario:3:14: error: `A` already belongs to another container
        hint: a screen can be the root or tab of one container only; declare another screen
      """
    ),
    (
      "screen 9lives",
      """
      test.scenario:1:8: error: `9lives` is not a valid name
        hint: names start with a letter and hold letters, digits, `_` and `-`
      """
    ),
    (
      "screen A\nshow",
      """
      test.scenario:1:1: error: the scenario has steps but no window
        hint: declare one with `window ROOT` before the first step
      """
    ),
    (
      prelude + "expect events A willAppear",
      """
      test.scenario:4:15: error: `expect events` needs a screen followed by a colon
        hint: write `expect events Home: willAppear didAppear`
      """
    ),
    (
      prelude + "show\nexpect events A: willApear",
      """
      test.scenario:5:18: error: unknown event `willApear`
        hint: did you mean `willAppear`?
      """
    ),
    (
      prelude + "expect error cannotPopRoot",
      """
      test.scenario:4:1: error: `expect error` must follow a step
        hint: put it right after the step that should fail
      """
    ),
    (
      prelude + "show\nexpect error cannotPopRot",
      """
      test.scenario:5:14: error: unknown error reason `cannotPopRot`
        hint: did you mean `cannotPopRoot`?
      """
    ),
    (
      prelude + "expect",
      """
      test.scenario:4:1: error: `expect` needs what to check
        hint: expect stack [NAME ...]; expect top [NAME]; expect events SCREEN: EVENT [EVENT ...] | none; expect callbacks [Title.event(animated) ...]; expect state SCREEN disappeared|appearing|appeared|disappearing; expect focus SCREEN [SCREEN ...] | none; expect views VIEW[, VIEW ...] | none; expect error REASON; expect heard ACTION: [Title.event(animated) ...]; expect task running|cancelled SCREEN; expect display LIST [ROW ...]; expect visible LIST [INDEX ...]; expect selection LIST [INDEX ...]; expect refused; expect empty visible|hidden LIST [section INDEX|"ID"]; expect prefetched LIST [ROW ...]; expect sections LIST [ID:] ROW ... [| ...]
      """
    ),
    (
      "# only a comment\n\n   \n",
      """
      test.scenario:1:1: error: the scenario is empty
        hint: declare screens and a window, then steps; `SimApp --help` shows the language
      """
    ),
  ])
  func staticErrorsStopBeforeAnythingRuns(scenario: String, expected: String) {
    let outcome = simApp(scenario: scenario)
    #expect(outcome.errors == expected + "\n")
    #expect(outcome.output.isEmpty)
    #expect(outcome.status == 2)
  }

  @Test func anIllegalNavigationFailsAtItsLineWithAHint() {
    let outcome = simApp(scenario: prelude + "show\npop Nav\npush Nav B")
    #expect(
      outcome.errors == """
        test.scenario:5:1: error: `pop Nav` failed: cannot pop "A": it is the root of "Nav" (NavigationController)
          hint: a navigation stack keeps its root; push a screen first

        """)
    #expect(outcome.status == 1)
    #expect(outcome.output.hasSuffix("failed at step 2\n"))
    #expect(!outcome.output.contains("push Nav B"))
  }

  @Test func presentingTwiceFails() {
    let outcome = simApp(scenario: prelude + "show\npresent A B\npresent A C")
    #expect(
      outcome.errors == """
        test.scenario:6:1: error: `present A C` failed: cannot present "C": "Nav" (NavigationController) already presents "B"
          hint: dismiss what is presented first, or present from the presented screen

        """)
    #expect(outcome.status == 1)
  }

  @Test func presentingBeforeTheWindowIsShownFails() {
    let outcome = simApp(scenario: prelude + "present A B")
    #expect(outcome.errors.hasPrefix("test.scenario:4:1: error: `present A B` failed"))
    #expect(
      outcome.errors.contains("hint: only screens in a visible window can present; `show` first"))
    #expect(outcome.status == 1)
  }

  @Test func finishingAGestureThatWasNeverBegunFails() {
    let outcome = simApp(scenario: prelude + "show\nfinishInteractivePop Nav")
    #expect(
      outcome.errors == """
        test.scenario:5:1: error: no interactive pop is in flight on `Nav`
          hint: begin one with `beginInteractivePop Nav`

        """)
    #expect(outcome.status == 1)
  }

  @Test func aStepExpectedToFailThatSucceedsIsAFailure() {
    let outcome = simApp(scenario: prelude + "show\npush Nav B\nexpect error cannotPopRoot")
    #expect(
      outcome.errors == """
        test.scenario:6:1: error: expected `push Nav B` to fail with cannotPopRoot, but it succeeded

        """)
    #expect(outcome.status == 1)
  }

  @Test func anExpectationThatDoesNotHoldShowsExpectedAndActual() {
    let outcome = simApp(scenario: prelude + "show\npush Nav B\nexpect stack Nav C")
    #expect(
      outcome.errors == """
        test.scenario:6:1: error: expectation failed: expect stack Nav C
          expected: Nav C
          actual:   Nav B

        """)
    #expect(outcome.status == 1)
  }

  @Test func aCallbacksMismatchIsALineByLineDiff() {
    let outcome = simApp(
      scenario: prelude
        + "show\npush Nav B\nexpect callbacks A.willDisappear(true) B.willAppear(false) A.didDisappear(true) B.didAppear(true)"
    )
    #expect(
      outcome.errors == """
        test.scenario:6:1: error: expectation failed: expect callbacks
        trace differs (- expected, + actual):
          = A.willDisappear(true)
          - B.willAppear(false)
          + B.willAppear(true)
          = A.didDisappear(true)
          = B.didAppear(true)

        """)
    #expect(outcome.status == 1)
  }

  @Test func aMissingFileIsReported() {
    let outcome = simApp(["missing.scenario"])
    #expect(
      outcome.errors == """
        missing.scenario:1:1: error: cannot read the scenario file: no such file
          hint: check the path; `SimApp --print-demo` prints an example scenario

        """)
    #expect(outcome.status == 2 && outcome.output.isEmpty)
  }

  @Test func aMissingFileOnDiskIsReported() {
    let outcome = SimAppCommand.run(arguments: ["/nonexistent/folder/x.scenario"])
    #expect(
      outcome.errors.hasPrefix(
        "/nonexistent/folder/x.scenario:1:1: error: cannot read the scenario file: "))
    #expect(outcome.status == 2)
  }

  @Test func binaryGarbageIsRefusedWithThePositionOfTheFirstBadByte() {
    let garbage = Data("screen A\nwin".utf8) + Data([0xFF, 0xFE, 0x00, 0x12])
    let outcome = simApp(["garbage.bin"], files: ["garbage.bin": garbage])
    #expect(
      outcome.errors == """
        garbage.bin:2:4: error: the file is not a text scenario (byte 12 is not UTF-8 text)
          hint: scenario files are UTF-8 text; `SimApp --print-demo` prints an example

        """)
    #expect(outcome.status == 2 && outcome.output.isEmpty)
  }

  @Test func aNulByteIsBinaryToo() {
    let outcome = simApp(["nul"], files: ["nul": Data([0x73, 0x00])])
    #expect(outcome.errors.hasPrefix("nul:1:2: error: the file is not a text scenario (byte 1"))
    #expect(outcome.status == 2)
  }

  @Test func anEmptyFileIsReported() {
    let outcome = simApp(["empty.scenario"], files: ["empty.scenario": Data()])
    #expect(outcome.errors.hasPrefix("empty.scenario:1:1: error: the scenario is empty"))
    #expect(outcome.status == 2)
  }

  @Test func aBadCommandLineIsReportedWithAHint() {
    let outcome = simApp(["--format", "xml"])
    #expect(
      outcome.errors == """
        SimApp: error: unknown format `xml`
          hint: use --format text, --format json or --format mermaid

        """)
    #expect(outcome.status == 2 && outcome.output.isEmpty)
  }

  @Test(arguments: [
    ("fuzzz", "unknown command `fuzzz`", "did you mean `fuzz`?"),
    ("hlep", "unknown command `hlep`", "did you mean `help`?"),
    ("fuzz", "`fuzz` comes first", "write `SimApp fuzz` and its options after it"),
    (
      "demo", "unknown command `demo`",
      "a scenario file has a `.scenario` name or a path; see `SimApp --help`"
    ),
  ])
  func aBareWordThatIsNoFileIsNamedAsACommand(word: String, message: String, hint: String) {
    let outcome = simApp(["--format", "text", word])
    #expect(outcome.errors == "SimApp: error: \(message)\n  hint: \(hint)\n")
    #expect(outcome.status == 2 && outcome.output.isEmpty)
  }

  @Test func aBareWordThatIsAFileIsRunAsAScenario() {
    let outcome = simApp(["script"], files: ["script": Data("screen A\nwindow A\nshow\n".utf8)])
    #expect(outcome.status == 0)
    #expect(outcome.errors.isEmpty)
  }

  @Test(arguments: 0..<200)
  func randomBytesNeverCrashAndAlwaysExplain(seed: Int) {
    var generator = SplitMix64(seed: UInt64(seed))
    let length = Int(generator.next() % 64)
    let bytes = (0..<length).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
    let outcome = simApp(["random"], files: ["random": Data(bytes)])
    #expect(outcome.status == 2)
    #expect(outcome.errors.hasPrefix("random:"))
    #expect(outcome.errors.contains(": error: "))
  }

  @Test(arguments: 0..<200)
  func randomWordsNeverCrash(seed: Int) {
    var generator = SplitMix64(seed: UInt64(seed))
    let words =
      ScenarioCommand.all.map(\.name) + [
        "A", "B", "C", "Nav", "animated=false", "style=sheet", "0", "1", "stack", "events", "A:",
        "error", "cannotPopRoot", "didAppear", "=", ":",
      ]
    var lines = [prelude]
    for _ in 0..<Int(generator.next() % 12) {
      let count = Int(generator.next() % 5) + 1
      lines.append(
        (0..<count).map { _ in words[Int(generator.next() % UInt64(words.count))] }
          .joined(separator: " "))
    }
    let outcome = simApp(scenario: lines.joined(separator: "\n"))
    #expect([0, 1, 2].contains(outcome.status))
    if outcome.status != 0 { #expect(outcome.errors.contains(": error: ")) }
  }
}
