import Lifecycle
import Testing

/// The routing between trees, driven with plain values: which engine receives work and with
/// which generation, what runs at once, what is refused, where a finished delivery's queue goes.
@Suite struct TreeRoutingStateMachineTests {
  final class Engine {
    let name: String
    init(_ name: String) { self.name = name }
  }
  typealias Machine = TreeRoutingStateMachine<Engine, String>

  let idle = Machine.TargetState(isIdle: true, isHeld: false)
  let busy = Machine.TargetState(isIdle: false, isHeld: false)
  let held = Machine.TargetState(isIdle: false, isHeld: true)

  /// The engine a route submits to and the generation it carries, or what else it says.
  func describe(_ route: Machine.Route) -> String {
    switch route {
    case .submit(let engine, let generation): "submit to \(engine.name), generation \(generation)"
    case .atOnce: "at once"
    case .deliverIfIdle: "deliver if idle"
    case .refuse: "refuse"
    }
  }

  @Test func outsideEveryDeliveryNavigationGoesToItsOwnTreeAsGenerationOne() {
    let machine = Machine()
    let target = Engine("A")
    #expect(machine.isAtTopLevel)
    #expect(!machine.isAnyTreeDelivering)
    #expect(
      describe(machine.route(.waitsForAnyDelivery, target: idle, targetEngine: target))
        == "submit to A, generation 1")
    #expect(
      describe(machine.route(.needsIdle, target: idle, targetEngine: target)) == "deliver if idle")
    #expect(describe(machine.route(.atOnce, target: busy, targetEngine: target)) == "at once")
  }

  @Test func duringADeliveryNavigationOfAnyTreeQueuesInTheOutermostDeliveringTree() {
    var machine = Machine()
    let (a, b) = (Engine("A"), Engine("B"))
    let aIsOutermost = machine.beginDelivery(of: a)
    let bIsOutermost = machine.beginDelivery(of: b)
    #expect(aIsOutermost)
    #expect(!bIsOutermost, "a delivery nested in A's is not the outermost")
    #expect(!machine.isAtTopLevel)
    #expect(
      describe(machine.route(.waitsForAnyDelivery, target: idle, targetEngine: b))
        == "submit to A, generation 1")
    #expect(describe(machine.route(.needsIdle, target: idle, targetEngine: b)) == "refuse")
    machine.endDelivery(wasOutermost: false)
    #expect(machine.isAnyTreeDelivering, "B's end leaves A's delivery under way")
    machine.endDelivery(wasOutermost: true)
    #expect(machine.isAtTopLevel)
  }

  @Test func aFinishedDeliveryDrainsAtHomeOrHandsItsQueueToTheOutermostOfAnotherTree() {
    var machine = Machine()
    let (a, b) = (Engine("A"), Engine("B"))
    _ = machine.beginDelivery(of: a)
    guard case .drain = machine.afterDelivery(of: a) else {
      Issue.record("the outermost tree drains its own queue")
      return
    }
    guard case .handOver(let outer) = machine.afterDelivery(of: b) else {
      Issue.record("a tree whose delivery ended inside A's hands its queue to A")
      return
    }
    #expect(outer === a)
    machine.endDelivery(wasOutermost: true)
    guard case .drain = machine.afterDelivery(of: b) else {
      Issue.record("outside every delivery, B drains its own queue")
      return
    }
  }

  @Test func workQueuedByQueuedWorkIsOneGenerationLaterAndTheGenerationIsRestored() {
    var machine = Machine()
    let a = Engine("A")
    let outer = machine.beginQueuedRun(of: 3)
    #expect(outer == 0)
    #expect(!machine.isAtTopLevel, "queued work runs: not at top level")
    #expect(
      describe(machine.route(.waitsForAnyDelivery, target: idle, targetEngine: a))
        == "submit to A, generation 4")
    let inner = machine.beginQueuedRun(of: 4)
    #expect(inner == 3)
    machine.endQueuedRun(restoring: inner)
    #expect(
      describe(machine.route(.waitsForAnyDelivery, target: idle, targetEngine: a))
        == "submit to A, generation 4")
    machine.endQueuedRun(restoring: outer)
    #expect(machine.isAtTopLevel)
  }

  @Test func sameAnchorWorkRunsAtOnceUnlessWorkOfItsAnchorPerforms() {
    var machine = Machine()
    let (a, list, other) = (Engine("A"), Engine("list"), Engine("other list"))
    let anchor = ObjectIdentifier(list)
    #expect(
      describe(machine.route(.waitsForSameAnchor(anchor), target: busy, targetEngine: a))
        == "at once")
    _ = machine.beginDelivery(of: a)
    machine.moduleWorkBegins("reload", anchoredAt: anchor)
    #expect(machine.performingWork(anchoredAt: anchor) == "reload")
    #expect(machine.performingWork(anchoredAt: ObjectIdentifier(other)) == nil)
    #expect(
      describe(machine.route(.waitsForSameAnchor(anchor), target: busy, targetEngine: a))
        == "submit to A, generation 1")
    #expect(
      describe(
        machine.route(.waitsForSameAnchor(ObjectIdentifier(other)), target: busy, targetEngine: a))
        == "at once")
    machine.moduleWorkBegins("placeholder", anchoredAt: anchor)
    #expect(machine.performingWork(anchoredAt: anchor) == "placeholder", "the innermost answers")
    machine.moduleWorkEnds()
    #expect(machine.performingWork(anchoredAt: anchor) == "reload")
    machine.moduleWorkEnds()
    machine.endDelivery(wasOutermost: true)
    #expect(machine.invariantViolations.isEmpty)
  }

  @Test func moduleWorkLeftPerformingAtTopLevelIsAnInvariantViolation() {
    var machine = Machine()
    machine.moduleWorkBegins("reload", anchoredAt: ObjectIdentifier(Engine("list")))
    #expect(machine.invariantViolations == ["1 module work(s) performing outside every delivery"])
  }

  @Test func offScreenContainmentRunsAtOnceOnlyWhileItsTreeIsBusy() {
    let machine = Machine()
    let a = Engine("A")
    let adding = Machine.Rule.atOnceWhileTargetBusy(evenIfHeld: true)
    let removing = Machine.Rule.atOnceWhileTargetBusy(evenIfHeld: false)
    #expect(describe(machine.route(adding, target: busy, targetEngine: a)) == "at once")
    #expect(describe(machine.route(adding, target: held, targetEngine: a)) == "at once")
    #expect(
      describe(machine.route(adding, target: idle, targetEngine: a)) == "submit to A, generation 1")
    #expect(describe(machine.route(removing, target: busy, targetEngine: a)) == "at once")
    #expect(
      describe(machine.route(removing, target: held, targetEngine: a))
        == "submit to A, generation 1",
      "a split would leave the hold behind")
    #expect(
      describe(machine.route(removing, target: idle, targetEngine: a))
        == "submit to A, generation 1")
  }

  @Test func aDrainUnderWayIsNotTopLevelEvenBetweenTwoQueuedPieces() {
    var machine = Machine()
    machine.drainBegins()
    #expect(!machine.isAtTopLevel, "a deinit caused by the drain must not decide focus")
    #expect(!machine.isAnyTreeDelivering)
    machine.drainBegins()
    machine.drainEnds()
    #expect(!machine.isAtTopLevel)
    machine.drainEnds()
    #expect(machine.isAtTopLevel)
  }

  @Test func theEndedModuleWorkIsHandedBackSoItIsReleasedAfterTheCall() {
    var machine = Machine()
    let anchor = ObjectIdentifier(Engine("list"))
    machine.moduleWorkBegins("reload", anchoredAt: anchor)
    #expect(machine.moduleWorkEnds() == "reload")
  }
}
