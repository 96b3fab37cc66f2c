/// One registered action and when it was registered.
///
/// A class so that a dispatch iterating a snapshot of the list sees a removal made during
/// that dispatch (``isRemoved``) without copying anything.
@MainActor
final class ActionEntry {
  /// The action, held strongly: the registry owns its actions.
  let action: any LifeCircleAction
  /// ``DispatchClock/now`` when the action was registered.
  let registeredAt: UInt64
  /// Set when the action is removed; a dispatch already under way then skips it.
  var isRemoved = false

  init(action: any LifeCircleAction) {
    self.action = action
    self.registeredAt = DispatchClock.now
  }

  /// Whether the dispatch with serial `serial` may call this action: it was registered before
  /// the dispatch started and has not been removed since.
  func isCallable(inDispatch serial: UInt64) -> Bool {
    !isRemoved && registeredAt < serial
  }
}

/// An ordered list of actions with one entry per action instance.
///
/// Used for the global registry and for each controller's own actions, so both follow the
/// same rules: duplicates keep one entry (the first), removal is by identity, and a dispatch
/// iterates a snapshot (``entries``) that never allocates unless the list changes under it.
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

  /// Appends `action` unless the same instance is already registered.
  ///
  /// - Returns: `true` when the action was added; `false` when it was already there.
  @discardableResult
  mutating func insert(_ action: any LifeCircleAction) -> Bool {
    guard !contains(action) else { return false }
    entries.append(ActionEntry(action: action))
    return true
  }

  /// Removes `action` (by identity); a dispatch under way will not call it any more.
  ///
  /// - Returns: `true` when the action was registered; `false` when there was nothing to do.
  @discardableResult
  mutating func remove(_ action: any LifeCircleAction) -> Bool {
    guard let index = entries.firstIndex(where: { $0.action === action }) else { return false }
    entries[index].isRemoved = true
    entries.remove(at: index)
    return true
  }
}
