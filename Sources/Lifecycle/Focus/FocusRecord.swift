/// One controller's focus: whether it holds the app's focus and why, and the hints the engine
/// left on it while delivering transitions (which reason a gain or a loss decided later gets).
///
/// A hint is valid only for the focus decision it was left for: it carries the epoch of the
/// registry whose window delivered the transition, and a decision reads only hints of its own
/// epoch, then moves to a new one (epochs are unique across registries).
struct FocusRecord {
  /// Whether the controller holds the app's focus (``ScreenController/hasFocus``).
  var hasFocus = false
  /// Why it gained the focus it holds (meaningful while ``hasFocus``): what a late action's
  /// replay tells it.
  var reason = FocusReason.shown
  /// How it was revealed, when ``reason`` is ``FocusReason/revealed`` and the navigation said.
  var revealDetail: RevealDetail?
  /// The latest transition's word on why this controller would gain focus, and its epoch.
  var gainHint = FocusHint()
  /// The latest transition's word on why this controller would lose focus, and its epoch.
  var lossHint = FocusHint()
  /// What ``ScreenController/nearestFocusHint(gain:epoch:)`` found from this controller up, for
  /// the decision of the epoch it carries (`nil` reason: none): each controller is walked once
  /// per decision and kind, however many focused screens lie below it.
  var gainLookup = FocusLookup()
  var lossLookup = FocusLookup()
}

/// A remembered answer of the nearest-hint walk (see ``FocusRecord``).
struct FocusLookup {
  var reason: FocusReason?
  /// The decision epoch it answers for; 0: never.
  var epoch: UInt64 = 0
}

/// What a transition said about a controller's focus, for one decision (see ``FocusRecord``).
struct FocusHint {
  var reason = FocusReason.shown
  /// How the screen was revealed, for a ``FocusReason/revealed`` hint.
  var detail: RevealDetail?
  /// The registry epoch the hint is valid for; 0: never set.
  var epoch: UInt64 = 0
}

extension ScreenController {
  /// Leaves a hint for the next focus decision of the registry at `epoch`: a gain reason or a
  /// loss reason, in its own slot, the latest transition winning.
  func leaveFocusHint(_ reason: FocusReason, epoch: UInt64, detail: RevealDetail? = nil) {
    if reason.isGain {
      focus.gainHint = FocusHint(reason: reason, detail: detail, epoch: epoch)
    } else {
      focus.lossHint = FocusHint(reason: reason, epoch: epoch)
    }
  }

  /// The gain hint its window's root holds for the decision at `epoch`, for a screen presented
  /// in that window whose own path holds none (hints are never read through a presenter): a
  /// window shown again (`shown`) or given a new root reaches its presentations this way, so
  /// they do not pass for a window that became key. Asked only when the nearest hint is `nil`;
  /// O(depth).
  func windowRootFocusHint(epoch: UInt64) -> FocusReason? {
    guard links.contains(.presenter) || containmentRoot.links.contains(.presenter),
      let root = hostWindow?.rootController, root.focus.gainHint.epoch == epoch
    else { return nil }
    return root.focus.gainHint.reason
  }

  /// The detail of the nearest `revealed` gain hint valid at `epoch`, from this controller up
  /// through its parents: how the navigation that revealed it said it did. Asked only for a
  /// screen that gains focus as revealed; O(depth).
  func nearestRevealDetail(epoch: UInt64) -> RevealDetail? {
    var current = self
    while true {
      let hint = current.focus.gainHint
      if hint.epoch == epoch { return hint.reason == .revealed ? hint.detail : nil }
      guard current.links.contains(.parent), let parent = current.parent else { return nil }
      current = parent
    }
  }

  /// The nearest hint of the kind asked for (gain or loss) valid at `epoch`, from this
  /// controller up through its parents to its containment root (never through a presenter: a
  /// presentation's hints sit on the presented controller or on its context, both on the path).
  ///
  /// O(depth) for the first screen a decision asks about, and remembered on every controller
  /// the walk passes (two passes, no allocation), so a decision asking for many screens under
  /// one path walks each controller once.
  func nearestFocusHint(gain: Bool, epoch: UInt64) -> FocusReason? {
    // The usual case first: the hint sits on this controller (a push, a pop, a tab switch or a
    // presentation leaves it on the screens it moves), so no walk starts.
    let own = gain ? focus.gainHint : focus.lossHint
    if own.epoch == epoch {
      let answer = FocusLookup(reason: own.reason, epoch: epoch)
      if gain { focus.gainLookup = answer } else { focus.lossLookup = answer }
      return own.reason
    }
    // First pass: up to the first hint or remembered answer.
    var found: FocusReason?
    var current = self
    while true {
      let hint = gain ? current.focus.gainHint : current.focus.lossHint
      if hint.epoch == epoch {
        found = hint.reason
        break
      }
      let lookup = gain ? current.focus.gainLookup : current.focus.lossLookup
      if lookup.epoch == epoch {
        found = lookup.reason
        break
      }
      guard current.links.contains(.parent), let parent = current.parent else { break }
      current = parent
    }
    // Second pass: remember the answer on the controllers below where it was found.
    let answer = FocusLookup(reason: found, epoch: epoch)
    var marking = self
    while marking !== current {
      if gain { marking.focus.gainLookup = answer } else { marking.focus.lossLookup = answer }
      guard marking.links.contains(.parent), let parent = marking.parent else { break }
      marking = parent
    }
    if gain { current.focus.gainLookup = answer } else { current.focus.lossLookup = answer }
    return found
  }
}
