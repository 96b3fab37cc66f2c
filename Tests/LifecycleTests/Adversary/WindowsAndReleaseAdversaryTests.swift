import Actions
import LifeCircleTesting
import Lifecycle
import Testing

/// Windows, registries and released objects under hostile callbacks (DESIGN "Windows",
/// "Calls across trees", "Queued work holds its targets", "Focus, details decided"): a second
/// window shown and hidden from the first one's callbacks, the background entered and left from
/// focus callbacks of two registries, and windows, screens and actions let go by their last
/// owner while the engine delivers to them.
@MainActor
@Suite struct WindowsAndReleaseAdversaryTests {
  /// The app sent to the background and brought back within one focus callback: focus is
  /// decided once the work drains, so the screen that holds focus hears nothing more.
  @Test func backgroundAndBackWithinOneFocusCallbackSendsNothing() throws {
    let scene = TestScene(recordingFocus: true)
    let home = scene.make { ScreenController(title: "Home") }
    let hook = AdversaryHook()
    hook.gained = { _, _ in
      LifeCircleRegistry.scoped(scene.registry) {
        LifeCircleApp.enterBackground()
        LifeCircleApp.enterForeground()
      }
    }
    home.registerLifeCircleAction(hook)
    scene.showWindow(home, resettingTrace: false)
    scene.expectTrace([
      "Home.willAppear(false)", "Home.didAppear(false)", "Home.didGainFocus(shown)",
    ])
    #expect(home.hasFocus && !scene.registry.isInBackground)
  }

  /// Two registries, one screen each: the first screen's gain sends the second registry to the
  /// background, whose loss sends the first registry there too. Each registry keeps its own
  /// background, the second decision waits for the first one's delivery, and every event
  /// comes once.
  @Test func focusCallbacksOfTwoRegistriesSendEachOtherToTheBackground() throws {
    let (one, two) = (TestScene(), TestScene())
    let log = RecordingAction(recordingFocus: true)
    one.registry.register(log)
    two.registry.register(log)
    let a = one.show(ScreenController(title: "A"))
    let b = two.show(ScreenController(title: "B"))
    log.reset()
    one.enterBackground()
    let hookA = AdversaryHook()
    hookA.gained = { _, _ in two.enterBackground() }
    a.registerLifeCircleAction(hookA)
    let hookB = AdversaryHook()
    hookB.lost = { _, _ in one.enterBackground() }
    b.registerLifeCircleAction(hookB)
    one.enterForeground()
    expectTrace(
      log,
      [
        "A.didLoseFocus(enteredBackground)", "A.didGainFocus(returnedFromBackground)",
        "B.didLoseFocus(enteredBackground)", "A.didLoseFocus(enteredBackground)",
      ])
    #expect(!a.hasFocus && !b.hasFocus)
    #expect(one.registry.isInBackground && two.registry.isInBackground)
    hookA.gained = nil
    hookB.lost = nil
    two.enterForeground()
    expectTrace(log, ["B.didGainFocus(returnedFromBackground)"])
    #expect(!a.hasFocus && b.hasFocus)
    one.registry.remove(log)
    two.registry.remove(log)
  }

  /// A window of another registry shown from the first window's `viewWillAppear`: queued
  /// behind the delivering tree, so it appears after the first window's `didAppear`; both
  /// registries decide focus once everything drained, the first registry first.
  @Test func aWindowOfAnotherRegistryShownFromAnAppearanceWaitsForTheFirstWindow() throws {
    let (one, two) = (TestScene(), TestScene())
    let log = RecordingAction(recordingFocus: true)
    one.registry.register(log)
    two.registry.register(log)
    let b = two.make { ScreenController(title: "B") }
    let second = two.make { Window(rootController: b) }
    let a = one.make { ScreenController(title: "A") }
    let hook = AdversaryHook()
    hook.willAppear = { _ in second.makeKeyAndVisible() }
    a.registerLifeCircleAction(hook)
    one.showWindow(a)
    expectTrace(
      log,
      [
        "A.willAppear(false)", "A.didAppear(false)", "B.willAppear(false)", "B.didAppear(false)",
        "A.didGainFocus(shown)", "B.didGainFocus(shown)",
      ])
    #expect(a.hasFocus && b.hasFocus)
    second.hide()
    one.registry.remove(log)
    two.registry.remove(log)
  }

  /// A second window made and shown from the first screen's focus gain, kept by nobody, and
  /// hidden from its own root's focus gain: it takes the key, gives it back, and is freed once
  /// hidden (queued work held it until it ran; a visible window kept itself).
  @Test func aSecondWindowShownAndHiddenFromFocusCallbacksIsFreedAfterwards() throws {
    let scene = TestScene(recordingFocus: true)
    let a = scene.make { ScreenController(title: "A") }
    let b = scene.make { ScreenController(title: "B") }
    weak var released: Window?
    let hookA = AdversaryHook()
    hookA.gained = { [unowned b] _, reason in
      guard reason == .shown else { return }
      let window = scene.make { Window(rootController: b) }
      released = window
      window.makeKeyAndVisible()
    }
    a.registerLifeCircleAction(hookA)
    let hookB = AdversaryHook()
    hookB.gained = { _, _ in released?.hide() }
    b.registerLifeCircleAction(hookB)
    scene.showWindow(a, resettingTrace: false)
    scene.expectTrace([
      "A.willAppear(false)", "A.didAppear(false)", "A.didGainFocus(shown)",
      "B.willAppear(false)", "B.didAppear(false)", "A.didLoseFocus(windowResignedKey)",
      "B.didGainFocus(shown)", "B.willDisappear(false)", "B.didDisappear(false)",
      "B.didLoseFocus(removed)", "A.didGainFocus(windowBecameKey)",
    ])
    #expect(released == nil)
    #expect(scene.registry.windows.count == 1 && scene.windows[0].isKeyWindow)
    #expect(b.appearanceState == .disappeared && a.hasFocus)
    scene.expectDiagnostics([])
  }

  /// A window whose only owner lets it go from its root's `viewDidDisappear` while it is being
  /// hidden: the hide finishes, the window is freed, its root is left free (no callback), and
  /// the root can be the root of another window at once.
  @Test func aWindowLetGoFromItsRootsDisappearanceIsFreedAndItsRootReused() throws {
    let scene = TestScene(recordingFocus: true)
    let root = scene.make { ScreenController(title: "Root") }
    var owner: Window? = scene.make { Window(rootController: root) }
    weak let released = owner
    let hook = AdversaryHook()
    hook.didDisappear = { _ in owner = nil }
    root.registerLifeCircleAction(hook)
    owner?.makeKeyAndVisible()
    scene.expectTrace([
      "Root.willAppear(false)", "Root.didAppear(false)", "Root.didGainFocus(shown)",
    ])
    released?.hide()
    scene.expectTrace([
      "Root.willDisappear(false)", "Root.didDisappear(false)", "Root.didLoseFocus(removed)",
    ])
    #expect(released == nil && owner == nil)
    hook.didDisappear = nil
    let next = scene.showWindow(root, resettingTrace: false)
    scene.expectTrace([
      "Root.willAppear(false)", "Root.didAppear(false)", "Root.didGainFocus(shown)",
    ])
    #expect(next.rootController === root)
    scene.expectDiagnostics([])
  }

  /// A presented screen whose owner lets it go from its own `viewDidDisappear` during the
  /// dismissal: its loss of focus is still delivered to it, and it is freed once the dismissal
  /// and its focus events are over.
  @Test func aDismissedScreenLetGoFromItsOwnCallbackHearsItsLossAndIsFreed() throws {
    let scene = TestScene(recordingFocus: true)
    let home = scene.show(ScreenController(title: "Home"))
    var modal: ScreenController? = scene.make { ScreenController(title: "Modal") }
    weak let released = modal
    let hook = AdversaryHook()
    var lossHeard = false
    hook.didDisappear = { _ in modal = nil }
    hook.lost = { controller, _ in lossHeard = !controller.hasFocus }
    modal?.registerLifeCircleAction(hook)
    try home.present(modal!, animated: false)
    scene.clear()
    try home.dismiss(animated: false)
    scene.expectTrace([
      "Modal.willDisappear(false)", "Home.willAppear(false)", "Home.didAppear(false)",
      "Modal.didDisappear(false)", "Modal.didLoseFocus(removed)", "Home.didGainFocus(revealed)",
    ])
    #expect(lossHeard)
    #expect(released == nil)
    #expect(home.presentedController == nil && home.hasFocus)
  }

  /// A global action removed by an earlier action during a dispatch, held by nobody else: it is
  /// not called later in that dispatch (rule 6) and is freed once the registry lets it go.
  @Test func aGlobalActionRemovedAndLetGoDuringADispatchIsSkippedAndFreed() throws {
    let scene = TestScene(recordingEvents: false)
    let log = RecordingAction()
    var doomed: RecordingAction? = RecordingAction()
    weak let released = doomed
    let remover = AdversaryHook()
    remover.willAppear = { _ in
      if let action = doomed { scene.registry.remove(action) }
      doomed = nil
    }
    scene.registry.register(remover)
    scene.registry.register(doomed!)
    scene.registry.register(log)
    scene.show(ScreenController(title: "Home"))
    #expect(released == nil)
    expectTrace(log, ["Home.willAppear(false)", "Home.didAppear(false)"])
  }

  /// A screen made inside a callback and pushed from there, held by nobody but the queued
  /// push: the push runs after the transition under way, and the screen is on screen.
  @Test func aScreenKeptOnlyByQueuedWorkIsPushedWhenItsTurnComes() throws {
    let scene = TestScene(recordingFocus: true)
    let navigation = scene.show(
      NavigationController(rootController: ScreenController(title: "Home")))
    let hook = AdversaryHook()
    weak var pushed: ScreenController?
    hook.didAppear = { [unowned navigation] _ in
      let detail = scene.make { ScreenController(title: "Detail") }
      pushed = detail
      try? navigation.push(detail, animated: false)
    }
    let first = scene.make { ScreenController(title: "First") }
    first.registerLifeCircleAction(hook)
    try navigation.push(first, animated: false)
    scene.expectTrace([
      "Home.willDisappear(false)", "First.willAppear(false)", "Home.didDisappear(false)",
      "First.didAppear(false)", "First.willDisappear(false)", "Detail.willAppear(false)",
      "First.didDisappear(false)", "Detail.didAppear(false)", "Home.didLoseFocus(covered)",
      "Detail.didGainFocus(shown)",
    ])
    #expect(pushed != nil && navigation.topController === pushed)
    hook.didAppear = nil
    try navigation.pop(animated: false)
    scene.clear()
    #expect(pushed == nil)
  }

  /// A hidden window made in a callback and given a root by queued work, kept by nobody else:
  /// the work holds the window until it runs, the window is freed afterwards, and its root,
  /// left silently, can be pushed elsewhere at once.
  @Test func aHiddenWindowHeldOnlyByQueuedWorkLeavesItsRootFreeAfterwards() throws {
    let scene = TestScene(recordingFocus: true)
    let navigation = scene.show(
      NavigationController(rootController: ScreenController(title: "Home")))
    let wanderer = scene.make { ScreenController(title: "Wanderer") }
    weak var released: Window?
    let hook = AdversaryHook()
    hook.didAppear = { [unowned wanderer] _ in
      hook.didAppear = nil
      let window = scene.make { Window(rootController: ScreenController(title: "Placeholder")) }
      released = window
      try? window.setRootController(wanderer)
    }
    let first = scene.make { ScreenController(title: "First") }
    first.registerLifeCircleAction(hook)
    try navigation.push(first, animated: false)
    scene.clear()
    #expect(released == nil)
    #expect(wanderer.parent == nil && wanderer.appearanceState == .disappeared)
    try navigation.push(wanderer, animated: false)
    scene.expectTrace([
      "First.willDisappear(false)", "Wanderer.willAppear(false)", "First.didDisappear(false)",
      "Wanderer.didAppear(false)", "First.didLoseFocus(covered)", "Wanderer.didGainFocus(shown)",
    ])
    scene.expectDiagnostics([])
  }
}
