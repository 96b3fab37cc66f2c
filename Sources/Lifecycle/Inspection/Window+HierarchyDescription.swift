extension Window {
  /// The window and everything in it as text, for tests and debugging: a first line
  /// `Window (visible)` or `Window (hidden)`, then the root's
  /// ``ScreenController/hierarchyDescription`` as the window's one branch. What the root
  /// presents comes under it, after its children, as UIKit presents from the window's root.
  ///
  /// ```
  /// Window (visible)
  /// └ NavigationController "Nav" disappeared
  ///   ├ ScreenController "Home" disappeared (top)
  ///   └ ScreenController "Player" appeared (presented, fullScreen)
  /// ```
  ///
  /// **Cost.** O(*n*) in the number of controllers in the window, plus the length of the text.
  ///
  /// **No side effects.** Reading it loads no view, delivers no callback, runs no action and
  /// changes no state.
  public var hierarchyDescription: String {
    var text = (isVisible ? "Window (visible)" : "Window (hidden)") + "\n└ "
    text += rootController.hierarchyLine
    rootController.appendDescendants(to: &text, prefix: "  ")
    return text
  }
}
