import Actions
import LifeCircleTesting
import Lifecycle
import Testing

/// The model's own containers: `Window`, `TabController`, `NavigationController`,
/// presentations, `InteractivePop`, a custom pager and the headless app's background.
@MainActor
final class ModelWorld: DifferentialWorld {
  let scene: TestScene
  let views: ScreenViewAction
  let clock: ManualClock
  private var window: Window?
  private var secondWindow: Window?
  private var tabs: TabController?
  private var pager: ModelPager?
  /// The screens presented as page sheets (the model's `.sheet` also stands for
  /// `overFullScreen`, which cannot be swiped down).
  private var pageSheets: Set<String> = []
  /// The child each screen holds (added by ``NavigationStep/addChild(_:)``).
  private var childOf: [String: ScreenController] = [:]

  init() {
    (scene, views, clock) = makeRecordingParts()
  }

  func launch(_ layout: Layout) {
    scene.make {
      switch layout {
      case .tabs(let roots):
        let tabs = makeTabs(roots)
        window = Window(rootController: tabs)
      case .pager(let pages):
        let pager = ModelPager(title: "Pager")
        for page in pages { try? pager.addChild(ScreenController(title: page)) }
        self.pager = pager
        window = Window(rootController: pager)
      case .splash(let roots):
        let splash = ModelSplash(title: "Splash")
        splash.redirect = { [unowned self] splash in
          guard let window = splash.window else { return }
          window.rootController = self.scene.make { self.makeTabs(roots) }
        }
        window = Window(rootController: splash)
      }
    }
    window?.makeKeyAndVisible()
  }

  private func makeTabs(_ roots: [String]) -> TabController {
    let stacks = roots.map { root in
      NavigationController(rootController: ScreenController(title: root), title: "Nav\(root)")
    }
    let tabs = TabController(tabs: stacks, title: "Tabs")
    self.tabs = tabs
    return tabs
  }

  /// The selected tab's stack.
  private var stack: NavigationController? {
    tabs?.selectedController as? NavigationController
  }

  /// The presented controller on top, if any.
  private var topPresented: ScreenController? {
    guard var current = window?.rootController.presentedController else { return nil }
    while let next = current.presentedController { current = next }
    return current
  }

  /// The screen a presentation or a child is made from: the top presentation, else the
  /// selected stack's top, else the root.
  private var topScreen: ScreenController? {
    if let topPresented { return topPresented }
    if let stack { return stack.topController }
    return window?.rootController
  }

  func allows(_ step: NavigationStep) -> Bool {
    let idle = topPresented == nil
    switch step {
    case .push: return idle && stack != nil
    case .pop, .popToRoot, .swipeBack: return idle && (stack?.viewControllers.count ?? 0) > 1
    case .selectTab(let index): return idle && index < (tabs?.tabs.count ?? 0)
    case .present: return topScreen != nil && window?.isVisible == true
    case .dismiss: return topPresented != nil
    case .swipeDownSheet:
      return topPresented.map { pageSheets.contains($0.title) } ?? false
    case .addChild:
      guard let top = topScreen else { return false }
      return idle && childOf[top.title] == nil && top.children.isEmpty
        && !top.isContainer
    case .removeChild:
      guard let top = topScreen else { return false }
      return idle && childOf[top.title] != nil
    case .page(let index): return idle && pager.map { index < $0.children.count } ?? false
    case .showSecondWindow: return secondWindow?.isVisible != true
    case .makeKey, .hideSecondWindow: return secondWindow?.isVisible == true
    case .background: return !scene.registry.isInBackground
    case .foreground: return scene.registry.isInBackground
    case .wait: return true
    }
  }

  /// Whether the tree stays small after `step` (the random walk keeps stacks and presentation
  /// chains short, so its traces stay readable).
  func isSmallEnough(after step: NavigationStep) -> Bool {
    switch step {
    case .push: (stack?.viewControllers.count ?? 0) < 5
    case .present:
      (window?.rootController.presentationDepth ?? 0) < 3
    default: true
    }
  }

  func perform(_ step: NavigationStep) {
    do {
      try performThrowing(step)
    } catch {
      Issue.record("model: \(step) failed: \(error)")
    }
  }

  private func performThrowing(_ step: NavigationStep) throws {
    switch step {
    case .push(let title):
      try stack?.push(scene.make { ScreenController(title: title) })
    case .pop:
      try stack?.pop()
    case .popToRoot:
      try stack?.popToRoot()
    case .swipeBack(let finish):
      guard let stack else { return }
      let gesture = try stack.beginInteractivePop()
      if finish { gesture.finish() } else { gesture.cancel() }
    case .selectTab(let index):
      try tabs?.select(index)
    case .present(let title, let style):
      let presented = scene.make { ScreenController(title: title) }
      try topScreen?.present(presented, style: style == .fullScreen ? .fullScreen : .sheet)
      if style == .pageSheet { pageSheets.insert(title) }
    case .dismiss, .swipeDownSheet(finish: true):
      try topPresented?.dismiss()
    case .swipeDownSheet(finish: false):
      // The model has no sheet drag: UIKit's callbacks for an abandoned one (the sheet starts
      // to leave, then comes back), delivered to the sheet alone; no focus changes.
      guard let sheet = topPresented else { return }
      for event in [LifecycleEvent.willDisappear, .willAppear, .didAppear] {
        sheet.deliver(event, animated: true)
      }
    case .addChild(let title):
      guard let top = topScreen else { return }
      let child = scene.make { ScreenController(title: title) }
      try top.addChild(child)
      childOf[top.title] = child
    case .removeChild:
      guard let top = topScreen, let child = childOf.removeValue(forKey: top.title)
      else { return }
      child.removeFromParent()
    case .page(let index):
      pager?.activePage = index
      pager?.setNeedsFocusUpdate()
    case .showSecondWindow(let title):
      let window = scene.make { Window(rootController: ScreenController(title: title)) }
      secondWindow = window
      window.makeKeyAndVisible()
    case .makeKey(let index):
      (index == 1 ? window : secondWindow)?.makeKeyAndVisible()
    case .hideSecondWindow:
      secondWindow?.hide()
    case .background:
      scene.enterBackground()
    case .foreground:
      scene.enterForeground()
    case .wait(let seconds):
      clock.advance(by: .seconds(seconds))
    }
  }

  func tearDown() {
    secondWindow?.hide()
    window?.hide()
  }
}

extension ScreenController {
  /// How many controllers are presented above this one.
  fileprivate var presentationDepth: Int {
    var depth = 0
    var current = presentedController
    while let presented = current {
      depth += 1
      current = presented.presentedController
    }
    return depth
  }
}

/// A custom container whose pages all stay on screen; focus goes to the active page.
@MainActor
final class ModelPager: ScreenController {
  var activePage = 0
  override var isContainer: Bool { true }
  override var activeChildren: [ScreenController] {
    children.indices.contains(activePage) ? [children[activePage]] : []
  }
}

/// A splash screen that redirects from its `viewDidAppear`.
@MainActor
final class ModelSplash: ScreenController {
  var redirect: (ModelSplash) -> Void = { _ in }
  /// The window whose root this splash is.
  var window: Window? { lifeCircleRegistry.windows.first { $0.rootController === self } }
  override func viewDidAppear(_ animated: Bool) {
    redirect(self)
  }
}
