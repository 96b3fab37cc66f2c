import Actions
import Delegation
import LifeCircleTesting
import Lifecycle
import Lists
import Testing

/// Lists whose data changes inside their own callbacks (LISTS §1.2 "Re-entrancy", DESIGN "One
/// engine, lists included"): row requests from `willDisplay`, `didEndDisplaying`, a list
/// action's `didUpdate`, a batch's completion and the empty-state placeholder's callbacks;
/// `reloadData()` from inside a batch's callbacks; data changed with no request.
@MainActor
@Suite struct ListCallbackAdversaryTests {
  /// A row scrolled out of view deletes itself from its own `didEndDisplaying` (the cure: the
  /// data changes inside the batch's block): the batch waits for the scroll's last callback,
  /// then the row below leaves the viewport with its before-state path.
  @Test func aRowDeletedFromItsOwnEndOfDisplayIsDeletedAfterTheScroll() throws {
    let world = TestScene()
    let source = RowsSource(rows: ["a", "b", "c"])
    let recorder = ListRecorder()
    let list = world.list(
      source: source, recorder: recorder, viewport: ListViewport(firstRow: 0, rowCount: 2))
    world.show(list)
    recorder.reset()
    let delegate = AdversaryListDelegate()
    delegate.didEnd = { [unowned list, unowned source] path in
      delegate.didEnd = nil
      try? list.performBatchUpdates {
        source.sections[0].remove(at: path.row)
        try list.deleteRows(at: [path])
      }
      #expect(list.numberOfRows(inSection: 0) == 3)
    }
    list.delegate = delegate
    list.viewport = ListViewport(firstRow: 1, rowCount: 2)
    expectListTrace(
      recorder,
      [
        "Feed.didEndDisplaying [0, 0]", "Feed.willDisplay [0, 2]",
        "Feed.didEndDisplaying [0, 1]", "Feed.didUpdate batch deleted rows [0, 0]",
      ])
    #expect(list.display.renderedRows() == [["b", "c"]])
    #expect(list.indexPathsForVisibleRows == [path(1)])
    world.expectDiagnostics([])
  }

  /// `reloadData()` asked by a list action from the `didUpdate` of a batch: it waits for the
  /// batch's last callback and its completion, then ends every row and displays them again.
  @Test func aReloadFromABatchsDidUpdateRunsAfterTheBatchAndItsCompletion() throws {
    let world = TestScene()
    let source = RowsSource(rows: ["a", "b"])
    let recorder = ListRecorder()
    let list = world.shownList(source: source, recorder: recorder)
    let action = AdversaryListAction()
    action.didUpdate = { [unowned list] change in
      guard change.kind == .batch else { return }
      list.reloadData()
    }
    list.registerLifeCircleAction(action)
    var completed: [String] = []
    list.performBatchUpdates(
      {
        source.sections[0].insert("x", at: 0)
        try list.insertRows(at: [path(0)])
      },
      completion: { result in
        completed.append("\((try? result.get()).map(\.description) ?? "refused")")
        completed.append(recorder.trace.last ?? "nothing")
      })
    expectListTrace(
      recorder,
      [
        "Feed.didUpdate batch inserted rows [0, 0]", "Feed.willDisplay [0, 0]",
        "Feed.didEndDisplaying [0, 0]", "Feed.didEndDisplaying [0, 1]",
        "Feed.didEndDisplaying [0, 2]", "Feed.didUpdate reload", "Feed.willDisplay [0, 0]",
        "Feed.willDisplay [0, 1]", "Feed.willDisplay [0, 2]",
      ])
    #expect(completed == ["batch inserted rows [0, 0]", "Feed.willDisplay [0, 0]"])
    #expect(list.display.renderedRows() == [["x", "a", "b"]])
    world.expectDiagnostics([])
  }

  /// A row request made from a batch's completion, after its last callback: the list shows
  /// the new row once, the completions each hear their own change once, in order.
  @Test func aBatchFromABatchsCompletionRunsOnceAfterIt() throws {
    let world = TestScene()
    let source = RowsSource(rows: ["a"])
    let recorder = ListRecorder()
    let list = world.shownList(source: source, recorder: recorder)
    var outcomes: [String] = []
    list.performBatchUpdates(
      {
        source.sections[0].append("b")
        try list.insertRows(at: [path(1)])
      },
      completion: { [unowned list] result in
        outcomes.append("first \((try? result.get()).map(\.description) ?? "refused")")
        list.performBatchUpdates(
          {
            source.sections[0].remove(at: 0)
            try list.deleteRows(at: [path(0)])
          },
          completion: { result in
            outcomes.append("second \((try? result.get()).map(\.description) ?? "refused")")
          })
      })
    expectListTrace(
      recorder,
      [
        "Feed.didUpdate batch inserted rows [0, 1]", "Feed.willDisplay [0, 1]",
        "Feed.didEndDisplaying [0, 0]", "Feed.didUpdate batch deleted rows [0, 0]",
      ])
    #expect(outcomes == ["first batch inserted rows [0, 1]", "second batch deleted rows [0, 0]"])
    #expect(list.display.renderedRows() == [["b"]])
    world.expectDiagnostics([])
  }

  /// The placeholder's own `willAppear` fills the list through a batch: the batch waits for
  /// the push that shows the list, then the placeholder goes before the first row comes
  /// (LISTS §1.2 phases), every callback legal and balanced.
  @Test func aBatchFromThePlaceholdersWillAppearRunsAfterTheAppearance() throws {
    let world = TestScene()
    let feed = AdversaryFeed(in: world)
    let list = feed.list
    let source = feed.source
    let log = feed.log
    let placeholder = feed.placeholder
    let action = feed.action
    let navigation = world.show(
      NavigationController(rootController: world.make { ScreenController(title: "Home") }))
    placeholder.onEvent = { [unowned list] event in
      guard event == .willAppear else { return }
      placeholder.onEvent = nil
      try? list.performBatchUpdates {
        source.sections[0] = ["a"]
        try list.insertRows(at: [path(0)])
      }
    }
    try navigation.push(list, animated: false)
    #expect(
      log.take() == [
        "Feed.willAppear", "empty.willAppear", "Feed.didAppear", "empty.didAppear",
        "didUpdate batch inserted rows [0, 0]", "empty.willDisappear", "empty.didDisappear",
        "willDisplay [0, 0]",
      ])
    #expect(!action.isVisible(on: list))
    world.expectDiagnostics([])
  }

  /// The placeholder's `didDisappear`, sent because the list filled, empties the list again
  /// through a batch: queued behind the update under way, the batch ends the row and the
  /// placeholder comes back after it, balanced.
  @Test func aBatchFromThePlaceholdersDisappearanceBringsItBack() throws {
    let world = TestScene()
    let feed = AdversaryFeed(in: world)
    let list = feed.list
    let source = feed.source
    let log = feed.log
    let placeholder = feed.placeholder
    let action = feed.action
    world.show(list)
    _ = log.take()
    placeholder.onEvent = { [unowned list] event in
      guard event == .didDisappear else { return }
      placeholder.onEvent = nil
      try? list.performBatchUpdates {
        source.sections[0] = []
        try list.deleteRows(at: [path(0)])
      }
    }
    try list.performBatchUpdates {
      source.sections[0] = ["a"]
      try list.insertRows(at: [path(0)])
    }
    #expect(
      log.take() == [
        "didUpdate batch inserted rows [0, 0]", "empty.willDisappear", "empty.didDisappear",
        "willDisplay [0, 0]", "didEndDisplaying [0, 0]", "didUpdate batch deleted rows [0, 0]",
        "empty.willAppear", "empty.didAppear",
      ])
    #expect(action.isVisible(on: list))
    world.expectDiagnostics([])
  }

  /// The data source grows with no request while the list is on screen, then a row reload
  /// names one row: the reload is refused (the counts disagree), changes nothing, and the next
  /// `reloadData()` shows the new data.
  @Test func aDataChangeWithNoRequestIsRefusedAtTheNextBatchAndChangesNothing() throws {
    let world = TestScene()
    let source = RowsSource(rows: ["a", "b"])
    let recorder = ListRecorder()
    let list = world.shownList(source: source, recorder: recorder)
    source.sections[0].append("c")
    #expect(throws: ListUpdateError.inconsistentRowCount(section: 0, expected: 2, actual: 3)) {
      try list.reloadRows(at: [path(0)])
    }
    expectListTrace(recorder, [])
    #expect(list.numberOfRows(inSection: 0) == 2)
    list.reloadData()
    expectListTrace(
      recorder,
      [
        "Feed.didEndDisplaying [0, 0]", "Feed.didEndDisplaying [0, 1]", "Feed.didUpdate reload",
        "Feed.willDisplay [0, 0]", "Feed.willDisplay [0, 1]", "Feed.willDisplay [0, 2]",
      ])
    world.expectDiagnostics([])
  }

  /// A data change with no request, made from a row's `willDisplay`, followed by a queued
  /// `insertRows` that declares fewer rows than were added: the list says the data changed
  /// before the queued request, then refuses it in its turn; rows on screen stay as shown.
  @Test func aMiscountedQueuedInsertAfterAnUnannouncedChangeIsReportedTwice() throws {
    let world = TestScene()
    let source = RowsSource(rows: ["a"])
    let recorder = ListRecorder()
    let list = world.list(source: source, recorder: recorder)
    let delegate = AdversaryListDelegate()
    delegate.willDisplay = { [unowned list] _ in
      delegate.willDisplay = nil
      source.sections[0] += ["b", "c"]
      try? list.insertRows(at: [path(1)])
    }
    list.delegate = delegate
    world.show(list)
    expectListTrace(
      recorder, ["Feed.willAppear(false)", "Feed.willDisplay [0, 0]", "Feed.didAppear(false)"])
    #expect(list.numberOfRows(inSection: 0) == 1)
    world.expectDiagnostics([.dataChangedBeforeQueuedUpdate, .queuedOperationFailed])
  }

  /// The same miscounted insert, with a diagnostic handler that answers the first report by
  /// asking the list to reload: the reload, queued behind the insert, supersedes it, so the
  /// insert is never refused and one reload shows every row.
  @Test func aReloadFromTheDiagnosticHandlerSupersedesTheMiscountedInsert() throws {
    let world = TestScene()
    let source = RowsSource(rows: ["a"])
    let recorder = ListRecorder()
    let list = world.list(source: source, recorder: recorder)
    let delegate = AdversaryListDelegate()
    delegate.willDisplay = { [unowned list] _ in
      delegate.willDisplay = nil
      source.sections[0] += ["b", "c"]
      try? list.insertRows(at: [path(1)])
    }
    list.delegate = delegate
    var kinds: [Diagnostic.Kind] = []
    world.registry.diagnosticHandler = { [unowned list] diagnostic in
      kinds.append(diagnostic.kind)
      if kinds.count == 1 { list.reloadData() }
    }
    world.show(list)
    expectListTrace(
      recorder,
      [
        "Feed.willAppear(false)", "Feed.willDisplay [0, 0]", "Feed.didAppear(false)",
        "Feed.didEndDisplaying [0, 0]", "Feed.didUpdate reload", "Feed.willDisplay [0, 0]",
        "Feed.willDisplay [0, 1]", "Feed.willDisplay [0, 2]",
      ])
    #expect(kinds == [.dataChangedBeforeQueuedUpdate])
    #expect(list.display.renderedRows() == [["a", "b", "c"]])
  }
}

/// A list delegate with closures for the display callbacks.
@MainActor
final class AdversaryListDelegate: ListDelegate {
  var willDisplay: ((ListIndexPath) -> Void)?
  var didEnd: ((ListIndexPath) -> Void)?
  func list(_ list: ListController, willDisplayRowAt indexPath: ListIndexPath) {
    willDisplay?(indexPath)
  }
  func list(_ list: ListController, didEndDisplayingRowAt indexPath: ListIndexPath) {
    didEnd?(indexPath)
  }
}

/// A list action with a closure for `didUpdate`.
@MainActor
final class AdversaryListAction: ListAction {
  var didUpdate: ((ListChange) -> Void)?
  func list(_ list: ListController, didUpdate change: ListChange) { didUpdate?(change) }
}

/// One log for a list's appearance, rows, updates and placeholder: `Feed.willAppear`,
/// `willDisplay [0, 0]`, `didUpdate <change>`, `empty.didAppear`.
@MainActor
final class AdversaryLog: ListDelegate, ListAction, LifeCircleEventObserver {
  var lines: [String] = []

  func take() -> [String] {
    defer { lines = [] }
    return lines
  }
  func hostController(
    _ controller: ScreenController, didReceive event: LifecycleEvent, animated: Bool
  ) {
    lines.append("\(controller.title).\(event.name)")
  }
  func list(_ list: ListController, willDisplayRowAt indexPath: ListIndexPath) {
    lines.append("willDisplay \(indexPath)")
  }
  func list(_ list: ListController, didEndDisplayingRowAt indexPath: ListIndexPath) {
    lines.append("didEndDisplaying \(indexPath)")
  }
  func list(_ list: ListController, didUpdate change: ListChange) {
    lines.append("didUpdate \(change)")
  }
}

/// An always-available placeholder that logs its events into an ``AdversaryLog`` and runs a
/// block after logging each.
@MainActor
final class AdversaryPlaceholder: EmptyStateSource, EmptyStateDelegate {
  let log: AdversaryLog
  var onEvent: ((LifecycleEvent) -> Void)?
  init(_ log: AdversaryLog) { self.log = log }
  func emptyStateContent(for list: ListController) -> EmptyStateContent? {
    EmptyStateContent(title: "Nothing")
  }
  func emptyState(for list: ListController, didReceive event: LifecycleEvent) {
    log.lines.append("empty.\(event.name)")
    onEvent?(event)
  }
}
