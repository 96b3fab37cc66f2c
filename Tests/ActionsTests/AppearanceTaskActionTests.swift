import Actions
import LifeCircleTesting
import Lifecycle
import Testing

@MainActor
@Suite struct AppearanceTaskActionTests {
  /// A visible stack `[A]` in its own registry, with a spare `B` to push.
  private func shownStack(_ scene: TestScene) -> (NavigationController, ScreenController) {
    let nav = scene.navigation(scene.screen("A"))
    scene.show(nav)
    return (nav, scene.screen("B"))
  }

  @Test func aTaskRunsFromDidAppearUntilWillDisappear() async throws {
    let scene = TestScene()
    let (nav, b) = shownStack(scene)
    let probe = TaskProbe()
    let action = b.registerLifeCircleAction(AppearanceTaskAction(probe.operation))
    #expect(action.task(for: b) == nil)

    try nav.push(b)
    let task = try #require(action.task(for: b))
    await probe.waitForStarts(1)
    #expect(probe.log == ["B started"])
    #expect(action.task(for: b) == task)

    try nav.pop()
    #expect(action.task(for: b) == nil)
    #expect(task.isCancelled)
    await task.value
    #expect(probe.log == ["B started", "B cancelled"])
  }

  @Test func eachAppearanceStartsAFreshTask() async throws {
    let scene = TestScene()
    let (nav, b) = shownStack(scene)
    let probe = TaskProbe()
    let action = b.registerLifeCircleAction(AppearanceTaskAction(probe.operation))
    var tasks: [Task<Void, Never>] = []
    for round in 1...2 {
      try nav.push(b)
      tasks.append(try #require(action.task(for: b)))
      await probe.waitForStarts(round)
      try nav.pop()
      await tasks[round - 1].value
    }
    #expect(tasks[0] != tasks[1])
    #expect(probe.log == ["B started", "B cancelled", "B started", "B cancelled"])
  }

  @Test func anOperationThatReturnsKeepsItsTaskUntilTheCancellingEvent() async throws {
    let scene = TestScene()
    let (nav, b) = shownStack(scene)
    let probe = TaskProbe()
    let action = b.registerLifeCircleAction(AppearanceTaskAction(probe.operation))
    try nav.push(b)
    let task = try #require(action.task(for: b))
    await probe.waitForStarts(1)
    probe.finish(b)
    await task.value
    #expect(action.task(for: b) == task)
    try nav.pop()
    #expect(action.task(for: b) == nil)
    #expect(probe.log == ["B started", "B finished"])
  }

  @Test func aCancelledInteractivePopCancelsAtWillDisappearAndStartsAgainAtDidAppear()
    async throws
  {
    let scene = TestScene()
    let (nav, b) = shownStack(scene)
    let probe = TaskProbe()
    let action = b.registerLifeCircleAction(AppearanceTaskAction(probe.operation))
    try nav.push(b)
    let first = try #require(action.task(for: b))
    await probe.waitForStarts(1)

    let gesture = try nav.beginInteractivePop()  // B willDisappear, A willAppear
    #expect(action.task(for: b) == nil)
    await first.value
    gesture.cancel()  // A willDisappear, A didDisappear, B willAppear, B didAppear
    let second = try #require(action.task(for: b))
    #expect(second != first)
    await probe.waitForStarts(2)
    #expect(probe.log == ["B started", "B cancelled", "B started"])

    let finished = try nav.beginInteractivePop()
    finished.finish()
    await second.value
    #expect(action.task(for: b) == nil)
    #expect(probe.log == ["B started", "B cancelled", "B started", "B cancelled"])
  }

  @Test func registeredGloballyAndOnTheControllerItRunsOneTask() async throws {
    let scene = TestScene()
    let (nav, b) = shownStack(scene)
    let probe = TaskProbe()
    let action = AppearanceTaskAction(probe.operation)
    scene.registry.register(action)  // after the window appeared: A and Nav have no task
    b.registerLifeCircleAction(action)

    try nav.push(b)  // B hears didAppear twice
    let task = try #require(action.task(for: b))
    await probe.waitForStarts(1)
    #expect(probe.log == ["B started"])

    b.removeLifeCircleAction(action)  // B still hears it globally: the task goes on
    #expect(action.task(for: b) == task && !task.isCancelled)
    b.registerLifeCircleAction(action)
    scene.registry.remove(action)  // and still on B
    #expect(action.task(for: b) == task && !task.isCancelled)

    try nav.pop()  // willDisappear: cancelled once
    await task.value
    #expect(probe.log == ["B started", "B cancelled"])
    #expect(probe.starts == 1)
  }

  @Test(arguments: Removal.allCases)
  func removingTheActionCancelsTheRunningTask(removal: Removal) async throws {
    let scene = TestScene()
    let (nav, b) = shownStack(scene)
    let probe = TaskProbe()
    let action = AppearanceTaskAction(probe.operation)
    switch removal {
    case .fromTheController: b.registerLifeCircleAction(action)
    case .fromTheRegistry, .byOptingOut: scene.registry.register(action)
    }
    try nav.push(b)
    let task = try #require(action.task(for: b))
    await probe.waitForStarts(1)

    switch removal {
    case .fromTheController: b.removeLifeCircleAction(action)
    case .fromTheRegistry: scene.registry.remove(action)
    case .byOptingOut: b.disableGlobalAction(action)
    }
    #expect(action.task(for: b) == nil)
    await task.value
    #expect(probe.log == ["B started", "B cancelled"])
  }

  enum Removal: CaseIterable, Sendable {
    case fromTheController, fromTheRegistry, byOptingOut
  }

  @Test func reRegisteringWithReplayOnAVisibleControllerStartsAFreshTask() async throws {
    let scene = TestScene()
    let (nav, b) = shownStack(scene)
    let probe = TaskProbe()
    let action = b.registerLifeCircleAction(AppearanceTaskAction(probe.operation))
    try nav.push(b)
    let first = try #require(action.task(for: b))
    b.removeLifeCircleAction(action)
    b.registerLifeCircleAction(action)  // no replay: nothing until the next didAppear
    #expect(action.task(for: b) == nil)
    b.removeLifeCircleAction(action)
    b.registerLifeCircleAction(action, replayingCurrentState: true)  // willAppear, didAppear
    let second = try #require(action.task(for: b))
    #expect(second != first && first.isCancelled && !second.isCancelled)
    await first.value  // cancelled before it ran: the operation was never called
    await probe.waitForStarts(1)
    #expect(probe.log == ["B started"])
    try nav.pop()
    await second.value
    #expect(probe.log == ["B started", "B cancelled"])
  }

  @Test func aScreenThatAppearsAndDisappearsInOneTurnNeverRunsTheOperation() async throws {
    let scene = TestScene()
    let (nav, b) = shownStack(scene)
    let probe = TaskProbe()
    let action = b.registerLifeCircleAction(AppearanceTaskAction(probe.operation))
    try nav.push(b)
    let task = try #require(action.task(for: b))
    try nav.pop()
    await task.value
    #expect(probe.log == [])
  }

  /// The task starts on the events of `pair` and is alive exactly while the latest event lies in
  /// `startingOn..<cancellingOn`; the sequence holds a cancelled disappearance (events 3-5) and a
  /// cancelled appearance (events 8-10).
  @Test(arguments: [
    (LifecycleEvent.willAppear, LifecycleEvent.didAppear, "+--+---+--", 3),
    (.willAppear, .willDisappear, "++-++--+--", 3),
    (.willAppear, .didDisappear, "++++++-++-", 2),
    (.didAppear, .willDisappear, "-+--+-----", 2),
    (.didAppear, .didDisappear, "-++-++----", 2),
    (.willDisappear, .didDisappear, "--+--+--+-", 3),
  ])
  func theTaskFollowsTheEventsAsTheyHappen(
    startingOn: LifecycleEvent, cancellingOn: LifecycleEvent, running: String, tasks: Int
  ) {
    let scene = TestScene()
    let screen = scene.screen("S")
    let action = screen.registerLifeCircleAction(
      AppearanceTaskAction(startingOn: startingOn, cancellingOn: cancellingOn) { _ in })
    let events: [LifecycleEvent] = [
      .willAppear, .didAppear, .willDisappear, .willAppear, .didAppear, .willDisappear,
      .didDisappear, .willAppear, .willDisappear, .didDisappear,
    ]
    var seen = ""
    var started: Set<Task<Void, Never>> = []
    for event in events {
      #expect(screen.deliver(event, animated: false))
      let task = action.task(for: screen)
      seen += task == nil ? "-" : "+"
      if let task { started.insert(task) }
    }
    #expect(seen == running)
    #expect(started.count == tasks)
    #expect(started.allSatisfy { $0.isCancelled })
    #expect(scene.diagnostics.isEmpty)
  }

  @Test func aStartingEventThatDoesNotComeBeforeTheCancellingOneTrapsNamingBoth() async throws {
    let reversed = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      await MainActor.run {
        _ = AppearanceTaskAction(startingOn: .willDisappear, cancellingOn: .didAppear) { _ in }
      }
    }
    let message = String(decoding: try #require(reversed).standardErrorContent, as: UTF8.self)
    #expect(
      message.contains(
        "AppearanceTaskAction: startingOn (willDisappear) must come before cancellingOn"
          + " (didAppear) in the order willAppear, didAppear, willDisappear, didDisappear"))
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        _ = AppearanceTaskAction(startingOn: .didAppear, cancellingOn: .didAppear) { _ in }
      }
    }
  }
}

/// Memory: the task holds its controller only while the operation runs.
@MainActor
@Suite struct AppearanceTaskActionMemoryTests {
  @Test(arguments: [false, true])
  func aCancelledTaskDoesNotKeepItsControllerAlive(registeredGlobally: Bool) async throws {
    let scene = TestScene()
    let a = scene.screen("A")
    let nav = scene.navigation(a)
    scene.show(nav)
    let probe = TaskProbe()
    let action = AppearanceTaskAction(probe.operation)
    if registeredGlobally {
      scene.registry.register(action)
      a.disableGlobalAction(action)
    }
    weak var weakB: ScreenController?
    let task: Task<Void, Never>
    do {
      let b = scene.screen("B")
      weakB = b
      if !registeredGlobally { b.registerLifeCircleAction(action) }
      try nav.push(b)
      task = try #require(action.task(for: b))
    }
    await probe.waitForStarts(1)
    #expect(weakB != nil)  // the operation holds it while it runs
    try nav.pop()
    await task.value
    #expect(weakB == nil)
    #expect(probe.log == ["B started", "B cancelled"])
  }

  @Test func aRunningOperationHoldsItsControllerUntilItReturns() async throws {
    let scene = TestScene()
    let probe = TaskProbe()
    let action = AppearanceTaskAction(probe.operation)
    scene.registry.register(action)
    weak var weakScreen: ScreenController?
    let task: Task<Void, Never>
    do {
      let screen = scene.screen("S")
      weakScreen = screen
      screen.beginAppearanceTransition(true, animated: false)
      screen.endAppearanceTransition()
      task = try #require(action.task(for: screen))
      await probe.waitForStarts(1)
    }
    do {
      let running = try #require(weakScreen)
      probe.finish(running)
    }
    await task.value
    #expect(weakScreen == nil)
    #expect(probe.log == ["S started", "S finished"])
  }

  @Test func aControllerFreedBeforeItsTaskRunsIsNeverPassedToTheOperation() async throws {
    let scene = TestScene()
    let probe = TaskProbe()
    let action = AppearanceTaskAction(probe.operation)
    scene.registry.register(action)
    weak var weakScreen: ScreenController?
    let task: Task<Void, Never>
    do {
      let screen = scene.screen("S")
      weakScreen = screen
      screen.beginAppearanceTransition(true, animated: false)
      screen.endAppearanceTransition()
      task = try #require(action.task(for: screen))
    }
    #expect(weakScreen == nil)
    await task.value
    #expect(probe.log == [])
  }

  @Test func anActionRegisteredOnAFreedControllerGoesWithItAndCancelsItsTask() async throws {
    let scene = TestScene()
    let probe = TaskProbe()
    weak var weakAction: AppearanceTaskAction?
    weak var weakScreen: ScreenController?
    let task: Task<Void, Never>
    do {
      let screen = scene.screen("S")
      weakScreen = screen
      let action = screen.registerLifeCircleAction(AppearanceTaskAction(probe.operation))
      weakAction = action
      screen.beginAppearanceTransition(true, animated: false)
      screen.endAppearanceTransition()
      task = try #require(action.task(for: screen))
    }
    #expect(weakScreen == nil)
    #expect(weakAction == nil)
    #expect(task.isCancelled)
    await task.value
    #expect(probe.log == [])
  }
}
