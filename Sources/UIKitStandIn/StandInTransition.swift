/// One non-interactive transition between its deferred start (`T1`) and its `end`.
///
/// The owner (a navigation operation, a present or dismiss, a window's new root) describes the
/// change as data: which controllers begin to appear or disappear with which flag, in which order
/// the did-callbacks run, and the structural work around them. The transition runs it in
/// UIKit's phases (UIKIT-CALLS.md SR2, SR3, SR5–SR7): views loaded and placed; will-callbacks
/// with the coordinator readable; the owner's after-will step (the navigation delegate's
/// `willShow`); `viewIsAppearing`; then, at once or at `end`: the before-did step (links cut,
/// views removed), did-callbacks, coordinator completion blocks, the after-end step
/// (`didMove(toParent:)`, `didShow`, completion blocks), and `finished` (the owner replays what it
/// queued). When the owner has left the screen by the time the transition starts (its window
/// hidden, its tab deselected), only the structural steps run: no appearance callback, and the
/// after-end step hears `false`.
@MainActor
final class StandInTransition {
  /// One controller beginning to appear or disappear.
  struct Step {
    let controller: UIViewController
    let appearing: Bool
    let cause: AppearanceCause?
  }

  let animated: Bool
  /// Whether the did-phase waits for `end` (animated, or a non-animated sheet: SR3).
  let waitsForEnd: Bool
  let coordinator: StandInTransitionCoordinator?
  /// Controllers whose `transitionCoordinator` reads the coordinator during the will-phase.
  var participants: [UIViewController] = []
  var prepare: () -> Void = {}
  var steps: [Step] = []
  var afterWillCallbacks: () -> Void = {}
  var didOrder: [UIViewController] = []
  var beforeDidCallbacks: () -> Void = {}
  /// Whether the owner is still on screen when the transition starts.
  var isOnScreen: () -> Bool = { true }
  /// The after-end step; its argument says whether the appearance callbacks ran.
  var afterEnd: (Bool) -> Void = { _ in }
  var finished: () -> Void = {}
  private var runsAppearance = true

  init(animated: Bool, waitsForEnd: Bool, presentationStyle: UIModalPresentationStyle = .none) {
    self.animated = animated
    self.waitsForEnd = waitsForEnd
    self.coordinator =
      animated
      ? StandInTransitionCoordinator(presentationStyle: presentationStyle, interactive: false)
      : nil
  }

  /// Starts the transition on the next main-queue turn.
  func schedule() {
    StandInRuntime.current.enqueue { [self] in start() }
  }

  /// The deferred start: views, will-callbacks, `willShow`, `viewIsAppearing`; completes at once
  /// unless the transition waits for its end.
  func start() {
    runsAppearance = isOnScreen()
    guard runsAppearance else {
      complete()
      return
    }
    prepare()
    for participant in participants {
      participant.record.exposedCoordinator = coordinator
    }
    for step in steps {
      step.controller.beginAppearance(step.appearing, animated: animated, cause: step.cause)
    }
    afterWillCallbacks()
    for participant in participants {
      participant.record.exposedCoordinator = nil
    }
    for step in steps where step.appearing {
      step.controller.runIsAppearing()
    }
    coordinator?.startAnimation()
    if waitsForEnd {
      StandInRuntime.current.animating.append(self)
    } else {
      complete()
    }
  }

  /// The end: before-did step, did-callbacks, coordinator completions, after-end step, finished.
  func complete() {
    beforeDidCallbacks()
    if runsAppearance {
      for controller in didOrder {
        controller.endAppearance()
      }
      coordinator?.end()
    }
    afterEnd(runsAppearance)
    finished()
  }
}
