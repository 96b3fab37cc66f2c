import Lifecycle
import Testing

@MainActor
@Suite struct WindowTests {
  @Test func showingAndHidingIsIdempotent() {
    let world = Harness()
    let root = world.screen("R")
    let window = world.make { Window(rootController: root) }
    #expect(!window.isVisible)
    window.makeKeyAndVisible()
    window.makeKeyAndVisible()
    #expect(window.isVisible)
    window.hide()
    window.hide()
    #expect(!window.isVisible)
    world.expectTrace([
      "R.viewDidLoad", "R.willAppear(false)", "R.didAppear(false)",
      "R.willDisappear(false)", "R.didDisappear(false)",
    ])
  }

  @Test func replacingTheRootWhileVisibleIsPushLike() throws {
    let world = Harness()
    let old = world.screen("R")
    let oldChild = world.screen("RC")
    try old.addChild(oldChild)
    let window = world.shownWindow(old)
    let new = world.screen("S")

    window.rootController = new

    world.expectTrace([
      "S.viewDidLoad",
      "R.willDisappear(false)", "RC.willDisappear(false)",
      "S.willAppear(false)",
      "R.didDisappear(false)", "RC.didDisappear(false)",
      "S.didAppear(false)",
    ])
    #expect(window.rootController === new)
  }

  @Test func replacingTheRootWhileHiddenHasNoCallbacks() throws {
    let world = Harness()
    let window = world.make { Window(rootController: world.screen("R")) }
    try window.setRootController(world.screen("S"))
    world.expectTrace([])
    window.makeKeyAndVisible()
    world.expectTrace(["S.viewDidLoad", "S.willAppear(false)", "S.didAppear(false)"])
  }

  @Test func aRefusedRootIsReportedAndChangesNothing() throws {
    let world = Harness()
    let root = world.screen("R")
    let window = world.shownWindow(root)
    let parent = world.screen("P")
    let child = world.screen("C")
    try parent.addChild(child)

    window.rootController = child

    #expect(window.rootController === root)
    world.expectDiagnostics(causes: [.rootControllerRefused(.alreadyHasParent)])
    #expect(throws: NavigationError.self) { try window.setRootController(child) }
    world.expectTrace([])
  }

  @Test func theOldRootCannotBeAdoptedUntilItHasDisappeared() throws {
    let world = Harness()
    let old = world.screen("Old")
    let window = world.shownWindow(old)
    let new = world.screen("New")
    let holder = world.screen("Holder")
    try new.addChild(holder)
    var refusal: NavigationError.Reason?
    new.onEvent = { [unowned holder, unowned old] event in
      // Holder is still off screen here, so addChild on it runs at once, mid-transition.
      guard event == .willAppear else { return }
      do {
        try holder.addChild(old)
      } catch {
        refusal = (error as? NavigationError)?.reason
      }
    }

    window.rootController = new

    #expect(refusal == .isWindowRoot)
    world.expectTrace([
      "New.viewDidLoad", "Holder.viewDidLoad", "Old.willDisappear(false)",
      "New.willAppear(false)", "Holder.willAppear(false)", "Old.didDisappear(false)",
      "New.didAppear(false)", "Holder.didAppear(false)",
    ])
    world.expectDiagnostics([])
    try holder.addChild(old)
    world.expectTrace(["Old.willAppear(false)[toParent]", "Old.didAppear(false)[toParent]"])
  }
}
