import Lifecycle

/// The one public API call of each step, with what the observer hears of its effect.
extension ScenarioRunner {
  /// Makes `step`'s one public API call (or the runner's own refusal, a ``ScenarioError``).
  func call(_ step: Step, at position: SourcePosition) throws {
    if try callNavigation(step, at: position) || callActions(step) { return }
    switch step {
    case .showWindow(let name): try heldWindow(name, at: position).makeKeyAndVisible()
    case .hideWindow(let name): try heldWindow(name, at: position).hide()
    case .setWindowRoot(let name, let root):
      try heldWindow(name, at: position).setRootController(controller(root))
    case .releaseWindow(let name):
      // No local keeps the window: the observer must see what the library alone does.
      let wasVisible = try heldWindow(name, at: position).isVisible
      let root = try heldWindow(name, at: position).rootController
      heldWindows[name] = nil
      observer?.didReleaseWindow(name, wasVisible: wasVisible, root: root)
    case .begin(let screen, let appearing):
      controller(screen).beginAppearanceTransition(appearing, animated: false)
    case .end(let screen): controller(screen).endAppearanceTransition()
    case .hook(let screen, let event, let reaction):
      guard let line = currentLine else { return }
      hookReactions.arm(reaction, screen: screen, trigger: .lifecycle(event), line: line)
    case .on(let screen, let event, let reaction):
      guard let line = currentLine else { return }
      reactions.arm(reaction, screen: screen, trigger: .lifecycle(event), line: line)
    case .task(let screen, let startingOn, let cancellingOn):
      try attachTask(
        to: screen, startingOn: startingOn, cancellingOn: cancellingOn, at: position)
    case .list(let step):
      performList(step)
    case .onList(let list, let callback, let reaction):
      guard let line = currentLine else { return }
      reactions.arm(reaction, screen: list, trigger: .list(callback), line: line)
    case .replaceList(let name):
      try replaceList(name, at: position)
    case .background: registry.setInBackground(true)
    case .foreground: registry.setInBackground(false)
    case .makeKey(let name): try makeKey(name, at: position)
    case .wait(let duration): clock.advance(by: duration)
    default: preconditionFailure("\(step) is a navigation or action step, called above")
    }
  }

  /// The navigation steps of ``call(_:at:)``: containers, presentation, the first window and
  /// interactive pops (begun, finished, cancelled or dropped). `false` for any other step.
  private func callNavigation(_ step: Step, at position: SourcePosition) throws -> Bool {
    switch step {
    case .show: try requireWindow(position).makeKeyAndVisible()
    case .hide: try requireWindow(position).hide()
    case .setRoot(let name): try requireWindow(position).setRootController(controller(name))
    case .push(let navigation, let screen, let animated):
      try navigationController(navigation).push(controller(screen), animated: animated)
    case .pop(let navigation, let animated):
      try navigationController(navigation).pop(animated: animated)
    case .popToRoot(let navigation, let animated):
      try navigationController(navigation).popToRoot(animated: animated)
    case .popTo(let navigation, let screen, let animated):
      try navigationController(navigation).pop(to: controller(screen), animated: animated)
    case .setViewControllers(let navigation, let screens, let animated):
      try navigationController(navigation).setViewControllers(
        screens.map(controller), animated: animated)
    case .present(let presenter, let screen, let style, let animated):
      try controller(presenter).present(controller(screen), style: style, animated: animated)
    case .dismiss(let screen, let animated):
      try controller(screen).dismiss(animated: animated)
    case .select(let tabs, let index):
      guard let tabController = controller(tabs) as? TabController else {
        preconditionFailure("SimApp's parser let \(tabs) through as tabs")
      }
      try tabController.select(index)
    case .addChild(let parent, let child):
      try controller(parent).addChild(controller(child))
    case .removeFromParent(let child):
      controller(child).removeFromParent()
    case .beginInteractivePop(let navigation):
      let reactionsBefore = reactionsRun
      gestures[navigation] = try navigationController(navigation).beginInteractivePop()
      observer?.didBeginInteractivePop(
        on: navigation, undisturbed: reactionsRun == reactionsBefore)
    case .finishInteractivePop(let navigation), .cancelInteractivePop(let navigation),
      .dropInteractivePop(let navigation):
      guard gestures[navigation] != nil else {
        throw ScenarioError(
          position: position, message: "no interactive pop is in flight on `\(navigation)`",
          hint: "begin one with `beginInteractivePop \(navigation)`")
      }
      let controller = navigationController(navigation)
      if case .dropInteractivePop = step {
        // Let go unended: the library must cancel it (the cancelled sequence, a diagnostic),
        // leave the stack as it was, free the gesture and hold nothing. No local holds the
        // gesture: the observer sees whether the library frees it.
        observer?.willDropInteractivePop(on: controller)
        weak let dropped = gestures.removeValue(forKey: navigation)
        observer?.didEndInteractivePop(
          on: controller, ended: nil, droppedGestureIsAlive: dropped != nil)
      } else {
        let gesture = gestures.removeValue(forKey: navigation)
        if case .finishInteractivePop = step { gesture?.finish() } else { gesture?.cancel() }
        observer?.didEndInteractivePop(on: controller, ended: gesture, droppedGestureIsAlive: nil)
      }
    default: return false
    }
    return true
  }

  /// The action steps of ``call(_:at:)``: registrations, attachments and opt-outs. `false` for
  /// any other step.
  private func callActions(_ step: Step) -> Bool {
    switch step {
    case .register(let action, let module):
      (module ? moduleRegistry : registry).register(probe(action))
    case .unregister(let action, let module):
      (module ? moduleRegistry : registry).remove(probe(action))
      observer?.actionForgets(probe(action))
    case .attach(let screen, let action): controller(screen).registerLifeCircleAction(probe(action))
    case .detach(let screen, let action):
      controller(screen).removeLifeCircleAction(probe(action))
      observer?.actionForgets(probe(action))
    case .disable(let screen, let action):
      controller(screen).disableGlobalAction(probe(action))
      observer?.actionForgets(probe(action))
    case .enable(let screen, let action): controller(screen).enableGlobalAction(probe(action))
    case .registerReplaying(let action, let module):
      let probe = probe(action)
      let target = module ? moduleRegistry : registry
      observer?.willRegisterReplaying(probe, in: target)
      replaying(probe) { target.register(probe, replayingCurrentState: true) }
    case .attachReplaying(let screen, let action):
      let probe = probe(action)
      let host = controller(screen)
      observer?.willAttachReplaying(probe, to: host)
      replaying(probe) { host.registerLifeCircleAction(probe, replayingCurrentState: true) }
    default: return false
    }
    return true
  }

  /// Adds a note to the current step's report.
  func note(_ text: String) {
    current.notes.append(text)
  }

  /// Registers `probe` with `register` and notes what the replay delivered to it.
  func replaying(_ probe: ProbeAction, _ register: () -> Void) {
    let before = probe.stepLog.count
    register()
    let replayed = probe.stepLog.dropFirst(before)
    current.notes.append(
      "\(probe.name) replayed: "
        + (replayed.isEmpty ? "nothing" : replayed.joined(separator: " ")))
  }

  func probe(_ name: String) -> ProbeAction {
    guard let probe = probes[name] else {
      preconditionFailure("SimApp's parser let the undeclared action \(name) through")
    }
    return probe
  }

  func requireWindow(_ position: SourcePosition) throws(ScenarioError) -> Window {
    // The parser refuses steps without a window declaration.
    guard let first = watchedWindows.first else {
      throw ScenarioError(position: position, message: "the scenario has no window", hint: nil)
    }
    return try heldWindow(first.name, at: position)
  }

  /// The window declared with root `name`, unless the runner released it.
  func heldWindow(_ name: String, at position: SourcePosition) throws(ScenarioError)
    -> Window
  {
    guard let window = heldWindows[name] else {
      throw ScenarioError(
        position: position, message: "the window of `\(name)` was released",
        hint: "a released window is out of the scenario's reach")
    }
    return window
  }

  func navigationController(_ name: String) -> NavigationController {
    guard let navigation = controller(name) as? NavigationController else {
      preconditionFailure("SimApp's parser let \(name) through as a navigation controller")
    }
    return navigation
  }
}
