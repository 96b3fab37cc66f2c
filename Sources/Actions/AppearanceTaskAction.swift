import Lifecycle

/// Runs asynchronous work while a screen is visible: a fresh task each time the screen reaches
/// `startingOn`, cancelled when it reaches `cancellingOn`. SwiftUI's `.task` for screen
/// controllers.
///
/// ```swift
/// let feed = ScreenController(title: "Feed")
/// feed.registerLifeCircleAction(AppearanceTaskAction { screen in
///   while !Task.isCancelled {
///     print("refreshing \(screen.title)")  // your refresh
///     try? await Task.sleep(for: .seconds(30))
///   }
/// })
/// ```
///
/// **When a task runs.** With the defaults, from `didAppear` to `willDisappear`. In general,
/// with the cycle order `willAppear`, `didAppear`, `willDisappear`, `didDisappear`:
/// `startingOn` starts a task (unless one is running), any event outside
/// `startingOn..<cancellingOn` cancels it, and an event inside that range changes nothing (an
/// appearance cancelled before `didAppear` never starts a task that starts there). So every
/// appearance cycle gets a fresh task, and a cancelled transition follows the events as they
/// happen: in an interactive pop that is cancelled, the top screen's task is cancelled at its
/// `willDisappear` and a new one starts at its `didAppear`; an appearance cancelled half-way
/// (`willAppear`, `willDisappear`) cancels a task started on `willAppear`.
///
/// **One task per controller.** A controller that hears this action twice for one event
/// (registered globally and on the controller) still gets one task. Registered with replay on a
/// controller that is already visible, the replayed events start the task at once.
///
/// **Removal.** Removing the action from the controller or from its registry, or opting the
/// controller out of it, cancels the controller's task, unless the controller still hears the
/// action another way (both registrations). The action's deinitialisation cancels every task it
/// runs.
///
/// **Threading.** The task runs on the main actor, like `operation`. It is created inside the
/// event's dispatch and runs on a later turn of the main actor, so `operation` never runs inside
/// a dispatch; a task cancelled before it got to run (a screen that appeared and disappeared in
/// the same turn) never calls `operation`.
///
/// **Memory.** The action holds controllers weakly, and the task holds its controller weakly
/// until `operation` is called. `operation` receives the controller as its argument and so
/// keeps it alive while it runs, as any function keeps its arguments: write it to return when
/// its task is cancelled (most `await`s of cancellable work throw `CancellationError` or return
/// early), and the controller is released when the cancelling event arrives. A controller freed
/// before its task runs (one shown and dropped in the same turn) is never passed to
/// `operation`: the task ends at once. After the cancelling event the action keeps nothing of
/// the controller. Bookkeeping is one entry per controller whose task has started and not yet
/// been cancelled; entries of freed controllers are swept as new tasks start.
///
/// **Cost.** One `Task` per appearance of a controller that hears the action; controllers that
/// do not hear it pay nothing.
public final class AppearanceTaskAction: LifeCircleEventObserver {
  /// `false`: this action hears no focus event (see `LifeCircleAction.listensForFocus`).
  public var listensForFocus: Bool { false }

  /// A controller's current task.
  private struct Entry {
    weak var controller: ScreenController?
    let task: Task<Void, Never>
  }

  private let startingOn: LifecycleEvent
  private let cancellingOn: LifecycleEvent
  private let operation: @MainActor (ScreenController) async -> Void
  private var entries: [ObjectIdentifier: Entry] = [:]
  private var sweepThreshold = 64

  /// Creates the action.
  ///
  /// - Precondition: `startingOn` comes before `cancellingOn` in the cycle order `willAppear`,
  ///   `didAppear`, `willDisappear`, `didDisappear`; otherwise the initialiser traps with a
  ///   message naming both events (the same event twice, or a task that would be cancelled before
  ///   it starts, is a programming error).
  /// - Parameters:
  ///   - startingOn: The event that starts a task; `didAppear` by default.
  ///   - cancellingOn: The event that cancels it; `willDisappear` by default.
  ///   - operation: The work, called once per task with the host controller, on the main actor.
  public init(
    startingOn: LifecycleEvent = .didAppear, cancellingOn: LifecycleEvent = .willDisappear,
    _ operation: @escaping @MainActor (ScreenController) async -> Void
  ) {
    precondition(
      Self.rank(startingOn) < Self.rank(cancellingOn),
      """
      AppearanceTaskAction: startingOn (\(startingOn)) must come before cancellingOn \
      (\(cancellingOn)) in the order willAppear, didAppear, willDisappear, didDisappear
      """)
    self.startingOn = startingOn
    self.cancellingOn = cancellingOn
    self.operation = operation
  }

  isolated deinit {
    for entry in entries.values { entry.task.cancel() }
  }

  /// The task of `controller`'s current appearance: started by its latest `startingOn` and not
  /// cancelled yet. It may have finished on its own (`operation` returned). `nil` when there is
  /// none: before `startingOn`, and from the cancelling event on.
  ///
  /// Tests await it (`await action.task(for: screen)?.value`) to run a task started by a
  /// transition to its end. O(1).
  public func task(for controller: ScreenController) -> Task<Void, Never>? {
    entry(for: controller)?.task
  }

  /// Starts, keeps or cancels `controller`'s task, as the type's documentation says.
  public func hostController(
    _ controller: ScreenController, didReceive event: LifecycleEvent, animated: Bool
  ) {
    let rank = Self.rank(event)
    guard rank >= Self.rank(startingOn), rank < Self.rank(cancellingOn) else {
      return cancelTask(of: controller)
    }
    guard event == startingOn, entry(for: controller) == nil else { return }
    start(for: controller)
  }

  /// Cancels the tasks of controllers that no longer hear this action.
  package func registrationsDidShrink() {
    for (key, entry) in entries {
      guard let controller = entry.controller else { continue }
      if !controller.hears(self) {
        entry.task.cancel()
        entries[key] = nil
      }
    }
  }

  private func start(for controller: ScreenController) {
    let operation = self.operation
    let task = Task { @MainActor [weak controller] in
      guard let controller, !Task.isCancelled else { return }
      await operation(controller)
    }
    let key = ObjectIdentifier(controller)
    entries[key]?.task.cancel()  // a freed controller's entry whose address was reused
    entries[key] = Entry(controller: controller, task: task)
    if entries.count >= sweepThreshold { sweepFreedControllers() }
  }

  private func cancelTask(of controller: ScreenController) {
    guard let entry = entry(for: controller) else { return }
    entry.task.cancel()
    entries[ObjectIdentifier(controller)] = nil
  }

  private func entry(for controller: ScreenController) -> Entry? {
    guard let entry = entries[ObjectIdentifier(controller)], entry.controller === controller
    else { return nil }
    return entry
  }

  /// Drops (and cancels) the entries of freed controllers; amortised O(1) per started task.
  private func sweepFreedControllers() {
    for (key, entry) in entries where entry.controller == nil {
      entry.task.cancel()
      entries[key] = nil
    }
    sweepThreshold = max(64, entries.count * 2)
  }

  /// The position of `event` in one appearance cycle.
  private static func rank(_ event: LifecycleEvent) -> Int {
    switch event {
    case .willAppear: 0
    case .didAppear: 1
    case .willDisappear: 2
    case .didDisappear: 3
    }
  }
}

extension AppearanceTaskAction: RegistrationObserving {}
