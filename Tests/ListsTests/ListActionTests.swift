import LifeCircleTesting
import Lifecycle
import Lists
import Testing

/// A list action that writes `name:Title change` to a shared log.
@MainActor
final class LoggingListAction: ListAction {
  let name: String
  var log: [String] = []
  var onUpdate: ((ListController) -> Void)?

  init(_ name: String) { self.name = name }

  func list(_ list: ListController, didUpdate change: ListChange) {
    log.append("\(name):\(list.title) \(change)")
    onUpdate?(list)
  }
}

@MainActor
@Suite struct ListActionTests {
  @Test func globalActionsHearEveryListBeforeTheListsOwnAndRespectOptOuts() {
    let world = TestScene()
    let global = LoggingListAction("global")
    world.registry.register(global)
    let own = LoggingListAction("own")
    let feed = world.list("Feed", source: RowsSource(rows: ["a"]))
    let other = world.list("Other", source: RowsSource(rows: []))
    feed.registerLifeCircleAction(own)
    own.onUpdate = { [unowned own] _ in own.log.append("own ran") }
    global.onUpdate = { [unowned global] _ in global.log.append("global ran") }
    feed.reloadData()
    other.reloadData()
    other.disableGlobalAction(global)
    other.reloadData()
    #expect(
      global.log == ["global:Feed reload", "global ran", "global:Other reload", "global ran"])
    #expect(own.log == ["own:Feed reload", "own ran"])
  }

  @Test func anActionRemovedByAnEarlierOneIsNotCalledAndOneAddedHearsTheNextUpdate() {
    let world = TestScene()
    let first = LoggingListAction("first")
    let second = LoggingListAction("second")
    let late = LoggingListAction("late")
    let list = world.list(source: RowsSource(rows: ["a"]))
    list.registerLifeCircleAction(first)
    list.registerLifeCircleAction(second)
    first.onUpdate = { [unowned second, unowned late] list in
      list.removeLifeCircleAction(second)
      list.registerLifeCircleAction(late)
    }
    list.reloadData()
    list.reloadData()
    #expect(first.log == ["first:Feed reload", "first:Feed reload"])
    #expect(second.log == [])
    #expect(late.log == ["late:Feed reload"])
  }

  @Test func plainControllersIgnoreListActions() {
    let world = TestScene()
    let action = LoggingListAction("global")
    world.registry.register(action)
    let screen = world.make { ScreenController(title: "Plain") }
    world.show(screen)
    #expect(action.log == [])
  }
}
