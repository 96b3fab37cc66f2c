extension Scenario {
  /// The declared names in tree order, parents before children: each window's root (in the
  /// order the windows are declared), then every other name no container owns (in declaration
  /// order), each followed depth-first by what it was declared with (a navigation
  /// controller's root, a tab controller's tabs, a container's children, in order).
  ///
  /// Screens a step places later (a push, a presentation) follow their declaration; the
  /// Mermaid report lists its participants in this order.
  package var namesInTreeOrder: [String] {
    var children: [String: [String]] = [:]
    var windowRoots: [String] = []
    for declaration in declarations {
      switch declaration {
      case .navigation(let name, let root): children[name] = [root]
      case .tabs(let name, let tabs): children[name] = tabs
      case .container(let name, let contained): children[name] = contained
      case .window(let root): windowRoots.append(root)
      case .screens, .module, .once, .actions, .checkInvariants, .trackViews, .list: break
      }
    }
    let owned = Set(children.values.joined())
    let tops = windowRoots + names.map(\.name).filter { !owned.contains($0) }
    var ordered: [String] = []
    var seen: Set<String> = []
    func visit(_ name: String) {
      guard seen.insert(name).inserted else { return }
      ordered.append(name)
      for child in children[name] ?? [] { visit(child) }
    }
    for name in tops { visit(name) }
    // The parser gives each name one owner and refuses cycles; none is left out regardless.
    for (name, _) in names { visit(name) }
    return ordered
  }
}
