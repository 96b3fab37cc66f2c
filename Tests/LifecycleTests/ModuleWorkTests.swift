import Lifecycle
import Testing

/// Work that a module built on the engine submits (a list's request, say) shares the tree's one
/// queue with navigation: same order, same runaway bound, its own choice about holds.
@MainActor
@Suite struct ModuleWorkTests {
  /// A stand-in for a list request: writes `name.ran` to the trace, then runs `body`.
  final class Request: ModuleWork {
    let anchor: ScreenController
    let name: String
    let trace: Trace
    var waitsForHolds = true
    var fails = false
    var body: () -> Void = {}

    init(anchor: ScreenController, name: String, trace: Trace) {
      (self.anchor, self.name, self.trace) = (anchor, name, trace)
    }

    var summary: String { "request \(name)" }

    func perform() throws {
      if fails { throw NavigationError(.notInStack, "\(name) refused") }
      trace.lines.append("\(name).ran")
      body()
    }
  }

  /// B popped from the shown stack [A, B], A loaded for the first time.
  static let popOfB = [
    "A.viewDidLoad", "B.willDisappear(false)[fromParent]", "A.willAppear(false)",
    "B.didDisappear(false)[fromParent]", "A.didAppear(false)",
  ]

  @Test func workSubmittedFromACallbackRunsAfterTheTransitionInCallOrderWithNavigation() throws {
    let world = Harness()
    let (nav, a, _, c) = try world.shownStackOfAB()
    var submitted = false
    a.onEvent = { [unowned nav, unowned a, unowned c] event in
      guard event == .willAppear, !submitted else { return }
      submitted = true
      let ranNow = try? a.submitToTreeEngine(Request(anchor: a, name: "first", trace: world.trace))
      #expect(ranNow == false)
      try? nav.push(c, animated: false)
      _ = try? a.submitToTreeEngine(Request(anchor: a, name: "second", trace: world.trace))
    }
    try nav.pop(animated: false)
    world.expectTrace(
      Self.popOfB + [
        "first.ran",
        "C.viewDidLoad", "A.willDisappear(false)", "C.willAppear(false)[toParent]",
        "A.didDisappear(false)", "C.didAppear(false)[toParent]",
        "second.ran",
      ])
    world.expectDiagnostics([])
    a.onEvent = nil
  }

  @Test func workThatDoesNotWaitForHoldsRunsDuringAGestureAndWorkThatWaitsRunsAfterIt() throws {
    let world = Harness()
    let (nav, a, _, _) = try world.shownStackOfAB()
    a.loadViewIfNeeded()
    let gesture = try nav.beginInteractivePop()
    world.clear()
    let waiting = Request(anchor: a, name: "waits", trace: world.trace)
    waiting.waitsForHolds = true
    let free = Request(anchor: a, name: "free", trace: world.trace)
    free.waitsForHolds = false
    #expect(try a.submitToTreeEngine(waiting) == false)
    #expect(try a.submitToTreeEngine(free) == true)
    world.expectTrace(["free.ran"])
    gesture.finish()
    world.expectTrace(["B.didDisappear(true)[fromParent]", "A.didAppear(true)", "waits.ran"])
    world.expectDiagnostics([])
  }

  @Test func navigationFromInsideTheWorkWaitsForItsEnd() throws {
    let world = Harness()
    let (nav, a, b, c) = try world.shownStackOfAB()
    let request = Request(anchor: a, name: "update", trace: world.trace)
    request.body = { [unowned nav, unowned c] in
      try? nav.push(c, animated: false)
      world.trace.lines.append("update.end")
    }
    try b.submitToTreeEngine(request)
    world.expectTrace([
      "update.ran", "update.end",
      "C.viewDidLoad", "B.willDisappear(false)", "C.willAppear(false)[toParent]",
      "B.didDisappear(false)", "C.didAppear(false)[toParent]",
    ])
    world.expectDiagnostics([])
  }

  @Test func queuedWorkThatFailsIsReportedAsADiagnostic() throws {
    let world = Harness()
    let (nav, a, _, _) = try world.shownStackOfAB()
    var submitted = false
    a.onEvent = { [unowned a] event in
      guard event == .didAppear, !submitted else { return }
      submitted = true
      let request = Request(anchor: a, name: "broken", trace: world.trace)
      request.fails = true
      _ = try? a.submitToTreeEngine(request)
    }
    try nav.pop(animated: false)
    world.expectTrace(Self.popOfB)
    #expect(world.diagnostics.map(\.message) == ["queued request broken failed: broken refused"])
    world.expectDiagnostics([.queuedOperationFailed])
    a.onEvent = nil
  }
}
