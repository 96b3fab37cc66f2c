/// One registration of an action.
struct ActionEntry {
  /// The action, held strongly: the registry owns its actions.
  let action: any LifeCircleAction
  /// Unique to this registration.
  let token: UInt64
}

/// An ordered list of actions with one entry per action instance.
///
/// Used for the global registry and for each controller's own actions, so both follow the
/// same rules: duplicates keep one entry (the first), removal is by identity. A dispatch
/// iterates a snapshot of ``entries`` (no allocation unless the list changes under it).
@MainActor
struct ActionList {
  /// The live entries in registration order.
  private(set) var entries: [ActionEntry] = []

  /// The actions in registration order.
  var actions: [any LifeCircleAction] { entries.map(\.action) }

  /// Whether `action` is registered here.
  func contains(_ action: any LifeCircleAction) -> Bool {
    entries.contains { $0.action === action }
  }

  /// Whether the registration with `token` is still live.
  func contains(token: UInt64) -> Bool {
    entries.contains { $0.token == token }
  }

  /// Appends `action` unless the same instance is already registered.
  ///
  /// - Returns: `true` when the action was added; `false` when it was already there.
  @discardableResult
  mutating func insert(_ action: any LifeCircleAction) -> Bool {
    guard !contains(action) else { return false }
    entries.append(ActionEntry(action: action, token: ActionMutations.newToken()))
    return true
  }

  /// Removes `action` (by identity); a dispatch under way will not call it any more.
  ///
  /// - Returns: `true` when the action was registered; `false` when there was nothing to do.
  @discardableResult
  mutating func remove(_ action: any LifeCircleAction) -> Bool {
    guard let index = entries.firstIndex(where: { $0.action === action }) else { return false }
    entries.remove(at: index)
    ActionMutations.recordRemoval()
    return true
  }
}
