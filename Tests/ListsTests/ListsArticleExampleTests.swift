import LifeCircleTesting
import Lifecycle
import Lists
import Testing

// The code of the "Getting started with lists" article, verbatim (imports aside), so CI
// compiles it, and tests that it does what the article says.

@MainActor
final class Messages: ListDataSource {
  var texts = ["Hello", "How are you?", "See you"]

  func list(_ list: ListController, numberOfRowsInSection section: Int) -> Int {
    texts.count
  }

  func list(_ list: ListController, cellForRowAt indexPath: ListIndexPath) -> ListCell {
    ListCell(texts[indexPath.row])
  }
}

@MainActor
func showMessages() throws -> (Window, Messages) {
  let messages = Messages()
  let list = ListController(title: "Messages")
  list.dataSource = messages
  list.viewport = ListViewport(firstRow: 0, rowCount: 2)  // two rows fit on screen
  let window = Window(rootController: NavigationController(rootController: list))
  window.makeKeyAndVisible()
  // On screen: rows 0 and 1 are displayed, their cells were made after `willAppear`'s actions.
  return (window, messages)
}

@MainActor
func receive(_ text: String, in list: ListController, from messages: Messages) throws {
  try list.performBatchUpdates {
    messages.texts.insert(text, at: 0)
    try list.insertRows(at: [ListIndexPath(row: 0, section: 0)])
  }
}

@MainActor
final class Pager: ListDelegate {
  let messages: Messages
  init(messages: Messages) { self.messages = messages }

  func list(_ list: ListController, willDisplayRowAt indexPath: ListIndexPath) {
    guard indexPath.row == messages.texts.count - 1, messages.texts.count < 100 else { return }
    let messages = messages
    try? list.performBatchUpdates {
      let start = messages.texts.count
      messages.texts += ["older \(start)", "older \(start + 1)"]
      try list.insertRows(at: [
        ListIndexPath(row: start, section: 0), ListIndexPath(row: start + 1, section: 0),
      ])
    }
  }
}

@MainActor
final class UpdateCounter: ListAction {
  private(set) var updates: [String: Int] = [:]

  func list(_ list: ListController, didUpdate change: ListChange) {
    updates[list.title, default: 0] += 1
  }
}

@MainActor
func countUpdates() -> UpdateCounter {
  let counter = UpdateCounter()
  registerGlobalAction(counter)
  return counter
}

@MainActor
func showTags() throws -> (ListController, ListSnapshotDataSource<String>) {
  let source = ListSnapshotDataSource<String> { tag, _ in ListCell("#" + tag) }
  let list = ListController(title: "Tags")
  list.dataSource = source
  try list.apply(ListSnapshot(["swift", "uikit"]))
  try list.apply(ListSnapshot(["uikit", "swift", "lists"]))  // one move, one insert
  return (list, source)
}
@MainActor
@Suite struct ListsArticleExampleTests {
  @Test func theNewestMessageIsDisplayedOnTop() throws {
    let registry = LifeCircleRegistry()
    try LifeCircleRegistry.scoped(registry) {
      let (window, messages) = try showMessages()
      defer { window.hide() }
      let navigation = try #require(window.rootController as? NavigationController)
      let list = try #require(navigation.topController as? ListController)
      #expect(
        list.indexPathsForVisibleRows == [
          ListIndexPath(row: 0, section: 0), ListIndexPath(row: 1, section: 0),
        ])
      let recorder = ListRecorder()
      recorder.attach(to: list)
      try receive("New", in: list, from: messages)
      expectListTrace(
        recorder,
        [
          "Messages.didEndDisplaying [0, 1]",
          "Messages.didUpdate batch inserted rows [0, 0]",
          "Messages.willDisplay [0, 0]",
        ])
    }
  }

  @Test func thePagerLoadsMoreFromTheLastRowUntilAHundred() throws {
    let registry = LifeCircleRegistry()
    try LifeCircleRegistry.scoped(registry) {
      let (window, messages) = try showMessages()
      defer { window.hide() }
      let navigation = try #require(window.rootController as? NavigationController)
      let list = try #require(navigation.topController as? ListController)
      let pager = Pager(messages: messages)
      list.delegate = pager
      list.viewport = .all
      #expect(messages.texts.count == 101)
      #expect(list.numberOfRows(inSection: 0) == 101)
      #expect(list.indexPathsForVisibleRows.count == 101)
    }
  }

  @Test func theCounterHearsEveryListOfItsRegistry() throws {
    let registry = LifeCircleRegistry()
    try LifeCircleRegistry.scoped(registry) {
      let counter = countUpdates()
      let (list, source) = try showTags()
      #expect(counter.updates == ["Tags": 2])
      #expect(list.display.renderedRows() == [["#uikit", "#swift", "#lists"]])
      #expect(source.itemIdentifier(for: ListIndexPath(row: 2, section: 0)) == "lists")
    }
  }
}
