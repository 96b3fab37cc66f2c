/// Where a view controller is in UIKit's appearance cycle (UIKIT-CALLS.md SR4).
enum AppearanceState {
  /// Not in a visible window (the initial state).
  case disappeared
  /// `viewWillAppear` ran; `viewDidAppear` has not.
  case appearing
  /// `viewDidAppear` ran.
  case appeared
  /// `viewWillDisappear` ran; `viewDidDisappear` has not.
  case disappearing

  /// Whether the controller is on screen or on its way there.
  var isShown: Bool {
    self == .appearing || self == .appeared
  }
}

/// Why a view controller appears or disappears: the flag its callbacks read as true
/// (UIKIT-CALLS.md SR9).
enum AppearanceCause {
  /// No flag.
  case none
  /// `isMovingToParent`.
  case movingToParent
  /// `isMovingFromParent`.
  case movingFromParent
  /// `isBeingPresented`.
  case beingPresented
  /// `isBeingDismissed`.
  case beingDismissed
}

/// A view controller's containment progress, recorded by the base `willMove(toParent:)` and
/// `didMove(toParent:)` as UIKit's are.
enum ContainmentProgress {
  /// No containment change under way.
  case settled
  /// `willMove(toParent:)` with a parent ran; `didMove(toParent:)` has not.
  case movingToParent
  /// `willMove(toParent: nil)` ran; `didMove(toParent: nil)` has not.
  case movingFromParent
}

/// The stand-in's bookkeeping for one view controller, grouped so the class body stays short.
struct ControllerRecord {
  var machine = AppearanceMachine()
  var callbackDepth = 0
  var containment = ContainmentProgress.settled
  /// Added to a container that was not on screen: the first appearance there reads
  /// `isMovingToParent` (a navigation controller's root, UIKIT-CALLS.md §1 row 11).
  var awaitsFirstAppearanceInParent = false
  var children: [UIViewController] = []
  weak var parent: UIViewController?
  /// The controller this one presents (held strongly, as UIKit does).
  var presented: UIViewController?
  weak var presenting: UIViewController?
  /// The resolved style of the presentation that shows this controller.
  var resolvedStyle = UIModalPresentationStyle.none
  /// Whether a present, dismiss or sheet drag run by this (presenting) controller is under way,
  /// from the call to its end.
  var presentationInProgress = false
  /// The coordinator readable through `transitionCoordinator` right now.
  var exposedCoordinator: StandInTransitionCoordinator?
  var presentationController: UIPresentationController?
}
