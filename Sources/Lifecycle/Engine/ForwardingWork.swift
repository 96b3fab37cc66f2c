/// Work that runs at once, inside a delivery under way if there is one, and never waits: how a
/// container forwards its own callbacks by hand, the end of an interactive pop (the holder
/// releasing its hold), and replay to a late action. Submitted to its tree's engine with
/// ``TreeEngine/forward(_:)``; it is its own description of what changes.
@MainActor
enum ForwardingWork {
  /// `beginAppearanceTransition` (a "will" event: opens a hold) or `endAppearanceTransition`
  /// (a "did" event: releases it).
  case manual(ScreenController, LifecycleEvent, animated: Bool)
  /// A gesture's finish, cancel or drop.
  case gestureEnd(InteractivePop.Gesture, InteractivePop.Ending)
  /// Replay of the current appearance cycle to one of a controller's actions.
  case replay(ScreenController, any LifeCircleAction)
  /// Replay to a new global action for every controller of one window of a registry.
  case globalReplay(Window, any LifeCircleAction, LifeCircleRegistry)
  /// A round of focus decisions and their events (``FocusCoordinator/settle()``).
  case focus
}
