import Lifecycle

/// Reads UIKit's structure and records what changed in the model, delivering nothing: each
/// window's visibility, key state and root, the containment of every view controller with a
/// host, navigation tops and tab selections (as focus reasons), and presentations.
///
/// It runs before every event a host forwards, so the model's structure is UIKit's at the
/// moment UIKit delivers the event; focus is decided by the engine once the transition is over.
/// O(view controllers of the windows read) per call.
@MainActor
enum MirrorReconciler {
  /// One `UIWindow` the bridge knows, and the model window that mirrors it.
  final class WindowRecord {
    weak var uiWindow: UIWindow?
    /// Strong: a hidden window stays mirrored as long as its `UIWindow` lives.
    var window: Window?
    init(uiWindow: UIWindow) { self.uiWindow = uiWindow }
  }

  /// The windows the bridge knows, in the order it met them.
  private static var records: [WindowRecord] = []

  /// Makes `uiWindow` known to the bridge (``LifeCircleWindow`` does at creation; while the
  /// bridge follows the application's state, a window's root does at its first event, and the
  /// observer when any window becomes visible or key).
  static func track(_ uiWindow: UIWindow) {
    guard !records.contains(where: { $0.uiWindow === uiWindow }) else { return }
    records.append(WindowRecord(uiWindow: uiWindow))
  }

  /// Whether the bridge follows windows it did not create (``LifeCircleUIKit/followApplicationState()``):
  /// a window met through its root's first appearance is tracked then.
  static var tracksWindowsOfAppearingRoots = false

  /// Whether the bridge follows `uiWindow`.
  static func follows(_ uiWindow: UIWindow) -> Bool {
    records.contains { $0.uiWindow === uiWindow }
  }

  /// The first view controller without a host on the way from `viewController` (excluded) to
  /// its window's root: up through parents, then presenters.
  static func firstAncestorWithoutHost(of viewController: UIViewController) -> UIViewController? {
    var current = viewController
    while let next = current.parent ?? current.presentingViewController {
      if LifeCircleHost.host(of: next) == nil { return next }
      current = next
    }
    return nil
  }

  /// The model window that mirrors `uiWindow`, if the bridge has made one.
  static func window(mirroring uiWindow: UIWindow) -> Window? {
    records.first { $0.uiWindow === uiWindow }?.window
  }

  /// The registries of the mirrored windows, each once, in the order met.
  static var registries: [LifeCircleRegistry] {
    var found: [LifeCircleRegistry] = []
    for record in records {
      guard let registry = record.window?.rootController.lifeCircleRegistry else { continue }
      if !found.contains(where: { $0 === registry }) { found.append(registry) }
    }
    return found
  }

  /// Forgets every window (tests).
  package static func forgetAllWindows() {
    for record in records {
      record.window?.mirrorHideIfVisible()
    }
    records = []
  }

  /// Reconciles the window that shows `viewController` (found through its parents and
  /// presenters), then every window's visibility and key state, and defers this turn's focus
  /// decisions (see ``FocusTurn``).
  static func reconcile(around viewController: UIViewController, registry: LifeCircleRegistry) {
    let dropped = dropReleasedWindows()
    let root = rootViewController(of: viewController)
    // UIKit calls a window's root before it posts that the window became visible: a plain
    // `UIWindow` is met here first, or its root would appear outside every window and could
    // never be placed in one.
    if tracksWindowsOfAppearingRoots, let uiWindow = root.viewIfLoaded?.window,
      uiWindow.rootViewController === root
    {
      track(uiWindow)
    }
    for record in records where record.uiWindow?.rootViewController === root {
      reconcileStructure(of: record)
    }
    for record in records { reconcileVisibility(of: record) }
    FocusTurn.deferDecisions(of: registries + dropped + [registry])
  }

  /// Reconciles every known window and defers this turn's focus decisions: for changes no event
  /// follows (a key window, a sheet swiped down, a pager's page).
  static func reconcileEverything() {
    let dropped = reconcileAllWindows()
    FocusTurn.deferDecisions(of: registries + dropped)
  }

  /// Reconciles every known window; returns the registries of the windows UIKit released since
  /// the last reading (see ``dropReleasedWindows()``), whose focus must be decided again.
  @discardableResult
  static func reconcileAllWindows() -> [LifeCircleRegistry] {
    let dropped = dropReleasedWindows()
    for record in records { reconcileStructure(of: record) }
    for record in records { reconcileVisibility(of: record) }
    return dropped
  }

  /// Forgets the windows UIKit released, hiding their mirrors first; returns the registries of
  /// the mirrors hidden.
  ///
  /// UIKit keeps no window alive: a window the app lets go while visible leaves the screen with
  /// everything in it, and no callback says so. Its mirror must leave the model's visible
  /// windows too, or its screens would keep focus (and regain it when another window is hidden)
  /// while the model window, visible, kept itself and them alive.
  private static func dropReleasedWindows() -> [LifeCircleRegistry] {
    var dropped: [LifeCircleRegistry] = []
    for record in records where record.uiWindow == nil {
      guard let window = record.window, window.isVisible else { continue }
      window.mirrorHide()
      let registry = window.rootController.lifeCircleRegistry
      if !dropped.contains(where: { $0 === registry }) { dropped.append(registry) }
    }
    records.removeAll { $0.uiWindow == nil }
    return dropped
  }

  /// Whether UIKit changed a visible window's structure for a transition it has not started: a
  /// view controller with a host on the way focus descends (the window's root, the top-most
  /// presentation, a navigation controller's top, the selected tab) whose screen has not begun
  /// to appear. UIKit changes the structure inside the call and starts the callbacks on the
  /// next turn (UIKIT-CALLS.md SR2). O(depth of the windows' focus paths).
  static var awaitsTransitionStart: Bool {
    records.contains { record in
      guard let uiWindow = record.uiWindow, !uiWindow.isHidden,
        let root = uiWindow.rootViewController
      else { return false }
      return awaitsAppearance(onFocusPathFrom: root)
    }
  }

  /// Whether a view controller on the focus path from `root` has a screen still disappeared.
  private static func awaitsAppearance(onFocusPathFrom root: UIViewController) -> Bool {
    var current: UIViewController? = root
    while let controller = current {
      if let screen = LifeCircleHost.host(of: controller)?.screen,
        screen.appearanceState == .disappeared
      {
        return true
      }
      if controller.parent == nil, let presented = controller.presentedViewController,
        presented.presentingViewController === controller
      {
        current = presented
        continue
      }
      switch controller {
      case let navigation as UINavigationController: current = navigation.topViewController
      case let tabs as UITabBarController: current = tabs.selectedViewController
      default: current = nil
      }
    }
    return false
  }

  /// The root of the window that shows `viewController`: up through parents, then presenters.
  private static func rootViewController(of viewController: UIViewController) -> UIViewController {
    var current = viewController
    while true {
      while let parent = current.parent { current = parent }
      guard let presenter = current.presentingViewController else { return current }
      current = presenter
    }
  }

  /// Mirrors the root and the tree of one window.
  private static func reconcileStructure(of record: WindowRecord) {
    guard let uiWindow = record.uiWindow, let rootViewController = uiWindow.rootViewController,
      let rootScreen = LifeCircleHost.host(of: rootViewController)?.screen
    else { return }
    if let window = record.window {
      // A root that comes back before it finished leaving (A, then B, then A again within one
      // turn) cannot be placed until its host delivers its didDisappear: the model refuses it
      // meanwhile, and a later reading places it.
      let isStillLeaving = rootScreen.containingWindow === window
      if window.rootController !== rootScreen && !isStillLeaving {
        window.mirrorReplaceRoot(with: rootScreen)
      }
    } else {
      record.window = LifeCircleRegistry.scoped(rootScreen.lifeCircleRegistry) {
        Window(hostedRootController: rootScreen)
      }
      // A registry met while the app is in the background (its first window shown there)
      // joins the app's state, or its screens would gain focus nobody sees.
      if record.window != nil && LifeCircleUIKit.isInBackground {
        rootScreen.lifeCircleRegistry.setInBackground(true)
      }
    }
    reconcileTree(of: rootViewController)
  }

  /// Mirrors one window's visibility and key state.
  private static func reconcileVisibility(of record: WindowRecord) {
    guard let uiWindow = record.uiWindow, let window = record.window else { return }
    let isVisible = !uiWindow.isHidden && uiWindow.rootViewController != nil
    if isVisible && !window.isVisible {
      window.mirrorShow(makingKey: uiWindow.isKeyWindow)
    } else if !isVisible && window.isVisible {
      window.mirrorHide()
    } else if isVisible && uiWindow.isKeyWindow && !window.isKeyWindow {
      window.mirrorMakeKey()
    }
  }

  /// Mirrors the containment and presentations below `viewController`, depth first.
  private static func reconcileTree(of viewController: UIViewController) {
    var pending = [viewController]
    while let current = pending.popLast() {
      guard let host = LifeCircleHost.host(of: current) else { continue }
      let uiChildren = containedViewControllers(of: current)
      reconcileChildren(of: current, host: host, uiChildren: uiChildren)
      pending.append(contentsOf: uiChildren.reversed())
      if current.parent == nil, let presented = reconcilePresentation(of: current, host: host) {
        pending.append(presented)
      }
    }
  }

  /// A container's children as UIKit orders them: the stack, the tabs, or `children`.
  private static func containedViewControllers(of viewController: UIViewController)
    -> [UIViewController]
  {
    switch viewController {
    case let navigation as UINavigationController: navigation.viewControllers
    case let tabs as UITabBarController: tabs.viewControllers ?? []
    default: viewController.children
    }
  }

  /// Mirrors one container's children and leaves the focus reasons the change implies.
  private static func reconcileChildren(
    of viewController: UIViewController, host: LifeCircleHost, uiChildren: [UIViewController]
  ) {
    let screen = host.screen
    let old = screen.children
    let new = LifeCircleHost.screens(of: uiChildren) + host.attachedScreens
    let changed = !old.elementsIdentical(to: new)
    // The reasons go after the change: a screen that joins reaches its window (where a reason
    // is left) only once it is a child, and one that leaves still does while it is on screen.
    if changed { screen.mirrorSetChildren(new) }
    // A container off screen (a stack in a tab not selected) changes no focus: the model
    // decides after that navigation and its reasons are spent before the container appears,
    // while a reading may meet the change only when it does.
    let isOnScreen = screen.appearanceState != .disappeared
    if let tabs = viewController as? UITabBarController {
      noteTabSwitch(of: tabs, host: host, leavingReasons: isOnScreen)
    }
    guard changed, isOnScreen else { return }
    if viewController is UINavigationController {
      noteNewTop(from: old.last, to: new.last, old: old, new: new)
    } else if !(viewController is UITabBarController) {
      for child in new where !old.containsIdentical(child) { child.mirrorFocusReason(.shown) }
      for child in old where !new.containsIdentical(child) { child.mirrorFocusReason(.removed) }
    }
  }

  /// The reasons a stack's new top gives, as the model's navigation controller gives them: a
  /// top that joined is shown and one already there revealed; the old top is removed if it
  /// left, else covered.
  private static func noteNewTop(
    from oldTop: ScreenController?, to newTop: ScreenController?, old: [ScreenController],
    new: [ScreenController]
  ) {
    guard oldTop !== newTop else { return }
    if let oldTop { oldTop.mirrorFocusReason(new.containsIdentical(oldTop) ? .covered : .removed) }
    guard let newTop else { return }
    if old.containsIdentical(newTop) {
      newTop.mirrorFocusReason(.revealed, revealedBy: .pop)
    } else {
      newTop.mirrorFocusReason(.shown)
    }
  }

  /// The reasons a tab switch gives, read from UIKit's selection against the one read last;
  /// none unless `leavingReasons` (the tab bar controller is on screen).
  private static func noteTabSwitch(
    of tabs: UITabBarController, host: LifeCircleHost, leavingReasons: Bool
  ) {
    let selected = tabs.selectedViewController
    defer { host.lastSelectedTab = selected }
    guard leavingReasons, let previous = host.lastSelectedTab, previous !== selected else {
      return
    }
    LifeCircleHost.host(of: previous)?.screen.mirrorFocusReason(.tabDeselected)
    if let selected { LifeCircleHost.host(of: selected)?.screen.mirrorFocusReason(.tabSelected) }
  }

  /// Mirrors what the presenting context `viewController` presents; returns the presented view
  /// controller to walk, if it has a host.
  private static func reconcilePresentation(
    of viewController: UIViewController, host: LifeCircleHost
  ) -> UIViewController? {
    let screen = host.screen
    var presented: UIViewController?
    if let candidate = viewController.presentedViewController,
      candidate.presentingViewController === viewController
    {
      presented = candidate
    }
    let presentedScreen = presented.flatMap { LifeCircleHost.host(of: $0)?.screen }
    noteUnhostedPresentation(presentedScreen == nil ? presented : nil, host: host)
    let mirrored = screen.presentedController
    if mirrored !== presentedScreen {
      if let mirrored {
        let swiped = (mirrored as? BridgedScreen)?.viewController
          .flatMap(LifeCircleHost.host(of:))?.isBeingSwipedDown
        mirrored.mirrorFocusReason(.removed)
        screen.mirrorFocusReason(
          .revealed, revealedBy: swiped == true ? .sheetSwipedDown : .dismissal)
        screen.mirrorDismiss()
      }
      if let presented, let presentedScreen {
        screen.mirrorFocusReason(.covered)
        // After the presentation: only then does the presented screen reach the window.
        screen.mirrorPresent(presentedScreen, style: style(of: presented))
        presentedScreen.mirrorFocusReason(.shown)
      }
    }
    return presentedScreen == nil ? nil : presented
  }

  /// The reasons a presentation the model cannot mirror gives (a view controller without a host:
  /// a Safari view, the camera): the context is covered while it is up and revealed when it
  /// goes, as for a mirrored one, so the screen under it comes back `revealed`, not `shown`.
  private static func noteUnhostedPresentation(
    _ unhosted: UIViewController?, host: LifeCircleHost
  ) {
    let previous = host.lastUnhostedPresented
    let hadOne = host.hadUnhostedPresented
    let isSame = hadOne && previous != nil && previous === unhosted
    if hadOne && !isSame { host.screen.mirrorFocusReason(.revealed) }
    if unhosted != nil && !isSame { host.screen.mirrorFocusReason(.covered) }
    host.lastUnhostedPresented = unhosted
    host.hadUnhostedPresented = unhosted != nil
  }

  /// The model's style for a UIKit presentation: full screen when UIKit removes the presenting
  /// context's views from the window, a sheet otherwise.
  private static func style(of presented: UIViewController) -> PresentationStyle {
    switch presented.modalPresentationStyle {
    case .fullScreen, .currentContext: .fullScreen
    default: .sheet
    }
  }
}

extension Window {
  /// Hides a mirrored window if it is visible (tests forgetting the bridge's windows).
  fileprivate func mirrorHideIfVisible() {
    if isVisible { mirrorHide() }
  }
}
