import Lifecycle
import SimAppKit

extension ScenarioRunner {
  /// The slots of the controllers the visible windows show, from one read of the public API
  /// (`world`): for each window, the visible members of the presentation chain, then each one's
  /// visible subtree, parent first.
  package func visibleSlots(in world: WorldTable) -> [Int] {
    var visible: [Int] = []
    for window in world.windows where window.isVisible {
      world.appendVisible(from: window.root, to: &visible)
    }
    return visible
  }
}

extension WorldTable {
  /// Appends what `root`, on screen, shows to `visible`: the visible members of its
  /// presentation chain, then each one's visible subtree, parent first. A `container` forwards
  /// to its children in step with it.
  package func appendVisible(from root: Int, to visible: inout [Int]) {
    // Down the chain, each member walked unless the next one covers it (full screen): no
    // array of the chain is made.
    var member = root
    while true {
      let next = presented[member]
      let hasNext = next != Self.none && presenting[next] == member
      if !hasNext || styles[next] != .fullScreen { walkVisible(member, into: &visible) }
      guard hasNext else { return }
      member = next
    }
  }

  private func walkVisible(_ slot: Int, into visible: inout [Int]) {
    visible.append(slot)
    let children = children(of: slot)
    switch declared.kinds[slot] {
    case .container:
      for child in children where states[child] == states[slot] {
        walkVisible(child, into: &visible)
      }
      return
    case _ where !declared.forwards[slot]: return
    case .navigation:
      if let top = children.last { walkVisible(top, into: &visible) }
    case .tabs:
      let selected = selectedTab(of: slot)
      if selected != Self.none { walkVisible(selected, into: &visible) }
    default:
      for child in children { walkVisible(child, into: &visible) }
    }
  }
}
