import Lifecycle
import Testing

@MainActor
@Suite struct MemoryTests {
  @Test func aControllerAndItsActionsAreFreedWhenTheLastOwnerLetsGo() {
    let world = Harness()
    let global = world.globalAction("g")
    weak var weakScreen: TracedScreen?
    weak var weakAction: TraceAction?
    do {
      let screen = world.screen("A")
      let action = screen.registerLifeCircleAction(world.action("i"))
      screen.disableGlobalAction(global)
      let window = world.make { Window(rootController: screen) }
      window.makeKeyAndVisible()
      window.hide()
      weakScreen = screen
      weakAction = action
    }
    #expect(weakScreen == nil)
    #expect(weakAction == nil)
  }

  @Test func aRemovedChildIsFreedAndItsParentIsNot() throws {
    let world = Harness()
    let parent = world.screen("P")
    _ = world.shownWindow(parent)
    weak var weakChild: TracedScreen?
    do {
      let child = world.screen("C")
      try parent.addChild(child)
      child.removeFromParent()
      weakChild = child
    }
    #expect(weakChild == nil)
    #expect(parent.appearanceState == .appeared)
  }

  @Test func aChildDoesNotKeepItsParentAlive() throws {
    let world = Harness()
    let child = world.screen("C")
    weak var weakParent: TracedScreen?
    do {
      let parent = world.screen("P")
      try parent.addChild(child)
      weakParent = parent
    }
    #expect(weakParent == nil)
    #expect(child.parent == nil)
  }

  @Test func anOptOutDoesNotKeepAGlobalActionAlive() {
    let world = Harness()
    let screen = world.screen("A")
    weak var weakAction: TraceAction?
    do {
      let action = world.globalAction("g")
      screen.disableGlobalAction(action)
      world.registry.remove(action)
      weakAction = action
    }
    #expect(weakAction == nil)
  }

  @Test func aReplacedWindowRootIsFreed() throws {
    let world = Harness()
    weak var weakRoot: TracedScreen?
    let window: Window
    do {
      let root = world.screen("R")
      weakRoot = root
      window = world.shownWindow(root)
    }
    try window.setRootController(world.screen("S"))
    #expect(weakRoot == nil)
  }
}
