import Testing
import UIKitStandIn

/// UIKIT-CALLS.md §10, §11, §15, §16: present and dismiss in code.
@Suite(.serialized)
@MainActor
struct PresentationTests {
  private func presented(_ style: UIModalPresentationStyle) -> LoggingViewController {
    let controller = LoggingViewController("C")
    controller.modalPresentationStyle = style
    controller.logger.observesCoordinator = true
    return controller
  }

  @Test("§10 present C .fullScreen from A, then dismiss, animated")
  func section10FullScreen() {
    Transcript.start()
    let app = SingleRootApp()
    let shown = presented(.fullScreen)
    shown.logger.annotation = { method in
      switch method {
      case "viewWillAppear": return "presenting \(nameOf(shown.presentingViewController))"
      case "viewDidAppear": return "presented \(nameOf(shown.presentedViewController))"
      case "viewDidDisappear": return "presenting \(nameOf(shown.presentingViewController))"
      default: return nil
      }
    }
    app.root.logger.annotation = { method in
      "presented \(nameOf(app.root.presentedViewController))"
    }
    app.root.present(shown, animated: true) { Transcript.add("present.completion") }
    #expect(app.root.presentedViewController === shown)
    #expect(shown.presentingViewController === app.root)
    expectTranscript([])

    UIKitStandIn.runNextTurn()
    expectTranscript([
      "C.viewDidLoad",
      "A.viewWillDisappear(t) coord [presented C]",
      "C.viewWillAppear(t) bP coord [presenting A]",
      "C.viewIsAppearing(t) bP",
    ])
    UIKitStandIn.finishAnimations()
    expectTranscript([
      "C.viewDidAppear(t) bP [presented nil]",
      "A.viewDidDisappear(t) [presented C]",
      "C.coord.completion(cancelled: f)",
      "present.completion",
    ])
    #expect(app.root.viewIfLoaded?.window == nil)
    #expect(shown.viewIfLoaded?.window === app.window)

    shown.dismiss(animated: true) { Transcript.add("dismiss.completion") }
    expectTranscript([])
    #expect(app.root.presentedViewController === shown)
    UIKitStandIn.runNextTurn()
    expectTranscript([
      "C.viewWillDisappear(t) bD coord",
      "A.viewWillAppear(t) coord [presented C]",
      "A.viewIsAppearing(t) [presented C]",
    ])
    UIKitStandIn.finishAnimations()
    expectTranscript([
      "A.viewDidAppear(t) [presented nil]",
      "C.viewDidDisappear(t) bD [presenting nil]",
      "C.coord.completion(cancelled: f)",
      "dismiss.completion",
    ])
    #expect(app.root.viewIfLoaded?.window === app.window)
  }

  @Test("§10 full screen, not animated: everything in T1")
  func section10NotAnimated() {
    Transcript.start()
    let app = SingleRootApp()
    let shown = presented(.fullScreen)
    app.root.present(shown, animated: false) { Transcript.add("present.completion") }
    UIKitStandIn.runNextTurn()
    expectTranscript([
      "C.viewDidLoad", "A.viewWillDisappear(f)", "C.viewWillAppear(f) bP",
      "C.viewIsAppearing(f) bP", "C.viewDidAppear(f) bP", "A.viewDidDisappear(f)",
      "present.completion",
    ])
    app.root.dismiss(animated: false) { Transcript.add("dismiss.completion") }
    UIKitStandIn.runNextTurn()
    expectTranscript([
      "C.viewWillDisappear(f) bD", "A.viewWillAppear(f)", "A.viewIsAppearing(f)",
      "A.viewDidAppear(f)", "C.viewDidDisappear(f) bD", "dismiss.completion",
    ])
  }

  @Test("§11 present C .pageSheet (and .automatic on iOS 17), dismiss in code")
  func section11PageSheet() {
    for style in [UIModalPresentationStyle.pageSheet, .automatic] {
      Transcript.start()
      let app = SingleRootApp()
      let shown = presented(style)
      let delegate = LoggingPresentationDelegate()
      shown.presentationController?.delegate = delegate
      app.root.present(shown, animated: true) { Transcript.add("present.completion") }
      #expect(app.root.presentedViewController === shown)
      UIKitStandIn.runNextTurn()
      expectTranscript([
        "C.viewDidLoad", "C.viewWillAppear(t) bP coord", "C.viewIsAppearing(t) bP",
      ])
      UIKitStandIn.finishAnimations()
      expectTranscript([
        "C.viewDidAppear(t) bP", "C.coord.completion(cancelled: f)", "present.completion",
      ])
      #expect(app.root.viewIfLoaded?.window === app.window)

      shown.dismiss(animated: true) { Transcript.add("dismiss.completion") }
      UIKitStandIn.runNextTurn()
      expectTranscript(["C.viewWillDisappear(t) bD coord"])
      UIKitStandIn.finishAnimations()
      expectTranscript([
        "C.viewDidDisappear(t) bD", "C.coord.completion(cancelled: f)", "dismiss.completion",
      ])
      #expect(app.root.presentedViewController == nil)
    }
  }

  @Test("§11 page sheet, not animated: will in T1, did at end (SR3)")
  func section11PageSheetNotAnimated() {
    Transcript.start()
    let app = SingleRootApp()
    let shown = presented(.pageSheet)
    app.root.present(shown, animated: false) { Transcript.add("present.completion") }
    UIKitStandIn.runNextTurn()
    expectTranscript(["C.viewDidLoad", "C.viewWillAppear(f) bP", "C.viewIsAppearing(f) bP"])
    UIKitStandIn.runNextTurn()
    expectTranscript([])
    UIKitStandIn.finishAnimations()
    expectTranscript(["C.viewDidAppear(f) bP", "present.completion"])
    shown.dismiss(animated: false)
    UIKitStandIn.runNextTurn()
    expectTranscript(["C.viewWillDisappear(f) bD"])
    UIKitStandIn.finishAnimations()
    expectTranscript(["C.viewDidDisappear(f) bD"])
  }

  @Test("§11 before iOS 13 a page sheet presents full screen")
  func section11PageSheetOnIOS12() {
    Transcript.start()
    UIKitStandIn.iOSVersion = 12
    let app = SingleRootApp()
    let shown = presented(.automatic)
    app.root.present(shown, animated: false)
    UIKitStandIn.runUntilIdle()
    expectTranscript([
      "C.viewDidLoad", "A.viewWillDisappear(f)", "C.viewWillAppear(f) bP",
      "C.viewDidAppear(f) bP", "A.viewDidDisappear(f)",
    ])
  }

  @Test("§15 presenting .fullScreen from B, the top of navA [A, B], inside tab")
  func section15FullScreenFromNestedController() {
    Transcript.start()
    let app = TabApp.launched()
    let top = LoggingViewController("B")
    app.navA.pushViewController(top, animated: false)
    UIKitStandIn.runUntilIdle()
    _ = Transcript.take()
    let shown = presented(.fullScreen)
    top.present(shown, animated: true) { Transcript.add("present.completion") }
    #expect(top.presentedViewController === shown)
    #expect(app.tab.presentedViewController === shown)
    #expect(app.navA.presentedViewController === shown)
    #expect(shown.presentingViewController === app.tab)
    #expect(app.navA.visibleViewController === shown)
    expectTranscript([])

    UIKitStandIn.runNextTurn()
    expectTranscript([
      "C.viewDidLoad",
      "tab.viewWillDisappear(t) coord", "navA.viewWillDisappear(t) coord",
      "B.viewWillDisappear(t) coord",
      "C.viewWillAppear(t) bP coord", "C.viewIsAppearing(t) bP",
    ])
    UIKitStandIn.finishAnimations()
    expectTranscript([
      "C.viewDidAppear(t) bP",
      "tab.viewDidDisappear(t)", "navA.viewDidDisappear(t)", "B.viewDidDisappear(t)",
      "C.coord.completion(cancelled: f)", "present.completion",
    ])

    top.dismiss(animated: true) { Transcript.add("dismiss.completion") }
    UIKitStandIn.runUntilIdle()
    expectTranscript([
      "C.viewWillDisappear(t) bD coord",
      "tab.viewWillAppear(t) coord", "navA.viewWillAppear(t) coord", "B.viewWillAppear(t) coord",
      "tab.viewIsAppearing(t)", "navA.viewIsAppearing(t)", "B.viewIsAppearing(t)",
      "tab.viewDidAppear(t)", "navA.viewDidAppear(t)", "B.viewDidAppear(t)",
      "C.viewDidDisappear(t) bD", "C.coord.completion(cancelled: f)", "dismiss.completion",
    ])
    #expect(top.presentedViewController == nil)
  }

  @Test("§15 presenting .pageSheet from B inside tab: the tab presents, nobody below is called")
  func section15PageSheetFromNestedController() {
    Transcript.start()
    let app = TabApp.launched()
    let shown = presented(.pageSheet)
    app.rootA.present(shown, animated: true)
    #expect(shown.presentingViewController === app.tab)
    UIKitStandIn.runUntilIdle()
    expectTranscript([
      "C.viewDidLoad", "C.viewWillAppear(t) bP coord", "C.viewIsAppearing(t) bP",
      "C.viewDidAppear(t) bP", "C.coord.completion(cancelled: f)",
    ])
  }

  @Test("§16 .overFullScreen from A: A gets nothing")
  func section16OverFullScreen() {
    Transcript.start()
    let app = SingleRootApp()
    let shown = presented(.overFullScreen)
    app.root.present(shown, animated: true) { Transcript.add("present.completion") }
    #expect(app.root.presentedViewController === shown)
    UIKitStandIn.runUntilIdle()
    expectTranscript([
      "C.viewDidLoad", "C.viewWillAppear(t) bP coord", "C.viewIsAppearing(t) bP",
      "C.viewDidAppear(t) bP", "C.coord.completion(cancelled: f)", "present.completion",
    ])
    app.root.dismiss(animated: true) { Transcript.add("dismiss.completion") }
    UIKitStandIn.runUntilIdle()
    expectTranscript([
      "C.viewWillDisappear(t) bD coord", "C.viewDidDisappear(t) bD",
      "C.coord.completion(cancelled: f)", "dismiss.completion",
    ])
  }

  @Test("appearance note §9: a present while presenting is refused with UIKit's warning")
  func presentWhilePresenting() {
    Transcript.start()
    let app = SingleRootApp()
    let first = presented(.pageSheet)
    let second = LoggingViewController("D")
    app.root.present(first, animated: false)
    app.root.present(second, animated: false) { Transcript.add("never") }
    let lines = Transcript.take()
    #expect(lines.count == 1)
    #expect(lines.first?.hasPrefix("warning: [Presentation] Attempt to present") == true)
    #expect(lines.first?.hasSuffix("which is already presenting \(first).") == true)
    #expect(app.root.presentedViewController === first)
    UIKitStandIn.runUntilIdle()
    #expect(second.isViewLoaded == false)
  }
}
