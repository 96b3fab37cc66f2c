public import Actions
import Foundation
public import Lifecycle
public import Testing

/// One navigation test's world in one value: its own registry, a recorder that hears every
/// screen made in it, the diagnostics it reported, and the windows it showed, kept alive.
///
/// ```swift
/// import Lifecycle
/// import LifeCircleTesting
/// import Testing
///
/// @Test @MainActor func pushShowsDetail() throws {
///   let scene = TestScene()
///   let navigation = scene.show(NavigationController(rootController: ScreenController(title: "Home")))
///   try navigation.push(scene.make { ScreenController(title: "Detail") })
///   scene.expectTrace([
///     "Home.willDisappear(true)", "Detail.willAppear(true)",
///     "Home.didDisappear(true)", "Detail.didAppear(true)",
///   ])
/// }
/// ```
///
/// **Isolation.** Controllers made inside ``make(_:)`` or ``show(_:resettingTrace:)`` use this
/// scene's ``registry``: they hear its global actions and no one else's, and report their
/// diagnostics here, so tests run in parallel without seeing each other. So do controllers
/// made in a callback of a screen of the scene (a splash making the home screen in
/// `viewDidAppear`): while a tree delivers, its registry is current. Controllers made
/// anywhere else use whichever registry is current there (the shared one, usually).
///
/// **Screens made elsewhere.** A controller made outside ``make(_:)`` (a router that builds its
/// screens as it navigates, say) belongs to another registry: it hears none of the scene's
/// global actions. When one comes on screen in a window of the scene, the scene records a
/// `Diagnostic` of kind `controllerFromAnotherRegistry` that names it and
/// the cure, once per controller. A window made outside ``make(_:)`` that shows screens of the
/// scene (a router that makes its own window) decides their focus with its own registry: the
/// scene records a diagnostic of the same kind naming the window (by its root) and the screen,
/// once per window. Registries passed to ``collectDiagnostics(of:)`` are part of the scene and
/// are not reported, nor are their windows.
///
/// **Diagnostics.** Each one is kept in ``diagnostics`` until a test checks it with
/// ``expectDiagnostics(_:sourceLocation:)`` (by kind) or
/// ``expectDiagnostics(causes:sourceLocation:)`` (a refusal by its cause, a value), or forgets
/// it with ``clear()``; reading
/// ``diagnostics`` checks those it returns. A scene freed with diagnostics still unchecked fails
/// the test: it records one Swift Testing issue at the line that made the scene, naming each, so
/// a refused operation never passes unseen. A scene made with
/// `allowingUncheckedDiagnostics: true` (or whose ``allowsUncheckedDiagnostics`` was set) says
/// it expects diagnostics it does not check, and records none. This library does not link
/// XCTest: in an XCTest test the issue belongs to no Swift Testing test, so `swift test`
/// reports it as an issue of an unknown test and the run fails, but no XCTest case does.
///
/// **End.** When the scene is freed (at the end of the test that made it), it hides every window
/// of its registry still visible, so nothing made in the scene stays on screen or in memory.
///
/// **Memory.** Keeps the windows it showed (as an app keeps its windows) until ``hideWindows()``
/// or until the scene is freed; the recorder holds controllers weakly.
///
/// **Threading.** Main actor only, like the controllers it makes.
@MainActor
public final class TestScene {
  /// The scene's own registry; current inside ``make(_:)`` and ``show(_:resettingTrace:)``.
  public let registry = LifeCircleRegistry()

  /// Registered as a global action of ``registry`` (unless the scene was made with
  /// `recordingEvents: false`): it hears every appearance event of every screen made in the
  /// scene, in dispatch order.
  public let recorder = RecordingAction()

  /// The diagnostics ``registry`` reported since the scene was made or last cleared, oldest first.
  ///
  /// Reading it checks them: a scene freed with no diagnostic reported after the last read, or
  /// the last ``expectDiagnostics(_:sourceLocation:)`` or ``clear()``, records no issue.
  public var diagnostics: [Diagnostic] {
    checkedCount = reported.count
    return reported
  }

  /// Whether the scene expects diagnostics the test does not check: when `true`, a scene freed
  /// with unchecked diagnostics records no issue. `false` unless the scene was made with
  /// `allowingUncheckedDiagnostics: true`; set it for a test that provokes refusals on purpose
  /// and asserts something else (a fuzzer that only checks invariants, say).
  public var allowsUncheckedDiagnostics: Bool

  /// Every diagnostic reported since the scene was made or last cleared, oldest first.
  private var reported: [Diagnostic] = []

  /// How many of ``reported`` (the oldest) a test has checked.
  private var checkedCount = 0

  /// Where the scene was made: where the issue for unchecked diagnostics points.
  private let creationLocation: SourceLocation

  /// The windows ``show(_:resettingTrace:)`` made, oldest first; still visible unless hidden.
  public private(set) var windows: [Window] = []

  /// What the last reset by ``show(_:resettingTrace:)`` forgot, said in the failure of the next
  /// ``expectTrace(_:clearing:sourceLocation:)`` that does not match.
  private var resetNote: String?

  /// Creates an empty scene.
  ///
  /// - Parameters:
  ///   - recordingEvents: Whether ``recorder`` is registered in ``registry``; `false` leaves the
  ///     registry without actions, for tests that count or order global actions themselves.
  ///   - recordingFocus: Whether ``recorder`` records focus events too
  ///     (`RecordingAction.recordsFocus`), interleaved with appearance in the trace.
  ///   - allowingUncheckedDiagnostics: Whether the scene may be freed with diagnostics the test
  ///     never checked without failing it (see ``allowsUncheckedDiagnostics``); `false` by
  ///     default.
  ///   - fileID: With `filePath`, `line` and `column`, where a scene freed with unchecked
  ///     diagnostics reports its issue: the caller's line by default (plain literals rather
  ///     than a `SourceLocation`, so a caller need not import Testing).
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  public init(
    recordingEvents: Bool = true, recordingFocus: Bool = false,
    allowingUncheckedDiagnostics: Bool = false,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    DispatchQueue.main.setSpecific(key: mainQueueKey, value: ())
    allowsUncheckedDiagnostics = allowingUncheckedDiagnostics
    creationLocation = SourceLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    recorder.recordsFocus = recordingFocus
    if recordingEvents { registry.register(recorder) }
    collectDiagnostics(of: registry)
    registry.foreignControllerObserver = { [weak self] controller in
      self?.noteControllerMadeElsewhere(controller)
    }
    registry.foreignWindowObserver = { [weak self] window, controller in
      self?.noteWindowMadeElsewhere(window, showing: controller)
    }
  }

  /// Sends the scene's app to the background: the screens that hold its focus lose it
  /// (`enteredBackground`), with no appearance callback (`LifeCircleApp.enterBackground()` for
  /// ``registry``).
  public func enterBackground() {
    registry.setInBackground(true)
  }

  /// Brings the scene's app back to the foreground: the key window's focused screens gain focus
  /// (`returnedFromBackground`).
  public func enterForeground() {
    registry.setInBackground(false)
  }

  /// Runs `body` with the scene's registry current, so controllers made there belong to it.
  ///
  /// - Returns: What `body` returns.
  public func make<T>(_ body: () throws -> T) rethrows -> T {
    try LifeCircleRegistry.scoped(registry, body)
  }

  /// Makes `root` in this scene, puts it in a new window that becomes key and visible, and keeps
  /// the window.
  ///
  /// - Parameters:
  ///   - root: The window's root, evaluated with the scene's registry current.
  ///   - resettingTrace: Whether to forget the events of the window's appearance, so the next
  ///     ``expectTrace(_:clearing:sourceLocation:)`` starts after them; `true` by default (a
  ///     test usually sets its screens up, then checks the navigation under test). Pass `false`
  ///     to check the first appearance itself. When a reset forgot events and the next
  ///     `expectTrace` fails, its failure says so.
  /// - Returns: The root, for navigation.
  @discardableResult
  public func show<Root: ScreenController>(
    _ root: @autoclosure () throws -> Root, resettingTrace: Bool = true
  ) rethrows -> Root {
    let root = try make(root)
    showWindow(root, resettingTrace: resettingTrace)
    return root
  }

  /// Puts `root` in a new window of this scene that becomes key and visible, and keeps the
  /// window: ``show(_:resettingTrace:)`` for tests that hide the window or replace its root.
  ///
  /// - Parameters:
  ///   - root: The window's root.
  ///   - resettingTrace: Whether to forget the events of the window's appearance; `true` by
  ///     default.
  /// - Returns: The window, visible.
  @discardableResult
  public func showWindow(_ root: ScreenController, resettingTrace: Bool = true) -> Window {
    let window = make { Window(rootController: root) }
    window.makeKeyAndVisible()
    windows.append(window)
    if resettingTrace, !recorder.trace.isEmpty {
      let count = recorder.trace.count
      resetNote =
        "show(_:) forgot the \(count) event\(count == 1 ? "" : "s") of the window's appearance (\(recorder.trace.first ?? "")...); pass resettingTrace: false to expect them"
      recorder.reset()
    }
    return window
  }

  /// Collects the diagnostics of `other` too (a feature module's own registry, say), from now
  /// on: they join ``diagnostics`` in the order they are reported. Replaces
  /// `other`'s `diagnosticHandler`.
  public func collectDiagnostics(of other: LifeCircleRegistry) {
    other.diagnosticHandler = { [weak self] in self?.reported.append($0) }
    if other !== registry { registry.acceptsControllers(of: other) }
  }

  /// Controllers already reported as made outside the scene (reported once each).
  private var reportedElsewhere: Set<ObjectIdentifier> = []

  /// A controller made outside ``make(_:)`` came on screen in one of the scene's windows: it
  /// hears none of the scene's global actions, so the test is told, once per controller.
  private func noteControllerMadeElsewhere(_ controller: ScreenController) {
    guard reportedElsewhere.insert(ObjectIdentifier(controller)).inserted else { return }
    reported.append(
      Diagnostic(
        kind: .controllerFromAnotherRegistry,
        message:
          "\(controller.quotedName) was made outside scene.make and came on screen in this scene: it hears none of the scene's global actions, so its callbacks are missing from the trace; create it inside scene.make { ... }, or, from a screen's own hook, inside LifeCircleRegistry.scoped(screen.lifeCircleRegistry) { ... } (a registry of its own joins the scene with scene.collectDiagnostics(of:))"
      ))
  }

  /// Windows already reported as made outside the scene (reported once each), held weakly.
  private var reportedWindows: [WeakWindowBox] = []

  /// A window made outside ``make(_:)`` shows a screen of the scene: its registry, not the
  /// scene's, decides that screen's focus (key window, background), so the test is told, once
  /// per window.
  private func noteWindowMadeElsewhere(_ window: Window, showing controller: ScreenController) {
    reportedWindows.removeAll { $0.window == nil }
    guard !reportedWindows.contains(where: { $0.window === window }) else { return }
    reportedWindows.append(WeakWindowBox(window: window))
    reported.append(
      Diagnostic(
        kind: .controllerFromAnotherRegistry,
        message:
          "the window of \(window.rootController.quotedName) was made outside scene.make and shows \(controller.quotedName) of this scene: its registry, not the scene's, decides the focus of the scene's screens in it, so their focus events and screen views are missing or wrong; make the window inside scene.make { ... } or with scene.showWindow(_:)"
      ))
  }

  /// Expects the recorder's trace to be exactly `expected`; on a mismatch, records one Swift
  /// Testing issue at the caller's line with a line-by-line diff.
  ///
  /// - Parameters:
  ///   - expected: The exact lines, oldest first, such as `Home.didAppear(false)`.
  ///   - clearing: Whether to reset the recorder afterwards; `true` by default.
  ///   - sourceLocation: Where a failure is reported; the caller's line by default.
  /// - Returns: Whether the trace matched.
  @discardableResult
  public func expectTrace(
    _ expected: [String], clearing: Bool = true,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> Bool {
    let note = resetNote
    resetNote = nil
    let matched = LifeCircleTesting.expectTrace(
      recorder, expected, clearing: clearing, sourceLocation: sourceLocation)
    if !matched, let note { Issue.record(Comment(rawValue: note), sourceLocation: sourceLocation) }
    return matched
  }

  /// Expects exactly these diagnostic kinds since the last check, in order, then forgets them.
  ///
  /// - Parameters:
  ///   - expected: The kinds, oldest first; empty to expect none.
  ///   - sourceLocation: Where a failure is reported; the caller's line by default.
  public func expectDiagnostics(
    _ expected: [Diagnostic.Kind], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(
      reported.map(\.kind) == expected, "diagnostics: \(reported)",
      sourceLocation: sourceLocation)
    forgetDiagnostics()
  }

  /// Expects exactly these diagnostic causes since the last check, in order, then forgets
  /// them: the way to check refusals (kind `refusedOperation`, whose every diagnostic has a
  /// cause) as values, whatever their messages say.
  ///
  /// ```swift
  /// import LifeCircleTesting
  /// import Lifecycle
  /// import Testing
  ///
  /// @Test @MainActor func aChildOfAStackCannotLeaveByItself() throws {
  ///   let scene = TestScene()
  ///   let navigation = scene.show(
  ///     NavigationController(rootController: ScreenController(title: "Home")))
  ///   navigation.viewControllers[0].removeFromParent()  // refused: use pop
  ///   scene.expectDiagnostics(causes: [.removeFromParentRefused(.managedByContainer)])
  /// }
  /// ```
  ///
  /// A diagnostic without a cause (another kind) never matches: check those with
  /// ``expectDiagnostics(_:sourceLocation:)``, or read ``diagnostics``.
  ///
  /// - Parameters:
  ///   - expected: The causes, oldest first; empty to expect no diagnostic at all.
  ///   - sourceLocation: Where a failure is reported; the caller's line by default.
  public func expectDiagnostics(
    causes expected: [Diagnostic.Cause], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(
      reported.map(\.cause) == expected.map(Optional.some), "diagnostics: \(reported)",
      sourceLocation: sourceLocation)
    forgetDiagnostics()
  }

  /// Forgets the recorded events and the diagnostics so far (which counts as checking them).
  public func clear() {
    resetNote = nil
    recorder.reset()
    forgetDiagnostics()
  }

  private func forgetDiagnostics() {
    reported.removeAll()
    checkedCount = 0
  }

  /// Hides every visible window of the scene's registry (those ``show(_:resettingTrace:)`` made
  /// and any other made in ``make(_:)``), last made first, and lets go of them: every screen in
  /// them disappears, and the scene ends with nothing on screen.
  public func hideWindows() {
    Self.hideVisibleWindows(of: registry)
    windows.removeAll()
  }

  // Not an isolated deinit: that one runs without the task-local values of the code that let
  // go of the scene (SE-0371), so its issue would belong to no test. This one runs where the
  // last reference went, inside the test, and reads only the scene's Sendable stored state.
  deinit {
    let unchecked = reported[checkedCount...]
    let isAllowed = allowsUncheckedDiagnostics
    if !unchecked.isEmpty && !isAllowed {
      let count = unchecked.count
      let list = unchecked.map { "- \($0)" }.joined(separator: "\n")
      let comment =
        "TestScene freed with \(count) diagnostic\(count == 1 ? "" : "s") never checked (check them with expectDiagnostics, forget them with clear(), or make the scene with allowingUncheckedDiagnostics: true):\n\(list)"
      Issue.record(Comment(rawValue: comment), sourceLocation: creationLocation)
    }
    let registry = registry
    if DispatchQueue.getSpecific(key: mainQueueKey) != nil {
      MainActor.assumeIsolated { Self.hideVisibleWindows(of: registry) }
    } else {
      Task { @MainActor in Self.hideVisibleWindows(of: registry) }
    }
  }

  /// Hides every visible window of `registry`, last made first.
  private static func hideVisibleWindows(of registry: LifeCircleRegistry) {
    for window in registry.windows.reversed() where window.isVisible { window.hide() }
  }
}

/// A window held weakly.
@MainActor
private final class WeakWindowBox {
  weak var window: Window?
  init(window: Window) { self.window = window }
}

/// Marks the main queue (the main actor's), so a deinit learns whether it runs there: on
/// Linux the main actor's queue is not always drained by the main thread, so
/// `Thread.isMainThread` cannot tell.
private let mainQueueKey = DispatchSpecificKey<Void>()
