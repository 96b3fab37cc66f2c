extension Window {
  /// The window and everything in it as indented text, for tests and debugging: a first line
  /// `Window (visible)` or `Window (hidden)`, then the root's
  /// ``ScreenController/hierarchyDescription`` indented by one level (two spaces). What the root
  /// presents comes under it, after its children, as UIKit presents from the window's root.
  ///
  /// ```
  /// Window (visible)
  ///   "Nav" (NavigationController) disappeared
  ///     "Home" (ScreenController) disappeared, top
  ///     "Player" (ScreenController) appeared, presented (fullScreen)
  /// ```
  ///
  /// **Cost.** O(*n*) in the number of controllers in the window, plus the length of the text.
  ///
  /// **No side effects.** Reading it loads no view, delivers no callback, runs no action and
  /// changes no state.
  public var hierarchyDescription: String {
    var text = isVisible ? "Window (visible)" : "Window (hidden)"
    rootController.appendHierarchy(to: &text, level: 1)
    return text
  }
}
