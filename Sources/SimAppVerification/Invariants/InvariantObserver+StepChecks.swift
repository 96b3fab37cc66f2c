import Lifecycle
import Lists
import SimAppKit

/// The checks a step makes of its own effect, from what the runner tells of it: a dropped
/// gesture, a released window, a refused list step or `apply`, a replaced list.
extension InvariantObserver {
  package func didBeginInteractivePop(on navigation: String, undisturbed: Bool) {
    if undisturbed { undisturbedGestures.insert(navigation) }
  }

  package func willDropInteractivePop(on navigation: NavigationController) {
    drops.append((navigation.viewControllers.map(\.title), stepDiagnostics.count))
  }

  /// A dropped gesture must be cancelled (the cancelled sequence, a diagnostic), leave the
  /// stack as it was when nothing was queued behind it, be freed and hold nothing. A gesture
  /// finished or cancelled is kept (``endedGesture``).
  package func didEndInteractivePop(
    on navigation: NavigationController, ended: InteractivePop?, droppedGestureIsAlive: Bool?
  ) {
    defer { lastGestureEnded = navigation.title }
    if let ended { endedGesture = ended }
    guard let droppedGestureIsAlive, let drop = drops.popLast() else { return }
    let (stack, diagnostics) = drop
    if droppedGestureIsAlive {
      stepProblems.append("the dropped gesture on \(navigation.title) is still alive")
    }
    if undisturbedGestures.remove(navigation.title) != nil,
      navigation.viewControllers.map(\.title) != stack
    {
      stepProblems.append(
        "dropping the gesture on \(navigation.title) changed its stack from \(stack) to \(navigation.viewControllers.map(\.title))"
      )
    }
    if !stepDiagnostics.dropFirst(diagnostics).contains(where: {
      $0.cause == .interactivePopReleasedWithoutEnd
    }) {
      stepProblems.append(
        "dropping the gesture on \(navigation.title) was not reported by a diagnostic")
    }
  }

  /// A window released while visible stays alive (the invariants keep checking it); one
  /// released while hidden is gone and its root presents nothing. A window that queued work
  /// names (a `hide` a reaction asked for earlier) may still be hidden by that work, and then
  /// rightly freed: it is judged once the work has run, as one released from a reaction.
  package func didReleaseWindow(_ name: String, wasVisible: Bool, root: ScreenController) {
    guard let watched = runner.watchedWindows.first(where: { $0.name == name }) else { return }
    if wasVisible && !windowsNamedByQueuedWork.contains(name) {
      releasedWhileVisible.insert(name)
    } else if runner.reactionDepth > 0 || wasVisible {
      releasedBeforeQueuedWorkRan.insert(name)
    } else if watched.window != nil, runner.gestures.isEmpty,
      !windowsNamedByQueuedWork.contains(name)
    {
      stepProblems.append("the window of \(name), released while hidden, is still alive")
    } else if watched.window == nil, let presented = root.presentedController {
      stepProblems.append(
        "\(root.title), root of the released window of \(name), still presents \(presented.title)")
    }
  }

  package func listState(of list: SimList) -> [String] {
    [
      "\(list.display.renderedRows())", "\(list.display.visibleRows)",
      "\(list.display.indexPathsForSelectedRows)",
    ]
  }

  package func didRefuseListStep(on list: SimList, before: [String]?, isApply: Bool) {
    guard let before, listState(of: list) != before else { return }
    stepProblems.append(
      isApply
        ? "the refused apply changed \(list.title)"
        : "the refused list step changed \(list.title)")
  }

  package func applyCompletionRan(on list: SimList, calls: Int) {
    if calls > 1 {
      stepProblems.append("\(list.title): an apply's completion ran \(calls) times")
    }
  }

  /// What was kept by identity starts afresh: the declared slots, the list's callbacks, the
  /// actions' histories and their answers.
  package func didReplaceList(_ name: String, layers: String, oldIsAlive: Bool) {
    declaredSlots = nil
    listCallbacks[name] = nil
    hearsTwiceAnswers = HearsTwiceAnswers()
    lastWorld = nil
    for probe in runner.orderedProbes { actionForgets(probe) }
    if oldIsAlive {
      stepProblems.append("\(name), replaced with \(layers) attached, is still alive")
    }
  }
}
