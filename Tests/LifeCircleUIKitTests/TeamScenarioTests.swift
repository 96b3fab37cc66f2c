import Actions
import LifeCircleTesting
import Lifecycle
import Testing

/// The analytics team's scenario from the audit that motivated the bridge (issue "LifeCircle in
/// a UIKit app"), through the bridge on the stand-in UIKit: a splash, tabs, a push, a full-screen
/// modal, a sheet swiped down, an abandoned swipe back and a trip to the background. The exact
/// screen views, durations from a manual clock; and the same through the model.
@MainActor
@Suite(.serialized) struct TeamScenarioTests {
  /// Made anew at each read (see `DifferentialTableTests.cases`).
  static var steps: [NavigationStep] {
    [
      .wait(2), .push("Post"), .wait(5), .present("Compose", .fullScreen), .wait(3), .dismiss,
      .wait(1), .present("Share", .pageSheet), .wait(4), .swipeDownSheet(finish: true),
      .wait(6), .swipeBack(finish: false), .wait(7), .background, .wait(300), .foreground,
      .wait(1), .selectTab(1),
    ]
  }

  @Test func theTeamGetsEveryViewOnceWithItsTimeAndNoSplash() {
    let bridge = BridgeWorld()
    defer { bridge.tearDown() }
    bridge.launch(.splash(["Feed", "Profile"]))
    for step in Self.steps { bridge.perform(step) }
    #expect(
      bridge.views.views.map(\.description) == [
        "Feed shown",
        "Post shown after Feed (2.0 seconds)",
        "Compose shown after Post (5.0 seconds)",
        "Post revealed after Compose (3.0 seconds)",
        "Share shown after Post (1.0 seconds)",
        "Post revealed after Share (4.0 seconds)",
        // The abandoned swipe back makes no view; the background's 300 s are not counted.
        "Post returnedFromBackground after Post (13.0 seconds)",
        "Profile tabSelected after Post (1.0 seconds)",
      ])
    // How each revealed screen was revealed, and what each view carries.
    #expect(
      bridge.views.views.map { $0.revealedBy.map(String.init(describing:)) ?? "-" } == [
        "-", "-", "-", "dismissal", "-", "sheetSwipedDown", "-", "-",
      ])
    #expect(Set(bridge.views.views.map(\.screenClass)) == ["LifeCircleViewController"])
    // Every focus period went out when it ended: the background's engagement before the app
    // could be killed there.
    #expect(
      bridge.views.engagements.map(\.description) == [
        "Feed covered after 2.0 seconds", "Post covered after 5.0 seconds",
        "Compose removed after 3.0 seconds", "Post covered after 1.0 seconds",
        "Share removed after 4.0 seconds", "Post enteredBackground after 13.0 seconds",
        "Post tabDeselected after 1.0 seconds",
      ])
    #expect(bridge.scene.diagnostics.isEmpty)
    bridge.scene.clear()
  }

  @Test func theBridgeAndTheModelAgreeOnTheTeamsScenario() {
    runDifferential(layout: .splash(["Feed", "Profile"]), steps: Self.steps)
  }
}
