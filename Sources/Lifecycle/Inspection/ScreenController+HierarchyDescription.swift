extension ScreenController {
  /// This controller's tree as text, one line per controller, for tests and debugging.
  ///
  /// Each line names the controller's type and quoted ``title``, then its ``appearanceState``,
  /// then, in parentheses, where it stands:
  /// - `(selected)`: the selected tab of a ``TabController``;
  /// - `(top)`: the top of a ``NavigationController``'s stack;
  /// - `(presented, sheet)` or `(presented, fullScreen)`: presented, with its
  ///   ``PresentationStyle``;
  /// - `(focused)`, last: the controller has the app's focus (``hasFocus``).
  ///
  /// Under a controller come its ``children`` in order (a stack bottom to top, tabs in order,
  /// children added with ``addChild(_:)``), each with its own tree, then the controller it
  /// presents, if any, with its tree; `├ ` and `└ ` mark each one, `│ ` continues a branch.
  /// Lines are separated by `"\n"`; there is no final newline. For a tab controller whose first
  /// tab shows `Detail` pushed over `Home`, presenting a sheet:
  ///
  /// ```
  /// TabController "Main" appeared
  /// ├ NavigationController "Feed" appeared (selected)
  /// │ ├ ScreenController "Home" disappeared
  /// │ └ ScreenController "Detail" appeared (top)
  /// ├ NavigationController "More" disappeared
  /// │ └ ScreenController "Settings" disappeared (top)
  /// └ ScreenController "Compose" appeared (presented, sheet)
  /// ```
  ///
  /// A list (module `Lists`) adds lines under its own: its rows per display section (a content
  /// row as its content path, an inserted row as `layer:id`, with the cell text of a displayed
  /// row), its insertion layers, and its empty-state placeholder's state.
  ///
  /// ``Window/hierarchyDescription`` adds a line for the window above its root's tree.
  ///
  /// **Cost.** O(*n*) in the number of controllers in the tree, plus the length of the text;
  /// iterative, so a tree of any depth is described without deep recursion.
  ///
  /// **No side effects.** Reading it loads no view, delivers no callback, runs no action and
  /// changes no state.
  public var hierarchyDescription: String {
    var text = hierarchyLine
    appendDetails(to: &text, prefix: "")
    appendDescendants(to: &text, prefix: "")
    return text
  }

  /// Appends this controller's detail lines (see ``hierarchyDetails``), indented under its line,
  /// with the branch to its children continued when it has some.
  private func appendDetails(to text: inout String, prefix: String) {
    guard let hierarchyDetails else { return }
    let bar = children.isEmpty && presented == nil ? "  " : "│ "
    for line in hierarchyDetails() { text += "\n" + prefix + bar + line }
  }

  /// Appends the lines of this controller's children and presentation, and of their trees, to
  /// `text`, each after a newline, drawn under a line whose branches continue with `prefix`.
  func appendDescendants(to text: inout String, prefix: String) {
    var pending: [(controller: ScreenController, prefix: String, isLast: Bool)] = []
    pushBranches(of: self, prefix: prefix, onto: &pending)
    while let (controller, prefix, isLast) = pending.popLast() {
      text += "\n" + prefix + (isLast ? "└ " : "├ ") + controller.hierarchyLine
      controller.appendDetails(to: &text, prefix: prefix + (isLast ? "  " : "│ "))
      pushBranches(of: controller, prefix: prefix + (isLast ? "  " : "│ "), onto: &pending)
    }
  }

  /// `TypeName "Title" state (where it stands)`, without branches.
  var hierarchyLine: String {
    var line = "\(type(of: self)) \"\(title)\" \(appearanceState)"
    if let style = presentationStyle {
      switch style {
      case .sheet: line += " (presented, sheet)"
      case .fullScreen: line += " (presented, fullScreen)"
      }
    }
    if links.contains(.parent), let parent {
      if let tabs = parent as? TabController, tabs.selectedController === self {
        line += " (selected)"
      } else if let stack = parent as? NavigationController, stack.topController === self {
        line += " (top)"
      }
    }
    if focus.hasFocus { line += " (focused)" }
    return line
  }
}

/// Pushes the children of `controller`, then what it presents, onto `pending` in reverse, so
/// that they are popped in order, the last one marked as such.
@MainActor
private func pushBranches(
  of controller: ScreenController, prefix: String,
  onto pending: inout [(controller: ScreenController, prefix: String, isLast: Bool)]
) {
  var branches = controller.children
  if let presented = controller.presented { branches.append(presented) }
  for (index, branch) in branches.enumerated().reversed() {
    pending.append((branch, prefix, index == branches.count - 1))
  }
}
