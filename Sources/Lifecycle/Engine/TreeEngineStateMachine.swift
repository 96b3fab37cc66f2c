/// The deciding half of a tree's engine: what to do with each piece of work submitted to the
/// tree, when a delivery finishes, when a hold opens or closes, and what runs next from the
/// queue. It performs nothing; ``TreeEngine`` does what it answers (the shape of
/// async-algorithms' `DebounceStateMachine` and `DebounceStorage`).
///
/// **States.** ``State/idle``: nothing under way. ``State/delivering(holds:draining:)``: work
/// is delivering its callbacks (`draining` when it came from the queue). ``State/draining``:
/// between two queued pieces of work. ``State/held(holds:)``: a manual transition or an
/// interactive pop holds the tree and nothing delivers.
///
/// **Queue.** Work submitted while the tree delivers waits here in call order, with its
/// generation (one more than the work whose callbacks submitted it). One bound covers runaway
/// work: a piece more than ``generationLimit`` generations deep, or the ``callLimit``-th piece
/// run in one drain, drops everything still queued.
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
  }

  /// Where the tree stands.
  package enum State: Equatable {
    case idle
    case delivering(holds: Int, draining: Bool)
    case draining
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
    /// Run what is queued (``next()`` until it answers ``Next/done``).
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
  private var queue: [Queued] = []
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
    case .delivering(let holds, _): holds > 0
    case .idle, .draining: false
    }
  }

  /// How many pieces of work wait.
  package var queuedCount: Int { queue.count - head }

  /// The work waiting, in queue order. O(queued).
  package var queuedWork: [Work] { queue[head...].map(\.work) }

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
      queue.append(Queued(work: work, generation: generation))
      return .enqueued
    }
  }

  /// Queued work moves here from another tree's queue, keeping its generation: its turn came
  /// while this tree was held.
  package mutating func adopt(_ work: Work, generation: Int) {
    queue.append(Queued(work: work, generation: generation))
  }

  /// Forwarding work arrives: it never waits.
  package mutating func submitForwarding() -> ForwardAction {
    switch state {
    case .idle:
      state = .delivering(holds: 0, draining: false)
    case .held(let holds):
      state = .delivering(holds: holds, draining: false)
    case .draining:
      state = .delivering(holds: 0, draining: true)
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
  /// ``submitNeedingIdle()`` or ``next()`` is over.
  package mutating func finishDelivery() -> AfterAction {
    guard case .delivering(let holds, let draining) = state else {
      preconditionFailure("TreeEngine: finishDelivery() while \(state)")
    }
    if holds > 0 {
      state = .held(holds: holds)
      return .none
    }
    if draining {
      state = .draining
      return .none  // the drain under way picks up what is queued
    }
    return startDrainIfQueued()
  }

  /// Nothing delivers or holds any more: idle when nothing is queued, else a drain starts.
  private mutating func startDrainIfQueued() -> AfterAction {
    guard head < queue.count else {
      state = .idle
      return .none
    }
    state = .draining
    ranInThisDrain = 0
    return .drain
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
    case .held(let holds) where holds > 1:
      state = .held(holds: holds - 1)
      return .none
    case .held:
      return startDrainIfQueued()
    default:
      preconditionFailure("TreeEngine: release() while \(state)")
    }
  }

  /// The drain asks for the next piece of work. ``Next/run(_:generation:)`` leaves the machine
  /// draining: the storage then delivers it here (``startQueuedDelivery()``) or on its own tree.
  package mutating func next() -> Next {
    switch state {
    case .held, .idle:
      return .done
    case .delivering:
      preconditionFailure("TreeEngine: next() while \(state)")
    case .draining:
      break
    }
    guard head < queue.count else {
      queue.removeAll(keepingCapacity: true)
      head = 0
      state = .idle
      return .done
    }
    let first = queue[head]
    let reachedGenerations = first.generation > Self.generationLimit
    if reachedGenerations || ranInThisDrain == Self.callLimit {
      let dropped = queue[head...].map(\.work)
      queue.removeAll(keepingCapacity: true)
      head = 0
      state = .idle
      return .dropRunaway(
        first: first.work, dropped: dropped.count, reachedGenerations: reachedGenerations,
        work: dropped)
    }
    head += 1
    ranInThisDrain += 1
    return .run(first.work, generation: first.generation)
  }

  /// The work ``next()`` answered is delivered on this tree.
  package mutating func startQueuedDelivery() {
    guard state == .draining else {
      preconditionFailure("TreeEngine: startQueuedDelivery() while \(state)")
    }
    state = .delivering(holds: 0, draining: true)
  }

  /// Hands everything queued to another tree's delivery under way (this tree's own delivery
  /// ended inside it): the machine goes idle.
  package mutating func handOver() -> ArraySlice<Queued> {
    guard state == .draining else {
      preconditionFailure("TreeEngine: handOver() while \(state)")
    }
    let remaining = queue[head...]
    queue.removeAll(keepingCapacity: true)
    head = 0
    state = .idle
    return remaining
  }

  // MARK: Self-check

  /// The machine's invariants, as readable problems; empty when they hold.
  package var invariantViolations: [String] {
    var problems: [String] = []
    if head > queue.count { problems.append("queue head \(head) past its end \(queue.count)") }
    switch state {
    case .idle where head < queue.count:
      problems.append("idle with \(queuedCount) piece(s) of work queued")
    case .held(let holds) where holds < 1, .delivering(let holds, _) where holds < 0:
      problems.append("\(state) with \(holds) hold(s)")
    default: break
    }
    return problems
  }
}
