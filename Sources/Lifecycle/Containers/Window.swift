/// The top of a screen hierarchy: shows and hides its root controller and what the root
/// presents.
///
/// **Order.** ``makeKeyAndVisible()``: the visible subtrees get `willAppear(false)`, then
/// `didAppear(false)`. ``hide()``: `willDisappear(false)`, then `didDisappear(false)`. Replacing
/// ``rootController`` while visible: old `willDisappear`, new `willAppear`, old `didDisappear`,
/// new `didAppear` (like a push), `animated` false. Visible subtrees are the root's (unless a
/// full-screen presentation covers it) and those of the presented controllers not covered by a
/// full-screen presentation above them, in presentation order, each parent before its children.
///
/// **Coordination.** A window and everything in it form one tree with one engine: one
/// transition at a time, whatever registry the controllers were created in. A call made while
/// any tree delivers callbacks (this window's or another's) is queued until that work is over.
///
/// **Threading.** Main actor. Called during any tree's callbacks, each call is queued.
///
/// **Memory.** Holds the root strongly; the root holds the window weakly. A visible window keeps
/// itself alive until it is hidden, whoever else holds it, so
/// `Window(rootController: root).makeKeyAndVisible()` on one line keeps working and no screen is
/// left on screen by a window that is gone. A hidden window is owned by whoever holds it; when
/// the last owner lets it go, its root leaves it with its presentations detached, silently, and
/// is free to join another tree. ``LifeCircleRegistry/windows`` lists the live windows.
@MainActor
public final class Window {
  /// What changes as the window is shown, hidden and given a new root, grouped so one proof
  /// covers it.
  private struct State {
    var root: ScreenController
    var isVisible = false
  }

  // Exclusivity: `isVisible` is read on every show, hide and focus decision. Every access is a
  // read that copies or an assignment that completes without calling code outside the library:
  // a new root is assigned while the old one is held by the caller (so no deinit runs inside
  // the access), and a Bool assignment frees nothing. No two accesses can overlap, so the
  // runtime check could never fire.
  #if DEBUG
    private var state: State  // checked in debug builds
  #else
    @exclusivity(unchecked) private var state: State
  #endif

  var root: ScreenController {
    get { state.root }
    set { state.root = newValue }
  }

  /// Whether the window is on screen.
  public internal(set) var isVisible: Bool {
    get { state.isVisible }
    set { state.isVisible = newValue }
  }
  let registry: LifeCircleRegistry
  /// Whether a host (UIKit, through `LifeCircleUIKit`) drives this window's appearance: its
  /// visibility, key state and root change through the mirror operations
  /// (``mirrorShow(makingKey:)``, ``mirrorHide()``, ``mirrorMakeKey()``,
  /// ``mirrorReplaceRoot(with:)``), which deliver nothing, and the model's own calls, which
  /// would deliver, are refused.
  public let appearanceIsHosted: Bool
  /// The engine of the tree this window holds.
  let engine = TreeEngine()
  /// The visible windows, held strongly: a visible window stays alive until hidden. A static
  /// table rather than a reference to itself, so a window never hidden is still reachable (no
  /// leak checker calls it lost).
  /// Few at a time, so a list: showing and hiding cost no hashing.
  static var visibleWindows: [Window] = []

  /// Creates a hidden window around `rootController`, in ``LifeCircleRegistry/current``.
  ///
  /// - Precondition: `rootController` has no parent, is not presented, is not the root of
  ///   another window, is off screen and has no transition of its own under way. Use ``setRootController(_:)`` on an existing window to
  ///   get a thrown error instead.
  public convenience init(rootController: ScreenController) {
    self.init(rootController: rootController, appearanceIsHosted: false)
  }

  /// Creates a hidden window around `rootController`, in ``LifeCircleRegistry/current``, whose
  /// appearance a host drives when `appearanceIsHosted` (see ``mirrorShow(makingKey:)``).
  init(rootController: ScreenController, appearanceIsHosted: Bool) {
    precondition(
      appearanceIsHosted
        ? (try? rootController.validateMayJoinMirror(nil)) != nil : rootController.isFreeToJoin,
      "Window(rootController:) needs a free controller; \(rootController.quotedName) has a parent, a presenter or a window, is on screen, or has a transition under way"
    )
    self.state = State(root: rootController)
    self.registry = .current
    self.appearanceIsHosted = appearanceIsHosted
    rootController.window = self
    if appearanceIsHosted { rootController.dispatch.isHosted = true }
    engine.attach(to: self)
    #if DEBUG
      _ = lifetime  // its weak twin from the start, for as long as this window lives
    #endif
    registry.windowCreated(self)
    Self.liveSlots.removeAll { $0.window == nil }
    Self.liveSlots.append(WeakWindow(window: self))
  }

  /// Every live window, of every registry, held weakly, in creation order.
  private static var liveSlots: [WeakWindow] = []

  /// What ``UnownedLink``s to this window check (see ``LifetimeTracked``), made on first
  /// request; its deinit clears it first.
  package var lifetime: Lifetime {
    if let lifetimeStorage { return lifetimeStorage }
    let made = Lifetime(of: self)
    lifetimeStorage = made
    return made
  }

  // Exclusivity: every access is a read that copies or the one assignment in ``lifetime``,
  // which calls no code, so no two accesses can overlap and the runtime check could never
  // fire. Debug builds check it.
  #if DEBUG
    /// ``lifetime``, once made.
    private var lifetimeStorage: Lifetime?  // checked in debug builds
  #else
    /// ``lifetime``, once made.
    @exclusivity(unchecked) private var lifetimeStorage: Lifetime?
  #endif

  /// Every live window, of every registry, in creation order.
  static var live: [Window] { liveSlots.compactMap(\.window) }

  /// The controllers of this window that are not ``AppearanceState/disappeared``: the root's
  /// tree and its presentations, pre-order, each presentation after its presenter's tree.
  /// Iterative; visits the on-screen controllers and their direct children.
  var controllersOnScreen: [ScreenController] {
    var found: [ScreenController] = []
    var pending: [ScreenController] = []
    root.presentationChain.visit { pending.insert($0, at: 0) }
    pending.removeAll { $0.appearanceState == .disappeared }
    while let next = pending.popLast() {
      found.append(next)
      pending.append(
        contentsOf: next.children.reversed().filter { $0.appearanceState != .disappeared })
    }
    return found
  }

  /// A hidden window let go by its last owner: its root leaves it with its presentations
  /// detached, silently (a visible window cannot get here: it keeps itself alive).
  isolated deinit {
    // First: links to this window (``UnownedLink``) read `nil` from here on.
    lifetimeStorage?.end()
    engine.detachWindow()  // the engine may outlive the window (see TreeEngine.window)
    root.detachPresentationChain()
  }

  /// The root controller. Setting it does what ``setRootController(_:)`` does; a refused value
  /// is reported as a ``Diagnostic`` and changes nothing.
  public var rootController: ScreenController {
    get { root }
    set {
      do {
        try setRootController(newValue)
      } catch {
        registry.report(
          Diagnostic(
            kind: .refusedOperation, message: "rootController refused: \(error)",
            cause: .rootControllerRefused(NavigationError.reason(of: error))))
      }
    }
  }

  /// Replaces the root controller.
  ///
  /// While visible: the old visible subtrees disappear and the new root's appears in push order,
  /// `animated` false. The old root's presentations go with it, silently. The old root stays
  /// linked to the window until the transition's last callback (a call that would place it
  /// elsewhere meanwhile is refused). The same root again does nothing.
  ///
  /// - Throws: ``NavigationError`` when `controller` has a parent, is presented, is another
  ///   window's root or is on screen by itself. Nothing changes then.
  public func setRootController(_ controller: ScreenController) throws {
    try TreeEngine.run(.setRoot(self, controller))
  }

  /// Validates, replaces the root and describes the change: the body of
  /// ``setRootController(_:)``. The old root keeps its window link until the callbacks are over
  /// (like a popped controller's parent), so nothing can adopt it while it is still
  /// disappearing.
  func performSetRoot(_ controller: ScreenController) throws -> ScreenChange {
    guard controller !== root else { return .none }
    if appearanceIsHosted {
      throw NavigationError(
        .appearanceIsHosted,
        "the root of a window whose appearance a host drives changes through mirrorReplaceRoot(with:)"
      )
    }
    if controller.window != nil {
      throw NavigationError(.isWindowRoot, "\(controller.quotedName) is the root of another window")
    }
    try controller.validateIsFree(toJoin: nil)
    let old = root
    root = controller
    controller.window = self
    return .rootReplaced(new: controller, old: old, isVisible: isVisible)
  }

  /// Shows the window and makes it the key window of its registry: its visible subtrees appear,
  /// `animated` false, then its focused screens gain the app's focus (see ``isKeyWindow``).
  /// On a visible window it only makes it key. From now until ``hide()`` the window keeps
  /// itself alive.
  public func makeKeyAndVisible() {
    guard refusesModelCall("makeKeyAndVisible()") == false else { return }
    // Not throwing: showing cannot fail.
    _ = try? TreeEngine.run(.show(self))
  }

  /// Shows the window and describes the change: the body of ``makeKeyAndVisible()``.
  func performShow() -> ScreenChange {
    registry.focusState.madeKey(self)
    registry.setNeedsFocusDecision()
    guard !isVisible else { return .none }
    isVisible = true
    Self.visibleWindows.append(self)
    return .windowShown(root: root)
  }

  /// Hides the window: every visible controller disappears, pre-order, `animated` false.
  /// Presentations stay and come back with ``makeKeyAndVisible()``. Does nothing if hidden.
  /// From then on the window lives as long as someone holds it.
  public func hide() {
    guard refusesModelCall("hide()") == false else { return }
    // Not throwing: hiding cannot fail.
    _ = try? TreeEngine.run(.hide(self))
  }

  /// Hides the window and describes the change: the body of ``hide()``. The work value that
  /// hides it holds the window until its callbacks are over.
  func performHide() -> ScreenChange {
    guard isVisible else { return .none }
    isVisible = false
    registry.focusState.windowHidden(self)
    Self.visibleWindows.removeLastIdentical(self)
    return .windowHidden(root: root)
  }

  /// Whether `call`, a model call that delivers callbacks, is refused because a host drives this
  /// window's appearance; reports the refusal.
  private func refusesModelCall(_ call: String) -> Bool {
    guard appearanceIsHosted else { return false }
    registry.report(
      Diagnostic(
        kind: .refusedOperation,
        message:
          "\(call) refused: a host drives this window's appearance (use the mirror operations)",
        cause: .modelCallOnHostedWindow))
    return true
  }

  /// The engine invariants of this window's tree; empty when they hold.
  package var engineInvariantViolations: [String] { engine.invariantViolations }
}

extension Window: LifetimeTracked {}
