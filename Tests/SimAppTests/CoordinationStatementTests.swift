import Foundation
import SimAppKit
import Testing

/// One run of each coordination command, with every callback it causes, and the static errors
/// of their new forms. Every scenario checks every invariant after every step.
@MainActor
@Suite struct CoordinationStatementTests {
  /// Runs `text`, which must pass; its report.
  private func passes(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> String {
    let outcome = simApp(scenario: text)
    #expect(outcome.errors.isEmpty, sourceLocation: sourceLocation)
    #expect(outcome.status == 0, sourceLocation: sourceLocation)
    return outcome.output
  }

  @Test func aContainerForwardsToItsChildrenFromItsOwnHooks() {
    _ = passes(
      """
      screen A L R
      container K L R
      navigation Nav A
      window Nav
      check invariants
      show
      push Nav K animated=false
      expect callbacks A.willDisappear(false) L.willAppear(false) R.willAppear(false) K.willAppear(false) A.didDisappear(false) L.didAppear(false) R.didAppear(false) K.didAppear(false)
      expect stack Nav L R K
      pop Nav animated=false
      expect callbacks L.willDisappear(false) R.willDisappear(false) K.willDisappear(false) A.willAppear(false) L.didDisappear(false) R.didDisappear(false) K.didDisappear(false) A.didAppear(false)
      expect state L disappeared
      """)
  }

  @Test func moduleScreensJoinTheTreeAndHearTheirOwnRegistrysActions() {
    let report = passes(
      """
      screen A
      module F G
      navigation Nav A
      window Nav
      action p
      check invariants
      show
      register p registry=module
      push Nav F animated=false
      expect callbacks A.willDisappear(false) F.willAppear(false) A.didDisappear(false) F.didAppear(false)
      expect heard p: F.willAppear(false) F.didAppear(false)
      present F G style=sheet animated=false
      expect callbacks G.willAppear(false) G.didAppear(false)
      expect heard p: G.willAppear(false) G.didAppear(false)
      unregister p registry=module
      registerReplaying p registry=module
      expect heard p: F.willAppear(false) F.didAppear(false) G.willAppear(false) G.didAppear(false)
      """)
    #expect(
      report.contains(
        "p replayed: F.willAppear(false) F.didAppear(false) G.willAppear(false) G.didAppear(false)"
      ))
  }

  @Test func stepsAddressEachWindowByItsRoot() {
    _ = passes(
      """
      screen A B C
      window A
      window B
      check invariants
      show
      expect callbacks A.willAppear(false) A.didAppear(false)
      show B
      expect callbacks B.willAppear(false) B.didAppear(false)
      expect stack A B
      setRoot C B
      expect callbacks B.willDisappear(false) C.willAppear(false) B.didDisappear(false) C.didAppear(false)
      hide B
      expect callbacks C.willDisappear(false) C.didDisappear(false)
      hide
      expect callbacks A.willDisappear(false) A.didDisappear(false)
      expect stack
      """)
  }

  @Test func aVisibleWindowReleasedStaysAndAHiddenOneLetsItsPresentationsGo() {
    _ = passes(
      """
      screen A B C D E
      window A
      window B
      window C
      check invariants
      show B
      present B D style=sheet animated=false
      release B
      expect callbacks
      expect stack B D
      expect state D appeared
      show C
      present C E animated=false
      expect callbacks C.willDisappear(false) E.willAppear(false) E.didAppear(false) C.didDisappear(false)
      hide C
      expect callbacks E.willDisappear(false) E.didDisappear(false)
      release C
      expect callbacks
      show
      present A E animated=false
      expect callbacks A.willDisappear(false) E.willAppear(false) E.didAppear(false) A.didDisappear(false)
      """)
  }

  /// Found by the fuzzer (seed 124): a window released hidden from a callback, after the same
  /// delivery queued its `show`, is shown by that call once the hide is over, and stays alive
  /// and visible like a window released while visible.
  @Test func aWindowReleasedFromACallbackAfterAQueuedShowIsShownAndKept() {
    _ = passes(
      """
      screen S6 R1
      window S6
      window R1
      check invariants
      show
      hook S6 willDisappear: show R1
      hook S6 didDisappear: release R1
      hide
      expect callbacks S6.willDisappear(false) S6.didDisappear(false) R1.willAppear(false) R1.didAppear(false)
      expect stack R1
      expect state R1 appeared
      """)
  }

  @Test func aWindowReleasedHiddenFromACallbackWithNothingQueuedIsGone() {
    _ = passes(
      """
      screen S6 R1
      window S6
      window R1
      check invariants
      show
      hook S6 didDisappear: release R1
      hide
      expect callbacks S6.willDisappear(false) S6.didDisappear(false)
      expect stack
      """)
  }

  @Test func aReleasedWindowIsOutOfReach() {
    let outcome = simApp(
      scenario: """
        screen A B
        window A
        window B
        release B
        show B
        """)
    #expect(
      outcome.errors == """
        test.scenario:5:1: error: the window of `B` was released
          hint: a released window is out of the scenario's reach

        """)
    #expect(outcome.status == 1)
  }

  @Test func aDroppedGestureIsCancelledAndNavigationGoesOn() {
    let report = passes(
      """
      screen A B
      navigation Nav A
      window Nav
      check invariants
      show
      push Nav B animated=false
      beginInteractivePop Nav
      expect callbacks B.willDisappear(true) A.willAppear(true)
      dropInteractivePop Nav
      expect callbacks A.willDisappear(true) A.didDisappear(true) B.willAppear(true) B.didAppear(true)
      expect stack Nav B
      pop Nav animated=false
      expect callbacks B.willDisappear(false) A.willAppear(false) B.didDisappear(false) A.didAppear(false)
      """)
    #expect(
      report.contains(
        "diagnostic: the interactive pop of \"B\" in \"Nav\" (NavigationController) was released without finish() or cancel(); it was cancelled"
      ))
  }

  @Test func manualForwardingShowsAFreeScreenAndIsRefusedWhereAContainerForwards() {
    let report = passes(
      """
      screen A B
      navigation Nav A
      window Nav
      check invariants
      show
      begin B appearing
      expect callbacks B.willAppear(false)
      push Nav B
      expect callbacks
      expect stack Nav A
      end B
      expect callbacks B.didAppear(false)
      begin B disappearing
      end B
      expect callbacks B.didDisappear(false)
      begin A disappearing
      expect callbacks
      expect state A appeared
      """)
    #expect(
      report.contains(
        "refused: \"B\" is appearing on its own; end its appearance before placing it"
      ))
    #expect(
      report.contains(
        "diagnostic: beginAppearanceTransition(false) refused on \"A\": its appearance is forwarded by its parent \"Nav\" (NavigationController), which forwards automatically"
      ))
  }

  @Test func actionsRegisteredFromTheirScreensOwnHookHearTheNextEventOrTheCurrentOneOnce() {
    let report = passes(
      """
      screen A B
      navigation Nav A
      window Nav
      action p q
      check invariants
      show
      hook B willAppear: attach B p
      push Nav B animated=false
      expect callbacks A.willDisappear(false) B.willAppear(false) A.didDisappear(false) B.didAppear(false)
      expect heard p: B.didAppear(false)
      pop Nav animated=false
      expect heard p: B.willDisappear(false) B.didDisappear(false)
      hook B willAppear: attachReplaying B q
      push Nav B animated=false
      expect heard q: B.willAppear(false) B.didAppear(false)
      """)
    #expect(report.contains("q replayed: B.willAppear(false)\n"))
  }

  @Test func replayDeliversOnlyWhatHappened() {
    // B's appearance by hand is cancelled: replay gives willAppear and willDisappear, never a
    // didAppear; the late global replay reaches the window's screens only.
    let report = passes(
      """
      screen A B
      navigation Nav A
      window Nav
      action p q
      check invariants
      show
      begin B appearing
      begin B disappearing
      expect callbacks B.willDisappear(false)
      attachReplaying B q
      expect callbacks
      expect heard q: B.willAppear(false) B.willDisappear(false)
      registerReplaying p
      expect heard p: Nav.willAppear(false) Nav.didAppear(false) A.willAppear(false) A.didAppear(false)
      end B
      expect callbacks B.didDisappear(false)
      expect heard q: B.didDisappear(false)
      registerReplaying p
      expect heard p:
      """)
    #expect(report.contains("p replayed: nothing"))
  }

  /// Static errors of the new forms: nothing runs.
  @Test(arguments: [
    (
      "register p registry=module",
      """
      test.scenario:6:12: error: `registry=module` needs a module
        hint: declare its screens with `module NAME [NAME ...]`
      """
    ),
    (
      "registerReplaying p registry=library",
      """
      test.scenario:6:21: error: unknown registry `library`
        hint: use registry=app or registry=module
      """
    ),
    (
      "attach A p registry=app",
      """
      test.scenario:6:12: error: `attach` has no option `registry`
        hint: usage: attach SCREEN ACTION
      """
    ),
    (
      "expect heard p",
      """
      test.scenario:6:14: error: `expect heard` needs an action followed by a colon
        hint: write `expect heard probe: Home.willAppear(true) Home.didAppear(true)`
      """
    ),
    (
      "expect heard A: A.willAppear(true)",
      """
      test.scenario:6:14: error: `A` is a screen, not an action
      """
    ),
    (
      "expect heard pp: A.willAppear(true)",
      """
      test.scenario:6:14: error: unknown action `pp`
        hint: did you mean `p`?
      """
    ),
    (
      "release",
      """
      test.scenario:6:1: error: `release` needs 1 argument, got 0
        hint: usage: release WINDOW
      """
    ),
    (
      "release A",
      """
      test.scenario:6:9: error: `A` names no window
        hint: a window is named by the root it was declared with: Nav
      """
    ),
  ])
  func newFormsAreCheckedBeforeAnythingRuns(line: String, expected: String) {
    let outcome = simApp(
      scenario: """
        screen A B
        navigation Nav A
        window Nav
        action p
        show
        \(line)
        """)
    #expect(outcome.status == 2)
    #expect(outcome.output.isEmpty)
    #expect(outcome.errors.hasPrefix(expected + "\n"))
  }
}
