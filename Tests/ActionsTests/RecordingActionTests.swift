import Actions
import LifeCircleTesting
import Lifecycle
import Testing

@MainActor
@Suite struct RecordingActionTests {
  @Test func recordsEveryEventInOrderAndPerController() throws {
    let registry = LifeCircleRegistry()
    let recorder = RecordingAction()
    registry.register(recorder)
    let (parent, child) = LifeCircleRegistry.scoped(registry) {
      (ScreenController(title: "P"), ScreenController(title: "C"))
    }
    try parent.addChild(child)
    let window = LifeCircleRegistry.scoped(registry) { Window(rootController: parent) }
    window.makeKeyAndVisible()
    child.removeFromParent()

    #expect(
      recorder.trace == [
        "P.willAppear(false)", "C.willAppear(false)", "P.didAppear(false)", "C.didAppear(false)",
        "C.willDisappear(false)", "C.didDisappear(false)",
      ])
    #expect(recorder.events(of: parent) == [.willAppear, .didAppear])
    #expect(recorder.events(of: child) == LifecycleEvent.allCases)

    recorder.reset()
    #expect(recorder.trace.isEmpty)
    #expect(recorder.events(of: parent).isEmpty)
  }

  @Test func expectTraceReportsADiffAtTheCallersLine() {
    let scene = TestScene()
    let recorder = RecordingAction()
    let screen = scene.screen("A")
    screen.registerLifeCircleAction(recorder)
    screen.beginAppearanceTransition(true, animated: true)

    #expect(recorder.traceDifference(from: ["A.willAppear(true)"]) == nil)
    #expect(
      recorder.traceDifference(from: ["A.willAppear(false)", "A.didAppear(false)"])
        == """
        trace differs (- expected, + actual):
          - A.willAppear(false)
          + A.willAppear(true)
          - A.didAppear(false)
        """)
    withKnownIssue {
      expectTrace(recorder, ["A.didAppear(true)"], clearing: false)
    }
    #expect(expectTrace(recorder, ["A.willAppear(true)"]))
    #expect(recorder.trace.isEmpty)
  }
}
