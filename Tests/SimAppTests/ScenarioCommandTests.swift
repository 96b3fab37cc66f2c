import Foundation
import SimAppKit
import SimAppVerification
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

  /// Seed 1's first steps, as the generator writes them since the focus steps (`makeKey`,
  /// `background`, `foreground`) joined its moves: a move's order or weight that changes makes
  /// every seed write another scenario.
  @Test func aSeedWritesTheStepsItAlwaysWrote() {
    #expect(
      Fuzzer.generate(seed: 1, steps: 16).lines == [
        "show", "begin S0 appearing", "select T 0", "dismiss S9", "attachReplaying T a1",
        "hook T willDisappear: attachReplaying T a0", "pop N1 animated=false", "push N0 T",
        "on T willAppear: present L0 M1 animated=false", "popToRoot N2 animated=false",
        "makeKey T", "begin K0 disappearing", "push N0 M0 animated=false",
        "dismiss S3 animated=false", "select T 2", "removeFromParent Kb",
      ])
  }
}
