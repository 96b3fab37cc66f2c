import Lifecycle
import Testing

/// A container that forwards appearance to its children by hand.
@MainActor
final class ManualContainer: TracedScreen {
  override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
}

@MainActor
@Suite struct ContainmentTests {
  @Test func childAddedToAVisibleParentAppearsWithItsSubtree() throws {
    let world = Harness()
    let parent = world.screen("P")
    _ = world.shownWindow(parent)
    let child = world.screen("C")
    let grandchild = world.screen("G")
    try child.addChild(grandchild)
    world.expectTrace([])

    try parent.addChild(child)

    world.expectTrace([
      "C.viewDidLoad", "G.viewDidLoad",
      "C.willAppear(false)[toParent]", "G.willAppear(false)",
      "C.didAppear(false)[toParent]", "G.didAppear(false)",
    ])
    #expect(child.parent === parent)
    #expect(same(parent.children, [child]))
    #expect(!child.isMovingToParent)
  }

  @Test func childRemovedFromAVisibleParentDisappearsAndKeepsItsParentDuringCallbacks() throws {
    let world = Harness()
    let parent = world.screen("P")
    let child = world.screen("C")
    try parent.addChild(child)
    _ = world.shownWindow(parent)
    var parentSeen: [String?] = []
    child.onEvent = { [unowned child] _ in parentSeen.append(child.parent?.title) }

    child.removeFromParent()

    world.expectTrace(["C.willDisappear(false)[fromParent]", "C.didDisappear(false)[fromParent]"])
    #expect(parentSeen == ["P", "P"])
    #expect(child.parent == nil)
    #expect(parent.children.isEmpty)
    #expect(child.appearanceState == .disappeared)
  }

  @Test func containmentOffScreenHasNoCallbacks() throws {
    let world = Harness()
    let parent = world.screen("P")
    let child = world.screen("C")
    try parent.addChild(child)
    child.removeFromParent()
    child.removeFromParent()
    world.expectTrace([])
    #expect(parent.children.isEmpty)
  }

  @Test func parentFirstThenVisibleChildrenForAllFourEvents() throws {
    let world = Harness()
    let parent = world.screen("P")
    let left = world.screen("L")
    let right = world.screen("R")
    try parent.addChild(left)
    try parent.addChild(right)
    let window = world.make { Window(rootController: parent) }
    window.makeKeyAndVisible()
    window.hide()
    world.expectTrace([
      "P.viewDidLoad", "L.viewDidLoad", "R.viewDidLoad",
      "P.willAppear(false)", "L.willAppear(false)", "R.willAppear(false)",
      "P.didAppear(false)", "L.didAppear(false)", "R.didAppear(false)",
      "P.willDisappear(false)", "L.willDisappear(false)", "R.willDisappear(false)",
      "P.didDisappear(false)", "L.didDisappear(false)", "R.didDisappear(false)",
    ])
  }

  @Test func childAddedWhileTheParentAppearsByHandWaitsForTheEnd() throws {
    let world = Harness()
    let parent = world.screen("P")
    parent.beginAppearanceTransition(true, animated: true)
    world.clear()
    let child = world.screen("C")
    try parent.addChild(child)
    world.expectTrace([])
    #expect(parent.children.isEmpty)
    parent.endAppearanceTransition()
    world.expectTrace([
      "P.didAppear(true)",
      "C.viewDidLoad", "C.willAppear(false)[toParent]", "C.didAppear(false)[toParent]",
    ])
    world.expectDiagnostics([])
  }

  @Test func childAddedWhileTheParentDisappearsByHandWaitsForTheEnd() throws {
    let world = Harness()
    let parent = world.screen("P")
    parent.beginAppearanceTransition(true, animated: false)
    parent.endAppearanceTransition()
    parent.beginAppearanceTransition(false, animated: true)
    world.clear()
    let child = world.screen("C")
    try parent.addChild(child)
    parent.endAppearanceTransition()
    world.expectTrace(["P.didDisappear(true)"])
    #expect(same(parent.children, [child]))
    #expect(child.appearanceState == .disappeared)
    world.expectDiagnostics([])
  }

  @Test func manualForwardingDeliversOnlyWhatTheContainerForwards() throws {
    let world = Harness()
    let container = world.make { ManualContainer("M", trace: world.trace) }
    let child = world.screen("C")
    try container.addChild(child)
    container.onEvent = { [unowned child] event in
      switch event {
      case .willAppear: child.beginAppearanceTransition(true, animated: true)
      case .didAppear: child.endAppearanceTransition()
      case .willDisappear: child.beginAppearanceTransition(false, animated: true)
      case .didDisappear: child.endAppearanceTransition()
      }
    }
    let window = world.make { Window(rootController: container) }
    window.makeKeyAndVisible()
    window.hide()
    world.expectTrace([
      "M.viewDidLoad", "C.viewDidLoad",
      "M.willAppear(false)", "C.willAppear(true)", "M.didAppear(false)", "C.didAppear(true)",
      "M.willDisappear(false)", "C.willDisappear(true)",
      "M.didDisappear(false)", "C.didDisappear(true)",
    ])
    world.expectDiagnostics([])
  }

  @Test func aContainerThatDoesNotForwardLeavesItsChildrenAlone() throws {
    let world = Harness()
    let container = world.make { ManualContainer("M", trace: world.trace) }
    let child = world.screen("C")
    try container.addChild(child)
    _ = world.shownWindow(container)
    #expect(child.appearanceState == .disappeared)
    let late = world.screen("Late")
    try container.addChild(late)
    world.expectTrace([])
  }

  @Test func unbalancedManualCallsAreRefusedWithADiagnosticAndChangeNothing() {
    let world = Harness()
    let screen = world.screen("A")
    screen.endAppearanceTransition()
    screen.beginAppearanceTransition(false, animated: false)
    world.expectDiagnostics([.unbalancedAppearanceTransition, .unbalancedAppearanceTransition])
    #expect(screen.appearanceState == .disappeared)
    screen.beginAppearanceTransition(true, animated: false)
    screen.beginAppearanceTransition(true, animated: false)
    world.expectDiagnostics([.unbalancedAppearanceTransition])
    #expect(screen.appearanceState == .appearing)
    screen.endAppearanceTransition()
    screen.endAppearanceTransition()
    world.expectDiagnostics([.unbalancedAppearanceTransition])
    world.expectTrace(["A.viewDidLoad", "A.willAppear(false)", "A.didAppear(false)"])
    #expect(
      world.registry.actions.isEmpty && screen.appearanceState == .appeared)
  }

  @Test func aCancelledAppearanceIsLegal() {
    let world = Harness()
    let screen = world.screen("A")
    screen.beginAppearanceTransition(true, animated: true)
    screen.beginAppearanceTransition(false, animated: true)
    screen.endAppearanceTransition()
    world.expectTrace([
      "A.viewDidLoad", "A.willAppear(true)", "A.willDisappear(true)", "A.didDisappear(true)",
    ])
    world.expectDiagnostics([])
  }

  @Test func addChildRefusesBadInputAndChangesNothing() throws {
    let world = Harness()
    let root = world.screen("Root")
    let middle = world.screen("Middle")
    let leaf = world.screen("Leaf")
    let other = world.screen("Other")
    try root.addChild(middle)
    try middle.addChild(leaf)
    let window = world.shownWindow(root)
    let presentedElsewhere = world.screen("Elsewhere")
    let otherWindow = world.make { Window(rootController: presentedElsewhere) }

    let cases: [(ScreenController, ScreenController, NavigationError.Reason)] = [
      (leaf, leaf, .wouldCreateCycle),
      (leaf, root, .isWindowRoot),
      (leaf, middle, .alreadyHasParent),
      (other, leaf, .alreadyHasParent),
      (leaf, presentedElsewhere, .isWindowRoot),
    ]
    for (parent, child, reason) in cases {
      #expect {
        try parent.addChild(child)
      } throws: { error in
        (error as? NavigationError)?.reason == reason
      }
    }
    let cycleParent = world.screen("Loose")
    let cycleChild = world.screen("LooseChild")
    try cycleParent.addChild(cycleChild)
    #expect {
      try cycleChild.addChild(cycleParent)
    } throws: { error in
      (error as? NavigationError)?.reason == .wouldCreateCycle
    }
    #expect(same(root.children, [middle]) && same(middle.children, [leaf]) && leaf.children.isEmpty)
    #expect(cycleChild.children.isEmpty && cycleParent.parent == nil)
    #expect(window.rootController === root)
    #expect(otherWindow.rootController === presentedElsewhere)
    world.expectTrace([])
  }

  @Test func errorsNameTheControllersInvolved() throws {
    let world = Harness()
    let first = world.screen("First")
    let second = world.screen("Second")
    let child = world.screen("Child")
    try first.addChild(child)
    #expect {
      try second.addChild(child)
    } throws: { error in
      String(describing: error)
        == "\"Child\" (TracedScreen) already has the parent \"First\" (TracedScreen)"
    }
  }

  @Test func aChildAddedDuringItsParentsDidDisappearHearsNothingUntilItsParentAppears() throws {
    let world = Harness()
    let root = world.screen("Root")
    _ = world.shownWindow(root)
    let parent = world.screen("Parent")
    let late = world.screen("Late")
    parent.onEvent = { [unowned parent, unowned late] event in
      if event == .didDisappear && late.parent == nil { try? parent.addChild(late) }
    }
    try root.present(parent, animated: false)
    world.clear()

    try parent.dismiss(animated: false)

    world.expectTrace([
      "Parent.willDisappear(false)[dismissed]", "Root.willAppear(false)",
      "Root.didAppear(false)", "Parent.didDisappear(false)[dismissed]",
    ])
    world.expectDiagnostics([])
    #expect(late.parent === parent && late.appearanceState == .disappeared)

    try root.present(parent, animated: false)
    world.expectTrace([
      "Late.viewDidLoad", "Root.willDisappear(false)", "Parent.willAppear(false)[presented]",
      "Late.willAppear(false)", "Parent.didAppear(false)[presented]", "Late.didAppear(false)",
      "Root.didDisappear(false)",
    ])
  }
}
