import Actions
import LifeCircleTesting
import Lifecycle
import Testing

// The "Loading data while a screen is visible" article's code, verbatim, so CI compiles it, and
// tests that it does what the article says.

@MainActor final class FeedModel {
  private(set) var items: [String] = []
  let updates: AsyncStream<[String]>  // a server's live updates, say

  init(updates: AsyncStream<[String]>) { self.updates = updates }

  func showUpdatesUntilCancelled() async {
    for await latest in updates { items = latest }  // ends when the task is cancelled
  }
}

final class HandWrittenFeedScreen: ScreenController {
  let model: FeedModel
  private var listening: Task<Void, Never>?

  init(model: FeedModel) {
    self.model = model
    super.init(title: "Feed")
  }

  override func viewDidAppear(_ animated: Bool) {
    listening = Task { [model] in await model.showUpdatesUntilCancelled() }
  }

  override func viewWillDisappear(_ animated: Bool) {
    listening?.cancel()  // forget this line and the screen listens forever
    listening = nil
  }
}

final class FeedScreen: ScreenController {
  let model: FeedModel

  init(model: FeedModel) {
    self.model = model
    super.init(title: "Feed")
  }
}

@MainActor let listenWhileVisible = AppearanceTaskAction { screen in
  await (screen as? FeedScreen)?.model.showUpdatesUntilCancelled()
}

@MainActor
@Suite struct ArticleExampleTests {
  @Test func theActionListensWhileTheFeedIsVisibleAndStopsWhenItIsPopped() async throws {
    let scene = TestScene()
    let (updates, server) = AsyncStream.makeStream(of: [String].self)
    let navigation = scene.navigation(scene.screen("Home"))
    scene.show(navigation)
    scene.make {
      registerGlobalAction(listenWhileVisible)
    }
    // --- article: testing ---
    let model = FeedModel(updates: updates)
    let feed = scene.make { FeedScreen(model: model) }
    try navigation.push(feed)
    let task = listenWhileVisible.task(for: feed)  // started by didAppear
    // --- end ---
    server.yield(["first"])
    server.yield(["first", "second"])
    // --- article: testing ---
    try navigation.pop()  // willDisappear cancels it
    await task?.value  // the loop has ended
    // --- end ---
    #expect(task != nil && task?.isCancelled == true)
    #expect(listenWhileVisible.task(for: feed) == nil)
    // Pushed and popped in one turn of the main actor: the operation never started.
    #expect(model.items == [])
  }

  @Test func theActionDeliversUpdatesWhileTheFeedIsVisible() async throws {
    let scene = TestScene()
    let (updates, server) = AsyncStream.makeStream(of: [String].self)
    scene.registry.register(listenWhileVisible)
    let model = FeedModel(updates: updates)
    let feed = scene.make { FeedScreen(model: model) }
    scene.show(feed)
    let task = try #require(listenWhileVisible.task(for: feed))
    server.yield(["first"])
    server.yield(["first", "second"])
    server.finish()  // the loop reads what was sent, then returns
    await task.value
    #expect(model.items == ["first", "second"])
  }

  @Test func theHandWrittenScreenDoesTheSameWithItsOwnTask() {
    let scene = TestScene()
    let (updates, _) = AsyncStream.makeStream(of: [String].self)
    let screen = scene.make { HandWrittenFeedScreen(model: FeedModel(updates: updates)) }
    let window = scene.showWindow(screen)
    window.hide()
    #expect(screen.appearanceState == .disappeared)
  }

  @Test func theLoopCountsAppearancesUntilTheScreenIsFreed() async {
    let scene = TestScene()
    weak var weakFeed: ScreenController?
    let appearances: Task<Int, Never>
    do {
      let feed = scene.screen("Feed")
      weakFeed = feed
      appearAndDisappear(feed)
      // --- article: events as a sequence ---
      let events = feed.lifecycleEvents()  // listening starts here, with the replay
      appearances = Task {
        var count = 0
        for await record in events where record.event == .didAppear { count += 1 }
        return count  // once the screen is freed
      }
      // --- end ---
      appearAndDisappear(feed)
      appearAndDisappear(feed)
    }
    #expect(weakFeed == nil)
    #expect(await appearances.value == 2)
  }

  private func appearAndDisappear(_ screen: ScreenController) {
    screen.beginAppearanceTransition(true, animated: false)
    screen.endAppearanceTransition()
    screen.beginAppearanceTransition(false, animated: false)
    screen.endAppearanceTransition()
  }
}
