public import Lifecycle

/// An action that also hears its list's updates, through the same registries and order as the
/// appearance events.
///
/// Register it like any `LifeCircleAction`: on one list
/// (`registerLifeCircleAction(_:)`), or globally, where it hears every list of
/// its registry (and the appearance events of every controller).
///
/// **Order.** ``list(_:didUpdate:)`` reaches the list's actions in the appear order: global
/// actions in registration order, then the list's own; opted-out global actions are skipped. The
/// actions are fixed when the delivery starts: one removed meanwhile is not called, one added
/// meanwhile first hears the next update. It comes in phase 3 of an update: after the rows that
/// left ended displaying, before the rows that entered are displayed.
///
/// **Never empty.** A batch (a business batch, an `apply`, an insertion layer's mutation)
/// that changes nothing on screen or in the counts is not heard: an empty
/// `performBatchUpdates {}`, a snapshot equal to the one shown, a layer attached or filled while
/// its rows are pending or hidden. Every ``ListController/reloadData()`` is heard. A completion
/// (``ListController/performBatchUpdates(_:completion:)``) still hears the empty change.
@MainActor
public protocol ListAction: LifeCircleAction {
  /// `list` finished a reload or a batch; `change` says what moved, in display coordinates.
  func list(_ list: ListController, didUpdate change: ListChange)
}

extension ListAction {
  /// Does nothing.
  public func list(_ list: ListController, didUpdate change: ListChange) {}
}
