import Lifecycle
import SimAppKit

/// The oracle behind `check invariants`: a global action that follows every controller's events
/// with the reference model's appearance table (``CycleBelief``, not the library's state
/// machine), and remembers when each controller's current time on screen began.
@MainActor
package final class InvariantChecker: LifeCircleEventObserver {
  /// A checker that has heard nothing yet.
  package init() {}

  private struct Track {
    var belief = CycleBelief.disappeared
    /// Whether a span on screen is under way (its first `didAppear` since it last disappeared
    /// began it).
    var isOnScreen = false
  }

  private var tracks: [ObjectIdentifier: Track] = [:]
  /// The controllers on screen (``Track/isOnScreen``), in the order their spans began.
  private var onScreenOrder: [ObjectIdentifier] = []
  /// Illegal sequences heard since the last ``takeViolations()``.
  private var violations: [String] = []
  /// The events each controller heard since its last `didDisappear`, by title: what its task,
  /// if it has one, has heard of the current cycle (a task attached later hears the same by
  /// replay). The task invariant reads these, never the state.
  package var currentCycles: [String: [LifecycleEvent]] = [:]

  package func hostController(
    _ controller: ScreenController, didReceive event: LifecycleEvent, animated: Bool
  ) {
    if event == .didDisappear {
      currentCycles[controller.title] = []
    } else {
      currentCycles[controller.title, default: []].append(event)
    }
    let id = ObjectIdentifier(controller)
    var track = tracks[id] ?? Track()
    if let next = track.belief.after(event) {
      track.belief = next
    } else {
      violations.append("\(controller.title) heard \(event.name) while \(track.belief.state)")
    }
    switch event {
    case .didAppear where !track.isOnScreen:
      track.isOnScreen = true
      onScreenOrder.append(id)
    case .didDisappear where track.isOnScreen:
      track.isOnScreen = false
      if let position = onScreenOrder.firstIndex(of: id) { onScreenOrder.remove(at: position) }
    default: break
    }
    tracks[id] = track
  }

  /// Where the controller `id` stands in its appearance cycle after the events heard.
  package func cycle(of id: ObjectIdentifier) -> CycleBelief {
    tracks[id]?.belief ?? .disappeared
  }

  /// ``cycle(of:)`` of each of `ids`, in order: one access to what was heard for all of them.
  package func cycles(of ids: [ObjectIdentifier]) -> [CycleBelief] {
    let tracks = self.tracks
    var beliefs: [CycleBelief] = []
    beliefs.reserveCapacity(ids.count)
    for id in ids { beliefs.append(tracks[id]?.belief ?? .disappeared) }
    return beliefs
  }

  /// The positions in `ids` of the controllers on screen, ordered by when their current span
  /// began (kept in order as events arrive).
  package func appearanceOrder(of ids: [ObjectIdentifier]) -> [Int] {
    var ordered: [Int] = []
    for id in onScreenOrder {
      for position in ids.indices where ids[position] == id {
        ordered.append(position)
        break
      }
    }
    return ordered
  }

  /// The violations heard so far, forgetting them.
  package func takeViolations() -> [String] {
    defer { violations.removeAll() }
    return violations
  }
}
