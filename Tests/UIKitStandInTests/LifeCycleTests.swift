import Testing
import UIKitStandIn

/// UIKIT-CALLS.md §19: the app to the background and back, and interruptions.
@Suite(.serialized)
@MainActor
struct LifeCycleTests {
  @Test("§19 app to background and back: notifications only, no callbacks")
  func section19BackgroundAndBack() {
    Transcript.start()
    let notifications = NotificationLog()
    defer { notifications.stop() }
    _ = TabApp.launched()
    UIKitStandIn.enterForeground()
    _ = Transcript.take()

    UIKitStandIn.enterBackground()
    expectTranscript([
      "post UIScene.willDeactivate", "post UIApplication.willResignActive",
      "post UIScene.didEnterBackground", "post UIApplication.didEnterBackground",
    ])
    #expect(UIApplication.shared.applicationState == .background)

    UIKitStandIn.enterForeground()
    expectTranscript([
      "post UIScene.willEnterForeground", "post UIApplication.willEnterForeground",
      "post UIScene.didActivate", "post UIApplication.didBecomeActive",
    ])
    #expect(UIApplication.shared.applicationState == .active)
    UIKitStandIn.runUntilIdle()
    expectTranscript([])
  }

  @Test("§19 a temporary interruption: resign active and become active only")
  func section19Interruption() {
    Transcript.start()
    let notifications = NotificationLog()
    defer { notifications.stop() }
    UIKitStandIn.enterForeground()
    _ = Transcript.take()
    UIKitStandIn.interrupt()
    expectTranscript(["post UIScene.willDeactivate", "post UIApplication.willResignActive"])
    #expect(UIApplication.shared.applicationState == .inactive)
    UIKitStandIn.endInterruption()
    expectTranscript(["post UIScene.didActivate", "post UIApplication.didBecomeActive"])
    #expect(UIApplication.shared.applicationState == .active)
  }

  @Test("reset forgets windows, key window, pending turns and the app state")
  func reset() {
    Transcript.start()
    let app = SingleRootApp()
    UIKitStandIn.enterForeground()
    app.root.present(LoggingViewController("C"), animated: true)
    UIKitStandIn.reset()
    #expect(UIKitStandIn.windowScene.keyWindow == nil)
    #expect(UIKitStandIn.windowScene.windows.isEmpty)
    #expect(UIApplication.shared.applicationState == .inactive)
    _ = Transcript.take()
    UIKitStandIn.runUntilIdle()
    #expect(Transcript.take().isEmpty)
  }
}
