import Lifecycle

/// A callback of a list's own work that an `on LIST CALLBACK: STEP` reaction runs from: the
/// list's delegate (`willDisplay`, `didEndDisplaying`), its list action (`didUpdate`), its
/// layers' delegates (`layerWillDisplay`, `layerDidEndDisplaying`) and its placeholder's
/// delegate (`placeholder`: any of its events, content changes and taps).
///
/// A list request made from these callbacks is queued behind the list's work under way, and a
/// navigation call behind any work: one engine orders the tree's navigation and its lists'
/// work.
package enum ListCallback: String, CaseIterable, Sendable, Hashable {
  case willDisplay
  case didEndDisplaying
  case didUpdate
  case layerWillDisplay
  case layerDidEndDisplaying
  case placeholder
}

/// What an armed reaction waits for: a screen's lifecycle event, or a callback of a list's own
/// work.
enum ReactionTrigger: Hashable {
  case lifecycle(LifecycleEvent)
  case list(ListCallback)
}
