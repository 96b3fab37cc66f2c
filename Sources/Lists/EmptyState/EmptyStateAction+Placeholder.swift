import Lifecycle

extension EmptyStateAction {
  /// Asks the source and counts the list, then moves the placeholder where it belongs.
  func evaluate(_ list: ListController) {
    let key = ObjectIdentifier(list)
    let placeholder: Placeholder
    if let existing = placeholders[key], existing.list === list {
      placeholder = existing
    } else {
      placeholders = placeholders.filter { $0.value.list != nil }
      placeholder = Placeholder(list: list)
      placeholders[key] = placeholder
    }
    var content: EmptyStateContent?
    var isActive = false
    if isEnabled, let source, source.emptyStateShouldDisplay(for: list) {
      content = source.emptyStateContent(for: list)
      isActive = content != nil && (isEmpty(list) || source.emptyStateShouldForceDisplay(for: list))
    }
    let wasActive = placeholder.isActive
    let previous = placeholder.content
    placeholder.content = content
    placeholder.isActive = isActive
    let shown = isVisible(on: list)
    drive(list)
    if wasActive, isActive, shown, isVisible(on: list), let content, content != previous {
      delegate?.emptyState(for: list, didChange: content)
    }
  }

  /// Whether `list` has no rows, as ``counting`` says. O(sections), no data-source call.
  private func isEmpty(_ list: ListController) -> Bool {
    switch counting {
    case .contentRows:
      for section in 0..<list.numberOfSections where list.numberOfRows(inSection: section) > 0 {
        return false
      }
    case .displayedRows:
      let display = list.display
      for section in 0..<display.numberOfSections where display.numberOfRows(inSection: section) > 0
      {
        return false
      }
    }
    return true
  }

  /// Moves the placeholder of `list`, by legal steps, to the state the list's state and the
  /// last evaluation call for, telling the delegate each step.
  func drive(_ list: ListController) {
    guard let placeholder = placeholders[ObjectIdentifier(list)] else { return }
    let current = placeholder.machine.appearanceState
    let target: AppearanceState =
      switch list.appearanceState {
      case .appearing: placeholder.isActive ? .appearing : .disappeared
      case .appeared: placeholder.isActive ? .appeared : .disappeared
      case .disappearing: current == .disappeared ? .disappeared : .disappearing
      case .disappeared: .disappeared
      }
    for event in AppearanceStateMachine.path(from: current, to: target) {
      // The path is legal by construction; receive moves the machine before the delegate
      // hears the event, so a delegate that reads the state sees the new one.
      guard case .deliver = placeholder.machine.receive(event) else {
        assertionFailure("the placeholder's path is illegal: \(event) from \(current)")
        return
      }
      delegate?.emptyState(for: list, didReceive: event)
    }
  }
}
