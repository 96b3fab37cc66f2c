import Actions
import LifeCircleTesting
import Lifecycle
import Testing

/// Actions that remove themselves, and let themselves go, from inside the callback the engine
/// is delivering to them (DESIGN rule 6; "Threading and memory").
@MainActor
@Suite struct ActionReleaseAdversaryTests {
  /// A screen's own action, held by nothing but the screen, removes itself from its
  /// `viewWillAppear`: it finishes that call, hears nothing more, and is freed; the global
  /// recorder hears every event.
  @Test func anOwnActionRemovingItselfFromItsCallbackFinishesItAndIsFreed() throws {
    let scene = TestScene(recordingFocus: true)
    let home = scene.make { ScreenController(title: "Home") }
    var lines: [String] = []
    weak var released: SelfRemover?
    do {
      let action = SelfRemover(on: .willAppear) { lines.append($0) }
      released = action
      home.registerLifeCircleAction(action)
    }
    scene.showWindow(home, resettingTrace: false)
    #expect(lines == ["Home.willAppear begins", "Home.willAppear ends"])
    #expect(released == nil)
    scene.expectTrace([
      "Home.willAppear(false)", "Home.didAppear(false)", "Home.didGainFocus(shown)",
    ])
  }

  /// A global action, held by nothing but its registry, removes itself from its own focus
  /// gain: it finishes that call, hears no loss later, and is freed.
  @Test func aGlobalActionRemovingItselfFromAFocusGainIsFreedAndHearsNoLoss() throws {
    let scene = TestScene(recordingFocus: true)
    var lines: [String] = []
    weak var released: SelfRemover?
    do {
      let action = SelfRemover(on: nil) { lines.append($0) }
      action.registry = scene.registry
      released = action
      scene.registry.register(action)
    }
    let home = scene.show(ScreenController(title: "Home"))
    #expect(lines == ["Home.gain begins", "Home.gain ends"])
    #expect(released == nil)
    scene.enterBackground()
    #expect(lines.count == 2 && !home.hasFocus)
    scene.clear()
  }
}

/// Removes itself from its host (or, with a registry, from that registry) in the middle of
/// the callback it hears for `event` (or for its first focus gain when `event` is nil),
/// logging the call's beginning and end.
@MainActor
private final class SelfRemover: LifeCircleAction {
  let event: LifecycleEvent?
  let log: (String) -> Void
  weak var registry: LifeCircleRegistry?
  init(on event: LifecycleEvent?, log: @escaping (String) -> Void) {
    (self.event, self.log) = (event, log)
  }
  func hostController(_ controller: ScreenController, viewWillAppear animated: Bool) {
    guard event == .willAppear else { return }
    log("\(controller.title).willAppear begins")
    controller.removeLifeCircleAction(self)
    log("\(controller.title).willAppear ends")
  }
  func hostController(_ controller: ScreenController, viewDidAppear animated: Bool) {
    if event != nil { log("\(controller.title).didAppear") }
  }
  func hostController(_ controller: ScreenController, didGainFocus reason: FocusReason) {
    guard event == nil else { return }
    log("\(controller.title).gain begins")
    registry?.remove(self)
    log("\(controller.title).gain ends")
  }
  func hostController(_ controller: ScreenController, didLoseFocus reason: FocusReason) {
    log("\(controller.title).loss")
  }
}
