import Foundation
import SimAppKit
import SimAppVerification
import Testing

/// The demo's output in each format, compared with the files in Goldens/. A change in callback
/// order shows up as a diff. Run with `UPDATE_GOLDENS=1` to rewrite them after a deliberate
/// change, then review the diff.
@MainActor
@Suite struct GoldenTests {
  @Test(arguments: [("text", "demo.txt"), ("json", "demo.jsonl"), ("mermaid", "demo.md")])
  func theDemoMatchesItsGolden(format: String, file: String) throws {
    let outcome = simApp(["--format", format])
    #expect(outcome.status == 0)
    #expect(outcome.errors.isEmpty)
    let url = testsFolder.appendingPathComponent("Goldens").appendingPathComponent(file)
    if ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1" {
      try outcome.output.write(to: url, atomically: true, encoding: .utf8)
    }
    let golden = try String(contentsOf: url, encoding: .utf8)
    if outcome.output != golden {
      let difference = zip(golden.split(separator: "\n"), outcome.output.split(separator: "\n"))
        .enumerated().first { $0.element.0 != $0.element.1 }
      Issue.record(
        "\(file) differs at line \((difference?.offset ?? 0) + 1): expected \(difference.map { "\($0.element.0)" } ?? "same lines"), got \(difference.map { "\($0.element.1)" } ?? "a different length")"
      )
    }
  }

  @Test func theJSONReportIsOneObjectPerStepThenASummary() throws {
    let outcome = simApp(["--format", "json"])
    let lines = outcome.output.split(separator: "\n")
    let objects = try lines.map {
      try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    let steps = objects.dropLast()
    #expect(steps.map { $0["step"] as? Int } == Array(1...steps.count))
    #expect(steps.allSatisfy { $0["events"] is [String] && $0["stack"] is [String] })
    #expect(objects.last?["result"] as? String == "passed")
  }

  @Test func theMermaidReportIsAFencedSequenceDiagram() {
    let output = simApp(["--format", "mermaid"]).output
    #expect(output.hasPrefix("```mermaid\nsequenceDiagram\n  participant SimApp\n"))
    #expect(output.hasSuffix("```\n"))
    #expect(output.contains("  SimApp->>Detail: willAppear(true)\n"))
  }

  @Test func helpDescribesTheFormatsAndTheLanguage() {
    let outcome = simApp(["--help"])
    #expect(outcome.status == 0)
    for word in ["--format", "json", "mermaid", "--print-demo", "EXIT STATUS"] {
      #expect(outcome.output.contains(word))
    }
    let words = Set(outcome.output.lowercased().split(whereSeparator: { $0 == " " || $0 == "\n" }))
    for name in ScenarioCommand.all.map(\.name) + ExpectationForm.all.map(\.name) {
      #expect(words.contains(Substring(name.lowercased())), "\(name)")
    }
  }

  /// `--help` fits one screen (at most 24 lines of at most 92 characters) and points to the
  /// language article for the rest.
  @Test func helpFitsOneScreen() {
    let lines = simApp(["--help"]).output.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count <= 24)
    #expect(lines.allSatisfy { $0.count <= HelpText.width })
    #expect(lines.contains { $0.contains("ScenarioLanguage.md") })
  }

  @Test func printDemoPrintsAScenarioThatRunsToTheSameReport() {
    let demo = simApp(["--print-demo"]).output
    let fromFile = simApp(["demo.scenario"], files: ["demo.scenario": Data(demo.utf8)])
    let builtIn = simApp([])
    #expect(fromFile.status == 0)
    #expect(
      fromFile.output.replacingOccurrences(of: "demo.scenario", with: "built-in demo")
        == builtIn.output)
  }
}

@MainActor
@Suite struct ShippedScenarioTests {
  nonisolated static let files: [String] = {
    let folder = repositoryRoot.appendingPathComponent("Scenarios")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".scenario") }.sorted()
  }()

  @Test func thereAreShippedScenarios() {
    #expect(Self.files.count >= 3)
  }

  @Test(arguments: files)
  func eachShippedScenarioPasses(file: String) {
    let path = repositoryRoot.appendingPathComponent("Scenarios").appendingPathComponent(file).path
    SimAppVerification.install()
    let outcome = SimAppCommand.run(arguments: [path])
    #expect(outcome.errors.isEmpty)
    #expect(outcome.status == 0)
    #expect(outcome.output.contains("passed: "))
  }
}
