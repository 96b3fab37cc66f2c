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
    for registry in registries where !held.contains(where: { $0 === registry }) {
      registry.holdFocusDecisions()
      held.append(registry)
    }
    guard !isScheduled, !held.isEmpty else { return }
    isScheduled = true
    MainQueue.afterThisTurn { endTurn() }
  }

  /// Releases every hold and forgets the scheduled end of the turn (tests that reset the
  /// stand-in, whose main queue is then gone).
  package static func reset() {
    isScheduled = false
    let released = held
    held = []
    for registry in released { registry.releaseFocusDecisions() }
  }

  /// Reads UIKit's structure once more and releases this turn's holds: focus is decided.
  static func endTurn() {
    isScheduled = false
    MirrorReconciler.reconcileAllWindows()
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
