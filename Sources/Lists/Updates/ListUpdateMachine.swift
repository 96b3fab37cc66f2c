/// The deciding half of one list request (``ListWork``): which step of the update comes next,
/// and what a call made meanwhile joins. It performs nothing; ``ListWork/perform()`` does each
/// step it answers and reports how the step ended, as ``TreeEngine`` does with the answers of
/// `TreeEngineStateMachine` (the shape of async-algorithms' `DebounceStateMachine` and
/// `DebounceStorage`).
///
/// **Steps of an update.** A batch runs its block (recording), then reads the counts, checks
/// and commits the model (``Step/commit(readingCounts:)``), then delivers the change
/// (``Step/deliver``: rows that left end displaying, the list's actions hear the change, rows
/// that entered are displayed), then, when the batch moved rows it also updates, commits and
/// delivers a second change; a reload runs the blocks of the batches it took over, one at a
/// time, then reads every count, tells the layers (loading) and commits, then delivers; every
/// request ends with its completions (``Step/complete`` or ``Step/refuse(undoing:)``).
///
/// **Joining.** While a block runs, single operations, nested batches, `apply` and layer
/// mutations join the request; while the layers hear `contentDidReload`, layer mutations join
/// it; while its callbacks are delivered, an empty-state placeholder's move is a step of the
/// delivery and every other request of the list is submitted (queued behind it by the engine).
///
/// **Traps.** An input that cannot happen in the current state traps with a message naming the
/// state and the input: a bug in the library, never a user error.
package struct ListUpdateMachine: Equatable, Sendable {
  /// What the request asks, without its payload (the work keeps the block, the viewport, the
  /// tapped row).
  package enum Request: Equatable, Sendable {
    /// Reads the counts of a list never loaded.
    case load
    /// Reads every count again and redisplays.
    case reload
    /// A batch whose block runs in its turn.
    case batch
    /// A batch of operations already named (a single operation outside a batch).
    case operations
    /// Insertion-layer mutations only, as one change.
    case layers
    /// A display pass with no change (a viewport or prefetch distance change, appearing,
    /// disappearing).
    case display
    /// A simulated tap.
    case tap
  }

  /// Where the request stands.
  package enum State: Equatable, Sendable {
    /// Queued, or about to run.
    case waiting
    /// A block runs: the batch's own (`takenOver` is `nil`) or the one at `takenOver` among the
    /// `of` blocks of the batches a reload took over.
    case recording(takenOver: Int?, of: Int)
    /// Its callbacks are being delivered.
    case delivering
    /// The layers hear `contentDidReload`, inside the delivery.
    case loading
    /// Its completions hear the outcome, still inside its delivery.
    case completing
    /// Over.
    case finished
    /// A queued reload took it over: it never performs on its own.
    case superseded
    /// Dropped from the queue as runaway: it never performs.
    case dropped
  }

  /// What the storage does next.
  package enum Step: Equatable, Sendable {
    /// Runs the block of the batch at this index among those the reload took over.
    case runTakenOverBlock(Int)
    /// Runs the batch's own block.
    case runBlock
    /// Reads the counts (or takes the current ones, for layer mutations only), checks the
    /// operations and commits the model. Throws, changing nothing, when the check fails.
    case commit(readingCounts: Bool)
    /// Commits the updates of rows the batch moved, at their new paths: a second change.
    case commitFollowUp
    /// Reads every count, tells the layers and commits the model: every row is displayed
    /// afresh.
    case reload
    /// Delivers the change committed: rows that left end displaying, the list's actions hear
    /// the change, rows that entered are displayed.
    case deliver
    /// Reads the counts of a list never loaded, telling the layers.
    case load
    /// A display pass: rows that left the viewport end, rows that entered are displayed.
    case settleDisplay
    /// The tap, in UIKit's order. Throws when the row is gone.
    case tap
    /// The completions hear the change.
    case complete
    /// The request is refused: when `undoing`, the snapshot set in its block is put back and its
    /// layer mutations are dropped; its completions hear the error.
    case refuse(undoing: Bool)
  }

  /// A call made on the list while the request performs.
  package enum Call: Equatable, Sendable {
    /// A single operation (``ListController/insertRows(at:)`` and the others).
    case operations
    /// A batch, or an `apply`.
    case batch
    /// An insertion layer's mutation (or its attachment, or its removal).
    case layerMutation
    /// A move of an empty-state placeholder following the list.
    case placeholderMove
  }

  /// What becomes of a call made while the request performs.
  package enum CallAnswer: Equatable, Sendable {
    /// It is part of this request: recorded into it, or, for a placeholder's move, performed
    /// now as a step of its delivery.
    case joins
    /// It is a request of its own, submitted to the engine (queued behind this one when this
    /// one delivers callbacks).
    case isSubmitted
  }

  /// Where the request stands now.
  package private(set) var state = State.waiting
  /// What the request asks (set by ``make(_:)``).
  private var request = Request.display
  /// Whether a second change is owed after the first one's delivery.
  private var owesFollowUp = false

  /// A request waiting for its turn.
  package init() {}

  /// Whether the request is a batch still waiting for its turn (a queued reload may take it
  /// over).
  package var isWaitingBatch: Bool {
    state == .waiting && (request == .batch || request == .operations)
  }

  /// What becomes of `call`, made now.
  package func answer(_ call: Call) -> CallAnswer {
    switch (state, call) {
    case (.recording, .operations), (.recording, .batch), (.recording, .layerMutation),
      (.loading, .layerMutation), (.delivering, .placeholderMove), (.completing, .placeholderMove):
      .joins
    default: .isSubmitted
    }
  }

  // MARK: Inputs

  /// The request is made (or a spare one is made again): it waits for its turn.
  package mutating func make(_ request: Request) {
    switch state {
    case .waiting, .finished, .superseded, .dropped:
      self = ListUpdateMachine()
      self.request = request
    default: preconditionFailure("ListUpdateMachine: make(\(request)) while \(state)")
    }
  }

  /// The request's turn comes. `takenOverBlocks` is how many blocks of taken-over batches a
  /// reload runs first; `isLoaded` whether the list read its counts before.
  package mutating func start(takenOverBlocks: Int, isLoaded: Bool) -> Step {
    require(.waiting, "start()")
    switch request {
    case .load:
      if isLoaded {
        state = .completing
        return .complete
      }
      state = .delivering
      return .load
    case .reload:
      if takenOverBlocks > 0 {
        state = .recording(takenOver: 0, of: takenOverBlocks)
        return .runTakenOverBlock(0)
      }
      state = .delivering
      return .reload
    case .batch:
      state = .recording(takenOver: nil, of: 0)
      return .runBlock
    case .operations:
      state = .delivering
      return .commit(readingCounts: true)
    case .layers:
      state = .delivering
      return .commit(readingCounts: false)
    case .display:
      state = .delivering
      return .settleDisplay
    case .tap:
      state = .delivering
      return .tap
    }
  }

  /// The block that ran returned (a taken-over block that threw ends too: it changed nothing
  /// and the reload goes on).
  package mutating func blockEnded() -> Step {
    switch state {
    case .recording(nil, _):
      state = .delivering
      return .commit(readingCounts: true)
    case .recording(.some(let index), let count) where index + 1 < count:
      state = .recording(takenOver: index + 1, of: count)
      return .runTakenOverBlock(index + 1)
    case .recording(.some, _):
      state = .delivering
      return .reload
    default: preconditionFailure("ListUpdateMachine: blockEnded() of \(request) while \(state)")
    }
  }

  /// The layers start hearing `contentDidReload` (inside a reload, a load, or the commit of a
  /// list never loaded).
  package mutating func loadingBegins() {
    require(.delivering, "loadingBegins()")
    state = .loading
  }

  /// The layers heard `contentDidReload`.
  package mutating func loadingEnds() {
    require(.loading, "loadingEnds()")
    state = .delivering
  }

  /// A change was committed (a batch's, a follow-up's, a reload's); `followUp` when the batch
  /// also updates rows it moved (a second change, after this one's delivery).
  package mutating func committed(followUp: Bool) -> Step {
    require(.delivering, "committed()")
    if followUp { owesFollowUp = true }
    return .deliver
  }

  /// The committed change was delivered.
  package mutating func delivered() -> Step {
    require(.delivering, "delivered()")
    if owesFollowUp {
      owesFollowUp = false
      return .commitFollowUp
    }
    state = .completing
    return .complete
  }

  /// A step that ends the request's work (a load, a display pass, a tap) is over.
  package mutating func stepEnded() -> Step {
    require(.delivering, "stepEnded()")
    state = .completing
    return .complete
  }

  /// The step under way threw: the block, the check, or the tap.
  package mutating func refused() -> Step {
    switch (state, request) {
    case (.recording(nil, _), .batch), (.delivering, .batch), (.delivering, .operations),
      (.delivering, .layers):
      state = .completing
      return .refuse(undoing: true)
    case (.delivering, .tap):
      state = .completing
      return .refuse(undoing: false)
    default: preconditionFailure("ListUpdateMachine: refused() of \(request) while \(state)")
    }
  }

  /// The completions heard the outcome: the request is over.
  package mutating func completed() {
    require(.completing, "completed()")
    state = .finished
  }

  /// Traps unless the machine is in `expected` when `input` arrives: an impossible input is a bug
  /// of the library, named with the request and the state.
  private func require(_ expected: State, _ input: String) {
    guard state == expected else {
      preconditionFailure("ListUpdateMachine: \(input) of \(request) while \(state)")
    }
  }

  /// A queued reload takes this waiting batch over.
  package mutating func supersede() {
    guard isWaitingBatch else {
      preconditionFailure("ListUpdateMachine: supersede() of \(request) while \(state)")
    }
    state = .superseded
  }

  /// The engine dropped the waiting request as runaway.
  package mutating func drop() {
    require(.waiting, "drop()")
    state = .dropped
  }
}
