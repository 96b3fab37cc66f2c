import Actions
import LifeCircleTesting
import Lifecycle
import Testing

/// An adversarial review of focus (DESIGN "Focus and screen views", "Focus, details decided"):
/// callbacks that navigate, move screens between windows and registries, register late with
/// replay, or report diagnostics that navigate; custom containers that name a child twice; deep
/// split-style trees. The tests under "Defects found by the review" failed before their fixes
/// and pin what the specification says.
@MainActor
@Suite struct FocusReviewTests {
  // MARK: Defects found by the review (fixed)

  /// DESIGN: focus events reach actions "never twice for one gain"; active children are
  /// screens, one focus event per screen. A custom container whose `activeChildren` names the
  /// same child twice makes that child gain (and later lose) focus twice.
  @Test func aChildNamedTwiceAsActiveGainsFocusOnce() throws {
    let scene = TestScene(recordingFocus: true)
    let page = scene.make { ScreenController(title: "Page") }
    let container = scene.make { ReviewTwice(title: "Container") }
    try container.addChild(page)
    let window = scene.showWindow(container, resettingTrace: false)
    do {
      scene.expectTrace([
        "Container.willAppear(false)", "Page.willAppear(false)", "Container.didAppear(false)",
        "Page.didAppear(false)", "Page.didGainFocus(shown)",
      ])
      #expect(window.focusedControllers.map(\.title) == ["Page"])
    }
    #expect(page.hasFocus)
    scene.clear()
  }

  /// DESIGN "Focus, details decided": `hasFocus` follows the key window's focused screens. A
  /// screen moved, in one cascade of queued calls, from the key window of registry A to the key
  /// window of registry B, whose decision happens to run first, ends with `hasFocus == false`
  /// although it is B's only focused screen: A's later decision takes away what B gave.
  @Test func aScreenMovedToAnotherRegistrysKeyWindowKeepsFocus() throws {
    let (one, two) = (TestScene(recordingFocus: true), TestScene(recordingFocus: true))
    let first = one.show(NavigationController(rootController: ScreenController(title: "HomeA")))
    let moved = one.make { ScreenController(title: "X") }
    try first.push(moved, animated: false)
    let second = two.show(NavigationController(rootController: ScreenController(title: "HomeB")))
    #expect(moved.hasFocus && second.viewControllers[0].hasFocus)
    let trigger = two.make { ScreenController(title: "Trigger") }
    trigger.registerLifeCircleAction(
      ReviewHook(didAppear: { _ in
        _ = try? first.pop(animated: false)
        try? second.push(moved, animated: false)
      }))
    // The push of the trigger notes registry B first; the queued pop notes A after it.
    try second.push(trigger, animated: false)
    #expect(second.topController === moved)
    #expect(first.viewControllers.count == 1 && first.viewControllers[0].hasFocus)
    #expect(two.windows[0].focusedControllers.map(\.title) == ["X"])
    do {
      #expect(moved.hasFocus)
    }
    one.clear()
    two.clear()
  }

  /// DESIGN "Focus, details decided": a loss's reason is `windowResignedKey` when "its window is
  /// still visible but another one is key"; a screen taken off the key window by navigation
  /// (popped, then made the root of another visible window that is not key) left the focused
  /// path: `removed`. The key window did not change.
  @Test func aScreenMovedOutOfTheKeyWindowLosesFocusAsRemoved() throws {
    let scene = TestScene(recordingFocus: true)
    let other = scene.showWindow(scene.make { ScreenController(title: "Other") })
    let navigation = scene.show(
      NavigationController(rootController: ScreenController(title: "Home")))
    let moved = scene.make { ScreenController(title: "X") }
    try navigation.push(moved, animated: false)
    scene.clear()
    moved.registerLifeCircleAction(
      ReviewHook(didDisappear: { _ in try? other.setRootController(moved) }))
    try navigation.pop(animated: false)
    #expect(other.rootController === moved && !other.isKeyWindow)
    let losses = scene.recorder.trace.filter { $0.contains("X.didLoseFocus") }
    do {
      #expect(losses == ["X.didLoseFocus(removed)"])
    }
    #expect(navigation.viewControllers[0].hasFocus && !moved.hasFocus)
    scene.clear()
  }

  /// DESIGN: "Replay of an action registered late includes the focus gain of the screens that
  /// hold focus"; replay gives "a balanced sequence". A screen covered by a push still holds
  /// focus until the push's last callback; an action registered on it with replay from the new
  /// top's `viewDidAppear` hears no gain, then hears the loss.
  @Test func anActionReplayedOnACoveredScreenThatStillHoldsFocusHearsItsGainFirst() throws {
    let scene = TestScene()
    let navigation = scene.show(
      NavigationController(rootController: ScreenController(title: "Home")))
    let home = navigation.viewControllers[0]
    let detail = scene.make { ScreenController(title: "Detail") }
    let late = ReviewFocusLog()
    var heldFocusWhenRegistered = false
    detail.registerLifeCircleAction(
      ReviewHook(didAppear: { _ in
        heldFocusWhenRegistered = home.hasFocus
        home.registerLifeCircleAction(late, replayingCurrentState: true)
      }))
    try navigation.push(detail, animated: false)
    #expect(heldFocusWhenRegistered)
    do {
      #expect(late.lines == ["Home.gain(shown)", "Home.loss(covered)"])
    }
    #expect(late.lines.last == "Home.loss(covered)")
  }

  /// DESIGN: a diagnostic handler is a callback like any other; a navigation made from it while
  /// focus is being decided must not run in the middle of the decision, and the screen a pop
  /// reveals gains focus as `revealed`. The handler here pops while the focus walk reports a
  /// stranger named by `activeChildren`.
  @Test func aPopFromADiagnosticHandlerDuringTheFocusWalkRevealsTheScreenBelow() throws {
    let scene = TestScene(recordingFocus: true)
    let navigation = scene.show(
      NavigationController(rootController: ScreenController(title: "Home")))
    let home = navigation.viewControllers[0]
    let stranger = scene.make { ScreenController(title: "Stranger") }
    let container = scene.make { ReviewStrangerFirst(title: "Container", stranger: stranger) }
    let page = scene.make { ScreenController(title: "Page") }
    try container.addChild(page)
    var popped = false
    scene.registry.diagnosticHandler = { diagnostic in
      guard diagnostic.cause == .activeChildNotAChild, !popped else { return }
      popped = true
      _ = try? navigation.pop(animated: false)
    }
    try navigation.push(container, animated: false)
    #expect(popped)
    #expect(navigation.topController === home && home.hasFocus && !page.hasFocus)
    do {
      #expect(scene.recorder.trace.contains("Home.didGainFocus(revealed)"))
    }
    scene.clear()
  }

  /// A split-style custom container names two active children; one of them is another such
  /// container, 100,000 levels deep. The appearance walks switch to a worklist past 64 levels;
  /// the focus walk uses a worklist too, so it never overflows the stack.
  @Test func aDeepChainOfSplitContainersIsFocusedWithoutOverflowingTheStack() async {
    do {
      await #expect(processExitsWith: .success) {
        await MainActor.run {
          let registry = LifeCircleRegistry()
          LifeCircleRegistry.scoped(registry) {
            var top: ScreenController = ScreenController(title: "leaf")
            for level in 0..<100_000 {
              let split = ReviewSplit(title: "\(level)")
              try? split.addChild(ScreenController(title: "side \(level)"))
              try? split.addChild(top)
              top = split
            }
            Window(rootController: top).makeKeyAndVisible()
            precondition(top.children[0].hasFocus)
          }
        }
      }
    }
  }

  /// The settle loop counts every decision toward its runaway bound. A diagnostic handler that
  /// answers the walk's report about a stranger by making the key window key again owes a new
  /// decision every time, each of which reports again: the loop stops after 1,000 decisions with
  /// a runaway diagnostic (the handler would give up after 3,000 reports).
  @Test func aHandlerThatReKeysTheWindowOnEveryFocusReportIsStoppedAsRunaway() throws {
    let scene = TestScene()
    let stranger = scene.make { ScreenController(title: "Stranger") }
    let container = scene.make { ReviewStrangerFirst(title: "Container", stranger: stranger) }
    try container.addChild(scene.make { ScreenController(title: "Page") })
    let window = scene.make { Window(rootController: container) }
    var reports = 0
    var runaway = 0
    scene.registry.diagnosticHandler = { diagnostic in
      if diagnostic.kind == .runawayNavigation { runaway += 1 }
      guard diagnostic.cause == .activeChildNotAChild, reports < 3_000 else { return }
      reports += 1
      window.makeKeyAndVisible()
    }
    window.makeKeyAndVisible()
    do {
      #expect(runaway == 1)
      #expect(reports <= 1_001)
    }
    window.hide()
  }

  /// Same loop from `activeChildren` itself asking for a focus update (a documented misuse: it
  /// "must have no side effects"), which hangs the app instead of being reported.
  @Test func anActiveChildrenThatAsksForAFocusUpdateDoesNotHang() throws {
    let scene = TestScene()
    let container = scene.make { ReviewNeedy(title: "Container") }
    try container.addChild(scene.make { ScreenController(title: "Page") })
    let window = scene.showWindow(container)
    do {
      #expect(container.reads <= 1_001)  // bounded by the runaway limit
    }
    container.reads = ReviewNeedy.cap
    window.hide()
    scene.clear()
  }

  /// DESIGN "When": "focus is decided when the tree's work drains"; a gesture "defers the
  /// decision". Only a hold on the key window (now, or at the last decision) defers it: an
  /// interactive pop in flight in a window that is not key cannot change the app's focus, so a
  /// push in the key window moves focus at once.
  @Test func aGestureInAWindowThatIsNotKeyDoesNotDeferTheKeyWindowsFocus() throws {
    let scene = TestScene(recordingFocus: true)
    let back = scene.show(NavigationController(rootController: ScreenController(title: "Back")))
    try back.push(scene.make { ScreenController(title: "BackDetail") }, animated: false)
    let front = scene.show(
      NavigationController(rootController: ScreenController(title: "Front")))
    let pop = try back.beginInteractivePop()
    let detail = scene.make { ScreenController(title: "Detail") }
    try front.push(detail, animated: false)
    do {
      #expect(detail.hasFocus)
    }
    pop.finish()
    #expect(detail.hasFocus)
    scene.clear()
  }

  // MARK: Behaviours that hold

  @Test func backgroundDuringAnInteractivePopIsDecidedWhenThePopFinishes() throws {
    let scene = TestScene(recordingFocus: true)
    let navigation = scene.show(
      NavigationController(rootController: ScreenController(title: "Home")))
    try navigation.push(scene.make { ScreenController(title: "Detail") }, animated: false)
    scene.clear()
    let pop = try navigation.beginInteractivePop()
    scene.enterBackground()
    scene.expectTrace(["Detail.willDisappear(true)", "Home.willAppear(true)"])
    pop.finish()
    scene.expectTrace([
      "Detail.didDisappear(true)", "Home.didAppear(true)",
      "Detail.didLoseFocus(enteredBackground)",
    ])
    scene.enterForeground()
    scene.expectTrace(["Home.didGainFocus(returnedFromBackground)"])
  }

  @Test func anotherWindowMadeKeyDuringAnInteractivePopMovesFocusWhenThePopIsCancelled() throws {
    let scene = TestScene(recordingFocus: true)
    let navigation = scene.show(
      NavigationController(rootController: ScreenController(title: "Home")))
    try navigation.push(scene.make { ScreenController(title: "Detail") }, animated: false)
    let other = scene.make { Window(rootController: ScreenController(title: "Other")) }
    scene.clear()
    let pop = try navigation.beginInteractivePop()
    other.makeKeyAndVisible()
    scene.expectTrace([
      "Detail.willDisappear(true)", "Home.willAppear(true)", "Other.willAppear(false)",
      "Other.didAppear(false)",
    ])
    pop.cancel()
    scene.expectTrace([
      "Home.willDisappear(true)", "Home.didDisappear(true)", "Detail.willAppear(true)",
      "Detail.didAppear(true)", "Detail.didLoseFocus(windowResignedKey)",
      "Other.didGainFocus(shown)",
    ])
    other.hide()
    scene.expectTrace([
      "Other.willDisappear(false)", "Other.didDisappear(false)", "Other.didLoseFocus(removed)",
      "Detail.didGainFocus(windowBecameKey)",
    ])
  }

  @Test func aWindowHiddenInTheBackgroundLeavesTheNextKeyWindowToReturn() throws {
    let scene = TestScene(recordingFocus: true)
    let first = scene.show(ScreenController(title: "First"))
    let window = scene.showWindow(scene.make { ScreenController(title: "Second") })
    scene.enterBackground()
    window.hide()
    scene.clear()
    scene.enterForeground()
    scene.expectTrace(["First.didGainFocus(returnedFromBackground)"])
    #expect(first.hasFocus && scene.windows[0].isKeyWindow)
  }

  @Test func aPagerThatAsksForAFocusUpdateMovesFocusBetweenItsPages() throws {
    let scene = TestScene(recordingFocus: true)
    let (one, two) = (
      scene.make { ScreenController(title: "One") }, scene.make { ScreenController(title: "Two") }
    )
    let pager = scene.make { ReviewPager(title: "Pager") }
    try pager.addChild(one)
    try pager.addChild(two)
    scene.showWindow(pager)
    #expect(one.hasFocus && !two.hasFocus)
    pager.current = 1
    pager.setNeedsFocusUpdate()
    scene.expectTrace(["One.didLoseFocus(removed)", "Two.didGainFocus(shown)"])
  }

  @Test func aScreenOfAnotherRegistryInTheTreeFollowsTheWindowsRegistry() throws {
    let scene = TestScene(recordingFocus: true)
    let feature = LifeCircleRegistry()
    let featureLog = ReviewFocusLog()
    feature.register(featureLog)
    scene.collectDiagnostics(of: feature)
    let navigation = scene.show(
      NavigationController(rootController: ScreenController(title: "Home")))
    let guest = LifeCircleRegistry.scoped(feature) { ScreenController(title: "Guest") }
    try navigation.push(guest, animated: false)
    #expect(guest.hasFocus)
    // The feature registry's own background does not touch a screen in the scene's window.
    feature.setInBackground(true)
    #expect(guest.hasFocus)
    scene.enterBackground()
    #expect(!guest.hasFocus)
    // The guest's events reach its own registry's global actions.
    #expect(featureLog.lines == ["Guest.gain(shown)", "Guest.loss(enteredBackground)"])
    scene.clear()
  }

  @Test func anActionRegisteredWithReplayFromAGainHearsThatGainOnce() throws {
    let scene = TestScene()
    let home = scene.make { ScreenController(title: "Home") }
    let late = ReviewFocusLog()
    home.registerLifeCircleAction(
      ReviewHook(gained: { controller in
        controller.registerLifeCircleAction(late, replayingCurrentState: true)
      }))
    scene.showWindow(home)
    #expect(late.lines == ["Home.gain(shown)"])
  }

  @Test func aHideQueuedBehindAGestureRunsWhenTheGestureIsLetGo() throws {
    let scene = TestScene(recordingFocus: true)
    let navigation = scene.make {
      NavigationController(rootController: ScreenController(title: "Home"))
    }
    let window = scene.showWindow(navigation)
    try navigation.push(scene.make { ScreenController(title: "Detail") }, animated: false)
    scene.clear()
    do {
      let pop = try navigation.beginInteractivePop()
      window.hide()
      #expect(window.isVisible && navigation.topController?.hasFocus == true)
      _ = pop
    }
    scene.expectTrace([
      "Detail.willDisappear(true)", "Home.willAppear(true)", "Home.willDisappear(true)",
      "Home.didDisappear(true)", "Detail.willAppear(true)", "Detail.didAppear(true)",
      "Navigation.willDisappear(false)", "Detail.willDisappear(false)",
      "Navigation.didDisappear(false)", "Detail.didDisappear(false)",
      "Detail.didLoseFocus(removed)",
    ])
    #expect(!window.isVisible && Window.keyWindow == nil)
    #expect(scene.diagnostics.count == 1)
    scene.clear()
  }

  @Test func aHiddenKeyWindowLetGoLeavesTheOtherWindowKey() throws {
    let scene = TestScene(recordingFocus: true)
    let first = scene.show(ScreenController(title: "First"))
    weak var released: Window?
    do {
      let window = scene.make { Window(rootController: ScreenController(title: "Second")) }
      released = window
      window.makeKeyAndVisible()
      window.hide()
    }
    #expect(released == nil)
    #expect(first.hasFocus && scene.windows.count == 1 && scene.windows[0].isKeyWindow)
  }
}

// MARK: Helpers

/// A container that names its one child twice.
@MainActor
private final class ReviewTwice: ScreenController {
  override var isContainer: Bool { true }
  override var activeChildren: [ScreenController] { children + children }
}

/// A container that names a stranger first, then its children.
@MainActor
private final class ReviewStrangerFirst: ScreenController {
  let stranger: ScreenController
  init(title: String, stranger: ScreenController) {
    self.stranger = stranger
    super.init(title: title)
  }
  override var isContainer: Bool { true }
  override var activeChildren: [ScreenController] { [stranger] + children }
}

/// A container whose `activeChildren` asks for a focus update (up to ``cap`` times).
@MainActor
private final class ReviewNeedy: ScreenController {
  static let cap = 3_000
  var reads = 0
  override var isContainer: Bool { true }
  override var activeChildren: [ScreenController] {
    if reads < Self.cap {
      reads += 1
      setNeedsFocusUpdate()
    }
    return children
  }
}

/// A split-style container: every appeared child is active (the default).
@MainActor
private final class ReviewSplit: ScreenController {
  override var isContainer: Bool { true }
}

/// A pager that keeps every page on screen and names the current one active.
@MainActor
private final class ReviewPager: ScreenController {
  var current = 0
  override var isContainer: Bool { true }
  override var activeChildren: [ScreenController] { [children[current]] }
}

/// Closures for the events a test needs.
@MainActor
private final class ReviewHook: LifeCircleAction {
  let didAppear: ((ScreenController) -> Void)?
  let didDisappear: ((ScreenController) -> Void)?
  let gained: ((ScreenController) -> Void)?
  init(
    didAppear: ((ScreenController) -> Void)? = nil,
    didDisappear: ((ScreenController) -> Void)? = nil,
    gained: ((ScreenController) -> Void)? = nil
  ) {
    (self.didAppear, self.didDisappear, self.gained) = (didAppear, didDisappear, gained)
  }
  func hostController(_ controller: ScreenController, viewDidAppear animated: Bool) {
    didAppear?(controller)
  }
  func hostController(_ controller: ScreenController, viewDidDisappear animated: Bool) {
    didDisappear?(controller)
  }
  func hostController(_ controller: ScreenController, didGainFocus reason: FocusReason) {
    gained?(controller)
  }
}

/// Records focus events only, as `Title.gain(reason)` and `Title.loss(reason)`.
@MainActor
private final class ReviewFocusLog: LifeCircleAction {
  var lines: [String] = []
  func hostController(_ controller: ScreenController, didGainFocus reason: FocusReason) {
    lines.append("\(controller.title).gain(\(reason))")
  }
  func hostController(_ controller: ScreenController, didLoseFocus reason: FocusReason) {
    lines.append("\(controller.title).loss(\(reason))")
  }
}
