/// A registry's share of the app's focus: its key-window order, whether its app is in the
/// background, the screens that hold its focus, and the decision that waits for delivery.
///
/// The key window and the background belong to a registry (DESIGN "Focus, details decided"), so
/// scoped tests never see each other's focus.
@MainActor
struct RegistryFocus {
  /// The windows made key, oldest first; the key window is the last one still visible.
  var keyOrder: [WeakWindow] = []
  /// Whether the app is in the background now (``LifeCircleApp``).
  var isInBackground = false
  /// Whether it was at the latest decision.
  var decidedInBackground = false
  /// The key window at the latest decision.
  weak var decidedKeyWindow: Window?
  /// The screens that hold the app's focus, in focus order (their ``ScreenController/hasFocus``
  /// is `true` once the decision's events reached them). Strong: a screen that lost focus is
  /// told so before it is let go.
  var focused: [ScreenController] = []
  /// The epoch of the next decision: hints left with it are read by it (see ``FocusRecord``).
  var epoch = FocusCoordinator.newEpoch()
  /// Whether a decision is owed (the registry is in ``FocusCoordinator/pending``).
  var needsDecision = false
  /// The decided events not yet delivered: losses, then gains, each in focus order.
  var losses: [(ScreenController, FocusReason)] = []
  var gains: [(ScreenController, FocusReason)] = []
  /// Storage reused by each decision for the new focused screens (no allocation once warm).
  var scratch: [ScreenController] = []

  /// The visible window most recently made key, or `nil`. O(windows made key).
  var keyWindow: Window? {
    for slot in keyOrder.reversed() {
      if let window = slot.window, window.isVisible { return window }
    }
    return nil
  }

  /// `window` was made key: it moves to the end of the key order (forgotten windows dropped).
  mutating func madeKey(_ window: Window) {
    if keyOrder.last?.window === window { return }
    keyOrder.removeAll { $0.window == nil || $0.window === window }
    keyOrder.append(WeakWindow(window: window))
  }
}

/// The registries that owe a focus decision, and the loop that settles them once the engine is
/// idle (DESIGN "Focus and screen views": focus is decided when the tree's work drains).
@MainActor
enum FocusCoordinator {
  /// Registries owing a decision, in the order they came to owe it. Strong until decided.
  static var pending: [LifeCircleRegistry] = []
  /// Whether the settle loop runs now (its own deliveries must not start another).
  static var isSettling = false
  /// The last epoch handed out; epochs are unique across registries.
  private static var lastEpoch: UInt64 = 0

  /// A new epoch, never handed out before.
  static func newEpoch() -> UInt64 {
    lastEpoch += 1
    return lastEpoch
  }

  /// How many decisions one settle may deliver before the rest counts as runaway (focus
  /// callbacks that navigate, whose navigation moves focus, forever).
  static var decisionLimit: Int { TreeEngine.generationLimit }

  /// Decides and delivers focus for every pending registry whose windows are not held, until
  /// none is left to decide: a focus callback's navigation is drained by the delivery it was
  /// made in and may owe a new decision, decided in the next round. Registries held by a gesture
  /// or a manual transition stay pending until it ends.
  static func settle() {
    guard !isSettling else { return }
    isSettling = true
    defer { isSettling = false }
    var decisions = 0
    var index = 0
    while index < pending.count {
      let registry = pending[index]
      if registry.focusIsHeld {
        index += 1
        continue
      }
      if decisions == decisionLimit {
        registry.report(
          Diagnostic(
            kind: .runawayNavigation,
            message:
              "focus changed \(decisionLimit) times in one go (focus callbacks that navigate, forever); the rest is decided at the next call"
          ))
        for other in pending { other.focusState.needsDecision = false }
        pending.removeAll()
        return
      }
      pending.remove(at: index)
      registry.focusState.needsDecision = false
      index = 0
      guard registry.decideFocus() else { continue }
      decisions += 1
      registry.deliverDecidedFocus()
    }
  }
}
