import Lifecycle
import Testing

@MainActor
@Suite struct LifecycleEventsTests {
  /// Reads `stream` to its end.
  private func readAll(_ stream: AsyncStream<LifecycleEventRecord>) async -> [String] {
    var lines: [String] = []
    for await record in stream { lines.append(record.description) }
    return lines
  }

  @Test func itReplaysTheCurrentCycleThenFollowsAndFinishesWhenTheControllerIsFreed()
    async throws
  {
    let world = Harness()
    let nav = world.navigation(world.screen("A"))
    _ = world.shownWindow(nav)
    weak var weakB: ScreenController?
    let events: AsyncStream<LifecycleEventRecord>
    do {
      let b = world.screen("B")
      weakB = b
      try nav.push(b, animated: true)
      events = b.lifecycleEvents()  // willAppear(true), didAppear(true) replayed
      try nav.pop(animated: false)
    }
    // Nothing was read yet: the stream held no controller, and buffered every event.
    #expect(weakB == nil)
    #expect(
      await readAll(events) == [
        "willAppear(true)", "didAppear(true)", "willDisappear(false)", "didDisappear(false)",
      ])
  }

  @Test func aConsumerReadingAlongSeesEachEventAsItHappens() async throws {
    let world = Harness()
    let (nav, _, b, c) = try world.shownStackOfAB()
    var iterator = b.lifecycleEvents().makeAsyncIterator()
    #expect(await iterator.next() == LifecycleEventRecord(.willAppear, animated: false))
    #expect(await iterator.next() == LifecycleEventRecord(.didAppear, animated: false))
    try nav.push(c, animated: true)
    #expect(await iterator.next() == LifecycleEventRecord(.willDisappear, animated: true))
    #expect(await iterator.next() == LifecycleEventRecord(.didDisappear, animated: true))
    try nav.pop(animated: false)
    #expect(await iterator.next() == LifecycleEventRecord(.willAppear, animated: false))
    #expect(await iterator.next() == LifecycleEventRecord(.didAppear, animated: false))
  }

  @Test func aSlowConsumerGetsEveryEventInOrder() async {
    let world = Harness()
    let screen = world.screen("S")
    let events = screen.lifecycleEvents()
    for round in 0..<100 {
      screen.beginAppearanceTransition(true, animated: round.isMultiple(of: 2))
      screen.endAppearanceTransition()
      screen.beginAppearanceTransition(false, animated: false)
      screen.endAppearanceTransition()
    }
    var expected: [String] = []
    for round in 0..<100 {
      let animated = round.isMultiple(of: 2)
      expected += [
        "willAppear(\(animated))", "didAppear(\(animated))", "willDisappear(false)",
        "didDisappear(false)",
      ]
    }
    var iterator = events.makeAsyncIterator()
    var read: [String] = []
    for _ in expected.indices {
      if let record = await iterator.next() { read.append(record.description) }
    }
    #expect(read == expected)
  }

  @Test(arguments: [
    ([LifecycleEvent](), [String]()),
    ([.willAppear], ["willAppear(true)"]),
    ([.willAppear, .didAppear], ["willAppear(true)", "didAppear(true)"]),
    ([.willAppear, .willDisappear], ["willAppear(true)", "willDisappear(true)"]),
    (
      [.willAppear, .didAppear, .willDisappear],
      ["willAppear(true)", "didAppear(true)", "willDisappear(true)"]
    ),
    ([.willAppear, .didAppear, .willDisappear, .didDisappear], []),
  ])
  func itStartsWithTheEventsOfTheCurrentCycle(reached: [LifecycleEvent], replay: [String])
    async
  {
    let world = Harness()
    weak var weakScreen: ScreenController?
    let events: AsyncStream<LifecycleEventRecord>
    do {
      let screen = world.screen("S")
      weakScreen = screen
      for event in reached { #expect(screen.deliver(event, animated: true)) }
      events = screen.lifecycleEvents()
    }
    #expect(weakScreen == nil)
    #expect(await readAll(events) == replay)
  }

  @Test func eachCallIsAnIndependentStream() async throws {
    let world = Harness()
    let (nav, _, b, _) = try world.shownStackOfAB()
    let first = b.lifecycleEvents()
    try nav.pop(animated: true)
    let second = b.lifecycleEvents()  // B is disappeared: nothing to replay
    try nav.push(b, animated: false)
    var firstIterator = first.makeAsyncIterator()
    var secondIterator = second.makeAsyncIterator()
    var firstLines: [String] = []
    for _ in 0..<6 { firstLines.append((await firstIterator.next())?.description ?? "end") }
    #expect(
      firstLines == [
        "willAppear(false)", "didAppear(false)", "willDisappear(true)", "didDisappear(true)",
        "willAppear(false)", "didAppear(false)",
      ])
    #expect(await secondIterator.next()?.description == "willAppear(false)")
    #expect(await secondIterator.next()?.description == "didAppear(false)")
  }

  @Test func aStreamLetGoStopsBeingFedAtTheControllersNextEvent() {
    let world = Harness()
    let screen = world.screen("S")
    _ = screen.lifecycleEvents()
    #expect(screen.lifeCircleActions.count == 1)
    #expect(screen.deliver(.willAppear, animated: false))
    #expect(screen.lifeCircleActions.isEmpty)
  }

  @Test func cancellingTheConsumerEndsTheStreamAndStopsFeedingIt() async {
    let world = Harness()
    let screen = world.screen("S")
    let events = screen.lifecycleEvents()
    let consumer = Task { @MainActor in
      var lines: [String] = []
      for await record in events { lines.append(record.description) }
      return lines
    }
    consumer.cancel()
    #expect(await consumer.value == [])
    #expect(screen.deliver(.willAppear, animated: false))
    #expect(screen.lifeCircleActions.isEmpty)
  }

  @Test func registeredFromTheControllersOwnHookItHearsTheCurrentEventOnce() async throws {
    let world = Harness()
    let a = world.screen("A")
    var events: AsyncStream<LifecycleEventRecord>?
    a.onEvent = { [unowned a] event in
      if event == .didAppear && events == nil { events = a.lifecycleEvents() }
    }
    let window = world.shownWindow(world.navigation(a))
    window.hide()
    let stream = try #require(events)
    var iterator = stream.makeAsyncIterator()
    var lines: [String] = []
    for _ in 0..<4 { lines.append((await iterator.next())?.description ?? "end") }
    #expect(
      lines == [
        "willAppear(false)", "didAppear(false)", "willDisappear(false)", "didDisappear(false)",
      ])
  }
}
