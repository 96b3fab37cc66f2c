/// Presentation: rerouting, the structure (`presentedViewController`,
/// `presentingViewController`) and the transitions of present and dismiss (UIKIT-CALLS.md §10,
/// §11, §15, §16).
extension UIViewController {
  /// The presentation chain that starts at the receiver: it, what it presents, and so on.
  var presentationChain: [UIViewController] {
    var chain: [UIViewController] = [self]
    var presenter = self
    while let presented = presenter.record.presented {
      chain.append(presented)
      presenter = presented
    }
    return chain
  }

  /// The controllers of a chain whose views are in the window: each one, unless the one it
  /// presents has a full-screen style, which takes its presenting context's views out of the
  /// window and no others (a full-screen presentation made from a sheet leaves the screens
  /// under the sheet in the window, as the Lifecycle article "Navigation and callback order",
  /// *Presenting contexts*, says).
  static func uncovered(_ chain: [UIViewController]) -> [UIViewController] {
    var visible: [UIViewController] = []
    for (index, controller) in chain.enumerated() {
      if index > 0, controller.record.resolvedStyle.hidesPresenter, let presenter = visible.last,
        presenter === chain[index - 1]
      {
        visible.removeLast()
      }
      visible.append(controller)
    }
    return visible
  }

  /// `present(_:animated:completion:)`.
  func presentController(
    _ presented: UIViewController, animated: Bool, completion: (() -> Void)?
  ) {
    let presenter = rootAncestor
    if presented.record.presenting != nil || presented.record.machine.state != .disappeared {
      UIKitStandIn.misuse(
        "Application tried to present modally a view controller \(presented) that is already"
          + " being presented or is active.")
      return
    }
    if let parent = presented.record.parent {
      UIKitStandIn.misuse(
        "Application tried to present modally a view controller \(presented) that has a parent"
          + " view controller \(parent).")
      return
    }
    if let current = presenter.record.presented {
      UIKitStandIn.warn(
        "[Presentation] Attempt to present \(presented) on \(presenter) (from \(self)) which is"
          + " already presenting \(current).")
      return
    }
    if presenter.record.presentationInProgress {
      UIKitStandIn.warn(
        "[Presentation] Attempt to present \(presented) on \(presenter) (from \(self)) while a"
          + " presentation is in progress.")
      return
    }
    guard let window = presenter.viewIfLoaded?.window, !window.hiddenStorage,
      let windowRoot = window.rootViewController
    else {
      UIKitStandIn.warn(
        "[Presentation] Attempt to present \(presented) on \(presenter) (from \(self)) whose view"
          + " is not in the window hierarchy.")
      return
    }
    let style = UIKitStandIn.resolvedStyle(presented.modalPresentationStyle)
    let before = Self.uncovered(windowRoot.presentationChain)
    presenter.record.presented = presented
    presented.record.presenting = presenter
    presented.record.resolvedStyle = style
    presented.record.presentationController?.presentingStorage = presenter
    // Full screen takes the presenting context's views out of the window, if they are in it.
    let hidden = style.hidesPresenter ? before.filter { $0 === presenter } : []

    let transition = StandInTransition(
      animated: animated, waitsForEnd: animated || style.isSheet, presentationStyle: style)
    transition.participants = [presenter, presented]
    transition.isOnScreen = { !window.hiddenStorage }
    transition.prepare = {
      presented.prepareForAppearance()
      window.attach(presented.view)
    }
    transition.steps =
      hidden.map { .init(controller: $0, appearing: false, cause: AppearanceCause.none) }
      + [.init(controller: presented, appearing: true, cause: .beingPresented)]
    transition.didOrder = [presented] + hidden
    transition.beforeDidCallbacks = {
      for controller in hidden {
        controller.viewIfLoaded?.detach()
      }
    }
    transition.afterEnd = { _ in
      // Over before the completion runs, so the completion may present or dismiss again.
      presenter.record.presentationInProgress = false
      completion?()
    }
    presenter.record.presentationInProgress = true
    transition.schedule()
  }

  /// The controller that presents what the receiver's `dismiss` removes: the receiver or the
  /// nearest ancestor presenting something, else the receiver's presenter.
  private var dismissingPresenter: UIViewController? {
    var controller: UIViewController? = self
    while let current = controller {
      if current.record.presented != nil {
        return current
      }
      controller = current.record.parent
    }
    return presentingViewController
  }

  /// `dismiss(animated:completion:)`.
  func dismissController(animated: Bool, completion: (() -> Void)?) {
    guard let presenter = dismissingPresenter, let first = presenter.record.presented else {
      return
    }
    if presenter.record.presentationInProgress {
      UIKitStandIn.warn(
        "[Presentation] Attempt to dismiss from view controller \(presenter) while a"
          + " presentation or dismiss is in progress!")
      return
    }
    let dismissed = first.presentationChain
    // A presenter covered by a full-screen presentation is out of the window: find the window
    // through the top of the chain, which is in it.
    let window =
      dismissed.last?.viewIfLoaded?.window ?? first.viewIfLoaded?.window
      ?? presenter.viewIfLoaded?.window
    let windowRoot = window?.rootViewController ?? presenter.rootAncestor
    let fullChain = windowRoot.presentationChain
    let before = Self.uncovered(fullChain)
    let keptChain = Array(fullChain.prefix { $0 !== first })
    let after = Self.uncovered(keptChain)
    let leaving = before.filter { controller in !after.contains { $0 === controller } }
      .reversed().map { $0 }
    let returning = after.filter { controller in !before.contains { $0 === controller } }
    let top = dismissed[dismissed.count - 1]
    let style = top.record.resolvedStyle

    let transition = StandInTransition(
      animated: animated, waitsForEnd: animated || style.isSheet, presentationStyle: style)
    transition.participants = [presenter] + dismissed
    transition.isOnScreen = { window?.hiddenStorage == false }
    transition.prepare = {
      for controller in returning {
        controller.prepareForAppearance()
        if let ownView = controller.viewIfLoaded {
          window?.attach(ownView, atBack: true)
        }
      }
    }
    transition.steps =
      leaving.map { .init(controller: $0, appearing: false, cause: .beingDismissed) }
      + returning.map { .init(controller: $0, appearing: true, cause: AppearanceCause.none) }
    transition.didOrder = returning + leaving
    transition.beforeDidCallbacks = {
      presenter.record.presented = nil
      for controller in dismissed {
        controller.record.presented = nil
        controller.record.presenting = nil
        controller.viewIfLoaded?.detach()
      }
    }
    transition.afterEnd = { _ in
      // Over before the completion runs, so the completion may present or dismiss again.
      presenter.record.presentationInProgress = false
      completion?()
    }
    presenter.record.presentationInProgress = true
    transition.schedule()
  }
}

extension UIKitStandIn {
  /// The style a presentation of `style` gets on ``iOSVersion`` (iPhone; full screen for sheets
  /// before iOS 13 and in ``isCompactHeight``).
  static func resolvedStyle(_ style: UIModalPresentationStyle) -> UIModalPresentationStyle {
    let sheetsAreFullScreen = iOSVersion < 13 || isCompactHeight
    switch style {
    case .automatic:
      if sheetsAreFullScreen {
        return .fullScreen
      }
      return iOSVersion >= 18 ? .formSheet : .pageSheet
    case .pageSheet, .formSheet:
      return sheetsAreFullScreen ? .fullScreen : style
    case .none:
      return .fullScreen
    case .fullScreen, .currentContext, .custom, .overFullScreen, .overCurrentContext, .popover:
      return style
    }
  }
}
