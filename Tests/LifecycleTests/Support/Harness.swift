import Actions
import LifeCircleTesting
import Lifecycle
import Testing

/// Collects the lines that screens and actions write, in order.
@MainActor
final class Trace {
  var lines: [String] = []
}

/// A screen that writes its own hooks to a ``Trace``: `Title.viewDidLoad`,
/// `Title.willAppear(false)`, with the UIKit flags seen inside the hook as a suffix such as
/// `[toParent]`.
@MainActor
class TracedScreen: ScreenController {
  let trace: Trace
  var onEvent: ((LifecycleEvent) -> Void)?

  init(_ title: String, trace: Trace) {
    self.trace = trace
    super.init(title: title)
  }

  override func viewDidLoad() { trace.lines.append("\(title).viewDidLoad") }
  override func viewWillAppear(_ animated: Bool) { hook(.willAppear, animated) }
  override func viewDidAppear(_ animated: Bool) { hook(.didAppear, animated) }
  override func viewWillDisappear(_ animated: Bool) { hook(.willDisappear, animated) }
  override func viewDidDisappear(_ animated: Bool) { hook(.didDisappear, animated) }

  private func hook(_ event: LifecycleEvent, _ animated: Bool) {
    trace.lines.append("\(title).\(event)(\(animated))\(flagSuffix(of: self))")
    onEvent?(event)
  }
}

/// `[toParent]`, `[fromParent,dismissed]` or an empty string.
@MainActor
func flagSuffix(of controller: ScreenController) -> String {
  var flags: [String] = []
  if controller.isMovingToParent { flags.append("toParent") }
  if controller.isMovingFromParent { flags.append("fromParent") }
  if controller.isBeingPresented { flags.append("presented") }
  if controller.isBeingDismissed { flags.append("dismissed") }
  return flags.isEmpty ? "" : "[\(flags.joined(separator: ","))]"
}

/// An action that writes `name:Title.event(animated)` to a ``Trace`` and can run a block on
/// each event, to mutate registries during dispatch. The block is stored on the action: capture
/// the harness, the action and any owner of it `unowned`, or the test leaks a cycle (the address
/// sanitizer's leak check runs the tests too).
@MainActor
final class TraceAction: LifeCircleEventObserver {
  let name: String
  let trace: Trace
  var onEvent: ((ScreenController, LifecycleEvent) -> Void)?

  init(_ name: String, trace: Trace) {
    self.name = name
    self.trace = trace
  }

  func hostController(
    _ controller: ScreenController, didReceive event: LifecycleEvent, animated: Bool
  ) {
    trace.lines.append("\(name):\(controller.title).\(event)(\(animated))")
    onEvent?(controller, event)
  }
}

/// One test's world: a ``TestScene`` without its recorder (so the registry holds only the
/// test's own actions), a trace that traced screens and actions write, and the diagnostics.
@MainActor
final class Harness {
  let scene = TestScene(recordingEvents: false)
  let trace = Trace()

  /// The scene's registry: current inside ``make(_:)``.
  var registry: LifeCircleRegistry { scene.registry }

  /// The diagnostics reported so far, by this harness's registries.
  var diagnostics: [Diagnostic] { scene.diagnostics }

  /// A second registry whose diagnostics this harness collects too (a feature module's, say).
  func secondRegistry() -> LifeCircleRegistry {
    let other = LifeCircleRegistry()
    scene.collectDiagnostics(of: other)
    return other
  }

  /// Runs `body` with this harness's registry current, so controllers made there use it.
  func make<T>(_ body: () throws -> T) rethrows -> T {
    try scene.make(body)
  }

  /// A traced screen in this harness's registry.
  func screen(_ title: String) -> TracedScreen {
    make { TracedScreen(title, trace: trace) }
  }

  /// A plain, untraced ``ScreenController`` in this harness's registry: what the inspection
  /// tests describe as `"Title" (ScreenController)`.
  func plainScreen(_ title: String) -> ScreenController {
    make { ScreenController(title: title) }
  }

  /// A global action in this harness's registry that writes to the trace.
  @discardableResult
  func globalAction(_ name: String) -> TraceAction {
    let action = TraceAction(name, trace: trace)
    registry.register(action)
    return action
  }

  /// A traced action, not registered.
  func action(_ name: String) -> TraceAction {
    TraceAction(name, trace: trace)
  }

  /// A window around `root`, shown and kept, with the trace cleared afterwards.
  func shownWindow(_ root: ScreenController) -> Window {
    let window = scene.showWindow(root)
    clear()
    return window
  }

  /// Forgets the trace and the diagnostics so far.
  func clear() {
    trace.lines.removeAll()
    scene.clear()
  }

  /// Expects the trace to be exactly `expected`, then clears it. On a mismatch, the failure
  /// shows both sequences line by line at the caller's line.
  func expectTrace(
    _ expected: [String], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    if let difference = traceDifference(expected: expected, actual: trace.lines) {
      Issue.record(Comment(rawValue: difference), sourceLocation: sourceLocation)
    }
    trace.lines.removeAll()
  }

  /// Expects exactly these diagnostic kinds, in order, then clears them.
  func expectDiagnostics(
    _ expected: [Diagnostic.Kind], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    scene.expectDiagnostics(expected, sourceLocation: sourceLocation)
  }

  /// Expects exactly these refusal causes, in order, then clears them.
  func expectDiagnostics(
    causes expected: [Diagnostic.Cause], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    scene.expectDiagnostics(causes: expected, sourceLocation: sourceLocation)
  }
}

/// Whether two lists hold the same instances in the same order.
@MainActor
func same(_ lhs: [ScreenController], _ rhs: [ScreenController]) -> Bool {
  lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0 === $1 }
}

extension Harness {
  /// A navigation controller in this harness's registry.
  func navigation(_ root: ScreenController, title: String = "Nav") -> NavigationController {
    make { NavigationController(rootController: root, title: title) }
  }

  /// A tab controller in this harness's registry.
  func tabs(_ tabs: [ScreenController], title: String = "Tabs") -> TabController {
    make { TabController(tabs: tabs, title: title) }
  }

  /// A shown navigation controller "Nav" holding `A` with `B` pushed on it, and a spare `C`.
  func shownStackOfAB() throws -> (
    nav: NavigationController, a: TracedScreen, b: TracedScreen, c: TracedScreen
  ) {
    let (a, b, c) = (screen("A"), screen("B"), screen("C"))
    let nav = navigation(a)
    try nav.push(b)
    _ = shownWindow(nav)
    return (nav, a, b, c)
  }

  /// Expects `body` to throw a ``NavigationError`` with `reason`, with no callback and no
  /// diagnostic.
  func expectRefusal(
    _ reason: NavigationError.Reason, sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () throws -> Void
  ) {
    #expect(sourceLocation: sourceLocation) {
      try body()
    } throws: { error in
      (error as? NavigationError)?.reason == reason
    }
    expectTrace([], sourceLocation: sourceLocation)
    expectDiagnostics([], sourceLocation: sourceLocation)
  }
}
