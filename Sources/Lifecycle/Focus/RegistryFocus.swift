/// A registry's share of the app's focus: its key-window order, whether its app is in the
/// background, the screens that hold its focus, and the decision that waits for delivery.
///
/// The key window and the background belong to a registry, so scoped tests never see each
/// other's focus.
@MainActor
struct RegistryFocus {
  /// The windows made key, oldest first; the key window is the last one still visible.
  var keyOrder: [WeakWindow] = []
  /// Whether the app is in the background now (``LifeCircleApp``).
  var isInBackground = false
  /// Whether it was at the latest decision.
  var decidedInBackground = false
  /// The key window at the latest decision (never kept alive; `nil` once it is being freed).
  var decidedKeyWindow: Window? {
    get { decidedKeyWindowLink?.target }
    set { decidedKeyWindowLink = UnownedLink(linkingTo: newValue) }
  }
  /// An unowned link, not a weak reference: see ``UnownedLink``.
  private var decidedKeyWindowLink: UnownedLink<Window>?
  /// The screens that hold the app's focus, in focus order (their ``ScreenController/hasFocus``
  /// is `true` once the decision's events reached them). Strong: a screen that lost focus is
  /// told so before it is let go.
  var focused: [ScreenController] = []
  /// The epoch of the next decision: hints left with it are read by it (see ``FocusRecord``).
  var epoch = FocusCoordinator.newEpoch()
  /// Whether a window of this registry was hidden, released or given a new root since the
  /// latest decision: only then can a screen end a decision in no visible window with a loss
  /// hint that promises otherwise (`covered`), so only then does the decision look for it.
  var windowsLeftSinceDecision = false
  /// How many holds a host keeps on this registry's decisions
  /// (``LifeCircleRegistry/holdFocusDecisions()``).
  var hostHolds = 0
  /// How many screens of this registry are half-way through a transition their host delivers
  /// (a `will` event delivered, its `did` not yet): each holds the decisions, as a manual
  /// transition holds its tree (see ``ScreenController/deliverHostedEvent(_:animated:flags:)``).
  var openHostedTransitions = 0
  /// Whether a decision is owed (the registry is in ``FocusCoordinator/pending``).
  var needsDecision = false
  /// The decided events not yet delivered: losses, then gains, each in focus order.
  var losses: [(ScreenController, FocusReason)] = []
  var gains: [(ScreenController, FocusReason)] = []
  /// Storage reused by each decision for the new focused screens (no allocation once warm).
  var scratch: [ScreenController] = []

  /// The visible window most recently made key, or `nil`: kept up to date by ``madeKey(_:)``
  /// and ``windowHidden(_:)``, so reading it loads no weak reference. Strong, and only ever a
  /// visible window, which keeps itself alive anyway.
  private(set) var keyWindow: Window?

  /// `window` was made key (shown, or made key while visible): it moves to the end of the key
  /// order (forgotten windows dropped) and is the key window.
  mutating func madeKey(_ window: Window) {
    keyWindow = window
    if keyOrder.last?.window === window { return }
    keyOrder.removeAll { $0.window == nil || $0.window === window }
    keyOrder.append(WeakWindow(window: window))
  }

  /// `window` was hidden: if it was the key window, the visible window made key before it is
  /// key now, if any. O(windows made key).
  mutating func windowHidden(_ window: Window) {
    guard keyWindow === window else { return }
    keyWindow = nil
    for slot in keyOrder.reversed() {
      if let candidate = slot.window, candidate.isVisible {
        keyWindow = candidate
        return
      }
    }
  }
}

/// The registries that owe a focus decision, and the loop that settles them once the engine is
/// idle: focus is decided when the tree's work drains.
@MainActor
enum FocusCoordinator {
  /// The coordinator's state, grouped so one proof covers it.
  struct State {
    /// Registries owing a decision, in the order they came to owe it. Strong until decided.
    var pending: [LifeCircleRegistry] = []
    /// The registries one round decides and delivers together (storage reused by each round).
    var batch: [LifeCircleRegistry] = []
    /// Whether the settle loop runs now (its own deliveries must not start another).
    var isSettling = false
    /// The last epoch handed out; epochs are unique across registries.
    var lastEpoch: UInt64 = 0

    /// Moves every pending registry to the empty batch by trading the lists' storage: nothing
    /// is retained or released.
    mutating func movePendingToBatch() {
      swap(&pending, &batch)
    }
  }

  // Exclusivity: touched on every navigation. Every access is a read that copies (the loops
  // over `batch` iterate a copy), or an assignment or mutating call (append, remove, pop) that
  // completes without calling code outside the library, so no two accesses can overlap and
  // the runtime check could never fire.
  #if DEBUG
    private static var state = State()  // checked in debug builds
  #else
    @exclusivity(unchecked) private static var state = State()
  #endif

  /// Registries owing a decision (see ``State/pending``).
  static var pending: [LifeCircleRegistry] {
    get { state.pending }
    _modify { yield &state.pending }
  }
  /// The registries of the round under way (see ``State/batch``).
  static var batch: [LifeCircleRegistry] {
    get { state.batch }
    _modify { yield &state.batch }
  }
  /// Whether the settle loop runs now.
  static var isSettling: Bool {
    get { state.isSettling }
    set { state.isSettling = newValue }
  }

  /// A new epoch, never handed out before.
  static func newEpoch() -> UInt64 {
    state.lastEpoch += 1
    return state.lastEpoch
  }

  /// How many decisions one settle may make before the rest counts as runaway (focus callbacks
  /// that navigate, whose navigation moves focus, forever).
  static var decisionLimit: Int { TreeEngine.generationLimit }

  /// Decides and delivers focus, round after round, until no registry whose windows are free
  /// owes a decision. One round takes every such registry: it decides each from its tree, then
  /// delivers every loss of the round, then every gain, as one delivery of a tree (so a screen
  /// that moved from one registry's window to another's ends with the focus its new window
  /// gives it, and navigation from a callback, a diagnostic handler or an `activeChildren`
  /// override is queued behind the round). What that navigation changes is decided in the next
  /// round. Registries whose key window is held by a gesture or a manual transition stay
  /// pending until it ends.
  ///
  /// - Parameter roundsDecided: The rounds already decided in this settle, as the last step of
  ///   the delivery that ended (``settleAsLastStep(of:)``): the runaway bound counts them.
  static func settle(roundsDecided: Int = 0) {
    guard !isSettling else { return }
    isSettling = true
    defer { isSettling = false }
    var decisions = roundsDecided
    while takeBatch() {
      if decisions >= decisionLimit {
        batch[0].report(
          Diagnostic(
            kind: .runawayNavigation,
            message:
              "focus was decided \(decisionLimit) times in one go (callbacks that keep moving focus); it is decided again at the next navigation"
          ))
        for registry in pending { registry.focusState.needsDecision = false }
        var dropped: [LifeCircleRegistry] = []
        swap(&dropped, &state.pending)
        dropped.emptyKeepingCapacity()  // outside the state's access, as in endRound()
        endRound()
        return
      }
      decisions += batch.count
      if let engine = deliveringEngine() {
        engine.forward(.focus)
      } else {
        // Nothing held focus and no window is key: deciding runs no user code and owes nothing.
        for registry in batch { registry.decideFocus() }
      }
      endRound()
    }
  }

  /// The first round of a settle run as the last step of the delivery of `engine` under way
  /// (outermost, nothing queued behind it, no hold open: see `TreeEngine`), when that is the
  /// same as running it as a delivery of its own right after: one registry owes a decision, its
  /// focus is not held, and ``settle(roundsDecided:)`` would deliver the round on `engine` (its
  /// key window's, else its first focused screen's). Navigation its callbacks make is queued
  /// behind the delivery; what it changes is decided by the settle that follows the drain.
  /// Spares the round a delivery of its own: its engine's bookkeeping, its registry scope.
  ///
  /// - Returns: Whether the round ran.
  static func settleAsLastStep(of engine: TreeEngine) -> Bool {
    guard !isSettling, pending.count == 1 else { return false }
    let registry = pending[0]
    guard !registry.focusIsHeld, registry.focusRoundEngine === engine else { return false }
    isSettling = true
    defer { isSettling = false }
    registry.focusState.needsDecision = false
    state.movePendingToBatch()
    decideAndDeliverBatch()
    endRound()
    return true
  }

  /// Empties the round's batch, letting go of its registries outside every access to the
  /// coordinator's state: freeing a registry frees its actions, whose deinits (user code) may
  /// make a registry, which takes a new epoch from this state. The storage goes back for the
  /// next round.
  private static func endRound() {
    var finished: [LifeCircleRegistry] = []
    swap(&finished, &state.batch)
    finished.emptyKeepingCapacity()
    swap(&finished, &state.batch)
  }

  /// Moves every pending registry that is not held into ``batch``: `false` when none is.
  private static func takeBatch() -> Bool {
    assert(batch.isEmpty, "a focus round starts with an empty batch")
    if pending.count == 1 {
      // The usual case: one registry owes a decision. The batch is empty between rounds, so
      // the two lists trade storage: nothing is retained or released.
      guard !pending[0].focusIsHeld else { return false }
      pending[0].focusState.needsDecision = false
      state.movePendingToBatch()
      return true
    }
    var index = 0
    while index < pending.count {
      let registry = pending[index]
      if registry.focusIsHeld {
        index += 1
      } else {
        pending.remove(at: index)
        registry.focusState.needsDecision = false
        batch.append(registry)
      }
    }
    return !batch.isEmpty
  }

  /// The engine the round is delivered on: the first key window's, else the first focused
  /// screen's tree's; `nil` when no registry of the round has either.
  private static func deliveringEngine() -> TreeEngine? {
    for registry in batch {
      if let engine = registry.focusRoundEngine { return engine }
    }
    return nil
  }

  /// The body of a round's delivery (``ForwardingWork/focus``): every registry of the batch
  /// decides, then every loss is delivered, then every gain. The batch cannot change meanwhile
  /// (no round starts during a delivery).
  static func decideAndDeliverBatch() {
    if batch.count == 1 {
      // The usual round: one registry, read once (each loop below copies the batch).
      let registry = batch[0]
      registry.decideFocus()
      registry.deliverDecidedEvents(gains: false)
      registry.deliverDecidedEvents(gains: true)
      return
    }
    for registry in batch { registry.decideFocus() }
    for registry in batch { registry.deliverDecidedEvents(gains: false) }
    for registry in batch { registry.deliverDecidedEvents(gains: true) }
  }
}
