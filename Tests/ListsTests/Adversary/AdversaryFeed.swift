import Delegation
import LifeCircleTesting
import Lifecycle
import Lists

/// An empty list titled `Feed` with its rows source, an ``AdversaryLog`` that hears its
/// appearance, rows and updates, and an ``EmptyStateAction`` registered after the log, whose
/// ``AdversaryPlaceholder`` logs into the same log.
@MainActor
struct AdversaryFeed {
  let list: ListController
  let source = RowsSource(rows: [])
  let log = AdversaryLog()
  let action: EmptyStateAction
  /// The action's source and delegate (the action holds them weakly: the fixture keeps them).
  let placeholder: AdversaryPlaceholder

  /// Makes the feed in `world`, off screen; with `section`, the placeholder watches that
  /// section instead of the whole list.
  init(in world: TestScene, section: EmptyStateSection? = nil) {
    list = world.list(source: source)
    list.registerLifeCircleAction(log)
    list.additionalDelegates.add(log)
    placeholder = AdversaryPlaceholder(log)
    action =
      if let section {
        EmptyStateAction(source: placeholder, delegate: placeholder, section: section)
      } else {
        EmptyStateAction(source: placeholder, delegate: placeholder)
      }
    list.registerLifeCircleAction(action)
  }
}
