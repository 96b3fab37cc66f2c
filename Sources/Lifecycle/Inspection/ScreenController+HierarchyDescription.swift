extension ScreenController {
  /// This controller's tree as indented text, one line per controller, for tests and debugging.
  ///
  /// Each line is two spaces per level below this controller, the controller's
  /// ``description``, a space, its ``appearanceState``, and then, after a comma, where it
  /// stands:
  /// - `selected`: the selected tab of a ``TabController``;
  /// - `top`: the top of a ``NavigationController``'s stack;
  /// - `presented (sheet)` or `presented (fullScreen)`: presented, with its
  ///   ``PresentationStyle``.
  ///
  /// Under a controller come its ``children`` in order (a stack bottom to top, tabs in order,
  /// children added with ``addChild(_:)``), each with its own tree, then the controller it
  /// presents, if any, with its tree. Lines are separated by `"\n"`; there is no final newline.
  /// For a tab controller whose first tab shows `Detail` pushed over `Home` and presents a sheet:
  ///
  /// ```
  /// "Main" (TabController) appeared
  ///   "Feed" (NavigationController) appeared, selected
  ///     "Home" (ScreenController) disappeared
  ///     "Detail" (ScreenController) appeared, top
  ///   "More" (NavigationController) disappeared
  ///     "Settings" (ScreenController) disappeared, top
  ///   "Compose" (ScreenController) appeared, presented (sheet)
  /// ```
  ///
  /// ``Window/hierarchyDescription`` adds a line for the window above its root's tree.
  ///
  /// **Cost.** O(*n*) in the number of controllers in the tree, plus the length of the text;
  /// iterative, so a tree of any depth is described without deep recursion.
  ///
  /// **No side effects.** Reading it loads no view, delivers no callback, runs no action and
  /// changes no state.
  public var hierarchyDescription: String {
    var text = ""
    appendHierarchy(to: &text, level: 0)
    return text
  }

  /// Appends this controller's tree to `text`, its own line indented by `level` levels, each
  /// line preceded by a newline unless `text` is empty.
  func appendHierarchy(to text: inout String, level: Int) {
    var pending: [(controller: ScreenController, level: Int)] = [(self, level)]
    while let (controller, level) = pending.popLast() {
      if !text.isEmpty { text += "\n" }
      text += String(repeating: "  ", count: level)
      text += controller.hierarchyLine
      // Pushed first so it comes out after every child's tree.
      if let presented = controller.presented { pending.append((presented, level + 1)) }
      for child in controller.children.reversed() { pending.append((child, level + 1)) }
    }
  }

  /// `description`, the state and where the controller stands, without indentation.
  private var hierarchyLine: String {
    var line = "\(description) \(appearanceState)"
    if let style = presentationStyle {
      switch style {
      case .sheet: line += ", presented (sheet)"
      case .fullScreen: line += ", presented (fullScreen)"
      }
    }
    if links.contains(.parent), let parent {
      if let tabs = parent as? TabController, tabs.selectedController === self {
        line += ", selected"
      } else if let stack = parent as? NavigationController, stack.topController === self {
        line += ", top"
      }
    }
    return line
  }
}
