import Foundation

/// A container that shows the top of a stack of view controllers.
///
/// Real UIKit and the stand-in: the stack (`viewControllers`) changes inside each call; on a
/// navigation controller that is on screen, the appearance callbacks start on the next
/// main-queue turn and the did-callbacks run then (not animated) or at the transition's end
/// (animated) (UIKIT-CALLS.md §2–§5). Off screen, only the structure and the containment calls
/// change. A call made while a transition is under way is queued and replayed, through the same
/// method, when it ends (appearance note §15). The navigation controller forwards its own
/// appearance callbacks to its top from inside its implementations, so a subclass sees the
/// child's callbacks inside its `super` call (SR10).
@MainActor
open class UINavigationController: UIViewController {
  var stack: [UIViewController] = []
  /// The navigation operation from its call to its end (or the interactive pop in progress).
  var navigationTransition: NavigationTransitionState?
  /// Calls made while a transition is under way, replayed when it ends.
  var queuedOperations: [() -> Void] = []
  /// The top the delegate last heard `willShow` for.
  weak var announcedTop: UIViewController?
  /// A top whose `didShow` is due when the navigation controller's own appearance ends.
  weak var topAwaitingDidShow: UIViewController?
  /// The child whose view the navigation controller shows: the top once a transition has
  /// started, the old top while one waits for its start.
  weak var shownChild: UIViewController?
  /// Set while `standInBeginInteractivePop()` calls `popViewController(animated:)`.
  var interactivePopRequested = false

  /// The delegate told when a controller is about to be and has been shown. Held weakly.
  weak open var delegate: (any UINavigationControllerDelegate)?

  /// Creates a navigation controller whose stack is `[rootViewController]`.
  ///
  /// The stand-in calls the root's `willMove(toParent:)` and `didMove(toParent:)` inside the
  /// initializer (a choice); the root reads `isMovingToParent` on its first display (§1 row 11).
  ///
  /// - Parameter rootViewController: The bottom of the stack.
  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    insertOffScreen([rootViewController])
  }

  /// Creates a navigation controller with an empty stack.
  ///
  /// - Parameters:
  ///   - nibNameOrNil: A nib name; not used.
  ///   - nibBundleOrNil: A bundle; not used.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Creates a navigation controller from an archive. The stand-in decodes nothing.
  ///
  /// - Parameter coder: An unarchiver; not read.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The stack, bottom first. Reads the new stack as soon as a push, pop or replacement call
  /// returns. Setting it is `setViewControllers(_:animated: false)`.
  open var viewControllers: [UIViewController] {
    get { stack }
    set { setViewControllers(newValue, animated: false) }
  }

  /// The last controller of the stack.
  open var topViewController: UIViewController? {
    stack.last
  }

  /// The controller presented over the navigation controller (or an ancestor), if any, else the
  /// top.
  open var visibleViewController: UIViewController? {
    var visible = presentedViewController
    while let presented = visible?.presentedViewController {
      visible = presented
    }
    return visible ?? stack.last
  }

  /// Pushes a controller: `willMove(toParent:)` and the stack change inside the call; on screen,
  /// old top will-disappear, new top will-appear (`isMovingToParent`), `willShow`,
  /// `viewIsAppearing` on the next turn; did-callbacks, coordinator completions,
  /// `didMove(toParent:)` and `didShow` then or at the end (UIKIT-CALLS.md §2). Pushing a
  /// controller already in the stack is UIKit's exception (``UIKitStandIn/misuseHandler``).
  ///
  /// - Parameters:
  ///   - viewController: The controller to push.
  ///   - animated: Whether the transition is animated.
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    if deferIfBusy({ [weak self] in self?.pushViewController(viewController, animated: animated) })
    {
      return
    }
    push(viewController, animated: animated)
  }

  /// Pops the top: `willMove(toParent: nil)` and the stack change inside the call; the popped
  /// controller reads `isMovingFromParent`; `didMove(toParent: nil)` after its `viewDidDisappear`
  /// (UIKIT-CALLS.md §3). Popping the root does nothing.
  ///
  /// - Parameter animated: Whether the transition is animated.
  /// - Returns: The popped controller; `nil` for the root, or when the pop is queued behind a
  ///   transition under way (a stand-in choice).
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    if deferIfBusy({ [weak self] in self?.popViewController(animated: animated) }) {
      return nil
    }
    return pop(animated: animated)
  }

  /// Pops every controller above the root (UIKIT-CALLS.md §4): `willMove(toParent: nil)` for each,
  /// top first, inside the call; only the old top gets appearance callbacks.
  ///
  /// - Parameter animated: Whether the transition is animated.
  /// - Returns: The popped controllers, bottom first; empty when the root is on top; `nil` when
  ///   queued behind a transition under way.
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    if deferIfBusy({ [weak self] in self?.popToRootViewController(animated: animated) }) {
      return nil
    }
    guard let root = stack.first else { return [] }
    return pop(to: root, animated: animated)
  }

  /// Pops the controllers above `viewController`, as `popToRootViewController(animated:)` does.
  /// A controller not in the stack is UIKit's exception (``UIKitStandIn/misuseHandler``).
  ///
  /// - Parameters:
  ///   - viewController: The controller to reveal.
  ///   - animated: Whether the transition is animated.
  /// - Returns: The popped controllers, bottom first.
  @discardableResult
  open func popToViewController(_ viewController: UIViewController, animated: Bool)
    -> [UIViewController]?
  {
    if deferIfBusy({ [weak self] in
      self?.popToViewController(viewController, animated: animated)
    }) {
      return nil
    }
    return pop(to: viewController, animated: animated)
  }

  /// Replaces the stack (UIKIT-CALLS.md §5). The stack reads the new value when the call
  /// returns. A new top not in the old stack makes a push transition, one already in it a pop
  /// transition, the same top none. New controllers get `willMove(toParent:)` (top first) in the
  /// call and `didMove(toParent:)` at the end; removed ones other than the old top get
  /// `willMove(toParent: nil)` in the call and `didMove(toParent: nil)` at the end; the old top gets
  /// neither (radar 18002763).
  ///
  /// - Parameters:
  ///   - viewControllers: The new stack, bottom first, without duplicates.
  ///   - animated: Whether the transition is animated.
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    if deferIfBusy({ [weak self] in self?.setViewControllers(viewControllers, animated: animated) })
    {
      return
    }
    replaceStack(with: viewControllers, animated: animated)
  }

  /// Forwards `viewWillAppear` to the top and, on the top's first display, tells the delegate
  /// `willShow` (UIKIT-CALLS.md §1 rows 11, 13).
  ///
  /// - Parameter animated: Passed on to the top.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    if navigationTransition == nil {
      shownChild = stack.last
    }
    forwardBegin(true, animated: animated)
    announceTopIfNew(animated: animated)
  }

  /// Forwards `viewIsAppearing` to the top.
  ///
  /// - Parameter animated: Passed on to the top.
  open override func viewIsAppearing(_ animated: Bool) {
    super.viewIsAppearing(animated)
    forwardIsAppearing()
  }

  /// Forwards `viewDidAppear` to the top, then tells the delegate `didShow` when `willShow` was
  /// told on this appearance.
  ///
  /// - Parameter animated: Passed on to the top.
  open override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    forwardEnd()
    if let top = topAwaitingDidShow, top === stack.last {
      topAwaitingDidShow = nil
      delegate?.navigationController(self, didShow: top, animated: animated)
    }
  }

  /// Forwards `viewWillDisappear` to the top.
  ///
  /// - Parameter animated: Passed on to the top.
  open override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    forwardBegin(false, animated: animated)
  }

  /// Forwards `viewDidDisappear` to the top.
  ///
  /// - Parameter animated: Passed on to the top.
  open override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    forwardEnd()
  }

  override var forwardsFromCallbacks: Bool {
    true
  }

  override var appearanceChildren: [UIViewController] {
    (shownChild ?? stack.last).map { [$0] } ?? []
  }

  override func installVisibleChildViews() {
    guard let top = stack.last, let ownView = viewIfLoaded else { return }
    let topView: UIView = top.view
    if topView.superview !== ownView {
      ownView.attach(topView)
    }
  }
}
