import LifeCircleTesting
import Lifecycle
import Lists
import Testing

// The code of the "Putting ads in a feed" article, verbatim (imports aside; its AdModule is
// renamed ArticleAdModule beside the tests' own), so CI compiles it, and tests of its claims.

@MainActor
final class ArticleAdModule: InsertionLayerDelegate {
  private(set) var impressions: [String] = []

  func insertionLayer(_ layer: ListInsertionLayer, cellFor row: InsertedRow) -> ListCell {
    ListCell("Sponsored: \(row.id)", reuseIdentifier: "ad")
  }

  func insertionLayer(
    _ layer: ListInsertionLayer, willDisplay row: InsertedRow, at indexPath: DisplayIndexPath
  ) {
    impressions.append(row.id)
  }
}

@MainActor
func makeAdsLayer(module: ArticleAdModule) throws -> ListInsertionLayer {
  let layer = ListInsertionLayer(name: "ads")
  layer.delegate = module
  layer.retainsDelegate = true  // the list keeps the module alive while the layer is attached
  try layer.insert([
    Insertion("welcome", at: .afterContentRows(0)),  // on top, and it stays on top
    Insertion("midfeed", at: .afterContentRows(3)),  // after the third business row
    Insertion("late", at: .afterContentRows(50)),  // pending until the feed has 50 rows
  ])
  return layer
}

@MainActor
func installAds(module: ArticleAdModule) {
  registerGlobalAction(
    InsertionAction(
      where: { $0.title == "Feed" },
      makeLayer: { _ in (try? makeAdsLayer(module: module)) ?? ListInsertionLayer(name: "ads") }))
}

@MainActor
final class Posts: ListDataSource {
  var rows: [String] = []

  func list(_ list: ListController, numberOfRowsInSection section: Int) -> Int { rows.count }

  func list(_ list: ListController, cellForRowAt indexPath: ListIndexPath) -> ListCell {
    ListCell(rows[indexPath.row])
  }
}

@MainActor
func post(_ text: String, to list: ListController, posts: Posts, ads: ListInsertionLayer) throws {
  try list.performBatchUpdates {
    posts.rows.insert(text, at: 0)
    try list.insertRows(at: [ListIndexPath(row: 0, section: 0)])
    ads.reload(["midfeed"])  // the ad module refreshes one of its rows in the same change
  }
}
@MainActor
@Suite struct AdsArticleExampleTests {
  @Test func theGlobalActionPutsTheAdsInTheFeedAndImpressionsFollowTheScreen() throws {
    let world = TestScene()
    let module = ArticleAdModule()
    try world.make {
      installAds(module: module)
      let posts = Posts()
      posts.rows = ["a", "b", "c", "d"]
      let feed = ListController(title: "Feed")
      feed.dataSource = posts
      let navigation = NavigationController(rootController: feed)
      world.show(navigation)
      #expect(
        feed.display.renderedRows() == [
          ["Sponsored: welcome", "a", "b", "c", "Sponsored: midfeed", "d"]
        ])
      #expect(module.impressions == ["welcome", "midfeed"])
      let ads = try #require(feed.insertionLayers.first)
      #expect(ads.isPending("late"))
      try post("new", to: feed, posts: posts, ads: ads)
      #expect(
        feed.display.renderedRows() == [
          ["Sponsored: welcome", "new", "a", "b", "c", "Sponsored: midfeed", "d"]
        ])
      // The reloaded ad was displayed again: a new impression.
      #expect(module.impressions == ["welcome", "midfeed", "midfeed"])
      try navigation.push(ScreenController(title: "Detail"), animated: false)
      _ = try navigation.pop(animated: false)
      #expect(module.impressions == ["welcome", "midfeed", "midfeed", "welcome", "midfeed"])
      world.expectDiagnostics([])
    }
  }

  /// The article's before/after example: the ad follows the row it was placed after.
  @Test func anAnchoredAdFollowsTheRowItWasPlacedAfter() throws {
    let world = TestScene()
    let posts = Posts()
    posts.rows = ["A", "B", "C", "D"]
    let feed = world.make { ListController(title: "Feed") }
    feed.dataSource = posts
    let layer = ListInsertionLayer(name: "ads")
    let module = ArticleAdModule()
    layer.delegate = module
    try layer.insert("midfeed", at: .afterContentRows(3))
    try feed.addInsertionLayer(layer)
    world.show(feed)
    #expect(feed.display.renderedRows() == [["A", "B", "C", "Sponsored: midfeed", "D"]])
    try feed.performBatchUpdates {
      posts.rows.insert("X", at: 0)
      try feed.insertRows(at: [ListIndexPath(row: 0, section: 0)])
    }
    #expect(feed.display.renderedRows() == [["X", "A", "B", "C", "Sponsored: midfeed", "D"]])
    try feed.performBatchUpdates {
      posts.rows.remove(at: 1)
      try feed.deleteRows(at: [ListIndexPath(row: 1, section: 0)])
    }
    #expect(feed.display.renderedRows() == [["X", "B", "C", "Sponsored: midfeed", "D"]])
    world.expectDiagnostics([])
  }
}
