// UIKit's spellings of `ScreenController`'s API, unavailable: each exists only so the compiler
// names the real one. See RenamedTypes.swift.

extension ScreenController {
  /// Unavailable: use ``tabController``.
  @available(*, unavailable, renamed: "tabController")
  public var tabBarController: TabController? { fatalError("unavailable") }

  /// Unavailable: use ``presentedController``.
  @available(*, unavailable, renamed: "presentedController")
  public var presentedViewController: ScreenController? { fatalError("unavailable") }

  /// Unavailable: use ``presentingController``.
  @available(*, unavailable, renamed: "presentingController")
  public var presentingViewController: ScreenController? { fatalError("unavailable") }

  /// Unavailable: use ``children``.
  @available(*, unavailable, renamed: "children")
  public var childViewControllers: [ScreenController] { fatalError("unavailable") }

  /// Unavailable: the style is a parameter of ``present(_:style:animated:)``.
  @available(
    *, unavailable,
    message: "pass the style to present(_:style:animated:); it defaults to .fullScreen"
  )
  public var modalPresentationStyle: PresentationStyle {
    get { fatalError("unavailable") }
    set { fatalError("unavailable") }
  }

  /// Unavailable: use ``present(_:style:animated:)``, which takes no completion.
  @available(
    *, unavailable, renamed: "present(_:animated:)",
    message:
      "present(_:style:animated:) takes no completion (every callback has run when it returns, unless it was queued) and presents .fullScreen unless told .sheet, where UIKit presents a page sheet since iOS 13"
  )
  public func present(
    _ viewControllerToPresent: ScreenController, animated flag: Bool,
    completion: (@MainActor () -> Void)?
  ) {
    fatalError("unavailable")
  }

  /// Unavailable: use ``dismiss(animated:)``, which takes no completion.
  @available(
    *, unavailable, renamed: "dismiss(animated:)",
    message:
      "dismiss(animated:) takes no completion: every callback has run when it returns, unless it was queued"
  )
  public func dismiss(animated flag: Bool, completion: (@MainActor () -> Void)?) {
    fatalError("unavailable")
  }

  /// Unavailable: use ``addChild(_:)``.
  @available(*, unavailable, renamed: "addChild(_:)")
  public func addChildViewController(_ childController: ScreenController) {
    fatalError("unavailable")
  }

  /// Unavailable: use ``removeFromParent()``.
  @available(*, unavailable, renamed: "removeFromParent()")
  public func removeFromParentViewController() {
    fatalError("unavailable")
  }

  /// Unavailable: use ``registerLifeCircleAction(_:)``.
  @available(*, unavailable, renamed: "registerLifeCircleAction(_:)")
  @discardableResult
  public func registerLifecycleAction<A: LifeCircleAction>(_ action: A) -> A {
    fatalError("unavailable")
  }

  /// Unavailable: use ``removeLifeCircleAction(_:)``.
  @available(*, unavailable, renamed: "removeLifeCircleAction(_:)")
  public func removeLifecycleAction(_ action: any LifeCircleAction) {
    fatalError("unavailable")
  }
}
