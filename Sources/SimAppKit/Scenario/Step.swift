import Lifecycle

/// A navigation step: one call on the public API.
package indirect enum Step: Sendable, Equatable {
  case show
  case hide
  case setRoot(String)
  case push(navigation: String, screen: String, animated: Bool)
  case pop(navigation: String, animated: Bool)
  case popToRoot(navigation: String, animated: Bool)
  case popTo(navigation: String, screen: String, animated: Bool)
  case setViewControllers(navigation: String, screens: [String], animated: Bool)
  case present(presenter: String, screen: String, style: PresentationStyle, animated: Bool)
  case dismiss(screen: String, animated: Bool)
  case select(tabs: String, index: Int)
  case addChild(parent: String, child: String)
  case removeFromParent(String)
  case beginInteractivePop(String)
  case finishInteractivePop(String)
  case cancelInteractivePop(String)
  /// Registers a declared action globally, in the app's registry or the module's.
  case register(action: String, module: Bool)
  /// Removes a declared action from the app's global registry or the module's.
  case unregister(action: String, module: Bool)
  /// Registers a declared action on one screen.
  case attach(screen: String, action: String)
  /// Removes a declared action from one screen.
  case detach(screen: String, action: String)
  /// Opts a screen out of a global action.
  case disable(screen: String, action: String)
  /// Opts a screen back into a global action.
  case enable(screen: String, action: String)
  /// The next time `screen` hears `event`, performs `step` from inside that callback.
  case on(screen: String, event: LifecycleEvent, step: Step)
  /// The next time `screen`'s own hook runs for `event`, performs `step` from inside the hook.
  case hook(screen: String, event: LifecycleEvent, step: Step)
  /// Shows the window whose declared root is `window`.
  case showWindow(String)
  /// Hides the window whose declared root is `window`.
  case hideWindow(String)
  /// Replaces the root of the window whose declared root is `window`.
  case setWindowRoot(window: String, root: String)
  /// Drops the runner's reference to a window (the library keeps a visible one alive).
  case releaseWindow(String)
  /// `beginAppearanceTransition` on a screen, by hand.
  case begin(screen: String, appearing: Bool)
  /// `endAppearanceTransition` on a screen, by hand.
  case end(screen: String)
  /// Lets an interactive pop in flight go without ending it.
  case dropInteractivePop(String)
  /// Registers a declared action globally (in the app's registry or the module's), replaying
  /// the current state to that registry's screens shown in windows.
  case registerReplaying(action: String, module: Bool)
  /// Registers a declared action on one screen, replaying its current state.
  case attachReplaying(screen: String, action: String)
  /// Attaches an `AppearanceTaskAction` to one screen, replaying its current state.
  case task(screen: String, startingOn: LifecycleEvent, cancellingOn: LifecycleEvent)
  /// An update of a declared list (see Parser+Lists).
  case list(ListStep)
  /// The next time `list`'s own work calls `callback`, performs `step` from inside it.
  case onList(list: String, callback: ListCallback, step: Step)
  /// Frees a declared list, off screen and free, with whatever it has attached (layers, a
  /// placeholder), and makes a new list of the same name and rows at once.
  case replaceList(String)
  /// Moves the app's registry to the background: its focused screens lose focus.
  case background
  /// Brings the app's registry back to the foreground: the key window's focused screens gain
  /// focus.
  case foreground
  /// Makes a visible window the key window: the window whose declared root is the name, or the
  /// first declared window for `nil`.
  case makeKey(String?)
  /// Moves the scenario's clock forward: the time screens hold focus, for screen views.
  case wait(Duration)
}
