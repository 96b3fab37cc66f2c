import Lifecycle
import Testing

/// The engine's deciding machine, driven with plain values: what each input answers in each
/// state, and what it leaves behind.
@Suite struct TreeEngineStateMachineTests {
  typealias Machine = TreeEngineStateMachine<String>

  @Test func workOnAnIdleTreeIsDeliveredAtOnceAndWorkDuringItIsQueuedInCallOrder() {
    var machine = Machine()
    let submitAnswer1 = machine.submit("push", generation: 1, waitsForHolds: true)
    #expect(submitAnswer1 == .deliverNow)
    #expect(machine.state == .delivering(holds: 0, draining: false))
    let submitAnswer2 = machine.submit("present", generation: 1, waitsForHolds: true)
    #expect(submitAnswer2 == .enqueued)
    let submitAnswer3 = machine.submit("select", generation: 1, waitsForHolds: false)
    #expect(submitAnswer3 == .enqueued)
    #expect(machine.queuedCount == 2)
    let finishDeliveryAnswer4 = machine.finishDelivery()
    #expect(finishDeliveryAnswer4 == .drain)
    #expect(machine.state == .draining(holds: 0))
    guard case .run("present", generation: 1) = machine.next() else {
      Issue.record("the first queued work runs first")
      return
    }
    machine.startQueuedDelivery()
    let finishDeliveryAnswer5 = machine.finishDelivery()  // the drain under way goes on
    #expect(finishDeliveryAnswer5 == .none)
    guard case .run("select", generation: 1) = machine.next() else {
      Issue.record("then the second")
      return
    }
    machine.startQueuedDelivery()
    let finishDeliveryAnswer6 = machine.finishDelivery()
    #expect(finishDeliveryAnswer6 == .none)
    guard case .done = machine.next() else {
      Issue.record("then nothing")
      return
    }
    #expect(machine.state == .idle)
    #expect(machine.invariantViolations == [])
  }

  @Test func aHoldKeepsNavigationWaitingButNotWorkThatDoesNotWaitForHolds() {
    var machine = Machine()
    let submitForwardingAnswer7 = machine.submitForwarding()
    #expect(submitForwardingAnswer7 == .deliverNow)
    machine.hold()
    #expect(machine.isHeld)
    let finishDeliveryAnswer8 = machine.finishDelivery()
    #expect(finishDeliveryAnswer8 == .none)
    #expect(machine.state == .held(holds: 1))
    let submitAnswer9 = machine.submit("push", generation: 1, waitsForHolds: true)
    #expect(submitAnswer9 == .enqueued)
    let submitAnswer10 = machine.submit("reload", generation: 1, waitsForHolds: false)
    #expect(submitAnswer10 == .deliverNow)
    #expect(machine.state == .delivering(holds: 1, draining: false))
    let finishDeliveryAnswer11 = machine.finishDelivery()
    #expect(finishDeliveryAnswer11 == .none)
    let submitForwardingAnswer12 = machine.submitForwarding()  // the end of the manual transition
    #expect(submitForwardingAnswer12 == .deliverNow)
    let releaseAnswer13 = machine.release()  // released inside the delivery: drained after it
    #expect(releaseAnswer13 == .none)
    let finishDeliveryAnswer14 = machine.finishDelivery()
    #expect(finishDeliveryAnswer14 == .drain)
    guard case .run("push", _) = machine.next() else {
      Issue.record("the waiting push runs once the hold is gone")
      return
    }
  }

  @Test func releasingTheLastHoldOfAHeldTreeDrainsWhatWaited() {
    var machine = Machine()
    _ = machine.submitNeedingIdle()
    machine.hold()
    machine.hold()
    _ = machine.finishDelivery()
    _ = machine.submit("pop", generation: 1, waitsForHolds: true)
    let releaseAnswer15 = machine.release()
    #expect(releaseAnswer15 == .none)
    #expect(machine.state == .held(holds: 1))
    let releaseAnswer16 = machine.release()
    #expect(releaseAnswer16 == .drain)
    #expect(machine.state == .draining(holds: 0))
  }

  @Test func forwardingRunsNestedInADeliveryAndWorkNeedingIdleIsRefusedThen() {
    var machine = Machine()
    _ = machine.submit("push", generation: 1, waitsForHolds: true)
    let submitForwardingAnswer17 = machine.submitForwarding()
    #expect(submitForwardingAnswer17 == .deliverNested)
    let mayBegin = machine.submitNeedingIdle()
    #expect(!mayBegin)
    #expect(machine.state == .delivering(holds: 0, draining: false))
  }

  @Test func aRunawayGenerationDropsEverythingQueuedWithTheFirstNamed() {
    var machine = Machine()
    _ = machine.submit("first", generation: 1, waitsForHolds: true)
    let deep = Machine.generationLimit + 1
    _ = machine.submit("too deep", generation: deep, waitsForHolds: true)
    _ = machine.submit("after", generation: 1, waitsForHolds: true)
    let finishDeliveryAnswer18 = machine.finishDelivery()
    #expect(finishDeliveryAnswer18 == .drain)
    guard
      case .dropRunaway("too deep", dropped: 2, reachedGenerations: true, let work) = machine.next(),
      work == ["too deep", "after"]
    else {
      Issue.record("the runaway work and everything behind it are dropped")
      return
    }
    #expect(machine.state == .idle && machine.queuedCount == 0)
  }

  @Test func handingOverLeavesTheMachineIdleWithItsWorkInOrder() {
    var machine = Machine()
    _ = machine.submit("a", generation: 1, waitsForHolds: true)
    _ = machine.submit("b", generation: 2, waitsForHolds: true)
    _ = machine.submit("c", generation: 3, waitsForHolds: true)
    let finishDeliveryAnswer19 = machine.finishDelivery()
    #expect(finishDeliveryAnswer19 == .drain)
    #expect(machine.handOver().map(\.work) == ["b", "c"])
    #expect(machine.state == .idle && machine.invariantViolations == [])
  }

  /// The work `next()` answered to run, or `nil`.
  private func ran(_ next: Machine.Next) -> String? {
    if case .run(let work, _) = next { work } else { nil }
  }

  /// A delivery that ends with a hold open runs the queued work that does not wait for holds
  /// (a held drain), in queue order, ahead of navigation queued before it, and work that work
  /// queues; navigation stays queued, in order, for the release.
  @Test func aDeliveryEndingHeldRunsTheWorkThatDoesNotWaitAndLeavesNavigation() {
    var machine = Machine()
    _ = machine.submitNeedingIdle()  // a gesture begins
    machine.hold()
    _ = machine.submit("push", generation: 1, waitsForHolds: true)
    _ = machine.submit("batch", generation: 1, waitsForHolds: false)
    _ = machine.submit("present", generation: 1, waitsForHolds: true)
    #expect(machine.finishDelivery() == .drain)
    #expect(machine.state == .draining(holds: 1) && machine.isHeld)
    #expect(ran(machine.next()) == "batch")
    machine.startQueuedDelivery()
    #expect(machine.state == .delivering(holds: 1, draining: true))
    _ = machine.submit("second batch", generation: 2, waitsForHolds: false)
    _ = machine.submit("pop", generation: 2, waitsForHolds: true)
    #expect(machine.finishDelivery() == .none)  // the held drain goes on
    #expect(ran(machine.next()) == "second batch")
    machine.startQueuedDelivery()
    _ = machine.finishDelivery()
    guard case .done = machine.next() else {
      Issue.record("navigation waits for the release")
      return
    }
    #expect(machine.state == .held(holds: 1))
    #expect(machine.queuedWork == ["push", "present", "pop"])
    #expect(machine.invariantViolations == [])
    _ = machine.submitForwarding()  // the gesture ends
    _ = machine.release()
    #expect(machine.finishDelivery() == .drain)
    #expect(ran(machine.next()) == "push")
  }

  /// A delivery ending held with only navigation queued leaves the tree held, as before.
  @Test func aDeliveryEndingHeldWithOnlyNavigationQueuedHoldsTheTree() {
    var machine = Machine()
    _ = machine.submitForwarding()
    machine.hold()
    _ = machine.submit("push", generation: 1, waitsForHolds: true)
    #expect(machine.finishDelivery() == .none)
    #expect(machine.state == .held(holds: 1) && machine.queuedWork == ["push"])
  }

  /// The last hold released during a held drain (from queued work delivered on another tree)
  /// lets the same drain run navigation too.
  @Test func releasingTheLastHoldDuringAHeldDrainLetsTheDrainRunNavigation() {
    var machine = Machine()
    _ = machine.submitForwarding()
    machine.hold()
    _ = machine.submit("push", generation: 1, waitsForHolds: true)
    _ = machine.submit("batch", generation: 1, waitsForHolds: false)
    _ = machine.finishDelivery()
    #expect(ran(machine.next()) == "batch")  // delivered on another tree: still draining
    #expect(machine.release() == .none)
    #expect(machine.state == .draining(holds: 0))
    #expect(ran(machine.next()) == "push")
  }

  /// A held drain handed over to another tree's delivery hands over the work that does not wait
  /// for holds, in order, and stays held with its navigation queued.
  @Test func handingOverAHeldDrainHandsOverOnlyTheWorkThatDoesNotWait() {
    var machine = Machine()
    _ = machine.submitForwarding()
    machine.hold()
    _ = machine.submit("push", generation: 1, waitsForHolds: true)
    _ = machine.submit("batch", generation: 1, waitsForHolds: false)
    _ = machine.submit("reload", generation: 2, waitsForHolds: false)
    #expect(machine.finishDelivery() == .drain)
    #expect(machine.handOver().map(\.work) == ["batch", "reload"])
    #expect(machine.state == .held(holds: 1) && machine.queuedWork == ["push"])
    #expect(machine.invariantViolations == [])
  }

  /// A runaway in a held drain drops what the drain would run; navigation waiting for the
  /// release is not part of it and stays queued.
  @Test func aRunawayInAHeldDrainDropsOnlyTheWorkThatDoesNotWait() {
    var machine = Machine()
    _ = machine.submitForwarding()
    machine.hold()
    _ = machine.submit("push", generation: 1, waitsForHolds: true)
    _ = machine.submit("deep", generation: Machine.generationLimit + 1, waitsForHolds: false)
    _ = machine.submit("batch", generation: 1, waitsForHolds: false)
    _ = machine.finishDelivery()
    guard
      case .dropRunaway("deep", dropped: 2, reachedGenerations: true, let work) = machine.next(),
      work == ["deep", "batch"]
    else {
      Issue.record("the runaway work and the held drain's work behind it are dropped")
      return
    }
    #expect(machine.state == .held(holds: 1) && machine.queuedWork == ["push"])
  }

  /// The self-check names a held tree with work queued that does not wait for holds.
  @Test func aHeldTreeWithWorkThatDoesNotWaitQueuedIsAViolation() {
    var machine = Machine()
    _ = machine.submitForwarding()
    machine.hold()
    _ = machine.finishDelivery()
    machine.adopt(Machine.Queued(work: "batch", generation: 1, waitsForHolds: false))
    #expect(
      machine.invariantViolations == [
        "held(holds: 1) with work that does not wait for holds queued (1 piece(s) queued)"
      ])
  }

  @Test func workQueuedLaterTakesOverTheQueuedWorkItSupersedesTheRestKeepsItsOrder() {
    var machine = Machine()
    _ = machine.submit("push", generation: 1, waitsForHolds: true)
    for work in ["batch 1", "present", "batch 2", "reload"] {
      _ = machine.submit(work, generation: 1, waitsForHolds: !work.hasPrefix("batch"))
    }
    let taken = machine.removeQueued { $0.hasPrefix("batch") }
    #expect(taken == ["batch 1", "batch 2"])
    #expect(machine.queuedWork == ["present", "reload"])
    let none = machine.removeQueued { $0 == "nothing" }
    #expect(none.isEmpty)
    #expect(machine.queuedWork == ["present", "reload"])
    _ = machine.finishDelivery()
    guard case .run("present", generation: 1) = machine.next() else {
      Issue.record("the drain runs what is left, in order")
      return
    }
    #expect(machine.invariantViolations.isEmpty)
  }
}
