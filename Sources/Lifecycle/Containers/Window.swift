/// The top of a screen hierarchy: shows and hides its root controller and what the root
/// presents.
///
/// **Order.** ``makeKeyAndVisible()``: the visible subtrees get `willAppear(false)`, then
/// `didAppear(false)`. ``hide()``: `willDisappear(false)`, then `didDisappear(false)`. Replacing
/// ``rootController`` while visible: old `willDisappear`, new `willAppear`, old `didDisappear`,
/// new `didAppear` (like a push), `animated` false. Visible subtrees are the root's (unless a
/// full-screen presentation covers it) and those of the presented controllers not covered by a
/// full-screen presentation above them, in presentation order, each parent before its children.
///
/// **Threading.** Main actor. Called during a transition, each call is queued.
/// **Memory.** Holds the root strongly; the root holds the window weakly. Keep the window for
/// as long as it shows anything, as an app keeps its windows: a visible window that is freed
/// delivers no disappearance, so call ``hide()`` first.
@MainActor
public final class Window {
  private var root: ScreenController
  /// Whether the window is on screen.
  public private(set) var isVisible = false
  let registry: LifeCircleRegistry

  /// Creates a hidden window around `rootController`, in ``LifeCircleRegistry/current``.
  ///
  /// - Precondition: `rootController` has no parent, is not presented and is not the root of
  ///   another window. Use ``setRootController(_:)`` on an existing window to get a thrown
  ///   error instead.
  public init(rootController: ScreenController) {
    precondition(
      rootController.parent == nil && rootController.presenter == nil
        && rootController.window == nil,
      "Window(rootController:) needs a free controller; \(rootController.quotedName) already has a parent, a presenter or a window"
    )
    self.root = rootController
    self.registry = .current
    rootController.window = self
  }

  /// The root controller. Setting it does what ``setRootController(_:)`` does; a refused value
  /// is reported as a ``Diagnostic`` and changes nothing.
  public var rootController: ScreenController {
    get { root }
    set {
      do {
        try setRootController(newValue)
      } catch {
        registry.report(
          Diagnostic(kind: .refusedOperation, message: "rootController refused: \(error)"))
      }
    }
  }

  /// Replaces the root controller.
  ///
  /// While visible: the old visible subtrees disappear and the new root's appears in push order,
  /// `animated` false. The old root's presentations go with it, silently. The old root stays
  /// linked to the window until the transition's last callback (a call that would place it
  /// elsewhere meanwhile is refused). The same root again does nothing.
  ///
  /// - Throws: ``NavigationError`` when `controller` has a parent, is presented or is another
  ///   window's root. Nothing changes then.
  public func setRootController(_ controller: ScreenController) throws {
    try registry.transitions.run(
      "set the root of a window to \(controller.quotedName)", queuedResult: ()
    ) { [self] in try performSetRoot(controller) }
  }

  private func performSetRoot(_ controller: ScreenController) throws {
    guard controller !== root else { return }
    if controller.window != nil {
      throw NavigationError(.isWindowRoot, "\(controller.quotedName) is the root of another window")
    }
    try controller.validateIsFree(toJoin: nil)
    let old = root
    let outgoing = isVisible ? old.visiblePresentationChain : []
    root = controller
    controller.window = self
    if isVisible {
      Transition(shape: .replace, outgoing: outgoing, incoming: [controller], animated: false)
        .perform()
    }
    // Like a popped controller's parent, the old root keeps its window until its last callback,
    // so nothing can adopt it while it is still disappearing.
    old.window = nil
    old.detachPresentationChain()
  }

  /// Shows the window: its visible subtrees appear, `animated` false. Does nothing if it is
  /// already visible.
  public func makeKeyAndVisible() {
    run("makeKeyAndVisible") { [self] in
      guard !isVisible else { return }
      isVisible = true
      Transition(shape: .appear, incoming: root.visiblePresentationChain, animated: false)
        .perform()
    }
  }

  /// Hides the window: every visible controller disappears, pre-order, `animated` false.
  /// Presentations stay and come back with ``makeKeyAndVisible()``. Does nothing if hidden.
  public func hide() {
    run("hide") { [self] in
      guard isVisible else { return }
      let outgoing = root.visiblePresentationChain
      isVisible = false
      Transition(shape: .disappear, outgoing: outgoing, animated: false).perform()
    }
  }

  private func run(_ summary: String, _ operation: @escaping @MainActor () -> Void) {
    // Not throwing: `run` only rethrows what the operation throws.
    try? registry.transitions.run(
      "\(summary) of the window of \(root.quotedName)", queuedResult: (), operation)
  }
}
