/// The deciding half of a tree's engine: what to do with each piece of work submitted to the
/// tree, when a delivery finishes, when a hold opens or closes, and what runs next from the
/// queue. It performs nothing; ``TreeEngine`` does what it answers (the shape of
/// async-algorithms' `DebounceStateMachine` and `DebounceStorage`).
///
/// **States.** ``State/idle``: nothing under way. ``State/delivering(holds:draining:)``: work
/// is delivering its callbacks (`draining` when it came from the queue).
/// ``State/draining(holds:)``: between two queued pieces of work (a *held drain* when `holds`
/// is not 0). ``State/held(holds:)``: a manual transition or an interactive pop holds the tree
/// and nothing delivers.
///
/// **Queue.** Work submitted while the tree delivers waits here in call order, with its
/// generation (one more than the work whose callbacks submitted it) and whether it waits for
/// holds. A drain runs it in queue order. A held drain runs only the work that does not wait
/// for holds (list requests), in queue order, and leaves the rest queued, in its order, for the
/// release: so work that does not wait for holds overtakes navigation queued before it while
/// the tree is held, exactly as it would had both calls been made outside every callback during
/// the hold (the navigation queued, the list request at once). When a delivery ends with a hold
/// open and such work is queued, a held drain starts; nothing that does not wait for holds stays
/// queued in a held tree (``invariantViolations``).
///
/// **Bound.** One bound covers runaway work: a piece more than ``generationLimit`` generations
/// deep, or the ``callLimit``-th piece run in one drain, drops everything the drain would still
/// run (in a held drain, the work that does not wait for holds; navigation waiting for the
/// release stays queued and is counted by the drain that runs it).
///
/// **Traps.** An input that cannot happen in the current state (finishing a delivery that never
/// started, releasing a hold nobody opened) traps with a message naming the state and the input:
/// it is a bug in the library, never a user error.
///
/// Generic over the work so it can be tested with plain values.
package struct TreeEngineStateMachine<Work> {
  /// A piece of work waiting for its turn.
  package struct Queued {
    package let work: Work
    package let generation: Int
    /// Whether the work waits while a hold is open: a held drain skips it.
    package let waitsForHolds: Bool

    /// `work` of `generation`, waiting for holds or not.
    package init(work: Work, generation: Int, waitsForHolds: Bool) {
      self.work = work
      self.generation = generation
      self.waitsForHolds = waitsForHolds
    }
  }

  /// Where the tree stands.
  package enum State: Equatable {
    case idle
    case delivering(holds: Int, draining: Bool)
    /// Between two queued pieces of work; with `holds` open, only work that does not wait for
    /// holds runs (a held drain).
    case draining(holds: Int)
    case held(holds: Int)
  }

  /// What to do with submitted navigation work.
  package enum SubmitAction: Equatable {
    /// Deliver it now: the machine is now ``State/delivering(holds:draining:)``.
    case deliverNow
    /// It was queued behind the work under way (or behind a hold).
    case enqueued
  }

  /// What to do with forwarding work (manual forwarding, replay, the end of a gesture): it runs
  /// at once, as part of a delivery under way or as one of its own.
  package enum ForwardAction: Equatable {
    /// A delivery of its own: the machine is now ``State/delivering(holds:draining:)``.
    case deliverNow
    /// Inside the delivery under way: nothing to open or finish.
    case deliverNested
  }

  /// What to do once a delivery is over, or a hold released.
  package enum AfterAction: Equatable {
    /// Nothing: the tree is idle or held, or an outer drain goes on by itself.
    case none
    /// Run what is queued (``next()`` until it answers ``Next/done``): everything, or, in a held
    /// drain, the work that does not wait for holds.
    case drain
  }

  /// What the drain runs next.
  package enum Next {
    case run(Work, generation: Int)
    /// Everything queued was dropped, `first` the first of `dropped` pieces; `work` lists them
    /// all, in queue order, so the storage can tell each one.
    case dropRunaway(first: Work, dropped: Int, reachedGenerations: Bool, work: [Work])
    case done
  }

  /// How many generations of queued work may run before the rest counts as runaway.
  package static var generationLimit: Int { 1_000 }
  /// How many queued pieces of work may run in one drain before the rest counts as runaway.
  package static var callLimit: Int { 100_000 }

  package private(set) var state = State.idle
  /// The queue; slots before `head` were run and are `nil`: the machine never holds the last
  /// reference to work it handed out, so no deinit (a controller freed with the call that was
  /// its last owner) runs while the machine is being changed.
  private var queue: [Queued?] = []
  private var head = 0
  private var ranInThisDrain = 0

  /// An idle machine with nothing queued.
  package init() {}

  /// Whether nothing is under way and nothing holds the tree.
  package var isIdle: Bool { state == .idle }

  /// Whether a manual transition or an interactive pop holds the tree.
  package var isHeld: Bool {
    switch state {
    case .held: true
    case .delivering(let holds, _), .draining(let holds): holds > 0
    case .idle: false
    }
  }

  /// How many pieces of work wait.
  package var queuedCount: Int { queue.count - head }

  /// The work waiting, in queue order. O(queued).
  package var queuedWork: [Work] { queue[head...].compactMap { $0?.work } }

  // MARK: Inputs

  /// Navigation work arrives (a push, a present, a window shown...). Delivered now when the
  /// tree is idle, or held and the work does not wait for holds; queued otherwise.
  package mutating func submit(_ work: Work, generation: Int, waitsForHolds: Bool) -> SubmitAction {
    switch state {
    case .idle:
      state = .delivering(holds: 0, draining: false)
      return .deliverNow
    case .held(let holds) where !waitsForHolds:
      state = .delivering(holds: holds, draining: false)
      return .deliverNow
    case .held, .delivering, .draining:
      queue.append(Queued(work: work, generation: generation, waitsForHolds: waitsForHolds))
      return .enqueued
    }
  }

  /// Queued work moves here from another tree's queue, keeping its generation, behind the work
  /// queued here: the other tree's delivery ended inside this tree's (``handOver()``).
  package mutating func adopt(_ queued: Queued) {
    queue.append(queued)
  }

  /// Forwarding work arrives: it never waits.
  package mutating func submitForwarding() -> ForwardAction {
    switch state {
    case .idle:
      state = .delivering(holds: 0, draining: false)
    case .held(let holds):
      state = .delivering(holds: holds, draining: false)
    case .draining(let holds):
      state = .delivering(holds: holds, draining: true)
    case .delivering:
      return .deliverNested
    }
    return .deliverNow
  }

  /// Work that needs the tree idle (an interactive pop beginning) arrives: `true` when it may
  /// deliver now (the machine is then delivering), `false` when it must be refused.
  package mutating func submitNeedingIdle() -> Bool {
    guard state == .idle else { return false }
    state = .delivering(holds: 0, draining: false)
    return true
  }

  /// A delivery started by ``submit(_:generation:waitsForHolds:)``, ``submitForwarding()``,
  /// ``submitNeedingIdle()`` or ``next()`` is over. With a hold open, a held drain starts when
  /// work that does not wait for holds is queued; the tree is held otherwise.
  package mutating func finishDelivery() -> AfterAction {
    guard case .delivering(let holds, let draining) = state else {
      preconditionFailure("TreeEngine: finishDelivery() while \(state)")
    }
    if draining {
      state = .draining(holds: holds)
      return .none  // the drain under way picks up what is queued (and may run now)
    }
    guard head < queue.count else {
      // Nothing queued, the common end of a delivery.
      state = holds > 0 ? .held(holds: holds) : .idle
      return .none
    }
    return startDrainIfQueued(holds: holds)
  }

  /// Nothing delivers any more: idle (or held) when nothing that may run now is queued, else a
  /// drain (a held drain when `holds` is not 0) starts.
  private mutating func startDrainIfQueued(holds: Int) -> AfterAction {
    guard firstRunnable(holds: holds) != nil else {
      state = holds > 0 ? .held(holds: holds) : .idle
      return .none
    }
    state = .draining(holds: holds)
    ranInThisDrain = 0
    return .drain
  }

  /// The index of the first queued piece that may run with `holds` open, or `nil`. O(1) without
  /// holds; O(queued) in a held drain, which skips navigation waiting for the release.
  private func firstRunnable(holds: Int) -> Int? {
    guard head < queue.count else { return nil }  // no slice of an empty queue is made
    guard holds > 0 else { return head }
    return queue[head...].firstIndex { $0?.waitsForHolds == false }
  }

  /// A manual transition or an interactive pop opens a hold, from inside its delivery.
  package mutating func hold() {
    guard case .delivering(let holds, let draining) = state else {
      preconditionFailure("TreeEngine: hold() while \(state)")
    }
    state = .delivering(holds: holds + 1, draining: draining)
  }

  /// A hold closes. When it was the last and nothing delivers, what waited may run.
  package mutating func release() -> AfterAction {
    switch state {
    case .delivering(let holds, let draining) where holds > 0:
      state = .delivering(holds: holds - 1, draining: draining)
      return .none
    case .draining(let holds) where holds > 0:
      // Released from the callbacks of queued work another tree delivers: the drain under way
      // goes on, with navigation too once no hold is left.
      state = .draining(holds: holds - 1)
      return .none
    case .held(let holds) where holds > 1:
      state = .held(holds: holds - 1)
      return .none
    case .held:
      return startDrainIfQueued(holds: 0)
    default:
      preconditionFailure("TreeEngine: release() while \(state)")
    }
  }

  /// The drain asks for the next piece of work: the first queued, or, in a held drain, the
  /// first that does not wait for holds. ``Next/run(_:generation:)`` leaves the machine
  /// draining: the storage then delivers it here (``startQueuedDelivery()``) or on its own tree.
  /// A held drain with nothing left to run leaves the machine held, the rest queued in order.
  package mutating func next() -> Next {
    let holds: Int
    switch state {
    case .held, .idle:
      return .done
    case .delivering:
      preconditionFailure("TreeEngine: next() while \(state)")
    case .draining(let open):
      holds = open
    }
    guard let index = firstRunnable(holds: holds) else {
      if head == queue.count {
        queue.removeAll(keepingCapacity: true)
        head = 0
      }
      state = holds > 0 ? .held(holds: holds) : .idle
      return .done
    }
    guard let first = queue[index] else {
      preconditionFailure("TreeEngine: queue slot \(index) is empty at or after the head \(head)")
    }
    let reachedGenerations = first.generation > Self.generationLimit
    if reachedGenerations || ranInThisDrain == Self.callLimit {
      let dropped = removeRunnable(holds: holds).map(\.work)
      state = holds > 0 ? .held(holds: holds) : .idle
      return .dropRunaway(
        first: first.work, dropped: dropped.count, reachedGenerations: reachedGenerations,
        work: dropped)
    }
    if index == head {
      queue[head] = nil  // `first` keeps the work: this is never its last reference
      head += 1
    } else {
      queue.remove(at: index)
    }
    ranInThisDrain += 1
    return .run(first.work, generation: first.generation)
  }

  /// Removes and returns, in queue order, everything that may run with `holds` open; what waits
  /// for holds stays queued, in order.
  private mutating func removeRunnable(holds: Int) -> [Queued] {
    let removed: [Queued]
    if holds > 0 {
      removed = queue[head...].compactMap { $0 }.filter { !$0.waitsForHolds }
      queue = queue[head...].filter { $0?.waitsForHolds == true }
    } else {
      removed = queue[head...].compactMap { $0 }
      queue.removeAll(keepingCapacity: true)
    }
    head = 0
    return removed
  }

  /// Removes and returns, in queue order, the queued work `isTaken` picks (work queued now that
  /// supersedes work queued before it, see ``ModuleWork/supersedes(_:)``); the rest keeps its
  /// order. O(queued).
  package mutating func removeQueued(where isTaken: (Work) -> Bool) -> [Work] {
    var taken: [Work] = []
    var kept: [Queued?] = []
    for case let queued? in queue[head...] {
      if isTaken(queued.work) { taken.append(queued.work) } else { kept.append(queued) }
    }
    guard !taken.isEmpty else { return [] }
    queue = kept
    head = 0
    return taken
  }

  /// The work ``next()`` answered is delivered on this tree.
  package mutating func startQueuedDelivery() {
    guard case .draining(let holds) = state else {
      preconditionFailure("TreeEngine: startQueuedDelivery() while \(state)")
    }
    state = .delivering(holds: holds, draining: true)
  }

  /// Hands what a drain starting now would run to another tree's delivery under way (this
  /// tree's own delivery ended inside it), in queue order: everything, the machine going idle,
  /// or, in a held drain, the work that does not wait for holds, the machine going held with
  /// the rest queued in order.
  package mutating func handOver() -> [Queued] {
    guard case .draining(let holds) = state else {
      preconditionFailure("TreeEngine: handOver() while \(state)")
    }
    let handed = removeRunnable(holds: holds)
    state = holds > 0 ? .held(holds: holds) : .idle
    return handed
  }

  // MARK: Self-check

  /// The machine's invariants, as readable problems; empty when they hold.
  package var invariantViolations: [String] {
    var problems: [String] = []
    if head > queue.count { problems.append("queue head \(head) past its end \(queue.count)") }
    switch state {
    case .idle where head < queue.count:
      problems.append("idle with \(queuedCount) piece(s) of work queued")
    case .held(let holds) where holds < 1, .delivering(let holds, _) where holds < 0,
      .draining(let holds) where holds < 0:
      problems.append("\(state) with \(holds) hold(s)")
    case .held where firstRunnable(holds: 1) != nil:
      problems.append(
        "\(state) with work that does not wait for holds queued (\(queuedCount) piece(s) queued)")
    default: break
    }
    return problems
  }
}
