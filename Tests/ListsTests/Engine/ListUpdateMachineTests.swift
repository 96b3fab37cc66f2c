import Lists
import Testing

/// The list-update machine with plain values: the steps each request takes, what a call made
/// meanwhile joins, and the inputs it refuses.
@Suite struct ListUpdateMachineTests {
  /// Drives a machine for `request` through its steps, answering each step with `report`, and
  /// returns the steps in order.
  private static func steps(
    of request: ListUpdateMachine.Request, takenOverBlocks: Int = 0, isLoaded: Bool = true,
    report: (inout ListUpdateMachine, ListUpdateMachine.Step) -> ListUpdateMachine.Step?
  ) -> [ListUpdateMachine.Step] {
    var machine = ListUpdateMachine()
    machine.make(request)
    var step = machine.start(takenOverBlocks: takenOverBlocks, isLoaded: isLoaded)
    var steps = [step]
    while let next = report(&machine, step) {
      step = next
      steps.append(step)
    }
    #expect(machine.state == .finished)
    return steps
  }

  /// Answers every step as if it succeeded, with a follow-up change when `followUp`.
  private static func succeeding(followUp: Bool = false) -> (
    inout ListUpdateMachine, ListUpdateMachine.Step
  ) -> ListUpdateMachine.Step? {
    { machine, step in
      switch step {
      case .runBlock, .runTakenOverBlock: return machine.blockEnded()
      case .commit: return machine.committed(followUp: followUp)
      case .commitFollowUp, .reload: return machine.committed(followUp: false)
      case .deliver: return machine.delivered()
      case .load, .settleDisplay, .tap: return machine.stepEnded()
      case .complete, .refuse:
        machine.completed()
        return nil
      }
    }
  }

  @Test func aBatchRunsItsBlockThenCommitsThenCompletes() {
    #expect(
      Self.steps(of: .batch, report: Self.succeeding())
        == [.runBlock, .commit(readingCounts: true), .deliver, .complete])
  }

  @Test func aBatchThatUpdatesMovedRowsCommitsASecondChange() {
    #expect(
      Self.steps(of: .batch, report: Self.succeeding(followUp: true)) == [
        .runBlock, .commit(readingCounts: true), .deliver, .commitFollowUp, .deliver, .complete,
      ])
  }

  @Test func layerMutationsCommitAgainstTheCountsInForce() {
    #expect(
      Self.steps(of: .layers, report: Self.succeeding())
        == [.commit(readingCounts: false), .deliver, .complete])
    #expect(
      Self.steps(of: .operations, report: Self.succeeding())
        == [.commit(readingCounts: true), .deliver, .complete])
  }

  @Test func aReloadRunsTheBlocksItTookOverInOrderThenReloads() {
    #expect(
      Self.steps(of: .reload, takenOverBlocks: 3, report: Self.succeeding()) == [
        .runTakenOverBlock(0), .runTakenOverBlock(1), .runTakenOverBlock(2), .reload, .deliver,
        .complete,
      ])
    #expect(Self.steps(of: .reload, report: Self.succeeding()) == [.reload, .deliver, .complete])
  }

  @Test func aLoadOfALoadedListOnlyCompletes() {
    #expect(Self.steps(of: .load, isLoaded: true, report: Self.succeeding()) == [.complete])
    #expect(
      Self.steps(of: .load, isLoaded: false, report: Self.succeeding()) == [.load, .complete])
  }

  @Test func displayPassesAndTapsAreOneStep() {
    #expect(Self.steps(of: .display, report: Self.succeeding()) == [.settleDisplay, .complete])
    #expect(Self.steps(of: .tap, report: Self.succeeding()) == [.tap, .complete])
  }

  @Test func aBlockThatThrowsOrACheckThatFailsUndoesTheBatch() {
    let threw = Self.steps(of: .batch) { machine, step in
      switch step {
      case .runBlock: return machine.refused()
      default:
        machine.completed()
        return nil
      }
    }
    #expect(threw == [.runBlock, .refuse(undoing: true)])
    let failedCheck = Self.steps(of: .batch) { machine, step in
      switch step {
      case .runBlock: return machine.blockEnded()
      case .commit: return machine.refused()
      default:
        machine.completed()
        return nil
      }
    }
    #expect(failedCheck == [.runBlock, .commit(readingCounts: true), .refuse(undoing: true)])
  }

  @Test func aRefusedTapHasNothingToUndo() {
    let steps = Self.steps(of: .tap) { machine, step in
      if step == .tap { return machine.refused() }
      machine.completed()
      return nil
    }
    #expect(steps == [.tap, .refuse(undoing: false)])
  }

  /// What joins the request in each state: the block takes operations, batches and layer
  /// mutations; loading takes layer mutations; delivering performs a placeholder's move within
  /// it; everything else is submitted.
  @Test func callsJoinOnlyWhileTheyBelongToTheRequest() {
    typealias Call = ListUpdateMachine.Call
    let calls: [Call] = [.operations, .batch, .layerMutation, .placeholderMove]
    func joining(_ machine: ListUpdateMachine) -> [Call] {
      calls.filter { machine.answer($0) == .joins }
    }
    var machine = ListUpdateMachine()
    machine.make(.batch)
    #expect(joining(machine) == [])
    #expect(machine.isWaitingBatch)
    _ = machine.start(takenOverBlocks: 0, isLoaded: true)
    #expect(joining(machine) == [.operations, .batch, .layerMutation])
    #expect(!machine.isWaitingBatch)
    _ = machine.blockEnded()
    #expect(joining(machine) == [.placeholderMove])
    machine.loadingBegins()
    #expect(joining(machine) == [.layerMutation])
    machine.loadingEnds()
    #expect(machine.committed(followUp: false) == .deliver)
    #expect(joining(machine) == [.placeholderMove])
    #expect(machine.delivered() == .complete)
    #expect(machine.state == .completing)
    #expect(joining(machine) == [.placeholderMove])
    machine.completed()
    #expect(joining(machine) == [])
  }

  @Test func onlyAWaitingBatchCanBeTakenOver() {
    var batch = ListUpdateMachine()
    batch.make(.operations)
    #expect(batch.isWaitingBatch)
    batch.supersede()
    #expect(batch.state == .superseded)
    var reload = ListUpdateMachine()
    reload.make(.reload)
    #expect(!reload.isWaitingBatch)
    var dropped = ListUpdateMachine()
    dropped.make(.batch)
    dropped.drop()
    #expect(dropped.state == .dropped)
    #expect(!dropped.isWaitingBatch)
  }

  @Test func aFinishedRequestCanBeMadeAgain() {
    var machine = ListUpdateMachine()
    machine.make(.display)
    _ = machine.start(takenOverBlocks: 0, isLoaded: true)
    _ = machine.stepEnded()
    machine.completed()
    machine.make(.batch)
    #expect(machine.state == .waiting)
    #expect(machine.start(takenOverBlocks: 0, isLoaded: true) == .runBlock)
  }

  /// Impossible inputs trap, naming the state and the input.
  @Test func impossibleInputsTrapNamingTheStateAndTheInput() async throws {
    let early = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var machine = ListUpdateMachine()
      machine.make(.batch)
      _ = machine.blockEnded()  // its turn never came
    }
    let message = String(decoding: try #require(early).standardErrorContent, as: UTF8.self)
    #expect(message.contains("ListUpdateMachine: blockEnded() of batch while waiting"))
    await #expect(processExitsWith: .failure) {
      var machine = ListUpdateMachine()
      machine.make(.reload)
      _ = machine.start(takenOverBlocks: 0, isLoaded: true)
      _ = machine.refused()  // a reload cannot be refused
    }
  }
}
