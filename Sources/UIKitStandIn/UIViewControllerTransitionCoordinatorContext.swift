import Foundation

/// What a transition under way reports to alongside animations and completion blocks.
///
/// Real UIKit also offers the container view, durations, curves and the participants
/// (`viewController(forKey:)`); the stand-in declares the four values the bridge reads.
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
  /// Whether the transition is animated. The stand-in only creates coordinators for animated
  /// transitions, so this is `true`.
  var isAnimated: Bool { get }
  /// Whether a gesture drives the transition right now. True from an interactive pop's or a
  /// sheet drag's start until the gesture is lifted.
  var isInteractive: Bool { get }
  /// Whether the transition was cancelled (an interactive gesture released early).
  var isCancelled: Bool { get }
  /// The presentation style of a present or dismiss; `.none` for other transitions.
  var presentationStyle: UIModalPresentationStyle { get }
}
