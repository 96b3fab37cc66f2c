import Foundation

/// A navigation transition from its call to its end.
enum NavigationTransitionState {
  /// A push, pop or replacement waiting for its start or its end.
  case running(StandInTransition)
  /// An interactive pop the test has not finished or cancelled.
  case interactive(StandInGesture)
}

/// Push, pop and replacement: structure and containment calls inside the call, appearance through
/// one ``StandInTransition``.
extension UINavigationController {
  /// Whether the navigation controller is on screen or on its way there.
  var isOnScreen: Bool {
    record.machine.state.isShown
  }

  /// Queues `replay` when a transition is under way (appearance note §15) and says so.
  func deferIfBusy(_ replay: @escaping () -> Void) -> Bool {
    guard navigationTransition != nil else { return false }
    queuedOperations.append(replay)
    return true
  }

  /// Replays queued calls while no transition is under way.
  func replayQueuedOperations() {
    while navigationTransition == nil, !queuedOperations.isEmpty {
      let operation = queuedOperations.removeFirst()
      operation()
    }
  }

  /// Adds controllers to an off-screen stack: `willMove`, added, `didMove`, each in turn; each
  /// reads `isMovingToParent` on its first appearance here.
  func insertOffScreen(_ controllers: [UIViewController]) {
    for controller in controllers {
      controller.willMove(toParent: self)
      stack.append(controller)
      adopt(controller)
      controller.didMove(toParent: self)
      controller.record.awaitsFirstAppearanceInParent = true
    }
  }

  func push(_ controller: UIViewController, animated: Bool) {
    guard !stack.contains(where: { $0 === controller }) else {
      UIKitStandIn.misuse(
        "\(self) is pushing the same view controller instance (\(controller)) more than once"
          + " which is not supported and is most likely an error in the application")
      return
    }
    if let oldParent = controller.parent, oldParent !== self {
      controller.removeFromParent()
    }
    guard isOnScreen else {
      insertOffScreen([controller])
      return
    }
    let from = stack.last
    controller.willMove(toParent: self)
    stack.append(controller)
    adopt(controller)
    runTransition(
      from: from, to: controller, fromCause: .none, toCause: .movingToParent, animated: animated,
      leaving: [], leavingWithCalls: [], arriving: [controller])
  }

  func pop(animated: Bool) -> UIViewController? {
    guard stack.count > 1, let popped = stack.last else { return nil }
    popped.willMove(toParent: nil)
    stack.removeLast()
    let revealed = stack[stack.count - 1]
    guard isOnScreen else {
      abandon(popped)
      popped.didMove(toParent: nil)
      return popped
    }
    if interactivePopRequested {
      startInteractivePop(popped: popped, revealed: revealed)
    } else {
      runTransition(
        from: popped, to: revealed, fromCause: .movingFromParent, toCause: nil,
        animated: animated, leaving: [popped], leavingWithCalls: [popped], arriving: [])
    }
    return popped
  }

  func pop(to target: UIViewController, animated: Bool) -> [UIViewController]? {
    guard let index = stack.firstIndex(where: { $0 === target }) else {
      UIKitStandIn.misuse("Tried to pop to a view controller that doesn't exist.")
      return nil
    }
    let popped = Array(stack[(index + 1)...])
    guard let oldTop = popped.last else { return [] }
    let topFirst = Array(popped.reversed())
    for controller in topFirst {
      controller.willMove(toParent: nil)
    }
    stack.removeSubrange((index + 1)...)
    guard isOnScreen else {
      for controller in topFirst {
        abandon(controller)
        controller.didMove(toParent: nil)
      }
      return popped
    }
    runTransition(
      from: oldTop, to: target, fromCause: .movingFromParent, toCause: nil, animated: animated,
      leaving: topFirst, leavingWithCalls: topFirst, arriving: [])
    return popped
  }

  func replaceStack(with controllers: [UIViewController], animated: Bool) {
    var seen = Set<ObjectIdentifier>()
    for controller in controllers where !seen.insert(ObjectIdentifier(controller)).inserted {
      UIKitStandIn.misuse(
        "All view controllers in a navigation controller must be distinct (\(controller))")
      return
    }
    let oldTop = stack.last
    let newTop = controllers.last
    let leaving = stack.filter { old in !controllers.contains { $0 === old } }.reversed()
      .map { $0 }
    let leavingWithCalls = leaving.filter { $0 !== oldTop }
    let arriving = controllers.filter { new in !stack.contains { $0 === new } }.reversed()
      .map { $0 }
    for controller in arriving {
      if let oldParent = controller.parent, oldParent !== self {
        controller.removeFromParent()
      }
      controller.willMove(toParent: self)
    }
    for controller in leavingWithCalls {
      controller.willMove(toParent: nil)
    }
    stack = controllers
    for controller in arriving.reversed() {
      adopt(controller)
    }
    record.children = controllers + leaving
    guard isOnScreen, oldTop !== newTop else {
      for controller in leaving {
        abandon(controller)
      }
      for controller in leavingWithCalls {
        controller.didMove(toParent: nil)
      }
      for controller in arriving {
        controller.didMove(toParent: self)
        if !isOnScreen {
          controller.record.awaitsFirstAppearanceInParent = true
        }
      }
      return
    }
    let oldTopLeaves = leaving.contains { $0 === oldTop }
    let newTopArrives = arriving.contains { $0 === newTop }
    runTransition(
      from: oldTop, to: newTop, fromCause: oldTopLeaves ? .movingFromParent : .none,
      toCause: newTopArrives ? .movingToParent : nil, animated: animated, leaving: leaving,
      leavingWithCalls: leavingWithCalls, arriving: arriving)
  }

  /// Tells the delegate `willShow` for a top it has not announced (the navigation controller's
  /// own appearance).
  func announceTopIfNew(animated: Bool) {
    guard let top = stack.last, top !== announcedTop else { return }
    announcedTop = top
    topAwaitingDidShow = top
    delegate?.navigationController(self, willShow: top, animated: animated)
  }

  /// Describes a navigation transition and schedules its start for the next turn.
  func runTransition(
    from: UIViewController?, to: UIViewController?, fromCause: AppearanceCause,
    toCause: AppearanceCause?, animated: Bool, leaving: [UIViewController],
    leavingWithCalls: [UIViewController], arriving: [UIViewController]
  ) {
    let transition = StandInTransition(animated: animated, waitsForEnd: animated)
    transition.participants = [self, from, to].compactMap { $0 }
    transition.prepare = { [self] in
      shownChild = to
      guard let to else { return }
      to.prepareForAppearance()
      if let ownView = viewIfLoaded {
        ownView.attach(to.view)
      }
    }
    if let from {
      transition.steps.append(.init(controller: from, appearing: false, cause: fromCause))
    }
    if let to {
      transition.steps.append(.init(controller: to, appearing: true, cause: toCause))
    }
    transition.afterWillCallbacks = { [self] in
      guard let to else { return }
      announcedTop = to
      delegate?.navigationController(self, willShow: to, animated: animated)
    }
    transition.didOrder = [from, to].compactMap { $0 }
    transition.beforeDidCallbacks = {
      if let from, from !== to {
        from.viewIfLoaded?.detach()
      }
    }
    transition.isOnScreen = { [self] in isOnScreen }
    transition.afterEnd = { [self] ranAppearance in
      for controller in leaving {
        abandon(controller)
      }
      for controller in leavingWithCalls {
        controller.didMove(toParent: nil)
      }
      for controller in arriving {
        controller.didMove(toParent: self)
      }
      if ranAppearance, let to {
        delegate?.navigationController(self, didShow: to, animated: animated)
      } else if let to {
        to.viewIfLoaded?.detach()
        to.record.awaitsFirstAppearanceInParent = true
        announcedTop = nil
        shownChild = nil
      }
    }
    transition.finished = { [self] in
      navigationTransition = nil
      replayQueuedOperations()
    }
    navigationTransition = .running(transition)
    transition.schedule()
  }
}
