extension TreeEngine {
  /// Turns `change` into its ordered callbacks, deciding from the appearance states it finds
  /// whether there are any, then cuts the links the change kept for its callbacks. The only
  /// place that builds a ``Transition``, and, with the state machine of each controller, the
  /// only place that decides order, silence and catch-up.
  func deliver(_ change: ScreenChange) {
    noteFocus(of: change)
    if LifeCircleRegistry.observesForeignWindows, let window { reportForeignWindow(window, change) }
    switch change {
    case .none:
      break
    case .newTop(let navigation, let from, let to, let move, let animated):
      deliverNewTop(of: navigation, from: from, to: to, move, animated: animated)
    case .tabSwitch(let tabs, let from, let to):
      guard tabs.appearanceState == .appeared else { return }
      Transition(shape: .tabSwitch, outgoing: .one(from), incoming: .one(to), animated: false)
        .perform()
    case .presentation(let presented, let animated):
      deliverPresentation(of: presented, animated: animated)
    case .dismissal(let base, let animated):
      deliverDismissal(from: base, animated: animated)
    case .childAdded(let child):
      deliverChildAdded(child)
    case .childRemoved(let child):
      let shape: Transition.Shape? =
        switch child.appearanceState {
        case .appeared, .appearing: .disappear
        case .disappearing: .end
        case .disappeared: nil
        }
      if let shape {
        Transition(
          shape: shape, outgoing: .one(child), animated: false, movingFromParent: child
        ).perform()
      }
      child.parent = nil
    case .rootReplaced(let new, let old, let isVisible):
      if isVisible {
        Transition(
          shape: .replace, outgoing: old.visiblePresentationChain, incoming: .one(new),
          animated: false
        ).perform()
      }
      old.window = nil
      old.detachPresentationChain()
    case .windowShown(let root):
      Transition(shape: .appear, incoming: root.visiblePresentationChain, animated: false)
        .perform()
    case .windowHidden(let root):
      Transition(shape: .disappear, outgoing: root.visiblePresentationChain, animated: false)
        .perform()
    case .gesture(let gesture, let phase):
      deliverGesture(gesture, phase)
    }
  }

  /// Delivers forwarding work, which describes itself.
  func deliver(_ work: ForwardingWork) {
    switch work {
    case .gestureEnd(let gesture, let ending):
      deliver(gesture.performEnd(ending))
    case .replay(let controller, let action):
      controller.replayCurrentCycle(to: action)
    case .globalReplay(let window, let action, let registry):
      for controller in window.controllersOnScreen where controller.registry === registry {
        if registry.globalActions.registration(of: action)?.isLive != true { return }
        if controller.isGlobalActionDisabled(action) { continue }
        controller.replayCurrentCycle(to: action)
      }
      // Screens of this window that hold focus while disappeared (covered by a navigation whose
      // focus decision is still to come) replay that gain.
      for controller in window.registry.focusState.focused
      where controller.registry === registry && controller.appearanceState == .disappeared
        && controller.hostWindow === window
      {
        if registry.globalActions.registration(of: action)?.isLive != true { return }
        if controller.isGlobalActionDisabled(action) { continue }
        controller.replayCurrentCycle(to: action)
      }
    case .focus:
      FocusCoordinator.decideAndDeliverBatch()
    }
  }

  /// A stack's new top: the push-like or pop-like transition when the stack is on screen, then
  /// the parent links of the controllers that left are cut.
  private func deliverNewTop(
    of navigation: NavigationController, from: ScreenController?, to: ScreenController?,
    _ move: StackMove, animated: Bool
  ) {
    if from !== to && navigation.appearanceState == .appeared {
      let (joined, left): (Bool, Bool) =
        switch move {
        case .pushed: (true, false)
        case .poppedTop, .popped: (false, true)
        case .replaced(let topJoined, let leaving): (topJoined, leaving.contains { $0 === from })
        }
      Transition(
        shape: .replace, outgoing: Controllers(from), incoming: Controllers(to),
        animated: animated, movingToParent: joined ? to : nil, movingFromParent: left ? from : nil
      ).perform()
    }
    switch move {
    case .pushed: break
    case .poppedTop: from?.parent = nil
    case .popped(let left), .replaced(_, let left):
      for controller in left { controller.parent = nil }
    }
  }

  private func deliverPresentation(of presented: ScreenController, animated: Bool) {
    // Linked by the container: the context is the presenter.
    guard let context = presented.presenter else { return }
    switch presented.presentationStyle {
    case .fullScreen, nil:
      Transition(
        shape: .cover, outgoing: context.appearanceState == .appeared ? .one(context) : .none,
        incoming: .one(presented), animated: animated, beingPresented: presented
      ).perform()
    case .sheet:
      Transition(
        shape: .appear, incoming: .one(presented), animated: animated, beingPresented: presented
      ).perform()
    }
  }

  private func deliverDismissal(from base: ScreenController, animated: Bool) {
    guard let first = base.presented else { return }
    let dismissed = first.presentationChain
    let onScreen = base.hostWindow?.isVisible == true
    let outgoing = onScreen ? first.visiblePresentationChain : .none
    if onScreen && first.presentationStyle == .fullScreen {
      Transition(
        shape: .cover, outgoing: outgoing, incoming: .one(base), animated: animated,
        beingDismissed: dismissed
      ).perform()
    } else {
      Transition(
        shape: .disappear, outgoing: outgoing, animated: animated, beingDismissed: dismissed
      ).perform()
    }
    base.detachPresentationChain()
  }

  private func deliverChildAdded(_ child: ScreenController) {
    guard let parent = child.parent, parent.shouldAutomaticallyForwardAppearanceMethods else {
      return
    }
    let shape: Transition.Shape
    switch parent.appearanceState {
    case .appeared: shape = .appear
    case .appearing: shape = .begin
    case .disappeared, .disappearing: return
    }
    Transition(shape: shape, incoming: .one(child), animated: false, movingToParent: child)
      .perform()
  }

  /// A manual forward: a "will" event opens the controller's hold on this tree (once), a "did"
  /// event releases it after its callbacks. One event to one subtree, with no flag raised: it
  /// is delivered without a ``Transition`` value (the hottest path of custom containers).
  func deliverManualForward(
    _ event: LifecycleEvent, to controller: ScreenController, animated: Bool
  ) {
    windowRegistry?.setNeedsFocusDecision()
    switch event {
    case .willAppear, .willDisappear:
      if controller.manualTransitionHold == nil {
        hold()
        controller.manualTransitionHold = self
      }
      if event == .willAppear && !(controller.isViewLoaded && controller.children.isEmpty) {
        controller.loadVisibleSubtreeViews()
      }
      controller.deliverToVisibleSubtree(event, animated: animated)
    case .didAppear, .didDisappear:
      let hold = controller.manualTransitionHold
      controller.manualTransitionHold = nil
      controller.deliverToVisibleSubtree(event, animated: animated)
      hold?.release()
    }
  }

  private func deliverGesture(_ gesture: InteractivePop.Gesture, _ phase: InteractivePop.Phase) {
    let (leaving, revealed) = (gesture.leaving, gesture.revealed)
    switch phase {
    case .began:
      hold()
      Transition(
        shape: .begin, outgoing: .one(leaving), incoming: .one(revealed), animated: true,
        movingFromParent: leaving
      ).perform()
    case .finished:
      Transition(
        shape: .end, outgoing: .one(leaving), incoming: .one(revealed), animated: true,
        movingFromParent: leaving
      ).perform()
      leaving.parent = nil
      release()
    case .cancelled:
      Transition(
        shape: .sequential, outgoing: .one(revealed), incoming: .one(leaving), animated: true
      ).perform()
      release()
    }
  }
}

extension TreeEngine {
  /// Tells the registries of the controllers `change` brings on screen in `window` when the
  /// window is of another registry (see ``LifeCircleRegistry/foreignWindowObserver``).
  private func reportForeignWindow(_ window: Window, _ change: ScreenChange) {
    guard let (incoming, withPresentations) = change.incoming else { return }
    LifeCircleRegistry.reportForeignWindow(
      window, showing: incoming, withPresentations: withPresentations)
  }
}

extension Controllers {
  /// One controller, or none.
  init(_ controller: ScreenController?) {
    // Not `Optional.map`: its closure would check the main actor at run time.
    if let controller { self = .one(controller) } else { self = .none }
  }
}
