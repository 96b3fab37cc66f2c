/// The global actions one controller opted out of, with the time of each change.
///
/// Holds the actions weakly: an opt-out never keeps an action alive, and an action that is
/// freed drops out. Re-enabling follows the registry's mutation rule: an action re-enabled
/// during a dispatch is first called on the next event.
@MainActor
struct GlobalActionOptOuts {
  private struct Entry {
    weak var action: (any LifeCircleAction)?
    var isDisabled: Bool
    var changedAt: UInt64
  }

  private var entries: [Entry] = []

  /// Whether the dispatch with serial `serial` must skip `action`.
  ///
  /// Costs nothing when the controller has never opted out of anything.
  func excludes(_ action: any LifeCircleAction, inDispatch serial: UInt64) -> Bool {
    if entries.isEmpty { return false }
    for entry in entries where entry.action === action {
      return entry.isDisabled || entry.changedAt >= serial
    }
    return false
  }

  /// Whether `action` is currently opted out of.
  func isDisabled(_ action: any LifeCircleAction) -> Bool {
    entries.contains { $0.action === action && $0.isDisabled }
  }

  /// Opts out of `action` from now on, including later in a dispatch under way.
  mutating func disable(_ action: any LifeCircleAction) {
    entries.removeAll { $0.action == nil }
    if let index = entries.firstIndex(where: { $0.action === action }) {
      entries[index].isDisabled = true
      entries[index].changedAt = DispatchClock.now
    } else {
      entries.append(Entry(action: action, isDisabled: true, changedAt: DispatchClock.now))
    }
  }

  /// Opts back into `action`, from the next dispatch on. Does nothing if it was not disabled.
  mutating func enable(_ action: any LifeCircleAction) {
    entries.removeAll { $0.action == nil }
    guard let index = entries.firstIndex(where: { $0.action === action && $0.isDisabled }) else {
      return
    }
    entries[index].isDisabled = false
    entries[index].changedAt = DispatchClock.now
  }
}
