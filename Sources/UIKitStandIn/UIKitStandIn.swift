import Foundation

/// The stand-in's own driver for tests: turns of the main queue, animations, gestures and the
/// app's life cycle, which real UIKit runs by itself.
///
/// Nothing here exists in UIKit. The stand-in never uses Dispatch, timers or a run loop: work
/// UIKit defers to the next main-queue turn waits until a test calls ``runNextTurn()``, and an
/// animated transition waits for ``finishAnimations()``. Everything is `@MainActor`.
///
/// **References.** "UIKIT-CALLS.md §n", "SR n" in this module's comments name the rows of the
/// project's transcript of what UIKit calls, scenario by scenario, with its sources: a planning
/// document kept with the project's shared design documents, not shipped in this repository.
/// The order a user can rely on is the Lifecycle article "Navigation and callback order" and
/// LifeCircleUIKit's "Using LifeCircle in a UIKit app".
///
/// ```swift
/// UIKitStandIn.reset()
/// let (home, detail) = (UIViewController(), UIViewController())
/// let window = UIWindow(windowScene: UIKitStandIn.windowScene)
/// let navigation = UINavigationController(rootViewController: home)
/// let tabs = UITabBarController()
/// tabs.viewControllers = [navigation, UIViewController()]
/// window.rootViewController = tabs
/// window.makeKeyAndVisible()           // home: will-callbacks now
/// UIKitStandIn.runUntilIdle()          // home: did-callbacks
/// navigation.pushViewController(detail, animated: true)
/// UIKitStandIn.runNextTurn()           // will-callbacks, willShow, viewIsAppearing
/// UIKitStandIn.finishAnimations()      // did-callbacks, completions, didMove, didShow
/// let swipe = navigation.standInBeginInteractivePop()
/// swipe?.cancel()
/// UIKitStandIn.tapTab(at: 1, in: tabs)
/// UIKitStandIn.enterBackground()
/// ```
@MainActor
public enum UIKitStandIn {
  /// The iOS version whose behaviour the stand-in reproduces where versions differ.
  ///
  /// Default 17. Below 13: `.automatic` and sheets present full screen (the presenter gets
  /// disappear and appear callbacks). 13 to 17: `.automatic` is `.pageSheet`. 18 and later:
  /// `.automatic` is `.formSheet` (which behaves as a page sheet on iPhone). `reset()` restores
  /// 17.
  public static var iOSVersion = 17

  /// Whether the screen has a compact height (an iPhone in landscape). Default `false`. When
  /// `true`, page and form sheets (and `.automatic`) present full screen: the presenter gets
  /// disappear and appear callbacks (UIKIT-CALLS.md §11, "Versions and sizes"). Read when
  /// presenting; `reset()` restores `false`.
  public static var isCompactHeight = false

  /// Whether UIKit calls `viewIsAppearing(_:)`: from iOS 13 for an app built with the iOS 17 SDK
  /// or later (UIKIT-CALLS.md SR5), so `iOSVersion >= 13`. Below 13 no controller, container or
  /// child, receives it.
  public static var callsViewIsAppearing: Bool {
    iOSVersion >= 13
  }

  /// Receives UIKit's console warnings (for example "Attempt to present … which is already
  /// presenting …"), one line each. Default: `print`. `reset()` restores the default.
  public static var warningHandler: (String) -> Void = defaultWarningHandler

  /// Receives misuse that real UIKit answers with an Objective-C exception (pushing an instance
  /// already on the stack, selecting a controller that is not a tab, presenting an active
  /// controller). Default: `preconditionFailure` with UIKit's message. A test replaces it to
  /// check the message; the stand-in then leaves everything unchanged. `reset()` restores the
  /// default.
  public static var misuseHandler: (String) -> Void = defaultMisuseHandler

  /// Runs the work waiting for the next main-queue turn (`T1` in UIKIT-CALLS.md): deferred
  /// transition starts and the did-callbacks of non-animated transitions. Work queued while it
  /// runs waits for the following turn.
  public static func runNextTurn() {
    let runtime = StandInRuntime.current
    let work = runtime.nextTurn
    runtime.nextTurn = []
    for item in work {
      item()
    }
  }

  /// Brings every animated, non-interactive transition in flight to its `end`: did-callbacks,
  /// coordinator completion blocks, then `didMove(toParent:)`, delegate and completion calls.
  /// Transitions started meanwhile wait for the next call.
  public static func finishAnimations() {
    let runtime = StandInRuntime.current
    let transitions = runtime.animating
    runtime.animating = []
    for transition in transitions {
      transition.complete()
    }
  }

  /// Runs turns and finishes animations, repeatedly, until nothing waits. Interactive gestures
  /// in progress stay in progress.
  public static func runUntilIdle() {
    let runtime = StandInRuntime.current
    var rounds = 0
    while !runtime.nextTurn.isEmpty || !runtime.animating.isEmpty {
      rounds += 1
      precondition(rounds < 10_000, "UIKitStandIn.runUntilIdle: work keeps scheduling work")
      runNextTurn()
      finishAnimations()
    }
  }

  /// Forgets every window, the key window, pending turns and animations, the app's life-cycle
  /// state and the handlers, so that test suites do not see each other.
  public static func reset() {
    StandInRuntime.current = StandInRuntime()
    iOSVersion = 17
    isCompactHeight = false
    warningHandler = defaultWarningHandler
    misuseHandler = defaultMisuseHandler
  }

  /// The app's one window scene. Real UIKit creates scenes itself; the stand-in creates one per
  /// ``reset()``.
  public static var windowScene: UIWindowScene {
    StandInRuntime.current.scene
  }

  static func warn(_ message: String) {
    warningHandler(message)
  }

  static func misuse(_ message: String) {
    misuseHandler(message)
  }
}

private func defaultWarningHandler(_ message: String) {
  print(message)
}

private func defaultMisuseHandler(_ message: String) {
  preconditionFailure(message)
}
