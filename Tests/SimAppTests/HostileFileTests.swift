import Foundation
import SimAppKit
import SimAppVerification
import Testing

/// Seeded files of half-valid, half-hostile lines: SimApp ends every one with a status of 0, 1 or
/// 2 and a report, never a crash or a hang (the fuzzer writes valid scenarios; these are not).
@MainActor
@Suite struct HostileFileTests {
  /// The words lines are made of: every command, the declared names, near-misses, and values
  /// that break naive code (huge and negative numbers, colons, options, non-ASCII names).
  private static let words: [String] =
    ScenarioCommand.all.map(\.name) + [
      "A", "B", "Nav", "Tabs", "Feed", "p", "Mod", "Nope", "A:", "didAppear:", "willAppear",
      "didDisappear", "sheet", "fullScreen", "animated=false", "animated=maybe", "at", "after",
      "0", "1", "-1", "\(Int.max)", "\(Int.min)", "99999999999999999999999", "Ünï", "end",
      "loop", "invariants", "callbacks", "stack", "error", "heard", "visible", "display", "ads",
      "refused", "-5", "task",
      "on", "hook", "expect", "A.didAppear(true)", "A.willAppear(maybe)", "#", ":",
    ]

  /// A prelude that declares what the words name, so many lines are valid.
  private static let prelude = """
    screen A B
    list Feed a b c
    navigation Nav A
    tabs Tabs Nav Feed
    action p
    check invariants
    window Tabs
    show

    """

  /// Steps that parse against the prelude, with values chosen to stress what runs: huge
  /// numbers, reactions that navigate from callbacks, windows hidden and released mid-way.
  private static let steps: [String] = [
    "push Nav B", "pop Nav", "popToRoot Nav animated=false", "present A B style=sheet",
    "present Nav B", "dismiss B", "select Tabs 1", "select Tabs 0", "select Tabs \(Int.max)",
    "scroll Feed 0 2", "scroll Feed \(Int.max) \(Int.max)", "scroll Feed 2 0",
    "insert Feed x at 0", "insert Feed y at \(Int.max)", "delete Feed 0", "move Feed 0 to 2",
    "tap Feed 1", "reload Feed", "badBatch Feed", "layer Feed ads insert ad at 1",
    "layer Feed ads insert ad2 after \(Int.max)", "layer Feed ads detach", "empty Feed Nothing",
    "empty Feed off", "on A didAppear: push Nav B", "on B didAppear: pop Nav",
    "hook A willDisappear: present A B", "register p", "unregister p", "attach A p",
    "disable A p", "beginInteractivePop Nav", "cancelInteractivePop Nav",
    "finishInteractivePop Nav", "dropInteractivePop Nav", "hide", "show", "setRoot Nav",
    "release Tabs", "addChild A B", "removeFromParent B", "begin A disappearing", "end A",
    "expect stack Tabs Nav A", "expect top B",
  ]

  private static let lineEndings = ["\n", "\r\n", "\r"]

  /// A file: every third seed, the prelude and valid steps only; otherwise the prelude for even
  /// seeds, then steps and words thrown together; an invalid UTF-8 byte for every fifth seed.
  private static func file(seed: UInt64) -> Data {
    var random = SplitMix64(seed: seed)
    let onlySteps = seed.isMultiple(of: 3)
    var text = onlySteps || seed.isMultiple(of: 2) ? prelude : ""
    for _ in 0..<40 {
      let line: String
      if onlySteps || Bool.random(using: &random) {
        line = steps.randomElement(using: &random) ?? ""
      } else {
        let count = Int.random(in: 1...8, using: &random)
        line = (0..<count).map { _ in words.randomElement(using: &random) ?? "" }
          .joined(separator: " ")
      }
      text += line + (lineEndings.randomElement(using: &random) ?? "\n")
    }
    var bytes = Array(text.utf8)
    if seed.isMultiple(of: 5), !bytes.isEmpty {
      bytes[Int.random(in: 0..<bytes.count, using: &random)] = 0xFF  // not UTF-8
    }
    return Data(bytes)
  }

  @Test(arguments: 0..<UInt64(LongRun.hostileBatches))
  func everyFileEndsWithAReport(batch: UInt64) {
    var ran = 0
    for seed in (batch * 100)..<(batch * 100 + 100) {
      let outcome = simApp(["hostile.scenario"], files: ["hostile.scenario": Self.file(seed: seed)])
      #expect([0, 1, 2].contains(outcome.status), "seed \(seed)")
      let errorLines = outcome.errors.split(separator: "\n").filter { $0.contains(": error: ") }
      #expect(errorLines.count <= 20, "seed \(seed)")
      if outcome.status == 2 {
        #expect(outcome.output == "", "seed \(seed): a file with errors runs nothing")
        #expect(!errorLines.isEmpty, "seed \(seed)")
      } else {
        ran += 1
        #expect(outcome.output.hasSuffix("\n"), "seed \(seed)")
      }
    }
    // The valid files (every third seed, less those with a bad byte) reach the runner.
    #expect(ran >= 25, "only \(ran) of 100 files ran")
  }
}
