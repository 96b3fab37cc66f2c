// UINavigationController's spellings, unavailable: each exists only so the compiler names the
// real one. See RenamedTypes.swift.

extension NavigationController {
  /// Unavailable: use ``push(_:animated:)``, which throws on misuse.
  @available(*, unavailable, renamed: "push(_:animated:)")
  public func pushViewController(_ viewController: ScreenController, animated: Bool) {
    fatalError("unavailable")
  }

  /// Unavailable: use ``pop(animated:)``, which throws on the root.
  @available(*, unavailable, renamed: "pop(animated:)")
  @discardableResult
  public func popViewController(animated: Bool) -> ScreenController? {
    fatalError("unavailable")
  }

  /// Unavailable: use ``popToRoot(animated:)``.
  @available(*, unavailable, renamed: "popToRoot(animated:)")
  @discardableResult
  public func popToRootViewController(animated: Bool) -> [ScreenController]? {
    fatalError("unavailable")
  }

  /// Unavailable: use ``pop(to:animated:)``.
  @available(*, unavailable, renamed: "pop(to:animated:)")
  @discardableResult
  public func popToViewController(_ viewController: ScreenController, animated: Bool)
    -> [ScreenController]?
  {
    fatalError("unavailable")
  }

  /// Unavailable: use ``topController``.
  @available(*, unavailable, renamed: "topController")
  public var topViewController: ScreenController? { fatalError("unavailable") }
}
