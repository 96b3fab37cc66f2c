import Testing
import UIKitStandIn

/// UIKIT-CALLS.md "Version switches": the behaviours ``UIKitStandIn/iOSVersion`` selects.
@Suite(.serialized)
@MainActor
struct VersionTests {
  @Test(
    ".automatic resolves per iOS version",
    arguments: [
      (12, true), (13, false), (17, false), (18, false),
    ])
  func automaticStyle(version: Int, presenterDisappears: Bool) {
    Transcript.start()
    UIKitStandIn.iOSVersion = version
    let app = SingleRootApp()
    let shown = LoggingViewController("C")
    app.root.present(shown, animated: false)
    UIKitStandIn.runUntilIdle()
    let lines = Transcript.take()
    #expect(lines.contains("A.viewWillDisappear(f)") == presenterDisappears)
    #expect(shown.presentingViewController === app.root)
  }

  @Test("compact height: a page sheet presents full screen")
  func compactHeightPageSheet() {
    Transcript.start()
    UIKitStandIn.isCompactHeight = true
    let app = SingleRootApp()
    let shown = LoggingViewController("C")
    shown.modalPresentationStyle = .pageSheet
    app.root.present(shown, animated: false)
    UIKitStandIn.runUntilIdle()
    expectTranscript([
      "C.viewDidLoad", "A.viewWillDisappear(f)", "C.viewWillAppear(f) bP",
      "C.viewIsAppearing(f) bP", "C.viewDidAppear(f) bP", "A.viewDidDisappear(f)",
    ])
    #expect(shown.standInBeginSheetDrag() == nil)
  }

  @Test("iOS 18: .automatic is a form sheet (the coordinator reports .formSheet)")
  func automaticIsFormSheetOnIOS18() {
    Transcript.start()
    UIKitStandIn.iOSVersion = 18
    let app = SingleRootApp()
    let shown = LoggingViewController("C")
    var style: UIModalPresentationStyle?
    shown.logger.annotation = { method in
      if method == "viewWillAppear" {
        style = shown.transitionCoordinator?.presentationStyle
      }
      return nil
    }
    app.root.present(shown, animated: true)
    UIKitStandIn.runUntilIdle()
    #expect(style == .formSheet)
  }

  @Test("before iOS 13 no controller receives viewIsAppearing")
  func noViewIsAppearingBeforeIOS13() {
    Transcript.start()
    UIKitStandIn.iOSVersion = 12
    let app = NavigationApp()
    app.navA.pushViewController(LoggingViewController("B"), animated: false)
    UIKitStandIn.runUntilIdle()
    expectTranscript([
      "B.willMove(navA)", "B.viewDidLoad", "A.viewWillDisappear(f)", "B.viewWillAppear(f) mTP",
      "navA.delegate.willShow(B, f)", "A.viewDidDisappear(f)", "B.viewDidAppear(f) mTP",
      "B.didMove(navA)", "navA.delegate.didShow(B, f)",
    ])
  }

  @Test("a push before the navigation controller's first appearance: the root gets nothing")
  func pushBeforeFirstAppearance() {
    Transcript.start()
    let window = LoggingWindow("W")
    let root = LoggingViewController("A")
    let navigation = LoggingNavigationController("nav", root: root)
    let pushed = LoggingViewController("B")
    navigation.pushViewController(pushed, animated: false)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    UIKitStandIn.runUntilIdle()
    expectTranscript([
      "A.willMove(nav)", "A.didMove(nav)", "B.willMove(nav)", "B.didMove(nav)",
      "nav.viewDidLoad", "B.viewDidLoad",
      "nav.viewWillAppear(f)", "B.viewWillAppear(f) mTP", "nav.delegate.willShow(B, f)",
      "nav.viewIsAppearing(f)", "B.viewIsAppearing(f) mTP", "W.becomeKey",
      "nav.viewDidAppear(f)", "B.viewDidAppear(f) mTP", "nav.delegate.didShow(B, f)",
    ])
    #expect(root.isViewLoaded == false)
  }
}
