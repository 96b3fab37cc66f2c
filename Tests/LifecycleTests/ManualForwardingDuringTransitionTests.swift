import Lifecycle
import Testing

/// Manual forwarding must not overtake a transition under way: found by the fuzzer (seed 1,
/// step 438,332), where a tab switch's `willDisappear` made the tab controller begin a manual
/// disappearance that reached the incoming tab half-way, which then heard `didAppear` while
/// disappearing.
@MainActor
@Suite struct ManualForwardingDuringTransitionTests {
  @Test func aManualBeginThatWouldReachAControllerHalfWayThroughATransitionIsRefused() throws {
    let world = Harness()
    let r1 = world.screen("R1")
    let s3 = world.screen("S3")
    let n0 = world.make { NavigationController(rootController: r1) }
    let tabs = world.make { TabController(tabs: [n0, s3]) }
    tabs.beginAppearanceTransition(true, animated: false)  // on its own, forwarded by hand
    tabs.endAppearanceTransition()
    r1.onEvent = { event in
      if event == .willDisappear { tabs.beginAppearanceTransition(false, animated: false) }
    }
    world.expectTrace(
      [
        "R1.viewDidLoad", "R1.willAppear(false)", "R1.didAppear(false)",
      ])
    try tabs.select(1)
    world.expectTrace([
      "S3.viewDidLoad", "S3.willAppear(false)", "R1.willDisappear(false)",
      "R1.didDisappear(false)", "S3.didAppear(false)",
    ])
    #expect(tabs.appearanceState == .appeared)
    #expect(s3.appearanceState == .appeared)
    world.expectDiagnostics(causes: [.manualForwardDuringAnotherTransition])
  }

  /// The leaf case, settled without a walk: a controller half-way through its own manual
  /// transition may reverse it (the container's right, as in UIKit), and the end closes the
  /// reversed transition.
  @Test func aManualTransitionOpenedByHandMayBeReversedOnALeaf() throws {
    let world = Harness()
    let leaf = world.screen("Leaf")
    leaf.beginAppearanceTransition(true, animated: true)
    leaf.beginAppearanceTransition(false, animated: false)
    leaf.endAppearanceTransition()
    world.expectTrace([
      "Leaf.viewDidLoad", "Leaf.willAppear(true)", "Leaf.willDisappear(false)",
      "Leaf.didDisappear(false)",
    ])
    #expect(leaf.appearanceState == .disappeared)
    #expect(world.diagnostics.isEmpty)
    leaf.endAppearanceTransition()  // nothing left open
    world.expectTrace([])
    world.expectDiagnostics([.unbalancedAppearanceTransition])
  }
}
