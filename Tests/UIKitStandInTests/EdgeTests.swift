import Testing
import UIKitStandIn

/// Cases around the sections: chains of presentations, a container leaving the screen before a
/// deferred start, a tab switch during the tab bar controller's own appearance.
@Suite(.serialized)
@MainActor
struct EdgeTests {
  @Test("appearance note §9: dismissing a chain of sheets from the bottom")
  func dismissChainOfSheets() {
    Transcript.start()
    let app = SingleRootApp()
    let first = LoggingViewController("C")
    let second = LoggingViewController("D")
    app.root.present(first, animated: false)
    UIKitStandIn.runUntilIdle()
    first.present(second, animated: false)
    UIKitStandIn.runUntilIdle()
    #expect(second.presentingViewController === first)
    _ = Transcript.take()
    app.root.dismiss(animated: true) { Transcript.add("dismiss.completion") }
    UIKitStandIn.runUntilIdle()
    expectTranscript([
      "D.viewWillDisappear(t) bD coord", "C.viewWillDisappear(t) bD coord",
      "D.viewDidDisappear(t) bD", "C.viewDidDisappear(t) bD", "dismiss.completion",
    ])
    #expect(app.root.presentedViewController == nil)
    #expect(first.presentedViewController == nil)
  }

  @Test("dismissing with nothing presented does nothing and skips the completion")
  func dismissNothing() {
    Transcript.start()
    let app = SingleRootApp()
    app.root.dismiss(animated: true) { Transcript.add("dismiss.completion") }
    UIKitStandIn.runUntilIdle()
    expectTranscript([])
  }

  @Test("a window hidden before a push starts: structure only, then the new top appears")
  func windowHiddenBeforePushStarts() {
    Transcript.start()
    let app = NavigationApp()
    let pushed = LoggingViewController("B")
    app.navA.pushViewController(pushed, animated: true)
    app.window.isHidden = true
    UIKitStandIn.runUntilIdle()
    expectTranscript([
      "B.willMove(navA)", "navA.viewWillDisappear(f)", "A.viewWillDisappear(f)",
      "navA.viewDidDisappear(f)", "A.viewDidDisappear(f)", "W.resignKey", "B.didMove(navA)",
    ])
    app.window.makeKeyAndVisible()
    UIKitStandIn.runUntilIdle()
    expectTranscript([
      "B.viewDidLoad",
      "navA.viewWillAppear(f)", "B.viewWillAppear(f) mTP", "navA.delegate.willShow(B, f)",
      "navA.viewIsAppearing(f)", "B.viewIsAppearing(f) mTP", "W.becomeKey",
      "navA.viewDidAppear(f)", "B.viewDidAppear(f) mTP", "navA.delegate.didShow(B, f)",
    ])
  }

  @Test("a tab switch from the tab bar controller's viewWillAppear during launch")
  func tabSwitchDuringAppearance() {
    Transcript.start()
    let app = TabApp()
    _ = Transcript.take()
    app.tab.logger.annotation = { method in
      if method == "viewWillAppear" {
        app.tab.selectedIndex = 1
      }
      return nil
    }
    app.window.makeKeyAndVisible()
    UIKitStandIn.runUntilIdle()
    expectTranscript([
      "navA.viewDidLoad", "rootA.viewDidLoad",
      "navB.viewDidLoad", "rootB.viewDidLoad",
      "navB.viewWillAppear(f)", "rootB.viewWillAppear(f) mTP", "navB.delegate.willShow(rootB, f)",
      "tab.viewWillAppear(f)",
      "tab.viewIsAppearing(f)", "navB.viewIsAppearing(f)", "rootB.viewIsAppearing(f) mTP",
      "W.becomeKey",
      "tab.viewDidAppear(f)", "navB.viewDidAppear(f)", "rootB.viewDidAppear(f) mTP",
      "navB.delegate.didShow(rootB, f)",
    ])
    #expect(app.navA.viewIfLoaded?.window == nil)
    #expect(app.navB.viewIfLoaded?.window === app.window)
  }
}

/// Presentations started from completion blocks.
@Suite(.serialized)
@MainActor
struct CompletionChainTests {
  @Test("a dismiss completion may present again")
  func presentFromDismissCompletion() {
    Transcript.start()
    let app = SingleRootApp()
    let first = LoggingViewController("C")
    let second = LoggingViewController("D")
    app.root.present(first, animated: false)
    UIKitStandIn.runUntilIdle()
    _ = Transcript.take()
    first.dismiss(animated: true) {
      app.root.present(second, animated: true)
    }
    UIKitStandIn.runUntilIdle()
    expectTranscript([
      "C.viewWillDisappear(t) bD coord", "C.viewDidDisappear(t) bD",
      "D.viewDidLoad", "D.viewWillAppear(t) bP coord", "D.viewIsAppearing(t) bP",
      "D.viewDidAppear(t) bP",
    ])
    #expect(app.root.presentedViewController === second)
  }
}

/// A navigation controller presented as a sheet: forwarding, flags and the coordinator reach its
/// top through the container.
@Suite(.serialized)
@MainActor
struct PresentedNavigationTests {
  @Test("a presented navigation controller: present, push inside it, swipe it down")
  func presentedNavigation() throws {
    Transcript.start()
    let app = SingleRootApp()
    let root = LoggingViewController("R")
    let sheet = LoggingNavigationController("sheetNav", root: root)
    let delegate = LoggingPresentationDelegate()
    sheet.presentationController?.delegate = delegate
    _ = Transcript.take()
    app.root.present(sheet, animated: true)
    UIKitStandIn.runUntilIdle()
    expectTranscript([
      "sheetNav.viewDidLoad", "R.viewDidLoad",
      "sheetNav.viewWillAppear(t) bP coord", "R.viewWillAppear(t) mTP coord",
      "sheetNav.delegate.willShow(R, t)",
      "sheetNav.viewIsAppearing(t) bP", "R.viewIsAppearing(t) mTP",
      "sheetNav.viewDidAppear(t) bP", "R.viewDidAppear(t) mTP",
      "sheetNav.delegate.didShow(R, t)",
    ])
    #expect(root.presentingViewController === app.root)
    #expect(root.presentationController === sheet.presentationController)

    let pushed = LoggingViewController("S")
    sheet.pushViewController(pushed, animated: false)
    UIKitStandIn.runUntilIdle()
    _ = Transcript.take()

    let gesture = try #require(pushed.standInBeginSheetDrag())
    expectTranscript([
      "pc.shouldDismiss", "pc.willDismiss",
      "sheetNav.viewWillDisappear(t) bD coord:i", "S.viewWillDisappear(t) coord:i",
    ])
    gesture.finish()
    expectTranscript([
      "sheetNav.viewDidDisappear(t) bD", "S.viewDidDisappear(t)", "pc.didDismiss",
    ])
    #expect(app.root.presentedViewController == nil)
    #expect(pushed.presentingViewController == nil)
  }
}
