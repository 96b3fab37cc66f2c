import Lifecycle

extension ScenarioRunner {
  /// The links of `controller` agree both ways: parent and children, presenter and presented,
  /// its navigation and tab controllers with its ancestors, a tab controller's selection with
  /// its tabs.
  func linkProblems(of controller: ScreenController) -> [String] {
    var problems: [String] = []
    let title = controller.title
    let parent = controller.parent
    if let parent, !Self.holds(parent.children, controller) {
      problems.append("\(title) names \(parent.title) as parent, which does not list it")
    }
    for child in controller.children where child.parent !== controller {
      problems.append(
        "\(title) lists \(child.title), whose parent is \(child.parent?.title ?? "nil")")
    }
    if parent == nil, let presented = controller.presentedController,
      presented.presentingController !== controller, presented !== controller
    {
      problems.append("\(title) presents \(presented.title), which names another presenter")
    }
    var ancestor = parent
    var navigation: NavigationController?
    var tabs: TabController?
    while let current = ancestor {
      if navigation == nil, let found = current as? NavigationController { navigation = found }
      if tabs == nil, let found = current as? TabController { tabs = found }
      ancestor = current.parent
    }
    if controller.navigationController !== navigation || controller.tabController !== tabs {
      problems.append(
        "\(title) names navigation \(controller.navigationController?.title ?? "nil") and tabs \(controller.tabController?.title ?? "nil"), but its ancestors are \(navigation?.title ?? "nil") and \(tabs?.title ?? "nil")"
      )
    }
    if let tabController = controller as? TabController,
      !Self.holds(tabController.tabs, tabController.selectedController)
    {
      problems.append(
        "\(title) selects \(tabController.selectedController.title), which is not one of its tabs")
    }
    if parent == nil, let presenter = controller.presentingController,
      presenter.presentedController !== controller
    {
      problems.append(
        "\(title) names \(presenter.title) as presenter, which presents \(presenter.presentedController?.title ?? "nothing")"
      )
    }
    return problems
  }

  /// Whether `controllers` holds `controller` (a loop: a closure would check the main actor).
  private static func holds(_ controllers: [ScreenController], _ controller: ScreenController)
    -> Bool
  {
    for member in controllers where member === controller { return true }
    return false
  }
}
