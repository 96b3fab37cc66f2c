import Foundation

/// A reference that does not keep its object alive.
struct WeakReference<Object: AnyObject> {
  weak var object: Object?
}

/// Where the app is in its life cycle (UIKIT-CALLS.md §1, §19).
enum StandInAppPhase {
  /// Launched, scene connected, not yet in the foreground.
  case launching
  /// Foreground and active.
  case active
  /// Foreground, resigned active by an interruption (Control Center, an alert).
  case interrupted
  /// In the background.
  case background
}

/// Every piece of global state the stand-in keeps, in one place, so that
/// ``UIKitStandIn/reset()`` forgets all of it at once.
@MainActor
final class StandInRuntime {
  /// The state in use; replaced by `reset()`.
  static var current = StandInRuntime()

  /// Work waiting for the next main-queue turn (`T1`).
  var nextTurn: [() -> Void] = []
  /// Animated, non-interactive transitions between their start and their `end`.
  var animating: [StandInTransition] = []
  /// Windows that exist, in creation order.
  var windows: [WeakReference<UIWindow>] = []
  /// The key window.
  weak var keyWindow: UIWindow?
  /// The windows that have been key, most recent last (the key window among them).
  var keyWindows: [WeakReference<UIWindow>] = []
  /// Where the app is in its life cycle.
  var phase = StandInAppPhase.launching
  /// The one window scene.
  let scene = UIWindowScene(standInScene: ())

  /// Records a new window, forgetting windows that are gone.
  func register(_ window: UIWindow) {
    windows.removeAll { $0.object == nil }
    windows.append(WeakReference(object: window))
  }

  /// Runs `work` on the next main-queue turn.
  func enqueue(_ work: @escaping () -> Void) {
    nextTurn.append(work)
  }
}
