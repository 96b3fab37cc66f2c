import SimAppKit
import SimAppVerification
import Testing

/// A refused step must leave the world as it found it: the snapshot it is compared with must
/// tell apart every change a step can make, and nothing else (the container links a read may
/// leave out are not compared).
@MainActor
@Suite struct WorldSnapshotTests {
  @Test func eachKindOfChangeMakesAnotherSnapshot() throws {
    var parser = try Parser.started(
      with: """
        screen Root A B C
        navigation Nav Root
        tabs T Nav B
        action a0
        window T
        check invariants
        """)
    let runner = startedRunner(parser.declared)
    func snapshot(containerLinks: Bool = true) -> WorldSnapshot {
      WorldSnapshot(runner, world: runner.readWorld(containerLinks: containerLinks))
    }
    var line = 7
    var last = snapshot()
    // Each step changes what a refused one must not: states and windows, a stack, a selected
    // tab, a presentation and its style, the registrations, a window's visibility.
    for text in [
      "show", "push Nav A", "select T 1", "present B C style=sheet", "attach A a0", "hide",
    ] {
      let failure = runner.execute(try parser.entry(text, lineNumber: line))
      #expect(failure == nil, "\(failure?.message ?? "")")
      line += 1
      let now = snapshot()
      #expect(now != last, "`\(text)` changed nothing the snapshot sees")
      #expect(now == snapshot(), "two reads of the same world differ after `\(text)`")
      #expect(now == snapshot(containerLinks: false), "after `\(text)`")
      last = now
    }
  }
}
