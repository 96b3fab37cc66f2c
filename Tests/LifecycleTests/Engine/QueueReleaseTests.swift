import LifeCircleTesting
import Lifecycle
import Testing

/// The engine's queue lets go of the work it ran only once its machine is no longer being
/// changed: a controller whose last owner was a queued call may be freed there, and its deinit
/// (which releases the manual transition it left open, and may decide focus) reads and changes
/// the engines again.
@MainActor
@Suite struct QueueReleaseTests {
  @Test func aControllerFreedWithTheQueuedCallThatRefusedItDoesNotOverlapTheDrain() throws {
    let harness = Harness()
    let a = harness.screen("A")
    let nav = harness.navigation(a)
    _ = harness.shownWindow(nav)
    weak var freed: ScreenController?
    a.onEvent = { [unowned nav, unowned harness] event in
      guard event == .didAppear else { return }
      // A free screen with a manual transition of its own, pushed from a callback: queued, then
      // refused in its turn; the queue held its last reference.
      let stray = harness.screen("Stray")
      stray.beginAppearanceTransition(true, animated: false)
      try? nav.push(stray, animated: false)
      freed = stray
    }
    let b = harness.screen("B")
    try nav.push(b, animated: false)
    _ = try nav.pop(animated: false)
    #expect(freed == nil, "the refused call was the stray screen's last owner")
    #expect(nav.topController === a)
    #expect(nav.engineInvariantViolations.isEmpty)
    #expect(harness.diagnostics.map(\.kind) == [.queuedOperationFailed])
  }
}
