import Lifecycle

/// One request asked of a list (a reload, a batch, a scroll, a tap, a display pass, a layer
/// mutation), as work submitted to the engine of the list's tree: the engine, which orders the
/// tree's navigation and its lists' work alike, decides when it runs, and the list performs it
/// when its turn comes.
///
/// A request made from a callback of the list's own work is queued behind that work (its
/// generation one more), anywhere else it runs at once; it never waits for holds. The request
/// carries its own insertion-layer mutations: those made in its batch block or its reload's
/// `contentDidReload`, or, for a mutation made on its own, that one. A refused request drops
/// exactly its own.
///
/// The work is the storage of a ``ListUpdateMachine``: ``perform()`` does each step the machine
/// answers and reports how it ended; nothing else decides where the request stands or what a
/// call made meanwhile joins.
@MainActor
final class ListWork: ModuleWork {
  /// What is asked.
  enum Request {
    /// ``ListController/loadDataIfNeeded()``: reads the counts of a list never loaded.
    case load
    /// ``ListController/reloadData()``.
    case reload
    /// A batch whose block runs in its turn.
    case batch(() throws -> Void)
    /// A batch of operations already named (a single operation outside a batch), in
    /// ``ListWork/operations``.
    case operations
    /// A viewport change.
    case scroll(ListViewport)
    /// A change of ``ListController/prefetchDistance``.
    case prefetchDistance(Int)
    /// A simulated tap on a display row.
    case tap(DisplayIndexPath)
    /// The display pass after `willAppear` or `didDisappear`.
    case displayPass
    /// Insertion-layer mutations only (``layerMutations``), as one change.
    case layers
  }

  /// The list. Unowned, so the spare work a list keeps (``ListController/spareWork``) is no
  /// cycle; ``heldList`` keeps it alive while the work is submitted or queued.
  unowned let list: ListController
  /// The list, strongly, from submission until ``clear()``: queued work keeps its list alive as
  /// queued navigation keeps its controllers.
  private var heldList: ListController?
  private(set) var request: Request
  private(set) var timing: ModuleWorkTiming
  /// Where the request stands, which step comes next and what a call made now joins.
  private(set) var machine = ListUpdateMachine()
  /// The operations named by the block (and the snapshot applied in it).
  var operations = BatchOperations()
  /// Whether the block applied a snapshot (see ``ListController/apply(_:)``).
  var appliesSnapshot = false
  /// The insertion-layer mutations this request carries, in call order.
  private(set) var layerMutations: [(layer: ListInsertionLayer, mutation: LayerMutation)] = []
  /// The blocks of the queued batches a queued reload took over, in order, with their
  /// completions: they run first, as part of the reload (what they record joins it). A waiting
  /// batch carries nothing else: its layer mutations are made by its block.
  private var absorbedBlocks: [(block: () throws -> Void, completions: [Completion])] = []
  /// What hears the outcome of an update, once (see
  /// ``ListController/performBatchUpdates(_:completion:)``).
  typealias Completion = (Result<ListChange, ListUpdateError>) -> Void
  /// The completions of this request and of the batches nested in or taken over by it.
  var completions: [Completion] = []
  /// The first change this request delivered: what its completions hear.
  var change: ListChange?
  /// Storage kept for the next update while this work is the list's spare.
  var buffers = UpdateBuffers()
  /// An error thrown by the block of a batch nested in this one's block through a completion
  /// form (which cannot throw): this batch is refused with it at the end of its block.
  var nestedFailure: (any Error)?

  init(_ list: ListController, _ request: Request, timing: ModuleWorkTiming = .waitsForSameAnchor) {
    self.list = list
    self.heldList = list
    self.request = request
    self.timing = timing
    machine.make(request.kind)
  }

  /// Makes a spare work (cleared by ``clear()``) the request `request`, as if new.
  func reuse(for request: Request, timing: ModuleWorkTiming) {
    self.request = request
    self.timing = timing
    heldList = list
    machine.make(request.kind)
  }

  /// Lets go of what the request held (its list, its block, its operations, what it carried),
  /// touching only what is not empty (the idle path of an update stays cheap).
  func clear() {
    heldList = nil
    request = .layers
    if !operations.isEmpty { operations.removeAll(keepingCapacity: true) }
    appliesSnapshot = false
    if !layerMutations.isEmpty { layerMutations.removeAll(keepingCapacity: true) }
    if !absorbedBlocks.isEmpty { absorbedBlocks = [] }
    if !completions.isEmpty { completions = [] }
    if let change {
      buffers.takeBack(change)
      self.change = nil
    }
    nestedFailure = nil
  }

  var anchor: ScreenController { list }
  var waitsForHolds: Bool { false }

  var summary: String {
    let what =
      switch request {
      case .load: "loadDataIfNeeded()"
      case .reload: "reloadData()"
      case .batch, .operations: "batch update"
      case .scroll(let viewport): "scroll to row \(viewport.firstRow)"
      case .prefetchDistance(let distance): "prefetch distance \(distance)"
      case .tap(let path): "tap on row \(path)"
      case .displayPass: "display pass"
      case .layers: "insertion layer change"
      }
    return "\(what) on \(list.quotedName)"
  }

  /// What becomes of `call`, made on the list now, if this is the list's work performing (see
  /// ``ListController/currentWork``).
  func answer(_ call: ListUpdateMachine.Call) -> ListUpdateMachine.CallAnswer {
    machine.answer(call)
  }

  /// A reload takes over the batches of its list queued before it (the engine asks, see
  /// ``ModuleWork/supersedes(_:)``).
  var supersedesQueuedWork: Bool {
    if case .reload = request { true } else { false }
  }

  /// Whether this reload takes over `queued`: a batch of the same list still waiting.
  func supersedes(_ queued: any ModuleWork) -> Bool {
    guard let batch = queued as? ListWork else { return false }
    return batch.list === list && batch.machine.isWaitingBatch
  }

  /// Takes over a batch the engine removed from the queue (``supersedes(_:)``): its block runs
  /// at this reload's turn.
  func takeOver(_ queued: any ModuleWork) {
    (queued as? ListWork)?.supersede(by: self)
  }

  /// Performs the request step by step, as its machine answers, then tells its completions
  /// the outcome after its last callback (still inside its delivery: requests they make are
  /// queued behind it). Called by the engine when the request's turn comes.
  func perform() throws {
    var step = machine.start(takenOverBlocks: absorbedBlocks.count, isLoaded: list.isLoaded)
    var followUp = BatchOperations()
    var committed: CommittedChange?
    var failure: (any Error)?
    steps: while true {
      do {
        switch step {
        case .runTakenOverBlock(let index):
          runTakenOverBlock(at: index)
          step = machine.blockEnded()
        case .runBlock:
          if case .batch(let block) = request { try runBlock(block) }
          step = machine.blockEnded()
        case .commit(let readingCounts):
          if appliesSnapshot, let source = list.dataSource as? any SnapshotShowing {
            let snapshotOperations = try source.operationsSinceShown()
            operations.merge(snapshotOperations.batch)
            if list.isLoaded { followUp = snapshotOperations.followUp }
          }
          committed = try list.commit(self, after: readingCounts ? nil : list.counts)
          step = machine.committed(followUp: !followUp.isEmpty)
        case .commitFollowUp:
          // Updates of rows the batch moved: UIKit refuses a move and a reload of one row in
          // one batch, so they are a second change of this request, at the rows' new paths.
          operations = followUp
          committed = try list.commit(self, after: list.counts)
          step = machine.committed(followUp: false)
        case .reload:
          committed = list.commitReload(self)
          step = machine.committed(followUp: false)
        case .deliver:
          // Phases 2 to 4, called from here so the callbacks run no deeper than they must.
          guard let change = committed else {
            preconditionFailure("ListWork: delivering with nothing committed")
          }
          if change.plan == nil {
            list.settleDisplayAfresh(change: change.change)
          } else {
            list.settleDisplay(
              change: change.change, refreshing: change.refreshing, target: change.target,
              sections: change.sections)
          }
          committed = nil
          step = machine.delivered()
        case .load:
          list.load(list.readCounts(), for: self)
          finishCarrying(committed: true)
          step = machine.stepEnded()
        case .settleDisplay:
          list.applyDisplaySettings(of: request)
          list.settleDisplay(change: nil) { $0 }
          step = machine.stepEnded()
        case .tap:
          if case .tap(let path) = request { try list.performTap(at: path) }
          step = machine.stepEnded()
        case .complete:
          complete(.success(change ?? ListChange(kind: .batch)))
          machine.completed()
          return
        case .refuse(let undoing):
          if undoing {
            (list.dataSource as? any SnapshotShowing)?.revertToShown()
            finishCarrying(committed: false)
          }
          break steps
        }
      } catch {
        failure = error
        step = machine.refused()
      }
    }
    guard let failure else { preconditionFailure("ListWork: refused with no error") }
    complete(.failure(ListUpdateError(failure)))
    machine.completed()
    throw failure
  }

  /// The layers start hearing `contentDidReload`: their mutations join this request.
  func loadingBegins() { machine.loadingBegins() }

  /// The layers heard `contentDidReload`.
  func loadingEnds() { machine.loadingEnds() }

  /// Dropped as runaway: the layer mutations it carries are dropped, and its completions, and
  /// those of the batches it took over, hear so.
  func wasDropped() {
    machine.drop()
    for (_, blockCompletions) in absorbedBlocks { completions += blockCompletions }
    absorbedBlocks = []
    finishCarrying(committed: false)  // its layer mutations never apply
    complete(.failure(.droppedAsRunaway))
    heldList = nil
  }

  /// Records `change` as the one this request's completions hear, unless one came before.
  func delivered(_ change: ListChange) {
    if self.change == nil { self.change = change }
  }

  /// Calls each completion once with `result`, in the order they were given.
  private func complete(_ result: Result<ListChange, ListUpdateError>) {
    guard !completions.isEmpty else { return }
    let callbacks = completions
    completions = []
    for callback in callbacks { callback(result) }
  }

  // MARK: Layer mutations

  /// Carries `mutation` of `layer`: it commits or is refused with this request.
  func carry(_ mutation: LayerMutation, of layer: ListInsertionLayer) {
    if !layerMutations.contains(where: { $0.layer === layer }) { layer.carriers.append(self) }
    layerMutations.append((layer, mutation))
  }

  /// The mutations of `layer` this request carries, in call order.
  func mutations(of layer: ListInsertionLayer) -> [LayerMutation] {
    layerMutations.compactMap { $0.layer === layer ? $0.mutation : nil }
  }

  /// Whether this request detaches `layer` (a mutation made in a block it took over included).
  func detaches(_ layer: ListInsertionLayer) -> Bool {
    mutations(of: layer).contains { if case .detach = $0 { true } else { false } }
  }

  /// The request is over. Committed: the mutations of layers that left the list meanwhile go to
  /// wherever those layers are now. Refused: every mutation it carries is dropped.
  func finishCarrying(committed: Bool) {
    guard !layerMutations.isEmpty else { return }
    var seen: [ListInsertionLayer] = []
    for (layer, mutation) in layerMutations {
      if !seen.contains(where: { $0 === layer }) {
        seen.append(layer)
        layer.carriers.removeAll { $0 === self }
      }
      if committed, !list.layers.contains(where: { $0 === layer }) {
        layer.rerecord(mutation)
      }
    }
    layerMutations.removeAll(keepingCapacity: true)
  }

  // MARK: Superseding

  /// A queued reload takes this queued batch over (the engine removed it from the queue): its
  /// block runs at the reload's turn.
  func supersede(by reload: ListWork) {
    machine.supersede()
    if case .batch(let block) = request { reload.absorbedBlocks.append((block, completions)) }
    completions = []
  }

  /// Runs the block of the batch at `index` among those this reload took over (its operations
  /// are dropped: the reload reads every count). A block that throws changes nothing, as in its
  /// own turn: the layer mutations it made and the snapshot it applied are undone, the failure
  /// is reported, and the reload goes on. The completions of a block that succeeded join this
  /// reload's (they hear its change after its last callback); those of a block that threw hear
  /// the failure at once.
  private func runTakenOverBlock(at index: Int) {
    let (block, blockCompletions) = absorbedBlocks[index]
    let carried = layerMutations.count
    let snapshot = (list.dataSource as? any SnapshotShowing)?.currentSnapshot()
    let nestedStart = completions.count  // completions of batches nested in the block
    do {
      try runBlock(block)
      completions += blockCompletions
    } catch {
      dropMutations(from: carried)
      if let snapshot { (list.dataSource as? any SnapshotShowing)?.restore(snapshot) }
      list.report(
        Diagnostic(
          kind: .queuedOperationFailed,
          message:
            "a batch update on \(list.quotedName) taken over by reloadData() failed: \(error)"))
      let nested = completions[nestedStart...]
      completions.removeSubrange(nestedStart...)
      for completion in blockCompletions + nested {
        completion(.failure(ListUpdateError(error)))
      }
    }
  }

  /// Runs a batch block; a batch nested in it through a completion form that threw makes it
  /// throw that error at its end.
  func runBlock(_ block: () throws -> Void) throws {
    nestedFailure = nil
    try block()
    if let failure = nestedFailure {
      nestedFailure = nil
      throw failure
    }
  }

  /// Drops the layer mutations carried from index `start` on, and stops being a carrier of the
  /// layers left with none.
  private func dropMutations(from start: Int) {
    guard start < layerMutations.count else { return }
    let dropped = layerMutations[start...].map(\.layer)
    layerMutations.removeSubrange(start...)
    for layer in dropped where !layerMutations.contains(where: { $0.layer === layer }) {
      layer.carriers.removeAll { $0 === self }
    }
  }
}

extension ListWork.Request {
  /// The request without its payload, as its machine knows it.
  var kind: ListUpdateMachine.Request {
    switch self {
    case .load: .load
    case .reload: .reload
    case .batch: .batch
    case .operations: .operations
    case .layers: .layers
    case .scroll, .prefetchDistance, .displayPass: .display
    case .tap: .tap
    }
  }
}
