import Actions
import LifeCircleTesting
import Lifecycle
import Testing

/// Custom containers whose active children change without navigation (DESIGN "Focus, details
/// decided": *Containers*, *When*): from a page's own callbacks, from focus callbacks, from a
/// diagnostic handler, with and without `setNeedsFocusUpdate()`; strangers, stale and
/// disappearing children; an override that answers differently each time it is asked.
@MainActor
@Suite struct CustomContainerFocusAdversaryTests {
  /// A pager that moves to its second page from the first page's `viewDidAppear`, while its
  /// window is being shown: the first page was never the focused one once the work drained,
  /// so only the second page gains focus (a splash that redirects never gains focus), whether
  /// or not the pager asks for a focus update.
  @Test(arguments: [true, false])
  func aPageSwitchDuringTheFirstAppearanceFocusesOnlyTheFinalPage(asksForUpdate: Bool) throws {
    let scene = TestScene(recordingFocus: true)
    let (pager, one, two) = scene.makeAdversaryPager()
    let hook = AdversaryHook()
    hook.didAppear = { [unowned pager] _ in
      pager.active = [1]
      if asksForUpdate { pager.setNeedsFocusUpdate() }
    }
    one.registerLifeCircleAction(hook)
    scene.showWindow(pager, resettingTrace: false)
    scene.expectTrace([
      "Pager.willAppear(false)", "One.willAppear(false)", "Two.willAppear(false)",
      "Pager.didAppear(false)", "One.didAppear(false)", "Two.didAppear(false)",
      "Two.didGainFocus(shown)",
    ])
    #expect(!one.hasFocus && two.hasFocus)
    scene.expectDiagnostics([])
  }

  /// A pager that moves to its second page from the first page's `didGainFocus` and asks for
  /// a focus update: the first page's gain is delivered whole, then the first page loses focus
  /// and the second gains it, after the callback (losses before gains).
  @Test func aPageSwitchFromAFocusGainMovesFocusAfterTheGain() throws {
    let scene = TestScene(recordingFocus: true)
    let (pager, one, two) = scene.makeAdversaryPager()
    let hook = AdversaryHook()
    var sawFocusDuringGain = false
    hook.gained = { [unowned pager] controller, _ in
      sawFocusDuringGain = controller.hasFocus
      pager.active = [1]
      pager.setNeedsFocusUpdate()
      // Queued behind the delivery under way: nothing moved yet.
      #expect(controller.hasFocus && !two.hasFocus)
    }
    one.registerLifeCircleAction(hook)
    scene.showWindow(pager, resettingTrace: false)
    scene.expectTrace([
      "Pager.willAppear(false)", "One.willAppear(false)", "Two.willAppear(false)",
      "Pager.didAppear(false)", "One.didAppear(false)", "Two.didAppear(false)",
      "One.didGainFocus(shown)", "One.didLoseFocus(removed)", "Two.didGainFocus(shown)",
    ])
    #expect(sawFocusDuringGain)
    #expect(!one.hasFocus && two.hasFocus)
    #expect(scene.windows[0].focusedControllers.map(\.title) == ["Two"])
  }

  /// Without `setNeedsFocusUpdate()`, a pager that changes its active page from a focus
  /// callback leaves focus where the last decision put it (the documented contract): the next
  /// decision, here a trip to the background and back, moves it, with the background reasons.
  @Test func aPageSwitchWithoutAFocusUpdateWaitsForTheNextDecision() throws {
    let scene = TestScene(recordingFocus: true)
    let (pager, one, two) = scene.makeAdversaryPager()
    let hook = AdversaryHook()
    hook.gained = { [unowned pager] _, _ in pager.active = [1] }
    one.registerLifeCircleAction(hook)
    scene.showWindow(pager, resettingTrace: false)
    scene.expectTrace([
      "Pager.willAppear(false)", "One.willAppear(false)", "Two.willAppear(false)",
      "Pager.didAppear(false)", "One.didAppear(false)", "Two.didAppear(false)",
      "One.didGainFocus(shown)",
    ])
    #expect(one.hasFocus && !two.hasFocus)
    hook.gained = nil
    scene.enterBackground()
    scene.expectTrace(["One.didLoseFocus(enteredBackground)"])
    scene.enterForeground()
    scene.expectTrace(["Two.didGainFocus(returnedFromBackground)"])
    #expect(!one.hasFocus && two.hasFocus)
  }

  /// A page covered by a push switches the pager from its own `didLoseFocus` and asks for a
  /// focus update: nothing more happens while the pager is covered (no focus for a screen that
  /// is not on the focused path), and the pop reveals the page the pager now names.
  @Test func aPageSwitchFromAFocusLossIsSeenWhenThePagerIsRevealed() throws {
    let scene = TestScene(recordingFocus: true)
    let (pager, one, two) = scene.makeAdversaryPager()
    let navigation = scene.make { NavigationController(rootController: pager) }
    scene.showWindow(navigation)
    let hook = AdversaryHook()
    hook.lost = { [unowned pager] _, _ in
      pager.active = [1]
      pager.setNeedsFocusUpdate()
    }
    one.registerLifeCircleAction(hook)
    try navigation.push(scene.make { ScreenController(title: "Detail") }, animated: false)
    scene.expectTrace([
      "Pager.willDisappear(false)", "One.willDisappear(false)", "Two.willDisappear(false)",
      "Detail.willAppear(false)", "Pager.didDisappear(false)", "One.didDisappear(false)",
      "Two.didDisappear(false)", "Detail.didAppear(false)", "One.didLoseFocus(covered)",
      "Detail.didGainFocus(shown)",
    ])
    try navigation.pop(animated: false)
    scene.expectTrace([
      "Detail.willDisappear(false)", "Pager.willAppear(false)", "One.willAppear(false)",
      "Two.willAppear(false)", "Detail.didDisappear(false)", "Pager.didAppear(false)",
      "One.didAppear(false)", "Two.didAppear(false)", "Detail.didLoseFocus(removed)",
      "Two.didGainFocus(revealed)",
    ])
    #expect(!one.hasFocus && two.hasFocus)
    scene.expectDiagnostics([])
  }

  /// A page asks for a focus update from its own `viewWillDisappear`, in the middle of a push
  /// that covers it (its pager still names it while it disappears): focus is not decided in
  /// the middle of the transition, and the push's focus events come once, after its last
  /// appearance callback.
  @Test func aFocusUpdateAskedByADisappearingPageWaitsForTheTransition() throws {
    let scene = TestScene(recordingFocus: true)
    let (pager, one, _) = scene.makeAdversaryPager()
    let navigation = scene.make { NavigationController(rootController: pager) }
    scene.showWindow(navigation)
    let hook = AdversaryHook()
    var focusDuringTransition: [Bool] = []
    hook.willDisappear = { [unowned pager] controller in
      pager.setNeedsFocusUpdate()
      focusDuringTransition.append(controller.hasFocus)
    }
    hook.didDisappear = { controller in focusDuringTransition.append(controller.hasFocus) }
    one.registerLifeCircleAction(hook)
    try navigation.push(scene.make { ScreenController(title: "Detail") }, animated: false)
    scene.expectTrace([
      "Pager.willDisappear(false)", "One.willDisappear(false)", "Two.willDisappear(false)",
      "Detail.willAppear(false)", "Pager.didDisappear(false)", "One.didDisappear(false)",
      "Two.didDisappear(false)", "Detail.didAppear(false)", "One.didLoseFocus(covered)",
      "Detail.didGainFocus(shown)",
    ])
    #expect(focusDuringTransition == [true, true])
  }

  /// A container that names another container's child (a screen on screen in the same window)
  /// besides its own page: the stranger is ignored with a diagnostic, and gains focus once,
  /// through its real parent, in tree order.
  @Test func aChildOfAnotherContainerNamedActiveGainsFocusOnceThroughItsOwnParent() throws {
    let scene = TestScene(recordingFocus: true)
    let split = scene.make { AdversaryPager(title: "Split") }
    let left = scene.make { AdversaryPager(title: "Left") }
    let right = scene.make { AdversaryPager(title: "Right") }
    let leftPage = scene.make { ScreenController(title: "LeftPage") }
    let rightPage = scene.make { ScreenController(title: "RightPage") }
    try split.addChild(left)
    try split.addChild(right)
    try left.addChild(leftPage)
    try right.addChild(rightPage)
    split.active = [0, 1]
    left.named = [rightPage, leftPage]
    scene.showWindow(split, resettingTrace: false)
    #expect(
      scene.recorder.trace.filter { $0.contains("Focus") } == [
        "LeftPage.didGainFocus(shown)", "RightPage.didGainFocus(shown)",
      ])
    scene.clear()
    #expect(leftPage.hasFocus && rightPage.hasFocus)
    #expect(scene.windows[0].focusedControllers.map(\.title) == ["LeftPage", "RightPage"])
    // Every decision reports the stranger again.
    right.active = []
    right.setNeedsFocusUpdate()
    scene.expectTrace(["RightPage.didLoseFocus(removed)"])
    scene.expectDiagnostics(causes: [.activeChildNotAChild])
    #expect(leftPage.hasFocus && !rightPage.hasFocus)
  }

  /// A split container that names its second page, then its first, then its second again:
  /// each page gains focus once, in the order named, and the repeat is reported at each
  /// decision; a later decision that changes nothing sends no event.
  @Test func aPageNamedTwiceAmongOthersGainsFocusOnceInTheOrderNamed() throws {
    let scene = TestScene(recordingFocus: true)
    let (pager, one, two) = scene.makeAdversaryPager()
    pager.named = [two, one, two]
    scene.showWindow(pager, resettingTrace: false)
    scene.expectTrace([
      "Pager.willAppear(false)", "One.willAppear(false)", "Two.willAppear(false)",
      "Pager.didAppear(false)", "One.didAppear(false)", "Two.didAppear(false)",
      "Two.didGainFocus(shown)", "One.didGainFocus(shown)",
    ])
    scene.expectDiagnostics(causes: [.activeChildNamedTwice])
    #expect(scene.windows[0].focusedControllers.map(\.title) == ["Two", "One"])
    pager.setNeedsFocusUpdate()
    scene.expectTrace([])
    scene.expectDiagnostics(causes: [.activeChildNamedTwice])
    #expect(one.hasFocus && two.hasFocus)
  }

  /// A page removed from a pager whose `activeChildren` still names it (a stale list): the page
  /// disappears and loses focus as removed; the stale entry is reported, and the other page,
  /// already focused, hears nothing.
  @Test func aRemovedPageStillNamedActiveLosesFocusAndIsReported() throws {
    let scene = TestScene(recordingFocus: true)
    let (pager, one, two) = scene.makeAdversaryPager()
    pager.named = [one, two]
    scene.showWindow(pager)
    #expect(one.hasFocus && two.hasFocus)
    scene.expectDiagnostics([])
    one.removeFromParent()
    scene.expectTrace([
      "One.willDisappear(false)", "One.didDisappear(false)", "One.didLoseFocus(removed)",
    ])
    scene.expectDiagnostics(causes: [.activeChildNotAChild])
    #expect(!one.hasFocus && two.hasFocus)
  }

  /// An override that answers differently each time it is asked: it is asked once per
  /// decision, so every gain is matched by one loss and `hasFocus` agrees with the events.
  @Test func anOverrideThatChangesItsAnswerOnEveryReadKeepsFocusBalanced() throws {
    let scene = TestScene(recordingFocus: true)
    let (pager, one, two) = scene.makeAdversaryPager()
    pager.answers = [[0], [1]]
    scene.showWindow(pager)
    #expect(one.hasFocus && !two.hasFocus)
    #expect(pager.reads == 1)
    pager.setNeedsFocusUpdate()
    scene.expectTrace(["One.didLoseFocus(removed)", "Two.didGainFocus(shown)"])
    pager.setNeedsFocusUpdate()
    scene.expectTrace(["Two.didLoseFocus(removed)", "One.didGainFocus(shown)"])
    #expect(one.hasFocus && !two.hasFocus)
    #expect(pager.reads == 3)
  }

  /// A diagnostic handler that answers the report about a stranger by switching the pager to
  /// its second page and asking for a focus update: the decision under way finishes with what
  /// it read (the first page gains focus), then the next one moves focus to the second page.
  @Test func aPageSwitchFromADiagnosticHandlerMovesFocusInTheNextDecision() throws {
    let scene = TestScene(recordingFocus: true)
    let (pager, one, two) = scene.makeAdversaryPager()
    let stranger = scene.make { ScreenController(title: "Stranger") }
    pager.named = [stranger, one]
    var reports = 0
    scene.registry.diagnosticHandler = { [unowned pager] diagnostic in
      reports += 1
      pager.named = nil
      pager.active = [1]
      pager.setNeedsFocusUpdate()
    }
    scene.showWindow(pager, resettingTrace: false)
    scene.expectTrace([
      "Pager.willAppear(false)", "One.willAppear(false)", "Two.willAppear(false)",
      "Pager.didAppear(false)", "One.didAppear(false)", "Two.didAppear(false)",
      "One.didGainFocus(shown)", "One.didLoseFocus(removed)", "Two.didGainFocus(shown)",
    ])
    #expect(reports == 1)
    #expect(!one.hasFocus && two.hasFocus)
  }

  /// A container that forwards appearance by hand and switches pages with a manual transition,
  /// asking for a focus update in the middle of it: focus waits until the transition ends,
  /// then moves from the old page to the new one.
  @Test func aManualPageSwitchDefersFocusUntilItsTransitionEnds() throws {
    let scene = TestScene(recordingFocus: true)
    let pager = scene.make { AdversaryManualPager(title: "Pager") }
    let one = scene.make { ScreenController(title: "One") }
    let two = scene.make { ScreenController(title: "Two") }
    try pager.addChild(one)
    scene.showWindow(pager)
    one.beginAppearanceTransition(true, animated: false)
    one.endAppearanceTransition()
    scene.expectTrace(["One.willAppear(false)", "One.didAppear(false)", "One.didGainFocus(shown)"])
    try pager.addChild(two)
    two.beginAppearanceTransition(true, animated: true)
    one.beginAppearanceTransition(false, animated: true)
    pager.setNeedsFocusUpdate()
    #expect(one.hasFocus && !two.hasFocus)
    two.endAppearanceTransition()
    one.endAppearanceTransition()
    scene.expectTrace([
      "Two.willAppear(true)", "One.willDisappear(true)", "Two.didAppear(true)",
      "One.didDisappear(true)", "One.didLoseFocus(removed)", "Two.didGainFocus(shown)",
    ])
    scene.expectDiagnostics([])
  }

  /// A content screen that starts declaring itself a container (and asks for a focus update):
  /// focus moves down to its child; with its only child removed, nobody in the window holds
  /// focus; declaring itself content again, it regains focus.
  @Test func aScreenThatBecomesAContainerHandsFocusToItsChild() throws {
    let scene = TestScene(recordingFocus: true)
    let host = scene.make { AdversaryToggler(title: "Host") }
    let child = scene.make { ScreenController(title: "Child") }
    try host.addChild(child)
    scene.showWindow(host)
    #expect(host.hasFocus && !child.hasFocus)
    host.containing = true
    host.setNeedsFocusUpdate()
    scene.expectTrace(["Host.didLoseFocus(removed)", "Child.didGainFocus(shown)"])
    child.removeFromParent()
    scene.expectTrace([
      "Child.willDisappear(false)", "Child.didDisappear(false)", "Child.didLoseFocus(removed)",
    ])
    #expect(scene.windows[0].focusedControllers.isEmpty)
    host.containing = false
    host.setNeedsFocusUpdate()
    scene.expectTrace(["Host.didGainFocus(shown)"])
    #expect(host.hasFocus)
    scene.expectDiagnostics([])
  }
}

/// A screen whose `isContainer` answer a test switches.
@MainActor
private final class AdversaryToggler: ScreenController {
  var containing = false
  override var isContainer: Bool { containing }
}
