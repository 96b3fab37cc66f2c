/// Work that runs at once, inside a delivery under way if there is one, and never waits: the
/// end of an interactive pop (the holder releasing its hold), replay to a late action, a round
/// of focus. Submitted to its tree's engine with ``TreeEngine/forward(_:)``; it is its own
/// description of what changes. A container's manual forward runs the same way, through
/// ``TreeEngine/forwardManually(_:to:animated:)``.
@MainActor
enum ForwardingWork {
  /// A gesture's finish, cancel or drop.
  case gestureEnd(InteractivePop.Gesture, InteractivePop.Ending)
  /// Replay of the current appearance cycle to one of a controller's actions.
  case replay(ScreenController, any LifeCircleAction)
  /// Replay to a new global action for every controller of one window of a registry.
  case globalReplay(Window, any LifeCircleAction, LifeCircleRegistry)
  /// A round of focus decisions and their events (``FocusCoordinator/settle()``).
  case focus
}

extension ForwardingWork {
  /// A controller of the tree the work acts on, whose tree root's registry is current while the
  /// work delivers outside any window; `nil` for a round of focus, which acts on no one tree.
  var anchor: ScreenController? {
    switch self {
    case .gestureEnd(let gesture, _): gesture.navigation
    case .replay(let controller, _): controller
    case .globalReplay(let window, _, _): window.root
    case .focus: nil
    }
  }
}
