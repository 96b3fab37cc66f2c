import Lifecycle
import SimAppKit

extension ScenarioRunner {
  /// What is on screen agrees with what the windows show (when no interactive pop is in
  /// flight): exactly the visible trees, and the trees shown by hand, are appeared; every
  /// member of a tree shown by hand is in its root's state.
  func visibilityProblems(in world: WorldTable) -> [String] {
    var problems: [String] = []
    let count = world.declared.count
    let titles = world.declared.titles
    let visible = visibleSlots(in: world)
    var isVisible = [Bool](repeating: false, count: count)
    for slot in visible { isVisible[slot] = true }
    // Trees shown by hand are on screen outside what the windows show: a free screen driven
    // with `begin`/`end`, or a container's child driven so directly.
    var isByHand = [Bool](repeating: false, count: count)
    for root in 0..<count where gestures.isEmpty {
      let state = world.states[root]
      guard state != .disappeared, !isVisible[root], !world.isWindowRoot(root) else { continue }
      let parent = world.parents[root]
      let isDrivenByHand =
        parent != WorldTable.none
        ? !world.declared.forwards[parent] : world.presenting[root] == WorldTable.none
      guard isDrivenByHand else { continue }
      var members: [Int] = []
      world.appendVisible(from: root, to: &members)
      for member in members {
        isByHand[member] = true
        let memberState = world.states[member]
        if memberState != state {
          problems.append(
            "\(titles[member]) is \(memberState) in a tree shown by hand whose root \(titles[root]) is \(state)"
          )
        }
      }
    }
    guard gestures.isEmpty else { return problems }
    let windowSection = problems.count
    var isAppeared = [Bool](repeating: false, count: count)
    for slot in 0..<count {
      let state = world.states[slot]
      isAppeared[slot] = state == .appeared && !isByHand[slot]
      if !isVisible[slot] && !isByHand[slot] && state != .disappeared {
        problems.append("\(titles[slot]) is off screen but \(state)")
      }
    }
    if isAppeared != isVisible {
      let appeared = (0..<count).filter { isAppeared[$0] }
      problems.insert(
        "appeared \(appeared.map { titles[$0] }.sorted()) but the window shows \(visible.map { titles[$0] }.sorted())",
        at: windowSection)
    }
    return problems
  }
}
