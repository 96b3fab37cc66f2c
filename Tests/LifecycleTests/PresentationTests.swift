import Lifecycle
import Testing

@MainActor
@Suite struct PresentationTests {
  /// A window whose root `S` has a child `S1`, shown.
  private func coveredScene(_ world: Harness) throws -> (TracedScreen, TracedScreen, Window) {
    let s = world.screen("S")
    let s1 = world.screen("S1")
    try s.addChild(s1)
    let window = world.shownWindow(s)
    return (s, s1, window)
  }

  @Test func fullScreenPresentAndDismissOrder() throws {
    let world = Harness()
    let (s, s1, _) = try coveredScene(world)
    let c = world.screen("C")

    try s1.present(c, animated: true)
    world.expectTrace([
      "C.viewDidLoad",
      "S.willDisappear(true)", "S1.willDisappear(true)",
      "C.willAppear(true)[presented]", "C.didAppear(true)[presented]",
      "S.didDisappear(true)", "S1.didDisappear(true)",
    ])
    #expect(c.presentingController === s)
    #expect(s.presentedController === c && s1.presentedController === c)

    try c.dismiss(animated: false)
    world.expectTrace([
      "C.willDisappear(false)[dismissed]",
      "S.willAppear(false)", "S1.willAppear(false)",
      "S.didAppear(false)", "S1.didAppear(false)",
      "C.didDisappear(false)[dismissed]",
    ])
    #expect(c.presentingController == nil && s.presentedController == nil)
  }

  @Test func sheetPresentAndDismissLeaveThePresenterAlone() throws {
    let world = Harness()
    let (s, _, _) = try coveredScene(world)
    let c = world.screen("C")

    try s.present(c, style: .sheet, animated: true)
    world.expectTrace([
      "C.viewDidLoad", "C.willAppear(true)[presented]", "C.didAppear(true)[presented]",
    ])
    #expect(s.appearanceState == .appeared)

    try s.dismiss()
    world.expectTrace(["C.willDisappear(true)[dismissed]", "C.didDisappear(true)[dismissed]"])
  }

  @Test func dismissingAChainFromTheBottomSkipsTheCoveredMiddle() throws {
    let world = Harness()
    let a = world.screen("A")
    _ = world.shownWindow(a)
    let (b, c) = (world.screen("B"), world.screen("C"))
    try a.present(b)
    try b.present(c)
    #expect(b.presentedController === c && c.presentingController === b)
    world.clear()

    try a.dismiss()

    world.expectTrace([
      "C.willDisappear(true)[dismissed]", "A.willAppear(true)", "A.didAppear(true)",
      "C.didDisappear(true)[dismissed]",
    ])
    #expect(a.presentedController == nil && b.presentingController == nil)
    #expect(b.presentedController == nil && c.presentingController == nil)
  }

  @Test func aMiddleStillVisibleUnderASheetDisappearsWithIt() throws {
    let world = Harness()
    let a = world.screen("A")
    _ = world.shownWindow(a)
    let (b, c) = (world.screen("B"), world.screen("C"))
    try a.present(b)
    try b.present(c, style: .sheet)
    world.clear()

    try a.dismiss(animated: false)

    world.expectTrace([
      "B.willDisappear(false)[dismissed]", "C.willDisappear(false)[dismissed]",
      "A.willAppear(false)", "A.didAppear(false)",
      "B.didDisappear(false)[dismissed]", "C.didDisappear(false)[dismissed]",
    ])
    #expect([a, b, c].map(\.appearanceState) == [.appeared, .disappeared, .disappeared])
  }

  @Test func aControllerInsideAPresentationPresentsFromThatPresentation() throws {
    let world = Harness()
    let root = world.screen("Root")
    _ = world.shownWindow(root)
    let inner = world.screen("Inner")
    let modal = world.navigation(inner, title: "Modal")
    try root.present(modal)
    let sheet = world.screen("Sheet")

    try inner.present(sheet, style: .sheet)

    #expect(sheet.presentingController === modal)
    #expect(modal.presentedController === sheet && inner.presentedController === sheet)
    #expect(root.presentedController === modal)
    #expect(inner.presentingController === root)
  }

  @Test func aNavigationControllerPresentedFullScreen() throws {
    let world = Harness()
    let root = world.screen("Root")
    _ = world.shownWindow(root)
    let first = world.screen("First")
    let modal = world.navigation(first, title: "Modal")

    try root.present(modal, animated: true)
    try modal.push(world.screen("Second"), animated: true)

    world.expectTrace([
      "First.viewDidLoad",
      "Root.willDisappear(true)", "First.willAppear(true)", "First.didAppear(true)",
      "Root.didDisappear(true)",
      "Second.viewDidLoad",
      "First.willDisappear(true)", "Second.willAppear(true)[toParent]",
      "First.didDisappear(true)", "Second.didAppear(true)[toParent]",
    ])
  }

  @Test func hidingAndShowingTheWindowCoversEveryVisiblePresentation() throws {
    let world = Harness()
    let root = world.screen("Root")
    let window = world.shownWindow(root)
    let (full, sheet) = (world.screen("Full"), world.screen("Sheet"))
    try root.present(full)
    try full.present(sheet, style: .sheet)
    world.clear()

    window.hide()
    world.expectTrace([
      "Full.willDisappear(false)", "Sheet.willDisappear(false)",
      "Full.didDisappear(false)", "Sheet.didDisappear(false)",
    ])
    window.makeKeyAndVisible()
    world.expectTrace([
      "Full.willAppear(false)", "Sheet.willAppear(false)",
      "Full.didAppear(false)", "Sheet.didAppear(false)",
    ])
    #expect(root.appearanceState == .disappeared)
  }

  @Test func replacingTheRootTakesItsPresentationsAlong() throws {
    let world = Harness()
    let root = world.screen("Root")
    let window = world.shownWindow(root)
    let sheet = world.screen("Sheet")
    try root.present(sheet, style: .sheet)
    world.clear()

    try window.setRootController(world.screen("New"))

    world.expectTrace([
      "New.viewDidLoad",
      "Root.willDisappear(false)", "Sheet.willDisappear(false)", "New.willAppear(false)",
      "Root.didDisappear(false)", "Sheet.didDisappear(false)", "New.didAppear(false)",
    ])
    #expect(root.presentedController == nil && sheet.presentingController == nil)
  }

  @Test func dismissWhileTheWindowIsHiddenHasNoCallbacks() throws {
    let world = Harness()
    let root = world.screen("Root")
    let window = world.shownWindow(root)
    let modal = world.screen("Modal")
    try root.present(modal)
    window.hide()
    world.clear()

    try modal.dismiss()

    world.expectTrace([])
    #expect(root.presentedController == nil)
    window.makeKeyAndVisible()
    world.expectTrace(["Root.willAppear(false)", "Root.didAppear(false)"])
  }

  @Test func presentationRefusesBadInputAndChangesNothing() throws {
    let world = Harness()
    let root = world.screen("Root")
    let window = world.shownWindow(root)
    let child = world.screen("Child")
    try root.addChild(child)
    let modal = world.screen("Modal")
    try root.present(modal, style: .sheet)
    let offWindow = world.screen("OffWindow")
    let hiddenRoot = world.screen("HiddenRoot")
    let hiddenWindow = world.make { Window(rootController: hiddenRoot) }
    world.clear()

    world.expectRefusal(.alreadyPresenting) { try child.present(world.screen("Second")) }
    world.expectRefusal(.alreadyHasParent) { try modal.present(child) }
    world.expectRefusal(.alreadyPresented) { try hiddenRoot.present(modal) }
    world.expectRefusal(.isWindowRoot) { try modal.present(root) }
    world.expectRefusal(.notInVisibleWindow) { try offWindow.present(world.screen("X")) }
    world.expectRefusal(.notInVisibleWindow) { try hiddenRoot.present(world.screen("X")) }
    world.expectRefusal(.wouldCreateCycle) { try offWindow.present(offWindow) }
    world.expectRefusal(.nothingToDismiss) { try offWindow.dismiss() }
    #expect(root.presentedController === modal && modal.presentingController === root)
    #expect(window.isVisible && !hiddenWindow.isVisible)
    #expect(modal.appearanceState == .appeared && child.appearanceState == .appeared)
  }
}
