extension TreeWork {
  /// Validates and mutates what the work changes, and describes the change; the engine turns
  /// the description into callbacks. Throws, changing nothing, when the work is refused.
  func perform() throws -> ScreenChange {
    switch self {
    case .push(let navigation, let controller, let animated):
      try navigation.performPush(controller, animated: animated)
    case .pop(let navigation, let top, let animated):
      try navigation.performPop(boundTo: top, animated: animated)
    case .popToRoot(let navigation, let animated):
      try navigation.popControllers(above: 0, animated: animated)
    case .popTo(let navigation, let controller, let animated):
      try navigation.performPop(to: controller, animated: animated)
    case .setViewControllers(let navigation, let controllers, let animated):
      try navigation.performSetViewControllers(controllers, animated: animated)
    case .select(let tabs, let index):
      try tabs.performSelect(index)
    case .present(let presenter, let controller, let style, let animated):
      try presenter.performPresent(controller, style: style, animated: animated)
    case .dismiss(let controller, let animated):
      try controller.performDismiss(animated: animated)
    case .addChild(let parent, let child):
      try parent.performAddChild(child)
    case .removeFromParent(let child):
      try child.performRemoveFromParent()
    case .show(let window):
      window.performShow()
    case .hide(let window):
      window.performHide()
    case .setRoot(let window, let controller):
      try window.performSetRoot(controller)
    case .beginInteractivePop(let navigation):
      try navigation.performBeginInteractivePop()
    case .module(let work):
      try work.performDeliveringOwnCallbacks()
    }
  }
}

extension ModuleWork {
  /// Performs the work, which delivers its own callbacks: nothing is left for the engine to
  /// turn into appearance callbacks.
  fileprivate func performDeliveringOwnCallbacks() throws -> ScreenChange {
    TreeEngine.moduleWorkBegins(self)
    defer { TreeEngine.moduleWorkEnds() }
    try perform()
    return .none
  }
}
