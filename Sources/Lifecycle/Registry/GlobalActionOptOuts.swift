/// The global actions one controller opted out of.
///
/// Holds the actions weakly: an opt-out never keeps an action alive, and an action that is
/// freed drops out. A dispatch takes a snapshot when it starts, so an action re-enabled during
/// a dispatch is first called on the next event, like an action added then.
@MainActor
struct GlobalActionOptOuts {
  private struct Entry {
    let identity: ObjectIdentifier
    weak var action: (any LifeCircleAction)?
  }

  private var entries: [Entry] = []

  /// Whether the controller opted out of nothing: the common case, checked first.
  var isEmpty: Bool { entries.isEmpty }

  /// Whether `action` is opted out of.
  func contains(_ action: any LifeCircleAction) -> Bool {
    let identity = ObjectIdentifier(action)
    // The identity compare is cheap; the weak load confirms it is not a freed action's address
    // reused by a new one.
    return entries.contains { $0.identity == identity && $0.action === action }
  }

  /// Opts out of `action` from now on, including later in a dispatch under way.
  mutating func disable(_ action: any LifeCircleAction) {
    entries.removeAll { $0.action == nil }
    guard !contains(action) else { return }
    entries.append(Entry(identity: ObjectIdentifier(action), action: action))
    ActionMutations.recordRemoval()
  }

  /// Opts back into `action`. Does nothing if it was not disabled.
  mutating func enable(_ action: any LifeCircleAction) {
    entries.removeAll { $0.action == nil || $0.action === action }
  }
}
