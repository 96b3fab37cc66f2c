import Testing
import UIKitStandIn

/// UIKIT-CALLS.md §17: child containment on a visible parent.
@Suite(.serialized)
@MainActor
struct ContainmentTests {
  @Test("§17a automatic forwarding: addChild, addSubview, removal")
  func section17aAutomatic() {
    Transcript.start()
    let app = SingleRootApp(LoggingViewController("P"))
    let parent = app.root
    let child = LoggingViewController("K")
    child.logger.annotation = { _ in nil }
    parent.addChild(child)
    expectTranscript(["K.willMove(P)"])
    #expect(parent.children == [child])
    #expect(child.parent === parent)

    let childView: UIView = child.view
    expectTranscript(["K.viewDidLoad"])
    parent.view.addSubview(childView)
    expectTranscript([
      "K.viewWillAppear(f) mTP", "K.viewIsAppearing(f) mTP", "K.viewDidAppear(f) mTP",
    ])
    child.didMove(toParent: parent)
    expectTranscript(["K.didMove(P)"])

    UIKitStandIn.runUntilIdle()
    expectTranscript([])

    child.willMove(toParent: nil)
    child.view.removeFromSuperview()
    expectTranscript([
      "K.willMove(nil)", "K.viewWillDisappear(f) mFP", "K.viewDidDisappear(f) mFP",
    ])
    child.removeFromParent()
    expectTranscript(["K.didMove(nil)"])
    #expect(parent.children.isEmpty)
    #expect(child.parent == nil)
  }

  @Test("§17a a visible parent's later appearances forward to the child after its own")
  func section17aLaterAppearances() {
    Transcript.start()
    let app = SingleRootApp(LoggingViewController("P"))
    let child = LoggingViewController("K")
    app.root.addChild(child)
    app.root.view.addSubview(child.view)
    child.didMove(toParent: app.root)
    _ = Transcript.take()
    let cover = LoggingViewController("C")
    cover.modalPresentationStyle = .fullScreen
    app.root.present(cover, animated: false)
    UIKitStandIn.runUntilIdle()
    expectTranscript([
      "C.viewDidLoad",
      "P.viewWillDisappear(f)", "K.viewWillDisappear(f)",
      "C.viewWillAppear(f) bP", "C.viewIsAppearing(f) bP", "C.viewDidAppear(f) bP",
      "P.viewDidDisappear(f)", "K.viewDidDisappear(f)",
    ])
  }

  @Test("§17a a child added while the parent is off screen appears with it")
  func section17aOffScreen() {
    Transcript.start()
    let window = LoggingWindow("W")
    let parent = LoggingViewController("P")
    let child = LoggingViewController("K")
    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    expectTranscript(["K.willMove(P)", "P.viewDidLoad", "K.viewDidLoad", "K.didMove(P)"])
    window.rootViewController = parent
    window.makeKeyAndVisible()
    UIKitStandIn.runUntilIdle()
    expectTranscript([
      "P.viewWillAppear(f)", "K.viewWillAppear(f)", "P.viewIsAppearing(f)",
      "K.viewIsAppearing(f)", "W.becomeKey", "P.viewDidAppear(f)", "K.viewDidAppear(f)",
    ])
  }

  @Test("§17b manual forwarding: begin/end drive the callbacks, nothing is forwarded")
  func section17bManual() {
    Transcript.start()
    let app = SingleRootApp(LoggingViewController("P"))
    let parent = app.root
    parent.forwardsAppearance = false
    let child = LoggingViewController("K")
    parent.addChild(child)
    parent.view.addSubview(child.view)
    expectTranscript(["K.willMove(P)", "K.viewDidLoad"])
    child.beginAppearanceTransition(true, animated: true)
    expectTranscript(["K.viewWillAppear(t) mTP", "K.viewIsAppearing(t) mTP"])
    child.endAppearanceTransition()
    expectTranscript(["K.viewDidAppear(t) mTP"])
    child.didMove(toParent: parent)
    expectTranscript(["K.didMove(P)"])

    let cover = LoggingViewController("C")
    cover.modalPresentationStyle = .fullScreen
    parent.present(cover, animated: false)
    UIKitStandIn.runUntilIdle()
    expectTranscript([
      "C.viewDidLoad", "P.viewWillDisappear(f)", "C.viewWillAppear(f) bP",
      "C.viewIsAppearing(f) bP", "C.viewDidAppear(f) bP", "P.viewDidDisappear(f)",
    ])
    parent.dismiss(animated: false)
    UIKitStandIn.runUntilIdle()
    _ = Transcript.take()

    child.willMove(toParent: nil)
    child.beginAppearanceTransition(false, animated: false)
    child.view.removeFromSuperview()
    child.endAppearanceTransition()
    child.removeFromParent()
    expectTranscript([
      "K.willMove(nil)", "K.viewWillDisappear(f) mFP", "K.viewDidDisappear(f) mFP",
      "K.didMove(nil)",
    ])
  }

  @Test("§17b cancelling a manual transition: begin(false), begin(true), end()")
  func section17bCancel() {
    Transcript.start()
    let app = SingleRootApp(LoggingViewController("P"))
    app.root.forwardsAppearance = false
    let child = LoggingViewController("K")
    app.root.addChild(child)
    app.root.view.addSubview(child.view)
    child.beginAppearanceTransition(true, animated: false)
    child.endAppearanceTransition()
    child.didMove(toParent: app.root)
    _ = Transcript.take()
    child.beginAppearanceTransition(false, animated: true)
    child.beginAppearanceTransition(true, animated: true)
    child.endAppearanceTransition()
    expectTranscript([
      "K.viewWillDisappear(t)", "K.viewWillAppear(t)", "K.viewIsAppearing(t)",
      "K.viewDidAppear(t)",
    ])
  }
}
