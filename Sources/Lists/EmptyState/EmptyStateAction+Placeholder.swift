import Delegation
import Lifecycle

extension EmptyStateAction {
  /// The placeholder of `list`, by identity: an entry left by a freed list (another list now at
  /// its address) is not `list`'s.
  func placeholder(of list: ListController) -> Placeholder? {
    guard let placeholder = placeholders[ObjectIdentifier(list)], placeholder.list === list else {
      return nil
    }
    return placeholder
  }

  /// The placeholder of `list`, made (and the entries of freed lists pruned) if it has none.
  private func makePlaceholder(of list: ListController) -> Placeholder {
    if let existing = placeholder(of: list) { return existing }
    placeholders = placeholders.filter { $0.value.list != nil }
    let placeholder = Placeholder(list: list)
    placeholders[ObjectIdentifier(list)] = placeholder
    return placeholder
  }

  /// Asks the source again about `list` and moves its placeholder. With
  /// ``ModuleWorkTiming/waitsForSameAnchor`` timing, asked during the list's own work (a
  /// placeholder callback calling ``reload(on:)``), it is queued behind that work; otherwise it
  /// asks now and, only if the placeholder must move or its content changed, moves it: as a step
  /// of the list's update when that update is delivering its callbacks (from this action's
  /// `didUpdate`, so in its place among the list's actions), else as work of the list (so an
  /// update that changes nothing allocates nothing). Only for a list the action applies to: the
  /// list's own events reach no other, and ``reload(on:)`` and ``isEnabled`` check
  /// ``applies(to:)`` first (so an update does not pay for that check).
  func updatePlaceholder(of list: ListController, timing: ModuleWorkTiming) {
    if timing == .waitsForSameAnchor, list.isDeliveringOwnWork {
      return submit(PlaceholderWork(self, list, .refreshFromSource, timing: .waitsForSameAnchor))
    }
    let placeholder = makePlaceholder(of: list)
    let changed = refreshFromSource(placeholder, on: list)
    guard changed != nil || target(of: placeholder, on: list) != placeholder.state else { return }
    if let work = list.currentWork, work.answer(.placeholderMove) == .joins {
      // Part of the delivery under way: the list's work is performing, so requests the
      // placeholder's delegate makes are queued behind it, as from any of its callbacks.
      return walkToTarget(placeholder, on: list, telling: changed)
    }
    submit(PlaceholderWork(self, list, .walkToTarget(changedContent: changed), timing: .atOnce))
  }

  /// Asks the source and counts the list, and stores the answer (whether the placeholder is
  /// active, what it shows); returns the new content when the placeholder stays active and
  /// visible and its content changed (the delegate hears `didChange`).
  private func refreshFromSource(_ placeholder: Placeholder, on list: ListController)
    -> EmptyStateContent?
  {
    var content: EmptyStateContent?
    var isActive = false
    if isEnabled, let source, let isEmpty = watchedPartIsEmpty(on: list),
      source.emptyStateShouldDisplay(for: list)
    {
      content = source.emptyStateContent(for: list)
      isActive = content != nil && (isEmpty || source.emptyStateShouldForceDisplay(for: list))
    }
    let wasActive = placeholder.isActive
    let previous = placeholder.content
    placeholder.content = content
    placeholder.isActive = isActive
    let isShown = placeholder.state == .appearing || placeholder.state == .appeared
    guard wasActive, isActive, isShown, let content, content != previous else { return nil }
    return content
  }

  /// Moves the placeholder of `list` after the list's appearance state, if it must: as a step of
  /// the list's update when that update is delivering its callbacks, else as work of the list.
  func movePlaceholder(afterStateOf list: ListController) {
    guard let placeholder = placeholder(of: list),
      target(of: placeholder, on: list) != placeholder.state
    else { return }
    if let work = list.currentWork, work.answer(.placeholderMove) == .joins {
      return walkToTarget(placeholder, on: list, telling: nil)
    }
    submit(PlaceholderWork(self, list, .walkToTarget(changedContent: nil), timing: .atOnce))
  }

  /// Hides the placeholder of `list` (the action stopped applying to it), balanced: now, or
  /// behind the list's own work under way.
  func hide(_ list: ListController) {
    guard placeholder(of: list) != nil else { return }
    submit(PlaceholderWork(self, list, .hide, timing: .waitsForSameAnchor))
  }

  private func submit(_ work: PlaceholderWork) {
    do {
      try work.list.submitToTreeEngine(work)
    } catch {
      // A placeholder's move cannot fail; the engine reports what fails in its turn.
      work.list.report(
        Diagnostic(kind: .queuedOperationFailed, message: "\(work.summary) failed: \(error)"))
    }
  }

  /// Whether this action hears `list` now: one of its own actions, or a global action of its
  /// registry it has not opted out of. A placeholder shows only where its action applies
  /// (LISTS 3.3: a placeholder never stays appeared without its action).
  func applies(to list: ListController) -> Bool {
    list.hears(self)
  }

  /// Performs a move in its turn, as a delivery of the list's work. On a list the action
  /// stopped applying to since the move was asked, any move is the hide.
  func perform(_ move: PlaceholderWork.Move, on list: ListController) {
    guard applies(to: list) else { return stopShowing(on: list) }
    let placeholder = makePlaceholder(of: list)
    var changed: EmptyStateContent?
    switch move {
    case .refreshFromSource: changed = refreshFromSource(placeholder, on: list)
    case .walkToTarget(let content): changed = content
    case .hide:
      placeholder.isActive = false
    }
    walkToTarget(placeholder, on: list, telling: changed)
  }

  /// Hides the placeholder of `list`, a list the action no longer applies to, by legal steps,
  /// then forgets it, so that nothing (``isEnabled``, ``reload(on:)``) shows it there again and
  /// the list reads as one the action never knew; a delegate that registered the action again
  /// from the hide's callbacks keeps it, hidden, for the next evaluation.
  private func stopShowing(on list: ListController) {
    guard let placeholder = placeholder(of: list) else { return }
    placeholder.isActive = false
    walkToTarget(placeholder, on: list, telling: nil)
    guard !applies(to: list) else { return }
    placeholders[ObjectIdentifier(list)] = nil
  }

  /// Moves the placeholder one legal step at a time toward the state the list's state and the
  /// source's last answer call for, telling the delegate each step, then tells it `changed`
  /// content if the placeholder shows. The target is computed again after every callback, so a
  /// delegate that changes things (navigation, manual forwarding) never leaves the placeholder
  /// walking a stale path.
  private func walkToTarget(
    _ placeholder: Placeholder, on list: ListController, telling changed: EmptyStateContent?
  ) {
    // Two steps reach any state; a few more cover a delegate that moves the list itself.
    for _ in 0..<8 {
      let current = placeholder.state
      guard
        let event = AppearanceStateMachine.path(
          from: current, to: target(of: placeholder, on: list)
        ).first,
        case .deliver = placeholder.machine.receive(event)
      else { break }
      // The machine moved before the delegate hears the event, so a delegate that reads the
      // state sees the new one.
      delegate?.emptyState(for: list, didReceive: event)
      additionalDelegates.forEach { $0.emptyState(for: list, didReceive: event) }
    }
    if let changed, placeholder.state == .appearing || placeholder.state == .appeared {
      delegate?.emptyState(for: list, didChange: changed)
      additionalDelegates.forEach { $0.emptyState(for: list, didChange: changed) }
    }
  }

  /// Where the placeholder belongs now: with the list while active, else disappeared. While the
  /// list disappears, an active placeholder that is still shown leaves with it (one that was not
  /// shown does not appear for the rest of the disappearance), and an inactive one finishes
  /// leaving at once, before the rows that made it inactive are displayed.
  private func target(of placeholder: Placeholder, on list: ListController) -> AppearanceState {
    switch list.appearanceState {
    case .appearing: placeholder.isActive ? .appearing : .disappeared
    case .appeared: placeholder.isActive ? .appeared : .disappeared
    case .disappearing:
      placeholder.isActive && placeholder.state != .disappeared ? .disappearing : .disappeared
    case .disappeared: .disappeared
    }
  }
}

/// A move of one list's placeholder, as work of that list for the engine of its tree: its
/// callbacks are a delivery of the list's own work, so requests its delegate makes are queued.
@MainActor
final class PlaceholderWork: ModuleWork {
  enum Move {
    /// Ask the source again, then walk to the target.
    case refreshFromSource
    /// Walk to the target the list's state calls for (and tell the changed content, if any).
    case walkToTarget(changedContent: EmptyStateContent?)
    /// Hide: the action stopped applying to the list.
    case hide
  }

  let action: EmptyStateAction
  let list: ListController
  let move: Move
  let timing: ModuleWorkTiming

  init(_ action: EmptyStateAction, _ list: ListController, _ move: Move, timing: ModuleWorkTiming) {
    (self.action, self.list, self.move, self.timing) = (action, list, move, timing)
  }

  var anchor: ScreenController { list }
  var waitsForHolds: Bool { false }
  var summary: String { "the empty state's move on \(list.quotedName)" }

  func perform() throws {
    action.perform(move, on: list)
  }
}
