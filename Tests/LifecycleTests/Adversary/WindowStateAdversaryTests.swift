import LifeCircleTesting
import Lifecycle
import Testing

/// The window's unchecked state (root and visibility) and the engine's unowned window and
/// registry (DESIGN "Windows", "Focus and screen views"): a replaced root freed by the
/// replacement reads its former window from its deinit outside any access to that state, and an
/// engine kept by a manual transition after its window is gone finds neither window nor
/// registry.
@MainActor
@Suite struct WindowStateAdversaryTests {
  /// A root replaced and let go: freed once the replacement is delivered, its deinit reads the
  /// window's visibility and root without overlapping the assignment of the new root.
  @Test func aReplacedRootFreedByTheReplacementReadsItsWindowFromItsDeinit() throws {
    let scene = TestScene()
    var seen: (isVisible: Bool, root: String)?
    var window: Window?
    var first: ScreenController? = scene.make {
      WindowReadingOnDeinit(title: "First") {
        guard let window else { return }
        seen = (window.isVisible, window.rootController.title)
      }
    }
    weak let released = first
    window = scene.showWindow(first!)
    first = nil
    try window?.setRootController(scene.make { ScreenController(title: "Second") })
    scene.expectTrace([
      "First.willDisappear(false)", "Second.willAppear(false)", "First.didDisappear(false)",
      "Second.didAppear(false)",
    ])
    #expect(released == nil)
    #expect(seen?.isVisible == true && seen?.root == "Second")
    scene.expectDiagnostics([])
  }

  /// A hidden window let go while a screen of its tree has a manual transition open: the
  /// transition keeps the engine, which has no window or registry left, so ending it notes no
  /// focus, reports nothing, and the root can join a new window.
  @Test func anEngineKeptByAManualTransitionOutlivesItsWindow() throws {
    let scene = TestScene()
    let root = scene.make { HandForwardingRoot(title: "Root") }
    let child = scene.make { ScreenController(title: "Child") }
    try root.addChild(child)
    weak var released: Window?
    do {
      let window = scene.make { Window(rootController: root) }
      released = window
      child.beginAppearanceTransition(true, animated: false)
      #expect(child.appearanceState == .appearing)
    }
    #expect(released == nil)
    child.endAppearanceTransition()
    #expect(child.appearanceState == .appeared)
    child.beginAppearanceTransition(false, animated: false)
    child.endAppearanceTransition()
    #expect(!child.hasFocus)
    scene.showWindow(root)
    #expect(root.appearanceState == .appeared)
    scene.expectDiagnostics([])
  }
}

/// A screen that runs a block from its deinit.
@MainActor
private final class WindowReadingOnDeinit: ScreenController {
  let onDeinit: () -> Void

  init(title: String, onDeinit: @escaping () -> Void) {
    self.onDeinit = onDeinit
    super.init(title: title)
  }

  isolated deinit {
    onDeinit()
  }
}

/// A container that forwards appearance by hand.
@MainActor
private final class HandForwardingRoot: ScreenController {
  override var isContainer: Bool { true }
  override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
}
