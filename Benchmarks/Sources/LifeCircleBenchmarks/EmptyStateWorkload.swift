import Lifecycle
import Lists

/// A source that always has the same content (no allocation: literals).
@MainActor
final class FixedPlaceholder: EmptyStateSource {
  func emptyStateContent(for list: ListController) -> EmptyStateContent? {
    EmptyStateContent(title: "Nothing here")
  }
}

/// A shown list of `rows` rows in `sections` sections with an empty-state action; evaluations
/// that change nothing (the placeholder stays hidden, or stays shown when `rows` is 0).
@MainActor
final class EmptyStateWorkload {
  let inner: ListWorkload
  let placeholder = FixedPlaceholder()
  let action: EmptyStateAction

  init(rows: Int) {
    inner = ListWorkload(rows: rows, visible: 20)
    action = EmptyStateAction(source: placeholder)
    inner.list.registerLifeCircleAction(action, replayingCurrentState: true)
  }

  func evaluate(times: Int) {
    let (action, list) = (self.action, inner.list)
    for _ in 0..<times { action.reload(on: list) }
  }
}
