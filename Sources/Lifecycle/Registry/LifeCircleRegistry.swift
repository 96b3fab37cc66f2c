import Foundation

/// The global actions and diagnostics that a set of controllers share, and the windows made
/// with them.
///
/// A controller uses the registry that is ``current`` when it is created: ``shared``, unless
/// the code runs inside ``scoped(_:_:)``. Its global actions and its diagnostics come from that
/// registry. Navigation is coordinated per screen tree (a window and everything in it), not per
/// registry: controllers of different registries in one tree share one queue. Tests that
/// register global actions give each test its own registry, so suites can run in parallel
/// without seeing each other's actions.
///
/// **Order.** ``actions`` keeps registration order; see ``LifeCircleAction`` for how it is used.
/// **Mutation during dispatch.** An action removed during a dispatch is not called later in
/// that dispatch; an action added during a dispatch is first called on the next event.
/// **Memory.** Holds its actions strongly and no controller.
@MainActor
public final class LifeCircleRegistry {
  /// The registry of the whole app, used outside any ``scoped(_:_:)`` call.
  public static let shared = LifeCircleRegistry(isShared: true)

  /// Whether this is ``shared``: one load, where comparing with ``shared`` would first check
  /// that the static is initialised.
  private let isShared: Bool

  // Exclusivity: every access is a read that copies, an assignment, or a swap with a local,
  // none of which calls code outside the library (the registry it releases is never the last
  // reference: a scope's registry is its caller's argument), so no two accesses can overlap
  // and the runtime check could never fire. Debug builds check it.
  #if DEBUG
    private static var innermost: LifeCircleRegistry?  // checked in debug builds
  #else
    @exclusivity(unchecked) private static var innermost: LifeCircleRegistry?
  #endif

  // The tree delivering now, when its delivery started after the innermost `scoped(_:_:)`
  // call: a trivial value set and restored around each delivery. Exclusivity: every access is
  // a read that copies or an assignment, which calls no code; debug builds check it.
  #if DEBUG
    private static var delivering: DeliveringTree?  // checked in debug builds
  #else
    @exclusivity(unchecked) private static var delivering: DeliveringTree?
  #endif

  /// The registry new controllers use: the innermost ``scoped(_:_:)`` registry, else ``shared``.
  ///
  /// While a tree delivers callbacks, its registry (the registry of its window, else of its
  /// root) is current, so a screen made in a callback (a splash making the home screen in
  /// `viewDidAppear`) belongs to the registry of the screens it joins.
  public static var current: LifeCircleRegistry {
    if let delivering, let registry = delivering.registry { return registry }
    return innermost ?? shared
  }

  /// Makes `registry` ``current`` while `body` runs, then restores the previous one.
  ///
  /// Controllers created inside `body` keep using `registry` after it returns.
  ///
  /// - Parameters:
  ///   - registry: The registry to make current.
  ///   - body: The code to run.
  /// - Returns: What `body` returns.
  /// - Throws: What `body` throws; the previous registry is restored either way.
  public static func scoped<R>(_ registry: LifeCircleRegistry, _ body: () throws -> R) rethrows
    -> R
  {
    var previous: LifeCircleRegistry? = registry
    swap(&innermost, &previous)
    // A scope opened inside a delivery wins over the delivering tree until it closes.
    let hidden = delivering
    delivering = nil
    defer {
      innermost = previous
      delivering = hidden
    }
    return try body()
  }

  /// A tree that delivers: its engine and, for a tree outside every window, the controller its
  /// delivery is anchored at. ``current`` asks it for its registry only when read (a controller
  /// made in a callback), so a delivery touches no reference count to make it current.
  ///
  /// Proof for the unowned links: a delivery stores this value at its start and restores the
  /// previous one before it returns (``beginDelivery(of:anchoredAt:)``,
  /// ``endDelivery(_:)``), and both objects outlive it: the engine is the receiver of the
  /// delivering method, and the anchor is an argument of it (a controller passed in, or a
  /// payload of the work value being delivered), held by the caller for the whole call. A
  /// window's tree stores no anchor (its registry comes from the engine, and the window's
  /// work may let its old root go). Debug builds check, at each read, through both objects'
  /// lifetimes and their weak twins (``Lifetime/twin``), that both are still alive.
  @MainActor
  struct DeliveringTree {
    unowned(unsafe) let engine: TreeEngine
    unowned(unsafe) let anchor: ScreenController?
    #if DEBUG
      let engineLifetime: Lifetime
      let anchorLifetime: Lifetime?
    #endif

    init(engine: TreeEngine, anchor: ScreenController?) {
      self.engine = engine
      self.anchor = anchor
      #if DEBUG
        engineLifetime = engine.debugLifetime
        anchorLifetime = anchor?.lifetime
      #endif
    }

    /// The tree's registry: its window's, else its root's; `nil` when the window went away
    /// during the delivery (the previous scope's registry then stays current).
    var registry: LifeCircleRegistry? {
      #if DEBUG
        precondition(
          engineLifetime.isAlive && engineLifetime.twin === engine,
          "a delivering tree's engine was freed while it delivered")
        precondition(
          anchorLifetime.map { $0.isAlive && $0.twin === anchor } ?? true,
          "a delivery's anchor was freed while it delivered")
      #endif
      if let registry = engine.windowRegistry { return registry }
      guard let anchor else { return nil }
      return anchor.links.isEmpty ? anchor.registry : anchor.treeRoot.registry
    }
  }

  /// What ``beginDelivery(of:anchoredAt:)`` replaced, for ``endDelivery(_:)`` to restore: a
  /// trivial value in release builds, so dropping it costs nothing.
  typealias DeliveryScope = DeliveringTree?

  /// Makes the tree of `engine` the delivering one for one delivery, so its registry is
  /// ``current`` when read: a few loads and stores, no reference count. A tree outside every
  /// window with no anchor (a focus round) leaves the current registry as it is.
  @inline(__always)
  static func beginDelivery(of engine: TreeEngine, anchoredAt anchor: ScreenController?)
    -> DeliveryScope
  {
    let previous = delivering
    if engine.windowRegistry != nil {
      delivering = DeliveringTree(engine: engine, anchor: nil)
    } else if let anchor {
      delivering = DeliveringTree(engine: engine, anchor: anchor)
    }
    return previous
  }

  /// Undoes ``beginDelivery(of:anchoredAt:)``: the tree that delivered before is current again.
  @inline(__always)
  static func endDelivery(_ scope: DeliveryScope) {
    delivering = scope
  }

  // Read on every event. Exclusivity proof: every mutation (register, remove) completes without
  // calling code outside the library, and every read is a copy, so no two accesses can
  // overlap; the runtime check could never fire (see ScreenController's stored properties).
  #if DEBUG
    var globalActions = ActionList()  // checked in debug builds
  #else
    @exclusivity(unchecked) var globalActions = ActionList()
  #endif

  /// How many actions registered on controllers created here (their own actions) listen for
  /// focus (``LifeCircleAction/listensForFocus``), across those controllers; with the global
  /// ones, what ``hasFocusListeners`` adds up.
  var ownFocusListenerCount = 0

  /// Whether some action that controllers of this registry hear listens for focus: a global
  /// action, or a controller's own. When none does, focus events of its controllers are not
  /// delivered (their ``ScreenController/hasFocus`` still changes). Two loads.
  var hasFocusListeners: Bool {
    globalActions.focusListenerCount != 0 || ownFocusListenerCount != 0
  }

  /// Counts the changes to which actions this registry's controllers hear: each global action
  /// registered here or removed, and each action a controller created here registers, removes,
  /// opts out of or back into. Equal counts mean none of these happened in between (an opt-out
  /// of an action that was since freed lapses without a count), so a reader of registrations
  /// (SimApp's snapshot of the world before a step that may be refused) can reuse what it read
  /// at the same count. Only grows; nothing else reads it.
  package internal(set) var registrationsVersion: UInt64 = 0

  /// Receives every ``Diagnostic`` about controllers created in this registry.
  ///
  /// The default writes one line to standard error. Tests replace it to capture diagnostics.
  public var diagnosticHandler: @MainActor (Diagnostic) -> Void = { diagnostic in
    FileHandle.standardError.write(Data((diagnostic.description + "\n").utf8))
  }

  /// The windows created in this registry, held weakly, in creation order.
  private(set) var windowSlots: [WeakWindow] = []

  /// Called with each controller of another registry that comes on screen in a window of this
  /// registry (pushed, presented, added, made root or shown with its window, with the visible
  /// subtree it brings), unless ``acceptsControllers(of:)`` names its registry: how `TestScene`
  /// tells a test that a screen made outside `scene.make` will be missing from its trace. `nil`
  /// by default, which costs one load per transition.
  package var foreignControllerObserver: (@MainActor (ScreenController) -> Void)?

  /// Registries whose controllers ``foreignControllerObserver`` does not report (held weakly).
  private var acceptedRegistries: [WeakRegistry] = []

  /// Stops reporting controllers of `other` to ``foreignControllerObserver`` (a feature
  /// module's own registry a test collects the diagnostics of).
  package func acceptsControllers(of other: LifeCircleRegistry) {
    acceptedRegistries.append(WeakRegistry(registry: other))
  }

  /// Tells ``foreignControllerObserver`` about `controller` and its visible subtree, and, when
  /// `withPresentations`, the visible subtrees of what it presents: each controller whose
  /// registry is neither this one nor an accepted one. O(subtree).
  func reportControllersFromOtherRegistries(
    comingWith controller: ScreenController, withPresentations: Bool
  ) {
    guard let observer = foreignControllerObserver else { return }
    var pending: [ScreenController] = []
    if withPresentations {
      controller.visiblePresentationChain.push(onto: &pending)
    } else {
      pending.append(controller)
    }
    while let next = pending.popLast() {
      let owner = next.registry
      if owner !== self && !acceptedRegistries.contains(where: { $0.registry === owner }) {
        observer(next)
      }
      next.visibleChildren.push(onto: &pending)
    }
  }

  /// Called with each window of another registry that shows a controller of this one (the
  /// window shown with it, or the controller pushed, presented, added or made root in the
  /// window, with the visible subtree it brings), unless ``acceptsControllers(of:)`` names the
  /// window's registry: how `TestScene` tells a test that a window made outside `scene.make`
  /// decides its screens' focus. `nil` by default; while no registry has one, a transition pays
  /// one load for it.
  package var foreignWindowObserver: (@MainActor (Window, ScreenController) -> Void)? {
    didSet {
      Self.foreignWindowObserverCount +=
        (foreignWindowObserver == nil ? 0 : 1) - (oldValue == nil ? 0 : 1)
    }
  }

  /// How many live registries have a ``foreignWindowObserver``.
  private static var foreignWindowObserverCount = 0

  /// Whether some registry has a ``foreignWindowObserver``: when not, no transition looks for
  /// windows of other registries.
  static var observesForeignWindows: Bool { foreignWindowObserverCount != 0 }

  /// Tells the registries of the controllers `window` shows with `controller` (its visible
  /// subtree, and, when `withPresentations`, the visible subtrees of what it presents) about
  /// the window, when it is of another registry than theirs and one they do not accept, each
  /// registry with a ``foreignWindowObserver``. O(subtree).
  static func reportForeignWindow(
    _ window: Window, showing controller: ScreenController, withPresentations: Bool
  ) {
    let windowRegistry = window.registry
    var pending: [ScreenController] = []
    if withPresentations {
      controller.visiblePresentationChain.push(onto: &pending)
    } else {
      pending.append(controller)
    }
    while let next = pending.popLast() {
      let owner = next.registry
      if owner !== windowRegistry, let observer = owner.foreignWindowObserver,
        !owner.acceptedRegistries.contains(where: { $0.registry === windowRegistry })
      {
        observer(window, next)
      }
      next.visibleChildren.push(onto: &pending)
    }
  }

  /// The key window, the background state and the focused screens of this registry's app.
  // Exclusivity: read and written on every navigation's focus decision. Every access is a
  // read that copies, or an assignment or mutating call that completes without calling code
  // outside the library: the decision walks the tree (which calls `activeChildren` overrides
  // and diagnostic handlers) into locals and stores them after, and the delivery reads one
  // entry before it calls the actions. No two accesses can overlap, so the runtime check
  // could never fire.
  #if DEBUG
    var focusState = RegistryFocus()  // checked in debug builds
  #else
    @exclusivity(unchecked) var focusState = RegistryFocus()
  #endif

  /// Creates an empty registry with the default diagnostic handler.
  public init() {
    isShared = false
  }

  private init(isShared: Bool) {
    self.isShared = isShared
  }

  isolated deinit {
    if foreignWindowObserver != nil { Self.foreignWindowObserverCount -= 1 }
  }

  /// Adds a global action after the ones already registered.
  ///
  /// Registering the same instance twice keeps one entry. Every controller of this registry
  /// hears the action from its next event on, unless it opted out with
  /// ``ScreenController/disableGlobalAction(_:)``.
  public func register(_ action: any LifeCircleAction) {
    if globalActions.insert(action) { registrationsVersion &+= 1 }
  }

  /// Adds a global action and, if asked, brings it up to date at once: every controller of
  /// this registry that is on screen in a window (appearing, appeared or disappearing) tells it
  /// the events of its current appearance cycle it missed, in order, each once.
  ///
  /// Controllers are visited window by window (creation order of the windows), each tree
  /// pre-order. Each replay runs as a transition of the controller's tree, so navigation calls
  /// the action makes from it are queued until the replay is over. Controllers shown by hand
  /// outside any window are not visited: register on them with
  /// ``ScreenController/registerLifeCircleAction(_:replayingCurrentState:)``. A duplicate
  /// registration replays nothing.
  ///
  /// - Parameters:
  ///   - action: The action; the registry holds it strongly until it is removed.
  ///   - replayingCurrentState: Whether to replay the missed events now.
  public func register(_ action: any LifeCircleAction, replayingCurrentState: Bool) {
    guard globalActions.insert(action) else { return }
    registrationsVersion &+= 1
    guard replayingCurrentState else { return }
    for window in Window.live {
      // One piece of work per window: calls the replays make wait until every controller of
      // the window has been brought up to date.
      window.engine.forward(.globalReplay(window, action, self))
    }
  }

  /// The live windows created in this registry, in creation order.
  ///
  /// A visible window stays alive until hidden, so this lists everything on screen; hiding
  /// every window here lets a test end with nothing left on screen.
  public var windows: [Window] {
    windowSlots.compactMap(\.window)
  }

  /// Notes a window made in this registry.
  func windowCreated(_ window: Window) {
    windowSlots.removeAll { $0.window == nil }
    windowSlots.append(WeakWindow(window: window))
  }

  /// Removes a global action (by identity). Does nothing if it is not registered.
  ///
  /// A dispatch under way does not call it any more.
  public func remove(_ action: any LifeCircleAction) {
    guard globalActions.remove(action) else { return }
    registrationsVersion &+= 1
    notifyRegistrationsShrank(action)
    (action as? any RemovalObservingAction)?.actionStoppedApplying(to: .registry(self))
  }

  /// The global actions in registration order.
  public var actions: [any LifeCircleAction] { globalActions.actions }

  /// Whether `action` itself (by identity) is one of ``actions``, without building that array:
  /// a scan of a short list, a hash lookup of a long one.
  package func holds(_ action: any LifeCircleAction) -> Bool {
    globalActions.contains(action)
  }

  /// Sends `diagnostic` to ``diagnosticHandler``.
  package func report(_ diagnostic: Diagnostic) {
    diagnosticHandler(diagnostic)
  }
}

/// Registers `action` in ``LifeCircleRegistry/current``; see ``LifeCircleRegistry/register(_:)``.
@MainActor
public func registerGlobalAction(_ action: any LifeCircleAction) {
  LifeCircleRegistry.current.register(action)
}

/// Removes `action` from ``LifeCircleRegistry/current``; see ``LifeCircleRegistry/remove(_:)``.
@MainActor
public func removeGlobalAction(_ action: any LifeCircleAction) {
  LifeCircleRegistry.current.remove(action)
}

/// A registry held weakly.
@MainActor
struct WeakRegistry {
  weak var registry: LifeCircleRegistry?
}

/// A window held weakly: through an ``UnownedLink``, so the window keeps no side table.
@MainActor
struct WeakWindow {
  private let link: UnownedLink<Window>

  init(window: Window) {
    link = UnownedLink(window)
  }

  /// The window, or `nil` once it is being freed.
  var window: Window? { link.target }
}
