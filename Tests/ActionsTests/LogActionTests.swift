import Actions
import LifeCircleTesting
import Lifecycle
import Testing

/// Time that moves only when a test says so.
@MainActor
final class ManualTime {
  var now = Duration.zero
}

@MainActor
@Suite struct LogActionTests {
  @Test func recordsEveryEventInOrderWithHowLongEachScreenWasVisible() throws {
    let scene = TestScene()
    let time = ManualTime()
    var records: [LogRecord] = []
    scene.registry.register(LogAction(elapsedTime: { time.now }, sink: { records.append($0) }))
    let a = scene.screen("A")
    let nav = scene.navigation(a)
    scene.show(nav)
    time.now += .seconds(2)
    let b = scene.screen("B")
    try nav.push(b, animated: true)
    time.now += .milliseconds(1500)
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
    #expect(timed.description == "Home (HomeScreen) didDisappear animated visible 1.5 seconds")
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

  @Test func theClockInitialiserMeasuresRealTime() throws {
    let scene = TestScene()
    var records: [LogRecord] = []
    let screen = scene.screen("A")
    screen.registerLifeCircleAction(LogAction(clock: ContinuousClock()) { records.append($0) })
    let window = scene.showWindow(screen)
    window.hide()
    let duration = try #require(records.last?.visibleDuration)
    #expect(duration >= .zero)
  }
}
