import Lifecycle

/// An action that listens to focus only, doing the least work that cannot be optimised away:
/// it counts gains and losses (the appearance callbacks keep their empty defaults).
final class FocusCountingAction: LifeCircleAction {
  var gains = 0
  var losses = 0
  func hostController(_ controller: ScreenController, didGainFocus reason: FocusReason) {
    gains &+= 1
  }
  func hostController(_ controller: ScreenController, didLoseFocus reason: FocusReason) {
    losses &+= 1
  }
}
