public import Lifecycle

/// An operation for `AppearanceTaskAction` that tests can watch without sleeping: it writes when
/// it starts, waits until its task is cancelled (or the test lets it finish), and writes how it
/// ended.
///
/// ```swift
/// @Test @MainActor func leavingTheFeedCancelsItsTask() async throws {
///   let scene = TestScene()
///   let navigation = scene.show(NavigationController(rootController: ScreenController(title: "Home")))
///   let feed = scene.make { ScreenController(title: "Feed") }
///   let probe = TaskProbe()
///   let action = feed.registerLifeCircleAction(AppearanceTaskAction(probe.operation))
///   try navigation.push(feed)
///   await probe.waitForStarts(1)               // the task has begun running
///   let task = try #require(action.task(for: feed))
///   try navigation.pop()                       // willDisappear cancels it
///   await task.value
///   #expect(probe.log == ["Feed started", "Feed cancelled"])
/// }
/// ```
///
/// **Determinism.** Nothing here measures time: ``waitForStarts(_:)`` resumes when the
/// operation has been called, and the operation's wait ends when its task is cancelled (an
/// `AsyncStream` iteration ends on cancellation) or on ``finish(_:)``.
///
/// **Threading.** Main actor only, like the operation it provides.
///
/// **Memory.** Remembers controllers only while their operation runs (as the operation's
/// argument); the log holds titles.
@MainActor
public final class TaskProbe {
  /// What the operations did, oldest first: `Title started`, then `Title cancelled` (its task was
  /// cancelled) or `Title finished` (``finish(_:)`` let it return).
  public private(set) var log: [String] = []

  /// How many times ``operation(_:)`` has been called.
  public private(set) var starts = 0

  private var gates: [ObjectIdentifier: AsyncStream<Never>.Continuation] = [:]
  private var waiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

  /// Creates a probe with an empty log.
  public init() {}

  /// The operation to hand to `AppearanceTaskAction`: writes `Title started`, waits until its
  /// task is cancelled or ``finish(_:)`` is called for `controller`, then writes
  /// `Title cancelled` or `Title finished`.
  ///
  /// - Parameter controller: The task's controller, held while the operation runs.
  public func operation(_ controller: ScreenController) async {
    let title = controller.title
    let key = ObjectIdentifier(controller)
    log.append("\(title) started")
    starts += 1
    let (gate, opener) = AsyncStream<Never>.makeStream()
    gates[key] = opener
    resumeWaiters()
    for await _ in gate {}
    if gates[key].map({ $0 == opener }) ?? false { gates[key] = nil }
    log.append(Task.isCancelled ? "\(title) cancelled" : "\(title) finished")
  }

  /// Returns once ``operation(_:)`` has been called `count` times in all (at once if it has).
  ///
  /// - Parameter count: The total number of starts to wait for.
  public func waitForStarts(_ count: Int) async {
    guard starts < count else { return }
    await withCheckedContinuation { continuation in
      waiters.append((count, continuation))
    }
  }

  /// Lets the running operation of `controller` return normally (it writes `Title finished`).
  /// Does nothing if none is running.
  ///
  /// - Parameter controller: The controller whose operation should end.
  public func finish(_ controller: ScreenController) {
    gates.removeValue(forKey: ObjectIdentifier(controller))?.finish()
  }

  /// Empties the log (``starts`` keeps counting).
  public func clearLog() {
    log.removeAll()
  }

  private func resumeWaiters() {
    let ready = waiters.filter { $0.count <= starts }
    waiters.removeAll { $0.count <= starts }
    for waiter in ready { waiter.continuation.resume() }
  }
}
