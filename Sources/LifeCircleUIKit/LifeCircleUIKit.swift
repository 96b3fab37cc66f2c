import Foundation
import Lifecycle

/// The bridge's app-wide switch: follow the app's background and foreground and its windows.
@MainActor
public enum LifeCircleUIKit {
  /// The observers ``followApplicationState()`` added, kept so a second call adds none.
  private static var observers: [any NSObjectProtocol] = []
  /// Whether the app is in the background, as followed (`false` when not following): a window
  /// the bridge mirrors for the first time joins its registry to this state.
  static private(set) var isInBackground = false

  /// Follows the application's (or scene's) background and foreground, and its windows:
  /// call it once at startup, from `application(_:didFinishLaunchingWithOptions:)` or
  /// `scene(_:willConnectTo:options:)`.
  ///
  /// Moving to the background takes focus from the focused screens
  /// (`FocusReason/enteredBackground`, an engagement for screen views), and coming
  /// back returns it, with no appearance callback, as UIKit sends none. Windows shown, hidden or
  /// made key are followed through UIKit's window notifications, so plain `UIWindow`s work too.
  /// Calling it again does nothing.
  public static func followApplicationState() {
    guard observers.isEmpty else { return }
    MirrorReconciler.tracksWindowsOfAppearingRoots = true
    // A launch into the background posts no didEnterBackground before the first windows show.
    isInBackground = UIApplication.shared.applicationState == .background
    let center = NotificationCenter.default
    func observe(_ name: Notification.Name, _ body: @escaping @MainActor (AnyObject?) -> Void) {
      observers.append(
        center.addObserver(forName: name, object: nil, queue: nil) { notification in
          // Safe: UIKit posts these on the main thread (its application and window state lives
          // there), a nil queue runs this block on the posting thread at once, and the object
          // (a window, or the application) is read and used there before the block returns,
          // so it never crosses to another thread.
          nonisolated(unsafe) let object = notification.object as AnyObject?
          MainActor.assumeIsolated { body(object) }
        })
    }
    observe(UIApplication.didEnterBackgroundNotification) { _ in setInBackground(true) }
    observe(UIApplication.willEnterForegroundNotification) { _ in setInBackground(false) }
    for name in [
      UIWindow.didBecomeVisibleNotification, UIWindow.didBecomeHiddenNotification,
      UIWindow.didBecomeKeyNotification,
    ] {
      observe(name) { object in
        if let window = object as? UIWindow { MirrorReconciler.track(window) }
        MirrorReconciler.reconcileEverything()
      }
    }
  }

  /// Stops following (tests that start each case afresh).
  package static func stopFollowingApplicationState() {
    for observer in observers { NotificationCenter.default.removeObserver(observer) }
    observers = []
    MirrorReconciler.tracksWindowsOfAppearingRoots = false
    isInBackground = false
  }

  /// Forgets everything the bridge keeps between calls: the windows it follows, this turn's
  /// focus holds, the application-state observers. For tests that reset the stand-in.
  package static func resetForTesting() {
    stopFollowingApplicationState()
    FocusTurn.reset()
    MirrorReconciler.forgetAllWindows()
  }

  /// Moves every registry with a mirrored window to the background or the foreground (and those
  /// mirrored later, see ``MirrorReconciler``); focus is
  /// decided at the end of the turn, as for every change the bridge sees (``FocusTurn``): the
  /// app's own observers of the same notification run after this one (a privacy cover shown on
  /// the way to the background, hidden on the way back), and a window they show and hide within
  /// the turn must not gain focus.
  private static func setInBackground(_ inBackground: Bool) {
    isInBackground = inBackground
    let registries = MirrorReconciler.registries
    FocusTurn.deferDecisions(of: registries)
    for registry in registries {
      registry.setInBackground(inBackground)
    }
  }
}
