import Lifecycle

/// Runs a block once per host controller, the first time that controller reaches an event:
/// "load data on first appearance".
///
/// Registered globally it fires once for *each* controller (the Objective-C library this package
/// is modelled on fired once for the whole app); registered on one controller it fires once for
/// that controller.
///
/// ```swift
/// final class ProfileScreen: ScreenController {
///   func load() { print("loading \(title)") }
/// }
///
/// let profile = ProfileScreen(title: "Profile")
/// profile.registerLifeCircleAction(OnceAction { screen, _ in
///   (screen as? ProfileScreen)?.load()
/// })
/// ```
///
/// **Order.** The block runs inside the event's dispatch, in the action's place (see
/// `LifeCircleAction`).
/// **Memory.** Remembers the controllers it fired for weakly: it never keeps one alive, and a new
/// controller that reuses a freed one's address still gets its own first time.
public final class OnceAction: LifeCircleEventObserver {
  /// `false`: this action hears no focus event (see `LifeCircleAction.listensForFocus`).
  public var listensForFocus: Bool { false }

  /// The controller fired for, through an `UnownedLink` rather than a weak reference, which
  /// would give every controller this action hears a side table and send every retain of it on
  /// the engine's hot path to the slow path (the proof is at `UnownedLink`).
  @MainActor
  private struct Fired {
    let link: UnownedLink<ScreenController>
  }

  private let event: LifecycleEvent
  private let block: @MainActor (ScreenController, Bool) -> Void
  // Read on every event. Exclusivity: every access is a lookup, an assignment or a filter
  // that completes without calling code outside the library (the block runs after them; a
  // replaced entry frees only a `Lifetime`, whose deinit runs no code), so no two accesses can
  // overlap and the runtime check could never fire. Debug builds check it.
  #if DEBUG
    private var fired: [ObjectIdentifier: Fired] = [:]  // checked in debug builds
  #else
    @exclusivity(unchecked) private var fired: [ObjectIdentifier: Fired] = [:]
  #endif
  private var sweepThreshold = 64

  /// Creates the action.
  ///
  /// - Parameters:
  ///   - event: The event whose first occurrence per controller runs `block`; `didAppear` by
  ///     default.
  ///   - block: Receives the host controller and the event's `animated` value.
  public init(
    on event: LifecycleEvent = .didAppear,
    _ block: @escaping @MainActor (ScreenController, Bool) -> Void
  ) {
    self.event = event
    self.block = block
  }

  /// Whether the block has run for `controller`.
  public func hasFired(for controller: ScreenController) -> Bool {
    fired[ObjectIdentifier(controller)]?.link.isLink(to: controller) == true
  }

  /// Runs the block if `event` is the chosen one and this is `controller`'s first.
  public func hostController(
    _ controller: ScreenController, didReceive event: LifecycleEvent, animated: Bool
  ) {
    guard event == self.event, !hasFired(for: controller) else { return }
    fired[ObjectIdentifier(controller)] = Fired(link: UnownedLink(controller))
    if fired.count >= sweepThreshold {
      fired = fired.filter { !$0.value.link.isCleared }
      sweepThreshold = max(64, fired.count * 2)
    }
    block(controller, animated)
  }
}
