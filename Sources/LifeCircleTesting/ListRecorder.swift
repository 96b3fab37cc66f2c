import Actions
import Delegation
public import Lifecycle
public import Lists
public import Testing

/// Records what a list does, one readable line per callback, to compare with an exact expected
/// sequence: the list's appearance events, its display and selection callbacks and its updates.
///
/// Attach it to a list (``attach(to:)``: an additional delegate and an own action of the list),
/// or register it globally to hear every list of a registry (then add it to each list's
/// `additionalDelegates` for row callbacks). Lines:
/// - `Feed.willAppear(false)` (every appearance event, as `RecordingAction` writes them)
/// - `Feed.willDisplay [0, 3]`, `Feed.didEndDisplaying [0, 3]` (content paths)
/// - `Feed.didSelect [0, 1]`, `Feed.didDeselect [0, 1]`
/// - `Feed.didUpdate batch inserted rows [0, 0]`, `Feed.didUpdate reload` (`ListChange`'s
///   description)
/// - with `recordsSections`, `Feed.willDisplaySection 0` and `Feed.didEndDisplayingSection 0`
/// - set as the list's `prefetchDataSource`, `Feed.prefetch [0, 4] [0, 5]` and
///   `Feed.cancelPrefetching [0, 0]`
///
/// **Memory.** Holds lists weakly (it is one of their weak delegates and their actions never
/// hold their hosts).
@MainActor
public final class ListRecorder: ListAction, ListDelegate, ListPrefetching,
  LifeCircleEventObserver
{
  /// The lines recorded so far, oldest first.
  public private(set) var trace: [String] = []

  /// Whether section display events are recorded (off by default, so row traces stay short).
  public let recordsSections: Bool

  /// Creates a recorder with an empty trace.
  ///
  /// - Parameter recordsSections: Whether to record the list's `willDisplaySection` and
  ///   `didEndDisplayingSection` callbacks; `false` by default.
  public init(recordsSections: Bool = false) {
    self.recordsSections = recordsSections
  }

  /// Makes this recorder one of `list`'s additional delegates and one of its own actions.
  public func attach(to list: ListController) {
    list.additionalDelegates.add(self)
    list.registerLifeCircleAction(self)
  }

  /// Forgets everything recorded so far.
  public func reset() { trace.removeAll() }

  /// The difference between ``trace`` and `expected`, or `nil` when they are equal (see
  /// `traceDifference(expected:actual:)` in `Actions`).
  public func traceDifference(from expected: [String]) -> String? {
    Actions.traceDifference(expected: expected, actual: trace)
  }

  /// Records `Title.event(animated)`.
  public func hostController(
    _ controller: ScreenController, didReceive event: LifecycleEvent, animated: Bool
  ) {
    trace.append("\(controller.title).\(event.name)(\(animated))")
  }

  /// Records `Title.didUpdate change`.
  public func list(_ list: ListController, didUpdate change: ListChange) {
    trace.append("\(list.title).didUpdate \(change)")
  }

  /// Records `Title.willDisplay [s, r]`.
  public func list(_ list: ListController, willDisplayRowAt indexPath: ListIndexPath) {
    trace.append("\(list.title).willDisplay \(indexPath)")
  }

  /// Records `Title.didEndDisplaying [s, r]`.
  public func list(_ list: ListController, didEndDisplayingRowAt indexPath: ListIndexPath) {
    trace.append("\(list.title).didEndDisplaying \(indexPath)")
  }

  /// Records `Title.willDisplaySection s` when ``recordsSections`` is on.
  public func list(_ list: ListController, willDisplaySection section: Int) {
    if recordsSections { trace.append("\(list.title).willDisplaySection \(section)") }
  }

  /// Records `Title.didEndDisplayingSection s` when ``recordsSections`` is on.
  public func list(_ list: ListController, didEndDisplayingSection section: Int) {
    if recordsSections { trace.append("\(list.title).didEndDisplayingSection \(section)") }
  }

  /// Records `Title.prefetch [s, r] [s, r] ...`.
  public func list(_ list: ListController, prefetchRowsAt indexPaths: [ListIndexPath]) {
    trace.append("\(list.title).prefetch \(indexPaths.map(\.description).joined(separator: " "))")
  }

  /// Records `Title.cancelPrefetching [s, r] [s, r] ...`.
  public func list(_ list: ListController, cancelPrefetchingForRowsAt indexPaths: [ListIndexPath]) {
    trace.append(
      "\(list.title).cancelPrefetching \(indexPaths.map(\.description).joined(separator: " "))")
  }

  /// Records `Title.didSelect [s, r]`.
  public func list(_ list: ListController, didSelectRowAt indexPath: ListIndexPath) {
    trace.append("\(list.title).didSelect \(indexPath)")
  }

  /// Records `Title.didDeselect [s, r]`.
  public func list(_ list: ListController, didDeselectRowAt indexPath: ListIndexPath) {
    trace.append("\(list.title).didDeselect \(indexPath)")
  }
}

/// Expects `recorder`'s trace to be exactly `expected`; on a mismatch, records one Swift Testing
/// issue at the caller's line with a line-by-line diff.
///
/// ```swift
/// @Test @MainActor func aNewRowOnTopPushesTheLastOneOut() throws {
///   let scene = TestScene()
///   let source = ListSnapshotDataSource<String> { text, _ in ListCell(text) }
///   let feed = scene.make { ListController(title: "Feed") }
///   feed.dataSource = source
///   feed.viewport = ListViewport(firstRow: 0, rowCount: 3)  // three rows fit on screen
///   try feed.apply(ListSnapshot(["b", "c", "d"]))
///   scene.show(feed)
///   let recorder = ListRecorder()
///   recorder.attach(to: feed)
///   try feed.apply(ListSnapshot(["a", "b", "c", "d"]))
///   expectListTrace(recorder, [
///     "Feed.didEndDisplaying [0, 2]", "Feed.didUpdate batch inserted rows [0, 0]",
///     "Feed.willDisplay [0, 0]",
///   ])
/// }
/// ```
///
/// - Parameters:
///   - recorder: The list recorder.
///   - expected: The exact expected lines, oldest first.
///   - clearing: Whether to reset the recorder afterwards; `true` by default.
///   - sourceLocation: Where a failure is reported; the caller's line by default.
/// - Returns: Whether the trace matched.
@MainActor
@discardableResult
public func expectListTrace(
  _ recorder: ListRecorder, _ expected: [String], clearing: Bool = true,
  sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
  defer { if clearing { recorder.reset() } }
  return recordTraceDifference(
    recorder.traceDifference(from: expected), sourceLocation: sourceLocation)
}
