import Foundation
import Lifecycle

/// The delegate a host installs on its presented view controller's presentation controller,
/// when the app set none, so a sheet swiped down reaches the model
/// (`presentationControllerDidDismiss(_:)` is the only word UIKit says about it).
@MainActor
final class SheetDismissalObserver: NSObject, UIAdaptivePresentationControllerDelegate {
  /// The host of the presented view controller.
  weak var host: LifeCircleHost?

  init(host: LifeCircleHost) {
    self.host = host
  }

  func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
    host?.presentationControllerWillDismiss()
  }

  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    host?.presentationControllerDidDismiss()
  }
}
