/// The headless app's foreground and background, for ``LifeCircleRegistry/current``.
///
/// Moving to the background takes the app's focus from its focused screens
/// (``FocusReason/enteredBackground``) and coming back returns it
/// (``FocusReason/returnedFromBackground``), with no appearance callback, as in UIKit, where
/// views stay in their windows while the app is in the background. The state belongs to a
/// registry, so scoped tests never see each other's.
///
/// **Timing.** Outside every callback the focus events are delivered before the call returns;
/// from a callback, once the work under way has drained; while a gesture or a manual transition
/// holds the key window's tree, once it ends.
@MainActor
public enum LifeCircleApp {
  /// Whether the app of ``LifeCircleRegistry/current`` is in the background.
  public static var isInBackground: Bool { LifeCircleRegistry.current.isInBackground }

  /// Moves the app of ``LifeCircleRegistry/current`` to the background: its focused screens
  /// lose focus. Does nothing if it is there already.
  public static func enterBackground() {
    LifeCircleRegistry.current.setInBackground(true)
  }

  /// Brings the app of ``LifeCircleRegistry/current`` back to the foreground: the key window's
  /// focused screens gain focus. Does nothing if it is in the foreground.
  public static func enterForeground() {
    LifeCircleRegistry.current.setInBackground(false)
  }
}

extension LifeCircleRegistry {
  /// Whether this registry's app is in the background (see ``LifeCircleApp``).
  public var isInBackground: Bool { focusState.isInBackground }

  /// Moves this registry's app to the background (`true`) or the foreground (`false`); the
  /// focus events follow as ``LifeCircleApp`` describes. Does nothing if it is there already.
  public func setInBackground(_ inBackground: Bool) {
    guard focusState.isInBackground != inBackground else { return }
    focusState.isInBackground = inBackground
    setNeedsFocusDecision()
    TreeEngine.settleFocusIfAtTopLevel()
  }
}
