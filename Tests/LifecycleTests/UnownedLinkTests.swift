import Actions
import Lifecycle
import Testing

/// A container whose own deinit (a subclass's, which runs before the library's) reads what its
/// child and an action still say about it.
@MainActor
private final class ReadingContainer: ScreenController {
  let onDeinit: () -> Void
  init(title: String, onDeinit: @escaping () -> Void) {
    self.onDeinit = onDeinit
    super.init(title: title)
  }
  isolated deinit {
    onDeinit()
  }
}

/// The engine's links and the built-in actions' holds are unowned links, not weak references:
/// they must read as weak references do, `nil` from the start of the object's deinit.
@MainActor
@Suite struct UnownedLinkTests {
  /// A child's parent link reads `nil` from its parent's subclass deinit on, as a weak reference
  /// would, and after it.
  @Test func aChildFindsNoParentFromItsParentsSubclassDeinit() throws {
    let registry = LifeCircleRegistry()
    let child = LifeCircleRegistry.scoped(registry) { ScreenController(title: "Child") }
    var parentSeenInDeinit: ScreenController?
    var deinitRan = false
    do {
      let parent = LifeCircleRegistry.scoped(registry) {
        ReadingContainer(title: "Parent") {
          deinitRan = true
          parentSeenInDeinit = child.parent
        }
      }
      try parent.addChild(child)
      #expect(child.parent === parent)
    }
    #expect(deinitRan)
    #expect(parentSeenInDeinit == nil)
    #expect(child.parent == nil)
  }

  /// A UI stack's screen freed without disappearing (a manual transition let go with its
  /// controller) is not listed from its own subclass deinit on.
  @Test func aUIStackDoesNotListAScreenWhoseDeinitStarted() {
    let registry = LifeCircleRegistry()
    let stack = UIStackAction()
    registry.register(stack)
    var listedInDeinit: [String] = ["not read"]
    do {
      let screen = LifeCircleRegistry.scoped(registry) {
        ReadingContainer(title: "Screen") {
          listedInDeinit = stack.viewControllerStack.map(\.title)
        }
      }
      screen.beginAppearanceTransition(true, animated: false)
      screen.endAppearanceTransition()
      #expect(stack.viewControllerStack.map(\.title) == ["Screen"])
    }
    #expect(listedInDeinit == [])
    #expect(stack.viewControllerStack.isEmpty && stack.topController == nil)
  }
}
