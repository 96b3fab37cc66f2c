import Lifecycle
import Testing

/// ``LifeCircleRegistry/registrationsVersion`` (a package hook for SimApp): it moves with every
/// change to which actions the registry's controllers hear, and with nothing else.
@MainActor
@Suite struct RegistrationsVersionTests {
  @Test func everyRegistrationChangeMovesTheVersion() {
    let world = Harness()
    let screen = world.screen("A")
    let global = world.action("g")
    let own = world.action("i")
    var last = world.registry.registrationsVersion
    func expectMoved(sourceLocation: SourceLocation = #_sourceLocation) {
      let now = world.registry.registrationsVersion
      #expect(now > last, sourceLocation: sourceLocation)
      last = now
    }
    world.registry.register(global)
    expectMoved()
    world.registry.remove(global)
    expectMoved()
    world.registry.register(global, replayingCurrentState: true)
    expectMoved()
    screen.registerLifeCircleAction(own)
    expectMoved()
    screen.removeLifeCircleAction(own)
    expectMoved()
    screen.registerLifeCircleAction(own, replayingCurrentState: true)
    expectMoved()
    screen.disableGlobalAction(global)
    expectMoved()
    screen.enableGlobalAction(global)
    expectMoved()
  }

  @Test func whatChangesNoRegistrationLeavesTheVersion() {
    let world = Harness()
    let screen = world.screen("A")
    let global = world.globalAction("g")
    let own = screen.registerLifeCircleAction(world.action("i"))
    let other = world.secondRegistry()
    let version = world.registry.registrationsVersion
    // Duplicates, removals of strangers, events, and another registry's changes.
    world.registry.register(global)
    screen.registerLifeCircleAction(own, replayingCurrentState: true)
    world.registry.remove(world.action("stranger"))
    screen.removeLifeCircleAction(world.action("stranger"))
    _ = world.shownWindow(screen)
    other.register(world.action("elsewhere"))
    #expect(world.registry.registrationsVersion == version)
    #expect(other.registrationsVersion > 0)
  }
}
