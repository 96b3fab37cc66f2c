// UITabBarController's spellings, unavailable: each exists only so the compiler names the real
// one. See RenamedTypes.swift.

extension TabController {
  /// Unavailable: use ``selectedController``; change it with ``select(_:)``.
  @available(*, unavailable, renamed: "selectedController")
  public var selectedViewController: ScreenController? { fatalError("unavailable") }

  /// Unavailable: use ``tabs``.
  @available(*, unavailable, renamed: "tabs")
  public var viewControllers: [ScreenController]? { fatalError("unavailable") }
}
