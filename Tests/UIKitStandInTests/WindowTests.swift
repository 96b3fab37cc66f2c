import Testing
import UIKitStandIn

/// UIKIT-CALLS.md §18: windows made key and hidden; a visible window's root replaced.
@Suite(.serialized)
@MainActor
struct WindowTests {
  @Test("§18 second window made key, then hidden")
  func section18SecondWindow() {
    Transcript.start()
    let notifications = NotificationLog()
    defer { notifications.stop() }
    let app = SingleRootApp()
    let second = LoggingWindow("W2")
    let root = LoggingViewController("R2")
    second.rootViewController = root
    expectTranscript(["R2.viewDidLoad"])

    second.makeKeyAndVisible()
    expectTranscript([
      "R2.viewWillAppear(f)", "R2.viewIsAppearing(f)",
      "post UIWindow.didBecomeVisible(W2)",
      "W1.resignKey", "post UIWindow.didResignKey(W1)",
      "W2.becomeKey", "post UIWindow.didBecomeKey(W2)",
    ])
    #expect(second.isKeyWindow)
    #expect(!app.window.isKeyWindow)
    #expect(second.isHidden == false)
    UIKitStandIn.runNextTurn()
    expectTranscript(["R2.viewDidAppear(f)"])

    second.isHidden = true
    expectTranscript([
      "R2.viewWillDisappear(f)", "R2.viewDidDisappear(f)",
      "post UIWindow.didBecomeHidden(W2)",
      "W2.resignKey", "post UIWindow.didResignKey(W2)",
      "W1.becomeKey", "post UIWindow.didBecomeKey(W1)",
    ])
    #expect(app.window.isKeyWindow)
    #expect(UIKitStandIn.windowScene.windows == [app.window, second])
    UIKitStandIn.runUntilIdle()
    expectTranscript([])
  }

  @Test("§18 hiding a window makes every visible controller disappear, pre-order")
  func section18HideTree() {
    Transcript.start()
    let app = TabApp.launched()
    let sheet = LoggingViewController("C")
    sheet.modalPresentationStyle = .pageSheet
    app.rootA.present(sheet, animated: false)
    UIKitStandIn.runUntilIdle()
    _ = Transcript.take()
    app.window.isHidden = true
    expectTranscript([
      "tab.viewWillDisappear(f)", "navA.viewWillDisappear(f)", "rootA.viewWillDisappear(f)",
      "C.viewWillDisappear(f)",
      "tab.viewDidDisappear(f)", "navA.viewDidDisappear(f)", "rootA.viewDidDisappear(f)",
      "C.viewDidDisappear(f)",
      "W.resignKey",
    ])
    #expect(!app.window.isKeyWindow)
  }

  @Test("a visible window's root replaced: old will, new will, old did, new did, in T1")
  func rootReplaced() {
    Transcript.start()
    let app = SingleRootApp()
    let replacement = LoggingViewController("B")
    app.window.rootViewController = replacement
    expectTranscript(["B.viewDidLoad"])
    UIKitStandIn.runNextTurn()
    expectTranscript([
      "A.viewWillDisappear(f)", "B.viewWillAppear(f)", "B.viewIsAppearing(f)",
      "A.viewDidDisappear(f)", "B.viewDidAppear(f)",
    ])
    #expect(app.root.viewIfLoaded?.window == nil)
    #expect(replacement.viewIfLoaded?.window === app.window)
  }
}
