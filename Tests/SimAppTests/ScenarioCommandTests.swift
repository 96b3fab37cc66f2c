import Foundation
import SimAppKit
import Testing

/// The command table is the one place a command is declared: the language article's reference
/// is the table's, word for word, and the fuzzer's seeds still write what they wrote.
@MainActor
@Suite struct ScenarioCommandTests {
  /// The `## Commands` section of the article, as the table writes it.
  static var reference: String {
    let declarations = ScenarioCommand.all.filter(\.isDeclaration)
    let steps = ScenarioCommand.all.filter { !$0.isDeclaration && $0.name != "expect" }
    func item(_ usage: String, _ abstract: String) -> String { "- `\(usage)`: \(abstract)." }
    return """
      ## Commands

      Every command, as SimApp's parser declares it: `NAME` is a word, `[NAME]` an optional one,
      `...` any number more, and `key=VALUE` an option (options come last).

      ### Declarations

      \(declarations.map { item($0.usage, $0.abstract) }.joined(separator: "\n"))

      ### Steps

      \(steps.map { item($0.usage, $0.abstract) }.joined(separator: "\n"))

      ### Expectations

      \(ExpectationForm.all.map { item($0.usage, $0.abstract) }.joined(separator: "\n"))

      """
  }

  static let article = repositoryRoot.appending(
    path: "Sources/SimAppKit/SimAppKit.docc/ScenarioLanguage.md")

  @Test func theArticleListsEveryCommandAsTheTableDeclaresIt() throws {
    let text = try String(contentsOf: Self.article, encoding: .utf8)
    let start = try #require(text.range(of: "## Commands\n"))
    let end = text.range(of: "\n## ", range: start.upperBound..<text.endIndex)?.lowerBound
    let section = String(text[start.lowerBound..<(end ?? text.endIndex)])
    #expect(section == Self.reference, "the article's ## Commands should read:\n\(Self.reference)")
  }

  @Test func theGrammarHasEveryCommand() throws {
    let text = try String(contentsOf: Self.article, encoding: .utf8)
    for name in ScenarioCommand.all.map(\.name) + ExpectationForm.all.map(\.name) {
      #expect(text.contains("\"\(name)\""), "the grammar has no \"\(name)\"")
    }
  }

  /// Seed 1's first steps, as the generator wrote them before its moves moved into the command
  /// table: a move's order or weight that changes makes every seed write another scenario.
  @Test func aSeedWritesTheStepsItAlwaysWrote() {
    #expect(
      Fuzzer.generate(seed: 1, steps: 16).lines == [
        "show", "push N0 S11", "pop N0", "finishInteractivePop N1", "push N0 S9", "select T 0",
        "cancelInteractivePop N1", "popTo N2 S4 animated=false", "present T S11",
        "addChild S11 S7", "dismiss S11", "addChild S9 S6",
        "on S0 didDisappear: pop N2 animated=false", "attachReplaying S6 a2",
        "begin N1 appearing", "on N0 didDisappear: removeFromParent L0",
      ])
  }
}
