/// The deciding half of the routing between trees: which engine receives a piece of work and
/// with which generation, whether it runs at once or is refused, which delivery is the
/// outermost, which module work is performing, and where a finished delivery's queue goes. It
/// performs nothing: ``TreeEngine`` keeps one value of it (its only stored static) and does what
/// each answer carries, as async-algorithms' `DebounceStorage` does with the actions of
/// `DebounceStateMachine`.
///
/// **Outermost delivery.** The first delivery to begin while no other delivers is the
/// *outermost*; navigation work submitted while it is under way, whatever its tree, is queued
/// in its queue (``Route/submit(to:generation:)`` names it).
///
/// **Generations.** Work queued by the callbacks of queued work is one generation later than
/// that work; work made outside every queued work is generation 1. ``beginQueuedRun(of:)`` and
/// ``endQueuedRun(restoring:)`` bracket the run of a queued piece.
///
/// **Module work.** The module work performing now, outermost first, with its anchor: a rule
/// ``Rule/waitsForSameAnchor(_:)`` queues behind work of the same anchor and runs at once
/// otherwise.
///
/// Generic over the engine and the module work so it can be tested with plain values. The
/// engine is held unretained: the storage begins and ends each delivery on the engine that
/// delivers, which is alive for the whole of it.
package struct TreeRoutingStateMachine<Engine: AnyObject, Module> {
  /// When a piece of work may run, as its kind and its arguments say (see ``TreeWork/rule``).
  package enum Rule: Equatable {
    /// Navigation: queued while any tree delivers (in the outermost delivery's queue), handed to
    /// its own tree's engine otherwise, which delivers it now or queues it behind a hold.
    case waitsForAnyDelivery
    /// At once, inside a delivery under way if there is one (module work that is part of the
    /// delivery that asks for it).
    case atOnce
    /// As ``atOnce`` unless module work anchored at the given object is performing; then as
    /// ``waitsForAnyDelivery`` (a list's request from one of its own callbacks).
    case waitsForSameAnchor(ObjectIdentifier)
    /// Containment off screen: at once while the target tree has work under way (so
    /// `viewDidLoad` can build children), when `evenIfHeld` or no hold is open; as
    /// ``waitsForAnyDelivery`` otherwise.
    case atOnceWhileTargetBusy(evenIfHeld: Bool)
    /// Only on an idle tree while nothing delivers anywhere (an interactive pop's beginning).
    case needsIdle
  }

  /// What the target tree looks like when work is routed: the facts the rules read.
  package struct TargetState: Equatable {
    /// Nothing is under way in the target tree and nothing holds it.
    package var isIdle: Bool
    /// A manual transition or an interactive pop holds the target tree.
    package var isHeld: Bool

    /// The facts of a target tree.
    package init(isIdle: Bool, isHeld: Bool) {
      (self.isIdle, self.isHeld) = (isIdle, isHeld)
    }
  }

  /// What to do with a piece of work.
  package enum Route {
    /// Submit it to `engine`'s machine with `generation` (the outermost delivery's engine while
    /// one is under way, else the target's own): it is delivered now or queued there.
    case submit(to: Engine, generation: Int)
    /// Run it at once on its target, inside the delivery under way if there is one.
    case atOnce
    /// Deliver it on its target only if that tree's machine is idle; refuse it otherwise.
    case deliverIfIdle
    /// Refuse it: another delivery is under way.
    case refuse
  }

  /// Where the queue of a tree whose delivery just ended goes.
  package enum AfterDelivery {
    /// Drain it here.
    case drain
    /// Hand it to `engine`'s delivery under way (this tree's ended inside it), behind its work.
    case handOver(to: Engine)
  }

  private var outermost: Unmanaged<Engine>?
  private var generation = 0
  /// How many drains are under way (nested through other trees): between two queued pieces no
  /// delivery is under way, yet control is not back in code outside every callback.
  private var drains = 0
  /// The module work performing, outermost first; `nil` until the first one performs, so the
  /// storage's initial value is all zeros and needs no lazy initialization on each access.
  private var performing: [(anchor: ObjectIdentifier, work: Module)]?

  /// No delivery, no queued work running, no module work performing.
  package init() {}

  // MARK: Routing

  /// Decides where `rule`'s work goes, `target` being the state of its tree now.
  package func route(_ rule: Rule, target: TargetState, targetEngine: Engine) -> Route {
    switch rule {
    case .waitsForAnyDelivery:
      return submission(to: targetEngine)
    case .atOnce:
      return .atOnce
    case .waitsForSameAnchor(let anchor):
      return performingWork(anchoredAt: anchor) == nil ? .atOnce : submission(to: targetEngine)
    case .atOnceWhileTargetBusy(let evenIfHeld):
      let busy = !target.isIdle && (evenIfHeld || !target.isHeld)
      return busy ? .atOnce : submission(to: targetEngine)
    case .needsIdle:
      return outermost == nil ? .deliverIfIdle : .refuse
    }
  }

  /// Queued behind the outermost delivery if there is one, else handed to the target's engine;
  /// one generation later than the queued work running now.
  private func submission(to target: Engine) -> Route {
    .submit(to: outermost?.takeUnretainedValue() ?? target, generation: generation + 1)
  }

  // MARK: Deliveries

  /// A delivery of `engine` begins: `true` when it is the outermost (no other was under way).
  @inline(__always)
  package mutating func beginDelivery(of engine: Engine) -> Bool {
    guard outermost == nil else { return false }
    outermost = Unmanaged.passUnretained(engine)
    return true
  }

  /// The delivery ``beginDelivery(of:)`` began is over (`wasOutermost` is what it answered).
  @inline(__always)
  package mutating func endDelivery(wasOutermost: Bool) {
    if wasOutermost { outermost = nil }
  }

  /// `engine`'s delivery is over and its machine says its queue may run: drained here, or handed
  /// to the outermost delivery when that is another tree's.
  package func afterDelivery(of engine: Engine) -> AfterDelivery {
    if let outer = outermost?.takeUnretainedValue(), outer !== engine {
      return .handOver(to: outer)
    }
    return .drain
  }

  /// Whether any tree is delivering callbacks.
  package var isAnyTreeDelivering: Bool { outermost != nil }

  /// Whether control is back in code outside every callback: no delivery, no drain, no queued
  /// work running.
  @inline(__always)
  package var isAtTopLevel: Bool { outermost == nil && generation == 0 && drains == 0 }

  /// Whether the outermost delivery, once over, returns to code outside every callback: it is
  /// neither queued work running nor inside a drain (asked by the outermost delivery itself).
  @inline(__always)
  package var outermostReturnsToTopLevel: Bool { generation == 0 && drains == 0 }

  /// A drain of queued work begins (see ``drainEnds()``): until it ends, work it releases (a
  /// controller freed with the queued call that was its last owner) finds the engines busy.
  package mutating func drainBegins() {
    drains += 1
  }

  /// The drain ``drainBegins()`` began is over.
  package mutating func drainEnds() {
    guard drains > 0 else { preconditionFailure("TreeEngine: drainEnds() with no drain under way") }
    drains -= 1
  }

  // MARK: Generations

  /// Queued work of `generation` starts running: what it queues is one generation later.
  /// Returns the generation to restore when it is over.
  package mutating func beginQueuedRun(of generation: Int) -> Int {
    defer { self.generation = generation }
    return self.generation
  }

  /// The queued work ``beginQueuedRun(of:)`` started is over.
  package mutating func endQueuedRun(restoring previous: Int) {
    generation = previous
  }

  // MARK: Module work

  /// `work`, anchored at `anchor`, starts performing.
  package mutating func moduleWorkBegins(_ work: Module, anchoredAt anchor: ObjectIdentifier) {
    // Moved out and back, so the append finds its buffer unique and never copies it.
    var stack = performing ?? []
    performing = nil
    stack.append((anchor, work))
    performing = stack
  }

  /// The innermost module work performing is over: returned, so the storage lets go of it
  /// after this call (its last reference may free a list, whose deinit reaches the engines).
  @discardableResult
  package mutating func moduleWorkEnds() -> Module {
    guard let ended = performing?.popLast() else {
      preconditionFailure("TreeEngine: moduleWorkEnds() with no module work performing")
    }
    return ended.work
  }

  /// The innermost module work anchored at `anchor` performing now, or `nil`. O(depth of nested
  /// module work), usually 0 or 1.
  package func performingWork(anchoredAt anchor: ObjectIdentifier) -> Module? {
    performing?.last { $0.anchor == anchor }?.work
  }

  // MARK: Self-check

  /// The routing's invariants outside every callback, as readable problems; empty when they
  /// hold. Meaningful only at top level (``isAtTopLevel``); empty otherwise.
  package var invariantViolations: [String] {
    guard isAtTopLevel, let performing, !performing.isEmpty else { return [] }
    return ["\(performing.count) module work(s) performing outside every delivery"]
  }
}
