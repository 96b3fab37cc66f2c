import Lifecycle

/// The live stack of screens on screen, bottom to top in the order they appeared.
///
/// A controller is pushed on `didAppear` and removed, wherever it is, on `didDisappear`. Routers
/// ask it for the top-most screen, or the top-most screen of a kind:
///
/// ```swift
/// let uiStack = UIStackAction()
/// registerGlobalAction(uiStack)       // at startup: Swift has no +load
/// // Later, from a router:
/// try uiStack.topController(of: NavigationController.self)?.push(ScreenController(title: "Detail"))
/// ```
///
/// **Order.** Appearance order: for a push, the old top leaves before the new one arrives; a
/// full-screen presentation removes the covered screens once it has appeared.
/// **Complexity.** Removing the top is O(1); ``topController`` is O(1) unless screens above it
/// were freed without disappearing; an appearance costs O(*n*) in the screens on screen (a
/// handful), to keep a cancelled disappearance from being counted twice.
/// **Memory.** Holds controllers weakly and never reports a freed one.
public final class UIStackAction: LifeCircleAction {
  /// `false`: this action hears no focus event (see `LifeCircleAction.listensForFocus`).
  public var listensForFocus: Bool { false }

  /// The controllers, bottom to top, through `UnownedLink`s rather than weak references (a
  /// `WeakPointerArray`), which would give every screen on screen a side table and send every
  /// retain of it on the engine's hot path to the slow path (the proof is at `UnownedLink`). A
  /// link whose controller was freed is a cleared slot, as in `WeakPointerArray`.
  // Exclusivity: every access is a read that copies, or an append or removal that completes
  // without calling code outside the library (a removed link frees only a `Lifetime`, whose
  // deinit runs no code), so no two accesses can overlap and the runtime check could never
  // fire. Debug builds check it.
  #if DEBUG
    private var stack: [UnownedLink<ScreenController>] = []  // checked in debug builds
  #else
    @exclusivity(unchecked) private var stack: [UnownedLink<ScreenController>] = []
  #endif
  private var appendsSinceCompaction = 0

  /// Creates an empty stack.
  public init() {}

  /// The live controllers on screen, bottom to top.
  ///
  /// Every window's screens are in this one stack, merged in the order they appeared: with two
  /// visible windows, the screens of one are interleaved with the other's by appearance time,
  /// and ``topController`` is the screen that appeared last in any window (not necessarily the
  /// key window's). Use ``viewControllerStack(in:)`` for one window.
  public var viewControllerStack: [ScreenController] { stack.compactMap(\.target) }

  /// The live controllers on screen in `window` (its root's tree and its presentations), bottom
  /// to top: ``viewControllerStack`` without the other windows' screens, in the same order.
  ///
  /// ```swift
  /// import Actions
  /// import Lifecycle
  ///
  /// let registry = LifeCircleRegistry()
  /// LifeCircleRegistry.scoped(registry) {
  ///   let uiStack = UIStackAction()
  ///   registerGlobalAction(uiStack)
  ///   let main = Window(rootController: ScreenController(title: "Home"))
  ///   main.makeKeyAndVisible()
  ///   let overlay = Window(rootController: ScreenController(title: "Toast"))
  ///   overlay.makeKeyAndVisible()
  ///   assert(uiStack.viewControllerStack.map(\.title) == ["Home", "Toast"])
  ///   assert(uiStack.viewControllerStack(in: main).map(\.title) == ["Home"])
  ///   overlay.hide()
  ///   main.hide()
  /// }
  /// ```
  ///
  /// Screens outside every window (shown by manual forwarding alone) are in no window's stack.
  /// **Complexity.** O(*n* × *d*) for the *n* screens on screen, *d* being how deep each one is
  /// in parents and presentations (finding its window walks up to its tree's root).
  ///
  /// - Parameter window: The window whose screens to list; a hidden one has none.
  /// - Returns: The live controllers on screen in `window`, bottom to top.
  public func viewControllerStack(in window: Window) -> [ScreenController] {
    viewControllerStack.filter { $0.containingWindow === window }
  }

  /// The controller that appeared last and is still on screen.
  public var topController: ScreenController? {
    for link in stack.reversed() {
      if let controller = link.target { return controller }
    }
    return nil
  }

  /// The top-most controller on screen that is a `T`, such as the top-most
  /// `NavigationController`.
  public func topController<T: ScreenController>(of type: T.Type) -> T? {
    for index in stride(from: stack.count - 1, through: 0, by: -1) {
      if let match = stack[index].target as? T { return match }
    }
    return nil
  }

  /// Pushes `controller` on the stack, unless it is already there: a disappearance that was
  /// cancelled half-way (an interactive pop the user abandoned) keeps its place.
  public func hostController(_ controller: ScreenController, viewDidAppear animated: Bool) {
    guard !stack.contains(where: { $0.isLink(to: controller) }) else { return }
    stack.append(UnownedLink(controller))
    appendsSinceCompaction += 1
    // Controllers freed without disappearing leave cleared slots; sweep them now and then so
    // the slots stay proportional to the screens on screen (amortised O(1) per event).
    if appendsSinceCompaction >= 64 {
      stack.removeAll { $0.isCleared }
      appendsSinceCompaction = 0
    }
  }

  /// Removes `controller` from the stack, wherever it is.
  public func hostController(_ controller: ScreenController, viewDidDisappear animated: Bool) {
    if let index = stack.lastIndex(where: { $0.isLink(to: controller) }) {
      stack.remove(at: index)
    }
    while let last = stack.last, last.isCleared { stack.removeLast() }
  }
}
