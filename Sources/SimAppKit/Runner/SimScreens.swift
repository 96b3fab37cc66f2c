import Lifecycle

/// The screens SimApp declares: plain screens whose own hooks can run a reaction (`hook`), the
/// way a subclass that registers actions or navigates from `viewWillAppear` would.
@MainActor
package class SimScreen: ScreenController {
  /// Called from each of the four hooks, after `super`.
  var onHook: ((SimScreen, LifecycleEvent) -> Void)?

  /// A screen the scenario names: messages say its name only.
  package override init(title: String) {
    super.init(title: title)
    omitsTypeInMessages = true
  }

  package override func viewWillAppear(_ animated: Bool) { onHook?(self, .willAppear) }
  package override func viewDidAppear(_ animated: Bool) { onHook?(self, .didAppear) }
  package override func viewWillDisappear(_ animated: Bool) { onHook?(self, .willDisappear) }
  package override func viewDidDisappear(_ animated: Bool) { onHook?(self, .didDisappear) }
}

/// `container NAME CHILD ...`: a custom container that forwards appearance to its children by
/// hand, as UIKit containers that override `shouldAutomaticallyForwardAppearanceMethods` do:
/// `beginAppearanceTransition` in its `will` hooks, `endAppearanceTransition` in its `did` hooks.
///
/// It forwards to the children that took part in its appearance: a child added while it is on
/// screen stays off screen until its next appearance (this container does not forward on
/// `addChild`, as a UIKit container would have to by hand).
///
/// It is a container for focus too (``isContainer``): its appeared children are focused, not it.
@MainActor
package final class SimContainer: SimScreen {
  package override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

  /// `true`: a container is never focused itself; focus descends into its children that
  /// appeared (the default ``activeChildren``), both of them when two are on screen, as in a
  /// split view.
  package override var isContainer: Bool { true }

  package override func viewWillAppear(_ animated: Bool) {
    // The state already moved: the children in step were where it came from.
    for child in children
    where child.appearanceState == .disappeared || child.appearanceState == .disappearing {
      child.beginAppearanceTransition(true, animated: animated)
    }
    super.viewWillAppear(animated)
  }
  package override func viewDidAppear(_ animated: Bool) {
    for child in children where child.appearanceState == .appearing {
      child.endAppearanceTransition()
    }
    super.viewDidAppear(animated)
  }
  package override func viewWillDisappear(_ animated: Bool) {
    for child in children
    where child.appearanceState == .appeared || child.appearanceState == .appearing {
      child.beginAppearanceTransition(false, animated: animated)
    }
    super.viewWillDisappear(animated)
  }
  package override func viewDidDisappear(_ animated: Bool) {
    for child in children where child.appearanceState == .disappearing {
      child.endAppearanceTransition()
    }
    super.viewDidDisappear(animated)
  }
}

/// A window the runner made, held weakly, so a released one can still be watched.
@MainActor
package struct WatchedWindow {
  package let name: String
  package weak var window: Window?
}
