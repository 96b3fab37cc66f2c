extension ScreenController {
  /// The window this controller is shown in, through parents and presentations, or `nil` outside
  /// every window: for the package's other modules (`UIStackAction` groups its stack by window).
  /// O(depth) in parents and presentations.
  package var containingWindow: Window? { hostWindow }
}
