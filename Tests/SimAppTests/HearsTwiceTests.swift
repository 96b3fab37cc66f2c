import Lifecycle
import SimAppKit
import SimAppVerification
import Testing

/// A probe's sequence is not checked on a controller that hears it twice per event: the runner
/// answers that question from what it asked the library since a registration last changed, so
/// the answer must follow every change of registration.
@MainActor
@Suite struct HearsTwiceTests {
  @Test func theAnswerFollowsEveryRegistrationChange() throws {
    var parser = try Parser.started(
      with: """
        screen Root
        module Mod
        navigation Nav Root
        action a0
        window Nav
        check invariants
        """)
    let runner = startedRunner(parser.declared)
    let probe = try #require(runner.probes["a0"])
    let observer = try #require(runner.invariantObserver)
    // Looked up at each question: the runner must keep the only references (the leak check).
    func hearsTwice(_ name: String) -> Bool? {
      runner.controllers[name].map { observer.hearsTwice($0, probe) }
    }
    var line = 7
    // Each step, then whether Root and Mod hear a0 twice: both asked before the step too, so
    // that an answer kept from before the change would be caught.
    let steps: [(String, root: Bool, module: Bool)] = [
      ("show", false, false),
      ("attach Root a0", false, false),
      ("register a0", true, false),
      ("disable Root a0", false, false),
      ("enable Root a0", true, false),
      ("attach Mod a0", true, false),
      ("register a0 registry=module", true, true),
      ("detach Root a0", false, true),
      ("unregister a0 registry=module", false, false),
      ("attach Root a0", true, false),
      ("unregister a0", false, false),
    ]
    for (text, expectedRoot, expectedModule) in steps {
      _ = (hearsTwice("Root"), hearsTwice("Mod"))
      let failure = runner.execute(try parser.entry(text, lineNumber: line))
      #expect(failure == nil, "\(failure?.message ?? "")")
      line += 1
      #expect(hearsTwice("Root") == expectedRoot, "after `\(text)`")
      #expect(hearsTwice("Mod") == expectedModule, "after `\(text)`")
    }
  }
}
