import Foundation
import SimAppKit
import Testing

/// `SimApp -` runs the scenario standard input holds, named `<stdin>` in its report and errors.
@MainActor
@Suite struct StandardInputTests {
  @Test func aDashReadsTheScenarioFromStandardInput() {
    let outcome = simApp(
      ["-"], standardInput: Data("screen Home\nnavigation Nav Home\nwindow Nav\nshow\n".utf8))
    #expect(outcome.errors == "")
    #expect(outcome.status == 0)
    #expect(
      outcome.output == """
        LifeCircle SimApp: <stdin>

        1. show
             Nav.willAppear(false)
             Home.willAppear(false)
             Nav.didAppear(false)
             Home.didAppear(false)
             Home.didGainFocus(shown)
             stack: Nav > Home

        passed: 1 step, 0 expectations held

        """)
  }

  @Test func problemsInStandardInputAreLocatedInStdin() {
    let outcome = simApp(["-", "--format", "text"], standardInput: Data("psh Nav Home\n".utf8))
    #expect(outcome.status == 2)
    #expect(outcome.errors.hasPrefix("<stdin>:1:1: error: unknown command `psh`\n"))
  }

  @Test func emptyStandardInputIsAnEmptyScenario() {
    let outcome = simApp(["-"])
    #expect(
      outcome.errors == """
        <stdin>:1:1: error: the scenario is empty
          hint: declare screens and a window, then steps; `SimApp --help` shows the language

        """)
    #expect(outcome.status == 2)
  }

  @Test func theHelpSaysSo() {
    #expect(
      simApp(["--help"]).output.contains(
        "  SimApp [SCENARIO-FILE | -] [--format FORMAT]   run a file, standard input (-) or the demo\n"
      ))
  }
}
