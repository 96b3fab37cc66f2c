/// The engine of one screen tree (a window and everything in it, or, outside any window, a
/// controller's topmost ancestor with its presentations): the storage that performs what its
/// ``TreeEngineStateMachine`` decides, and the only thing that delivers callbacks.
///
/// Every call that changes what a tree shows is a ``TreeWork`` value submitted here
/// (``run(_:)``). Navigation work made while *any* tree delivers callbacks is queued behind the
/// delivering work, whatever tree it targets, and runs after its last callback, in call order;
/// when its turn comes it finds its target's tree then, and waits in that tree's queue if a
/// manual transition or an interactive pop holds it. Made outside every callback, it runs at
/// once on an idle tree: trees never block one another. Forwarding work (manual forwarding,
/// replay, a gesture's end) runs at once, inside a delivery under way if there is one.
///
/// **Holds.** Work that does not wait for holds (``TreeWork/waitsForHolds``: list requests)
/// never waits for one: queued behind a delivery that ends with a hold open (a gesture's begin,
/// a manual `beginAppearanceTransition`), it runs right after that delivery, in queue order,
/// ahead of the navigation queued there, which waits for the release (a *held drain*, see
/// ``TreeEngineStateMachine``). When that delivery ended inside another tree's, the work is
/// handed over to that delivery instead, behind its own work, and the navigation stays.
///
/// **Bound.** Generations, not calls, are counted: work queued by the callbacks of queued work
/// is one generation later. Past ``TreeEngineStateMachine/generationLimit`` generations, or
/// ``TreeEngineStateMachine/callLimit`` pieces run in one drain, the rest is dropped with a
/// ``Diagnostic/Kind/runawayNavigation`` diagnostic.
///
/// **Registry.** While a tree delivers (its work performing and its callbacks), its registry is
/// ``LifeCircleRegistry/current``: its window's, else its root's. A screen made in a callback
/// belongs to the registry of the screens it joins; the previous registry is current again
/// once the delivery is over. Nothing changes, and nothing is retained, when that registry is
/// already current.
///
/// Controllers of different registries in one tree share its engine.
@MainActor
package final class TreeEngine {
  // Exclusivity: every access to `machine` is one mutating call or read on the value that calls
  // no code outside it (the storage acts on what it returns, between accesses), and never lets
  // go of the last reference to a piece of work (it hands work out, and the storage releases
  // it, so no deinit runs inside an access), so no two accesses can overlap and the runtime
  // check, paid on every manual forward, could never fire. Debug builds check it.
  #if DEBUG
    private var machine = TreeEngineStateMachine<TreeWork>()  // checked in debug builds
  #else
    @exclusivity(unchecked) private var machine = TreeEngineStateMachine<TreeWork>()
  #endif

  /// The routing between trees (the outermost delivery, the generation of the queued work
  /// running, the module work performing): the engines' only stored static, a storage whose
  /// state is its machine. Every access is one call on the value that calls no code outside it.
  #if DEBUG
    private static var routing = TreeRoutingStateMachine<TreeEngine, any ModuleWork>()
  #else
    @exclusivity(unchecked) private static var routing =
      TreeRoutingStateMachine<TreeEngine, any ModuleWork>()
  #endif

  /// How many generations of queued work may run before the rest counts as runaway.
  package static var generationLimit: Int { TreeEngineStateMachine<TreeWork>.generationLimit }
  /// How many queued pieces of work may run in one drain before the rest counts as runaway.
  package static var callLimit: Int { TreeEngineStateMachine<TreeWork>.callLimit }

  /// The window whose tree this engine delivers for, if any: whose registry's focus its
  /// deliveries may change.
  // Unowned, not weak, so reading it on every delivery takes no weak load: the window owns its
  // engine and clears this in its deinit (on the main actor, like every read), so a manual
  // transition that keeps the engine after the window is gone finds `nil`, never a freed window.
  unowned(unsafe) private(set) var window: Window?

  /// The registry of ``window``: reading it touches no window (a window's reference counts go
  /// through its side table, windows being held weakly, so each retain of one costs several
  /// times a plain one).
  // Unowned like `window`, and valid exactly as long: the window holds its registry strongly,
  // and `attach(to:)` and `detachWindow()` set and clear both together.
  unowned(unsafe) private(set) var windowRegistry: LifeCircleRegistry?

  /// Makes this engine the engine of `window`'s tree: called once, by the window's init.
  func attach(to window: Window) {
    self.window = window
    windowRegistry = window.registry
  }

  /// Forgets the window: called by its deinit (the engine may outlive it).
  func detachWindow() {
    window = nil
    windowRegistry = nil
  }

  #if DEBUG
    /// This engine's lifetime, with its weak twin: what a delivery's registry scope checks its
    /// unowned reference to the engine against in debug builds (see
    /// `LifeCircleRegistry.DeliveringTree`).
    let debugLifetime = Lifetime()

    init() {
      debugLifetime.setTwin(self)
    }

    isolated deinit {
      debugLifetime.end()
    }
  #else
    init() {}
  #endif

  /// Decides focus (``FocusCoordinator/settle()``) when a delivery returns to code outside
  /// every callback and a registry owes a decision: the work under way, and everything it
  /// queued, has drained. One load and a `nil` check otherwise.
  @inline(__always)
  static func settleFocusIfAtTopLevel() {
    if routing.isAtTopLevel && !FocusCoordinator.pending.isEmpty {
      FocusCoordinator.settle()
    }
  }

  /// ``settleFocusIfAtTopLevel()`` after a delivery that decided `rounds` focus rounds as its
  /// last step (``decideFocusAsLastStep()``): the runaway bound counts them.
  @inline(__always)
  private static func settleFocusIfAtTopLevel(afterRounds rounds: Int) {
    if routing.isAtTopLevel && !FocusCoordinator.pending.isEmpty {
      FocusCoordinator.settle(roundsDecided: rounds)
    }
  }

  /// Runs the focus round owed now as the last step of this engine's delivery under way,
  /// instead of a delivery of its own right after it, when the two are the same: this is the
  /// outermost delivery, it returns to code outside every callback, nothing is queued behind
  /// it and no hold is open (so the engine would be idle once it ends, where focus is decided),
  /// and the round would be delivered on this engine (see
  /// ``FocusCoordinator/settleAsLastStep(of:)``). Returns the rounds decided (0 or 1).
  @inline(__always)
  private func decideFocusAsLastStep() -> Int {
    guard !FocusCoordinator.pending.isEmpty, Self.routing.outermostReturnsToTopLevel,
      machine.state == .delivering(holds: 0, draining: false), machine.queuedCount == 0
    else { return 0 }
    return FocusCoordinator.settleAsLastStep(of: self) ? 1 : 0
  }

  /// Whether nothing is under way in this tree and nothing holds it.
  var isIdle: Bool { machine.isIdle }

  /// Whether a manual transition or an interactive pop holds this tree.
  var isHeld: Bool { machine.isHeld }

  /// Whether work is under way in this tree (a delivery, or a drain between two queued pieces)
  /// and no manual transition or interactive pop holds it.
  var isBusyWithNoHoldOpen: Bool { !machine.isIdle && !machine.isHeld }

  /// Whether any tree is delivering callbacks now.
  package static var isAnyTreeDelivering: Bool { routing.isAnyTreeDelivering }

  // MARK: Module work

  /// The innermost module work anchored at `anchor` that is performing now (its callbacks are
  /// being delivered), or `nil`. O(depth of nested module work), usually 0 or 1.
  package static func deliveringModuleWork(anchoredAt anchor: ScreenController)
    -> (any ModuleWork)?
  {
    routing.performingWork(anchoredAt: ObjectIdentifier(anchor))
  }

  /// `work` starts performing (called by the work's `perform`, see ``TreeWork``).
  static func moduleWorkBegins(_ work: any ModuleWork) {
    routing.moduleWorkBegins(work, anchoredAt: ObjectIdentifier(work.anchor))
  }

  /// The innermost module work finished performing.
  static func moduleWorkEnds() {
    // Released here, after the routing's access: never while its state is being changed.
    // `extendLifetime`, not `withExtendedLifetime(_:_:)`: an empty closure written here would
    // check the main actor at run time.
    let ended = routing.moduleWorkEnds()
    extendLifetime(ended)
  }

  // MARK: Submitting work

  /// Submits `work` to the engine of its tree and performs what the machine decides.
  ///
  /// - Returns: The change delivered, or `nil` when the work was queued.
  /// - Throws: The work's error when it ran now (a queued work's error goes to diagnostics);
  ///   ``NavigationError`` with ``NavigationError/Reason/transitionInProgress`` for work that
  ///   needs an idle tree and did not find one.
  @discardableResult
  static func run(_ work: TreeWork) throws -> ScreenChange? {
    let engine = work.engine
    let target = TreeRoutingStateMachine<TreeEngine, any ModuleWork>.TargetState(
      isIdle: engine.isIdle, isHeld: engine.isHeld)
    switch routing.route(work.rule, target: target, targetEngine: engine) {
    case .submit(let receiver, let generation):
      switch receiver.machine.submit(
        work, generation: generation, waitsForHolds: work.waitsForHolds)
      {
      case .enqueued:
        if case .module(let module) = work { receiver.letQueuedWorkBeTakenOver(by: module) }
        return nil
      case .deliverNow: return try engine.deliverWork(work)
      }
    case .atOnce:
      switch engine.machine.submitForwarding() {
      case .deliverNested:
        let scope = engine.beginDeliveryScope(anchoredAt: work.anchor)
        defer { LifeCircleRegistry.endDelivery(scope) }
        let change = try work.perform()
        engine.deliver(change)
        return change
      case .deliverNow: return try engine.deliverWork(work)
      }
    case .deliverIfIdle:
      guard engine.machine.submitNeedingIdle() else { throw work.refusalWhileBusy }
      return try engine.deliverWork(work)
    case .refuse:
      throw work.refusalWhileBusy
    }
  }

  /// Module work just queued here takes over the module work queued before it that it says it
  /// supersedes (``ModuleWork/supersedes(_:)``): those leave the queue, in queue order, and are
  /// handed to it (``ModuleWork/takeOver(_:)``). The engine decides; the work only answers.
  private func letQueuedWorkBeTakenOver(by work: any ModuleWork) {
    guard work.supersedesQueuedWork else { return }
    let taken = machine.removeQueued { queued in
      if case .module(let other) = queued, other !== work, work.supersedes(other) {
        true
      } else {
        false
      }
    }
    for case .module(let other) in taken { work.takeOver(other) }
  }

  /// Runs forwarding work on this engine at once (see ``deliverAtOnce(_:)``).
  @inline(__always)  // folds the switch on a literal work at each call site
  func forward(_ work: ForwardingWork) {
    deliverAtOnce(anchoredAt: work.anchor) { deliver(work) }
  }

  /// Forwards `event` by hand to `controller` (``ScreenController/beginAppearanceTransition(_:animated:)``
  /// and ``ScreenController/endAppearanceTransition()``), at once, as forwarding work does. The
  /// hottest path of custom containers, so it takes its two values directly rather than a
  /// ``ForwardingWork`` (whose payload would be retained and released on every event).
  func forwardManually(_ event: LifecycleEvent, to controller: ScreenController, animated: Bool) {
    deliverAtOnce(anchoredAt: controller) {
      deliverManualForward(event, to: controller, animated: animated)
    }
  }

  /// Delivers an event a host delivered (``ScreenController/deliverHostedEvent(_:animated:flags:)``)
  /// at once, as a manual forward, and, after a `didDisappear`, cuts the links the controller
  /// kept while leaving (inside the delivery, so the focus decision that follows sees them cut).
  func forwardHosted(_ event: LifecycleEvent, to controller: ScreenController, animated: Bool) {
    deliverAtOnce(anchoredAt: controller) {
      controller.noteHostedTransition(opening: event == .willAppear || event == .willDisappear)
      deliverManualForward(event, to: controller, animated: animated)
      if event == .didAppear || event == .didDisappear {
        controller.noteHostedTransition(opening: false)
      }
      if event == .didDisappear { controller.completeMirrorDeparture() }
    }
  }

  /// Runs `delivery` at once on this engine, with this tree's registry current (see
  /// ``beginDeliveryScope(anchoredAt:)``): inside the delivery under way if there is one, else as a
  /// delivery of its own, after which what it queued or released runs and, outermost, focus is
  /// decided.
  @inline(__always)
  private func deliverAtOnce(anchoredAt anchor: ScreenController?, _ delivery: () -> Void) {
    switch machine.submitForwarding() {
    case .deliverNested:
      let scope = beginDeliveryScope(anchoredAt: anchor)
      delivery()
      LifeCircleRegistry.endDelivery(scope)
    case .deliverNow:
      let isOutermost = beginOutermostDelivery()
      let scope = beginDeliveryScope(anchoredAt: anchor)
      delivery()
      LifeCircleRegistry.endDelivery(scope)
      endOutermostDelivery(isOutermost)
      finishDelivery()
      if isOutermost { Self.settleFocusIfAtTopLevel() }
    }
  }

  /// Delivers `work` as one delivery of this tree (the machine is delivering), then does what
  /// the machine answers once it is over.
  private func deliverWork(_ work: TreeWork) throws -> ScreenChange {
    let isOutermost = beginOutermostDelivery()
    var focusRounds = 0
    defer {
      endOutermostDelivery(isOutermost)
      finishDelivery()
      if isOutermost { Self.settleFocusIfAtTopLevel(afterRounds: focusRounds) }
    }
    let scope = beginDeliveryScope(anchoredAt: work.anchor)
    defer { LifeCircleRegistry.endDelivery(scope) }
    let change = try work.perform()
    deliver(change)
    if isOutermost { focusRounds = decideFocusAsLastStep() }
    return change
  }

  /// Makes this tree's registry current for one delivery (its window's registry, else the
  /// registry of the root of `anchor`'s tree), so a screen made in a callback belongs to the
  /// registry of the screens it joins; the answer is for ``LifeCircleRegistry/endDelivery(_:)``.
  /// The registry is looked up only when ``LifeCircleRegistry/current`` is read: no walk and no
  /// reference count here.
  @inline(__always)
  func beginDeliveryScope(anchoredAt anchor: ScreenController?) -> LifeCircleRegistry.DeliveryScope
  {
    LifeCircleRegistry.beginDelivery(of: self, anchoredAt: anchor)
  }

  /// Makes this engine the outermost delivering one if none is: `true` when it did.
  @inline(__always)
  private func beginOutermostDelivery() -> Bool {
    Self.routing.beginDelivery(of: self)
  }

  /// Undoes ``beginOutermostDelivery()``.
  @inline(__always)
  private func endOutermostDelivery(_ wasOutermost: Bool) {
    Self.routing.endDelivery(wasOutermost: wasOutermost)
  }

  // MARK: Holds

  /// Holds the tree (from inside a delivery): queued work that waits for holds waits until the
  /// matching ``release()``; the rest runs once the delivery is over.
  func hold() {
    machine.hold()
  }

  /// Releases one hold; when none is left and nothing delivers, the queued work runs.
  func release() {
    if machine.release() == .drain { drainOrHandOver() }
    // Released outside every delivery (a controller freed with its manual transition open):
    // the focus decision the hold deferred is due now.
    Self.settleFocusIfAtTopLevel()
  }

  // MARK: Draining

  private func finishDelivery() {
    if machine.finishDelivery() == .drain { drainOrHandOver() }
    #if LIFECIRCLE_INTERNAL_CHECKS
      checkInvariants()
    #endif
  }

  /// Runs what is queued (in a held drain, what does not wait for holds), or, when this tree's
  /// delivery ended inside another tree's, hands that to the other delivery, behind its own
  /// work.
  private func drainOrHandOver() {
    switch Self.routing.afterDelivery(of: self) {
    case .handOver(let outer):
      for queued in machine.handOver() { outer.machine.adopt(queued) }
    case .drain:
      drain()
    }
  }

  private func drain() {
    // Work run here is let go of inside the drain: a deinit it causes finds the engines busy.
    Self.routing.drainBegins()
    defer { Self.routing.drainEnds() }
    while true {
      switch machine.next() {
      case .done:
        return
      case .dropRunaway(let first, let dropped, let reachedGenerations, let droppedWork):
        let cause =
          reachedGenerations
          ? "calls queued from callbacks reached \(Self.generationLimit) generations"
          : "\(Self.callLimit) queued calls ran in one go"
        first.registry.report(
          Diagnostic(
            kind: .runawayNavigation,
            message:
              "\(cause); dropped the \(dropped) still queued (\(dropped == 1 ? "it" : "the first") was \(first.summary))"
          ))
        for case .module(let module) in droppedWork { module.wasDropped() }
        return
      case .run(let work, let generation):
        let previous = Self.routing.beginQueuedRun(of: generation)
        defer { Self.routing.endQueuedRun(restoring: previous) }
        runQueued(work, generation: generation)
      }
    }
  }

  /// Runs queued work whose turn came: here, or on the tree it targets now (queued there when
  /// that tree is held or busy).
  private func runQueued(_ work: TreeWork, generation: Int) {
    do {
      let target = work.engine
      if target === self {
        machine.startQueuedDelivery()
        _ = try deliverWork(work)
      } else if target.machine.submit(
        work, generation: generation, waitsForHolds: work.waitsForHolds) == .deliverNow
      {
        _ = try target.deliverWork(work)
      }
    } catch {
      work.registry.report(
        Diagnostic(kind: .queuedOperationFailed, message: "queued \(work.summary) failed: \(error)")
      )
    }
  }

  // MARK: Self-check

  /// The engine's invariants, as readable problems; empty when they hold. Outside every
  /// callback, no tree delivers and no queued work runs.
  package var invariantViolations: [String] {
    var problems = machine.invariantViolations
    if Self.routing.isAtTopLevel {
      switch machine.state {
      case .delivering, .draining: problems.append("\(machine.state) outside every delivery")
      case .idle, .held: break
      }
      problems += Self.routing.invariantViolations
    }
    return problems
  }

  /// Traps when an invariant does not hold (compiled in debug builds only).
  func checkInvariants() {
    let problems = invariantViolations
    precondition(problems.isEmpty, "TreeEngine invariants: \(problems.joined(separator: "; "))")
  }
}
