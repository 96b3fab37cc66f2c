import LifeCircleTesting
import Lifecycle
import Lists
import Testing

// The code of the "Empty, loading, search and error states" article, verbatim (imports
// aside), so CI compiles it, and a test of what it says.

@MainActor
final class InboxStates: EmptyStateSource, EmptyStateDelegate {
  enum Phase {
    case loading, loaded
    case failed(String)
  }
  var phase = Phase.loading
  var query = ""
  private(set) var retries = 0

  func emptyStateContent(for list: ListController) -> EmptyStateContent? {
    switch phase {
    case .loading: EmptyStateContent(kind: .loading, title: "Loading…")
    case .failed(let reason):
      EmptyStateContent(kind: .error(message: reason), title: "Offline", buttonTitle: "Retry")
    case .loaded where !query.isEmpty:
      EmptyStateContent(kind: .search(query: query), title: "No results for \(query)")
    case .loaded: EmptyStateContent(title: "Inbox zero")
    }
  }

  func emptyStateDidTapButton(for list: ListController) {
    retries += 1
  }
}

@MainActor
func showInbox(states: InboxStates) -> (ListController, EmptyStateAction) {
  let inbox = ListController(title: "Inbox")
  let placeholder = EmptyStateAction(source: states, delegate: states)
  inbox.registerLifeCircleAction(placeholder)
  return (inbox, placeholder)
}
@MainActor
@Suite struct EmptyStatesArticleExampleTests {
  @Test func theInboxGoesFromLoadingToErrorToResultsWithOnePlaceholder() throws {
    let world = TestScene()
    let log = SharedLog()
    let states = InboxStates()
    let (inbox, placeholder) = world.make { showInbox(states: states) }
    let rows = RowsSource(rows: [])
    inbox.dataSource = rows
    inbox.registerLifeCircleAction(AppearanceLog(log))
    world.show(inbox)
    #expect(placeholder.content(on: inbox)?.kind == .loading)
    #expect(placeholder.isVisible(on: inbox))
    states.phase = .failed("no network")
    placeholder.reload(on: inbox)
    #expect(placeholder.content(on: inbox)?.buttonTitle == "Retry")
    #expect(placeholder.tapButton(on: inbox))
    #expect(states.retries == 1)
    states.phase = .loaded
    states.query = "swift"
    placeholder.reload(on: inbox)
    #expect(placeholder.content(on: inbox)?.kind == .search(query: "swift"))
    rows.sections = [["a result"]]
    inbox.reloadData()
    #expect(!placeholder.isVisible(on: inbox))
    #expect(!placeholder.tapButton(on: inbox))
    placeholder.isEnabled = false
    #expect(placeholder.state(on: inbox) == .disappeared)
  }
}
