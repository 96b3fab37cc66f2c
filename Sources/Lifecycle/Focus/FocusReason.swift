/// Why a screen gained or lost the app's focus (see ``ScreenController/hasFocus``).
///
/// The first five cases explain a gain, the last five a loss. Each focus event carries exactly
/// one reason; where several fit, the first that applies in this order is chosen:
///
/// - **Gains:** ``returnedFromBackground`` (the previous decision saw the app in the
///   background, this one sees it in the foreground), then what the navigation that placed the
///   screen on the focused path says, read from the screen up through its containers and
///   presenters, nearest first (``shown``, ``revealed``, ``tabSelected``), then
///   ``windowBecameKey`` (its window became the key window), then ``shown``.
/// - **Losses:** ``enteredBackground``, then ``windowResignedKey`` (its window is still visible
///   but another one is key), then what the navigation that took the screen off the focused
///   path says, nearest first (``covered``, ``removed``, ``tabDeselected``), then ``removed``.
///
/// A decision compares states, not histories: a trip to the background and back that no
/// decision saw (both while a gesture or a manual transition deferred the decision) is neither
/// an entry nor a return. The screens that kept focus hear nothing of it, so a screen that gains
/// focus at that decision gets its navigation's reason, not ``returnedFromBackground``: focus
/// was never taken by the background, so a screen view does not report a return from it.
///
/// A reason prints as its case name (`revealed`), in traces and in ``description``.
public enum FocusReason: Sendable, Hashable, CaseIterable, CustomStringConvertible {
  // Gained.
  /// The screen came on screen: pushed, presented (a sheet too), made a window's root, its
  /// window shown, or added into the focused path (a child of a container that names it active).
  case shown
  /// What covered the screen left: a pop (an interactive one that finished too), a dismissal (a
  /// page sheet's included, although the screen never disappeared).
  case revealed
  /// The tab that holds the screen was selected.
  case tabSelected
  /// The screen's window became the key window while it was already visible.
  case windowBecameKey
  /// The app returned from the background (``LifeCircleApp/enterForeground()``) since the
  /// previous decision, which saw it there.
  case returnedFromBackground

  // Lost.
  /// Something was pushed or presented over the screen (a sheet too, although the screen stays
  /// appeared).
  case covered
  /// The screen left the focused path: popped, dismissed, removed from its parent, its window
  /// hidden, its window's root replaced, or its container no longer names it active.
  case removed
  /// Another tab was selected.
  case tabDeselected
  /// Another visible window became the key window.
  case windowResignedKey
  /// The app went to the background (``LifeCircleApp/enterBackground()``).
  case enteredBackground

  /// Whether the reason explains a gain (`true`) or a loss (`false`).
  public var isGain: Bool {
    switch self {
    case .shown, .revealed, .tabSelected, .windowBecameKey, .returnedFromBackground: true
    case .covered, .removed, .tabDeselected, .windowResignedKey, .enteredBackground: false
    }
  }

  /// The case name, such as `revealed`.
  public var description: String {
    switch self {
    case .shown: "shown"
    case .revealed: "revealed"
    case .tabSelected: "tabSelected"
    case .windowBecameKey: "windowBecameKey"
    case .returnedFromBackground: "returnedFromBackground"
    case .covered: "covered"
    case .removed: "removed"
    case .tabDeselected: "tabDeselected"
    case .windowResignedKey: "windowResignedKey"
    case .enteredBackground: "enteredBackground"
    }
  }
}
