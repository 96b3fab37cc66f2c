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
  /// `false`: this action hears no focus event (see ``LifeCircleAction/listensForFocus``).
  public var listensForFocus: Bool { false }

  private struct Fired {
    weak var controller: ScreenController?
  }

  private let event: LifecycleEvent
  private let block: @MainActor (ScreenController, Bool) -> Void
  private var fired: [ObjectIdentifier: Fired] = [:]
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
    fired[ObjectIdentifier(controller)]?.controller === controller
  }

  /// Runs the block if `event` is the chosen one and this is `controller`'s first.
  public func hostController(
    _ controller: ScreenController, didReceive event: LifecycleEvent, animated: Bool
  ) {
    guard event == self.event, !hasFired(for: controller) else { return }
    fired[ObjectIdentifier(controller)] = Fired(controller: controller)
    if fired.count >= sweepThreshold {
      fired = fired.filter { $0.value.controller != nil }
      sweepThreshold = max(64, fired.count * 2)
    }
    block(controller, animated)
  }
}
