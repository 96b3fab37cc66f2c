extension Diagnostic {
  /// What was refused, as a value a test can match: one case per refusal that a call which
  /// cannot throw reports as a ``Diagnostic/Kind/refusedOperation`` diagnostic.
  ///
  /// Every `refusedOperation` diagnostic the libraries report carries a cause; the
  /// ``Diagnostic/message`` says the same for people, with the names of the controllers
  /// involved. Match the cause in code and in tests, never the message's wording:
  ///
  /// ```swift
  /// import LifeCircleTesting
  /// import Lifecycle
  /// import Testing
  ///
  /// @Test @MainActor func endingAGestureTwiceIsRefused() throws {
  ///   let scene = TestScene()
  ///   let navigation = scene.show(
  ///     NavigationController(rootController: ScreenController(title: "Home")))
  ///   try navigation.push(scene.make { ScreenController(title: "Post") }, animated: false)
  ///   let gesture = try navigation.beginInteractivePop()
  ///   gesture.finish()
  ///   gesture.finish()  // refused: the gesture has ended
  ///   #expect(scene.diagnostics.map(\.cause) == [.interactivePopEndedTwice])
  /// }
  /// ```
  ///
  /// Where a ``NavigationError`` says why (the call wraps a validation that throws elsewhere),
  /// the case carries its ``NavigationError/Reason``. Causes hold no controller, so they stay
  /// `Sendable` and compare by value; the message names the controllers.
  public enum Cause: Sendable, Equatable {
    // MARK: Containment and windows

    /// `removeFromParent()`, which cannot throw, was refused for `reason` (a child of a
    /// container that manages its children itself, say, or a call while another transition
    /// holds the tree).
    case removeFromParentRefused(NavigationError.Reason)
    /// A value set to ``Window/rootController``, a setter that cannot throw, was refused for
    /// `reason` (the controller has a parent, is presented, is another window's root or is
    /// on screen by itself).
    case rootControllerRefused(NavigationError.Reason)
    /// ``InteractivePop/finish()`` or ``InteractivePop/cancel()`` on a gesture that has already
    /// ended.
    case interactivePopEndedTwice
    /// An ``InteractivePop`` was let go without ``InteractivePop/finish()`` or
    /// ``InteractivePop/cancel()``; it was cancelled.
    case interactivePopReleasedWithoutEnd

    // MARK: Manual forwarding

    /// `beginAppearanceTransition` or `endAppearanceTransition` while the controller, or one it
    /// forwards to, is still hearing an event.
    case manualForwardWhileHearingEvent
    /// `beginAppearanceTransition` or `endAppearanceTransition` on a controller whose
    /// appearance someone else forwards: a parent that forwards automatically, its window, its
    /// presentation.
    case manualForwardOfForwardedController
    /// `beginAppearanceTransition` that would reach a controller half-way through a
    /// transition the caller did not open (a navigation, a tab switch, a gesture under way).
    case manualForwardDuringAnotherTransition

    // MARK: Focus

    /// A container's ``ScreenController/activeChildren`` names a controller that is not its
    /// child; it is ignored for focus.
    case activeChildNotAChild
    /// A container's ``ScreenController/activeChildren`` names a controller more than once; it
    /// is focused once.
    case activeChildNamedTwice

    // MARK: Hosts and mirrors

    /// A model call that delivers callbacks (``Window/makeKeyAndVisible()``,
    /// ``Window/hide()``) on a window whose appearance a host drives.
    case modelCallOnHostedWindow
    /// A mirror operation on a window whose appearance the model drives.
    case mirrorCallOnModelWindow
    /// A mirror operation that contradicts the mirror, for `reason`: a child added under a
    /// second parent (``NavigationError/Reason/alreadyHasParent``), the dismissal of nothing
    /// (``NavigationError/Reason/nothingToDismiss``), a second presentation from one context
    /// (``NavigationError/Reason/alreadyPresenting``), a hidden window made key
    /// (``NavigationError/Reason/notInVisibleWindow``), a root still leaving
    /// (``NavigationError/Reason/alreadyOnScreen``), and so on.
    case mirrorContradiction(MirrorOperation, NavigationError.Reason)
    /// ``ScreenController/mirrorSetChildren(_:)`` on a screen that forwards appearance to its
    /// children automatically: a mirrored container forwards nothing.
    case mirroredContainerForwardsAutomatically
    /// A hosted event for a screen that is still hearing an event.
    case hostedEventWhileHearingEvent
    /// A hosted event for a screen the model's own containers, presentations or window
    /// deliver to.
    case hostedEventForModelDrivenScreen
    /// A hosted event for a screen whose parent forwards its events automatically.
    case hostedEventUnderAutomaticForwarding
    /// ``LifeCircleRegistry/releaseFocusDecisions()`` without a hold taken.
    case focusReleaseWithoutHold
    /// A bridged view controller appears inside a view controller that has no host, so the
    /// model cannot place its screen in the window (module `LifeCircleUIKit`).
    case screenInsideUnhostedController

    // MARK: Lists

    /// A list's data source answered a negative number of sections or rows; it counts as 0
    /// (module `Lists`).
    case negativeCountFromDataSource
    /// A negative `prefetchDistance` was set on a list; it is unchanged (module `Lists`).
    case negativePrefetchDistance
    /// An `InsertionAction` could not attach its layer to a list (the layer is attached
    /// elsewhere already, say) (module `Lists`).
    case insertionLayerNotAttached

    // MARK: List adapters

    /// A table or collection view asked a list adapter for a cell at a path the list does not
    /// have; a blank cell shows (module `LifeCircleUIKit`).
    case cellRequestedOutsideList
    /// The app's cell provider threw or returned no cell for a display row; a blank cell shows
    /// (module `LifeCircleUIKit`).
    case cellProviderFailed
    /// A list's data source counts other rows than the list shows: the app changed its data
    /// without telling the list; the view shows the list's rows (module `LifeCircleUIKit`).
    case dataChangedWithoutTellingTheList
    /// A tap on a table or collection view that the list refused; the view shows the list's
    /// selection (module `LifeCircleUIKit`).
    case viewTapRefused
  }

  /// The mirror operation a ``Cause/mirrorContradiction(_:_:)`` refused.
  public enum MirrorOperation: Sendable, Equatable, CaseIterable {
    /// ``ScreenController/mirrorSetChildren(_:)``.
    case setChildren
    /// ``ScreenController/mirrorPresent(_:style:)``.
    case present
    /// ``ScreenController/mirrorDismiss()``.
    case dismiss
    /// ``Window/init(hostedRootController:)``.
    case makeHostedWindow
    /// ``Window/mirrorMakeKey()``.
    case makeKey
    /// ``Window/mirrorReplaceRoot(with:)``.
    case replaceRoot
  }
}

extension NavigationError {
  /// The reason of `error`, thrown by a call whose only errors are navigation errors (the
  /// engine's validation and routing of a containment or window change, a mirror's
  /// validation): the reason a refusal's ``Diagnostic/Cause`` carries.
  ///
  /// Traps, naming the error, on any other error: that would be a bug of this library.
  package static func reason(of error: any Error) -> Reason {
    // Proof: the callers wrap `TreeEngine.run` of `.removeFromParent` and `.setRoot` work (whose
    // `perform` and busy refusal throw NavigationError only) and `validateMayJoinMirror`
    // (NavigationError only); module work, the one kind that throws other errors, never
    // reaches them.
    guard let error = error as? NavigationError else {
      preconditionFailure("LifeCircle: a refusal threw \(error), not a NavigationError")
    }
    return error.reason
  }
}
