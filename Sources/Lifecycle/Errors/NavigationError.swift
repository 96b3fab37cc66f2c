/// A navigation or containment call that was refused. Nothing changed: no stack, presentation,
/// selection, state or registry, and no callback fired.
///
/// ``description`` is a sentence naming the controllers involved, by title and type;
/// `localizedDescription` is the same sentence (see ``errorDescription``). Match on ``reason``
/// in code.
public struct NavigationError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What was wrong with the call.
  public enum Reason: Sendable, Equatable, CaseIterable {
    /// The controller already has a parent (or is already in a stack).
    case alreadyHasParent
    /// The controller is already presented.
    case alreadyPresented
    /// The controller is the root of a window.
    case isWindowRoot
    /// The controller would become its own ancestor, or its own child.
    case wouldCreateCycle
    /// The container manages its children itself (use push, tabs, ...).
    case managedByContainer
    /// A pop would remove the root of a navigation stack.
    case cannotPopRoot
    /// The controller is not in the navigation stack.
    case notInStack
    /// `setViewControllers` got an empty list.
    case emptyStack
    /// A list of controllers holds the same instance twice.
    case duplicateControllers
    /// The presenting context already presents a controller.
    case alreadyPresenting
    /// The call needs a screen in a visible window.
    case notInVisibleWindow
    /// `dismiss` found nothing presented.
    case nothingToDismiss
    /// A tab index outside the tabs.
    case tabIndexOutOfRange
    /// The call cannot start while another transition is under way (an interactive pop, or a
    /// manual transition of the controller's own tree).
    case transitionInProgress
    /// A free controller that is on screen by itself (shown by hand with
    /// `beginAppearanceTransition`) cannot be placed in a tree until it has disappeared.
    case alreadyOnScreen
    /// A host (UIKit, through `LifeCircleUIKit`) drives the window's appearance: its structure
    /// changes through the mirror operations, which deliver nothing.
    case appearanceIsHosted
  }

  /// What was wrong with the call.
  public let reason: Reason
  /// A readable sentence naming the controllers involved.
  public let description: String

  /// Creates an error.
  public init(_ reason: Reason, _ description: String) {
    self.reason = reason
    self.description = description
  }
}
