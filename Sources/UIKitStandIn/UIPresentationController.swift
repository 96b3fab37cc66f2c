import Foundation

/// The object that manages one presented view controller's presentation.
///
/// Real UIKit: lays out the presented view, adapts the style, and reports user-initiated
/// dismissals to its delegate. The stand-in keeps the two controllers and the delegate, which it
/// calls for sheet swipes (``UIViewController/standInBeginSheetDrag()``), never for dismissals in
/// code (UIKIT-CALLS.md §11 row 6).
@MainActor
open class UIPresentationController: NSObject {
  private weak var presentedStorage: UIViewController?
  weak var presentingStorage: UIViewController?

  /// The delegate told about user-initiated dismissals. Held weakly.
  weak open var delegate: (any UIAdaptivePresentationControllerDelegate)?

  /// Creates a presentation controller.
  ///
  /// - Parameters:
  ///   - presentedViewController: The controller being presented.
  ///   - presentingViewController: The presenter, when known.
  public init(
    presentedViewController: UIViewController,
    presenting presentingViewController: UIViewController?
  ) {
    presentedStorage = presentedViewController
    presentingStorage = presentingViewController
    super.init()
  }

  /// The controller being presented. The stand-in holds it weakly (the controller holds its
  /// presentation controller); reading it after the controller is gone traps.
  open var presentedViewController: UIViewController {
    guard let presented = presentedStorage else {
      preconditionFailure("UIPresentationController: its presented view controller is gone")
    }
    return presented
  }

  /// The controller that presents (after rerouting, the top-most parent of the caller of
  /// `present`). Real UIKit has no answer before the presentation starts; the stand-in traps
  /// there, naming the state.
  open var presentingViewController: UIViewController {
    guard let presenting = presentingStorage else {
      preconditionFailure(
        "UIPresentationController.presentingViewController read while \(presentedViewController)"
          + " is not presented")
    }
    return presenting
  }
}
