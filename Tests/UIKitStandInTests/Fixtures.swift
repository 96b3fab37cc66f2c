import UIKitStandIn

/// §1's app: a key window whose root is `tab [navA(rootA), navB(rootB)]`, tab 0 selected.
@MainActor
struct TabApp {
  let window = LoggingWindow("W")
  let tab = LoggingTabBarController("tab")
  let rootA = LoggingViewController("rootA")
  let rootB = LoggingViewController("rootB")
  let navA: LoggingNavigationController
  let navB: LoggingNavigationController

  /// Builds the app without showing it.
  init() {
    navA = LoggingNavigationController("navA", root: rootA)
    navB = LoggingNavigationController("navB", root: rootB)
    tab.viewControllers = [navA, navB]
    window.rootViewController = tab
  }

  /// Builds the app, shows it, runs until idle and clears the transcript.
  static func launched() -> TabApp {
    let app = TabApp()
    app.window.makeKeyAndVisible()
    UIKitStandIn.runUntilIdle()
    _ = Transcript.take()
    return app
  }
}

/// A key window showing one content controller `A`.
@MainActor
struct SingleRootApp {
  let window = LoggingWindow("W1")
  let root: LoggingViewController

  init(_ root: LoggingViewController = LoggingViewController("A")) {
    self.root = root
    window.rootViewController = root
    window.makeKeyAndVisible()
    UIKitStandIn.runUntilIdle()
    _ = Transcript.take()
  }
}

/// `navA [A]` inside a key window, on screen and idle.
@MainActor
struct NavigationApp {
  let window = LoggingWindow("W")
  let rootA = LoggingViewController("A")
  let navA: LoggingNavigationController

  init(stack: [LoggingViewController] = []) {
    navA = LoggingNavigationController("navA", root: rootA)
    window.rootViewController = navA
    window.makeKeyAndVisible()
    UIKitStandIn.runUntilIdle()
    for controller in stack {
      navA.pushViewController(controller, animated: false)
      UIKitStandIn.runUntilIdle()
    }
    _ = Transcript.take()
  }
}
