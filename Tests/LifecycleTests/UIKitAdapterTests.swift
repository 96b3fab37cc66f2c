import Actions
import Lifecycle
import Testing

// The adapter of the article "Using LifeCircle in a UIKit app", driven from a stand-in for
// `UIViewController` in the order UIKit calls a real one. `LifeCircleViewController` below is
// the article's adapter line for line, with `StandInViewController` for `UIViewController`;
// each test calls the stand-ins' methods in UIKit's documented order (as UIKit would for a
// push, a pop, a full-screen modal and child containment) and checks what the app's actions
// hear: the same trace the model's own containers produce for that navigation.

/// The screen paired with a view controller: UIKit delivers each view controller's own
/// callbacks, so each screen hears them from its view controller, never from its parent screen.
@MainActor
private final class HostedScreen: ScreenController {
  override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
}

/// The part of `UIViewController` the adapter overrides, with UIKit's containment calls:
/// `addChild(_:)` calls `willMove(toParent:)`, `removeFromParent()` calls
/// `didMove(toParent: nil)`; the view controller that adds a child calls its
/// `didMove(toParent:)`, and the one that removes a child calls its `willMove(toParent: nil)`.
@MainActor
private class StandInViewController {
  private(set) weak var parent: StandInViewController?
  private(set) var children: [StandInViewController] = []

  func viewDidLoad() {}
  func viewWillAppear(_ animated: Bool) {}
  func viewDidAppear(_ animated: Bool) {}
  func viewWillDisappear(_ animated: Bool) {}
  func viewDidDisappear(_ animated: Bool) {}
  func willMove(toParent parent: StandInViewController?) {}
  func didMove(toParent parent: StandInViewController?) {}

  func addChild(_ child: StandInViewController) {
    children.append(child)
    child.parent = self
    child.willMove(toParent: self)
  }

  func removeFromParent() {
    parent?.children.removeAll { $0 === self }
    parent = nil
    didMove(toParent: nil)
  }
}

/// The article's adapter: forwards its four callbacks and its containment to its screen.
@MainActor
private final class LifeCircleViewController: StandInViewController {
  let screen: ScreenController

  init(title: String) {
    screen = HostedScreen(title: title)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    screen.loadViewIfNeeded()
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    screen.beginAppearanceTransition(true, animated: animated)
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    screen.endAppearanceTransition()
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    screen.beginAppearanceTransition(false, animated: animated)
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    screen.endAppearanceTransition()
  }

  override func willMove(toParent parent: StandInViewController?) {
    super.willMove(toParent: parent)
    // Joins the parent's screen before appearing in it; UIKit's own containers have no screen.
    guard let parent = parent as? LifeCircleViewController else { return }
    do {
      try parent.screen.addChild(screen)
    } catch {
      assertionFailure("\(error)")
    }
  }

  override func didMove(toParent parent: StandInViewController?) {
    super.didMove(toParent: parent)
    // Leaves the parent's screen once it has disappeared from it.
    if parent == nil { screen.removeFromParent() }
  }
}

/// A registry of the test's own with a recorder and a UI stack in it, and its diagnostics.
@MainActor
private final class AdapterBench {
  let registry = LifeCircleRegistry()
  let recorder = RecordingAction()
  let uiStack = UIStackAction()
  private(set) var diagnostics: [String] = []

  init() {
    registry.register(recorder)
    registry.register(uiStack)
    registry.diagnosticHandler = { [unowned self] in diagnostics.append($0.message) }
  }

  /// An adapter whose screen belongs to this bench's registry.
  func make(_ title: String) -> LifeCircleViewController {
    LifeCircleRegistry.scoped(registry) { LifeCircleViewController(title: title) }
  }

  /// UIKit's first appearance of a view controller (a window's root, a navigation stack's
  /// root): its view loads, then it appears without animation.
  func show(_ controller: StandInViewController) {
    controller.viewDidLoad()
    controller.viewWillAppear(false)
    controller.viewDidAppear(false)
  }

  /// The trace since the last call, emptied.
  func takeTrace() -> [String] {
    defer { recorder.reset() }
    return recorder.trace
  }
}

@Suite @MainActor struct UIKitAdapterTests {
  @Test func pushThenPopInAUINavigationController() {
    let bench = AdapterBench()
    let navigation = StandInViewController()  // a UINavigationController: no screen of its own
    let home = bench.make("Home")
    navigation.addChild(home)
    bench.show(home)
    home.didMove(toParent: navigation)
    #expect(bench.takeTrace() == ["Home.willAppear(false)", "Home.didAppear(false)"])

    // pushViewController(detail, animated: true)
    var detail: LifeCircleViewController? = bench.make("Detail")
    weak let detailScreen = detail?.screen
    navigation.addChild(detail!)
    detail!.viewDidLoad()
    home.viewWillDisappear(true)
    detail!.viewWillAppear(true)
    home.viewDidDisappear(true)
    detail!.viewDidAppear(true)
    detail!.didMove(toParent: navigation)
    #expect(
      bench.takeTrace() == [
        "Home.willDisappear(true)", "Detail.willAppear(true)",
        "Home.didDisappear(true)", "Detail.didAppear(true)",
      ])
    #expect(bench.uiStack.viewControllerStack.map(\.title) == ["Detail"])

    // popViewController(animated: true)
    detail!.willMove(toParent: nil)
    detail!.viewWillDisappear(true)
    home.viewWillAppear(true)
    detail!.viewDidDisappear(true)
    home.viewDidAppear(true)
    detail!.removeFromParent()
    #expect(
      bench.takeTrace() == [
        "Detail.willDisappear(true)", "Home.willAppear(true)",
        "Detail.didDisappear(true)", "Home.didAppear(true)",
      ])
    #expect(bench.uiStack.viewControllerStack.map(\.title) == ["Home"])
    #expect(bench.diagnostics == [])

    // The popped view controller goes, and its screen with it: nothing else holds the screen.
    detail = nil
    #expect(detailScreen == nil)
  }

  @Test func abandonedBackSwipeIsACancelledAppearanceThenACancelledDisappearance() {
    let bench = AdapterBench()
    let navigation = StandInViewController()
    let home = bench.make("Home")
    navigation.addChild(home)
    bench.show(home)
    let detail = bench.make("Detail")
    navigation.addChild(detail)
    detail.viewDidLoad()
    home.viewWillDisappear(false)
    detail.viewWillAppear(false)
    home.viewDidDisappear(false)
    detail.viewDidAppear(false)
    _ = bench.takeTrace()

    // The back swipe starts, then the user lets go before the middle: UIKit's calls.
    detail.viewWillDisappear(true)
    home.viewWillAppear(true)
    home.viewWillDisappear(true)
    home.viewDidDisappear(true)
    detail.viewWillAppear(true)
    detail.viewDidAppear(true)
    #expect(
      bench.takeTrace() == [
        "Detail.willDisappear(true)", "Home.willAppear(true)",
        "Home.willDisappear(true)", "Home.didDisappear(true)",
        "Detail.willAppear(true)", "Detail.didAppear(true)",
      ])
    #expect(home.screen.appearanceState == .disappeared)
    #expect(detail.screen.appearanceState == .appeared)
    #expect(bench.uiStack.viewControllerStack.map(\.title) == ["Detail"])
    #expect(bench.diagnostics == [])
  }

  @Test func fullScreenModalThenDismissal() {
    let bench = AdapterBench()
    let home = bench.make("Home")  // a window's root
    bench.show(home)
    _ = bench.takeTrace()

    // present(player, animated: true) with modalPresentationStyle = .fullScreen
    let player = bench.make("Player")
    player.viewDidLoad()
    home.viewWillDisappear(true)
    player.viewWillAppear(true)
    player.viewDidAppear(true)
    home.viewDidDisappear(true)
    #expect(
      bench.takeTrace() == [
        "Home.willDisappear(true)", "Player.willAppear(true)",
        "Player.didAppear(true)", "Home.didDisappear(true)",
      ])
    #expect(bench.uiStack.viewControllerStack.map(\.title) == ["Player"])

    // dismiss(animated: true)
    player.viewWillDisappear(true)
    home.viewWillAppear(true)
    home.viewDidAppear(true)
    player.viewDidDisappear(true)
    #expect(
      bench.takeTrace() == [
        "Player.willDisappear(true)", "Home.willAppear(true)",
        "Home.didAppear(true)", "Player.didDisappear(true)",
      ])
    #expect(bench.uiStack.viewControllerStack.map(\.title) == ["Home"])
    #expect(bench.diagnostics == [])
  }

  @Test func childAddedToAVisibleParentThenRemoved() {
    let bench = AdapterBench()
    let page = bench.make("Page")
    bench.show(page)
    _ = bench.takeTrace()

    // addChild(banner); view.addSubview(banner.view); banner.didMove(toParent: self)
    let banner = bench.make("Banner")
    page.addChild(banner)
    #expect(page.screen.children.map(\.title) == ["Banner"])
    banner.viewDidLoad()
    banner.viewWillAppear(false)
    banner.didMove(toParent: page)
    banner.viewDidAppear(false)
    #expect(bench.takeTrace() == ["Banner.willAppear(false)", "Banner.didAppear(false)"])
    #expect(bench.uiStack.viewControllerStack.map(\.title) == ["Page", "Banner"])

    // banner.willMove(toParent: nil); banner.view.removeFromSuperview(); banner.removeFromParent()
    banner.willMove(toParent: nil)
    banner.viewWillDisappear(false)
    banner.viewDidDisappear(false)
    banner.removeFromParent()
    #expect(bench.takeTrace() == ["Banner.willDisappear(false)", "Banner.didDisappear(false)"])
    #expect(page.screen.children.isEmpty)
    #expect(banner.screen.parent == nil)
    #expect(bench.uiStack.viewControllerStack.map(\.title) == ["Page"])
    #expect(bench.diagnostics == [])
  }

  @Test func parentWithAChildAppearsAndDisappearsParentFirst() {
    let bench = AdapterBench()
    let page = bench.make("Page")
    let banner = bench.make("Banner")
    page.addChild(banner)  // built before the page is on screen (in its viewDidLoad, say)
    banner.didMove(toParent: page)
    #expect(bench.takeTrace() == [])

    // The page is shown: UIKit forwards to the child after its parent, for all four events.
    page.viewDidLoad()
    banner.viewDidLoad()
    page.viewWillAppear(true)
    banner.viewWillAppear(true)
    page.viewDidAppear(true)
    banner.viewDidAppear(true)
    #expect(
      bench.takeTrace() == [
        "Page.willAppear(true)", "Banner.willAppear(true)",
        "Page.didAppear(true)", "Banner.didAppear(true)",
      ])

    page.viewWillDisappear(true)
    banner.viewWillDisappear(true)
    page.viewDidDisappear(true)
    banner.viewDidDisappear(true)
    #expect(
      bench.takeTrace() == [
        "Page.willDisappear(true)", "Banner.willDisappear(true)",
        "Page.didDisappear(true)", "Banner.didDisappear(true)",
      ])
    #expect(bench.uiStack.viewControllerStack.isEmpty)
    #expect(bench.diagnostics == [])
  }

  @Test func theModelsContainersGiveTheSameTraceForAPush() throws {
    // What the adapter reproduces on real screens is what a test of the model asserts.
    let bench = AdapterBench()
    try LifeCircleRegistry.scoped(bench.registry) {
      let navigation = NavigationController(rootController: ScreenController(title: "Home"))
      let window = Window(rootController: navigation)
      window.makeKeyAndVisible()
      _ = bench.takeTrace()
      try navigation.push(ScreenController(title: "Detail"))
      window.hide()
    }
    #expect(
      Array(bench.takeTrace().prefix(4)) == [
        "Home.willDisappear(true)", "Detail.willAppear(true)",
        "Home.didDisappear(true)", "Detail.didAppear(true)",
      ])
  }

  @Test func adapterScreensAreInNoWindowAndHaveNoFocus() {
    // Focus (and ScreenViewAction) follow the model's windows; an adapter's screen is in none.
    let bench = AdapterBench()
    let home = bench.make("Home")
    bench.show(home)
    #expect(home.screen.appearanceState == .appeared)
    #expect(!home.screen.hasFocus)
    #expect(home.screen.navigationController == nil)
    home.viewWillDisappear(false)
    home.viewDidDisappear(false)
    #expect(bench.diagnostics == [])
  }
}
