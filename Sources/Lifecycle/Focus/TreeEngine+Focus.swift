extension TreeEngine {
  /// Notes what `change` means for focus, before its callbacks cut any link: the registry of
  /// this tree's window owes a decision, and the controllers the change moved carry a hint of
  /// why they would gain or lose focus (read by that decision, see ``FocusRecord``). Nothing for
  /// a tree outside every window, which has no focus. O(1).
  func noteFocus(of change: ScreenChange) {
    if case .none = change { return }
    guard let registry = windowRegistry else { return }
    registry.setNeedsFocusDecision()
    if registry.foreignControllerObserver != nil { reportControllersFromOtherRegistries(change) }
    let epoch = registry.focusState.epoch
    func hint(
      _ controller: ScreenController?, _ reason: FocusReason, _ detail: RevealDetail? = nil
    ) {
      controller?.leaveFocusHint(reason, epoch: epoch, detail: detail)
    }
    switch change {
    case .none:
      break
    case .newTop(_, let from, let to, let move, _):
      switch move {
      case .pushed:
        hint(from, .covered)
        hint(to, .shown)
      case .poppedTop, .popped:
        hint(from, .removed)
        hint(to, .revealed, .pop)
      case .replaced(let topJoined, let left):
        hint(from, left.containsIdentical(from) ? .removed : .covered)
        if topJoined { hint(to, .shown) } else { hint(to, .revealed, .pop) }
      }
    case .tabSwitch(_, let from, let to):
      hint(from, .tabDeselected)
      hint(to, .tabSelected)
    case .presentation(let presented, _):
      hint(presented.presenter, .covered)
      hint(presented, .shown)
    case .dismissal(let base, _):
      hint(base.presented, .removed)
      hint(base, .revealed, .dismissal)
    case .childAdded(let child):
      hint(child, .shown)
    case .childRemoved(let child):
      hint(child, .removed)
    case .rootReplaced(let new, let old, _):
      registry.focusState.windowsLeftSinceDecision = true
      hint(old, .removed)
      hint(new, .shown)
    case .windowShown(let root):
      hint(root, .shown)
    case .windowHidden(let root):
      registry.focusState.windowsLeftSinceDecision = true
      hint(root, .removed)
    case .gesture(let gesture, .finished):
      hint(gesture.leaving, .removed)
      hint(gesture.revealed, .revealed, .pop)
    case .gesture:
      break
    }
  }
}

extension TreeEngine {
  /// Tells the window's registry about the controllers `change` brings on screen (see
  /// ``LifeCircleRegistry/foreignControllerObserver``).
  private func reportControllersFromOtherRegistries(_ change: ScreenChange) {
    guard let registry = windowRegistry, let (incoming, withPresentations) = change.incoming
    else { return }
    registry.reportControllersFromOtherRegistries(
      comingWith: incoming, withPresentations: withPresentations)
  }
}

extension Array where Element == ScreenController {
  /// Whether `controller` (by identity) is an element; `false` for `nil`.
  fileprivate func containsIdentical(_ controller: ScreenController?) -> Bool {
    guard let controller else { return false }
    return containsIdentical(controller)
  }
}
