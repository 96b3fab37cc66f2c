extension ScreenController {
  /// The nearest ancestor through ``parent`` links that is a `T`.
  func nearestAncestor<T: ScreenController>(_ type: T.Type) -> T? {
    var current = parent
    while let candidate = current {
      if let match = candidate as? T { return match }
      current = candidate.parent
    }
    return nil
  }

  /// The nearest ``NavigationController`` above this controller, through parent links (not
  /// through presentations), or `nil`.
  public var navigationController: NavigationController? {
    nearestAncestor(NavigationController.self)
  }

  /// The nearest ``TabController`` above this controller, through parent links, or `nil`.
  public var tabController: TabController? { nearestAncestor(TabController.self) }
}
