extension Window {
  /// Whether this is the key window of its registry: the visible window most recently made
  /// key with ``makeKeyAndVisible()``. When the key window is hidden, the visible window made
  /// key before it becomes key again. Only the key window's focused screens have the app's
  /// focus (``ScreenController/hasFocus``). O(windows made key).
  public var isKeyWindow: Bool { registry.focusState.keyWindow === self }

  /// The key window of ``LifeCircleRegistry/current`` (see ``isKeyWindow``), or `nil` when no
  /// window of it is visible.
  public static var keyWindow: Window? { LifeCircleRegistry.current.focusState.keyWindow }

  /// The screens of this window that focus falls on, read from its tree now: from the root,
  /// the topmost presentation (every style, sheets included), then, inside containers, their
  /// active children (``ScreenController/activeChildren``) down to content screens. Usually
  /// one; a split-style custom container can name two. Empty while the window is hidden.
  ///
  /// Readable for every visible window; only the key window's focused screens hear focus
  /// events, and only while the app is in the foreground. Reading it reports nothing and
  /// changes nothing. O(depth of the focused path).
  public var focusedControllers: [ScreenController] {
    guard isVisible else { return [] }
    var screens: [ScreenController] = []
    rootController.topmostPresentation.appendFocusedScreens(to: &screens, reportingTo: nil)
    return screens
  }
}
