import Actions
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
}
