import Testing
import UIKitStandIn

/// UIKIT-CALLS.md §8, §9: tab switches by tap and in code.
@Suite(.serialized)
@MainActor
struct TabTests {
  /// The callbacks of switching from navA to navB, shown for the first time (§8 rows 2–7).
  private let firstSwitchToNavB = [
    "navB.viewDidLoad", "rootB.viewDidLoad",
    "navB.viewWillAppear(f) [selected navB]", "rootB.viewWillAppear(f) mTP",
    "navB.delegate.willShow(rootB, f)",
    "navA.viewWillDisappear(f)", "rootA.viewWillDisappear(f)",
    "navB.viewIsAppearing(f) [selected navB]", "rootB.viewIsAppearing(f) mTP",
    "navA.viewDidDisappear(f)", "rootA.viewDidDisappear(f)",
    "navB.viewDidAppear(f) [selected navB]", "rootB.viewDidAppear(f) mTP",
    "navB.delegate.didShow(rootB, f)",
  ]

  private func launched() -> TabApp {
    let app = TabApp.launched()
    app.navB.logger.annotation = { _ in "selected \(nameOf(app.tab.selectedViewController))" }
    return app
  }

  @Test("§8 tab switch by tap: tab [navA, navB], navA selected, navB never shown")
  func section8TabTap() {
    Transcript.start()
    let app = launched()
    UIKitStandIn.tapTab(at: 1, in: app.tab)
    expectTranscript(
      ["tab.delegate.shouldSelect(navB)"] + firstSwitchToNavB + ["tab.delegate.didSelect(navB)"])
    #expect(app.tab.selectedViewController === app.navB)
    #expect(app.tab.selectedIndex == 1)
    UIKitStandIn.runUntilIdle()
    expectTranscript([])
  }

  @Test("§8 re-tapping the selected tab: shouldSelect and didSelect, no appearance")
  func section8Retap() {
    Transcript.start()
    let app = launched()
    UIKitStandIn.tapTab(at: 0, in: app.tab)
    expectTranscript(["tab.delegate.shouldSelect(navA)", "tab.delegate.didSelect(navA)"])
  }

  @Test("§8 shouldSelect answering false stops the tap")
  func section8Refused() {
    Transcript.start()
    let app = launched()
    app.tab.allowsSelection = false
    UIKitStandIn.tapTab(at: 1, in: app.tab)
    expectTranscript(["tab.delegate.shouldSelect(navB)"])
    #expect(app.tab.selectedIndex == 0)
  }

  @Test("§9 tab switch in code: tab.selectedIndex = 1")
  func section9SelectedIndex() {
    Transcript.start()
    let app = launched()
    app.tab.selectedIndex = 1
    expectTranscript(firstSwitchToNavB)
    #expect(app.tab.selectedIndex == 1)
    app.tab.selectedIndex = 0
    expectTranscript([
      "navA.viewWillAppear(f)", "rootA.viewWillAppear(f)",
      "navB.viewWillDisappear(f) [selected navA]", "rootB.viewWillDisappear(f)",
      "navA.viewIsAppearing(f)", "rootA.viewIsAppearing(f)",
      "navB.viewDidDisappear(f) [selected navA]", "rootB.viewDidDisappear(f)",
      "navA.viewDidAppear(f)", "rootA.viewDidAppear(f)",
    ])
  }

  @Test("§9 selecting a controller that is not a tab is UIKit's exception")
  func section9SelectingAStranger() {
    Transcript.start()
    let app = launched()
    app.tab.selectedViewController = LoggingViewController("X")
    #expect(Transcript.take().first?.hasPrefix("misuse: ") == true)
    #expect(app.tab.selectedViewController === app.navA)
  }
}
