import Lifecycle
import Lists

/// `replaceList LIST`: the list freed with everything attached to it, a new one made at once.
extension ScenarioRunner {
  /// Frees the declared list `name` (its layers, placeholder and observer with it) and makes a
  /// new list of the same name with the same rows in its place, configured alike: the declared
  /// actions attached to the old one and the global ones it opted out of, and its task action,
  /// move to the new list. The old list must be freed by then: anything still holding it is a
  /// leak, which the observer reports.
  ///
  /// - Throws: ``ScenarioError`` (the runner's refusal) unless the list is off screen and free,
  ///   and nothing holds a queue (no reaction running, no gesture, no manual transition): a
  ///   queued call could still name the old list.
  func replaceList(_ name: String, at position: SourcePosition) throws(ScenarioError) {
    let isAnyHalfway = controllers.values.contains {
      $0.appearanceState == .appearing || $0.appearanceState == .disappearing
    }
    guard reactionDepth == 0, gestures.isEmpty, !isAnyHalfway else {
      throw ScenarioError(
        position: position,
        message:
          "`replaceList \(name)` needs every queue free (no callback, gesture or manual transition)",
        hint: "replace a list between steps, with nothing in flight")
    }
    guard let index = controllers.index(forKey: name) else {
      preconditionFailure("SimApp's parser let \(name) through as a list")
    }
    let (rows, layers, attached, disabled) = try freeListContents(
      controllers.values[index], name, at: position)
    weak let old = controllers.values[index]
    // In the app's registry, as the declaration made it.
    let list = LifeCircleRegistry.scoped(registry) { makeList(name, rows: rows) }
    // In place, through the values' subscript.
    controllers.values[index] = list
    let layerCount = layers == 1 ? "1 layer" : "\(layers) layers"
    observer?.didReplaceList(name, layers: layerCount, oldIsAlive: old != nil)
    if let task = taskActions[name] {
      list.registerLifeCircleAction(task, replayingCurrentState: true)
    }
    for probe in attached { list.registerLifeCircleAction(probe) }
    for probe in disabled { list.disableGlobalAction(probe) }
    note("replaceList: \(name) freed with \(layerCount), a new \(name) made")
  }

  /// The rows, the number of layers and the declared actions attached and disabled of the list
  /// in `controller`, checked off screen and free.
  private func freeListContents(
    _ controller: ScreenController, _ name: String, at position: SourcePosition
  ) throws(ScenarioError) -> (
    rows: [String], layers: Int, attached: [ProbeAction], disabled: [ProbeAction]
  ) {
    guard let list = controller as? SimList else {
      preconditionFailure("SimApp's parser let \(name) through as a list")
    }
    let isRoot = liveWindows.contains { $0.rootController === list }
    guard
      list.parent == nil, list.presentingController == nil, list.presentedController == nil,
      !isRoot, list.appearanceState == .disappeared
    else {
      throw ScenarioError(
        position: position, message: "`\(name)` is not off screen and free",
        hint: "take it out of its container, presentation or window first")
    }
    let attached = orderedProbes.filter { probe in
      list.lifeCircleActions.contains { $0 === probe }
    }
    let disabled = orderedProbes.filter(list.isGlobalActionDisabled)
    return (list.rows.map(\.text), list.insertionLayers.count, attached, disabled)
  }
}
