import Lifecycle
import Testing

/// Every container call into a second window, made from every callback of a push in the first
/// window, behaves exactly as the same call made right after the push: its callbacks all come
/// after the push's last one, and it changes what the same call changes.
@MainActor
@Suite struct SecondTreeCallMatrixTests {
  /// A call into the second tree.
  enum Call: String, CaseIterable {
    case push, pop, popToRoot, popTo, setViewControllers, select, presentFullScreen
    case presentSheet, presentThenDismiss, addChild, removeFromParent, hide, setRoot
    case showThirdWindow
  }

  /// The second tree: tabs of `Second` [X, W] and Z, shown; X holds a child K; a hidden third
  /// window holds V; Y is free.
  @MainActor
  final class SecondTree {
    let second: NavigationController
    let tabs: TabController
    let window: Window
    let third: Window
    let (x, k, y): (ScreenController, ScreenController, ScreenController)

    init(_ world: Harness) throws {
      (x, k, y) = (world.screen("X"), world.screen("K"), world.screen("Y"))
      try x.addChild(k)
      second = world.navigation(x, title: "Second")
      try second.push(world.screen("W"), animated: false)
      tabs = world.tabs([second, world.screen("Z")])
      window = world.shownWindow(tabs)
      third = world.make { Window(rootController: world.screen("V")) }
    }

    func make(_ call: Call) {
      switch call {
      case .push: try? second.push(y, animated: false)
      case .pop: _ = try? second.pop(animated: false)
      case .popToRoot: _ = try? second.popToRoot(animated: false)
      case .popTo: _ = try? second.pop(to: x, animated: false)
      case .setViewControllers: try? second.setViewControllers([x, y], animated: false)
      case .select: try? tabs.select(1)
      case .presentFullScreen: try? x.present(y, style: .fullScreen, animated: false)
      case .presentSheet: try? x.present(y, style: .sheet, animated: false)
      case .presentThenDismiss:
        try? x.present(y, style: .fullScreen, animated: false)
        try? x.dismiss(animated: false)
      case .addChild: try? second.topController?.addChild(y)
      case .removeFromParent: k.removeFromParent()
      case .hide: window.hide()
      case .setRoot: try? window.setRootController(y)
      case .showThirdWindow: third.makeKeyAndVisible()
      }
    }

    func hideAll() {
      window.hide()
      third.hide()
    }
  }

  static let pushLines = [
    "B.viewDidLoad", "A.willDisappear(false)", "B.willAppear(false)[toParent]",
    "A.didDisappear(false)", "B.didAppear(false)[toParent]",
  ]

  @Test(arguments: Call.allCases, LifecycleEvent.allCases)
  func aCallIntoASecondTreeRunsAfterTheFirstTreesTransition(call: Call, event: LifecycleEvent)
    throws
  {
    // Reference: the same call made right after the push, outside every callback.
    let reference = Harness()
    let referenceTree = try SecondTree(reference)
    reference.clear()
    referenceTree.make(call)
    let expectedAfter = reference.trace.lines
    referenceTree.hideAll()

    let world = Harness()
    let (a, b) = (world.screen("A"), world.screen("B"))
    let first = world.navigation(a, title: "First")
    _ = world.shownWindow(first)
    let tree = try SecondTree(world)
    world.clear()
    var called = false
    let trigger: TracedScreen = event == .willAppear || event == .didAppear ? b : a
    trigger.onEvent = { [unowned tree] heard in
      guard heard == event, !called else { return }
      called = true
      tree.make(call)
    }
    try first.push(b, animated: false)
    #expect(called)
    world.expectTrace(Self.pushLines + expectedAfter)
    #expect(tree.window.engineInvariantViolations == [])
    #expect(first.engineInvariantViolations == [])
    world.expectDiagnostics([])
    trigger.onEvent = nil
    tree.hideAll()
  }
}
