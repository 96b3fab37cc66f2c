/// What a piece of work changed, as its container describes it: the new arrangement is already
/// in place (a stack's children, a window's root, a presentation's links), the links that must
/// outlive the callbacks are still there, and ``TreeEngine`` turns the description, with the
/// appearance states it finds, into the ordered callbacks (``TreeEngine/deliver(_:)``), then
/// cuts those links.
///
/// Containers never decide whether a change has callbacks: a stack that is off screen
/// describes its push like any other, and the engine finds it silent.
@MainActor
enum ScreenChange {
  /// Nothing on screen can have changed (a refused no-op, the same tab selected again).
  case none
  /// A stack's top changed from `from` to `to` (push, pop, popTo, popToRoot,
  /// setViewControllers); `move` says which of them joined or left the stack. The controllers
  /// that left keep their parent link until the callbacks are over (UIKit keeps
  /// `navigationController` until `didDisappear`). Each controller is named once: a retain of a
  /// controller that weak references point at takes the slow path.
  case newTop(
    NavigationController, from: ScreenController?, to: ScreenController?, move: StackMove,
    animated: Bool)
  /// A tab controller's selection moved from `from` to `to`.
  case tabSwitch(TabController, from: ScreenController, to: ScreenController)
  /// `presented` was linked to its context (its presenter) with its style.
  case presentation(ScreenController, animated: Bool)
  /// What `base` presents is dismissed; the links are cut after the callbacks.
  case dismissal(base: ScreenController, animated: Bool)
  /// `child` was appended to its parent's children.
  case childAdded(ScreenController)
  /// `child` was removed from `parent`'s children; its parent link is cut after the callbacks.
  case childRemoved(ScreenController)
  /// A window's root is now `new`; `old` keeps its window link, and its presentations, until
  /// the callbacks are over, which it has only if the window `isVisible`. (Windows are named by
  /// their roots: the work that made the change holds the window until it is delivered, and a
  /// window, weakly referenced by the registries, is costly to retain.)
  case rootReplaced(new: ScreenController, old: ScreenController, isVisible: Bool)
  /// The window of `root` became visible.
  case windowShown(root: ScreenController)
  /// The window of `root` was hidden; the root's visible presentation chain disappears.
  case windowHidden(root: ScreenController)
  /// An interactive pop began, finished or was cancelled.
  case gesture(InteractivePop.Gesture, InteractivePop.Phase)

  /// The controller the change brings on screen, with whether its presentations come with it
  /// (a new root, a window shown); `nil` for a change that brings none (a dismissal, a
  /// removal, a window hidden, a gesture).
  var incoming: (controller: ScreenController, withPresentations: Bool)? {
    switch self {
    // Not `Optional.map`: its closure would check the main actor at run time.
    case .newTop(_, _, let to, _, _): if let to { (to, false) } else { nil }
    case .tabSwitch(_, _, let to): (to, false)
    case .presentation(let presented, _): (presented, false)
    case .childAdded(let child): (child, false)
    case .rootReplaced(let new, _, _): (new, true)
    case .windowShown(let root): (root, true)
    case .none, .dismissal, .childRemoved, .windowHidden, .gesture: nil
    }
  }

  /// The controllers that left a stack (for `popToRoot` and `pop(to:)`), bottom to top.
  var unlinkedControllers: [ScreenController] {
    guard case .newTop(_, let from, _, let move, _) = self else { return [] }
    switch move {
    case .pushed: return []
    case .poppedTop:
      guard let from else { return [] }
      return [from]
    case .popped(let left), .replaced(_, let left): return left
    }
  }
}

/// How the tops of a stack change moved in or out of it.
@MainActor
enum StackMove {
  /// The new top joined the stack; nothing left.
  case pushed
  /// The old top left the stack, alone.
  case poppedTop
  /// These left the stack, bottom to top; the old top is the last of them.
  case popped([ScreenController])
  /// The stack was replaced: whether the new top joined, and the controllers that left.
  case replaced(topJoined: Bool, left: [ScreenController])
}
