extension TreeWork {
  /// Validates and mutates what the work changes, and describes the change; the engine turns
  /// the description into callbacks. Throws, changing nothing, when the work is refused.
  func perform() throws -> ScreenChange {
    switch self {
    case .push(let navigation, let controller, let animated):
      return try navigation.performPush(controller, animated: animated)
    case .pop(let navigation, let top, let animated):
      return try navigation.performPop(boundTo: top, animated: animated)
    case .popToRoot(let navigation, let animated):
      return try navigation.popControllers(above: 0, animated: animated)
    case .popTo(let navigation, let controller, let animated):
      return try navigation.performPop(to: controller, animated: animated)
    case .setViewControllers(let navigation, let controllers, let animated):
      return try navigation.performSetViewControllers(controllers, animated: animated)
    case .select(let tabs, let index):
      return try tabs.performSelect(index)
    case .present(let presenter, let controller, let style, let animated):
      return try presenter.performPresent(controller, style: style, animated: animated)
    case .dismiss(let controller, let animated):
      return try controller.performDismiss(animated: animated)
    case .addChild(let parent, let child):
      return try parent.performAddChild(child)
    case .removeFromParent(let child):
      return try child.performRemoveFromParent()
    case .show(let window):
      return window.performShow()
    case .hide(let window):
      return window.performHide()
    case .setRoot(let window, let controller):
      return try window.performSetRoot(controller)
    case .beginInteractivePop(let navigation):
      return try navigation.performBeginInteractivePop()
    case .module(let work):
      // The work delivers its own callbacks, as module work performing (what
      // `waitsForSameAnchor` asks about): nothing is left for the engine to turn into callbacks.
      TreeEngine.moduleWorkBegins(work)
      defer { TreeEngine.moduleWorkEnds() }
      try work.perform()
      return .none
    }
  }
}
