/// The global actions one controller opted out of.
///
/// Holds the actions weakly: an opt-out never keeps an action alive, and an action that is
/// freed drops out. Membership is a hash lookup, never a scan. A dispatch checks both the
/// opt-outs it started with and the current ones, so an action opted out of during a dispatch
/// is skipped later in it, and one re-enabled during a dispatch is first called on the next
/// event, like an action added then.
@MainActor
struct GlobalActionOptOuts {
  private struct Entry {
    weak var action: (any LifeCircleAction)?
  }

  private var entries: [ObjectIdentifier: Entry] = [:]

  /// Whether the controller opted out of nothing: the common case, checked first.
  var isEmpty: Bool { entries.isEmpty }

  /// Whether `action` is opted out of.
  func contains(_ action: any LifeCircleAction) -> Bool {
    // The identity lookup is cheap; the weak load confirms it is not a freed action's address
    // reused by a new one.
    entries[ObjectIdentifier(action)]?.action === action
  }

  /// Opts out of `action` from now on, including later in a dispatch under way.
  mutating func disable(_ action: any LifeCircleAction) {
    entries = entries.filter { $0.value.action != nil }  // forget freed actions
    entries[ObjectIdentifier(action)] = Entry(action: action)
  }

  /// Opts back into `action`. Does nothing if it was not disabled.
  mutating func enable(_ action: any LifeCircleAction) {
    let identity = ObjectIdentifier(action)
    if entries[identity]?.action === action || entries[identity]?.action == nil {
      entries[identity] = nil
    }
  }
}
