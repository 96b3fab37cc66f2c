import Testing
import UIKitStandIn

/// UIKIT-CALLS.md §6, §7: the edge-swipe back gesture.
@Suite(.serialized)
@MainActor
struct InteractivePopTests {
  private func swipeFixture() -> (NavigationApp, LoggingViewController) {
    let popped = LoggingViewController("B")
    let app = NavigationApp(stack: [popped])
    popped.logger.observesCoordinator = true
    app.rootA.logger.observesCoordinator = true
    return (app, popped)
  }

  @Test("§6 interactive pop of navA [A, B], finished")
  func section6InteractivePopFinished() throws {
    Transcript.start()
    let (app, popped) = swipeFixture()
    let gesture = try #require(app.navA.standInBeginInteractivePop())
    expectTranscript([
      "B.willMove(nil)",
      "navA.delegate.willShow(A, t)",
      "B.viewWillDisappear(t) mFP coord:i",
      "A.viewWillAppear(t) coord:i",
      "A.viewIsAppearing(t) coord:i",
    ])
    #expect(app.navA.viewControllers == [app.rootA])
    #expect(app.navA.standInBeginInteractivePop() == nil)
    UIKitStandIn.runUntilIdle()
    expectTranscript([])

    gesture.finish()
    expectTranscript([
      "B.coord.interaction(cancelled: f)",
      "A.coord.interaction(cancelled: f)",
      "B.viewDidDisappear(t) mFP",
      "A.viewDidAppear(t)",
      "B.coord.completion(cancelled: f)",
      "A.coord.completion(cancelled: f)",
      "B.didMove(nil)",
      "navA.delegate.didShow(A, t)",
    ])
    #expect(popped.parent == nil)
  }

  @Test("§7 interactive pop of navA [A, B], cancelled")
  func section7InteractivePopCancelled() throws {
    Transcript.start()
    let (app, popped) = swipeFixture()
    let gesture = try #require(app.navA.standInBeginInteractivePop())
    _ = Transcript.take()
    gesture.cancel()
    expectTranscript([
      "B.coord.interaction(cancelled: t)",
      "A.coord.interaction(cancelled: t)",
      "A.viewWillDisappear(t)",
      "A.viewDidDisappear(t)",
      "B.viewWillAppear(t)",
      "B.viewIsAppearing(t)",
      "B.viewDidAppear(t)",
      "B.coord.completion(cancelled: t)",
      "A.coord.completion(cancelled: t)",
    ])
    #expect(app.navA.viewControllers == [app.rootA, popped])
    #expect(popped.parent === app.navA)
    gesture.finish()
    #expect(Transcript.take().first?.hasPrefix("misuse: ") == true)
  }

  @Test("§6 no gesture with one controller on the stack")
  func section6NoGestureOnRoot() {
    Transcript.start()
    let app = NavigationApp()
    #expect(app.navA.standInBeginInteractivePop() == nil)
    expectTranscript([])
  }
}
