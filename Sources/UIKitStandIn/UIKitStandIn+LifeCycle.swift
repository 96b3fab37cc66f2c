import Foundation

/// The app's life cycle, driven by tests (UIKIT-CALLS.md §1 rows 14–16, §19). Each step posts the
/// `UIScene` notification (object: ``UIKitStandIn/windowScene``), then the `UIApplication` one
/// (object: `UIApplication.shared`), and changes `applicationState`. No appearance, visibility or
/// key callback runs (§19 rows 4–6, 9). A step that makes no sense from the current state (for
/// example `enterForeground()` while active) is reported to ``UIKitStandIn/misuseHandler``.
extension UIKitStandIn {
  /// Home button or app switch from the foreground: `willDeactivate`/`willResignActive` (when
  /// active), then `didEnterBackground` (scene, then app).
  public static func enterBackground() {
    let runtime = StandInRuntime.current
    switch runtime.phase {
    case .active:
      resignActive()
    case .interrupted, .launching:
      break
    case .background:
      misuse("UIKitStandIn.enterBackground(): the app is already in the background")
      return
    }
    runtime.phase = .background
    post(UIScene.didEnterBackgroundNotification, UIApplication.didEnterBackgroundNotification)
  }

  /// Return from the background, or the first foreground step of a launch:
  /// `willEnterForeground` (scene, then app), then `didActivate`/`didBecomeActive`.
  public static func enterForeground() {
    let runtime = StandInRuntime.current
    switch runtime.phase {
    case .background, .launching:
      runtime.phase = .interrupted
      post(
        UIScene.willEnterForegroundNotification, UIApplication.willEnterForegroundNotification)
      becomeActive()
    case .active, .interrupted:
      misuse("UIKitStandIn.enterForeground(): the app is already in the foreground")
    }
  }

  /// A temporary interruption (Control Center, Notification Center, an alert): only
  /// `willDeactivate`/`willResignActive` (§19, last note).
  public static func interrupt() {
    guard StandInRuntime.current.phase == .active else {
      misuse("UIKitStandIn.interrupt(): the app is not active")
      return
    }
    resignActive()
  }

  /// The end of an interruption: only `didActivate`/`didBecomeActive`.
  public static func endInterruption() {
    guard StandInRuntime.current.phase == .interrupted else {
      misuse("UIKitStandIn.endInterruption(): the app is not interrupted")
      return
    }
    becomeActive()
  }

  private static func resignActive() {
    StandInRuntime.current.phase = .interrupted
    post(UIScene.willDeactivateNotification, UIApplication.willResignActiveNotification)
  }

  private static func becomeActive() {
    StandInRuntime.current.phase = .active
    post(UIScene.didActivateNotification, UIApplication.didBecomeActiveNotification)
  }

  private static func post(_ sceneName: Notification.Name, _ applicationName: Notification.Name) {
    NotificationCenter.default.post(name: sceneName, object: windowScene)
    NotificationCenter.default.post(name: applicationName, object: UIApplication.shared)
  }
}
