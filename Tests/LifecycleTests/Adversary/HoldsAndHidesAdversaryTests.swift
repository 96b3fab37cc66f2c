import Actions
import LifeCircleTesting
import Lifecycle
import Testing

/// Holds and hides from hostile callbacks: a window shown again from its root's loss of focus,
/// hidden twice, a pager switched during an interactive pop, and windows released while work
/// queued behind a manual transition names them.
@MainActor
@Suite struct HoldsAndHidesAdversaryTests {
  /// A window made key and visible again from its root's `didLoseFocus(removed)` while it is
  /// being hidden: the show is queued behind the hide, the root appears again and gains focus
  /// as shown; every event is legal and comes once.
  @Test func aWindowShownAgainFromItsRootsLossOfFocusAppearsAgain() throws {
    let scene = TestScene(recordingFocus: true)
    let root = scene.make { ScreenController(title: "Root") }
    let window = scene.showWindow(root)
    let hook = AdversaryHook()
    hook.lost = { _, reason in
      guard reason == .removed else { return }
      window.makeKeyAndVisible()
    }
    root.registerLifeCircleAction(hook)
    window.hide()
    scene.expectTrace([
      "Root.willDisappear(false)", "Root.didDisappear(false)", "Root.didLoseFocus(removed)",
      "Root.willAppear(false)", "Root.didAppear(false)", "Root.didGainFocus(shown)",
    ])
    #expect(window.isVisible && window.isKeyWindow && root.hasFocus)
    scene.expectDiagnostics([])
  }

  /// A window hidden again from its root's `viewDidDisappear` during its hide: the second hide
  /// finds the window hidden and does nothing; the root disappears once.
  @Test func aWindowHiddenTwiceFromItsOwnHideDisappearsOnce() throws {
    let scene = TestScene(recordingFocus: true)
    let root = scene.make { ScreenController(title: "Root") }
    let window = scene.showWindow(root)
    let hook = AdversaryHook()
    hook.didDisappear = { _ in window.hide() }
    root.registerLifeCircleAction(hook)
    window.hide()
    scene.expectTrace([
      "Root.willDisappear(false)", "Root.didDisappear(false)", "Root.didLoseFocus(removed)",
    ])
    #expect(!window.isVisible && Window.keyWindow == nil)
    scene.clear()
  }

  /// A pager switched to its second page (with a focus update) while an interactive pop that
  /// reveals it is in flight: focus waits for the gesture; finished, the revealed pager's new
  /// page gains focus as revealed.
  @Test func aPagerSwitchedDuringAFinishedInteractivePopFocusesItsNewPage() throws {
    let scene = TestScene(recordingFocus: true)
    let (pager, one, two) = scene.makeAdversaryPager()
    let navigation = scene.make { NavigationController(rootController: pager) }
    scene.showWindow(navigation)
    try navigation.push(scene.make { ScreenController(title: "Detail") }, animated: false)
    scene.clear()
    let pop = try navigation.beginInteractivePop()
    pager.active = [1]
    pager.setNeedsFocusUpdate()
    scene.expectTrace([
      "Detail.willDisappear(true)", "Pager.willAppear(true)", "One.willAppear(true)",
      "Two.willAppear(true)",
    ])
    pop.finish()
    scene.expectTrace([
      "Detail.didDisappear(true)", "Pager.didAppear(true)", "One.didAppear(true)",
      "Two.didAppear(true)", "Detail.didLoseFocus(removed)", "Two.didGainFocus(revealed)",
    ])
    #expect(!one.hasFocus && two.hasFocus)
  }

  /// The same switch during a cancelled interactive pop: nothing for focus (the detail keeps
  /// it); the pager's new page gains focus when a later pop reveals it.
  @Test func aPagerSwitchedDuringACancelledInteractivePopChangesNoFocus() throws {
    let scene = TestScene(recordingFocus: true)
    let (pager, _, _) = scene.makeAdversaryPager()
    let navigation = scene.make { NavigationController(rootController: pager) }
    scene.showWindow(navigation)
    let detail = scene.make { ScreenController(title: "Detail") }
    try navigation.push(detail, animated: false)
    scene.clear()
    let pop = try navigation.beginInteractivePop()
    pager.active = [1]
    pager.setNeedsFocusUpdate()
    pop.cancel()
    scene.expectTrace([
      "Detail.willDisappear(true)", "Pager.willAppear(true)", "One.willAppear(true)",
      "Two.willAppear(true)", "Pager.willDisappear(true)", "One.willDisappear(true)",
      "Two.willDisappear(true)", "Pager.didDisappear(true)", "One.didDisappear(true)",
      "Two.didDisappear(true)", "Detail.willAppear(true)", "Detail.didAppear(true)",
    ])
    #expect(detail.hasFocus)
    try navigation.pop(animated: false)
    #expect(
      scene.recorder.trace.suffix(2) == [
        "Detail.didLoseFocus(removed)", "Two.didGainFocus(revealed)",
      ])
    scene.clear()
  }

  /// A window made and shown from a page's `viewWillAppear` inside a manual transition, kept
  /// by nobody else: the show is queued behind the transition, which holds the work (and the
  /// window) until it ends; then the window is shown and keeps itself while visible.
  @Test func aWindowNamedOnlyByWorkQueuedBehindAManualTransitionIsShownWhenItEnds() throws {
    let scene = TestScene(recordingFocus: true)
    let container = scene.make { AdversaryManualPager(title: "Container") }
    let page = scene.make { ScreenController(title: "Page") }
    try container.addChild(page)
    scene.showWindow(container)
    weak var released: Window?
    let hook = AdversaryHook()
    hook.willAppear = { _ in
      let window = scene.make { Window(rootController: ScreenController(title: "Other")) }
      released = window
      window.makeKeyAndVisible()
    }
    page.registerLifeCircleAction(hook)
    page.beginAppearanceTransition(true, animated: true)
    scene.expectTrace(["Page.willAppear(true)"])
    #expect(released != nil && released?.isVisible == false)
    page.endAppearanceTransition()
    scene.expectTrace([
      "Page.didAppear(true)", "Other.willAppear(false)", "Other.didAppear(false)",
      "Other.didGainFocus(shown)",
    ])
    #expect(released?.isVisible == true && released?.isKeyWindow == true)
    released?.hide()
    scene.clear()
    #expect(released == nil)
  }
}
