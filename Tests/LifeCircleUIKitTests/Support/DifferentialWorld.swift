import Actions
import LifeCircleTesting
import Lifecycle

/// One side of a differential test: a scene whose registry records every appearance and focus
/// event (interleaved, in delivery order) and every screen view (durations from a manual clock),
/// driven by ``NavigationStep``s.
@MainActor
protocol DifferentialWorld: AnyObject {
  /// The scene: its recorder traces appearance and focus; its diagnostics are checked.
  var scene: TestScene { get }
  /// The screen views of the scene's registry.
  var views: ScreenViewAction { get }
  /// The clock the views are timed with.
  var clock: ManualClock { get }
  /// Makes the first window, key and visible, with `layout` as its root.
  func launch(_ layout: Layout)
  /// Performs `step`, to its end (animations finished, gestures lifted).
  func perform(_ step: NavigationStep)
  /// Whether `step` can be performed now (the random walk asks).
  func allows(_ step: NavigationStep) -> Bool
  /// Hides every window (the end of a case).
  func tearDown()
}

extension DifferentialWorld {
  /// Everything compared after each step: the interleaved trace, the screen views and the
  /// diagnostics, as lines.
  var observation: [String] {
    scene.recorder.trace
      + views.views.map { view in
        // The model has no sheet drag: a swiped sheet is a dismissal there (TeamScenarioTests
        // checks the bridge's `sheetSwipedDown` exactly).
        let detail = view.revealedBy == .sheetSwipedDown ? .dismissal : view.revealedBy
        return "view: \(view) by \(detail.map(String.init(describing:)) ?? "-")"
      }
      + views.engagements.map { "engagement: \($0)" }
      + scene.diagnostics.map { "diagnostic: \($0.message)" }
  }
}

/// Makes a world's recording parts: a scene recording focus, and a screen view action on a
/// manual clock registered in it.
@MainActor
func makeRecordingParts() -> (TestScene, ScreenViewAction, ManualClock) {
  let scene = TestScene(recordingFocus: true)
  let clock = ManualClock()
  let views = ScreenViewAction(clock: clock)
  scene.registry.register(views)
  return (scene, views, clock)
}
