import Lifecycle
import SimAppKit

extension ScenarioRunner {
  /// The links of `slot` in `world` agree both ways: parent and children, presenter and
  /// presented, its navigation and tab controllers with its ancestors, a tab controller's
  /// selection with its tabs.
  func linkProblems(of slot: Int, in world: WorldTable) -> [String] {
    var problems: [String] = []
    let none = WorldTable.none
    let titles = world.declared.titles
    let title = titles[slot]
    let parent = world.parents[slot]
    if parent != none, !world.children(of: parent).contains(slot) {
      problems.append("\(title) names \(titles[parent]) as parent, which does not list it")
    }
    for child in world.children(of: slot) where world.parents[child] != slot {
      problems.append(
        "\(title) lists \(titles[child]), whose parent is \(world.title(world.parents[child]) ?? "nil")"
      )
    }
    let presented = world.presented[slot]
    if parent == none, presented != none, world.presenting[presented] != slot, presented != slot {
      problems.append("\(title) presents \(titles[presented]), which names another presenter")
    }
    var ancestor = parent
    var navigation = none
    var tabs = none
    while ancestor != none {
      let kind = world.declared.kinds[ancestor]
      if navigation == none, kind == .navigation { navigation = ancestor }
      if tabs == none, kind == .tabs { tabs = ancestor }
      ancestor = world.parents[ancestor]
    }
    if world.navigations[slot] != navigation || world.tabControllers[slot] != tabs {
      problems.append(
        "\(title) names navigation \(world.title(world.navigations[slot]) ?? "nil") and tabs \(world.title(world.tabControllers[slot]) ?? "nil"), but its ancestors are \(world.title(navigation) ?? "nil") and \(world.title(tabs) ?? "nil")"
      )
    }
    if world.declared.kinds[slot] == .tabs {
      let selected = world.selectedTab(of: slot)
      if selected == none || !world.children(of: slot).contains(selected) {
        problems.append(
          "\(title) selects \(world.title(selected) ?? "nothing"), which is not one of its tabs")
      }
    }
    let presenter = world.presenting[slot]
    if parent == none, presenter != none, world.presented[presenter] != slot {
      problems.append(
        "\(title) names \(titles[presenter]) as presenter, which presents \(world.title(world.presented[presenter]) ?? "nothing")"
      )
    }
    return problems
  }
}
