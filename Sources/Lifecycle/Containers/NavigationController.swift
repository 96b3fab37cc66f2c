/// A stack of screens where only the top one is on screen, with UIKit's callback order.
///
/// **Order** (the old top is `A`, the new top `B`; each side's visible subtree, parent first):
/// - ``push(_:animated:)``: `B.viewDidLoad` (first time), `A.willDisappear`, `B.willAppear`
///   (``ScreenController/isMovingToParent``), `A.didDisappear`, `B.didAppear`.
/// - ``pop(animated:)``: `B.willDisappear` (``ScreenController/isMovingFromParent``),
///   `A.willAppear`, `B.didDisappear`, `A.didAppear`.
/// - ``popToRoot(animated:)`` and ``pop(to:animated:)``: the same between the old top and the
///   new top; controllers in between get nothing.
/// - ``setViewControllers(_:animated:)``: the same top gives no callbacks; otherwise one
///   push-like or pop-like transition between the old and the new top.
/// - ``beginInteractivePop()``: see ``InteractivePop``.
///
/// Off screen (the navigation controller is not ``AppearanceState/appeared``) the stack changes
/// without callbacks: the stack describes each change and its tree's engine decides. `viewControllers` already shows the new stack inside the callbacks, as in
/// UIKit; a popped controller keeps ``ScreenController/navigationController`` until its
/// `didDisappear` has run.
///
/// **Re-entrancy.** A call made while callbacks are being delivered is queued and performed
/// after the current transition's last callback, in call order; its error then goes to the
/// diagnostics channel.
///
/// **Cost.** A push or pop costs the same at any depth: only the two tops' visible subtrees are
/// walked.
///
/// **Memory.** The stack holds its controllers strongly; a popped controller with no other
/// owner is freed.
@MainActor
open class NavigationController: ScreenController {
  /// Creates a stack holding `rootController`, in ``LifeCircleRegistry/current``.
  ///
  /// - Parameters:
  ///   - rootController: The bottom of the stack.
  ///   - title: A name for people; "Navigation" by default.
  /// - Precondition: `rootController` has no parent, is not presented, is not a window's root,
  ///   is off screen and has no transition of its own under way.
  public init(rootController: ScreenController, title: String = "Navigation") {
    precondition(
      rootController.isFreeToJoin,
      "NavigationController(rootController:) needs a free controller; \(rootController.quotedName) has a parent, a presenter or a window, is on screen, or has a transition under way"
    )
    super.init(title: title)
    children = [rootController]
    rootController.parent = self
  }

  /// The stack, bottom (the root) to top.
  public var viewControllers: [ScreenController] { children }

  /// The top of the stack: the controller on screen when the navigation controller is.
  public var topController: ScreenController? { children.last }

  // A plain `if let`: `map` with a closure checks the main actor on every read.
  override var visibleChildren: Controllers {
    if let top = children.last { .one(top) } else { .none }
  }

  /// Always `true`, and final: a stack is never focused itself; its top is.
  public final override var isContainer: Bool { true }

  /// The top of the stack (empty only while the stack is), and final.
  public final override var activeChildren: [ScreenController] {
    if let top = children.last { [top] } else { [] }
  }

  override var focusChildren: Controllers { visibleChildren }

  override var managesOwnChildren: Bool { true }

  /// Always `true`, and final: the stack's own transitions (push, pop, an interactive pop)
  /// deliver its children's callbacks, so its own appearance reaches its top the same way. A
  /// stack that forwarded by hand would leave its top's state to its subclass while pushes
  /// assume it, so a subclass cannot override this.
  public final override var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

  /// Pushes `controller` on top of the stack.
  ///
  /// - Parameters:
  ///   - controller: A controller with no parent that is not presented or a window's root.
  ///   - animated: Passed to every callback of the transition.
  /// - Throws: ``NavigationError`` when `controller` is already in this or another stack, has
  ///   another parent, is presented, is a window's root, or contains this navigation
  ///   controller. Nothing changes then.
  public func push(_ controller: ScreenController, animated: Bool = true) throws {
    try TreeEngine.run(.push(self, controller, animated: animated))
  }

  /// Validates, pushes and describes the change: the body of ``push(_:animated:)``.
  func performPush(_ controller: ScreenController, animated: Bool) throws -> ScreenChange {
    if controller.parent === self {
      throw NavigationError(
        .alreadyHasParent, "\(controller.quotedName) is already in the stack of \(quotedName)")
    }
    if controller === self {
      throw NavigationError(.wouldCreateCycle, "\(quotedName) cannot be pushed onto itself")
    }
    try controller.validateIsFree(toJoin: self)
    let previousTop = children.last
    children.append(controller)
    controller.parent = self
    return .newTop(self, from: previousTop, to: controller, move: .pushed, animated: animated)
  }

  /// Pops the top controller.
  ///
  /// Made during a transition of this stack's tree, the call is queued and bound to the
  /// controller on top now: when it runs, it pops that controller (with anything pushed above it
  /// meanwhile); if that controller has left the stack by then, it fails with a diagnostic and
  /// changes nothing. So the returned controller is always the one the call pops.
  ///
  /// - Parameter animated: Passed to every callback of the transition.
  /// - Returns: The popped controller (for a queued call, the one it will pop).
  /// - Throws: ``NavigationError`` with ``NavigationError/Reason/cannotPopRoot`` when only the
  ///   root is left, also for a queued call. Nothing changes then.
  @discardableResult
  public func pop(animated: Bool = true) throws -> ScreenController {
    let top = children[children.count - 1]
    guard children.count > 1 else {
      throw NavigationError(
        .cannotPopRoot, "cannot pop \(top.quotedName): it is the root of \(quotedName)")
    }
    try TreeEngine.run(.pop(self, top, animated: animated))
    return top
  }

  /// Pops `top`, the controller bound to a `pop` call, with anything above it.
  func performPop(boundTo top: ScreenController, animated: Bool) throws -> ScreenChange {
    // From the top: the bound controller is almost always still there, so this is O(1).
    guard let index = children.lastIndexIdentical(to: top) else {
      throw NavigationError(
        .notInStack, "\(top.quotedName) is no longer in the stack of \(quotedName)")
    }
    guard index > 0 else {
      throw NavigationError(
        .cannotPopRoot, "cannot pop \(top.quotedName): it is the root of \(quotedName)")
    }
    if index == children.count - 1 {
      return popTop(animated: animated)
    }
    return try popControllers(above: index - 1, animated: animated)
  }

  /// Pops every controller above the root.
  ///
  /// - Parameter animated: Passed to every callback of the transition.
  /// - Returns: The popped controllers, bottom to top; empty when only the root is there. A
  ///   queued call (made during a transition) returns an empty array: what it pops is decided
  ///   when it runs, so it names no controller it might not pop.
  @discardableResult
  public func popToRoot(animated: Bool = true) throws -> [ScreenController] {
    try TreeEngine.run(.popToRoot(self, animated: animated))?.unlinkedControllers ?? []
  }

  /// Pops every controller above `controller`.
  ///
  /// - Parameters:
  ///   - controller: A controller in the stack.
  ///   - animated: Passed to every callback of the transition.
  /// - Returns: The popped controllers, bottom to top; empty when `controller` is the top. A
  ///   queued call returns an empty array: what it pops is decided when it runs.
  /// - Throws: ``NavigationError`` with ``NavigationError/Reason/notInStack`` when `controller`
  ///   is not in the stack. Nothing changes then.
  @discardableResult
  public func pop(to controller: ScreenController, animated: Bool = true) throws
    -> [ScreenController]
  {
    try TreeEngine.run(.popTo(self, controller, animated: animated))?.unlinkedControllers ?? []
  }

  /// Validates, then pops above `controller`: the body of ``pop(to:animated:)``.
  func performPop(to controller: ScreenController, animated: Bool) throws -> ScreenChange {
    guard let index = children.firstIndexIdentical(to: controller) else {
      throw NavigationError(
        .notInStack, "\(controller.quotedName) is not in the stack of \(quotedName)")
    }
    return try popControllers(above: index, animated: animated)
  }

  /// Replaces the whole stack.
  ///
  /// With the same top, no callbacks. Otherwise one transition between the old top and the new
  /// top: push-like (``ScreenController/isMovingToParent`` on the new top) when the new top
  /// was not in the stack, pop-like (``ScreenController/isMovingFromParent`` on the old top)
  /// when the old top leaves. Other controllers get nothing.
  ///
  /// - Parameters:
  ///   - controllers: The new stack, bottom to top: controllers already in this stack, or free
  ///     ones.
  ///   - animated: Passed to every callback of the transition.
  /// - Throws: ``NavigationError`` for an empty list, a duplicated controller, or one that
  ///   cannot join (see ``push(_:animated:)``). Nothing changes then.
  public func setViewControllers(_ controllers: [ScreenController], animated: Bool = true) throws {
    try TreeEngine.run(.setViewControllers(self, controllers, animated: animated))
  }

  /// Validates, then replaces the stack: the body of ``setViewControllers(_:animated:)``.
  func performSetViewControllers(_ controllers: [ScreenController], animated: Bool) throws
    -> ScreenChange
  {
    let newMembers = try validateNewStack(controllers)
    let oldStack = children
    let oldTop = oldStack.last
    let newTop = controllers.last
    let leaving = oldStack.filter { !newMembers.contains(ObjectIdentifier($0)) }
    let arriving = controllers.filter { $0.parent !== self }
    children = controllers
    for controller in arriving { controller.parent = self }
    return .newTop(
      self, from: oldTop, to: newTop,
      move: .replaced(topJoined: arriving.contains { $0 === newTop }, left: leaving),
      animated: animated)
  }

  /// Validates a new stack in O(*n*) and returns the identities of its members.
  private func validateNewStack(_ controllers: [ScreenController]) throws -> Set<ObjectIdentifier> {
    guard !controllers.isEmpty else {
      throw NavigationError(.emptyStack, "setViewControllers on \(quotedName) got an empty list")
    }
    var seen = Set<ObjectIdentifier>()
    for controller in controllers {
      guard seen.insert(ObjectIdentifier(controller)).inserted else {
        throw NavigationError(
          .duplicateControllers,
          "setViewControllers on \(quotedName) lists \(controller.quotedName) twice")
      }
      if controller === self {
        throw NavigationError(.wouldCreateCycle, "\(quotedName) cannot be in its own stack")
      }
      if controller.parent !== self { try controller.validateIsFree(toJoin: self) }
    }
    return seen
  }

  /// Removes every controller above `index`, unchecked, and describes the pop-like change
  /// (``ScreenChange/none`` when `index` is the top): the common end of
  /// ``performPop(boundTo:animated:)``, ``performPop(to:animated:)`` and `popToRoot`.
  func popControllers(above index: Int, animated: Bool) throws -> ScreenChange {
    guard index < children.count - 1 else { return .none }
    let popped = Array(children[(index + 1)...])
    children.removeSubrange((index + 1)...)
    return .newTop(
      self, from: popped.last, to: children[index], move: .popped(popped), animated: animated)
  }

  /// Removes the top, the common pop, without building a list.
  private func popTop(animated: Bool) -> ScreenChange {
    let popped = children.removeLast()
    return .newTop(self, from: popped, to: children.last, move: .poppedTop, animated: animated)
  }
}
