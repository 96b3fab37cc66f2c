/// A presented sheet swiped down, driven by tests (UIKIT-CALLS.md §12–§14).
extension UIViewController {
  /// Starts swiping a presented sheet down, as a user's finger does. Not UIKit API.
  ///
  /// The receiver is the presented controller or a controller inside it. With
  /// `isModalInPresentation` true on the sheet or a visible controller inside it, the delegate
  /// hears only `presentationControllerDidAttemptToDismiss(_:)`; when
  /// `presentationControllerShouldDismiss(_:)` answers false, that and then
  /// `presentationControllerDidAttemptToDismiss(_:)`. Otherwise: `ShouldDismiss`, `WillDismiss`
  /// (the coordinator is readable there), the sheet's `viewWillDisappear` (`isBeingDismissed`).
  /// `finish()`: interaction handlers, the links cut (`presentingViewController` and the
  /// presenter's `presentedViewController` read `nil`: a choice), the sheet's `viewDidDisappear`,
  /// completion blocks, `presentationControllerDidDismiss(_:)`. `cancel()`: interaction handlers
  /// (`isCancelled`), the sheet's `viewWillAppear`, `viewIsAppearing`, `viewDidAppear`, completion
  /// blocks; no `DidDismiss`.
  ///
  /// - Returns: The gesture, or `nil` when the swipe is refused, when the receiver is not in a
  ///   presented sheet (full screen or other styles), when the sheet presents something, or when
  ///   a presentation transition is under way.
  public func standInBeginSheetDrag() -> StandInGesture? {
    let sheet = rootAncestor
    guard let presenter = sheet.record.presenting, sheet.record.resolvedStyle.isSheet,
      sheet.record.presented == nil, !presenter.record.presentationInProgress,
      sheet.record.machine.state == .appeared,
      let presentationController = sheet.presentationController
    else {
      return nil
    }
    let delegate = presentationController.delegate
    if sheet.isModalInVisibleHierarchy {
      delegate?.presentationControllerDidAttemptToDismiss(presentationController)
      return nil
    }
    if let delegate, !delegate.presentationControllerShouldDismiss(presentationController) {
      delegate.presentationControllerDidAttemptToDismiss(presentationController)
      return nil
    }
    let coordinator = StandInTransitionCoordinator(
      presentationStyle: sheet.record.resolvedStyle, interactive: true)
    let participants = [presenter, sheet]
    for participant in participants {
      participant.record.exposedCoordinator = coordinator
    }
    presenter.record.presentationInProgress = true
    delegate?.presentationControllerWillDismiss(presentationController)
    sheet.beginAppearance(false, animated: true, cause: .beingDismissed)
    coordinator.startAnimation()
    return StandInGesture(
      finish: {
        for participant in participants {
          participant.record.exposedCoordinator = nil
        }
        coordinator.liftInteraction(cancelled: false)
        presenter.record.presented = nil
        sheet.record.presenting = nil
        sheet.viewIfLoaded?.detach()
        sheet.endAppearance()
        coordinator.end()
        presenter.record.presentationInProgress = false
        presentationController.delegate?.presentationControllerDidDismiss(presentationController)
      },
      cancel: {
        for participant in participants {
          participant.record.exposedCoordinator = nil
        }
        coordinator.liftInteraction(cancelled: true)
        sheet.beginAppearance(true, animated: true, cause: AppearanceCause.none)
        sheet.runIsAppearing()
        sheet.endAppearance()
        coordinator.end()
        presenter.record.presentationInProgress = false
      })
  }

  /// Whether the controller or a visible controller inside it refuses interactive dismissal.
  private var isModalInVisibleHierarchy: Bool {
    isModalInPresentation || appearanceChildren.contains { $0.isModalInVisibleHierarchy }
  }
}
