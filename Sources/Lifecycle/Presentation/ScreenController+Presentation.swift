extension ScreenController {
  /// Presents `controller` from this controller's presenting context.
  ///
  /// The context is the presented controller that contains this one (itself, or its presented
  /// ancestor), or else the window's root, as UIKit reroutes presentations.
  ///
  /// **Order.** ``PresentationStyle/fullScreen``: the context's visible subtree `S` gets
  /// `willDisappear`, then `C.willAppear` (``isBeingPresented``), `C.didAppear`,
  /// `S.didDisappear`. ``PresentationStyle/sheet``: `C.willAppear`, `C.didAppear`; the
  /// presenting side gets nothing.
  ///
  /// **The default differs from UIKit's.** `style` defaults to ``PresentationStyle/fullScreen``,
  /// while UIKit has presented a page sheet by default since iOS 13 (`modalPresentationStyle`
  /// `.automatic`). So `present(c)` here makes the presenter disappear, where
  /// `present(c, animated: true)` on a device leaves it on screen: to model UIKit's default,
  /// pass `style: .sheet`.
  ///
  /// - Parameters:
  ///   - controller: A free controller: no parent, not presented, not a window's root.
  ///   - style: How it covers the context: ``PresentationStyle/fullScreen`` unless told
  ///     otherwise (UIKit's default is a page sheet, ``PresentationStyle/sheet``).
  ///   - animated: Passed to every callback of the transition.
  /// - Throws: ``NavigationError`` when `controller` is not free, when this controller is not
  ///   in a visible window, or when the context already presents a controller. Nothing
  ///   changes then.
  public func present(
    _ controller: ScreenController, style: PresentationStyle = .fullScreen, animated: Bool = true
  ) throws {
    try TreeEngine.run(.present(self, controller, style, animated: animated))
  }

  /// Validates, links and describes the presentation: the body of
  /// ``present(_:style:animated:)``.
  func performPresent(
    _ controller: ScreenController, style: PresentationStyle, animated: Bool
  ) throws -> ScreenChange {
    if controller === self {
      throw NavigationError(.wouldCreateCycle, "\(quotedName) cannot present itself")
    }
    try controller.validateIsFree(toJoin: self)
    let context = containmentRoot
    guard context.hostWindow?.isVisible == true else {
      throw NavigationError(
        .notInVisibleWindow,
        "cannot present \(controller.quotedName) from \(quotedName): it is not in a visible window"
      )
    }
    if let existing = context.presented {
      throw NavigationError(
        .alreadyPresenting,
        "cannot present \(controller.quotedName): \(context.quotedName) already presents \(existing.quotedName)"
      )
    }
    context.presented = controller
    controller.presenter = context
    controller.presentationStyle = style
    return .presentation(controller, animated: animated)
  }

  /// Dismisses what this controller's context presents or, if it presents nothing, the
  /// presented controller that contains this one. Everything presented above goes too.
  ///
  /// **Order.** Only the controllers on screen among those dismissed and the re-revealed side
  /// get callbacks: after a full-screen presentation, `C.willDisappear` (``isBeingDismissed``),
  /// `S.willAppear`, `S.didAppear`, `C.didDisappear`; after a sheet, `C.willDisappear`,
  /// `C.didDisappear`. A controller in the middle of a chain that is covered is removed
  /// silently; one still visible under a sheet disappears with the top, before it.
  /// ``presentingController`` and ``presentedController`` still answer during the callbacks.
  ///
  /// - Parameter animated: Passed to every callback of the transition.
  /// - Throws: ``NavigationError`` with ``NavigationError/Reason/nothingToDismiss`` when this
  ///   controller neither presents nor is presented. Nothing changes then.
  public func dismiss(animated: Bool = true) throws {
    try TreeEngine.run(.dismiss(self, animated: animated))
  }

  /// Validates and describes the dismissal (the links are cut after its callbacks): the body
  /// of ``dismiss(animated:)``.
  func performDismiss(animated: Bool) throws -> ScreenChange {
    let context = containmentRoot
    guard let base = context.presented != nil ? context : context.presenter,
      base.presented != nil
    else {
      throw NavigationError(
        .nothingToDismiss,
        "\(quotedName) has nothing to dismiss: it neither presents nor is presented")
    }
    return .dismissal(base: base, animated: animated)
  }

  /// The controller presented by this controller's context (the presented controller that
  /// contains it, or the window's root), or `nil`.
  public var presentedController: ScreenController? { containmentRoot.presented }

  /// The context that presented the presented controller containing this one, or `nil` when
  /// this controller is not inside a presentation (weak).
  public var presentingController: ScreenController? { containmentRoot.presenter }

  /// The window this controller is shown in, through parents and presentations.
  var hostWindow: Window? {
    var member = containmentRoot
    while let presenter = member.presenter { member = presenter.containmentRoot }
    return member.window
  }
}
