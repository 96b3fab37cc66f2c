import Foundation
import Lifecycle

/// The delegate a host installs on its presented view controller's presentation controller,
/// when the app set none, so a sheet swiped down reaches the model
/// (`presentationControllerDidDismiss(_:)` is the only word UIKit says about it).
@MainActor
final class SheetDismissalObserver: NSObject, UIAdaptivePresentationControllerDelegate {
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    MirrorReconciler.reconcileEverything()
  }
}
