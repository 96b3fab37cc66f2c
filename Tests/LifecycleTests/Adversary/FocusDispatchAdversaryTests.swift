import Actions
import LifeCircleTesting
import Lifecycle
import Testing

/// Registries changed while focus events are delivered (DESIGN rules 5, 6 and 8 applied to
/// focus: "Focus events ... reach actions like appearance events ..., with opt-outs and the
/// mutation-during-dispatch rule"; "Replay of an action registered late includes the focus
/// gain of the screens that hold focus").
@MainActor
@Suite struct FocusDispatchAdversaryTests {
  /// During a focus gain, the first global action removes the second and adds a third: the
  /// removed one is not called later in that dispatch, the added one first hears the next
  /// event (the loss).
  @Test func actionsRemovedOrAddedDuringAFocusGainFollowTheMutationRule() throws {
    let scene = TestScene(recordingEvents: false)
    let log = FocusLines()
    let first = NamedFocusAction("first", log)
    let second = NamedFocusAction("second", log)
    let third = NamedFocusAction("third", log)
    first.onGain = {
      scene.registry.remove(second)
      scene.registry.register(third)
    }
    scene.registry.register(first)
    scene.registry.register(second)
    let home = scene.show(ScreenController(title: "Home"))
    #expect(log.lines == ["first:Home.gain(shown)"])
    first.onGain = nil
    log.lines = []
    scene.enterBackground()
    // Losses go in the disappear order: global actions in reverse registration order.
    #expect(
      log.lines == ["third:Home.loss(enteredBackground)", "first:Home.loss(enteredBackground)"])
    #expect(!home.hasFocus)
  }

  /// During a focus gain, the first global action opts the screen out of the second: the
  /// second is skipped for that screen from that moment, for its gain and its later loss, and
  /// still hears another screen.
  @Test func aScreenOptedOutDuringItsOwnFocusGainIsSkippedFromThen() throws {
    let scene = TestScene(recordingEvents: false)
    let log = FocusLines()
    let first = NamedFocusAction("first", log)
    let second = NamedFocusAction("second", log)
    scene.registry.register(first)
    scene.registry.register(second)
    let navigation = scene.make {
      NavigationController(rootController: ScreenController(title: "Home"))
    }
    let home = navigation.viewControllers[0]
    // Unowned: the registry holds the action, whose block would otherwise hold the screen,
    // which holds the registry (a cycle the address sanitizer's leak check reports).
    first.onGainOf = { [unowned home, unowned second] controller in
      if controller === home { controller.disableGlobalAction(second) }
    }
    scene.showWindow(navigation)
    #expect(log.lines == ["first:Home.gain(shown)"])
    log.lines = []
    try navigation.push(scene.make { ScreenController(title: "Detail") }, animated: false)
    #expect(
      log.lines == [
        "first:Home.loss(covered)", "first:Detail.gain(shown)", "second:Detail.gain(shown)",
      ])
  }

  /// An action registered with replay on a screen from that screen's own `didLoseFocus`
  /// (the app entered the background, the screen stays appeared): it hears the appearance it
  /// missed and no focus gain (the screen holds no focus), then the return from background.
  @Test func anActionReplayedFromAFocusLossHearsNoGainUntilTheReturn() throws {
    let scene = TestScene(recordingEvents: false)
    let home = scene.show(ScreenController(title: "Home"))
    let late = RecordingAction(recordingFocus: true)
    let hook = AdversaryHook()
    hook.lost = { controller, _ in
      controller.registerLifeCircleAction(late, replayingCurrentState: true)
    }
    home.registerLifeCircleAction(hook)
    scene.enterBackground()
    expectTrace(late, ["Home.willAppear(false)", "Home.didAppear(false)"])
    hook.lost = nil
    scene.enterForeground()
    expectTrace(late, ["Home.didGainFocus(returnedFromBackground)"])
  }
}

/// Focus lines written by several actions, in call order.
@MainActor
private final class FocusLines {
  var lines: [String] = []
}

/// Writes `name:Title.gain(reason)` / `name:Title.loss(reason)` and runs a block on gains.
@MainActor
private final class NamedFocusAction: LifeCircleAction {
  let name: String
  let log: FocusLines
  var onGain: (() -> Void)?
  var onGainOf: ((ScreenController) -> Void)?
  init(_ name: String, _ log: FocusLines) { (self.name, self.log) = (name, log) }
  func hostController(_ controller: ScreenController, didGainFocus reason: FocusReason) {
    log.lines.append("\(name):\(controller.title).gain(\(reason))")
    onGain?()
    onGainOf?(controller)
  }
  func hostController(_ controller: ScreenController, didLoseFocus reason: FocusReason) {
    log.lines.append("\(name):\(controller.title).loss(\(reason))")
  }
}
