/// How a screen that gained focus as ``FocusReason/revealed`` was revealed: what left from
/// above it (``ScreenController/revealedBy``).
///
/// An analytics team that does not count a return from a modal as a new view tells
/// ``dismissal`` and ``sheetSwipedDown`` apart from ``pop`` this way.
public enum RevealDetail: Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// A navigation stack's top left: a pop, `popToRoot`, `pop(to:)`, a finished back swipe, or
  /// `setViewControllers` that kept the screen and dropped what was above it.
  case pop
  /// What the screen's context presented was dismissed in code.
  case dismissal
  /// The user swiped a sheet down (a host that delivers appearance says so, see
  /// ``ScreenController/mirrorFocusReason(_:revealedBy:)``; UIKit tells it to the presentation
  /// controller's delegate).
  case sheetSwipedDown

  /// The case name, such as `sheetSwipedDown`.
  public var description: String {
    switch self {
    case .pop: "pop"
    case .dismissal: "dismissal"
    case .sheetSwipedDown: "sheetSwipedDown"
    }
  }
}
