/// The edge-swipe back gesture, driven by tests (UIKIT-CALLS.md §6, §7).
extension UINavigationController {
  /// Starts an edge-swipe back gesture, as a user's finger does. Not UIKit API.
  ///
  /// The gesture calls `popViewController(animated: true)`, so a subclass override sees it and the
  /// stack already reads without the top when the gesture starts (a stand-in choice; §6 row 5 is
  /// unverified). At the start: the top's `willMove(toParent: nil)`, the delegate's `willShow`, the
  /// top's `viewWillDisappear` (`isMovingFromParent`), the revealed controller's
  /// `viewWillAppear` and `viewIsAppearing`; the coordinator reads `isInteractive` true.
  /// `finish()`: interaction handlers, did-callbacks, completion blocks, `didMove(toParent: nil)`,
  /// `didShow`. `cancel()`: interaction handlers (`isCancelled`), the stack restored, the revealed
  /// controller's will/did-disappear, the top's will-appear, is-appearing, did-appear, completion
  /// blocks; no delegate call and no `didMove(toParent:)` for the top (a choice: §7 row 12 is
  /// unverified).
  ///
  /// - Returns: The gesture, or `nil` when the stack has one controller, a transition is under
  ///   way, or the navigation controller is not on screen.
  public func standInBeginInteractivePop() -> StandInGesture? {
    guard stack.count > 1, navigationTransition == nil, record.machine.state == .appeared else {
      return nil
    }
    interactivePopRequested = true
    popViewController(animated: true)
    interactivePopRequested = false
    guard case .interactive(let gesture) = navigationTransition else { return nil }
    return gesture
  }

  /// The start of an interactive pop, called from `pop(animated:)`.
  func startInteractivePop(popped: UIViewController, revealed: UIViewController) {
    let coordinator = StandInTransitionCoordinator(presentationStyle: .none, interactive: true)
    let participants = [self, popped, revealed]
    let previouslyAnnounced = announcedTop
    for participant in participants {
      participant.record.exposedCoordinator = coordinator
    }
    shownChild = revealed
    revealed.prepareForAppearance()
    if let ownView = viewIfLoaded {
      ownView.attach(revealed.view)
    }
    announcedTop = revealed
    delegate?.navigationController(self, willShow: revealed, animated: true)
    popped.beginAppearance(false, animated: true, cause: .movingFromParent)
    revealed.beginAppearance(true, animated: true)
    revealed.runIsAppearing()
    coordinator.startAnimation()
    let gesture = StandInGesture(
      finish: { [self] in
        for participant in participants {
          participant.record.exposedCoordinator = nil
        }
        coordinator.liftInteraction(cancelled: false)
        popped.viewIfLoaded?.detach()
        popped.endAppearance()
        revealed.endAppearance()
        coordinator.end()
        abandon(popped)
        popped.didMove(toParent: nil)
        delegate?.navigationController(self, didShow: revealed, animated: true)
        navigationTransition = nil
        replayQueuedOperations()
      },
      cancel: { [self] in
        for participant in participants {
          participant.record.exposedCoordinator = nil
        }
        coordinator.liftInteraction(cancelled: true)
        stack.append(popped)
        shownChild = popped
        announcedTop = previouslyAnnounced
        popped.record.containment = .settled
        revealed.beginAppearance(false, animated: true, cause: AppearanceCause.none)
        revealed.viewIfLoaded?.detach()
        revealed.endAppearance()
        popped.beginAppearance(true, animated: true, cause: AppearanceCause.none)
        popped.runIsAppearing()
        popped.endAppearance()
        coordinator.end()
        navigationTransition = nil
        replayQueuedOperations()
      })
    navigationTransition = .interactive(gesture)
  }
}
