import Lifecycle

/// The bridge for one view controller: its screen, and the four appearance calls its overrides
/// forward, for an app whose view controllers already have base classes of their own.
///
/// Keep one host per view controller, in a stored property, and call it first thing in each
/// appearance override (before `super`, so a container's own event comes before its children's,
/// which UIKit delivers from inside the container's `super` call):
///
/// ```
/// class BaseViewController: UIViewController {
///   private(set) lazy var lifeCircle = LifeCircleHost(viewController: self)
///   override func viewWillAppear(_ animated: Bool) {
///     lifeCircle.viewWillAppear(animated)
///     super.viewWillAppear(animated)
///   }
///   // viewDidAppear, viewWillDisappear, viewDidDisappear: the same
/// }
/// ```
///
/// ``LifeCircleViewController``, ``LifeCircleNavigationController`` and
/// ``LifeCircleTabBarController`` do exactly this. Navigation and tab bar controllers must take
/// part too (subclass them, or give your own base classes a host), as must every view
/// controller on the way from the window's root to a screen: a view controller without a host
/// is outside the model, with its children (a host whose view controller appears below one
/// reports it once, with a `Diagnostic`). A full-screen presentation of a view controller
/// without a host (a Safari view) covers the screen under it, which is revealed when it goes.
///
/// **What each call does.** It reads UIKit's structure around the view controller (its window,
/// the containers and presentations up to the root, the navigation stack's top, the selected
/// tab, the key window) and records what changed in the model without delivering anything, then
/// delivers the one event UIKit delivered to the view controller's ``screen``
/// (`ScreenController/deliverHostedEvent(_:animated:flags:)`), with UIKit's `animated` and
/// transition flags. Focus is decided by the model's engine once UIKit's transition is over.
///
/// **Threading and memory.** Main actor. The view controller owns the host, which owns the
/// screen; the host and the screen hold the view controller weakly.
@MainActor
public final class LifeCircleHost {
  /// The screen that mirrors the view controller: register per-screen actions on it.
  public let screen: ScreenController
  private let bridged: BridgedScreen
  /// The selected tab at the latest reading (tab bar controllers only), to tell a tab switch.
  weak var lastSelectedTab: UIViewController?
  /// The view controller without a host this host's view controller presented at the latest
  /// reading (a Safari view, the camera, a share sheet), to tell when one comes and goes.
  weak var lastUnhostedPresented: UIViewController?
  /// Whether there was one at the latest reading (the weak reference above may be gone since).
  var hadUnhostedPresented = false
  /// Keeps the sheet-dismissal observer this host installed, if any (the presentation
  /// controller holds its delegate weakly).
  var sheetObserver: SheetDismissalObserver?
  /// Whether this host reported that its view controller appears outside the model.
  private var reportedOutsideTheModel = false
  /// Screens without a view controller of their own that the bridge placed in this host's
  /// screen (a list an adapter shows in the view controller's view): children of the screen
  /// after the view controllers', hearing each event the host forwards right after the screen,
  /// as UIKit's children hear theirs from inside their parent's.
  private(set) var attachedScreens: [ScreenController] = []

  /// Creates the host of `viewController`, with a screen in the registry of the nearest view
  /// controller above it (its parent, else its presenter, and so on up) that has a host, else in
  /// `LifeCircleRegistry/current`.
  ///
  /// A host made lazily, at its view controller's first appearance inside a tree the bridge
  /// mirrors (the `lazy var` above), so joins that tree's registry, as a screen made while the
  /// model delivers a tree's callbacks does; made before its view controller joins a tree (the
  /// view controller's own initializer), it takes the current registry.
  ///
  /// - Parameters:
  ///   - viewController: The view controller whose overrides call this host.
  ///   - title: The screen's title; `nil` for the view controller's `title`, else its type name.
  public init(viewController: UIViewController, title: String? = nil) {
    let name = title ?? viewController.title ?? String(describing: type(of: viewController))
    let registry =
      Self.nearestHost(above: viewController)?.screen.lifeCircleRegistry
      ?? LifeCircleRegistry.current
    bridged = LifeCircleRegistry.scoped(registry) { BridgedScreen(title: name) }
    screen = bridged
    bridged.viewController = viewController
    Self.register(self, for: viewController)
  }

  isolated deinit {
    Self.unregister(self)
  }

  /// Forward from `viewWillAppear(_:)`.
  public func viewWillAppear(_ animated: Bool) { forward(.willAppear, animated: animated) }
  /// Forward from `viewDidAppear(_:)`.
  public func viewDidAppear(_ animated: Bool) { forward(.didAppear, animated: animated) }
  /// Forward from `viewWillDisappear(_:)`.
  public func viewWillDisappear(_ animated: Bool) { forward(.willDisappear, animated: animated) }
  /// Forward from `viewDidDisappear(_:)`.
  public func viewDidDisappear(_ animated: Bool) { forward(.didDisappear, animated: animated) }

  /// Whether the user is swiping this host's view controller (a sheet) down: from UIKit's
  /// `presentationControllerWillDismiss(_:)` until the sheet is gone or back.
  var isBeingSwipedDown = false

  /// Tells the model that the user started to swipe this host's view controller (a sheet)
  /// down: call it from your own `presentationControllerWillDismiss(_:)` if your app sets the
  /// presentation controller's delegate itself (otherwise the host installs one when the sheet
  /// appears). If the sheet goes, the screen below is revealed by
  /// `RevealDetail.sheetSwipedDown` rather than `.dismissal`.
  public func presentationControllerWillDismiss() {
    isBeingSwipedDown = true
  }

  /// Tells the model that this host's view controller (a sheet) was swiped down: call it from
  /// your own `presentationControllerDidDismiss(_:)` if your app sets the presentation
  /// controller's delegate itself (otherwise the host installs one when the sheet appears).
  /// Focus returns to the screen below.
  public func presentationControllerDidDismiss() {
    MirrorReconciler.reconcileEverything()
    isBeingSwipedDown = false
  }

  /// Tells the model that a custom container's active children changed without navigation (a
  /// pager moved to another page it keeps on screen): focus is decided again.
  public func setNeedsScreenFocusUpdate() {
    MirrorReconciler.reconcileEverything()
    screen.setNeedsFocusUpdate()
  }

  /// Records what changed around the view controller, then delivers `event` to the screen.
  private func forward(_ event: LifecycleEvent, animated: Bool) {
    guard let viewController = bridged.viewController else { return }
    MirrorReconciler.reconcile(around: viewController, registry: screen.lifeCircleRegistry)
    var flags: HostedTransitionFlags = []
    if viewController.isMovingToParent { flags.insert(.movingToParent) }
    if viewController.isMovingFromParent { flags.insert(.movingFromParent) }
    if viewController.isBeingPresented { flags.insert(.beingPresented) }
    if viewController.isBeingDismissed { flags.insert(.beingDismissed) }
    if event == .willAppear && viewController.isBeingPresented { installSheetObserver() }
    // A swipe abandoned half-way ends with the sheet appearing again.
    if event == .didAppear { isBeingSwipedDown = false }
    if event == .willAppear { reportIfOutsideTheModel(viewController) }
    screen.deliverHostedEvent(event, animated: animated, flags: flags)
    for attached in attachedScreens { attached.deliverHostedEvent(event, animated: animated) }
  }

  /// Places `child` in this host's screen (see ``attachedScreens``), then brings it where the
  /// screen is: a child attached while its screen is on screen appears at once (`willAppear`,
  /// and `didAppear` unless the screen is still appearing), as a view added to a view on
  /// screen does. Refused with a `Diagnostic`, changing nothing, when the model refuses the
  /// child (it is not free, say): returns `false` then.
  func attach(_ child: ScreenController) -> Bool {
    guard screen.mirrorSetChildren(screen.children + [child]) else { return false }
    attachedScreens.append(child)
    switch screen.appearanceState {
    case .appeared:
      child.deliverHostedEvent(.willAppear, animated: false)
      child.deliverHostedEvent(.didAppear, animated: false)
    case .appearing:
      child.deliverHostedEvent(.willAppear, animated: false)
    case .disappearing, .disappeared:
      break
    }
    return true
  }

  /// Takes `child` out of this host's screen: it disappears first if it is on screen
  /// (`willDisappear` unless it is already disappearing, then `didDisappear`).
  func detach(_ child: ScreenController) {
    guard attachedScreens.containsIdentical(child) else { return }
    attachedScreens.removeAll { $0 === child }
    switch child.appearanceState {
    case .appeared, .appearing:
      child.deliverHostedEvent(.willDisappear, animated: false)
      child.deliverHostedEvent(.didDisappear, animated: false)
    case .disappearing:
      child.deliverHostedEvent(.didDisappear, animated: false)
    case .disappeared:
      break
    }
    screen.mirrorSetChildren(screen.children.filter { $0 !== child })
  }

  /// Reports, once per host, a view controller that appears in a window the bridge follows
  /// while a view controller on its way to the window's root has no host: the model cannot
  /// place its screen in the window, so it never gains focus and no screen view names it.
  private func reportIfOutsideTheModel(_ viewController: UIViewController) {
    guard !reportedOutsideTheModel, screen.containingWindow == nil,
      let uiWindow = viewController.viewIfLoaded?.window, MirrorReconciler.follows(uiWindow),
      let outsider = MirrorReconciler.firstAncestorWithoutHost(of: viewController)
    else { return }
    reportedOutsideTheModel = true
    screen.report(
      Diagnostic(
        kind: .refusedOperation,
        message:
          "mirroring refused: \(screen.quotedName) appears inside \(type(of: outsider)), which has no LifeCircleHost; the screen stays outside its window and never gains focus (give every view controller on the way to the window's root a host)",
        cause: .screenInsideUnhostedController
      ))
  }

  /// Becomes the delegate of the view controller's presentation controller when it has none,
  /// so a sheet swiped down reaches the model (UIKit tells only that delegate).
  private func installSheetObserver() {
    guard let controller = bridged.viewController?.presentationController,
      controller.delegate == nil
    else { return }
    let observer = SheetDismissalObserver(host: self)
    sheetObserver = observer
    controller.delegate = observer
  }

  // MARK: The table of hosts

  /// A host, held weakly.
  private struct WeakHost {
    weak var host: LifeCircleHost?
  }

  /// The live hosts by view controller. A host leaves it in its deinit.
  private static var hosts: [ObjectIdentifier: WeakHost] = [:]

  private static func register(_ host: LifeCircleHost, for viewController: UIViewController) {
    hosts[ObjectIdentifier(viewController)] = WeakHost(host: host)
  }

  private static func unregister(_ host: LifeCircleHost) {
    // The view controller may be gone: find the entry by host.
    if let key = hosts.first(where: { $0.value.host == nil || $0.value.host === host })?.key {
      hosts[key] = nil
    }
  }

  /// The host of `viewController`, if it has one.
  public static func host(of viewController: UIViewController) -> LifeCircleHost? {
    guard let host = hosts[ObjectIdentifier(viewController)]?.host,
      host.bridged.viewController === viewController
    else { return nil }
    return host
  }

  /// The host of the nearest view controller above `viewController`: up through parents, then
  /// presenters.
  private static func nearestHost(above viewController: UIViewController) -> LifeCircleHost? {
    var current = viewController
    while let next = current.parent ?? current.presentingViewController {
      if let host = host(of: next) { return host }
      current = next
    }
    return nil
  }

  /// The screens of the view controllers that have hosts, in order; the others are skipped.
  static func screens(of viewControllers: [UIViewController]) -> [ScreenController] {
    var screens: [ScreenController] = []
    for viewController in viewControllers {
      if let host = host(of: viewController) { screens.append(host.screen) }
    }
    return screens
  }
}
