import Lifecycle

/// A declaration, run before the first step.
package enum Declaration: Sendable, Equatable {
  case screens([String])
  case navigation(name: String, root: String)
  case tabs(name: String, tabs: [String])
  case window(root: String)
  /// A screen that forwards appearance to its children by hand.
  case container(name: String, children: [String])
  /// Screens created in a second registry (a feature module's), with the same global actions.
  case module([String])
  case once(screen: String, event: LifecycleEvent)
  case actions([String])
  case checkInvariants
  /// Registers a `ScreenViewAction` under the scenario's clock in both registries: each step's
  /// report lists its views, and `expect views` checks them.
  case trackViews
  /// A list screen with one section of rows.
  case list(name: String, rows: [String])
}
