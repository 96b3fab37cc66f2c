import Lifecycle
import Lists

/// The paths of lists beyond one call per step: reactions from a list's own callbacks
/// (`on LIST CALLBACK: STEP`), batches whose outcome arrives in their turn, layers detached and
/// reattached, and lists freed with what they have attached (`replaceList`).
extension ScenarioRunner {
  /// A new ``SimList`` named `name`, noting its callbacks and running the reactions armed on
  /// them.
  func makeList(_ name: String, rows: [String]) -> SimList {
    let list = SimList(title: name, rows: rows) { [weak self] in self?.note($0) }
    list.onCallback = { [weak self] callback in self?.reactToList(callback, of: name) }
    list.onEvent = { [weak self, unowned list] event in self?.observer?.hear(event, of: list) }
    return list
  }

  /// Runs the reaction armed for `callback` of `list`, if any, from inside the callback. While
  /// it runs, the list's work is under way: its own requests are queued behind it.
  func reactToList(_ callback: ListCallback, of list: String) {
    guard let reaction = reactions.take(screen: list, trigger: .list(callback)) else { return }
    listsReacting[list, default: 0] += 1
    defer { listsReacting[list, default: 1] -= 1 }
    run(reaction)
  }

  /// Whether a reaction from a callback of `list`'s own work is running: a request of the list
  /// made now is queued behind that work, so the step must leave the rows of the update under
  /// way alone.
  func isReacting(to list: String) -> Bool { listsReacting[list, default: 0] > 0 }

  /// A batch on `list` whose block runs `change` (which changes the rows and declares it), in
  /// its turn. A refusal puts the sections back when it happens (in its turn for a queued batch,
  /// whose failure is also a diagnostic); a refusal now is thrown, as the throwing batch does.
  func batch(_ list: SimList, _ change: @escaping () throws -> Void) throws {
    var sectionsBefore = list.sections
    var refusal: ListUpdateError?
    list.performBatchUpdates(
      {
        list.useRowSource()
        sectionsBefore = list.sections
        try change()
      },
      completion: { result in
        guard case .failure(let error) = result else { return }
        list.sections = sectionsBefore
        refusal = error
      })
    if let refusal { throw refusal }
  }

  /// `layer LIST LAYER detach`: the layer leaves the list (now, or in its turn) with its
  /// insertions, kept for `reattach`. It is recorded before the list hears of it: the
  /// detachment's callbacks can run reactions that make, detach or reattach a layer of the same
  /// name, and their records must stand over this one's.
  func detachLayer(_ layer: ListInsertionLayer, named name: String, of list: SimList) {
    if let module = list.layerModules[name] { list.detachedLayers[name] = (layer, module) }
    list.removeInsertionLayer(layer)
  }

  /// `layer LIST LAYER reattach`: the layer of that name detached last comes back, with its
  /// insertions, as the outermost layer. It is recorded before the list hears of it: attaching
  /// runs the list's callbacks, whose reactions can detach it again or make a new layer of the
  /// same name, and their records must stand over this one's.
  func reattachLayer(named name: String, to list: SimList) throws {
    guard let (layer, module) = list.detachedLayers[name] else {
      throw SimListError.noDetachedLayer(name, list.title)
    }
    guard !list.insertionLayers.contains(where: { $0.name == name }) else {
      throw SimListError.layerStillAttached(name, list.title)
    }
    let moduleBefore = list.layerModules[name]
    list.detachedLayers[name] = nil
    list.layerModules[name] = module
    do {
      try list.addInsertionLayer(layer)
    } catch {
      // Refused before any callback (the layer is attached elsewhere): nothing changed.
      list.detachedLayers[name] = (layer, module)
      list.layerModules[name] = moduleBefore
      throw error
    }
  }

  /// The refused batch of `badBatch LIST LAYER ...`: the layer's change goes with it.
  func refusedLayerBatch(
    _ list: SimList, layer name: String, change: LayerChangeInBatch
  ) throws {
    let layer = try list.layer(named: name) { [weak self] in self?.note($0) }
    try batch(list) {
      list.rows.append(list.makeRow("undeclared"))
      switch change {
      case .insert(let id): try layer.insert(id, at: .afterContentRows(0))
      case .detach: list.removeInsertionLayer(layer)
      }
    }
  }
}
