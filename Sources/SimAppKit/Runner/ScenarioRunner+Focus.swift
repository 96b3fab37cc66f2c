import Lifecycle

/// Hears every focus event of its registry's screens, for the step's report and the focus
/// invariant (the runner's `LogAction` hears appearance only).
@MainActor
final class FocusLogAction: LifeCircleAction {
  /// Called with the screen, whether it gained focus, and the reason.
  private let sink: (ScreenController, Bool, FocusReason) -> Void

  init(sink: @escaping (ScreenController, Bool, FocusReason) -> Void) {
    self.sink = sink
  }

  func hostController(_ controller: ScreenController, didGainFocus reason: FocusReason) {
    sink(controller, true, reason)
  }

  func hostController(_ controller: ScreenController, didLoseFocus reason: FocusReason) {
    sink(controller, false, reason)
  }
}

/// The focus steps and `expect focus`.
extension ScenarioRunner {
  /// `makeKey [WINDOW]`: makes a visible window key; a hidden one is the runner's refusal.
  func makeKey(_ name: String?, at position: SourcePosition) throws(ScenarioError) {
    let window: Window
    if let name {
      window = try heldWindow(name, at: position)
    } else {
      window = try requireWindow(position)
    }
    guard window.isVisible else {
      let title = name ?? watchedWindows.first?.name ?? "?"
      throw ScenarioError(
        position: position,
        message: "the window of `\(title)` is hidden: only a visible window can be made key",
        hint: "`show \(title)` shows it and makes it key")
    }
    window.makeKeyAndVisible()
  }

  /// The visible window of the app's registry that says it is key, if any.
  package var keyWindow: Window? {
    for window in liveWindows where window.isVisible && window.isKeyWindow { return window }
    return nil
  }

  /// The screens whose `hasFocus` is `true`, in the key window's focus order, then any other
  /// in declaration order (none should be): what `expect focus` checks.
  func appFocus() -> [String] {
    var titles = (keyWindow?.focusedControllers ?? []).filter(\.hasFocus).map(\.title)
    for (name, kind) in declaredNames where kind != .action && !titles.contains(name) {
      if controllers[name]?.hasFocus == true { titles.append(name) }
    }
    return titles
  }
}
