import Lifecycle

/// What a declared name stands for.
package enum NameKind: String, Sendable, Equatable {
  case screen
  case navigation = "navigation controller"
  case tabs = "tab controller"
  case action

  /// The kind with its article, such as "an action".
  package var withArticle: String { self == .action ? "an action" : "a \(rawValue)" }
}

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
}

/// An update of a declared list: one public `ListController` call (a batch for the row
/// operations, the data changed in its block).
package enum ListStep: Sendable, Equatable {
  /// `reloadData()`, after replacing the rows when some are given.
  case reload(list: String, rows: [String]?)
  /// A row inserted at `index`, as a batch.
  case insert(list: String, row: String, index: Int)
  /// The row at `index` deleted, as a batch.
  case delete(list: String, index: Int)
  /// A row moved, as a batch.
  case move(list: String, from: Int, to: Int)
  /// A simulated tap on display row `index`.
  case tap(list: String, index: Int)
  /// The viewport set to `rowCount` rows (all when `nil`) from `firstRow`.
  case scroll(list: String, firstRow: Int, rowCount: Int?)
  /// A batch whose block appends a row it does not declare: the list refuses it and changes
  /// nothing (UIKit's "invalid number of rows").
  case badBatch(list: String)
  /// An insertion layer of the list (made and attached at its first mention): insert `id`
  /// after `rows` inner rows, or at display row `row`.
  case layerInsert(list: String, layer: String, id: String, position: LayerPosition)
  /// Removes insertions of a layer.
  case layerRemove(list: String, layer: String, ids: [String])
  /// Asks the cells of insertions again.
  case layerReload(list: String, layer: String, ids: [String])
  /// Detaches a layer from its list.
  case layerDetach(list: String, layer: String)
  /// Attaches an empty-state action showing `title` (or turns it on again).
  case empty(list: String, title: String)
  /// Turns the list's empty-state action off (`isEnabled = false`).
  case emptyOff(list: String)
  /// Taps the list's placeholder.
  case emptyTap(list: String)
  /// `apply(_:completion:)` of a snapshot of the list's rows (see Parser+Snapshots).
  case apply(list: String, snapshot: SnapshotSpec)
  /// Sets the list's `prefetchDistance`.
  case prefetch(list: String, distance: Int)

  /// The list the step acts on.
  package var list: String {
    switch self {
    case .reload(let list, _), .insert(let list, _, _), .delete(let list, _),
      .move(let list, _, _), .tap(let list, _), .scroll(let list, _, _), .badBatch(let list),
      .layerInsert(let list, _, _, _), .layerRemove(let list, _, _), .layerReload(let list, _, _),
      .layerDetach(let list, _), .empty(let list, _), .emptyOff(let list), .emptyTap(let list),
      .apply(let list, _), .prefetch(let list, _):
      list
    }
  }
}

/// A check of what the last step did.
package enum Expectation: Sendable, Equatable {
  /// The UI stack, bottom to top.
  case stack([String])
  /// The top of the UI stack; `nil` for an empty stack.
  case top(String?)
  /// The events one screen received in the last step.
  case events(screen: String, [LifecycleEvent])
  /// Every callback of the last step, as `Title.event(animated)` lines.
  case callbacks([String])
  /// A screen's appearance state.
  case state(screen: String, AppearanceState)
  /// Every event a declared action heard in the last step, replays included, as
  /// `Title.event(animated)` lines.
  case heard(action: String, [String])
  /// The last step failed with this `NavigationError` reason.
  case error(NavigationError.Reason)
  /// Where the task of a screen's `task` action stands.
  case task(screen: String, TaskStatus)
  /// A list's rows as displayed, in order (every row, on screen or not).
  case display(list: String, [String])
  /// The display rows a list displays now (on screen and in its viewport).
  case visible(list: String, [Int])
  /// A list's selected display rows.
  case selection(list: String, [Int])
  /// The last step was a list update the list refused.
  case refused
  /// Whether a list's placeholder is visible.
  case empty(list: String, visible: Bool)
  /// The rows a list has prefetched, in display order (see Parser+Snapshots).
  case prefetched(list: String, [String])
  /// A list's display, section by section, with the sections' identifiers.
  case sections(list: String, SnapshotSpec)
}

/// Where `layer ... insert` puts a row: after so many inner rows, or at a display row.
package enum LayerPosition: Sendable, Equatable {
  case after(Int)
  case at(Int)
}

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
  /// A list screen with one section of rows.
  case list(name: String, rows: [String])
}

/// A parsed, validated scenario: declarations, then steps and expectations in order.
package struct Scenario: Sendable {
  package enum Action: Sendable, Equatable {
    case step(Step)
    case expectation(Expectation)
  }

  package struct Entry: Sendable, Equatable {
    package var action: Action
    package var line: SourceLine
  }

  package var declarations: [Declaration] = []
  package var entries: [Entry] = []
  /// The declared names in declaration order, with what each stands for.
  package var names: [(name: String, kind: NameKind)] = []

}
