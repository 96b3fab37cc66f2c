import Actions
import LifeCircleTesting
import Lifecycle
import Testing

@MainActor
@Suite struct LogActionTests {
  @Test func recordsEveryEventInOrderWithHowLongEachScreenWasVisible() throws {
    let scene = TestScene()
    let clock = ManualClock()
    var records: [LogRecord] = []
    scene.registry.register(
      LogAction(elapsedTime: { clock.now.offset }, sink: { records.append($0) }))
    let a = scene.screen("A")
    let nav = scene.navigation(a)
    scene.show(nav)
    clock.advance(by: .seconds(2))
    let b = scene.screen("B")
    try nav.push(b, animated: true)
    clock.advance(by: .milliseconds(1500))
    try nav.pop(animated: true)

    let expected: [LogRecord] = [
      .init(title: "Nav", typeName: "NavigationController", event: .willAppear, animated: false),
      .init(title: "A", typeName: "ScreenController", event: .willAppear, animated: false),
      .init(title: "Nav", typeName: "NavigationController", event: .didAppear, animated: false),
      .init(title: "A", typeName: "ScreenController", event: .didAppear, animated: false),
      .init(title: "A", typeName: "ScreenController", event: .willDisappear, animated: true),
      .init(title: "B", typeName: "ScreenController", event: .willAppear, animated: true),
      .init(
        title: "A", typeName: "ScreenController", event: .didDisappear, animated: true,
        visibleDuration: .seconds(2)),
      .init(title: "B", typeName: "ScreenController", event: .didAppear, animated: true),
      .init(title: "B", typeName: "ScreenController", event: .willDisappear, animated: true),
      .init(title: "A", typeName: "ScreenController", event: .willAppear, animated: true),
      .init(
        title: "B", typeName: "ScreenController", event: .didDisappear, animated: true,
        visibleDuration: .milliseconds(1500)),
      .init(title: "A", typeName: "ScreenController", event: .didAppear, animated: true),
    ]
    #expect(records == expected)
  }

  @Test func aRecordReadsAsOneLine() {
    let plain = LogRecord(
      title: "Home", typeName: "HomeScreen", event: .willAppear, animated: false)
    let timed = LogRecord(
      title: "Home", typeName: "HomeScreen", event: .didDisappear, animated: true,
      visibleDuration: .milliseconds(1500))
    #expect(plain.description == "Home (HomeScreen) willAppear")
    #expect(timed.description == "Home (HomeScreen) didDisappear animated visible 1500.0 ms")
  }

  @Test func aDisappearanceWithoutASeenAppearanceHasNoDuration() {
    let scene = TestScene()
    var records: [LogRecord] = []
    let screen = scene.screen("A")
    screen.beginAppearanceTransition(true, animated: false)
    screen.endAppearanceTransition()
    screen.registerLifeCircleAction(LogAction { records.append($0) })
    screen.beginAppearanceTransition(false, animated: false)
    screen.endAppearanceTransition()
    #expect(records.map(\.visibleDuration) == [nil, nil])
  }

  @Test func theClockInitialiserTimesScreensWithTheInjectedClock() throws {
    let scene = TestScene()
    let clock = ManualClock()
    // Far from zero: what counts is the time between events, not the clock's origin.
    clock.advance(by: .seconds(1000))
    var records: [LogRecord] = []
    scene.registry.register(LogAction(clock: clock) { records.append($0) })
    let nav = scene.navigation(scene.screen("A"))
    let window = scene.showWindow(nav)
    clock.advance(by: .seconds(2))
    try nav.push(scene.screen("B"), animated: false)
    clock.advance(by: .milliseconds(1500))
    try nav.pop(animated: false)
    clock.advance(by: .milliseconds(250))
    window.hide()

    #expect(
      records.map(\.description) == [
        "Nav (NavigationController) willAppear",
        "A (ScreenController) willAppear",
        "Nav (NavigationController) didAppear",
        "A (ScreenController) didAppear",
        "A (ScreenController) willDisappear",
        "B (ScreenController) willAppear",
        "A (ScreenController) didDisappear visible 2000.0 ms",
        "B (ScreenController) didAppear",
        "B (ScreenController) willDisappear",
        "A (ScreenController) willAppear",
        "B (ScreenController) didDisappear visible 1500.0 ms",
        "A (ScreenController) didAppear",
        "Nav (NavigationController) willDisappear",
        "A (ScreenController) willDisappear",
        "Nav (NavigationController) didDisappear visible 3750.0 ms",
        "A (ScreenController) didDisappear visible 250.0 ms",
      ])
  }

  @Test func aManualClockSleepsByMovingTimeToTheDeadline() async throws {
    let clock = ManualClock()
    let start = clock.now
    try await clock.sleep(until: start.advanced(by: .seconds(3)), tolerance: nil)
    #expect(start.duration(to: clock.now) == .seconds(3))
    try await clock.sleep(until: start, tolerance: nil)
    #expect(clock.now.offset == .seconds(3))
    clock.advance(by: .seconds(-1))  // ignored: time never goes back
    #expect(clock.now.offset == .seconds(3))
  }

  @Test(arguments: [
    (Duration.nanoseconds(28_914), "0.0 ms"), (.microseconds(2_460), "2.5 ms"),
    (.milliseconds(1_500), "1500.0 ms"), (.seconds(90), "90000.0 ms"), (.zero, "0.0 ms"),
  ])
  func aVisibleDurationReadsInMillisecondsWithOneDecimal(duration: Duration, text: String) {
    let record = LogRecord(
      title: "Feed", typeName: "FeedScreen", event: .didDisappear, animated: false,
      visibleDuration: duration)
    #expect(record.description == "Feed (FeedScreen) didDisappear visible \(text)")
  }
}
