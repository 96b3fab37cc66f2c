import Foundation
import SimAppKit
import Testing

/// `on` reactions, found by screen and event, fire once each in the order they were armed.
@MainActor
@Suite struct ReactionIndexTests {
  @Test func reactionsOfOneScreenAndEventFireInArmingOrder() {
    let outcome = simApp(
      scenario: """
        screen A B C
        navigation Nav A
        window Nav
        show
        on B didAppear: push Nav C animated=false
        on C willAppear: pop Nav animated=false
        on B didAppear: pop Nav animated=false
        push Nav B animated=false
        expect callbacks A.willDisappear(false) B.willAppear(false) A.didDisappear(false) B.didAppear(false) B.willDisappear(false) C.willAppear(false) B.didDisappear(false) C.didAppear(false) C.willDisappear(false) B.willAppear(false) C.didDisappear(false) B.didAppear(false) B.willDisappear(false) A.willAppear(false) B.didDisappear(false) A.didAppear(false)
        expect stack Nav A
        push Nav B animated=false
        expect stack Nav B
        """)
    #expect(outcome.errors == "")
    #expect(outcome.status == 0)
    #expect(
      outcome.output.split(separator: "\n").suffix(1) == ["passed: 6 steps, 3 expectations held"])
  }

  @Test func oneReactionAmongThousandsIsFound() {
    let screens = (0..<200).map { "S\($0)" }
    let lines =
      ["screen A B " + screens.joined(separator: " "), "navigation Nav A", "window Nav", "show"]
      + (0..<2_000).map { "on S\($0 % 200) didAppear: pop Nav" }
      + [
        "on B didAppear: pop Nav animated=false", "push Nav B animated=false", "expect stack Nav A",
      ]
    let outcome = simApp(scenario: lines.joined(separator: "\n"))
    #expect(outcome.errors == "")
    #expect(outcome.status == 0)
  }

  /// Past the reactions taken (dropped from memory as a long run goes on), the order holds:
  /// forty pops, then the one present armed last.
  @Test func manyReactionsOfOneKeyFireInArmingOrder() {
    let lines =
      ["screen A B C", "navigation Nav A", "window Nav", "show"]
      + Array(repeating: "on B didAppear: pop Nav animated=false", count: 40)
      + ["on B didAppear: present B C animated=false"]
      + (0..<40).flatMap { _ in ["push Nav B animated=false", "expect stack Nav A"] }
      + ["push Nav B animated=false", "expect stack C"]
    let outcome = simApp(scenario: lines.joined(separator: "\n"))
    #expect(outcome.errors == "")
    #expect(outcome.status == 0)
    #expect(
      outcome.output.split(separator: "\n").suffix(1) == ["passed: 83 steps, 41 expectations held"]
    )
  }
}
