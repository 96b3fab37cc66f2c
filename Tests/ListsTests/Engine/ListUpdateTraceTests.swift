import LifeCircleTesting
import Lifecycle
import Lists
import Testing

/// Whole event sequences of list updates on the engine: the batch that empties a list with an
/// empty state, a queued reload over waiting batches, and list requests from another tree's
/// callbacks.
@MainActor
@Suite struct ListUpdateTraceTests {
  /// A batch that deletes a list's last rows: the rows end, the list's actions hear the change,
  /// then the placeholder appears, as steps of the one update; a request the placeholder makes
  /// waits until the update is over, after its completion.
  @Test func aBatchThatEmptiesAListEndsItsRowsThenShowsThePlaceholder() throws {
    let world = TestScene()
    let log = SharedLog()
    let source = RowsSource(rows: ["A", "B"])
    let list = world.list(source: source)
    BusinessRecorder(log).attach(to: list)
    let placeholders = ScriptedPlaceholders(log)
    list.registerLifeCircleAction(EmptyStateAction(source: placeholders, delegate: placeholders))
    world.show(list)
    #expect(log.take() == ["willDisplay [0, 0]", "willDisplay [0, 1]"])
    placeholders.onEvent = { [unowned list, unowned log] event in
      guard event == .didAppear else { return }
      list.reloadData()
      log.lines.append("reload asked")
    }
    list.performBatchUpdates(
      {
        source.sections = [[]]
        try list.deleteRows(at: [path(0), path(1)])
      },
      completion: { log.lines.append("completion: \(outcome($0))") })
    #expect(
      log.take() == [
        "didEndDisplaying [0, 0]", "didEndDisplaying [0, 1]",
        "didUpdate batch deleted rows [0, 0] [0, 1]",
        "empty.willAppear", "empty.didAppear", "reload asked",
        "completion: batch deleted rows [0, 0] [0, 1]",
        "didUpdate reload",
      ])
    world.expectDiagnostics([])
  }

  /// Batches asked from the list's own callback wait; a reload asked after them takes them
  /// over: their blocks run at the reload's turn, in order, then one `.reload` change, then
  /// their completions, in order.
  @Test func aQueuedReloadTakesOverTheBatchesWaitingBeforeIt() throws {
    let world = TestScene()
    let log = SharedLog()
    let source = RowsSource(rows: ["A"])
    let list = world.list(source: source)
    BusinessRecorder(log).attach(to: list)
    let trigger = UpdateTrigger()
    list.registerLifeCircleAction(trigger)
    world.show(list)
    _ = log.take()
    trigger.onUpdate = { [unowned list, unowned log] in
      for (index, row) in ["C", "D"].enumerated() {
        list.performBatchUpdates(
          {
            log.lines.append("block \(index + 1)")
            source.sections[0].append(row)
            try list.insertRows(at: [path(source.sections[0].count - 1)])
          },
          completion: { log.lines.append("completion \(index + 1): \(outcome($0))") })
      }
      list.reloadData()
      log.lines.append("requests made")
    }
    list.performBatchUpdates(
      {
        source.sections[0].append("B")
        try list.insertRows(at: [path(1)])
      },
      completion: { log.lines.append("completion 0: \(outcome($0))") })
    #expect(
      log.take() == [
        "didUpdate batch inserted rows [0, 1]", "requests made", "willDisplay [0, 1]",
        "completion 0: batch inserted rows [0, 1]",
        "block 1", "block 2",
        "didEndDisplaying [0, 0]", "didEndDisplaying [0, 1]",
        "didUpdate reload",
        "willDisplay [0, 0]", "willDisplay [0, 1]", "willDisplay [0, 2]", "willDisplay [0, 3]",
        "completion 1: reload", "completion 2: reload",
      ])
    #expect(source.sectionQuestions == 3)  // loading, the first batch, the reload
    world.expectDiagnostics([])
  }

  /// A list request made from a callback of another tree (a screen of another window appearing)
  /// runs at once, inside that callback, as UIKit's `reloadData()` in `viewDidAppear` does.
  @Test func aListRequestFromAnotherTreesCallbackRunsAtOnce() throws {
    let world = TestScene()
    let log = SharedLog()
    let source = RowsSource(rows: ["A"])
    let list = world.list(source: source)
    BusinessRecorder(log).attach(to: list)
    world.show(list)
    _ = log.take()
    let screen = world.make { ScreenController(title: "Other") }
    screen.registerLifeCircleAction(AppearanceLog(log))
    let asker = AppearanceHook()
    screen.registerLifeCircleAction(asker)
    asker.onDidAppear = { [unowned list, unowned log] in
      list.performBatchUpdates(
        {
          source.sections[0].append("B")
          try list.insertRows(at: [path(1)])
        },
        completion: { log.lines.append("completion: \(outcome($0))") })
      log.lines.append("batch returned")
      list.reloadData()
      log.lines.append("reload returned")
    }
    world.show(screen)
    #expect(
      log.take() == [
        "Other.willAppear", "Other.didAppear",
        "didUpdate batch inserted rows [0, 1]", "willDisplay [0, 1]",
        "completion: batch inserted rows [0, 1]", "batch returned",
        "didEndDisplaying [0, 0]", "didEndDisplaying [0, 1]", "didUpdate reload",
        "willDisplay [0, 0]", "willDisplay [0, 1]", "reload returned",
      ])
    world.expectDiagnostics([])
  }
}

/// A list action that runs `onUpdate` once, at the first update it hears.
@MainActor
private final class UpdateTrigger: ListAction {
  var onUpdate: (() -> Void)?

  func list(_ list: ListController, didUpdate change: ListChange) {
    let body = onUpdate
    onUpdate = nil
    body?()
  }
}

/// An action that runs `onDidAppear` at its host's `viewDidAppear`.
@MainActor
private final class AppearanceHook: LifeCircleAction {
  var onDidAppear: (() -> Void)?

  func hostController(_ controller: ScreenController, viewDidAppear animated: Bool) {
    onDidAppear?()
  }
}

/// A completion's result in words: the change, or the error.
private func outcome(_ result: Result<ListChange, ListUpdateError>) -> String {
  switch result {
  case .success(let change): "\(change)"
  case .failure(let error): "failed: \(error)"
  }
}
