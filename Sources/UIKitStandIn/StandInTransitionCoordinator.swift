import Foundation

/// The stand-in's transition coordinator: stores alongside animations, completion blocks and
/// interaction handlers and runs them when the transition reaches each point.
@MainActor
final class StandInTransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
  typealias Block = (any UIViewControllerTransitionCoordinatorContext) -> Void

  let presentationStyle: UIModalPresentationStyle
  private(set) var isInteractive: Bool
  private(set) var isCancelled = false
  private var animationStarted = false
  private var ended = false
  private var animations: [Block] = []
  private var completions: [Block] = []
  private var interactionHandlers: [Block] = []

  var isAnimated: Bool {
    true
  }

  init(presentationStyle: UIModalPresentationStyle, interactive: Bool) {
    self.presentationStyle = presentationStyle
    self.isInteractive = interactive
    super.init()
  }

  @discardableResult
  func animate(
    alongsideTransition animation: Block?, completion: Block?
  ) -> Bool {
    guard !ended else { return false }
    if let animation {
      if animationStarted {
        animation(self)
      } else {
        animations.append(animation)
      }
    }
    if let completion {
      completions.append(completion)
    }
    return true
  }

  func notifyWhenInteractionChanges(_ handler: @escaping Block) {
    interactionHandlers.append(handler)
  }

  /// The animation starts: run the alongside animations registered so far.
  func startAnimation() {
    animationStarted = true
    let pending = animations
    animations = []
    for animation in pending {
      animation(self)
    }
  }

  /// The gesture is lifted: the transition stops being interactive and the interaction handlers
  /// run.
  func liftInteraction(cancelled: Bool) {
    isInteractive = false
    isCancelled = cancelled
    let handlers = interactionHandlers
    interactionHandlers = []
    for handler in handlers {
      handler(self)
    }
  }

  /// The transition ends: the completion blocks run.
  func end() {
    ended = true
    let blocks = completions
    completions = []
    for block in blocks {
      block(self)
    }
  }
}
