/// A ``LifeCircleAction`` that handles all four events in one method.
///
/// Implement ``hostController(_:didReceive:animated:)``; this protocol's extension implements
/// the four ``LifeCircleAction`` requirements by calling it with the matching
/// ``LifecycleEvent``. Order, threading and memory are those of ``LifeCircleAction``.
///
/// ```swift
/// final class Tracer: LifeCircleEventObserver {
///   func hostController(_ controller: ScreenController, didReceive event: LifecycleEvent, animated: Bool) {
///     print(controller.title, event)
///   }
/// }
/// ```
@MainActor
public protocol LifeCircleEventObserver: LifeCircleAction {
  /// The host controller received `event`.
  func hostController(
    _ controller: ScreenController, didReceive event: LifecycleEvent, animated: Bool)
}

extension LifeCircleEventObserver {
  /// Calls ``hostController(_:didReceive:animated:)`` with `.willAppear`.
  public func hostController(_ controller: ScreenController, viewWillAppear animated: Bool) {
    hostController(controller, didReceive: .willAppear, animated: animated)
  }
  /// Calls ``hostController(_:didReceive:animated:)`` with `.didAppear`.
  public func hostController(_ controller: ScreenController, viewDidAppear animated: Bool) {
    hostController(controller, didReceive: .didAppear, animated: animated)
  }
  /// Calls ``hostController(_:didReceive:animated:)`` with `.willDisappear`.
  public func hostController(_ controller: ScreenController, viewWillDisappear animated: Bool) {
    hostController(controller, didReceive: .willDisappear, animated: animated)
  }
  /// Calls ``hostController(_:didReceive:animated:)`` with `.didDisappear`.
  public func hostController(_ controller: ScreenController, viewDidDisappear animated: Bool) {
    hostController(controller, didReceive: .didDisappear, animated: animated)
  }
}
