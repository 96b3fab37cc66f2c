import Testing
import UIKitStandIn

/// UIKIT-CALLS.md §12–§14: a page sheet swiped down.
@Suite(.serialized)
@MainActor
struct SheetSwipeTests {
  @MainActor
  private struct Sheet {
    let app = SingleRootApp()
    let sheet = LoggingViewController("C")
    let delegate = LoggingPresentationDelegate()

    init() {
      sheet.modalPresentationStyle = .pageSheet
      sheet.presentationController?.delegate = delegate
      app.root.present(sheet, animated: true)
      UIKitStandIn.runUntilIdle()
      sheet.logger.observesCoordinator = true
      _ = Transcript.take()
    }
  }

  @Test("§12 page sheet swiped down, finished")
  func section12SwipeFinished() throws {
    Transcript.start()
    let fixture = Sheet()
    fixture.sheet.logger.annotation = { method in
      method == "viewDidDisappear"
        ? "presenting \(nameOf(fixture.sheet.presentingViewController)), A presents"
          + " \(nameOf(fixture.app.root.presentedViewController))" : nil
    }
    let gesture = try #require(fixture.sheet.standInBeginSheetDrag())
    expectTranscript([
      "pc.shouldDismiss", "pc.willDismiss", "C.viewWillDisappear(t) bD coord:i",
    ])
    gesture.finish()
    expectTranscript([
      "C.coord.interaction(cancelled: f)",
      "C.viewDidDisappear(t) bD [presenting nil, A presents nil]",
      "C.coord.completion(cancelled: f)",
      "pc.didDismiss",
    ])
    #expect(fixture.app.root.presentedViewController == nil)
    UIKitStandIn.runUntilIdle()
    expectTranscript([])
  }

  @Test("§13 page sheet swipe started, then cancelled")
  func section13SwipeCancelled() throws {
    Transcript.start()
    let fixture = Sheet()
    let gesture = try #require(fixture.sheet.standInBeginSheetDrag())
    _ = Transcript.take()
    gesture.cancel()
    expectTranscript([
      "C.coord.interaction(cancelled: t)",
      "C.viewWillAppear(t)", "C.viewIsAppearing(t)", "C.viewDidAppear(t)",
      "C.coord.completion(cancelled: t)",
    ])
    #expect(fixture.app.root.presentedViewController === fixture.sheet)
  }

  @Test("§14 page sheet swipe refused by isModalInPresentation")
  func section14RefusedByModal() {
    Transcript.start()
    let fixture = Sheet()
    fixture.sheet.isModalInPresentation = true
    #expect(fixture.sheet.standInBeginSheetDrag() == nil)
    expectTranscript(["pc.didAttemptToDismiss"])
  }

  @Test("§14 page sheet swipe refused by presentationControllerShouldDismiss")
  func section14RefusedByDelegate() {
    Transcript.start()
    let fixture = Sheet()
    fixture.delegate.allowsDismissal = false
    #expect(fixture.sheet.standInBeginSheetDrag() == nil)
    expectTranscript(["pc.shouldDismiss", "pc.didAttemptToDismiss"])
    #expect(fixture.app.root.presentedViewController === fixture.sheet)
  }

  @Test("§11 a dismissal in code calls no presentation controller delegate method")
  func section11DismissInCode() {
    Transcript.start()
    let fixture = Sheet()
    fixture.sheet.dismiss(animated: true)
    UIKitStandIn.runUntilIdle()
    expectTranscript([
      "C.viewWillDisappear(t) bD coord", "C.viewDidDisappear(t) bD",
      "C.coord.completion(cancelled: f)",
    ])
  }
}
