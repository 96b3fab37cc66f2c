import Testing
import UIKitStandIn

/// UIKIT-CALLS.md §1.
@Suite(.serialized)
@MainActor
struct LaunchTests {
  @Test("§1 app launch: window with a root tab bar controller holding navigation controllers")
  func section1Launch() {
    Transcript.start()
    let notifications = NotificationLog()
    defer { notifications.stop() }
    let app = TabApp()
    expectTranscript([
      "tab.viewDidLoad",
      "rootA.willMove(navA)", "rootA.didMove(navA)",
      "rootB.willMove(navB)", "rootB.didMove(navB)",
      "navA.willMove(tab)", "navB.willMove(tab)", "navA.didMove(tab)", "navB.didMove(tab)",
    ])
    #expect(UIApplication.shared.applicationState == .inactive)

    app.window.makeKeyAndVisible()
    expectTranscript([
      "navA.viewDidLoad", "rootA.viewDidLoad",
      "tab.viewWillAppear(f)", "navA.viewWillAppear(f)", "rootA.viewWillAppear(f) mTP",
      "navA.delegate.willShow(rootA, f)",
      "tab.viewIsAppearing(f)", "navA.viewIsAppearing(f)", "rootA.viewIsAppearing(f) mTP",
      "post UIWindow.didBecomeVisible(W)",
      "W.becomeKey", "post UIWindow.didBecomeKey(W)",
    ])

    UIKitStandIn.enterForeground()
    expectTranscript([
      "post UIScene.willEnterForeground", "post UIApplication.willEnterForeground",
      "post UIScene.didActivate", "post UIApplication.didBecomeActive",
    ])
    #expect(UIApplication.shared.applicationState == .active)

    UIKitStandIn.runNextTurn()
    expectTranscript([
      "tab.viewDidAppear(f)", "navA.viewDidAppear(f)", "rootA.viewDidAppear(f) mTP",
      "navA.delegate.didShow(rootA, f)",
    ])
    #expect(app.tab.selectedViewController === app.navA)
    #expect(app.navA.topViewController === app.rootA)
    #expect(app.window.isKeyWindow)
    #expect(app.rootB.isViewLoaded == false)
    #expect(app.navB.isViewLoaded == false)
    #expect(UIKitStandIn.windowScene.keyWindow === app.window)

    UIKitStandIn.runUntilIdle()
    expectTranscript([])
  }
}
