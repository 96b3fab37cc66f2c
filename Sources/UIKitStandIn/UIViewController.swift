import Foundation

/// A view controller: UIKit's unit of screen, whose overrides UIKit calls as its view enters and
/// leaves the window.
///
/// Real UIKit and the stand-in declare the same members with the same spelling. The stand-in
/// calls the overrides in the order UIKIT-CALLS.md gives (the appearance callbacks, containment
/// calls, presentation), deferring what UIKit defers to the next main-queue turn until
/// ``UIKitStandIn/runNextTurn()``.
@MainActor
open class UIViewController: UIResponder {
  private var viewStorage: UIView?
  private var isLoadingView = false
  var record = ControllerRecord()

  /// The controller's title. Stored; the stand-in shows nothing.
  open var title: String?

  /// How the controller is shown when presented. Default `.automatic`, resolved when presenting
  /// (see ``UIKitStandIn/iOSVersion``).
  open var modalPresentationStyle = UIModalPresentationStyle.automatic

  /// Whether the user may not swipe a presented sheet down. Real UIKit and the stand-in: when
  /// true, a swipe calls only the presentation controller delegate's
  /// `presentationControllerDidAttemptToDismiss(_:)` (UIKIT-CALLS.md §14).
  open var isModalInPresentation = false

  /// Creates a view controller. Designated, as in UIKit; the stand-in loads no nib.
  ///
  /// - Parameters:
  ///   - nibNameOrNil: A nib name; stored nowhere.
  ///   - nibBundleOrNil: A bundle; stored nowhere.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init()
  }

  /// Creates a view controller from an archive. The stand-in decodes nothing.
  ///
  /// - Parameter coder: An unarchiver; not read.
  public required init?(coder: NSCoder) {
    super.init()
  }

  /// Creates a view controller with no nib, as `UIViewController()` does in UIKit (a
  /// convenience initializer there too).
  public override convenience init() {
    self.init(nibName: nil, bundle: nil)
  }

  /// The controller's view, loaded on first read.
  ///
  /// Real UIKit and the stand-in: the first read calls `loadView()`, then `viewDidLoad()`.
  /// Setting it installs a view (or `nil`, unloading it) without calling either.
  open var view: UIView! {
    get {
      loadViewIfRequired()
      return viewStorage
    }
    set {
      viewStorage?.owningController = nil
      viewStorage = newValue
      newValue?.owningController = self
    }
  }

  /// Creates the controller's view. The default creates a plain `UIView`; an override must set
  /// `view` and not call `super`, as in UIKit.
  open func loadView() {
    view = UIView(frame: .zero)
  }

  /// The view if it is loaded, without loading it.
  open var viewIfLoaded: UIView? {
    viewStorage
  }

  /// Whether the view is loaded.
  open var isViewLoaded: Bool {
    viewStorage != nil
  }

  /// Loads the view if it is not loaded (`loadView()`, then `viewDidLoad()`).
  open func loadViewIfNeeded() {
    loadViewIfRequired()
  }

  /// Called once, after the view loads. The default does nothing.
  open func viewDidLoad() {}

  /// Called before the view enters a visible window. The default does nothing; containers
  /// forward to their visible children from their own implementation (UIKIT-CALLS.md SR10).
  ///
  /// - Parameter animated: The flag of the API call that caused it; `false` for appearances
  ///   UIKit starts itself (SR11).
  open func viewWillAppear(_ animated: Bool) {}

  /// Called after `viewWillAppear` and before `viewDidAppear`, once the view is in the window
  /// (UIKIT-CALLS.md SR5). The stand-in calls it after every will-callback of the same
  /// transition (and after the navigation delegate's `willShow`).
  ///
  /// - Parameter animated: As for `viewWillAppear(_:)`.
  open func viewIsAppearing(_ animated: Bool) {}

  /// Called after the view entered a visible window, at the transition's end.
  ///
  /// - Parameter animated: As for `viewWillAppear(_:)`.
  open func viewDidAppear(_ animated: Bool) {}

  /// Called before the view leaves a visible window.
  ///
  /// - Parameter animated: As for `viewWillAppear(_:)`.
  open func viewWillDisappear(_ animated: Bool) {}

  /// Called after the view left a visible window, at the transition's end.
  ///
  /// - Parameter animated: As for `viewWillAppear(_:)`.
  open func viewDidDisappear(_ animated: Bool) {}

  /// Called before the controller is added to a parent or removed from one (`nil`).
  ///
  /// Real UIKit records the move for `isMovingToParent`/`isMovingFromParent`; the stand-in's
  /// default does the same, so an override should call `super`. `addChild(_:)` and the
  /// containers call it; a custom container calls it before `removeFromParent()`.
  ///
  /// - Parameter parent: The new parent, or `nil` when leaving.
  open func willMove(toParent parent: UIViewController?) {
    record.containment = parent == nil ? .movingFromParent : .movingToParent
  }

  /// Called after the controller was added to a parent or removed from one (`nil`).
  ///
  /// Real UIKit ends the move the flags report; the stand-in's default does the same.
  /// `removeFromParent()` and the containers call it; a custom container calls it after adding.
  ///
  /// - Parameter parent: The new parent, or `nil` after leaving.
  open func didMove(toParent parent: UIViewController?) {
    record.containment = .settled
  }

  /// Adds a child: calls `childController.willMove(toParent: self)`, then adds it to
  /// `children` and sets its `parent` (UIKIT-CALLS.md §17 row 1). A child with another parent
  /// is removed from it first. The caller adds the child's view and calls `didMove(toParent:)`.
  ///
  /// - Parameter childController: The controller to add.
  open func addChild(_ childController: UIViewController) {
    addChildController(childController)
  }

  /// Removes the controller from its parent: `children` and `parent` change, then
  /// `didMove(toParent: nil)` is called (UIKIT-CALLS.md §17 row 8). Does nothing without a parent.
  open func removeFromParent() {
    removeFromParentController()
  }

  /// The child view controllers, in the order they were added (a navigation controller's are its
  /// stack, a tab bar controller's its tabs).
  open var children: [UIViewController] {
    record.children
  }

  /// The parent view controller, held weakly as in UIKit.
  open var parent: UIViewController? {
    record.parent
  }

  /// True only inside the appearance callbacks of the transition that adds the controller to a
  /// parent (a push, a child added with `addChild`, a navigation controller's root on first
  /// display); false everywhere else (UIKIT-CALLS.md SR9).
  open var isMovingToParent: Bool {
    currentCause == .movingToParent
  }

  /// True only inside the appearance callbacks of the transition that removes the controller
  /// from its parent (a pop, including an interactive pop from its start).
  open var isMovingFromParent: Bool {
    currentCause == .movingFromParent
  }

  /// True only inside the presented controller's appearance callbacks while it is presented.
  open var isBeingPresented: Bool {
    currentCause == .beingPresented
  }

  /// True only inside the presented controller's disappearance callbacks while it is dismissed.
  open var isBeingDismissed: Bool {
    currentCause == .beingDismissed
  }

  /// Whether the controller forwards its appearance callbacks to its visible children. Default
  /// `true`. When `false`, nothing is forwarded and the controller drives its children with
  /// `beginAppearanceTransition(_:animated:)` and `endAppearanceTransition()` (§17b).
  open var shouldAutomaticallyForwardAppearanceMethods: Bool {
    true
  }

  /// Starts an appearance change by hand: calls `viewWillAppear` (then `viewIsAppearing`, a
  /// stand-in choice where UIKIT-CALLS.md §17b row 5 is unverified) or `viewWillDisappear`. A
  /// second call in the other direction reverses a change under way (§17b row 8).
  ///
  /// - Parameters:
  ///   - isAppearing: `true` to appear, `false` to disappear.
  ///   - animated: Passed to the callbacks.
  open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    beginAppearance(isAppearing, animated: animated)
    if isAppearing {
      runIsAppearing()
    }
  }

  /// Ends an appearance change started by hand: calls `viewDidAppear` or `viewDidDisappear`.
  open func endAppearanceTransition() {
    endAppearance()
  }

  /// Presents a view controller.
  ///
  /// Real UIKit and the stand-in: the request goes to the top-most parent of the receiver (the
  /// window's root, or the presented controller that contains it). `presentedViewController`
  /// answers before this returns; the callbacks start on the next main-queue turn; `completion`
  /// runs after the presented controller's `viewDidAppear` (UIKIT-CALLS.md §10, §11, §15, §16).
  /// A present while the presenter already presents, or while its presentation is under way, is
  /// refused with UIKit's console warning (through ``UIKitStandIn/warningHandler``).
  ///
  /// - Parameters:
  ///   - viewControllerToPresent: The controller to present.
  ///   - flag: Whether to animate; when `true` the did-callbacks wait for the transition's end.
  ///   - completion: Run after the presented controller's `viewDidAppear`.
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {
    presentController(viewControllerToPresent, animated: flag, completion: completion)
  }

  /// Dismisses the controller presented by the receiver (or one of its ancestors) or, when it
  /// presents nothing, the receiver itself from its presenter.
  ///
  /// Real UIKit and the stand-in: nothing changes inside the call; the callbacks start on the
  /// next main-queue turn; the links are cut before the did-callbacks; `completion` runs
  /// after the dismissed controller's `viewDidDisappear` (UIKIT-CALLS.md §10, §11). With nothing
  /// to dismiss, nothing happens and `completion` is not called (a stand-in choice).
  ///
  /// - Parameters:
  ///   - flag: Whether to animate.
  ///   - completion: Run after the dismissed controller's `viewDidDisappear`.
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    dismissController(animated: flag, completion: completion)
  }

  /// The controller presented by the receiver or by one of its ancestors (UIKit: "or one of its
  /// ancestors"), set before `present` returns and cleared at the end of the dismissal.
  open var presentedViewController: UIViewController? {
    record.presented ?? record.parent?.presentedViewController
  }

  /// The controller that presented the receiver or its nearest presented ancestor; set before
  /// `present` returns, cleared before the dismissed controller's `viewDidDisappear`.
  open var presentingViewController: UIViewController? {
    record.presenting ?? record.parent?.presentingViewController
  }

  /// The object that manages the presentation of the receiver (or of its nearest presented
  /// ancestor). Real UIKit creates it lazily; so does the stand-in, keeping it (and its
  /// delegate) across presentations.
  open var presentationController: UIPresentationController? {
    if record.presenting == nil, let parent = record.parent {
      return parent.presentationController
    }
    if let existing = record.presentationController {
      return existing
    }
    let created = UIPresentationController(
      presentedViewController: self, presenting: record.presenting)
    record.presentationController = created
    return created
  }

  /// The coordinator of the transition under way, or of an ancestor's.
  ///
  /// Real UIKit and the stand-in: available in `viewWillAppear`/`viewWillDisappear` of an animated
  /// transition, and during an interactive gesture until it is lifted (UIKIT-CALLS.md SR6). The
  /// stand-in answers `nil` in `viewIsAppearing`, in did-callbacks and for non-animated
  /// transitions (a choice: §2b is unverified).
  open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
    record.exposedCoordinator ?? record.parent?.transitionCoordinator
  }

  /// The nearest ancestor that is a navigation controller.
  open var navigationController: UINavigationController? {
    var controller = record.parent
    while let current = controller {
      if let navigation = current as? UINavigationController {
        return navigation
      }
      controller = current.record.parent
    }
    return nil
  }

  /// The nearest ancestor that is a tab bar controller.
  open var tabBarController: UITabBarController? {
    var controller = record.parent
    while let current = controller {
      if let tabs = current as? UITabBarController {
        return tabs
      }
      controller = current.record.parent
    }
    return nil
  }

  /// Loads the view if needed, guarding against a re-entrant read from `loadView()`.
  func loadViewIfRequired() {
    guard viewStorage == nil, !isLoadingView else { return }
    isLoadingView = true
    loadView()
    isLoadingView = false
    precondition(
      viewStorage != nil, "\(self): loadView() returned without setting view (UIKit crashes too)")
    viewDidLoad()
  }

  /// The flag cause readable right now: the transition's cause inside a callback, else none.
  private var currentCause: AppearanceCause {
    record.callbackDepth > 0 ? record.machine.cause : .none
  }

  /// Whether this controller forwards appearance to its children from inside its own callback
  /// implementations (navigation and tab bar controllers) rather than after them.
  var forwardsFromCallbacks: Bool {
    false
  }

  /// Puts the views of the children a container shows into its view (navigation and tab bar
  /// controllers); a plain controller's children are placed by its own code.
  func installVisibleChildViews() {}

  /// The children that receive forwarded appearance callbacks: for a plain controller, the
  /// children whose views are inside its view.
  var appearanceChildren: [UIViewController] {
    guard let ownView = viewStorage else { return [] }
    return record.children.filter { child in
      child.viewIfLoaded.map { $0.isDescendant(of: ownView) } ?? false
    }
  }
}
