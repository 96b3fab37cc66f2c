import Foundation
import Lifecycle

/// Decides focus once per turn of the main queue: every event or structure change the bridge
/// sees holds the focus decisions of the registries involved
/// (`LifeCircleRegistry/holdFocusDecisions()`) until the turn is over; then the
/// bridge reads UIKit's structure once more and releases them, and the model decides from the
/// tree as it is then.
///
/// UIKit runs the rest of an override after the event reaches the model (a splash that sets the
/// window's root from its `viewDidAppear`), so deciding at the event would give focus to a
/// screen that is gone before anyone sees it. The model decides when the work of a navigation
/// drains; the main queue's turn is UIKit's counterpart.
@MainActor
enum FocusTurn {
  /// The registries held until the end of this turn.
  private static var held: [LifeCircleRegistry] = []
  /// Whether the end of this turn is scheduled.
  private static var isScheduled = false

  /// Holds the decisions of `registries` until the end of the turn.
  static func deferDecisions(of registries: [LifeCircleRegistry]) {
    hold(registries)
    guard !isScheduled, !held.isEmpty else { return }
    isScheduled = true
    MainQueue.afterThisTurn { endTurn() }
  }

  /// Takes a hold on each of `registries` not held yet.
  private static func hold(_ registries: [LifeCircleRegistry]) {
    for registry in registries where !held.contains(where: { $0 === registry }) {
      registry.holdFocusDecisions()
      held.append(registry)
    }
  }

  /// Releases every hold and forgets the scheduled end of the turn (tests that reset the
  /// stand-in, whose main queue is then gone).
  package static func reset() {
    isScheduled = false
    turnsWaitedForTransitions = 0
    let released = held
    held = []
    for registry in released { registry.releaseFocusDecisions() }
  }

  /// How many turns in a row the end of the turn waited for UIKit to start a transition.
  private static var turnsWaitedForTransitions = 0
  /// At most this many turns in a row wait for a transition to start (UIKit starts one on the
  /// next turn; a screen whose host never hears its appearance must not hold focus forever).
  private static let mostTurnsToWaitForTransitions = 4

  /// Reads UIKit's structure once more and releases this turn's holds: focus is decided. If
  /// UIKit changed the structure of a visible window for a transition it starts on the next turn
  /// (a push or a presentation made from a `viewDidAppear`, or queued behind a transition that
  /// just ended), the holds wait for that turn: the model decides once the work of a navigation
  /// drains, queued navigation included, so the screen it leaves loses focus when the screen
  /// it shows gains it, not a transition earlier.
  static func endTurn() {
    isScheduled = false
    hold(MirrorReconciler.reconcileAllWindows())
    if MirrorReconciler.awaitsTransitionStart,
      turnsWaitedForTransitions < mostTurnsToWaitForTransitions
    {
      turnsWaitedForTransitions += 1
      isScheduled = true
      MainQueue.afterThisTurn { endTurn() }
      return
    }
    turnsWaitedForTransitions = 0
    let released = held
    held = []
    for registry in released { registry.releaseFocusDecisions() }
  }
}

/// The main queue: UIKit's turns.
@MainActor
enum MainQueue {
  /// Runs `body` on the main queue once the current turn is over.
  static func afterThisTurn(_ body: @escaping @MainActor () -> Void) {
    #if canImport(UIKit)
      DispatchQueue.main.async { body() }
    #else
      // The stand-in's main queue: its turns run when a test runs them.
      UIKitStandIn.enqueueOnMainQueue(body)
    #endif
  }
}
