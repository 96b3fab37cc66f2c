import Actions
import LifeCircleTesting
import Lifecycle
import Testing

/// Focus decided once a cascade of queued calls drained (DESIGN "Focus, details decided":
/// *When*, reasons and their precedence): windows shown and hidden, the background entered
/// and left, and pagers switched within one cascade.
@MainActor
@Suite struct FocusCascadeAdversaryTests {
  /// A second window shown and hidden again from a pushed screen's `viewDidAppear`: the key
  /// window at the end is the first one again, so the second window's root never gains focus
  /// and the first window's screens hear only the push's focus events.
  @Test func aWindowShownAndHiddenWithinOneCascadeNeverTakesFocus() throws {
    let scene = TestScene(recordingFocus: true)
    let navigation = scene.show(
      NavigationController(rootController: ScreenController(title: "Home")))
    let other = scene.make { Window(rootController: ScreenController(title: "Other")) }
    let pushed = scene.make { ScreenController(title: "Pushed") }
    let hook = AdversaryHook()
    hook.didAppear = { _ in
      other.makeKeyAndVisible()
      other.hide()
    }
    pushed.registerLifeCircleAction(hook)
    try navigation.push(pushed, animated: false)
    scene.expectTrace([
      "Home.willDisappear(false)", "Pushed.willAppear(false)", "Home.didDisappear(false)",
      "Pushed.didAppear(false)", "Other.willAppear(false)", "Other.didAppear(false)",
      "Other.willDisappear(false)", "Other.didDisappear(false)", "Home.didLoseFocus(covered)",
      "Pushed.didGainFocus(shown)",
    ])
    #expect(scene.windows[0].isKeyWindow && pushed.hasFocus)
  }

  /// A window made key while the app is in the background: nothing happens until the app
  /// returns, and then the new key window's screen gains focus as returned from the background
  /// (the first reason in the precedence), the old one hearing nothing more.
  @Test func aWindowMadeKeyInTheBackgroundGainsFocusAsReturnedFromBackground() throws {
    let scene = TestScene(recordingFocus: true)
    let first = scene.show(ScreenController(title: "First"))
    scene.enterBackground()
    scene.expectTrace(["First.didLoseFocus(enteredBackground)"])
    let second = scene.make { ScreenController(title: "Second") }
    scene.showWindow(second, resettingTrace: false)
    scene.expectTrace(["Second.willAppear(false)", "Second.didAppear(false)"])
    #expect(!first.hasFocus && !second.hasFocus)
    scene.enterForeground()
    scene.expectTrace(["Second.didGainFocus(returnedFromBackground)"])
    #expect(!first.hasFocus && second.hasFocus)
  }

  /// A pager in a window that is not key switches pages and asks for a focus update: nothing
  /// is heard (only the key window's screens have focus); when its window is made key, its new
  /// page gains focus as the window became key.
  @Test func aPagerSwitchedInAWindowThatIsNotKeyIsHeardWhenItBecomesKey() throws {
    let scene = TestScene(recordingFocus: true)
    let pager = scene.make { AdversaryPager(title: "Pager") }
    let one = scene.make { ScreenController(title: "One") }
    let two = scene.make { ScreenController(title: "Two") }
    try pager.addChild(one)
    try pager.addChild(two)
    let back = scene.showWindow(pager)
    let front = scene.show(ScreenController(title: "Front"))
    scene.clear()
    pager.active = [1]
    pager.setNeedsFocusUpdate()
    scene.expectTrace([])
    #expect(back.focusedControllers.map(\.title) == ["Two"])
    back.makeKeyAndVisible()
    scene.expectTrace([
      "Front.didLoseFocus(windowResignedKey)", "Two.didGainFocus(windowBecameKey)",
    ])
    #expect(!one.hasFocus && two.hasFocus && !front.hasFocus)
  }

  /// A screen presented and dismissed again from a focus gain: the presented screen never
  /// gains focus and the screen under it keeps focus, hearing nothing more.
  @Test func aPresentationUndoneWithinOneCascadeLeavesFocusAlone() throws {
    let scene = TestScene(recordingFocus: true)
    let home = scene.make { ScreenController(title: "Home") }
    let modal = scene.make { ScreenController(title: "Modal") }
    let hook = AdversaryHook()
    hook.gained = { [unowned home] _, _ in
      hook.gained = nil
      try? home.present(modal, animated: false)
      try? home.dismiss(animated: false)
    }
    home.registerLifeCircleAction(hook)
    scene.showWindow(home, resettingTrace: false)
    scene.expectTrace([
      "Home.willAppear(false)", "Home.didAppear(false)", "Home.didGainFocus(shown)",
      "Home.willDisappear(false)", "Modal.willAppear(false)", "Modal.didAppear(false)",
      "Home.didDisappear(false)", "Modal.willDisappear(false)", "Home.willAppear(false)",
      "Home.didAppear(false)", "Modal.didDisappear(false)",
    ])
    #expect(home.hasFocus && !modal.hasFocus)
    scene.expectDiagnostics([])
  }
}
