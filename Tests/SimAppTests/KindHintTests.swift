import SimAppKit
import Testing

/// A name of the wrong kind (a navigation controller where a tab controller must be) is
/// refused with a hint naming the right ones, as an unknown name is.
@MainActor
@Suite struct KindHintTests {
  @Test(arguments: [
    (
      "select Nav 1",
      """
      test.scenario:6:8: error: `Nav` is a navigation controller, not a tab controller
        hint: the scenario's tab controller is `Main`
      """
    ),
    (
      "select Mains 1",
      """
      test.scenario:6:8: error: `Mains` is a navigation controller, not a tab controller
        hint: did you mean `Main`?
      """
    ),
    (
      "push A B",
      """
      test.scenario:6:6: error: `A` is a screen, not a navigation controller
        hint: the scenario's navigation controllers are `Nav`, `Mains`
      """
    ),
    (
      "push Nav A animated=yes",
      """
      test.scenario:6:12: error: `animated` must be true or false, not `yes`
        hint: write `animated=true` or `animated=false`; without it, animated is true
      """
    ),
  ])
  func aWrongKindNamesTheRightOnes(line: String, expected: String) {
    let outcome = simApp(
      scenario: "screen A B C\nnavigation Nav B\nnavigation Mains C\ntabs Main Nav Mains\n"
        + "window Main\n" + line)
    #expect(outcome.errors == expected + "\n")
    #expect(outcome.status == 2)
  }
}
