/// One navigation a user or an app makes, run the same way through the bridge on the stand-in
/// UIKit and through the model's own containers (see ``DifferentialWorld``).
enum NavigationStep: Equatable, CustomStringConvertible {
  /// Push a new screen onto the stack of the selected tab.
  case push(String)
  /// Pop the top of the selected tab's stack.
  case pop
  /// Pop the selected tab's stack to its root.
  case popToRoot
  /// Swipe back on the selected tab's stack: finished, or abandoned half-way.
  case swipeBack(finish: Bool)
  /// Select a tab, in code.
  case selectTab(Int)
  /// Present a new screen from the top screen.
  case present(String, PresentedStyle)
  /// Dismiss the top presentation, in code.
  case dismiss
  /// Swipe the top presentation (a sheet) down: finished, or abandoned half-way.
  case swipeDownSheet(finish: Bool)
  /// Add a child to the top screen (automatic forwarding).
  case addChild(String)
  /// Remove the child the top screen holds.
  case removeChild
  /// Move the pager (the window's root in the pager layout) to page `index`.
  case page(Int)
  /// Show a second window with one screen, made key.
  case showSecondWindow(String)
  /// Make the first (`1`) or the second (`2`) window key.
  case makeKey(Int)
  /// Hide the second window.
  case hideSecondWindow
  /// The app goes to the background.
  case background
  /// The app comes back to the foreground.
  case foreground
  /// Time passes, in seconds.
  case wait(Int)

  /// How a screen is presented.
  enum PresentedStyle: Equatable {
    case fullScreen, pageSheet, overFullScreen
  }

  var description: String {
    switch self {
    case .push(let title): "push \(title)"
    case .pop: "pop"
    case .popToRoot: "popToRoot"
    case .swipeBack(let finish): finish ? "swipe back" : "swipe back, abandoned"
    case .selectTab(let index): "select tab \(index)"
    case .present(let title, let style): "present \(title) \(style)"
    case .dismiss: "dismiss"
    case .swipeDownSheet(let finish): finish ? "swipe sheet down" : "swipe sheet down, abandoned"
    case .addChild(let title): "add child \(title)"
    case .removeChild: "remove child"
    case .page(let index): "page \(index)"
    case .showSecondWindow(let title): "show second window \(title)"
    case .makeKey(let window): "make window \(window) key"
    case .hideSecondWindow: "hide second window"
    case .background: "background"
    case .foreground: "foreground"
    case .wait(let seconds): "wait \(seconds) s"
    }
  }
}

/// What the window's root is when a case starts.
enum Layout: Equatable {
  /// A tab bar of navigation stacks, one per list of root titles: `[["A"], ["B"]]` is two tabs
  /// whose stacks start at `A` and `B`.
  case tabs([String])
  /// A custom pager whose pages are all on screen and whose active page is the first.
  case pager([String])
  /// A splash screen that replaces the window's root with `tabs` from its `viewDidAppear`.
  case splash([String])
}
