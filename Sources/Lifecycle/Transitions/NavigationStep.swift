/// One navigation call, as a value: what the caller asked for, performed at once when its tree is
/// idle or stored in the tree's queue until it is.
///
/// Containers describe a call here and implement it in a `perform…` method that validates, then
/// mutates, then describes the ``Transition``; the coordinator decides when it runs. Being a
/// value, a call made while idle allocates nothing to be run (no closure is formed), and a
/// queued call keeps its arguments and names itself only if it fails.
@MainActor
enum NavigationStep {
  case push(NavigationController, ScreenController, animated: Bool)
  /// A pop bound to the controller that was on top when it was called.
  case pop(NavigationController, ScreenController, animated: Bool)
  case popToRoot(NavigationController, animated: Bool)
  case popTo(NavigationController, ScreenController, animated: Bool)
  case setViewControllers(NavigationController, [ScreenController], animated: Bool)
  case select(TabController, Int)
  case present(ScreenController, ScreenController, PresentationStyle, animated: Bool)
  case dismiss(ScreenController, animated: Bool)
  case addChild(ScreenController, ScreenController)
  case removeFromParent(ScreenController)
  case show(Window)
  case hide(Window)
  case setRoot(Window, ScreenController)

  /// Runs the call now, as one transition of its tree, when the tree is idle; otherwise queues
  /// it to run after the transition under way, one generation later than the call running now.
  ///
  /// - Returns: What `popToRoot` or `pop(to:)` removed when it ran now; empty for every other
  ///   call (a `pop` returns its bound controller itself) and for a queued one.
  /// - Throws: The call's error when it ran now; a queued call's error goes to diagnostics.
  @discardableResult
  func run() throws -> [ScreenController] {
    let coordinator = self.coordinator
    if coordinator.isIdle { return try coordinator.withTransition { try perform() } }
    coordinator.enqueue(self, generation: TreeCoordinator.generationOfCallsQueuedNow)
    return []
  }

  /// Runs a queued call when its turn comes: on the tree its anchor is in by then, now if that
  /// tree is idle, else queued there with the same generation.
  func runQueued(generation: Int) throws {
    let coordinator = self.coordinator
    if coordinator.isIdle {
      try coordinator.withTransition { _ = try perform() }
    } else {
      coordinator.enqueue(self, generation: generation)
    }
  }

  /// Validates, mutates and describes the transition.
  private func perform() throws -> [ScreenController] {
    switch self {
    case .push(let navigation, let controller, let animated):
      try navigation.performPush(controller, animated: animated)
    case .pop(let navigation, let top, let animated):
      try navigation.performPop(top, animated: animated)
    case .popToRoot(let navigation, let animated):
      return try navigation.performPop(toIndex: 0, animated: animated)
    case .popTo(let navigation, let controller, let animated):
      return try navigation.performPop(to: controller, animated: animated)
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
    }
    return []
  }

  /// The coordinator of the tree the call acts on.
  private var coordinator: TreeCoordinator {
    switch self {
    case .show(let window), .hide(let window), .setRoot(let window, _): window.coordinator
    default: anchor.treeCoordinator
    }
  }

  /// The controller whose tree the call acts on (for a window call, its root).
  private var anchor: ScreenController {
    switch self {
    case .push(let navigation, _, _), .pop(let navigation, _, _), .popToRoot(let navigation, _),
      .popTo(let navigation, _, _), .setViewControllers(let navigation, _, _):
      navigation
    case .select(let tabs, _): tabs
    case .present(let controller, _, _, _), .dismiss(let controller, _),
      .addChild(let controller, _), .removeFromParent(let controller):
      controller
    case .show(let window), .hide(let window), .setRoot(let window, _): window.rootController
    }
  }

  /// Where a queued call's failure is reported: the registry of what it was called on.
  var registry: LifeCircleRegistry {
    switch self {
    case .show(let window), .hide(let window), .setRoot(let window, _): window.registry
    default: anchor.registry
    }
  }

  /// The call in words, for diagnostics, such as `push "B" (ScreenController) onto "Nav" (...)`.
  var summary: String {
    switch self {
    case .push(let navigation, let controller, _):
      "push \(controller.quotedName) onto \(navigation.quotedName)"
    case .pop(let navigation, let top, _): "pop \(top.quotedName) from \(navigation.quotedName)"
    case .popToRoot(let navigation, _): "popToRoot in \(navigation.quotedName)"
    case .popTo(let navigation, let controller, _):
      "pop to \(controller.quotedName) in \(navigation.quotedName)"
    case .setViewControllers(let navigation, _, _): "setViewControllers on \(navigation.quotedName)"
    case .select(let tabs, let index): "select tab \(index) of \(tabs.quotedName)"
    case .present(let presenter, let controller, _, _):
      "present \(controller.quotedName) from \(presenter.quotedName)"
    case .dismiss(let controller, _): "dismiss from \(controller.quotedName)"
    case .addChild(let parent, let child): "addChild \(child.quotedName) to \(parent.quotedName)"
    case .removeFromParent(let child): "removeFromParent \(child.quotedName)"
    case .show(let window): "makeKeyAndVisible of the window of \(window.rootController.quotedName)"
    case .hide(let window): "hide of the window of \(window.rootController.quotedName)"
    case .setRoot(let window, let controller):
      "set the root of the window of \(window.rootController.quotedName) to \(controller.quotedName)"
    }
  }
}
