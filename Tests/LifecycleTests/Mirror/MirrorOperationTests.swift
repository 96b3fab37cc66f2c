import Actions
import LifeCircleTesting
import Lifecycle
import Testing

/// The model's mirror operations (DESIGN "the bridge": a host drives appearance, the model
/// mirrors structure and decides focus): what they record, what a hosted event delivers, and
/// how they refuse a contradiction with a diagnostic, changing nothing.
@MainActor
@Suite struct MirrorOperationTests {
  /// A hosted window showing a stack `[Home]`, appeared, with focus on Home.
  private func shownStack(_ scene: TestScene) throws -> (Window, MirroredScreen, MirroredScreen) {
    let stack = scene.make { MirroredScreen(title: "Stack", container: true) }
    let home = scene.make { MirroredScreen(title: "Home") }
    let window = try #require(scene.make { Window(hostedRootController: stack) })
    #expect(stack.mirrorSetChildren([home]))
    window.mirrorShow()
    stack.hosted(.willAppear, animated: false)
    home.hosted(.willAppear, animated: false)
    stack.hosted(.didAppear, animated: false)
    home.hosted(.didAppear, animated: false)
    return (window, stack, home)
  }

  @Test func hostedEventsReachOneScreenEachAndFocusFollowsWhenTheTransitionEnds() throws {
    let scene = TestScene(recordingFocus: true)
    let (window, stack, home) = try shownStack(scene)
    scene.expectTrace([
      "Stack.willAppear(false)", "Home.willAppear(false)", "Stack.didAppear(false)",
      "Home.didAppear(false)", "Home.didGainFocus(shown)",
    ])
    // A push as UIKit delivers it: the stack changes, then the four callbacks.
    let detail = scene.make { MirroredScreen(title: "Detail") }
    #expect(stack.mirrorSetChildren([home, detail]))
    home.mirrorFocusReason(.covered)
    detail.mirrorFocusReason(.shown)
    home.deliverHostedEvent(.willDisappear, animated: true)
    detail.deliverHostedEvent(.willAppear, animated: true, flags: .movingToParent)
    #expect(detail.isMovingToParent == false)  // only during its callbacks
    home.deliverHostedEvent(.didDisappear, animated: true)
    #expect(home.hasFocus)  // the transition is not over: detail has not appeared
    detail.deliverHostedEvent(.didAppear, animated: true, flags: .movingToParent)
    scene.expectTrace([
      "Home.willDisappear(true)", "Detail.willAppear(true)", "Home.didDisappear(true)",
      "Detail.didAppear(true)", "Home.didLoseFocus(covered)", "Detail.didGainFocus(shown)",
    ])
    #expect(window.focusedControllers.map(\.title) == ["Detail"])
  }

  @Test func aHostedEventSeesUIKitsFlagsDuringItsCallbacksOnly() throws {
    let scene = TestScene()
    let screen = scene.make { MirroredScreen(title: "Sheet") }
    var seen: [Bool] = []
    screen.registerLifeCircleAction(FlagProbe { seen.append($0.isBeingPresented) })
    screen.deliverHostedEvent(.willAppear, animated: true, flags: .beingPresented)
    screen.deliverHostedEvent(.didAppear, animated: true)
    #expect(seen == [true, false])
    #expect(!screen.isBeingPresented)
  }

  @Test func aPoppedScreenKeepsItsParentUntilItsHostDeliversDidDisappear() throws {
    let scene = TestScene(recordingFocus: true)
    let (_, stack, home) = try shownStack(scene)
    let detail = scene.make { MirroredScreen(title: "Detail") }
    stack.mirrorSetChildren([home, detail])
    home.hosted(.willDisappear, .didDisappear)
    detail.hosted(.willAppear, .didAppear)
    scene.clear()
    // The pop: UIKit's stack reads [Home] before the callbacks.
    #expect(stack.mirrorSetChildren([home]))
    detail.mirrorFocusReason(.removed)
    home.mirrorFocusReason(.revealed)
    #expect(detail.parent === stack)
    #expect(stack.children.map(\.title) == ["Home"])
    detail.deliverHostedEvent(.willDisappear, animated: true, flags: .movingFromParent)
    home.deliverHostedEvent(.willAppear, animated: true)
    detail.deliverHostedEvent(.didDisappear, animated: true, flags: .movingFromParent)
    #expect(detail.parent == nil)
    home.deliverHostedEvent(.didAppear, animated: true)
    scene.expectTrace([
      "Detail.willDisappear(true)", "Home.willAppear(true)", "Detail.didDisappear(true)",
      "Home.didAppear(true)", "Detail.didLoseFocus(removed)", "Home.didGainFocus(revealed)",
    ])
  }

  @Test func anAbandonedSwipeEndsWhereItBeganAndChangesNoFocus() throws {
    let scene = TestScene(recordingFocus: true)
    let (_, stack, home) = try shownStack(scene)
    let detail = scene.make { MirroredScreen(title: "Detail") }
    stack.mirrorSetChildren([home, detail])
    home.hosted(.willDisappear, .didDisappear)
    detail.hosted(.willAppear, .didAppear)
    scene.clear()
    stack.mirrorSetChildren([home])  // the gesture pops
    detail.deliverHostedEvent(.willDisappear, animated: true, flags: .movingFromParent)
    home.deliverHostedEvent(.willAppear, animated: true)
    stack.mirrorSetChildren([home, detail])  // and is abandoned: Detail comes back
    home.hosted(.willDisappear, .didDisappear)
    detail.hosted(.willAppear, .didAppear)
    scene.expectTrace([
      "Detail.willDisappear(true)", "Home.willAppear(true)", "Home.willDisappear(true)",
      "Home.didDisappear(true)", "Detail.willAppear(true)", "Detail.didAppear(true)",
    ])
    #expect(detail.hasFocus)
    #expect(detail.parent === stack)
  }

  @Test func aSheetSwipedDownGivesFocusBackToThePresenter() throws {
    let scene = TestScene(recordingFocus: true)
    let (_, stack, _) = try shownStack(scene)
    scene.clear()
    let sheet = scene.make { MirroredScreen(title: "Sheet") }
    #expect(stack.mirrorPresent(sheet, style: .sheet))
    stack.mirrorFocusReason(.covered)
    sheet.hosted(.willAppear, .didAppear)
    sheet.deliverHostedEvent(.willDisappear, animated: true, flags: .beingDismissed)
    #expect(stack.mirrorDismiss())
    stack.mirrorFocusReason(.revealed)
    sheet.mirrorFocusReason(.removed)
    #expect(sheet.presentingController === stack)  // until its didDisappear
    sheet.deliverHostedEvent(.didDisappear, animated: true, flags: .beingDismissed)
    #expect(sheet.presentingController == nil)
    scene.expectTrace([
      "Sheet.willAppear(true)", "Sheet.didAppear(true)", "Home.didLoseFocus(covered)",
      "Sheet.didGainFocus(shown)", "Sheet.willDisappear(true)", "Sheet.didDisappear(true)",
      "Sheet.didLoseFocus(removed)", "Home.didGainFocus(revealed)",
    ])
  }

  @Test func aHeldRegistryDecidesOnceFromTheTreeAsItIsAtTheRelease() throws {
    // A splash that redirects within the host's turn never gains focus.
    let scene = TestScene(recordingFocus: true)
    let splash = scene.make { MirroredScreen(title: "Splash") }
    let window = try #require(scene.make { Window(hostedRootController: splash) })
    scene.registry.holdFocusDecisions()
    window.mirrorShow()
    splash.hosted(.willAppear, .didAppear, animated: false)
    let home = scene.make { MirroredScreen(title: "Home") }
    #expect(window.mirrorReplaceRoot(with: home))
    scene.registry.releaseFocusDecisions()
    #expect(!splash.hasFocus)
    scene.registry.holdFocusDecisions()
    splash.hosted(.willDisappear, animated: false)
    home.hosted(.willAppear, animated: false)
    splash.hosted(.didDisappear, animated: false)
    home.hosted(.didAppear, animated: false)
    scene.registry.releaseFocusDecisions()
    scene.expectTrace([
      "Splash.willAppear(false)", "Splash.didAppear(false)", "Splash.willDisappear(false)",
      "Home.willAppear(false)", "Splash.didDisappear(false)", "Home.didAppear(false)",
      "Home.didGainFocus(shown)",
    ])
  }

  @Test func hidingAndShowingAHostedWindowMovesTheKeyWindow() throws {
    let scene = TestScene(recordingFocus: true)
    let (first, _, _) = try shownStack(scene)
    let other = scene.make { MirroredScreen(title: "Other") }
    let second = try #require(scene.make { Window(hostedRootController: other) })
    second.mirrorShow()
    other.hosted(.willAppear, .didAppear, animated: false)
    #expect(second.isKeyWindow)
    // The host's turn: the window is hidden, its root disappears; focus is decided after.
    scene.registry.holdFocusDecisions()
    second.mirrorHide()
    other.hosted(.willDisappear, .didDisappear, animated: false)
    #expect(first.isKeyWindow)
    first.mirrorMakeKey()
    scene.registry.releaseFocusDecisions()
    scene.expectTrace([
      "Stack.willAppear(false)", "Home.willAppear(false)", "Stack.didAppear(false)",
      "Home.didAppear(false)", "Home.didGainFocus(shown)", "Other.willAppear(false)",
      "Other.didAppear(false)", "Home.didLoseFocus(windowResignedKey)",
      "Other.didGainFocus(shown)", "Other.willDisappear(false)", "Other.didDisappear(false)",
      "Other.didLoseFocus(removed)", "Home.didGainFocus(windowBecameKey)",
    ])
  }
}

/// Reads a flag of its host at each event.
@MainActor
private final class FlagProbe: LifeCircleEventObserver {
  let probe: (ScreenController) -> Void
  init(_ probe: @escaping (ScreenController) -> Void) { self.probe = probe }
  func hostController(
    _ controller: ScreenController, didReceive event: LifecycleEvent, animated: Bool
  ) {
    probe(controller)
  }
}
